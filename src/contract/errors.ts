import type { RuleErrorCode } from '../engine/index.js';
import { RULE_ERROR_CODES } from '../engine/index.js';

/**
 * Every error code a client can receive: its HTTP status, its title (what it means), what a
 * client should do about it, and an example of what the server says with it (the
 * documentation shows one per code). The one table REST (the problem's status and title) and
 * GraphQL (`extensions.code` and `status`) translate errors with, and the error catalogue is
 * made of (docs/errors.md, the OpenAPI `ErrorCode`, GraphQL's `ErrorCode`): a code added here
 * is documented and answered in both APIs.
 */
export const API_ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    title: 'The request is not valid',
    action: 'Fix the request as `errors` says (each problem with its path); sent again unchanged it is refused again.',
    example: { detail: 'json.category: Invalid option: expected one of "ones"|"twos"|…', errors: [{ path: 'json.category', message: 'Invalid option: expected one of "ones"|"twos"|…' }] },
  },
  UNAUTHENTICATED: { status: 401, title: 'A valid bearer token is required', action: 'Send `Authorization: Bearer <token>` with a token the API gave (registration, or a personal or OAuth token); a lost or revoked token is not coming back: get a new one.', example: { detail: 'send "Authorization: Bearer <token>" with the token from player registration' } },
  FORBIDDEN: { status: 403, title: 'You may not do this', action: 'Do not repeat it: the caller may not do this (the detail says why, e.g. it has no seat in the game). Act only where the caller sits or owns the resource.', example: { detail: 'you have no seat in this game' } },
  INSUFFICIENT_SCOPE: {
    status: 403,
    title: 'The token lacks a scope this operation needs',
    action: 'Ask the player for a token with the scopes `requiredScopes` names (a new authorization), or leave this operation out of the app.',
    example: { detail: 'this operation needs the scope games:play', requiredScopes: ['games:play'] },
  },
  INVITATION_REQUIRED: { status: 403, title: 'This private game is joined by invitation', action: "Join with the game's invitation code, or ask one of its players to invite you.", example: { detail: 'join this private game with its invitation code, or ask a player to invite you' } },
  NOT_FOUND: { status: 404, title: 'Not found', action: 'Check the id and the path; a missing resource stays missing, so do not retry. Offer the player a list (games, lobby) instead.', example: { detail: 'no game with id "k3v9x2m7q1w8e4r6"' } },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed', action: 'Send GraphQL with POST (a query may also use GET).', example: { detail: 'mutations are sent with POST' } },
  NOT_ACCEPTABLE: { status: 406, title: 'No acceptable response type', action: 'Accept `application/json` or `application/graphql-response+json`.', example: { detail: 'accept "application/json" or "application/graphql-response+json"' } },
  NOT_YOUR_TURN: { status: 409, title: 'It is not your turn', action: 'Wait for your turn: re-read the game (or follow its events) and act when `turn.seat` is yours. `reason: TURN_TIMED_OUT` says your turn ran out and the server ended it.', example: { detail: "it is seat 1's turn" } },
  GAME_NOT_ACTIVE: { status: 409, title: 'The game is not active', action: 'Re-read the game: it has not started, is over, or you resigned. Only an active game takes moves; join or start another.', example: { detail: 'the game is finished, not active' } },
  GAME_NOT_OPEN: { status: 409, title: 'The game is no longer open', action: 'The game has started or was cancelled: a started game is left by resigning; to play, join or create another game.', example: { detail: 'the game is active: a game that has started is left by resigning' } },
  GAME_NOT_FINISHED: { status: 409, title: 'The game is not finished', action: "Ask again once the game's status is `finished` (follow its events, or poll it).", example: { detail: 'the game is active: its proof is published when it ends' } },
  GAME_FULL: { status: 409, title: 'The game has no free seat', action: 'Join another game (the lobby lists open ones) or create one.', example: { detail: 'every seat of this game is taken' } },
  LIMIT_REACHED: { status: 409, title: 'A limit of your account is reached', action: 'Free one first (e.g. delete a webhook you no longer need), then repeat; `limit` says how many are allowed.', example: { detail: 'a player may register at most 10 webhooks; delete one first', limit: 10 } },
  TOURNAMENT_CLOSED: { status: 409, title: 'The tournament takes no more players', action: 'Join a tournament that has not started yet, or create one.', example: { detail: 'the tournament has started: players join before it starts' } },
  ALREADY_SEATED: { status: 409, title: 'You already have a seat in this game', action: 'Nothing to fix: the caller already sits in the game. Read it and play on.', example: { detail: 'you already have a seat in this game' } },
  VERSION_CONFLICT: { status: 412, title: 'The game is no longer at the expected version', action: 'Re-read the game (it is at `currentVersion`), decide again on what it shows now, and send that decision with a new idempotency key.', example: { detail: 'the game is at version 14, not 12', currentVersion: 14 } },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'The request body is too large', action: 'Send a smaller body; the detail names the limit. Bodies this API needs are far below it.', example: { detail: 'request bodies are limited to 16384 bytes' } },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'The request body must be JSON', action: 'Send the body as JSON with `Content-Type: application/json`.', example: { detail: 'send the body as JSON with "Content-Type: application/json"' } },
  ILLEGAL_MOVE: { status: 422, title: 'The rules do not allow this move', action: 'Do not repeat the move: `reason` names the rule. Offer the player only what the turn lists (`canRoll`, `announceable`, `available`).', example: { detail: 'free/max is already filled', reason: 'BOX_FILLED' } },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'This idempotency key was used for a different request', action: 'Use a fresh key for each new action; repeat a key only with the very request it was first sent with.', example: { detail: 'this idempotency key was used for a roll at version 7', version: 7 } },
  RATE_LIMITED: { status: 429, title: 'Too many requests', action: 'Wait `Retry-After` seconds, then repeat the request; spread your requests out (poll with `If-None-Match`, or follow events).', example: { detail: 'too many requests: at most 10 per second, 40 at once' } },
  INTERNAL: { status: 500, title: 'Internal error', action: 'A fault of the server: report it with the `requestId`. Repeating the request with the same idempotency key is safe.', example: { detail: 'an unexpected error occurred; it has been logged' } },
  UNAVAILABLE: {
    status: 503,
    title: 'The service is briefly unavailable; retry the same request',
    action: 'Repeat the same request, with the same idempotency key, after `Retry-After` seconds: it is applied at most once.',
    example: { detail: 'the game store did not answer in time; repeat the request (with the same idempotency key)' },
  },
} as const satisfies Record<string, { status: number; title: string; action: string; example: { detail: string } & Record<string, unknown> }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Every code, in the table's order. */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/** A failure the client can act on: a stable code, a message for developers, and details. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    // An answer to the client, not a fault: no stack is captured. A stack costs a walk of the
    // frames, and the first one read on a function with source maps on maps the whole bundle
    // (seconds), which GraphQL would pay on its first refusal, as it copies the stack.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
  }

  get status(): number {
    return API_ERRORS[this.code].status;
  }
}

/** Engine codes that are not ILLEGAL_MOVE reasons: the API code each one is answered with. */
export const RULE_TO_API = {
  UNKNOWN_RULESET: 'VALIDATION_FAILED',
  INVALID_SEATS: 'VALIDATION_FAILED',
  UNKNOWN_ACTION: 'VALIDATION_FAILED',
  GAME_FULL: 'GAME_FULL',
  ALREADY_SEATED: 'ALREADY_SEATED',
  NOT_SEATED: 'FORBIDDEN',
  ALREADY_RESIGNED: 'GAME_NOT_ACTIVE',
  GAME_NOT_ACTIVE: 'GAME_NOT_ACTIVE',
  GAME_NOT_OPEN: 'GAME_NOT_OPEN',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  INVITATION_REQUIRED: 'INVITATION_REQUIRED',
  NOT_INVITED: 'NOT_FOUND',
} as const satisfies Partial<Record<RuleErrorCode, ApiErrorCode>>;

/** The engine codes an ILLEGAL_MOVE carries as its `reason`. */
export type IllegalMoveReason = Exclude<RuleErrorCode, keyof typeof RULE_TO_API>;

/** The rules an ILLEGAL_MOVE names as its `reason`: every engine rule code without an API code of its own. */
export const ILLEGAL_MOVE_REASONS = RULE_ERROR_CODES.filter((code): code is IllegalMoveReason => !(code in RULE_TO_API)) as [IllegalMoveReason, ...IllegalMoveReason[]];

/** The API error for a rule error: its own code, or ILLEGAL_MOVE with the rule code as `reason`. */
export function fromRuleError(error: { code: RuleErrorCode; message: string }): ApiError {
  const code = (RULE_TO_API as Partial<Record<RuleErrorCode, ApiErrorCode>>)[error.code];
  return code ? new ApiError(code, error.message) : new ApiError('ILLEGAL_MOVE', error.message, { reason: error.code });
}
