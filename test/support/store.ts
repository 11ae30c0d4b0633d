import { afterAll, beforeAll } from 'vitest';
import type { CapacityReading } from '../../src/store/capacity.js';
import type { Store } from '../../src/store/dynamo-store.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import type { EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface TestStore {
  db: EmbeddedDynamo;
  store: Store;
  /** Capacity readings of every request since the last `readings.length = 0`. */
  readings: CapacityReading[];
}

/**
 * Starts one embedded DynamoDB (in memory) for the calling test file and stops it after.
 * The returned object is filled in `beforeAll`.
 */
export function useEmbeddedStore(): TestStore {
  const ctx = { readings: [] } as unknown as TestStore;
  beforeAll(async () => {
    ctx.db = await startEmbeddedDynamo();
    ctx.store = createDynamoStore({ client: ctx.db.client, tableName: ctx.db.tableName, meter: (r) => ctx.readings.push(r) });
  });
  afterAll(async () => {
    await ctx.db?.close();
  });
  return ctx;
}
