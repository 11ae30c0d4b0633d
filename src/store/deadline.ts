import { AsyncLocalStorage } from 'node:async_hooks';
import { getEventListeners, setMaxListeners } from 'node:events';

/*
 * A time budget shared by every store call of one request. The request edge opens it; the
 * store gives each call an abort signal for what is left, so a slow store ends the request
 * at its deadline however many calls it makes.
 */

interface Budget {
  readonly until: number;
  /** Aborts at `until`: one timer for all the calls of the request, made at its first. */
  signal?: AbortSignal;
  timer?: ReturnType<typeof setTimeout>;
  /** `work` has ended; calls it left running get a timer each. */
  done?: boolean;
}

const current = new AsyncLocalStorage<Budget>();

/** Runs `work` with a store deadline `ms` from now. */
export function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const budget: Budget = { until: Date.now() + ms };
  return current.run(budget, async () => {
    try {
      return await work();
    } finally {
      // A timer per call (AbortSignal.timeout) would outlive the request and fire for each
      // call seconds later; the request's one timer ends with it, unless a call it left
      // running still listens.
      budget.done = true;
      if (budget.signal && getEventListeners(budget.signal, 'abort').length === 0) clearTimeout(budget.timer);
    }
  });
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
  if (budget.done) return { abortSignal: AbortSignal.timeout(left) };
  if (!budget.signal) {
    const controller = new AbortController();
    // Every call of the request listens on this one signal while it runs.
    setMaxListeners(0, controller.signal);
    budget.timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), left).unref();
    budget.signal = controller.signal;
  }
  return { abortSignal: budget.signal };
}
