import type { Store } from '../store/index.js';
import type { GameRecord, LogEntry, SeatRatingView } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { eventsOfEntries, eventsOfEntry, eventsOfLog } from './events.js';
import { isRatedFinish } from './ratings.js';
import { seatRatingViews } from './rating-views.js';

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

/**
 * What a finished rated game's `game.finished` carries: its recorded rating change; null while
 * it is not recorded yet; undefined for every other game.
 */
async function finishRatings(store: Store, game: GameRecord): Promise<readonly SeatRatingView[] | null | undefined> {
  if (!isRatedFinish(game)) return undefined;
  const record = await store.getGameRating(game.id);
  return record ? seatRatingViews(record) : null;
}

/**
 * The events of every version of a game, from its whole move log. A rated game's last version
 * (its `game.finished`, which carries the ratings) is left out until its rating change is
 * recorded: its events have one body, whenever they are derived.
 */
export async function loggedEvents(store: Store, game: GameRecord): Promise<VersionEvents[]> {
  const [ratings, log] = await Promise.all([finishRatings(store, game), fullLog(store, game)]);
  const versions = eventsOfLog(game, log, { ratings: ratings ?? undefined });
  return ratings === null ? versions.filter((v) => v.version < game.state.version) : versions;
}

/** The events of the game's newest version alone, as its item holds it (no log read); null while they are held back (above). */
export async function newestEvents(store: Store, game: GameRecord): Promise<VersionEvents | null> {
  const last = game.pending.at(-1);
  if (!last || last.version !== game.state.version) return null;
  const ratings = await finishRatings(store, game);
  return ratings === null ? null : eventsOfEntry(game, last, game.state, ratings);
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

/**
 * The events of every version of a game, read and derived a page of its log at a time; a
 * rated game's last version is held back until its rating change is recorded, as by
 * `loggedEvents`.
 */
export async function* loggedVersions(store: Store, game: GameRecord): AsyncGenerator<VersionEvents> {
  const ratings = await finishRatings(store, game);
  for await (const versions of eventsOfEntries(game, pagedLog(store, game), ratings ?? undefined)) {
    if (ratings === null && versions.version >= game.state.version) return;
    yield versions;
  }
}
