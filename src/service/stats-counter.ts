import type { Membership, StatsTally } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import type { Store } from '../store/index.js';

/*
 * A player's statistics are sums kept per ruleset (store/player-stats.ts), to which each game
 * adds its seat's share as the seat moves on: played when the game starts, resigned when the
 * seat resigns, the rest when the game finishes. Each move of a seat is counted exactly once,
 * however often it is asked for (the write that made it, a client's retry, the "game finished"
 * hook run by the table's stream or by the local feed and its recovery at start-up, the
 * recount), and whichever of those race:
 *
 * - what a game has counted is its count mark, one small item per player and game, which
 *   only moves forward (nothing, active, resigned, finished);
 * - a change is computed from the statistics as read, then the mark as read after them, and
 *   written over the statistics' version, with a pending note naming the game and the change;
 *   then the mark moves, then the note goes.
 *
 * Why that counts once: every change bumps the version, so a change is written only if no
 * other was written since its statistics were read. A change written before that read is
 * either still pending there (its note is in what was read, and this counter finishes it
 * before counting anything of that game) or has moved its mark already, before its note went,
 * so the mark read after the statistics shows it. A crash anywhere leaves a note whose change
 * is in the sums; whoever counts the game next finishes it. Reads: the statistics and the mark,
 * strongly consistent; writes: three, for each move of a seat (two or three per game).
 */

/** What a seat has been counted as: nothing, active, resigned while active, finished with its sheet, finished after resigning. */
export type CountState = 'o' | 'a' | 'r' | 'f' | 'x';

const RANK: Record<CountState, number> = { o: 0, a: 1, r: 2, f: 3, x: 3 };

/** How many times the statistics are read again when other counters keep writing them first. */
const MAX_ROUNDS = 16;

/** A jittered pause after losing to another counter, growing with the rounds lost (at most about 64 ms). */
const pause = (round: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(round, 6)));

/** The state a membership is counted as. */
export function countState(m: Pick<Membership, 'status' | 'resigned'>): CountState {
  if (m.status === 'active') return m.resigned ? 'r' : 'a';
  if (m.status === 'finished') return m.resigned ? 'x' : 'f';
  return 'o';
}

const isCountState = (s: string | null): s is CountState => s !== null && s in RANK;

/** Whether a seat whose count mark says `mark` (null: none) has been counted as far as `target`, or further. */
export const countedAsFar = (mark: string | null, target: CountState): boolean => RANK[isCountState(mark) ? mark : 'o'] >= RANK[target];

/** Upper sections one sheet of `ruleset` has: one per column when it has an upper bonus. */
const bonusSections = (ruleset: RulesetId): number => {
  const { totals, columns } = RULESETS[ruleset];
  return totals.kind === 'sections' && totals.upperBonus ? columns.length : 0;
};

/** What a seat in `state` adds to the sums (without best and worst, which only a finished sheet sets). */
function share(state: CountState, m: Membership): Omit<StatsTally, 'best' | 'worst'> {
  const counted = state !== 'o';
  const finished = state === 'f' || state === 'x';
  const sheet = state === 'f' && m.total !== null;
  const bonuses = sheet && m.bonuses !== undefined;
  return {
    played: counted ? 1 : 0,
    finished: finished ? 1 : 0,
    won: sheet && m.place === 1 ? 1 : 0,
    resigned: state === 'r' || state === 'x' ? 1 : 0,
    sheets: sheet ? 1 : 0,
    sum: sheet ? (m.total ?? 0) : 0,
    bonuses: bonuses ? (m.bonuses ?? 0) : 0,
    sections: bonuses ? bonusSections(m.ruleset) : 0,
  };
}

/** `tally` with the seat moved from `from` to `to`. */
export function moved(tally: StatsTally, m: Membership, from: CountState, to: CountState): StatsTally {
  const [before, after] = [share(from, m), share(to, m)];
  const sum = (k: keyof typeof before) => tally[k] + after[k] - before[k];
  const total = after.sheets > before.sheets ? m.total : null;
  return {
    played: sum('played'),
    finished: sum('finished'),
    won: sum('won'),
    resigned: sum('resigned'),
    sheets: sum('sheets'),
    sum: sum('sum'),
    bonuses: sum('bonuses'),
    sections: sum('sections'),
    best: total === null ? tally.best : Math.max(tally.best ?? total, total),
    worst: total === null ? tally.worst : Math.min(tally.worst ?? total, total),
  };
}

/** Finishes a change already in the sums: its mark moves (if it has not), then its note goes. */
async function finishChange(store: Store, playerId: string, ruleset: RulesetId, gameId: string, change: string): Promise<void> {
  const [from, to] = [change[0] ?? 'o', change[1] ?? 'o'];
  await store.moveCountMark(playerId, ruleset, gameId, from === 'o' ? null : from, to);
  await store.clearPending(playerId, ruleset, gameId, change);
}

/**
 * Counts the seat `m` describes into its player's statistics, exactly once whoever else counts
 * it at the same time; a seat already counted as far (or further) changes nothing. Bots keep
 * no statistics.
 */
export async function countSeat(store: Store, m: Membership): Promise<void> {
  const target = countState(m);
  if (m.bot || target === 'o') return;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const stats = await store.readStats(m.playerId, m.ruleset);
    // Changes a crash or a racing counter left half-done are finished first, whichever game they count.
    for (const [gameId, change] of stats.pending) await finishChange(store, m.playerId, m.ruleset, gameId, change);
    if (stats.pending.has(m.gameId)) continue;
    const mark = await store.countMark(m.playerId, m.gameId);
    const counted: CountState = isCountState(mark) ? mark : 'o';
    if (RANK[counted] >= RANK[target]) return;
    const change = `${counted}${target}`;
    if (!(await store.applyStats(m.playerId, m.ruleset, stats.version, moved(stats.tally, m, counted, target), m.gameId, change))) {
      await pause(round);
      continue;
    }
    await finishChange(store, m.playerId, m.ruleset, m.gameId, change);
    return;
  }
  throw new Error(`the statistics of player ${m.playerId} in ${m.ruleset} kept changing while game ${m.gameId} was counted`);
}
