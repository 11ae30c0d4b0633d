import { PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { closeDynaliteIterators } from '../../src/entry/level-iterators.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The embedded engine's reads close their LevelDB iterators: without that, every query and
 * scan left one open for the life of the database, and the local server's memory grew with
 * the reads it served (src/entry/level-iterators.ts).
 */

const ctx = useEmbeddedStore();

describe('the embedded store', () => {
  it('closes the iterator of every query and scan, whether it reads to the end or stops at its limit', async () => {
    const { client, tableName } = ctx.db;
    for (let i = 0; i < 30; i++) await client.send(new PutCommand({ TableName: tableName, Item: { pk: 'P#iter', sk: `M#${String(i).padStart(3, '0')}`, spk: 'S#iter', ssk: `M#${i}` } }));
    const count = closeDynaliteIterators();
    const before = { ...count };
    const reads = [
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'P#iter' } }),
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'P#iter' }, Limit: 2 }),
      new QueryCommand({ TableName: tableName, IndexName: 'byStatus', KeyConditionExpression: 'spk = :p', ExpressionAttributeValues: { ':p': 'S#iter' }, Limit: 3 }),
      new ScanCommand({ TableName: tableName, Limit: 5 }),
    ];
    for (let round = 0; round < 10; round++) for (const read of reads) await client.send(read);
    // A read's iterator is closed as the read ends, before its answer is sent.
    await new Promise((resolve) => setImmediate(resolve));
    const opened = count.opened - before.opened;
    expect(opened).toBeGreaterThanOrEqual(40);
    expect(count.closed - before.closed).toBe(opened);
  });
});
