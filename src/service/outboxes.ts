import type { GameRecord, TournamentRecord } from '../contract/index.js';
import type { Store, WrittenItem } from '../store/index.js';
import type { VersionEvents } from './events.js';
import { audienceOf, eventPosition } from './events.js';
import { loggedEvents, newestEvents } from './log.js';
import { tournamentEvents } from './tournament-events.js';

/*
 * The outboxes the dispatcher delivers from: a game (its move log, written by the conditional
 * write that accepted each move) and a tournament (the log of its event-bearing versions,
 * written by each change's conditional write). Each says whose endpoints receive its events
 * and derives them after a position; it carries the game or tournament it is, for the words
 * of a push.
 */

export interface Outbox {
  readonly id: string;
  /** The version of the game or tournament it was made from: a newer one supersedes it. */
  readonly version: number;
  /** The game or tournament itself. */
  readonly item: WrittenItem;
  /** The players whose endpoints receive its events. */
  readonly players: readonly string[];
  /** Its versions' events, at least every one after `through` (an event position). */
  versionsAfter(through: string): Promise<readonly VersionEvents[]>;
}

export function gameOutbox(store: Store, game: GameRecord): Outbox {
  return {
    id: game.id,
    version: game.state.version,
    item: { kind: 'game', game },
    players: audienceOf(game),
    async versionsAfter(through) {
      const last = game.pending.at(-1);
      if (!last) return [];
      // When the cursor holds everything before the newest version, that version's events come
      // from the game as it is; otherwise the log is replayed.
      const onlyNewest = through !== '' && through >= eventPosition(last.version - 1, 0) && through < eventPosition(last.version, 0);
      const newest = onlyNewest ? await newestEvents(store, game) : null;
      return newest ? [newest] : loggedEvents(store, game);
    },
  };
}

export const tournamentOutbox = (t: TournamentRecord): Outbox => ({
  id: t.id,
  version: t.version,
  item: { kind: 'tournament', tournament: t },
  players: t.players.map((p) => p.id),
  versionsAfter: async () => tournamentEvents(t),
});

/** The outbox of a written game or tournament. */
export const outboxOf = (store: Store, item: WrittenItem): Outbox => (item.kind === 'game' ? gameOutbox(store, item.game) : tournamentOutbox(item.tournament));
