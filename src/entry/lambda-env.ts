import type { Logger } from '../log.js';
import type { EmfMetrics, MetricsSink } from '../metrics.js';
import { createEmfMetrics } from '../metrics.js';
import { keyringLoader } from '../notify/index.js';
import { createDocumentClient } from '../store/index.js';
import type { ServiceConfig } from './service.js';
import { createServiceFor, gameCacheFrom, minTurnSecondsFrom, publicUrlFrom } from './service.js';
import { pushSigningFromEnv } from './push-keys.js';
import type { SecretReader } from './webhook-keys.js';
import { keyringFromEnv, readSecretString } from './webhook-keys.js';

type Env = Readonly<Record<string, string | undefined>>;

/*
 * What every deployed function reads from its environment, once per instance: TABLE_NAME,
 * PUBLIC_URL (optional: the web client's origin, when it is not the API's own), and
 * for webhooks the keyring (WEBHOOK_KEYS_SECRET_ARN, read when first needed, or WEBHOOK_KEYS), ALLOW_PRIVATE_WEBHOOKS
 * (false unless "true") and WEBHOOK_RETRY_SECONDS (optional); for Web Push PUSH_KEYS_SECRET_ARN
 * (or VAPID_PRIVATE_KEY), read when first needed, and PUSH_SUBJECT. On AWS the table's stream and a
 * schedule feed the dispatcher, so the service's feed is `stream` in every function: the API
 * function seals secrets and sends test events, the dispatcher and the sweeper deliver.
 */
export async function lambdaServiceConfig(env: Env = process.env, readSecret: SecretReader = readSecretString): Promise<ServiceConfig> {
  const tableName = env.TABLE_NAME;
  if (!tableName) throw new Error('TABLE_NAME is not set');
  const keyring = keyringFromEnv(env, readSecret);
  // Any instance gets any game's requests: no game cache unless GAME_CACHE_SIZE asks for one.
  // MIN_TURN_SECONDS (unset on AWS) lowers the least turn clock for tests, as locally.
  const minTurnSeconds = minTurnSecondsFrom(env);
  return {
    client: createDocumentClient(),
    tableName,
    gameCache: gameCacheFrom(env, 0),
    // The table's stream plays the bot turns left to the background (the dispatcher function), never a request's instance.
    bots: 'stream',
    publicUrl: publicUrlFrom(env),
    ...(minTurnSeconds !== undefined && { deadlines: { minTurnSeconds } }),
    ...(keyring && { notifications: { keyring, feed: 'stream', env, push: pushSigningFromEnv(env, readSecret) } }),
  };
}

/**
 * The service of a function that delivers webhooks (the stream dispatcher, the sweeper):
 * without a keyring it cannot start. Logs as JSON lines to stdout unless given a logger.
 */
export async function createServiceFromEnv(env: Env = process.env, options: { readSecret?: SecretReader; logger?: Logger; metrics?: MetricsSink } = {}) {
  const config = await lambdaServiceConfig(env, options.readSecret);
  if (!config.notifications) throw new Error('WEBHOOK_KEYS_SECRET_ARN (or WEBHOOK_KEYS) is not set: this function delivers webhooks');
  // Read at start: a function that delivers webhooks cannot work without it, and says so at once.
  const keyring = await keyringLoader(config.notifications.keyring)();
  // No request limit: these functions serve no players.
  const notifications = { ...config.notifications, keyring };
  const service = createServiceFor({ ...config, notifications, rateLimit: null, ...(options.logger && { logger: options.logger }), ...(options.metrics && { metrics: options.metrics }) });
  if (!service.dispatcher) throw new Error('the service has no dispatcher');
  return { service, dispatcher: service.dispatcher };
}

/**
 * The function's business metrics as EMF lines on stdout, under the `service` dimension the
 * stack sets (POWERTOOLS_SERVICE_NAME, src/metrics.ts); `flushEach` for invocations that last
 * minutes.
 */
export function metricsFromEnv(env: Env = process.env, flushEach = false): EmfMetrics {
  return createEmfMetrics({ service: env.POWERTOOLS_SERVICE_NAME || 'yamb-api', flushEach });
}
