import type { ClientAddress, EdgeAppOptions } from '../edge/index.js';
import type { RateLimit } from '../service/index.js';
import { DEFAULT_RATE_LIMIT } from '../service/index.js';
import type { ServiceConfig } from './service.js';
import { createServiceFor } from './service.js';

/*
 * What the apps that answer HTTP (the whole API, the GraphQL function's, the streams') are
 * built from besides the service, and their settings from the environment. Neither app is
 * imported here: each function's bundle holds only its own.
 */

export interface HttpConfig extends ServiceConfig {
  readonly corsOrigins?: readonly string[] | undefined;
  readonly clientAddress?: ClientAddress;
}

/**
 * What an app's edge is built from: the service it answers from (its quotas DEFAULT_RATE_LIMIT
 * unless the config says otherwise; null switches them off), CORS, the logger and the client's address.
 */
export function edgeOptionsFor(config: HttpConfig): EdgeAppOptions {
  const { corsOrigins, logger, clientAddress, rateLimit = DEFAULT_RATE_LIMIT } = config;
  return { service: createServiceFor({ ...config, rateLimit }), corsOrigins, ...(logger && { logger }), ...(clientAddress && { clientAddress }) };
}

/** CORS origins from a comma-separated setting; every origin when unset or "*". */
export function corsOriginsFrom(setting: string | undefined): string[] | undefined {
  const origins = (setting ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return origins.length === 0 || origins.includes('*') ? undefined : origins;
}

/**
 * The request limit from RATE_LIMIT_PER_SECOND and RATE_LIMIT_BURST (either may be left out
 * for its default); 0 for either switches limiting off, for benchmarks and load tests.
 */
export function rateLimitFrom(env: Record<string, string | undefined>): RateLimit | null {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of requests, 0 or more; got "${value}"`);
    return n;
  };
  const perSecond = read('RATE_LIMIT_PER_SECOND', DEFAULT_RATE_LIMIT.perSecond);
  const burst = read('RATE_LIMIT_BURST', DEFAULT_RATE_LIMIT.burst);
  return perSecond === 0 || burst === 0 ? null : { perSecond, burst };
}
