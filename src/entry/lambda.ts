import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { handle } from 'hono/aws-lambda';
import { createDocumentClient } from '../store/client.js';
import { corsOriginsFrom, createApi } from './api.js';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('TABLE_NAME is not set');

// Built once per Lambda instance and reused by every invocation it serves.
const app = createApi({ client: createDocumentClient(), tableName, corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS) });
const honoHandler = handle(app);

/** API Gateway HTTP API (payload 2.0) entry point. */
export const handler = (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2> =>
  honoHandler(event as never, context as never) as Promise<APIGatewayProxyResultV2>;
