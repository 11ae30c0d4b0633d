import { createRequire } from 'node:module';

/*
 * dynalite reads a query's or a scan's items through a LevelDB iterator, and closes it when
 * the read ends by calling `iterator.return()`, the async-iterator protocol's method. The
 * iterators of abstract-level, which dynalite 4 runs on, have `close()` and no `return()`, so
 * every query and scan left its iterator open, and abstract-level keeps every open iterator
 * (to close it with the database). Each holds a LevelDB snapshot and its read buffers outside
 * the JavaScript heap: the local server's memory grew with the reads it served, about 80 MB
 * per 1,000 games of bots played (docs/benchmarks.md). This gives the iterators dynalite opens the
 * `return()` it calls; nothing else of dynalite changes.
 */

interface LevelIterator {
  close(): Promise<void>;
  return?: () => Promise<void>;
}

interface LevelDatabase {
  values(options?: unknown): LevelIterator;
  keys(options?: unknown): LevelIterator;
}

interface DynaliteDbModule {
  create(options: unknown): { db: LevelDatabase };
  closingIterators?: IteratorCount;
}

/** Iterators opened and closed since the patch (tests). */
export interface IteratorCount {
  opened: number;
  closed: number;
}

/**
 * Makes every database dynalite creates from now on close its iterators; idempotent. Returns
 * the count of the iterators those databases opened and closed.
 */
export function closeDynaliteIterators(): IteratorCount {
  const db = createRequire(import.meta.url)('dynalite/db/index.js') as DynaliteDbModule;
  if (db.closingIterators) return db.closingIterators;
  const count: IteratorCount = { opened: 0, closed: 0 };
  const create = db.create.bind(db);
  db.create = (options) => {
    const store = create(options);
    for (const kind of ['values', 'keys'] as const) {
      const open = store.db[kind].bind(store.db);
      store.db[kind] = (opts) => {
        const iterator = open(opts);
        count.opened += 1;
        let closed = false;
        iterator.return = () => {
          if (!closed) count.closed += 1;
          closed = true;
          return iterator.close();
        };
        return iterator;
      };
    }
    return store;
  };
  db.closingIterators = count;
  return count;
}
