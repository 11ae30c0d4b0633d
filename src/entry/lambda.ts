import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { getConnInfo, handle } from 'hono/aws-lambda';
import { createDocumentClient } from '../store/client.js';
import { corsOriginsFrom, createApi, rateLimitFrom } from './api.js';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('TABLE_NAME is not set');

// Built once per Lambda instance and reused by every invocation it serves. The client's
// address is API Gateway's `requestContext.http.sourceIp`, which a client cannot forge.
const app = createApi({
  client: createDocumentClient(),
  tableName,
  corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
  rateLimit: rateLimitFrom(process.env),
  clientAddress: (c) => getConnInfo(c).remote.address,
});
const honoHandler = handle(app);

/** API Gateway HTTP API (payload 2.0) entry point. */
export const handler = (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
  honoHandler(event as never, context as never) as Promise<APIGatewayProxyResultV2>;
