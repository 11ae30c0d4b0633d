import type { GameRecord, GameView, LogEntry } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import { METRIC, noMetrics } from '../metrics.js';
import type { Store } from '../store/index.js';
import type { GameServiceDeps } from './game-context.js';
import { viewAt } from './game-reads.js';
import { fullLog } from './log.js';
import { syncProjections } from './projections.js';
import type { WriteRequest, Writer } from './write-requests.js';
import { sameRequest } from './write-requests.js';

/*
 * How a write recognises itself and its repeats in the move log: its own entry after a lost
 * reply (by the nonce it wrote), and the first result of a request repeated with the same
 * idempotency key (by the key's digest, then checked to be the same request).
 */

/** The log entry of `seat` at `version`, from the game item or its archived chunk. */
export async function entryAt(store: Store, game: GameRecord, seat: number, version: number): Promise<LogEntry | null> {
  if (version < 1 || version > game.state.version) return null;
  const pending = game.pending.find((e) => e.version === version);
  if (pending || version > game.archivedThrough) return pending ?? null;
  const archived = await store.archivedEntryAt(game, seat, version);
  return archived?.event.seat === seat ? archived : null;
}

/**
 * Whether `entry` is this very request's write. Only a nonce says so: an entry with the
 * request's idempotency key may be its twin's, which the key lookup answers instead (after
 * checking it was the same request).
 */
export const wrote = (entry: LogEntry | null, writer: Writer) => writer.nonce !== null && entry?.nonce === writer.nonce;

/**
 * The entry a repeated request created, if any. With `expectedVersion` the first attempt
 * can only have created version expectedVersion + 1, so at most that one entry is read
 * (and none while the game is still at expectedVersion); without it, every entry of the
 * seat is searched, which reads the seat's archived chunks when the key is not recent.
 */
export async function findByKey(store: Store, game: GameRecord, seat: number, key: string, expected: number | undefined): Promise<LogEntry | null> {
  const matches = (e: LogEntry | null): e is LogEntry => e !== null && e.key === key && e.event.seat === seat;
  if (expected !== undefined) {
    // Versions start at 1: a negative expectedVersion (GraphQL Int) names no entry, and must
    // not become a chunk key range the store refuses (entryAt reads nothing for it).
    const entry = await entryAt(store, game, seat, expected + 1);
    return matches(entry) ? entry : null;
  }
  const pending = game.pending.find(matches);
  if (pending || game.archivedThrough === 0) return pending ?? null;
  return (await store.archivedEntries(game, seat)).find(matches) ?? null;
}

/**
 * The version the write of `entry` ended at: the bots' moves that followed it in the same
 * write (same time, bot seats, untagged) belong to its result, as its first answer showed
 * them. A background write of bot turns tags its first entry with its nonce, so it never
 * counts as part of the write before it, however soon it came.
 */
async function lastOfWrite(store: Store, game: GameRecord, entry: LogEntry): Promise<number> {
  if (!game.bots.some((b) => b !== null)) return entry.version;
  let version = entry.version;
  for (const e of await fullLog(store, game)) {
    if (e.version === version + 1 && e.at === entry.at && game.bots[e.event.seat] && e.key === null && !e.nonce) version = e.version;
  }
  return version;
}

/** The first result of a repeated request, after checking it is the same request. */
export async function replayed({ store, metrics = noMetrics }: GameServiceDeps, game: GameRecord, entry: LogEntry, request: WriteRequest): Promise<GameView> {
  if (!sameRequest(entry.event, request)) {
    throw new ApiError('IDEMPOTENCY_KEY_REUSED', `this idempotency key was used for a ${entry.event.type} at version ${entry.version}`, {
      version: entry.version,
    });
  }
  metrics.count(METRIC.idempotentReplays);
  await syncProjections(store, null, game); // the client retried: repair a write it may not have seen complete
  return viewAt(store, game, await lastOfWrite(store, game, entry));
}
