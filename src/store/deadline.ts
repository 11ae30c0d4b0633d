import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * A time budget shared by every store call of one request. The request edge opens it; the
 * store gives each call an abort signal for what is left, so a slow store ends the request
 * at its deadline however many calls it makes.
 */

const current = new AsyncLocalStorage<{ readonly until: number }>();

/** Runs `work` with a store deadline `ms` from now. */
export function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return current.run({ until: Date.now() + ms }, work);
}

/** The request's store time is spent: like an aborted call, it is not retried, and it is a 503. */
export class DeadlineError extends Error {
  override readonly name = 'AbortError';
  readonly code = 'ETIMEDOUT';
  constructor() {
    super('the request spent its store time budget');
  }
}

/** Options for one store call: an abort signal for the budget left, none outside a request. */
export function deadlineOptions(): { abortSignal?: AbortSignal } {
  const budget = current.getStore();
  if (!budget) return {};
  const left = budget.until - Date.now();
  if (left <= 0) throw new DeadlineError();
  return { abortSignal: AbortSignal.timeout(left) };
}
