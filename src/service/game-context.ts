import type { GameRecord } from '../contract/index.js';
import type { GameState } from '../engine/index.js';
import { ApiError } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import type { Store } from '../store/index.js';
import type { GameCache } from './game-cache.js';
import type { Meter } from './rate-limit.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN } from './secrets.js';

/** What every part of the game service works with: the store of the request, the clock, the random source and the local feeds. */
export interface GameServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** Attempts at a write that races with another writer, when the client set no precondition. */
  readonly maxWriteAttempts: number;
  readonly log: Logger;
  /**
   * Told of every game write that landed, with the version it replaced and the state it
   * started from (none for a new game): the local feeds of the dispatcher, the streams and
   * the background player of bot turns.
   */
  readonly onCommitted?: ((game: GameRecord, fromVersion: number, from?: GameState) => void) | undefined;
  /** The least `turnSeconds` a game may have (MIN_TURN_SECONDS, for local tests); 60 by default. */
  readonly minTurnSeconds?: number | undefined;
  /** The games this process wrote last, where their next write starts (game-cache.ts); none when absent. */
  readonly cache?: GameCache | null | undefined;
  /** Counts version conflicts and replays (what lands is counted where it is announced: onCommitted). */
  readonly metrics?: MetricsSink | undefined;
  /** The request's meter, which counts the bot turns it plays; none for background work. */
  readonly meter?: Meter | null | undefined;
  /** The origin of the web client's links (invitations): PUBLIC_URL, or the origin a request reached. */
  readonly publicUrl?: string | undefined;
  /** The request's game read started ahead of its write (a request's services have one; background work none). */
  readonly ahead?: ReadAhead | undefined;
}

/**
 * A game read started before the write that needs it: while a request's token is being read
 * (a token this instance has not kept), its game is read at the same time, so the request
 * waits for one round trip, not two. It is the write's own read, only earlier (strongly
 * consistent, and the write's condition checks it as ever): a request reads its game once
 * either way. The first write of that game in the request takes it; a request refused before
 * its write (its token, its input) has read the game for nothing, once.
 */
export class ReadAhead {
  private pending: { readonly gameId: string; readonly game: Promise<GameRecord> } | null = null;

  /** Starts reading `gameId` (once per request; not a game the cache holds, which is not read at all). */
  start(deps: Pick<GameServiceDeps, 'store' | 'cache'>, gameId: string): void {
    if (this.pending || deps.cache?.peek(gameId)) return;
    const game = loadGame(deps.store, gameId);
    // Its failure (NOT_FOUND, the store's) is the write's to throw, if a write takes it.
    game.catch(() => undefined);
    this.pending = { gameId, game };
  }

  /** The read started for `gameId`, handed over once; null when none was. */
  take(gameId: string): Promise<GameRecord> | null {
    const pending = this.pending;
    if (pending?.gameId !== gameId) return null;
    this.pending = null;
    return pending.game;
  }
}

/** The game, read strongly consistent; NOT_FOUND for an id no game has (or that is no id). */
export async function loadGame(store: Pick<Store, 'getGame'>, gameId: string): Promise<GameRecord> {
  const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
  if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
  return game;
}
