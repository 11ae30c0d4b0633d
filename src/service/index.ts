import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { Store } from '../store/dynamo-store.js';
import { createGameService } from './game-service.js';
import { createListService } from './list-service.js';
import { createPlayerService } from './player-service.js';
import type { RandomBytes } from './secrets.js';
import { secureRandom } from './secrets.js';
import type { RateLimit } from './rate-limit.js';

export interface ServiceOptions {
  readonly store: Store;
  readonly clock?: () => number;
  /** Source of ids, tokens and dice seeds; cryptographically secure unless a test says otherwise. */
  readonly random?: RandomBytes;
  readonly maxWriteAttempts?: number;
  readonly authCacheMs?: number;
  /** Requests per player (and per client address for registration) per function instance; none when absent. */
  readonly rateLimit?: RateLimit | null;
  /** Where the service reports what it repairs or gives up on in the background. */
  readonly log?: Logger;
}

/** What the deployed API allows one player per function instance. */
export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 10, burst: 40 };

/** The service layer: the one place that reads and writes games and players. */
export function createService(options: ServiceOptions) {
  const deps = {
    store: options.store,
    clock: options.clock ?? Date.now,
    random: options.random ?? secureRandom,
    maxWriteAttempts: options.maxWriteAttempts ?? 8,
    authCacheMs: options.authCacheMs ?? 60_000,
    rateLimit: options.rateLimit ?? null,
    log: options.log ?? jsonLogger,
  };
  return {
    players: createPlayerService(deps),
    games: createGameService(deps),
    lists: createListService(deps),
  };
}

export type Service = ReturnType<typeof createService>;
export { ApiError, API_ERRORS, type ApiErrorCode } from './errors.js';
export type { GameView, MoveView, GameSummary, SeatView, TurnView } from './view.js';
export type { PlayerView } from './player-service.js';
export type { LeaderboardEntry } from './list-service.js';
export { listRulesets, getRuleset, type RulesetView } from './ruleset-view.js';
/** A page of a list and how to ask for one: the service's list types (the store reads them so). */
export type { Page } from '../store/records.js';
export type { ListOptions } from '../store/dynamo-store.js';
/** The store's time limits, which the request edge applies to every request. */
export { STORE_LIMITS } from '../store/client.js';
export { withDeadline } from '../store/deadline.js';
