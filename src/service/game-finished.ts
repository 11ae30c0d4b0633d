import type { GameRecord } from '../contract/index.js';
import { allSettled } from '../store/index.js';

/*
 * The "game finished" hook: what follows the end of a game, run by the feed of written games
 * (the table's stream on AWS, the local feed locally) for every written game that is finished,
 * before the game's webhooks are dispatched. The feed hands a game over at least once (again
 * after a crash, a failed handler or a duplicate delivery), so every handler is idempotent per
 * game, and the feed tries the game again while one fails. A handler checks cheaply whether the
 * game concerns it (a rated game, a tournament's table) before it reads anything.
 */

/** One kind of work that follows a game's end. */
export type GameFinishedHandler = (game: GameRecord) => Promise<unknown>;

/** Runs every handler on a finished game, side by side; fails (once all have ended) when one fails. */
export function gameFinishedHook(handlers: Readonly<Record<string, GameFinishedHandler>>): (game: GameRecord) => Promise<void> {
  const all = Object.values(handlers);
  return async (game) => {
    if (game.state.status !== 'finished') return;
    await allSettled(all.map((handle) => handle(game)));
  };
}
