import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { getConnInfo, handle } from 'hono/aws-lambda';
import { fileURLToPath } from 'node:url';
import { jsonLogger } from '../log.js';
import { flushingAfter } from '../metrics.js';
import { loadGraphQLCode } from '../app/index.js';
import { corsOriginsFrom, createApi, rateLimitFrom } from './api.js';
import { apiInvocationFields } from './api-invocation.js';
import { createInvocationLog } from './invocation-log.js';
import { lambdaServiceConfig, metricsFromEnv } from './lambda-env.js';
import { LOADED_MARK, WARM_UP_REQUEST_ID, warmUp } from './warm-up.js';

// Built once per Lambda instance and reused by every invocation it serves. The client's
// address is API Gateway's `requestContext.http.sourceIp`, which a client cannot forge. With a
// keyring configured the API has webhooks; the table's stream delivers their events. Metrics
// leave as one EMF line at the end of each invocation that counted any.
const config = await lambdaServiceConfig(process.env);
const metrics = metricsFromEnv(process.env);
const invocation = createInvocationLog(jsonLogger);
const app = createApi({
  ...config,
  metrics,
  corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
  rateLimit: rateLimitFrom(process.env),
  clientAddress: (c) => getConnInfo(c).remote.address,
  // The web client's files ship in web/ beside the bundle; its event streams come from their own function URL.
  web: { dir: fileURLToPath(new URL('./web', import.meta.url)), streamsOrigin: process.env.STREAMS_URL || undefined },
  // The init phase's own request is not a client's: it leaves no request line.
  logger: (entry) => {
    if (entry.requestId !== WARM_UP_REQUEST_ID) invocation.log(entry);
  },
});
const honoHandler = handle(app);

/** API Gateway HTTP API (payload 2.0) entry point. */
export const handler = flushingAfter(
  metrics,
  (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
    invocation.during(apiInvocationFields(event, context.awsRequestId), () => honoHandler(event as never, context as never) as Promise<APIGatewayProxyResultV2>),
);

// In the init phase: what every first request would otherwise pay (see warm-up.ts). GraphQL's
// code is a chunk the app loads on its first GraphQL request, which the warm-up makes: it is
// loaded first, so that the mark ends the loading of all the code the instance runs.
await loadGraphQLCode();
performance.mark(LOADED_MARK, { detail: process.cpuUsage() });
await warmUp({ handler, client: config.client, tableName: config.tableName });
