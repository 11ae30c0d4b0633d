import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient, STORE_LIMITS } from '../../src/store/client.js';
import { resendingSend } from '../../src/store/retry.js';

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
  return resendingSend(client, STORE_LIMITS.attempts);
}

/** Every item the anchor and the bare pairs write has one writer: a refused condition is that writer's resent write, which had landed. */
function ownWriteLanded(error: unknown): void {
  if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
}

/**
 * The anchor's unit of work, the same in the bare pairs and the minimal app: a strongly
 * consistent GetItem and a PutItem of the next version on condition of the one read. The
 * version written, or null when there is no item.
 */
export async function getPut(send: DynamoDBDocumentClient['send'], tableName: string, Key: { pk: string; sk: string }): Promise<number | null> {
  const item = (await send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;
  if (!item) return null;
  const version = Number(item.v);
  await send(
    new PutCommand({
      TableName: tableName,
      Item: { ...item, v: version + 1, u: Date.now() },
      ConditionExpression: '#v = :v',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':v': version },
    }),
  ).catch(ownWriteLanded);
  return version + 1;
}
