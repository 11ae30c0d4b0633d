import type { GameRecord, TournamentRecord, TournamentRoundRecord, TournamentTableRecord } from '../contract/index.js';
import { displayRating } from '../contract/index.js';
import { standings } from '../engine/index.js';
import { allSettled } from '../store/index.js';
import type { GameServiceDeps } from './game-context.js';
import { createTable } from './new-games.js';
import { idFromKey } from './secrets.js';
import { currentRound, pairRound, roundOver } from './tournament-rules.js';
import type { TournamentDeps } from './tournament-writes.js';
import { saveTournament } from './tournament-writes.js';

/*
 * A tournament's rounds, played forward by whoever looks: the sweeper (at `startsAt`, and as
 * a backstop for running tournaments) and the end of each of its games (the "game finished"
 * hook). Each look makes the next step, one conditional write of the tournament each:
 *   - at `startsAt`: the players' ratings are taken (then fixed: round 1 seats by them);
 *   - then round 1 starts (or, with fewer than two players, the tournament ends);
 *   - a finished game's result is recorded, and the write of the round's last result also
 *     starts the next round, or ends the tournament after the last.
 * A round's games are created before the write that starts it, under ids made from the
 * tournament, round and table, seated by a pairing that is a pure function of the record: two
 * lookers racing create the same games and make the same write, and only one write lands.
 */

export interface RoundDeps extends TournamentDeps {
  /** What creating a round's games needs. */
  readonly games: GameServiceDeps;
}

/** Steps one look makes at most: ratings, round 1, and a few results. */
const MAX_STEPS = 8;

/** The id of a table's game: the same for every writer of the round. */
export const tableGameId = (tournamentId: string, round: number, table: number) => idFromKey(tournamentId, `round:${round}:table:${table}`);

/** A finished game's result at its table: each seat's place and grand total. */
const resultOf = (game: GameRecord): TournamentTableRecord['result'] => standings(game.state).map((s) => ({ place: s.place ?? game.state.seats.length, total: s.total }));

/** The finished games of the current round's tables that have no result yet: `hint` (a game just finished) alone, or all of them read. */
async function finishedTables(deps: RoundDeps, round: TournamentRoundRecord, hint: GameRecord | undefined): Promise<Map<string, GameRecord>> {
  const open = round.tables.filter((table) => table.result === null).map((table) => table.gameId);
  const games = hint ? (open.includes(hint.id) ? [hint] : []) : await deps.store.getGames(open);
  return new Map(games.filter((g) => g.state.status === 'finished').map((g) => [g.id, g]));
}

/** Creates a round's games (before the write that starts it) and returns the round. */
async function startRound(deps: RoundDeps, t: TournamentRecord, round: number, now: number): Promise<TournamentRoundRecord> {
  const pairing = pairRound(t, round);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const tables = pairing.tables.map((players, i) => ({ gameId: tableGameId(t.id, round, i + 1), players: [...players], result: null }));
  await allSettled(
    tables.map((table, i) =>
      createTable(deps.games, {
        id: table.gameId,
        ruleset: t.ruleset,
        players: table.players.map((id) => ({ id, name: names.get(id) ?? '' })),
        options: { turnSeconds: t.turnSeconds, visibility: 'private', hints: false, rated: t.rated },
        tournament: { id: t.id, round, table: i + 1 },
      }),
    ),
  );
  return { round, startedAt: now, tables, bye: pairing.bye };
}

/** The next record of `t`, one version on, or null when there is nothing to do now. */
async function nextStep(deps: RoundDeps, t: TournamentRecord, hint: GameRecord | undefined): Promise<TournamentRecord | null> {
  const now = deps.clock();
  const step = { version: t.version + 1, updatedAt: now };
  const finish = (): TournamentRecord => ({ ...t, ...step, status: 'finished', finishedAt: now, log: [...t.log, { version: step.version, at: now, type: 'finished' }] });
  if (t.status === 'finished') return null;
  if (t.status === 'upcoming') {
    if (now < t.startsAt) return null;
    if (t.players.length < 2) return finish();
    if (t.players.some((p) => p.rating === null)) {
      // Taken once, by one write: every pairing after it reads the same numbers.
      const ratings = await Promise.all(t.players.map((p) => deps.store.getRating(p.id, t.ruleset, false)));
      const players = t.players.map((p, i) => ({ ...p, rating: displayRating(ratings[i]?.mu ?? 25, ratings[i]?.sigma ?? 25 / 3) }));
      return { ...t, ...step, players };
    }
    const first = await startRound(deps, t, 1, now);
    const players = [...t.players].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
    const log = [...t.log, { version: step.version, at: now, type: 'started' as const }, { version: step.version, at: now, type: 'roundStarted' as const, round: 1 }];
    return { ...t, ...step, status: 'running', players, played: [first], log };
  }
  const round = currentRound(t);
  if (!round) return null;
  const finished = await finishedTables(deps, round, hint);
  const tables = round.tables.map((table) => {
    const game = finished.get(table.gameId);
    return game && table.result === null ? { ...table, result: resultOf(game) } : table;
  });
  const recorded: TournamentRecord = { ...t, played: [...t.played.slice(0, -1), { ...round, tables }] };
  const changed = finished.size > 0;
  if (!roundOver(recorded)) return changed ? { ...recorded, ...step } : null;
  if (round.round >= t.rounds) return { ...recorded, ...step, status: 'finished', finishedAt: now, log: [...t.log, { version: step.version, at: now, type: 'finished' }] };
  const next = await startRound(deps, recorded, round.round + 1, now);
  return { ...recorded, ...step, played: [...recorded.played, next], log: [...t.log, { version: step.version, at: now, type: 'roundStarted', round: next.round }] };
}

/**
 * Moves a tournament on as far as it can go now: its start, results, rounds, its end. `hint`:
 * a game of it that just finished (its result needs no read). Returns how many writes landed.
 */
export async function progress(deps: RoundDeps, tournamentId: string, hint?: GameRecord): Promise<number> {
  let t = await deps.store.getTournament(tournamentId);
  let landed = 0;
  for (let steps = 0; t && steps < MAX_STEPS; steps++) {
    const next = await nextStep(deps, t, hint);
    if (!next) break;
    const saved = await saveTournament(deps, t, next);
    if (saved.landed) landed += 1;
    t = saved.stored;
  }
  return landed;
}

/** The "game finished" handler of tournaments: a table's game ended, so its tournament may move on. */
export async function tableFinished(deps: RoundDeps, game: GameRecord): Promise<void> {
  if (game.tournament) await progress(deps, game.tournament.id, game);
}

/**
 * Starts the tournaments whose time has come and moves on running ones whose games ended
 * while nobody looked (a game's hook that failed for good): the scheduled rule on AWS, the
 * local loop locally. Returns how many writes landed.
 */
export async function sweepTournaments(deps: RoundDeps, limit = 100): Promise<number> {
  const [due, running] = await Promise.all([deps.store.dueTournaments(deps.clock(), limit), deps.store.runningTournaments(limit)]);
  let landed = 0;
  for (const id of [...due, ...running]) landed += await progress(deps, id);
  return landed;
}
