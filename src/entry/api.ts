import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createApp } from '../http/app.js';
import type { Logger } from '../log.js';
import { DEFAULT_RATE_LIMIT, createService } from '../service/index.js';
import { createDynamoStore } from '../store/dynamo-store.js';

export interface ApiConfig {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly corsOrigins?: readonly string[] | undefined;
  readonly logger?: Logger;
}

/** Store, service and app wired together: the one composition both entry points use. */
export function createApi({ client, tableName, corsOrigins, logger }: ApiConfig) {
  const service = createService({ store: createDynamoStore({ client, tableName }), rateLimit: DEFAULT_RATE_LIMIT });
  return createApp({ service, corsOrigins, ...(logger && { logger }) });
}

/** CORS origins from a comma-separated setting; every origin when unset or "*". */
export function corsOriginsFrom(setting: string | undefined): string[] | undefined {
  const origins = (setting ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return origins.length === 0 || origins.includes('*') ? undefined : origins;
}
