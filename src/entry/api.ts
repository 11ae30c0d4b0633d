import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createApp } from '../app/index.js';
import type { WebClientOptions } from '../web/index.js';
import { createTableInput } from '../store/index.js';
import type { HttpConfig } from './http-env.js';
import { edgeOptionsFor } from './http-env.js';

export { createServiceFor, type ServiceConfig } from './service.js';
export { corsOriginsFrom, rateLimitFrom, type HttpConfig } from './http-env.js';

export interface ApiConfig extends HttpConfig {
  /** The web client's built files; none when absent. */
  readonly web?: WebClientOptions | undefined;
}

/** Store, service and app wired together: the one composition every entry point uses. */
export function createApi(config: ApiConfig) {
  return createApiParts(config).app;
}

/** The app and the service behind it (entry points that also run the service's feed). */
export function createApiParts(config: ApiConfig) {
  const edge = edgeOptionsFor(config);
  return { app: createApp({ ...edge, web: config.web }), service: edge.service };
}

/** Creates the table from the shared definition when the endpoint has none (any DynamoDB-compatible store). */
export async function ensureTable(client: DynamoDBDocumentClient, tableName: string): Promise<'created' | 'exists'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  return 'created';
}
