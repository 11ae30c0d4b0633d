import type { BotRun } from '../contract/index.js';
import { ApiError, FAIR_USE_LIMITS } from '../contract/index.js';
import type { Store } from '../store/index.js';

/*
 * A player runs at most FAIR_USE_LIMITS.botGamesPerPlayer games of bots only at once: each
 * takes one of the player's places (store/bot-runs.ts) before it is written, and keeps it
 * while it is played in the background. A place is free when it was never taken, or when the
 * game that took it is over (or was never written: a create that failed after taking it), so
 * counting costs one query of at most five items and, when they are all taken, one batch read
 * of their games: no scan, and no write when a game ends.
 */

/** A place whose game is not found yet may belong to a create still under way; after this long it did not make it. */
const UNWRITTEN_MS = 60_000;

export async function takeBotRun(store: Store, clock: () => number, playerId: string, gameId: string): Promise<void> {
  const limit = FAIR_USE_LIMITS.botGamesPerPlayer;
  for (let attempt = 0; attempt < 3; attempt++) {
    const runs = await store.botRuns(playerId);
    // A repeated create (the same idempotency key, so the same game) has its place already.
    if (runs.some((r) => r.gameId === gameId)) return;
    const taken = new Map(runs.map((r) => [r.slot, r]));
    const free = Array.from({ length: limit }, (_, slot) => slot).find((slot) => !taken.has(slot));
    const run = (slot: number): BotRun => ({ playerId, slot, gameId, at: clock() });
    if (free !== undefined) {
      if (await store.claimBotRun(run(free), null)) return;
      continue; // another create took it: count again
    }
    const over = await overRuns(store, clock, runs);
    const reusable = over[0];
    if (reusable === undefined) {
      throw new ApiError('RATE_LIMITED', `a player runs at most ${limit} games of bots only at once; wait for one to finish`, {
        retryAfterSeconds: FAIR_USE_LIMITS.capRetryAfterSeconds,
        limit,
      });
    }
    if (await store.claimBotRun(run(reusable.slot), reusable.gameId)) return;
  }
  throw new ApiError('UNAVAILABLE', 'the places for games of bots only are changing too fast; retry the request', { retryAfterSeconds: 1 });
}

/** The places whose games are over, or were never written. */
async function overRuns(store: Store, clock: () => number, runs: readonly BotRun[]): Promise<BotRun[]> {
  // Eventually consistent: a game that just ended may still read as active, which only delays its place.
  const games = new Map((await store.getGames(runs.map((r) => r.gameId))).map((g) => [g.id, g]));
  return runs.filter((r) => {
    const game = games.get(r.gameId);
    return game ? game.state.status !== 'active' && game.state.status !== 'open' : clock() - r.at > UNWRITTEN_MS;
  });
}
