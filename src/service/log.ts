import type { Store } from '../store/index.js';
import type { GameRecord, LogEntry } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { eventsOfLog } from './events.js';

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

/** The events of every version of a game, from its whole move log. */
export async function loggedEvents(store: Store, game: GameRecord): Promise<VersionEvents[]> {
  return eventsOfLog(game, await fullLog(store, game));
}
