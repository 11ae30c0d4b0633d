import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Hono } from 'hono';
import { getConnInfo, handle } from 'hono/aws-lambda';
import type { AppEnv } from '../edge/index.js';
import { jsonLogger } from '../log.js';
import { flushingAfter } from '../metrics.js';
import { apiInvocationFields } from './api-invocation.js';
import type { HttpConfig } from './http-env.js';
import { corsOriginsFrom, rateLimitFrom } from './http-env.js';
import { createInvocationLog } from './invocation-log.js';
import type { GatewayHandler } from './rehearsal.js';
import { lambdaServiceConfig, metricsFromEnv } from './lambda-env.js';
import type { ServiceConfig } from './service.js';
import { WARM_UP_REQUEST_ID } from './warm-up.js';

/**
 * What the two functions behind the HTTP API (REST in lambda.ts, GraphQL in graphql-lambda.ts)
 * share: built once per instance and reused by every invocation it serves. The client's
 * address is API Gateway's `requestContext.http.sourceIp`, which a client cannot forge. With a
 * keyring configured the service has webhooks; the table's stream delivers their events.
 * Metrics leave as one EMF line at the end of each invocation that counted any.
 */
export async function httpLambda(makeApp: (config: HttpConfig) => Hono<AppEnv>): Promise<{ handler: GatewayHandler; config: ServiceConfig }> {
  const config = await lambdaServiceConfig(process.env);
  const metrics = metricsFromEnv(process.env);
  const invocation = createInvocationLog(jsonLogger);
  const app = makeApp({
    ...config,
    metrics,
    corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
    rateLimit: rateLimitFrom(process.env),
    clientAddress: (c) => getConnInfo(c).remote.address,
    // The init phase's own requests are not a client's: they leave no request line.
    logger: (entry) => {
      if (entry.requestId !== WARM_UP_REQUEST_ID) invocation.log(entry);
    },
  });
  const honoHandler = handle(app);
  /** API Gateway HTTP API (payload 2.0) entry point. */
  const handler = flushingAfter(
    metrics,
    (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
      invocation.during(apiInvocationFields(event, context.awsRequestId), () => honoHandler(event as never, context as never) as Promise<APIGatewayProxyResultV2>),
  );
  return { handler, config };
}
