import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient, STORE_LIMITS } from '../../src/store/client.js';
import { retrying } from '../../src/store/retry.js';

/**
 * A document client for the benchmark's dynalite, configured as the API's own (one attempt per
 * send, bounded waits) but for the length of an attempt: 10 s, not 1.5 s, so that a machine busy
 * enough to stall the store for a second slows the run instead of failing it (the benchmarks
 * measure throughput; the hardening tests measure what a stalled store does).
 */
export function storeClient(endpoint: string): DynamoDBDocumentClient {
  return createDocumentClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }, { connectMs: 5_000, attemptMs: 10_000 });
}

/** `client.send` with the store's own resends on transient faults (store/retry.ts), as every call of the API has them. */
export function resending(client: DynamoDBDocumentClient): DynamoDBDocumentClient['send'] {
  return retrying((command: Parameters<typeof client.send>[0], options: { abortSignal?: AbortSignal }) => client.send(command, options), STORE_LIMITS.attempts) as typeof client.send;
}

/** Every item the anchor and the bare pairs write has one writer: a refused condition is that writer's resent write, which had landed. */
export function ownWriteLanded(error: unknown): void {
  if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
}
