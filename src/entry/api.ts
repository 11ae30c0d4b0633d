import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ClientAddress } from '../edge/index.js';
import { createApp } from '../app/index.js';
import type { WebClientOptions } from '../web/index.js';
import type { RateLimit } from '../service/index.js';
import { DEFAULT_RATE_LIMIT } from '../service/index.js';
import { createTableInput } from '../store/index.js';
import type { ServiceConfig } from './service.js';
import { createServiceFor } from './service.js';

export { createServiceFor, type ServiceConfig } from './service.js';

export interface ApiConfig extends ServiceConfig {
  readonly corsOrigins?: readonly string[] | undefined;
  readonly clientAddress?: ClientAddress;
  /** The web client's built files; none when absent. */
  readonly web?: WebClientOptions | undefined;
}

/** Store, service and app wired together: the one composition every entry point uses. */
export function createApi(config: ApiConfig) {
  return createApiParts(config).app;
}

/** The app and the service behind it (entry points that also run the service's feed). */
export function createApiParts(config: ApiConfig) {
  const { corsOrigins, logger, clientAddress, rateLimit = DEFAULT_RATE_LIMIT, web } = config;
  const service = createServiceFor({ ...config, rateLimit });
  return { app: createApp({ service, corsOrigins, web, ...(logger && { logger }), ...(clientAddress && { clientAddress }) }), service };
}

/** CORS origins from a comma-separated setting; every origin when unset or "*". */
export function corsOriginsFrom(setting: string | undefined): string[] | undefined {
  const origins = (setting ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return origins.length === 0 || origins.includes('*') ? undefined : origins;
}

/**
 * The request limit from RATE_LIMIT_PER_SECOND and RATE_LIMIT_BURST (either may be left out
 * for its default); 0 for either switches limiting off, for benchmarks and load tests.
 */
export function rateLimitFrom(env: Record<string, string | undefined>): RateLimit | null {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of requests, 0 or more; got "${value}"`);
    return n;
  };
  const perSecond = read('RATE_LIMIT_PER_SECOND', DEFAULT_RATE_LIMIT.perSecond);
  const burst = read('RATE_LIMIT_BURST', DEFAULT_RATE_LIMIT.burst);
  return perSecond === 0 || burst === 0 ? null : { perSecond, burst };
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
