import type { RuleErrorCode } from '../engine/index.js';
import { NETWORK_CODES } from '../store/retry.js';

/**
 * Every error code a client can receive, with its HTTP status: the one table both APIs
 * translate errors with. GraphQL sends the same code in `extensions.code`.
 */
export const API_ERRORS = {
  VALIDATION_FAILED: { status: 400, title: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, title: 'A valid bearer token is required' },
  FORBIDDEN: { status: 403, title: 'You may not do this' },
  NOT_FOUND: { status: 404, title: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, title: 'Method not allowed' },
  NOT_ACCEPTABLE: { status: 406, title: 'No acceptable response type' },
  NOT_YOUR_TURN: { status: 409, title: 'It is not your turn' },
  GAME_NOT_ACTIVE: { status: 409, title: 'The game is not active' },
  GAME_NOT_OPEN: { status: 409, title: 'The game is no longer open' },
  GAME_NOT_FINISHED: { status: 409, title: 'The game is not finished' },
  GAME_FULL: { status: 409, title: 'The game has no free seat' },
  ALREADY_SEATED: { status: 409, title: 'You already have a seat in this game' },
  VERSION_CONFLICT: { status: 412, title: 'The game is no longer at the expected version' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'The request body must be JSON' },
  ILLEGAL_MOVE: { status: 422, title: 'The rules do not allow this move' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'This idempotency key was used for a different request' },
  RATE_LIMITED: { status: 429, title: 'Too many requests' },
  INTERNAL: { status: 500, title: 'Internal error' },
  UNAVAILABLE: { status: 503, title: 'The service is briefly unavailable; retry the same request' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

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
} as const satisfies Partial<Record<RuleErrorCode, ApiErrorCode>>;

/** The engine codes an ILLEGAL_MOVE carries as its `reason`. */
export type IllegalMoveReason = Exclude<RuleErrorCode, keyof typeof RULE_TO_API>;

/** The API error for a rule error: its own code, or ILLEGAL_MOVE with the rule code as `reason`. */
export function fromRuleError(error: { code: RuleErrorCode; message: string }): ApiError {
  const code = (RULE_TO_API as Partial<Record<RuleErrorCode, ApiErrorCode>>)[error.code];
  return code ? new ApiError(code, error.message) : new ApiError('ILLEGAL_MOVE', error.message, { reason: error.code });
}

/** True for errors of the store or the network under it: the request may be repeated safely. */
export function isStoreFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { $metadata?: unknown; $fault?: unknown; code?: unknown };
  // The store refusing a request we built is our bug, not a fault a retry could cure.
  if (OUR_MISTAKES.has(e.name)) return false;
  return e.$metadata !== undefined || e.$fault !== undefined || TIMEOUTS.has(e.name) || NETWORK_CODES.has(String(e.code));
}

const OUR_MISTAKES = new Set(['ValidationException', 'SerializationException']);

/** A store call abandoned by its own timeout or by the request's deadline (an aborted call). */
const TIMEOUTS = new Set(['TimeoutError', 'AbortError']);

/** The answer to a store fault: retryable, and safe to repeat with the same idempotency key. */
export const unavailable = () =>
  new ApiError('UNAVAILABLE', 'the game store did not answer in time; repeat the request (with the same idempotency key)', { retryAfterSeconds: 1 });
