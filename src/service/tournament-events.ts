import type { EventType, TournamentEventView, TournamentRecord } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { standingViews } from './tournament-view.js';
import { iso } from './view.js';

/*
 * A tournament's events, derived from the log of its event-bearing versions and its rounds,
 * as a game's are from its move log: the same ids and bodies however often they are derived.
 * A version that starts a round has one `tournament.roundStarted` per player (sent to that
 * player alone), after the `tournament.started` of the first round.
 */

export function tournamentEvents(t: TournamentRecord): VersionEvents[] {
  const players = t.players.map((p) => ({ id: p.id, name: p.name }));
  const recipients = players.map((p) => p.id);
  const byVersion = new Map<number, { at: number; out: { type: EventType; data: object }[] }>();
  for (const entry of t.log) {
    const version = byVersion.get(entry.version) ?? { at: entry.at, out: [] };
    byVersion.set(entry.version, version);
    if (entry.type === 'started') version.out.push({ type: 'tournament.started', data: { players } });
    if (entry.type === 'finished') version.out.push({ type: 'tournament.finished', data: { standings: standingViews(t) } });
    if (entry.type === 'roundStarted') {
      const round = t.played.find((r) => r.round === entry.round);
      for (const player of players) {
        const gameId = round?.tables.find((table) => table.players.includes(player.id))?.gameId ?? null;
        version.out.push({ type: 'tournament.roundStarted', data: { round: entry.round, player, gameId } });
      }
    }
  }
  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, { at, out }]) => ({
      version,
      events: out.map(({ type, data }, n) => ({ id: `${t.id}.${version}.${n}`, type, timestamp: iso(at), data: { tournamentId: t.id, version, ...data } }) as TournamentEventView),
      recipients,
    }));
}
