import { isStoreFault } from './errors.js';

/** What reading back the place a conditional write aimed at found there. */
export type ReadBack<T> =
  /** This very write: it landed, whatever its reply said. */
  | { readonly found: 'mine' }
  /** Another writer's item: this write lost. */
  | { readonly found: 'other'; readonly stored: T }
  /** Nothing changed there: this write has not landed. */
  | { readonly found: 'nothing' };

/** Times one write is sent before its fault is given up to the client. */
const WRITE_TRIES = 3;

/**
 * Sends a conditional write until its outcome is known. A write can land while its reply is
 * lost; the SDK then retries it and the retry fails the condition, exactly as if another
 * writer had won. So a refused or unanswered write is never taken at its word: what is
 * stored decides, and `readBack` recognises this write by a tag it carries (a nonce, an
 * idempotency key, a token hash). When nothing holds the place the same write is sent again,
 * which is safe because it can land at most once.
 */
export async function settleWrite<T>(write: () => Promise<boolean>, readBack: () => Promise<ReadBack<T>>): Promise<{ readonly landed: true } | { readonly landed: false; readonly stored: T }> {
  let fault: unknown = null;
  for (let i = 0; i < WRITE_TRIES; i++) {
    try {
      if (await write()) return { landed: true };
    } catch (error) {
      if (!isStoreFault(error)) throw error;
      fault = error;
    }
    const found = await readBack();
    if (found.found === 'mine') return { landed: true };
    if (found.found === 'other') return { landed: false, stored: found.stored };
  }
  throw fault ?? new Error('a conditional write was refused while nothing holds its place');
}
