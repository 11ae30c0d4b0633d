import type { Store } from '../store/index.js';
import type { GameRecord, LogEntry } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { eventsOfEntries, eventsOfLog } from './events.js';

/** A game's whole move log, oldest first: its archived chunks, then what the game item holds. */
export async function fullLog(store: Store, game: GameRecord): Promise<LogEntry[]> {
  const archived = game.archivedThrough > 0 ? await store.archivedEntries(game) : [];
  const seen = new Set(archived.map((e) => e.version));
  // Sorted: a partly failed archive (one seat's chunk landed, another's did not) leaves
  // chunks holding entries newer than some that are only in the game item.
  return [...archived, ...game.pending.filter((e) => !seen.has(e.version))]
    .filter((e) => e.version <= game.state.version)
    .sort((a, b) => a.version - b.version);
}

/** The events of every version of a game, from its whole move log. */
export async function loggedEvents(store: Store, game: GameRecord): Promise<VersionEvents[]> {
  return eventsOfLog(game, await fullLog(store, game));
}

async function* entriesOf(pages: AsyncIterable<readonly LogEntry[]> | Iterable<readonly LogEntry[]>): AsyncGenerator<LogEntry> {
  for await (const page of pages) yield* page;
}

/**
 * A game's whole move log, oldest first, read a page at a time: each seat's archived chunks
 * and what the game item holds, merged by version (a partly failed archive can leave an
 * entry in both, or chunks newer than entries only the item holds). A reader holds one page
 * of chunks per seat, never the whole log: what a stream replaying a long game costs.
 */
export async function* pagedLog(store: Store, game: GameRecord): AsyncGenerator<LogEntry> {
  const sources: AsyncIterator<LogEntry>[] = [
    ...(game.archivedThrough > 0 ? game.state.seats.map((_, seat) => entriesOf(store.seatEntryPages(game, seat))) : []),
    entriesOf([game.pending]),
  ];
  const heads = await Promise.all(sources.map((source) => source.next()));
  let last = 0;
  for (;;) {
    let next = -1;
    for (const [i, head] of heads.entries()) if (!head.done && (next < 0 || head.value.version < (heads[next]!.value as LogEntry).version)) next = i;
    if (next < 0) return;
    const entry = heads[next]!.value as LogEntry;
    heads[next] = await sources[next]!.next();
    if (entry.version <= last || entry.version > game.state.version) continue;
    last = entry.version;
    yield entry;
  }
}

/** The events of every version of a game, read and derived a page of its log at a time. */
export const loggedVersions = (store: Store, game: GameRecord): AsyncGenerator<VersionEvents> => eventsOfEntries(game, pagedLog(store, game));
