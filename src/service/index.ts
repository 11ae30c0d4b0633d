/**
 * The service: the one place that reads and writes games and players. Everything outside it
 * calls this facade: `createService` builds the services over a store (and, per request,
 * over the request's deadline: `forRequest`), and the types and helpers below are what the
 * layers above need of it. Its parts, one module each: players and authentication
 * (player-service.ts, auth.ts), games (game-service.ts and the modules it names), lists,
 * records and exports, hints, webhooks and their dispatch, event streams.
 */
export { createService, DEFAULT_RATE_LIMIT, type Service, type ServiceOptions } from './create-service.js';
export type { RequestServices } from './services-over.js';
export type { Credentials, Principal, Requirement } from './auth.js';
export { OAuthFailure, type TokenRequest } from './oauth-service.js';
export { createdByGrant, createGrantCheck, GRANT_REVOKED_REASON, type GrantCheck } from './grants.js';
export type { GameService, WriteOptions } from './game-service.js';
export type { Dispatcher } from './dispatcher.js';
export type { PushSigning } from './endpoints.js';
export type { PushService } from './push-service.js';
export type { HintResult } from './hint-service.js';
export type { Meter, Quotas, RateLimit } from './rate-limit.js';
export { BOT_SLICE_TURNS, BOT_STALL_MS, type Slice } from './bot-play.js';
export type { TurnHooks } from './bot-worker.js';
export type { Holder, Lease } from './stream-slots.js';
export type { ExportLines } from './export-service.js';
export type { Scheduler } from './repeat.js';
export { isStoreFault, unavailable } from './errors.js';
export { pageOptions } from './list-service.js';
export { positionOfId } from './events.js';
export { listRulesets, getRuleset } from './ruleset-view.js';
export { exampleGame, exampleRecord } from './example-game.js';
export { gameDice } from './dice.js';
export { recountStats, type RecountReport } from './recount.js';
/** The store's time limits, which the request edge applies to every request. */
export { STORE_LIMITS, withDeadline, type Deadline } from '../store/index.js';
/** The contract's errors and views, in which the service answers. */
export { ApiError, type ApiErrorCode, type GameView, type MoveView, type Page, type PlayerView } from '../contract/index.js';
