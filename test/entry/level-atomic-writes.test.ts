import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

/*
 * Fault model: the local server's process dies in the middle of a write (SIGKILL, a crash).
 * dynalite wrote an item in steps (its old index entries deleted, its new ones put, then the
 * item), so a death between them left an item in no index: a game of bots only that no
 * restart found to play on. Every item write is now one LevelDB batch, which LevelDB applies
 * whole or not at all (src/entry/level-atomic-writes.ts). The death is injected where it did
 * harm: the store on disk stops taking writes after the first one of an item's write, and a
 * new engine opened on the same files must see the item and its index entries agree.
 */

interface LowLevel {
  put(...args: unknown[]): void;
  del(...args: unknown[]): void;
  batch(...args: unknown[]): void;
}

// The engines' databases, as dynalite makes them (captured to count and to cut their writes).
const dynaliteDb = createRequire(import.meta.url)('dynalite/db/index.js') as { create(options: unknown): { db: LowLevel } };
const databases: LowLevel[] = [];
const create = dynaliteDb.create.bind(dynaliteDb);
dynaliteDb.create = (options) => {
  const store = create(options);
  databases.push(store.db);
  return store;
};

const dir = mkdtempSync(join(tmpdir(), 'yamb-atomic-'));
const open: EmbeddedDynamo[] = [];
afterAll(async () => {
  await Promise.all(open.map((db) => db.close().catch(() => {})));
  rmSync(dir, { recursive: true, force: true });
});

async function engine(): Promise<{ dynamo: EmbeddedDynamo; db: LowLevel }> {
  const dynamo = await startEmbeddedDynamo({ path: dir });
  open.push(dynamo);
  return { dynamo, db: databases.at(-1)! };
}

/** The items of the `byStatus` index under `spk`, by their table key. */
async function inIndex(dynamo: EmbeddedDynamo, spk: string): Promise<string[]> {
  const { Items = [] } = await dynamo.client.send(new QueryCommand({ TableName: dynamo.tableName, IndexName: 'byStatus', KeyConditionExpression: 'spk = :s', ExpressionAttributeValues: { ':s': spk } }));
  return Items.map((i) => `${i.pk as string}/${i.sk as string}@${i.ssk as string}`);
}

describe('the embedded store on disk', () => {
  it('writes each item with its index entries in one LevelDB batch, so a death mid-write leaves them agreeing', async () => {
    const { dynamo, db } = await engine();
    const { client, tableName } = dynamo;
    const counted = { put: 0, del: 0, batch: 0 };
    for (const kind of ['put', 'del', 'batch'] as const) {
      const original = db[kind].bind(db);
      db[kind] = (...args: unknown[]) => {
        // Not an item's write: dynalite marks a new table ACTIVE by a put of its description on
        // a timer, which can fire after the engine has started.
        if (!String(args[0]).startsWith('table~')) counted[kind] += 1;
        original(...args);
      };
    }
    // A put, an update that moves the item in the index, a delete: one batch each, nothing else.
    await client.send(new PutCommand({ TableName: tableName, Item: { pk: 'G#one', sk: 'G', spk: 'S#atomic', ssk: 'A#1' } }));
    await client.send(new UpdateCommand({ TableName: tableName, Key: { pk: 'G#one', sk: 'G' }, UpdateExpression: 'SET ssk = :s', ExpressionAttributeValues: { ':s': 'A#2' } }));
    expect(await inIndex(dynamo, 'S#atomic')).toEqual(['G#one/G@A#2']);
    await client.send(new DeleteCommand({ TableName: tableName, Key: { pk: 'G#one', sk: 'G' } }));
    expect(await inIndex(dynamo, 'S#atomic')).toEqual([]);
    expect(counted).toEqual({ put: 0, del: 0, batch: 3 });

    // The death: from now on nothing reaches the disk, and the write under way never answers.
    await client.send(new PutCommand({ TableName: tableName, Item: { pk: 'G#two', sk: 'G', spk: 'S#atomic', ssk: 'B#1' } }));
    let dead = false;
    for (const kind of ['put', 'del', 'batch'] as const) {
      const original = db[kind].bind(db);
      db[kind] = (...args: unknown[]) => {
        if (!dead) {
          dead = true; // the first low-level write of the update lands; the process dies right after it
          original(...args.slice(0, -1), () => {});
        }
      };
    }
    void client.send(new UpdateCommand({ TableName: tableName, Key: { pk: 'G#two', sk: 'G' }, UpdateExpression: 'SET ssk = :s', ExpressionAttributeValues: { ':s': 'B#2' } })).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    await dynamo.close().catch(() => {});

    // A new engine on the same files: the item is where its index says, at one version or the other.
    const reopened = (await engine()).dynamo;
    const entries = await inIndex(reopened, 'S#atomic');
    expect(entries).toHaveLength(1);
    const { Items = [] } = await reopened.client.send(new QueryCommand({ TableName: reopened.tableName, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'G#two' } }));
    expect(Items).toHaveLength(1);
    expect(entries).toEqual([`G#two/G@${Items[0]!.ssk as string}`]);
  });
});
