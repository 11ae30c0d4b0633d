import type { GameRecord, TournamentRecord } from '../contract/index.js';
import type { Store } from '../store/index.js';
import type { VersionEvents } from './events.js';
import { audienceOf, eventPosition } from './events.js';
import { loggedEvents, newestEvents } from './log.js';
import { tournamentEvents } from './tournament-events.js';

/*
 * The outboxes the dispatcher delivers from: a game (its move log, written by the conditional
 * write that accepted each move) and a tournament (the log of its event-bearing versions,
 * written by each change's conditional write). Each says whose webhooks receive its events
 * and derives them after a position.
 */

export interface Outbox {
  readonly id: string;
  /** The players whose webhooks receive its events. */
  readonly players: readonly string[];
  /** Its versions' events, at least every one after `through` (an event position). */
  versionsAfter(through: string): Promise<readonly VersionEvents[]>;
}

export function gameOutbox(store: Store, game: GameRecord): Outbox {
  return {
    id: game.id,
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

export const tournamentOutbox = (t: TournamentRecord): Outbox => ({ id: t.id, players: t.players.map((p) => p.id), versionsAfter: async () => tournamentEvents(t) });
