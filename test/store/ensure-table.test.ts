import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensureTable } from '../../src/entry/api.js';
import { TABLE } from '../../src/store/table.js';
import { useEmbeddedStore } from '../support/store.js';

// `npm start` with DYNAMODB_ENDPOINT: any DynamoDB-compatible endpoint works in one command.
const ctx = useEmbeddedStore();

describe('ensureTable', () => {
  it('creates the table from the shared definition when the endpoint has none, and leaves it alone after', async () => {
    expect(await ensureTable(ctx.db.client, 'fresh')).toBe('created');
    expect(await ensureTable(ctx.db.client, 'fresh')).toBe('exists');
    const { Table } = await ctx.db.client.send(new DescribeTableCommand({ TableName: 'fresh' }));
    expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual([TABLE.partitionKey, TABLE.sortKey]);
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(TABLE.indexes.map((i) => i.name).sort());
  });
});
