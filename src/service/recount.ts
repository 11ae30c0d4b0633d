import type { Membership, StatsTally } from '../contract/index.js';
import { EMPTY_TALLY } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { RULESET_IDS } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { membershipChanges, membershipsOf } from './memberships.js';
import type { CountState } from './stats-counter.js';
import { countSeat, countState, countedAsFar, moved } from './stats-counter.js';

/*
 * The full recount of the statistics, from the games themselves: what the counted sums must
 * be, checked against what they are, and repaired on request. It is also how data written
 * before the sums (and before the ruleset indexes and the bots board) is brought up to date:
 * every seat is counted the way a live write counts it (exactly once, safe beside live
 * traffic), and every membership whose item lacks a key of the current chart is rewritten.
 *
 * 1. Every game: each person's seat is counted as far as its game has gone, and each
 *    membership that is older than its game, missing, or keyed by an older chart is written.
 * 2. Every player: the sums of each ruleset must equal the shares of the seats their count
 *    marks (or pending notes) say were counted, recomputed from the games. A sum that differs
 *    (a bug, a hand edit) is reported, and with `repair` replaced, over the version it was
 *    read at, so a count that lands meanwhile is never lost.
 */

export interface RecountOptions {
  /** Write what is missing or wrong; without it the recount only reads and reports. */
  readonly repair: boolean;
}

export interface Mismatch {
  readonly playerId: string;
  readonly ruleset: RulesetId;
  readonly stored: StatsTally;
  readonly expected: StatsTally;
}

export interface RecountReport {
  readonly games: number;
  /** Seats whose count mark was behind their game (counted when repairing). */
  readonly seatsBehind: number;
  /** Memberships missing, older than their game, or keyed by an older chart (written when repairing). */
  readonly membershipsBehind: number;
  readonly players: number;
  /** Sums that differed from the recount (replaced when repairing). */
  readonly mismatches: readonly Mismatch[];
}

const sameTally = (a: StatsTally, b: StatsTally) => (Object.keys(EMPTY_TALLY) as (keyof StatsTally)[]).every((k) => a[k] === b[k]);

/** Reads every game, then every player; writes only with `repair`. */
export async function recountStats(store: Store, { repair }: RecountOptions): Promise<RecountReport> {
  // The memberships as stored: their version, and whether their item has today's keys.
  const stored = new Map<string, { version: number; keyed: boolean }>();
  const seatKey = (playerId: string, gameId: string) => `${playerId}|${gameId}`;
  for await (const { membership, keyed } of store.allMemberships()) stored.set(seatKey(membership.playerId, membership.gameId), { version: membership.version, keyed });

  let games = 0;
  let seatsBehind = 0;
  let membershipsBehind = 0;
  for await (const game of store.allGames()) {
    games++;
    const seats = membershipsOf(game);
    const behind = seats.filter((m) => {
      const s = stored.get(seatKey(m.playerId, m.gameId));
      return !s || !s.keyed || s.version < m.version;
    });
    membershipsBehind += behind.length;
    const rewrite = new Set(behind.map((m) => m.playerId));
    if (repair && behind.length > 0) await store.putMemberships(membershipChanges(null, game).filter((c) => c.after && rewrite.has(c.after.playerId)));
    for (const m of seats) {
      if (m.bot || countState(m) === 'o') continue;
      const mark = await store.countMark(m.playerId, m.gameId);
      if (countedAsFar(mark, countState(m))) continue;
      seatsBehind++;
      if (repair) await countSeat(store, m);
    }
  }

  let players = 0;
  const mismatches: Mismatch[] = [];
  for await (const playerId of store.allPlayerIds()) {
    players++;
    mismatches.push(...(await checkPlayer(store, playerId, repair)));
  }
  return { games, seatsBehind, membershipsBehind, players, mismatches };
}

/** The player's sums checked against its count marks, ruleset by ruleset; what differed. */
async function checkPlayer(store: Store, playerId: string, repair: boolean): Promise<Mismatch[]> {
  const found: Mismatch[] = [];
  const kept = (await store.playerWithStats(playerId))?.stats.map((s) => s.ruleset) ?? [];
  const marks = await store.countMarks(playerId);
  const rulesets = RULESET_IDS.filter((r) => kept.includes(r) || marks.some((m) => m.ruleset === r));
  for (const ruleset of rulesets) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const stats = await store.readStats(playerId, ruleset);
      const expected = await recounted(store, playerId, ruleset, stats.pending);
      // A count that landed meanwhile moved the version: read both again.
      if ((await store.readStats(playerId, ruleset)).version !== stats.version) continue;
      if (sameTally(stats.tally, expected)) break;
      if (attempt === 0) found.push({ playerId, ruleset, stored: stats.tally, expected });
      if (!repair || (await store.replaceTally(playerId, ruleset, stats.version, expected))) break;
    }
  }
  return found;
}

/** The sums of the seats a player's count marks (or pending notes) say were counted in `ruleset`, from their games. */
async function recounted(store: Store, playerId: string, ruleset: RulesetId, pending: ReadonlyMap<string, string>): Promise<StatsTally> {
  const marks = (await store.countMarks(playerId)).filter((m) => m.ruleset === ruleset);
  const counted = new Map(marks.map((m) => [m.gameId, m.state]));
  for (const [gameId, change] of pending) counted.set(gameId, change[1] ?? 'o');
  const games = await store.getGames([...counted.keys()]);
  let tally = EMPTY_TALLY;
  for (const game of games) {
    const seat: Membership | undefined = membershipsOf(game).find((m) => m.playerId === playerId);
    const state = counted.get(game.id) as CountState | undefined;
    if (seat && state) tally = moved(tally, seat, 'o', state);
  }
  return tally;
}
