import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { RequestHandler } from './item-commands.js';
import { createStoreClient } from './item-commands.js';

/**
 * How long the API waits for the store. An attempt of a store call is abandoned after
 * `attemptMs` without an answer (or `connectMs` without a connection), and a call is sent at
 * most `attempts` times (retry.ts); every store call of one request shares `requestBudgetMs`,
 * after which the request ends with a retryable 503. The budget sits well inside the
 * function's own timeout (10 s by default), so a stalled store is answered, never timed out
 * by the platform.
 */
export interface StoreLimits {
  readonly connectMs: number;
  readonly attemptMs: number;
  readonly attempts: number;
  readonly requestBudgetMs: number;
}

export const STORE_LIMITS: StoreLimits = { connectMs: 1_000, attemptMs: 1_500, attempts: 3, requestBudgetMs: 5_000 };

/**
 * A document client for DynamoDB, or for any compatible endpoint (the embedded store), with
 * bounded waits; its item reads and writes take the short way through the SDK (item-commands.ts).
 */
export function createDocumentClient(config: Omit<DynamoDBClientConfig, 'requestHandler'> & { requestHandler?: RequestHandler } = {}, limits: Pick<StoreLimits, 'connectMs' | 'attemptMs'> = STORE_LIMITS): DynamoDBDocumentClient {
  // Without throwOnRequestTimeout the handler only logs a warning when requestTimeout passes.
  const requestHandler = config.requestHandler ?? new NodeHttpHandler({ requestTimeout: limits.attemptMs, connectionTimeout: limits.connectMs, throwOnRequestTimeout: true });
  // One attempt per send: the store retries itself (retry.ts says why).
  return createStoreClient({ maxAttempts: 1, ...config }, requestHandler);
}
