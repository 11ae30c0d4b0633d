import type { StandingView, TournamentRecord, TournamentSummary, TournamentView } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import type { StandingRecord } from './tournament-rules.js';
import { doublePoints, standingsOf } from './tournament-rules.js';
import { iso } from './view.js';

/* What clients receive of a tournament, built to the contract's shapes (contract/tournaments.ts). */

/** The players of a tournament by id, as the views name them. */
const refs = (t: TournamentRecord) => new Map<string, PlayerRef>(t.players.map((p) => [p.id, { id: p.id, name: p.name }]));

/** A standing as clients see it; `players` names the player (who may have left the list, then by id alone). */
export function standingView(s: StandingRecord, players: ReadonlyMap<string, PlayerRef>): StandingView {
  return { rank: s.rank, player: players.get(s.playerId) ?? { id: s.playerId, name: '' }, points: s.doublePoints / 2, games: s.games, byes: s.byes, tiebreak: s.tiebreak };
}

/** The final (or current) standings of a tournament, best first. */
export const standingViews = (t: TournamentRecord): StandingView[] => standingsOf(t).map((s) => standingView(s, refs(t)));

function common(t: TournamentRecord) {
  return {
    id: t.id,
    name: t.name,
    ruleset: t.ruleset,
    status: t.status,
    version: t.version,
    startsAt: iso(t.startsAt),
    createdAt: iso(t.createdAt),
    createdBy: t.createdBy,
    settings: { tableSize: t.tableSize, rounds: t.rounds, turnSeconds: t.turnSeconds, maxPlayers: t.maxPlayers, rated: t.rated },
    currentRound: t.played.length,
  };
}

export function tournamentView(t: TournamentRecord): TournamentView {
  const players = refs(t);
  const named = (id: string) => players.get(id) ?? { id, name: '' };
  return {
    ...common(t),
    finishedAt: t.finishedAt === null ? null : iso(t.finishedAt),
    players: t.players.map((p) => ({ player: { id: p.id, name: p.name }, rating: p.rating })),
    standings: standingViews(t),
    rounds: t.played.map((r) => ({
      round: r.round,
      startedAt: iso(r.startedAt),
      tables: r.tables.map((table, i) => {
        const points = table.result ? doublePoints(table.result.map((x) => x.place)) : [];
        return {
          table: i + 1,
          gameId: table.gameId,
          players: table.players.map(named),
          results: table.result ? table.result.map((x, seat) => ({ player: named(table.players[seat]!), place: x.place, total: x.total, points: (points[seat] ?? 0) / 2 })) : null,
        };
      }),
      bye: r.bye ? named(r.bye) : null,
    })),
  };
}

export function tournamentSummary(t: TournamentRecord): TournamentSummary {
  return { ...common(t), playerCount: t.players.length };
}
