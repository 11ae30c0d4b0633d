import type { GameRecord, TournamentRecord } from '../contract/index.js';
import type { GameState } from '../engine/index.js';
import type { Logger } from '../log.js';
import type { Store, WrittenItem } from '../store/index.js';
import type { Dispatcher } from './dispatcher.js';
import { eventsOfEntry, eventsOfLog } from './events.js';
import { gameFinishedHook } from './game-finished.js';
import type { LiveEvents } from './live.js';
import { loggedEvents, newestEvents } from './log.js';
import { settleFinished } from './projections.js';
import { isRatedFinish, rateGame } from './ratings.js';
import { tournamentEvents } from './tournament-events.js';
import type { RoundDeps } from './tournament-rounds.js';
import { tableFinished } from './tournament-rounds.js';

/*
 * What follows a write of a game or a tournament, wherever the feed of written items runs (the
 * table's stream on AWS, the local feed locally): for a finished game, the "game finished"
 * hook (its players' statistics, ratings, the game's tournament); then the dispatch of its events to webhooks and push
 * subscriptions (the stream waits for the deliveries; the local feed queues them in their
 * endpoints' lanes and goes on). And the
 * events this process publishes to the streams open in it, as soon as a write lands; a rated
 * game's `game.finished` carries its ratings, so its last version is published once they are
 * recorded, after the hook.
 */

export interface FollowUpOptions {
  readonly store: Store;
  readonly clock: () => number;
  readonly log: Logger;
  readonly dispatcher: Dispatcher | null;
  readonly live: LiveEvents | null;
  /** What moving a tournament on needs, made when first used (it includes the game writer whose writes this follows). */
  readonly rounds: () => RoundDeps;
}

export function createFollowUp({ store, clock, log, dispatcher, live, rounds }: FollowUpOptions) {
  const finished = gameFinishedHook({
    // Memberships and statistics as the game says, counted once however often it is handed on (stats-counter.ts).
    statistics: (game) => settleFinished(store, game),
    ratings: (game) => rateGame({ store, clock }, game),
    tournaments: (game) => tableFinished(rounds(), game),
  });

  const failed = (id: string) => (error: unknown) => log({ level: 'error', msg: 'live events not published', id, error: String(error) });

  /**
   * The events of the game's versions after `fromVersion`, to the streams of this process;
   * `from` is the state the write started from, when it wrote several versions.
   */
  function publishGame(game: GameRecord, fromVersion: number, from?: GameState, ratingsRecorded = false): void {
    if (!live || live.idle) return;
    if (isRatedFinish(game) && !ratingsRecorded) return; // published by `follow`, after the hook
    const last = game.pending.at(-1);
    if (last && fromVersion === game.state.version - 1 && !isRatedFinish(game)) return live.publish(game.id, [eventsOfEntry(game, last, game.state)]);
    // A write of several versions (a move and the bots after it, a slice of bot turns): their
    // entries are in the item, replayed from the state the write started from. (A rated game
    // has no bots.)
    const added = game.pending.filter((e) => e.version > fromVersion);
    if (!isRatedFinish(game) && added.length === game.state.version - fromVersion && (from || fromVersion === 0)) return live.publish(game.id, eventsOfLog(game, added, { from }));
    void (fromVersion === game.state.version - 1 ? newestEvents(store, game).then((v) => (v ? [v] : loggedEvents(store, game))) : loggedEvents(store, game))
      .then((versions) => live.publish(game.id, versions.filter((v) => v.version > fromVersion)))
      .catch(failed(game.id));
  }

  function publishTournament(tournament: TournamentRecord, fromVersion: number): void {
    if (!live || live.idle) return;
    live.publish(tournament.id, tournamentEvents(tournament).filter((v) => v.version > fromVersion));
  }

  /**
   * Everything that follows a write, once more: each part is idempotent (a crash's retry, a
   * duplicate delivery). With `wait: false` it resolves once the deliveries are queued.
   */
  async function follow(item: WrittenItem, { wait = true }: { wait?: boolean } = {}): Promise<void> {
    if (item.kind === 'game') {
      const { game } = item;
      await finished(game);
      if (isRatedFinish(game)) publishGame(game, game.state.version - 1, undefined, true);
    }
    const queued = await dispatcher?.enqueue(item);
    if (wait) await queued?.done;
  }

  return { follow, publishGame, publishTournament };
}

export type FollowUp = ReturnType<typeof createFollowUp>;
