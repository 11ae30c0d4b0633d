import { ApiError } from '../contract/index.js';
import { InvalidCursorError, NETWORK_CODES } from '../store/index.js';

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

/** A cursor no list of ours returned (tampered, foreign, or cut short): the client's mistake, never the store's. */
export const badCursor = () => new ApiError('VALIDATION_FAILED', 'the cursor is not one this list returned', { field: 'cursor' });

/** Runs a read of a page, answering a cursor the store refuses with VALIDATION_FAILED. */
export async function withCursor<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badCursor();
    throw error;
  }
}
