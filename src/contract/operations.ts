import type { ApiErrorCode } from './errors.js';
import { API_ERROR_CODES } from './errors.js';
import type { Scope } from './scopes.js';

/*
 * Every operation of the API, once: the error codes it can answer (the REST documentation
 * lists them; GraphQL answers the same codes), the scope a token needs for it (the one
 * authentication function checks it, REST documents it as the operation's security
 * requirement and the SDL in the field's description), and its GraphQL fields. Keyed by the
 * REST operationId; an operation added to either API is added here first.
 */

/** What an operation that needs a token but no particular scope names (revoking the token sent). */
export const ANY_SCOPE = 'any' as const;

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
  /** The scope a token needs for it; null for an operation that needs no token; ANY_SCOPE for one that needs a token, whatever its scopes. */
  readonly scope: Scope | typeof ANY_SCOPE | null;
  /** A token is optional: without one the operation acts for nobody; with one, it needs the scope. */
  readonly optionalToken?: true;
  /**
   * The scope only adds to what everyone may read (a game's private details): a token without
   * it reads what everyone reads instead of being refused, so an app that only plays can read
   * its games. Implies a token is optional.
   */
  readonly optionalScope?: true;
  /** Its fields in GraphQL: root fields (of Query, Mutation, Subscription) by name, others as `Type.field`; none for a REST-only operation. */
  readonly graphql: readonly string[];
  /**
   * It writes the game its `gameId` names: the game may be read while the token is checked
   * (services' `readGameAhead`), so a token the instance has not kept costs no second round trip.
   */
  readonly writesGame?: true;
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
  // Needs no token; with one, the scope for the private details its players see (the invitation).
  getGame: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'], scope: 'games:read', optionalToken: true, optionalScope: true, graphql: ['game'] },
  joinGame: { errors: [...WRITE_ERRORS, 'INVITATION_REQUIRED', 'GAME_FULL', 'GAME_NOT_OPEN', 'ALREADY_SEATED'], scope: 'games:play', graphql: ['joinGame'], writesGame: true },
  leaveGame: { errors: [...WRITE_ERRORS, 'FORBIDDEN', 'GAME_NOT_OPEN'], scope: 'games:play', graphql: ['leaveGame'], writesGame: true },
  rematchGame: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED', 'FORBIDDEN', 'GAME_NOT_FINISHED', 'GAME_FULL', 'UNAVAILABLE'], scope: 'games:play', graphql: ['rematch'] },
  act: {
    errors: [...WRITE_ERRORS, ...BODY_ERRORS, 'FORBIDDEN', 'NOT_YOUR_TURN', 'GAME_NOT_ACTIVE', 'ILLEGAL_MOVE'],
    scope: 'games:play',
    graphql: ['roll', 'announce', 'score', 'resign'],
    writesGame: true,
  },
  getHint: { errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'GAME_NOT_ACTIVE', 'NOT_YOUR_TURN', 'UNAVAILABLE'], scope: 'games:play', graphql: ['Game.hint'] },
  listMoves: { errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['Game.moves'] },
  getProof: { errors: ['NOT_FOUND', 'GAME_NOT_FINISHED', 'UNAVAILABLE'], scope: null, graphql: ['Game.proof'] },
  getNotation: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: [] },
  exportGames: { errors: ['VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: [] },
  getPlayerStats: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['Player.stats'] },
  // Lists
  listGames: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', optionalToken: true, graphql: ['games'] },
  listMyTurns: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myTurns'] },
  listLobby: { errors: ['VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['lobby'] },
  listMyInvitations: { errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myInvitations'] },
  // Invitations by player id
  invitePlayer: { errors: [...WRITE_ERRORS, ...BODY_ERRORS, 'FORBIDDEN', 'GAME_NOT_OPEN', 'ALREADY_SEATED'], scope: 'games:play', graphql: ['invitePlayer'] },
  declineInvitation: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'ALREADY_SEATED', 'UNAVAILABLE'], scope: 'games:play', graphql: ['declineInvitation'] },
  getLeaderboard: { errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['leaderboard'] },
  // Sheets
  getBlankSheet: { errors: ['VALIDATION_FAILED', 'NOT_FOUND'], scope: null, graphql: [] },
  getGameSheet: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: [] },
  // Webhooks
  createWebhook: { errors: ['UNAUTHENTICATED', 'LIMIT_REACHED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'webhooks:manage', graphql: ['registerWebhook'] },
  listWebhooks: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'webhooks:manage', graphql: ['webhooks'] },
  getWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: [] },
  deleteWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['deleteWebhook'] },
  testWebhook: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['testWebhook'] },
  rotateWebhookSecret: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['rotateWebhookSecret'] },
  listWebhookDeliveries: { errors: [...OWN_WEBHOOK, 'VALIDATION_FAILED'], scope: 'webhooks:manage', graphql: ['webhookDeliveries'] },
  // Web Push: a person's browsers
  getPushKey: { errors: ['NOT_FOUND'], scope: null, graphql: ['pushKey'] },
  createPushSubscription: { errors: ['UNAUTHENTICATED', 'LIMIT_REACHED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'webhooks:manage', graphql: ['createPushSubscription'] },
  listPushSubscriptions: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'webhooks:manage', graphql: ['pushSubscriptions'] },
  getPushSubscription: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: [] },
  deletePushSubscription: { errors: OWN_WEBHOOK, scope: 'webhooks:manage', graphql: ['deletePushSubscription'] },
  // Events
  streamGameEvents: { errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['gameEvents'] },
  streamMyEvents: { errors: ['UNAUTHENTICATED', 'VALIDATION_FAILED', 'UNAVAILABLE'], scope: 'games:read', graphql: ['myEvents'] },
  // Ratings
  getPlayerRatings: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['Player.ratings'] },
  getRatings: { errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['ratings'] },
  // Tournaments
  createTournament: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'games:play', graphql: ['createTournament'] },
  getTournament: { errors: ['NOT_FOUND', 'UNAVAILABLE'], scope: null, graphql: ['tournament'] },
  listTournaments: { errors: ['VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['tournaments'] },
  joinTournament: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'TOURNAMENT_CLOSED', 'UNAVAILABLE'], scope: 'games:play', graphql: ['joinTournament'] },
  leaveTournament: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'TOURNAMENT_CLOSED', 'UNAVAILABLE'], scope: 'games:play', graphql: ['leaveTournament'] },
  streamTournamentEvents: { errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'UNAVAILABLE'], scope: null, graphql: ['tournamentEvents'] },
  // Tokens (round 3)
  createToken: { errors: ['UNAUTHENTICATED', 'LIMIT_REACHED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'tokens:manage', graphql: ['createToken'] },
  listTokens: { errors: ['UNAUTHENTICATED', 'UNAVAILABLE'], scope: 'tokens:manage', graphql: ['tokens'] },
  revokeToken: { errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'], scope: 'tokens:manage', graphql: ['revokeToken'] },
  revokeCurrentToken: { errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'UNAVAILABLE'], scope: ANY_SCOPE, graphql: ['revokeCurrentToken'] },
  replaceAccountToken: { errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'UNAVAILABLE'], scope: 'tokens:manage', graphql: ['replaceAccountToken'] },
  testTokens: { errors: ['UNAVAILABLE', ...BODY_ERRORS], scope: null, graphql: ['testTokens'] },
  // OAuth 2.0 for apps (round 3): REST only
  checkAuthorization: { errors: ['VALIDATION_FAILED'], scope: null, graphql: [] },
  authorizeApp: { errors: ['UNAUTHENTICATED', 'LIMIT_REACHED', 'UNAVAILABLE', ...BODY_ERRORS], scope: 'tokens:manage', graphql: [] },
  oauthToken: { errors: [], scope: null, graphql: [] },
  oauthRevoke: { errors: [], scope: null, graphql: [] },
  oauthMetadata: { errors: [], scope: null, graphql: [] },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;

/**
 * What the GraphQL endpoint itself can answer before any field runs: a body too large or not
 * JSON, a method or `Accept` it does not serve, a document that does not parse, validate or
 * fit the limits, a flood and a bug.
 */
export const GRAPHQL_ENDPOINT_ERRORS = [
  'VALIDATION_FAILED',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  ...ALWAYS_ERRORS,
] as const satisfies readonly ApiErrorCode[];

/**
 * Every code an operation can answer, as both APIs document it, in the error table's order:
 * its own, INSUFFICIENT_SCOPE when it needs a scope (any token may lack it), and those every
 * operation can answer.
 */
export function operationErrors(id: OperationId): ApiErrorCode[] {
  const operation: Operation = OPERATIONS[id];
  const scoped = operation.scope !== null && operation.scope !== ANY_SCOPE && !operation.optionalScope ? (['INSUFFICIENT_SCOPE'] as const) : [];
  const codes = new Set<ApiErrorCode>([...operation.errors, ...scoped, ...ALWAYS_ERRORS]);
  return API_ERROR_CODES.filter((code) => codes.has(code));
}

/** The operations that can answer `code`, in the table's order. */
export const operationsAnswering = (code: ApiErrorCode): OperationId[] => (Object.keys(OPERATIONS) as OperationId[]).filter((id) => operationErrors(id).includes(code));
