import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryAttempt, Page } from '../contract/index.js';
import { ATTEMPT_PREFIX, attemptKey, webhookPartition } from './keys.js';
import { InvalidCursorError, decodeCursor, encodeCursor } from './cursor.js';
import type { TableAccess } from './table-access.js';

/*
 * Delivery attempt items, a webhook's delivery log: e event id, ty type, at when, n which
 * attempt, st status, er error, d duration, nx when it is tried again; ttl removes them.
 */

/** How long delivery attempts are kept (the table's TTL attribute `ttl` removes them on AWS). */
const DELIVERY_LOG_DAYS = 30;

export function deliveryItems(t: TableAccess) {
  return {
    /** Records one delivery attempt in the webhook's log. */
    async logAttempt(a: DeliveryAttempt): Promise<void> {
      const item = {
        ...attemptKey(a.webhookId, a.at, a.eventId, a.attempt),
        e: a.eventId,
        ty: a.type,
        at: a.at,
        n: a.attempt,
        ...(a.status !== null && { st: a.status }),
        ...(a.error !== null && { er: a.error }),
        d: a.durationMs,
        ...(a.nextRetryAt !== null && { nx: a.nextRetryAt }),
        ttl: Math.floor(a.at / 1000) + DELIVERY_LOG_DAYS * 86_400,
      };
      await t.send(new PutCommand({ TableName: t.tableName, Item: item }));
    },

    /** A webhook's delivery attempts, newest first. */
    async attempts(webhookId: string, options: { limit: number; cursor?: string | undefined }): Promise<Page<DeliveryAttempt>> {
      const partition = { pk: webhookPartition(webhookId) };
      const out = await t
        .send(
          new QueryCommand({
            TableName: t.tableName,
            KeyConditionExpression: 'pk = :p AND begins_with(sk, :a)',
            ExpressionAttributeValues: { ':p': partition.pk, ':a': ATTEMPT_PREFIX },
            ScanIndexForward: false,
            Limit: options.limit,
            ExclusiveStartKey: options.cursor ? decodeCursor(options.cursor, partition) : undefined,
          }),
        )
        .catch((error: unknown) => {
          // A cursor of this webhook can still hold a key the query refuses (an empty or
          // foreign sort key): that is the client's cursor, not the store's fault.
          if (options.cursor && (error as Error).name === 'ValidationException') throw new InvalidCursorError();
          throw error;
        });
      const items = (out.Items ?? []).map((item) => ({
        webhookId,
        eventId: String(item.e),
        type: String(item.ty),
        at: Number(item.at),
        attempt: Number(item.n),
        status: item.st === undefined ? null : Number(item.st),
        error: item.er === undefined ? null : String(item.er),
        durationMs: Number(item.d),
        nextRetryAt: item.nx === undefined ? null : Number(item.nx),
      }));
      const cursors = (out.Items ?? []).map((item) => encodeCursor({ pk: item.pk, sk: item.sk }));
      return { items, nextCursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null, cursors };
    },
  };
}
