import type { ApiErrorCode } from './errors.js';
import type { Scope } from './scopes.js';

/*
 * Every operation of the API, once: the error codes it can answer (the REST documentation
 * lists them; GraphQL answers the same codes), the scope a token needs for it (round 3: the
 * authentication checks it once tokens carry scopes), and its GraphQL fields. Keyed by the
 * REST operationId; an operation added to either API is added here first.
 */

/** What an operation with a JSON body can answer besides its own codes. */
export const BODY_ERRORS = ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const satisfies readonly ApiErrorCode[];

/** What every operation can answer, whatever it does: a flood and a bug. */
export const ALWAYS_ERRORS = ['RATE_LIMITED', 'INTERNAL'] as const satisfies readonly ApiErrorCode[];

/** What every write of a game can be refused with, besides its own rules. */
const WRITE_ERRORS = ['UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED', 'VERSION_CONFLICT', 'IDEMPOTENCY_KEY_REUSED', 'UNAVAILABLE'] as const satisfies readonly ApiErrorCode[];

/** What an operation on one of the caller's webhooks can answer. */
const OWN_WEBHOOK = ['UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'] as const satisfies readonly ApiErrorCode[];

export interface Operation {
  /** The codes it answers besides ALWAYS_ERRORS, in the order the documentation lists them. */
  readonly errors: readonly ApiErrorCode[];
  /** The scope a token needs for it; null for an operation that needs no token. */
  readonly scope: Scope | null;
  /** Its fields in GraphQL: root fields (of Query, Mutation, Subscription) by name, others as `Type.field`; none for a REST-only operation. */
  readonly graphql: readonly string[];
}

export const OPERATIONS = {
  // Players
  registerPlayer: { errors: ['UNAVAILABLE', ...BODY_ERRORS], scope: null, graphql: ['registerPlayer'] },
  getMe: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'profile:read', graphql: ['me'] },
  getPlayer: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['player'] },
  // Rulesets
  listRulesets: { errors: [], scope: null, graphql: ['rulesets'] },
  getRuleset: { errors: ['NOT_FOUND'], scope: null, graphql: ['ruleset'] },
  // Games
  createGame: { errors: ['UNAUTHENTICATED', 'IDEMPOTENCY_KEY_REUSED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'games:play', graphql: ['createGame'] },
  getGame: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['game'] },
  joinGame: { errors: [...WRITE_ERRORS, 'GAME_FULL', 'ALREADY_SEATED'], scope: 'games:play', graphql: ['joinGame'] },
  leaveGame: { errors: [...WRITE_ERRORS, 'FORBIDDEN', 'GAME_NOT_OPEN'], scope: 'games:play', graphql: ['leaveGame'] },
  rematchGame: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED', 'FORBIDDEN', 'GAME_NOT_FINISHED', 'GAME_FULL', 'UNAVAILABLE'], scope: 'games:play', graphql: ['rematch'] },
  act: {
    errors: [...WRITE_ERRORS, ...BODY_ERRORS, 'FORBIDDEN', 'NOT_YOUR_TURN', 'GAME_NOT_ACTIVE', 'ILLEGAL_MOVE'],
    scope: 'games:play',
    graphql: ['roll', 'announce', 'score', 'resign'],
  },
  getHint: { errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'GAME_NOT_ACTIVE', 'NOT_YOUR_TURN', 'UNAVAILABLE'], scope: 'games:play', graphql: ['Game.hint'] },
  listMoves: { errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['Game.moves'] },
  getProof: { errors: ['NOT_FOUND', 'GAME_NOT_FINISHED', 'UNAVAILABLE'], scope: null, graphql: ['Game.proof'] },
  getNotation: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: [] },
  exportGames: { errors: ['VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: [] },
  getPlayerStats: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['Player.stats'] },
  // Lists
  listGames: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['games'] },
  listMyTurns: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myTurns'] },
  listLobby: { errors: ['VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['lobby'] },
  listMyInvitations: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myInvitations'] },
  getLeaderboard: { errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['leaderboard'] },
  // Sheets
  getBlankSheet: { errors: ['VALIDATION_FAILED', 'NOT_FOUND'], scope: null, graphql: [] },
  getGameSheet: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: [] },
  // Webhooks
  createWebhook: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'webhooks:manage', graphql: ['registerWebhook'] },
  listWebhooks: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'webhooks:manage', graphql: ['webhooks'] },
  getWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: [] },
  deleteWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['deleteWebhook'] },
  testWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['testWebhook'] },
  rotateWebhookSecret: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['rotateWebhookSecret'] },
  listWebhookDeliveries: { errors: [...OWN_WEBHOOK, 'VALIDATION_FAILED'], scope: 'webhooks:manage', graphql: ['webhookDeliveries'] },
  // Events
  streamGameEvents: { errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['gameEvents'] },
  streamMyEvents: { errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myEvents'] },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;
