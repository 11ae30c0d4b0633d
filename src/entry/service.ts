import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import type { KeyringSource } from '../notify/index.js';
import { retryScheduleFromEnv } from '../notify/index.js';
import type { PushSigning, RateLimit, ServiceOptions } from '../service/index.js';
import { createService } from '../service/index.js';
import { createDynamoStore, createNotifyStore } from '../store/index.js';

/** What the service is built from: the table, and optionally a logger, a request limit and webhooks. */
export interface ServiceConfig {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly logger?: Logger;
  /** Per-player (and per-address) request limit; none when absent or null (the API's composition defaults it, see api.ts). */
  readonly rateLimit?: RateLimit | null;
  /** Webhooks: the key that seals their secrets, and who feeds the dispatcher (and Web Push's signing); none when absent. */
  readonly notifications?: {
    readonly keyring: KeyringSource;
    readonly feed: 'local' | 'stream';
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** Web Push: the VAPID keys and contact (push-keys.ts); no pushes without it. */
    readonly push?: PushSigning | null;
  };
  /** How event streams learn of moves; `push` from this process's writes when absent (the streams function polls). */
  readonly streams?: ServiceOptions['streams'];
  /** MIN_TURN_SECONDS (local tests), and whether this process sweeps deadlines itself (the local server). */
  readonly deadlines?: { readonly minTurnSeconds?: number | undefined; readonly sweepMs?: number };
  /** Games kept for their next write to start from (GAME_CACHE_SIZE); none when absent. */
  readonly gameCache?: number;
  /** Where business metrics are counted (EMF on Lambda); nowhere when absent. */
  readonly metrics?: MetricsSink;
  /** Who plays bot turns left to the background: this process (`local`, the default) or the table's stream (`stream`, AWS). */
  readonly bots?: 'local' | 'stream';
  /** PUBLIC_URL: the web client's origin in the links the API hands out; each request's own origin when absent. */
  readonly publicUrl?: string | undefined;
}

/** Store and service wired together, without the app: the entry points fed by the table's stream and the schedule. */
export function createServiceFor({ client, tableName, logger, rateLimit = null, notifications, streams, deadlines, gameCache = 0, metrics, bots, publicUrl }: ServiceConfig) {
  return createService({
    publicUrl,
    store: createDynamoStore({ client, tableName }),
    rateLimit,
    gameCache,
    ...(deadlines?.minTurnSeconds !== undefined && { minTurnSeconds: deadlines.minTurnSeconds }),
    ...(deadlines?.sweepMs !== undefined && { deadlines: { sweepMs: deadlines.sweepMs } }),
    ...(streams && { streams }),
    ...(logger && { log: logger }),
    ...(metrics && { metrics }),
    ...(bots && { bots: { mode: bots } }),
    ...(notifications && { notifications: notificationsFrom(notifications, createNotifyStore({ client, tableName })) }),
  });
}

type Env = Readonly<Record<string, string | undefined>>;

/** The setting `name` as a whole number of `unit`, `least` or more; undefined when unset. */
function wholeNumberFrom(env: Env, name: string, unit: string, least: number): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least) throw new Error(`${name} must be a whole number of ${unit}, ${least} or more; got "${value}"`);
  return n;
}

/** PUBLIC_URL from the environment: an origin (`https://yamb.example`), without a trailing slash; undefined when unset. */
export function publicUrlFrom(env: Env): string | undefined {
  const value = env.PUBLIC_URL;
  if (value === undefined || value === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://yamb.example; got "${value}"`);
  }
  return url.origin;
}

/** MIN_TURN_SECONDS from the environment: a whole number of seconds, 1 or more; undefined when unset. */
export const minTurnSecondsFrom = (env: Env): number | undefined => wholeNumberFrom(env, 'MIN_TURN_SECONDS', 'seconds', 1);

/**
 * GAME_CACHE_SIZE from the environment: how many games the process keeps as it last wrote
 * them (0 for none); `fallback` when unset. The local server keeps 1,000 (it writes every
 * move of its games); a deployed function none, since any instance gets any game's requests
 * (docs/game-cache.md).
 */
export const gameCacheFrom = (env: Env, fallback: number): number => wholeNumberFrom(env, 'GAME_CACHE_SIZE', 'games', 0) ?? fallback;

/** The local server's GAME_CACHE_SIZE when unset. */
export const LOCAL_GAME_CACHE = 1_000;

/**
 * Webhook settings from the environment: `ALLOW_PRIVATE_WEBHOOKS=true` allows `http` and
 * private addresses (the local server's default), `WEBHOOK_RETRY_SECONDS` replaces the retry
 * schedule (comma-separated delays, for tests).
 */
function notificationsFrom(n: NonNullable<ServiceConfig['notifications']>, store: ReturnType<typeof createNotifyStore>) {
  const env = n.env ?? process.env;
  const allowPrivate = (env.ALLOW_PRIVATE_WEBHOOKS ?? (n.feed === 'local' ? 'true' : 'false')) === 'true';
  return { store, keyring: n.keyring, allowPrivate, retrySchedule: retryScheduleFromEnv(env), feed: n.feed, ...(n.push && { push: n.push }) };
}
