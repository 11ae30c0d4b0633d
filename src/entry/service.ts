import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '../log.js';
import type { Keyring } from '../notify/index.js';
import { retryScheduleFromEnv } from '../notify/index.js';
import type { RateLimit } from '../service/rate-limit.js';
import type { ServiceOptions } from '../service/index.js';
import { createService } from '../service/index.js';
import { createDynamoStore } from '../store/dynamo-store.js';
import { createNotifyStore } from '../store/notify-store.js';

/** What the service is built from: the table, and optionally a logger, a request limit and webhooks. */
export interface ServiceConfig {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly logger?: Logger;
  /** Per-player (and per-address) request limit; none when absent or null (the API's composition defaults it, see api.ts). */
  readonly rateLimit?: RateLimit | null;
  /** Webhooks: the key that seals their secrets, and who feeds the dispatcher; none when absent. */
  readonly notifications?: { readonly keyring: Keyring; readonly feed: 'local' | 'stream'; readonly env?: Readonly<Record<string, string | undefined>> };
  /** How event streams learn of moves; `push` from this process's writes when absent (the streams function polls). */
  readonly streams?: ServiceOptions['streams'];
}

/** Store and service wired together, without the app: the entry points fed by the table's stream and the schedule. */
export function createServiceFor({ client, tableName, logger, rateLimit = null, notifications, streams }: ServiceConfig) {
  return createService({
    store: createDynamoStore({ client, tableName }),
    rateLimit,
    ...(streams && { streams }),
    ...(logger && { log: logger }),
    ...(notifications && { notifications: notificationsFrom(notifications, createNotifyStore({ client, tableName })) }),
  });
}

/**
 * Webhook settings from the environment: `ALLOW_PRIVATE_WEBHOOKS=true` allows `http` and
 * private addresses (the local server's default), `WEBHOOK_RETRY_SECONDS` replaces the retry
 * schedule (comma-separated delays, for tests).
 */
function notificationsFrom(n: NonNullable<ServiceConfig['notifications']>, store: ReturnType<typeof createNotifyStore>) {
  const env = n.env ?? process.env;
  const allowPrivate = (env.ALLOW_PRIVATE_WEBHOOKS ?? (n.feed === 'local' ? 'true' : 'false')) === 'true';
  return { store, keyring: n.keyring, allowPrivate, retrySchedule: retryScheduleFromEnv(env), feed: n.feed };
}
