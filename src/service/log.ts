import type { Store } from '../store/index.js';
import type { GameRecord, LogEntry, SeatRatingView } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { eventsOfEntry, eventsOfLog } from './events.js';
import { isRatedFinish } from './ratings.js';
import { seatRatingViews } from './rating-views.js';

/** A game's whole move log, oldest first: its archived chunks, then what the game item still holds. */
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
  const versions = eventsOfLog(game, log, ratings ?? undefined);
  return ratings === null ? versions.filter((v) => v.version < game.state.version) : versions;
}

/** The events of the game's newest version alone, as its item holds it (no log read); null while they are held back (above). */
export async function newestEvents(store: Store, game: GameRecord): Promise<VersionEvents | null> {
  const last = game.pending.at(-1);
  if (!last || last.version !== game.state.version) return null;
  const ratings = await finishRatings(store, game);
  return ratings === null ? null : eventsOfEntry(game, last, game.state, ratings);
}
