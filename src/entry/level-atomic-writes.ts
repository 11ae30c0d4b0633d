import { createRequire } from 'node:module';

/*
 * dynalite writes an item in steps, each its own LevelDB write: it deletes the item's old
 * index entries, puts its new ones, then puts (or deletes) the item. A process killed between
 * them (the local server stopped with SIGKILL, a crash) leaves indexes that disagree with the
 * table: a game whose old entries were deleted and whose new ones were not written is in no
 * index at all, so no list shows it and, a game of bots only, no restart finds it to play on.
 * DynamoDB writes an item and its indexes at once. This makes every item's write in dynalite
 * one LevelDB batch, which LevelDB applies whole or not at all: the index operations are held
 * until the item's own put or delete, which writes them with it. Nothing else of dynalite
 * changes (the same operations, in the same order, under the same per-item lock).
 */

interface BatchOperation {
  readonly type: 'put' | 'del';
  readonly key: string;
  readonly value?: unknown;
}

type Callback = (error?: unknown) => void;

interface ItemDb {
  put(key: string, value: unknown, callback: Callback): void;
  del(key: string, callback: Callback): void;
  atomic?: true;
}

interface Table {
  readonly TableName: string;
  readonly LocalSecondaryIndexes?: readonly unknown[];
  readonly GlobalSecondaryIndexes?: readonly unknown[];
}

interface Store {
  readonly db: { batch(operations: BatchOperation[], callback: Callback): void };
  getItemDb(name: string): ItemDb;
}

type Item = Record<string, unknown>;
interface IndexActions {
  puts: { index: string; key: string; item: Item }[];
  deletes: { index: string; key: string }[];
}

interface DynaliteDbModule {
  create(options: unknown): Store;
  createKey(item: Item, table: Table): string;
  getIndexActions(indexes: readonly unknown[], existingItem: Item | undefined, item: Item | null | undefined, table: Table): IndexActions;
  updateIndexes(store: Store, table: Table, existingItem: Item | undefined, item: Item | null | undefined, callback: Callback): void;
  atomicWrites?: { batches: number };
}

/** dynalite's key prefixes in its one LevelDB (db/index.js `getSubDb`). */
const itemPrefix = (tableName: string) => `item-${tableName}~`;
const indexPrefix = (type: 'Local' | 'Global', tableName: string, indexName: string) => `index-${type.toLowerCase()}~${tableName}~${indexName}~`;

/**
 * Makes every item write of the stores dynalite creates from now on one LevelDB batch;
 * idempotent. Returns the count of the batches written (tests).
 */
export function atomicDynaliteWrites(): { batches: number } {
  const db = createRequire(import.meta.url)('dynalite/db/index.js') as DynaliteDbModule;
  if (db.atomicWrites) return db.atomicWrites;
  const count = { batches: 0 };
  /** Per store, the index operations of the item write under way, by the item's table and key. */
  const held = new WeakMap<Store, Map<string, BatchOperation[]>>();

  const updateIndexes = db.updateIndexes.bind(db);
  db.updateIndexes = (store, table, existingItem, item, callback) => {
    const pending = held.get(store);
    // A store made before this patch writes its items as dynalite does.
    if (!pending) return updateIndexes(store, table, existingItem, item, callback);
    const source = item ?? existingItem;
    if (!source) return callback();
    const operations: BatchOperation[] = [];
    for (const type of ['Local', 'Global'] as const) {
      const { puts, deletes } = db.getIndexActions(table[`${type}SecondaryIndexes`] ?? [], existingItem, item, table);
      for (const d of deletes) operations.push({ type: 'del', key: indexPrefix(type, table.TableName, d.index) + d.key });
      for (const p of puts) operations.push({ type: 'put', key: indexPrefix(type, table.TableName, p.index) + p.key, value: p.item });
    }
    // Under the item's lock the item's own write comes next; a write that fails before it is replaced by the next one's.
    pending.set(itemPrefix(table.TableName) + db.createKey(source, table), operations);
    callback();
  };

  const create = db.create.bind(db);
  db.create = (options) => {
    const store = create(options);
    held.set(store, new Map());
    const getItemDb = store.getItemDb.bind(store);
    store.getItemDb = (name) => {
      const itemDb = getItemDb(name);
      if (itemDb.atomic) return itemDb;
      const write = (operation: BatchOperation, callback: Callback) => {
        const pending = held.get(store)!;
        const indexOperations = pending.get(operation.key) ?? [];
        pending.delete(operation.key);
        count.batches += 1;
        store.db.batch([...indexOperations, operation], callback);
      };
      itemDb.put = (key, value, callback) => write({ type: 'put', key: itemPrefix(name) + key, value }, callback);
      itemDb.del = (key, callback) => write({ type: 'del', key: itemPrefix(name) + key }, callback);
      itemDb.atomic = true;
      return itemDb;
    };
    return store;
  };
  db.atomicWrites = count;
  return count;
}
