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

/** What a store call listens on: the platform's AbortSignal, or the request's own (below). */
export type CallSignal = AbortSignal | RequestSignal;

export interface Deadline {
  /** Options for one store call: an abort signal for the budget left. */
  readonly options: () => { abortSignal?: CallSignal };
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

/**
 * The signal every call of one request listens on while it runs: the SDK's HTTP handler and
 * its retry step each add a listener and remove it when the call ends. A set of listeners,
 * not an EventTarget: an AbortController's signal warns past ten listeners unless told not
 * to, and telling it (`events.setMaxListeners`) took about 5 µs a request, six times all the
 * rest of the deadline.
 */
class RequestSignal {
  aborted = false;
  reason: unknown = undefined;
  /** The older one-listener interface the SDK's types still accept. */
  onabort: ((event: Event) => void) | null = null;
  readonly #listeners = new Set<EventListenerOrEventListenerObject>();

  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'abort' && listener) this.#listeners.add(listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'abort' && listener) this.#listeners.delete(listener);
  }

  /** Whether a call is still listening. */
  get listened(): boolean {
    return this.#listeners.size > 0;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const event = new Event('abort');
    for (const listener of [...this.#listeners]) {
      this.#listeners.delete(listener);
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
    this.onabort?.(event);
  }
}

/** A budget of `ms` from now. */
export function startDeadline(ms: number): Deadline {
  const until = Date.now() + ms;
  /** Aborts at `until`: one timer for all the calls of the request, made at its first. */
  let signal: RequestSignal | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  return {
    options() {
      const left = until - Date.now();
      if (left <= 0) throw new DeadlineError();
      if (ended) return { abortSignal: AbortSignal.timeout(left) };
      if (!signal) {
        const made = (signal = new RequestSignal());
        timer = setTimeout(() => made.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), left).unref();
      }
      return { abortSignal: signal };
    },
    end() {
      // A timer per call (AbortSignal.timeout) would outlive the request and fire for each
      // call seconds later; the request's one timer ends with it, unless a call it left
      // running still listens.
      ended = true;
      if (signal && !signal.listened) clearTimeout(timer);
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

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The functions of every part, as one object. */
type Merged<P extends Record<string, (context: never) => object>> = Intersection<ReturnType<P[keyof P]>>;

/**
 * `scoped` for what is made of parts over one context made from the deadline (a store's kinds
 * of items over its table access). The first, without a deadline, is made whole; one made
 * `within` a request's deadline makes a part only when the request first calls one of its
 * functions, so a request pays for the few parts it uses, not for every part.
 */
export function scopedParts<C, P extends Record<string, (context: C) => object>>(contextOf: (deadline: Deadline) => C, parts: P): Scoped<Merged<P>> {
  const first = contextOf(NO_DEADLINE);
  const whole: Record<string, unknown> = {};
  // Each function's part, read off the first: a request's store has a getter for each.
  const shared: Record<string, unknown> = {};
  type Lazy = { readonly context: C; readonly made: Record<string, Record<string, unknown>> };
  for (const [part, make] of Object.entries(parts)) {
    const made = make(first) as Record<string, unknown>;
    Object.assign(whole, made);
    for (const name of Object.keys(made)) {
      Object.defineProperty(shared, name, {
        get(this: Lazy) {
          return (this.made[part] ??= parts[part]!(this.context) as Record<string, unknown>)[name];
        },
        enumerable: true,
        configurable: true,
      });
    }
  }
  const within = (deadline: Deadline): Scoped<Merged<P>> => Object.assign(Object.create(shared) as Scoped<Merged<P>>, { context: contextOf(deadline), made: {} });
  Object.defineProperty(shared, 'within', { value: within });
  return Object.assign(whole, { within }) as Scoped<Merged<P>>;
}
