/*
 * The heads of the hottest lists (each leaderboard's first page, the lobby's), kept in this
 * instance's memory for a few seconds. However many requests ask, an instance reads each head
 * at most once per lifetime (requests that ask while it is being read wait for that read), so
 * the index partition behind a head sees a read rate bounded by the number of instances, not
 * by the traffic. An instance's own writes that change a head drop it at once, so one process
 * (the local server) always lists what it wrote; other instances' writes show within the
 * lifetime, which the answers also state to clients and shared caches (`Cache-Control`).
 */

export interface ReadCache {
  /** The value under `key`: kept while fresh, else read by `load` (once, however many ask meanwhile). */
  read<T>(key: string, lifetimeMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every value whose key starts with `prefix`. */
  forget(prefix: string): void;
  /** Values kept (tests). */
  readonly size: number;
}

/** A cache of at most `maxEntries` values, the oldest dropped first. */
export function createReadCache(clock: () => number, maxEntries = 512): ReadCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    read<T>(key: string, lifetimeMs: number, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.until > clock()) return kept.value as Promise<T>;
      const value = load();
      const entry = { until: clock() + lifetimeMs, value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(prefix: string): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** A cache that keeps nothing: every read loads. */
export const NO_READ_CACHE: ReadCache = { read: (_key, _ms, load) => load(), forget: () => {}, size: 0 };
