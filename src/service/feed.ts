import type { Logger } from '../log.js';
import type { NotifyStore } from '../store/index.js';
import type { GameRecord } from '../contract/index.js';
import type { Dispatcher } from './dispatcher.js';
import type { Scheduler } from './repeat.js';
import { repeatEvery } from './repeat.js';

/*
 * The local feed of the dispatcher: the embedded store has no stream, so the server process
 * hands the dispatcher every game it writes, right after the write, and at start-up every game
 * (a write whose dispatch the process did not live to finish is then dispatched; a webhook's
 * cursor says what it already has; a finished game's projections are settled again, which the
 * table's stream does in AWS). One game is dispatched at a time, its newest state only;
 * the sweeper runs every `sweepMs`. A deployed table feeds the same dispatcher from its stream
 * (src/entry/dispatcher.ts) and a schedule (src/entry/sweeper.ts) instead.
 */

export interface LocalFeedOptions {
  readonly dispatcher: Dispatcher;
  readonly notify: NotifyStore;
  readonly log: Logger;
  readonly sweepMs?: number;
  /** How the sweeper runs: every `sweepMs` in the background by default. */
  readonly schedule?: Scheduler;
  /** The "game finished" hook, run by the recovery for every finished game (its process may have died before projecting it). */
  readonly settleFinished?: (game: GameRecord) => Promise<void>;
}

export function createLocalFeed({ dispatcher, notify, log, sweepMs = 1_000, schedule = repeatEvery, settleFinished }: LocalFeedOptions) {
  const newest = new Map<string, GameRecord>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const fail = (what: string, error: unknown, extra: Record<string, unknown> = {}) =>
    log({ level: 'error', msg: what, ...extra, error: error instanceof Error ? { name: error.name, message: error.message } : String(error) });

  async function drain(gameId: string): Promise<void> {
    for (let game = newest.get(gameId); game && !stopped; game = newest.get(gameId)) {
      newest.delete(gameId);
      await dispatcher.dispatch(game).catch((error: unknown) => fail('dispatch failed', error, { gameId }));
    }
    running.delete(gameId);
  }

  const sweeper = schedule(sweepMs, () => dispatcher.sweep(), (error) => fail('sweep failed', error));

  const feed = {
    /** A game was written: dispatch its newest state (once any dispatch of it under way ends). */
    committed(game: GameRecord): void {
      if (stopped) return;
      const known = newest.get(game.id);
      if (!known || known.state.version < game.state.version) newest.set(game.id, game);
      if (!running.has(game.id)) running.set(game.id, drain(game.id));
    },

    /**
     * Dispatches every stored game, and settles every finished one: what a previous process
     * wrote but did not dispatch or project.
     */
    async recover(): Promise<number> {
      let games = 0;
      for await (const game of notify.allGames()) {
        if (stopped) break;
        games += 1;
        if (settleFinished && game.state.status === 'finished') await settleFinished(game).catch((error: unknown) => fail('finished game not settled', error, { gameId: game.id }));
        feed.committed(game);
        await running.get(game.id);
      }
      return games;
    },

    /** Waits until every dispatch asked for so far has ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },

    stop(): void {
      stopped = true;
      sweeper.stop();
    },
  };
  return feed;
}

export type LocalFeed = ReturnType<typeof createLocalFeed>;
