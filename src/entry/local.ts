import { serve } from '@hono/node-server';
import { createDocumentClient } from '../store/client.js';
import { startEmbeddedDynamo } from '../store/embedded.js';
import { corsOriginsFrom, createApi } from './api.js';

/*
 * `npm start`: the same app as on Lambda, on http://localhost:3000 (PORT to change). With
 * DYNAMODB_ENDPOINT or TABLE_NAME set it talks to that DynamoDB; otherwise it starts the
 * embedded store, kept on disk under DATA_DIR (default .data) so games survive restarts.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const port = Number(process.env.PORT ?? 3000);
const useAws = Boolean(process.env.DYNAMODB_ENDPOINT || process.env.TABLE_NAME);
const embedded = useAws ? null : await startEmbeddedDynamo({ path: process.env.DATA_DIR ?? '.data' });
const client = embedded?.client ?? createDocumentClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {});
const tableName = embedded?.tableName ?? process.env.TABLE_NAME ?? 'yamb';

const app = createApi({ client, tableName, corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS) });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  const base = `http://localhost:${info.port}`;
  console.log(`Yamb API on ${base} (${embedded ? `embedded store in ${process.env.DATA_DIR ?? '.data'}` : `DynamoDB table ${tableName}`})`);
  console.log(`  API docs   ${base}/docs`);
  console.log(`  GraphiQL   ${base}/graphql`);
  console.log(`  OpenAPI    ${base}/openapi.json`);
});

const stop = () => {
  server.close();
  void embedded?.close().then(() => process.exit(0));
  if (!embedded) process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
