import { getEventListeners, setMaxListeners } from 'node:events';

/*
 * A time budget shared by every store call of one request. The request edge starts it and
 * hands the request a store made over it (`within`); that store gives each call an abort
 * signal for what is left, so a slow store ends the request at its deadline however many
 * calls it makes.
 *
 * The budget is passed, not found: an AsyncLocalStorage would carry it without a parameter,
 * but while one is in use Node runs a hook on every promise the process makes, and the SDK
 * makes dozens per call (about a tenth of an action's CPU, measured in `npm run bench:api`).
 */

export interface Deadline {
  /** Options for one store call: an abort signal for the budget left. */
  readonly options: () => { abortSignal?: AbortSignal };
  /** The request has ended: calls it left running get a timer each. */
  readonly end: () => void;
}

const UNBOUNDED = {};

/** No budget beyond each call's own limits: background work and direct use of the service. */
export const NO_DEADLINE: Deadline = { options: () => UNBOUNDED, end: () => {} };

/** The request's store time is spent: like an aborted call, it is not retried, and it is a 503. */
export class DeadlineError extends Error {
  override readonly name = 'AbortError';
  readonly code = 'ETIMEDOUT';
  constructor() {
    super('the request spent its store time budget');
  }
}

/** A budget of `ms` from now. */
export function startDeadline(ms: number): Deadline {
  const until = Date.now() + ms;
  /** Aborts at `until`: one timer for all the calls of the request, made at its first. */
  let signal: AbortSignal | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  return {
    options() {
      const left = until - Date.now();
      if (left <= 0) throw new DeadlineError();
      if (ended) return { abortSignal: AbortSignal.timeout(left) };
      if (!signal) {
        const controller = new AbortController();
        // Every call of the request listens on this one signal while it runs.
        setMaxListeners(0, controller.signal);
        timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), left).unref();
        signal = controller.signal;
      }
      return { abortSignal: signal };
    },
    end() {
      // A timer per call (AbortSignal.timeout) would outlive the request and fire for each
      // call seconds later; the request's one timer ends with it, unless a call it left
      // running still listens.
      ended = true;
      if (signal && getEventListeners(signal, 'abort').length === 0) clearTimeout(timer);
    },
  };
}

/** Runs `work` with a budget of `ms` from now, ended when `work` settles. */
export async function withDeadline<T>(ms: number, work: (deadline: Deadline) => Promise<T>): Promise<T> {
  const deadline = startDeadline(ms);
  try {
    return await work(deadline);
  } finally {
    deadline.end();
  }
}

/** `T` with `within`: the same made over another deadline. */
export type Scoped<T> = T & { readonly within: (deadline: Deadline) => Scoped<T> };

/** What `make` builds over `deadline`, with `within` to build it over another. */
export function scoped<T extends object>(make: (deadline: Deadline) => T, deadline: Deadline = NO_DEADLINE): Scoped<T> {
  return Object.assign(make(deadline), { within: (next: Deadline) => scoped(make, next) });
}
