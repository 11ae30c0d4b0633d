import type { Quota } from '../contract/index.js';
import { ADDRESS_FACTOR, ApiError, COST_UNITS } from '../contract/index.js';

/*
 * Quotas in cost units (contract/fair-use.ts): a token bucket per token (its id; the account
 * token's is its player's id) and one per client address, in the memory of one
 * function instance. Functions are stateless, so this is the cheap first line: it stops a
 * client hammering the instances it reaches without a database write per request. The API
 * Gateway stage throttle caps the total, and every game's own conditional writes bound what a
 * client can change (docs/client-guide.md, "Rate limits").
 *
 * A request is priced by what it asks (its operation, or its GraphQL document) and checked
 * against its buckets before it runs; what it causes on top (the bot turns it plays) is
 * spent when it ends. Its answer then says what is left: `RateLimit-Policy` and `RateLimit`
 * (draft-ietf-httpapi-ratelimit-headers, structured-field form).
 */

/** A quota in cost units (the settings still call it the rate limit). */
export type RateLimit = Quota;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets per key in cost units: `burst` at once, refilled at `perSecond`. A bucket may
 * go below zero when a request's work exceeds what was left: the next request then waits
 * until it is back above its price.
 */
export function createRateLimiter({ perSecond, burst }: Quota, clock: () => number, maxKeys = 50_000, onRefused: () => void = () => {}) {
  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: string): Bucket => {
    const now = clock();
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    // Re-inserted: the map's order is least recently used first, and the oldest key leaves first.
    buckets.delete(key);
    buckets.set(key, bucket);
    if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
    return bucket;
  };
  return {
    /** RATE_LIMITED with a Retry-After unless `key` has `units` left; spends nothing. */
    check(key: string, units = 1): void {
      const bucket = bucketOf(key);
      if (bucket.tokens >= units) return;
      onRefused();
      const retryAfterSeconds = Math.max(1, Math.ceil((units - bucket.tokens) / perSecond));
      throw new ApiError('RATE_LIMITED', `over the quota: ${burst} cost units at once, ${perSecond} more each second; this request costs ${units}`, { retryAfterSeconds });
    },

    /** Spends `units` of `key`, whatever is left. */
    spend(key: string, units: number): void {
      if (units > 0) bucketOf(key).tokens -= units;
    },

    /** Spends `units` of `key` after checking they are there. */
    take(key: string, units = 1): void {
      this.check(key, units);
      this.spend(key, units);
    },

    /** What `key` has left: whole units, and the seconds until its bucket is full again. */
    left(key: string): { readonly remaining: number; readonly resetSeconds: number } {
      const { tokens } = bucketOf(key);
      return { remaining: Math.max(0, Math.floor(tokens)), resetSeconds: Math.max(0, Math.ceil((burst - tokens) / perSecond)) };
    },

    /** `RateLimit-Policy`: the quota (`q` units) per window (`w`, the seconds an empty bucket takes to fill). */
    policy: `"default";q=${burst};w=${Math.ceil(burst / perSecond)}`,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** What one request costs, counted as it runs: made for each request with its services. */
export class Meter {
  /** Units the request costs so far: its price (a plain read until priced), then the work it causes. */
  units: number = COST_UNITS.read;
  /** The quota key of the request's principal, once authenticated. */
  key: string | null = null;
  /** Units already spent from the principal's bucket. */
  spent = 0;
  /** The principal's bucket refused the request: it costs its address a read, and its principal nothing. */
  refused = false;

  /** What the request asks for costs `units` (its operation's price, or its GraphQL document's). */
  price(units: number): void {
    this.units = units;
  }

  /** Work the request causes beyond its price (the bot turns it plays). */
  add(units: number): void {
    this.units += units;
  }
}

/** The quota key of a principal: its token's id (the player's id for the account token: credentials.ts `Verified`). */
export const quotaKey = (principal: { readonly tokenId: string }): string => principal.tokenId;

/** The quotas of one function instance: per token (`quota`) and per client address (ADDRESS_FACTOR times it); none when null. */
export function createQuotas(quota: Quota | null, clock: () => number, onRefused: () => void = () => {}) {
  const tokens = quota ? createRateLimiter(quota, clock, undefined, onRefused) : null;
  const addresses = quota ? createRateLimiter({ perSecond: quota.perSecond * ADDRESS_FACTOR, burst: quota.burst * ADDRESS_FACTOR }, clock, undefined, onRefused) : null;
  return {
    /**
     * A request arrives from `client`: refused while its address has less than a unit left,
     * whoever sends it and whatever it carries, before it costs a store read.
     */
    admit(client: string): void {
      addresses?.check(client);
    },

    /**
     * The request acts for the principal whose quota key is `key`: refused unless that bucket
     * holds the request's price, which is spent at once. A request acts for one principal and
     * is charged once, however often it is authenticated (a GraphQL document with two fields).
     */
    charge(meter: Meter, key: string): void {
      if (meter.key !== null) return;
      meter.key = key;
      if (!tokens) return;
      try {
        tokens.take(key, meter.units);
        meter.spent = meter.units;
      } catch (error) {
        meter.refused = true;
        throw error;
      }
    },

    /** A registration from `client`: a token's worth of them per address, beside the address's own quota. */
    register(client: string, units: number): void {
      tokens?.take(`register:${client}`, units);
    },

    /**
     * The request is answered: the work it caused beyond its price is spent from its
     * principal's bucket, all of it from its address's. Returns the header fields of its
     * answer when it acted for a principal: the policy and what is left.
     */
    settle(meter: Meter, client: string): Record<string, string> | null {
      addresses?.spend(client, meter.refused ? COST_UNITS.read : meter.units);
      if (!tokens || meter.key === null) return null;
      if (!meter.refused) tokens.spend(meter.key, meter.units - meter.spent);
      meter.spent = meter.units;
      const { remaining, resetSeconds } = tokens.left(meter.key);
      return { 'ratelimit-policy': tokens.policy, ratelimit: `"default";r=${remaining};t=${resetSeconds}` };
    },

    /** The buckets themselves (tests). */
    tokens,
    addresses,
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
