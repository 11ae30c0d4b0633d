import { ApiError } from '../contract/index.js';
import { NETWORK_CODES } from '../store/index.js';

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
