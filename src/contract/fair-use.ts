import type { OperationId } from './operations.js';

/*
 * Fair use (API.md, round 3, "Fair use: quotas and cost"), written once: what a request
 * costs in cost units, the default quota, and the caps on what a player or an address may
 * hold open at once. The limiter, the headers, the docs and the tests read these.
 */

/** The price of each kind of work, in cost units. */
export const COST_UNITS = {
  /** A plain read: a game, a page of a list, a profile, the rulesets. */
  read: 1,
  /** A write: a move, a create, a join, a registration, an invitation, a webhook, push subscription, tournament entry or token changed. */
  action: 3,
  /** A hint: the strong player's search for the caller's turn. */
  hint: 5,
  /** Each bot turn a request causes: those it plays (one round at most), or the first round of a game of bots only. */
  botTurn: 2,
  /** Opening an event stream or an export, which replay or read many items. */
  stream: 5,
} as const;

export type CostKind = keyof typeof COST_UNITS;

/**
 * The operations that cost more than a plain read. GraphQL prices a document from its
 * fields instead (a mutation field as an action, `Game.hint` as a hint, every store read as
 * a read: src/graphql/limits.ts).
 */
export const OPERATION_COSTS: Partial<Record<OperationId, CostKind>> = {
  registerPlayer: 'action',
  createGame: 'action',
  joinGame: 'action',
  leaveGame: 'action',
  rematchGame: 'action',
  act: 'action',
  getHint: 'hint',
  exportGames: 'stream',
  createWebhook: 'action',
  deleteWebhook: 'action',
  testWebhook: 'action',
  rotateWebhookSecret: 'action',
  streamGameEvents: 'stream',
  streamMyEvents: 'stream',
  invitePlayer: 'action',
  declineInvitation: 'action',
  createPushSubscription: 'action',
  deletePushSubscription: 'action',
  createTournament: 'action',
  joinTournament: 'action',
  leaveTournament: 'action',
  streamTournamentEvents: 'stream',
  createToken: 'action',
  revokeToken: 'action',
  revokeCurrentToken: 'action',
  replaceAccountToken: 'action',
  testTokens: 'action',
  authorizeApp: 'action',
};

/** What one call of `operation` costs before the bot turns it causes. */
export const operationCost = (operation: OperationId): number => COST_UNITS[OPERATION_COSTS[operation] ?? 'read'];

/** A token bucket in cost units: `burst` at once, refilled at `perSecond`. */
export interface Quota {
  readonly perSecond: number;
  readonly burst: number;
}

/** Each token's quota per function instance: 20 units a second, 120 at once (a window of 6 s). */
export const DEFAULT_QUOTA: Quota = { perSecond: 20, burst: 120 };

/** How many tokens' worth one client address may spend (a household, an office behind one NAT). */
export const ADDRESS_FACTOR = 5;

/** The caps on what is held open at once, beside the quota. */
export const FAIR_USE_LIMITS = {
  /** Games of bots only that one player runs at once (played in the background). */
  botGamesPerPlayer: 5,
  /** Open event streams (SSE and GraphQL subscriptions) per player. */
  streamsPerPlayer: 16,
  /** Open event streams per client address. */
  streamsPerAddress: 64,
  /** Bytes of events waiting for a stream's reader before it is disconnected (it reconnects with Last-Event-ID). */
  streamBehindBytes: 1024 * 1024,
  /** Exports in progress per client address. */
  exportsPerAddress: 4,
  /** How long an export waits for its reader to take a line before it hangs up (it resumes with `after`). */
  exportStallMillis: 10_000,
  /** Seconds a client refused for a cap is told to wait before trying again. */
  capRetryAfterSeconds: 5,
} as const;

/**
 * One of the `botGamesPerPlayer` places a player has for games of bots only running at once
 * (a record the store persists, kept beside the cap it counts): it holds the game that took
 * it, until that game is over and another takes the place.
 */
export interface BotRun {
  readonly playerId: string;
  readonly slot: number;
  readonly gameId: string;
  /** When the place was taken (epoch ms). */
  readonly at: number;
}
