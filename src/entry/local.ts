import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { forwardedAddress } from '../edge/index.js';
import { createDocumentClient } from '../store/index.js';
import { startEmbeddedDynamo } from './embedded-dynamo.js';
import { corsOriginsFrom, createApiParts, ensureTable, rateLimitFrom } from './api.js';
import { localKeyring } from './local-keys.js';
import { localPushSigning } from './push-keys.js';
import { LOCAL_GAME_CACHE, gameCacheFrom, minTurnSecondsFrom, publicUrlFrom } from './service.js';

/*
 * `npm start`: the same app as on Lambda, on http://localhost:3000 (PORT to change, HOST for
 * the interface). With DYNAMODB_ENDPOINT or TABLE_NAME set it talks to that DynamoDB (and
 * creates the table when it has none); otherwise it starts the embedded store, kept on disk
 * under DATA_DIR (default .data) so games survive restarts. The client's address is the
 * socket's, or X-Forwarded-For when the connection comes from one of TRUSTED_PROXIES. Webhooks
 * are dispatched by this process (the embedded store has no stream), and at start-up it
 * dispatches whatever a previous run wrote and did not; games of bots only are played by its
 * background worker, which at start-up takes up those a previous run left unfinished. Its Web
 * Push key is made on the first start and kept under DATA_DIR too (push-keys.ts). The web
 * client is served from dist/web
 * (WEB_DIR to change), which `npm start` builds first.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data';
const useAws = Boolean(process.env.DYNAMODB_ENDPOINT || process.env.TABLE_NAME);
const embedded = useAws ? null : await startEmbeddedDynamo({ path: dataDir });
const client = embedded?.client ?? createDocumentClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {});
const tableName = embedded?.tableName ?? process.env.TABLE_NAME ?? 'yamb';
const created = embedded ? 'exists' : await ensureTable(client, tableName);
const trusted = new Set((process.env.TRUSTED_PROXIES ?? '').split(',').map((p) => p.trim()).filter(Boolean));

const { app, service } = createApiParts({
  client,
  tableName,
  corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
  rateLimit: rateLimitFrom(process.env),
  clientAddress: (c) => forwardedAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trusted),
  notifications: { keyring: localKeyring(process.env, dataDir), feed: 'local', push: localPushSigning(process.env, dataDir) },
  // Overdue turns are timed out within a second or two here; MIN_TURN_SECONDS lowers the least deadline for tests.
  deadlines: { sweepMs: 1_000, minTurnSeconds: minTurnSecondsFrom(process.env) },
  // The links the API hands out start with the origin each request reached, unless PUBLIC_URL names another.
  publicUrl: publicUrlFrom(process.env),
  // This process writes every move of its games: each write starts from the one before it.
  gameCache: gameCacheFrom(process.env, LOCAL_GAME_CACHE),
  // The web client as `npm run build:web` wrote it (npm start builds it first).
  web: { dir: process.env.WEB_DIR ?? fileURLToPath(new URL('../../dist/web', import.meta.url)) },
});
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  const base = `http://localhost:${info.port}`;
  const store = embedded ? `embedded store in ${dataDir}` : `DynamoDB table ${tableName}${created === 'created' ? ' (created)' : ''}`;
  console.log(`Yamb API on ${base} (${store})`);
  console.log(`  Web client ${base}/`);
  console.log(`  API docs   ${base}/docs`);
  console.log(`  GraphiQL   ${base}/graphql`);
  console.log(`  OpenAPI    ${base}/openapi.json`);
});
void service.feed?.recover().catch((error: unknown) => console.error('recovery of undispatched events failed:', error));
// Games a previous run left with a bot to move are played on by this one's background worker.
void service.bots?.recover().catch((error: unknown) => console.error('recovery of unfinished bot games failed:', error));

const stop = () => {
  service.feed?.stop();
  service.deadlines?.stop();
  service.bots?.stop();
  server.close();
  void embedded?.close().then(() => process.exit(0));
  if (!embedded) process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
