import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TTL_ATTRIBUTE } from '../../infra/constructs/table.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The table's TTL attribute (infra/constructs/table.ts) is the one the store writes: DynamoDB
 * deletes an item once the epoch seconds in that attribute have passed, and reads any other
 * attribute, or milliseconds, as never.
 */
const ctx = useEmbeddedStore();

describe('the TTL attribute', () => {
  it('is what a delivery-log item carries, in epoch seconds, some days after the attempt', async () => {
    const at = Date.UTC(2026, 0, 15, 12, 0, 0);
    await createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }).logAttempt({
      webhookId: 'w1',
      eventId: 'g1.1.0',
      type: 'game.created',
      at,
      attempt: 1,
      status: 200,
      error: null,
      durationMs: 12,
      nextRetryAt: null,
    });
    const { Items } = await ctx.db.client.send(new ScanCommand({ TableName: ctx.db.tableName }));
    expect(Items).toHaveLength(1);
    const expires = Items![0]![TTL_ATTRIBUTE] as number;
    expect(Number.isInteger(expires)).toBe(true);
    const days = (expires - at / 1000) / 86_400;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(366);
  });
});
