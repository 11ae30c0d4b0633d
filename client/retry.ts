/*
 * The client guide's retry policy (docs/client-guide.md) as a fetch wrapper. A 429 is always repeated after its
 * Retry-After: nothing was applied. A 503 or a network error leaves the outcome unknown, so
 * it is repeated only when repeating cannot apply the request twice: reads, and writes that
 * carry an Idempotency-Key (the server answers a repeat with the first result).
 */

export interface RetryPolicy {
  /** Sends of one request at most, the first included; 5 by default. */
  readonly attempts?: number;
  /** Seconds to wait when the answer names none; 1 by default. */
  readonly defaultDelaySeconds?: number;
  /** Called before each repeat, e.g. to count or log them. */
  readonly onRetry?: (info: { readonly request: Request; readonly attempt: number; readonly reason: string; readonly delayMs: number }) => void;
  /** How to wait; setTimeout by default (tests may pass their own). */
  readonly sleep?: (ms: number) => Promise<void>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const repeatable = (request: Request) => SAFE_METHODS.has(request.method) || request.headers.has('idempotency-key');

/** Retry-After in seconds (the API sends seconds, never a date); the default when absent or unreadable. */
function delayMs(response: Response | undefined, fallbackSeconds: number): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return 1000 * (Number.isFinite(seconds) && seconds >= 0 ? seconds : fallbackSeconds);
}

/** Wraps `fetch` so that it repeats what is safe to repeat, as `policy` says. */
export function retryingFetch(fetch: (request: Request) => Promise<Response>, policy: RetryPolicy = {}): (request: Request) => Promise<Response> {
  const { attempts = 5, defaultDelaySeconds = 1, onRetry, sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = policy;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= attempts;
      // A body can be read once: each send gets its own copy.
      const sent = last ? request : request.clone();
      let response: Response;
      try {
        response = await fetch(sent);
      } catch (error) {
        if (last || !repeatable(request)) throw error;
        const wait = delayMs(undefined, defaultDelaySeconds);
        onRetry?.({ request, attempt, reason: (error as Error).message, delayMs: wait });
        await sleep(wait);
        continue;
      }
      const retry = response.status === 429 || (response.status === 503 && repeatable(request));
      if (last || !retry) return response;
      const wait = delayMs(response, defaultDelaySeconds);
      onRetry?.({ request, attempt, reason: String(response.status), delayMs: wait });
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
