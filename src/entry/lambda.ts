import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { getConnInfo, handle } from 'hono/aws-lambda';
import { corsOriginsFrom, createApi, rateLimitFrom } from './api.js';
import { lambdaServiceConfig } from './lambda-env.js';

// Built once per Lambda instance and reused by every invocation it serves. The client's
// address is API Gateway's `requestContext.http.sourceIp`, which a client cannot forge. With a
// keyring configured the API has webhooks; the table's stream delivers their events.
const app = createApi({
  ...(await lambdaServiceConfig(process.env)),
  corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
  rateLimit: rateLimitFrom(process.env),
  clientAddress: (c) => getConnInfo(c).remote.address,
});
const honoHandler = handle(app);

/** API Gateway HTTP API (payload 2.0) entry point. */
export const handler = (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
  honoHandler(event as never, context as never) as Promise<APIGatewayProxyResultV2>;
