import { ApiError } from '../contract/index.js';

export interface RateLimit {
  /** Tokens added per second: the sustained request rate. */
  readonly perSecond: number;
  /** Bucket size: how many requests may arrive at once. */
  readonly burst: number;
}

/**
 * Token buckets per key, in the memory of one function instance. Functions are stateless,
 * so this is the cheap first line: it stops a client hammering the instances it reaches
 * without a database write per request. The API Gateway stage throttle caps the total, and
 * every game's own conditional writes bound what a client can change (see the README).
 */
export function createRateLimiter({ perSecond, burst }: RateLimit, clock: () => number, maxKeys = 50_000, onRefused: () => void = () => {}) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Spends one token of `key`; RATE_LIMITED with a Retry-After when the bucket is empty. */
    take(key: string): void {
      this.check(key);
      const bucket = buckets.get(key)!;
      bucket.tokens -= 1;
      buckets.delete(key); // re-insert: the map's order is least recently used first
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
    },

    /** RATE_LIMITED with a Retry-After when `key` has no token left; spends nothing. */
    check(key: string): void {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) {
        const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
        onRefused();
        throw new ApiError('RATE_LIMITED', `too many requests: at most ${perSecond} per second, ${burst} at once`, { retryAfterSeconds });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
