import type { GameRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { TurnHooks } from './bot-worker.js';
import { createBotWorker } from './bot-worker.js';
import { botToMove } from './game-bots.js';
import type { GameService } from './game-service.js';

/**
 * Who plays the turns of bots left to the background (games of bots only): `local`, a worker
 * in this process, one turn at a time (the default; `hooks` for tests, `stallMs` for when the
 * deadline sweeper hands it games that wait); `stream`, the table's stream and the sweeper
 * (AWS: src/entry/dispatcher.ts and sweeper.ts).
 */
export interface BotOptions {
  readonly mode?: 'local' | 'stream';
  readonly concurrency?: number;
  readonly hooks?: TurnHooks;
  readonly stallMs?: number;
}

/** A bot game's turn waits at most this long for the local worker before the sweeper hands it over again (a turn whose write failed). */
const LOCAL_BOT_STALL_MS = 5_000;

/**
 * The background player of bot turns in this process, fed by the service's writes (bot-worker.ts);
 * null where the table's stream plays them. `games` is the root game service, made after this.
 */
export function localBots(options: BotOptions, games: () => GameService, clock: () => number, log: Logger) {
  if ((options.mode ?? 'local') !== 'local') return null;
  const worker = createBotWorker({
    playTurn: (id, gate) => games().playBotTurn(id, gate),
    log,
    ...(options.concurrency && { concurrency: options.concurrency }),
    ...(options.hooks && { hooks: options.hooks }),
  });
  /** Hands the worker the games whose bot has waited `stallMs` (all of them when null): what a previous process left, or a turn that failed. */
  const restart = async (stallMs: number | null) => {
    const ids = await games().botGames(stallMs === null ? null : clock() - stallMs);
    for (const id of ids) worker.enqueue(id);
    return ids.length;
  };
  return {
    /** A game was written: the worker takes it up when a bot is to move. */
    written(game: GameRecord): void {
      if (botToMove(game)) worker.enqueue(game.id);
    },
    /** Hands the worker the games whose bot has waited too long (the deadline sweeper's loop). */
    restartStalled: () => restart(options.stallMs ?? LOCAL_BOT_STALL_MS),
    /** Hands the worker every game a previous process left with a bot to move (start-up). */
    recover: () => restart(null),
    /** Resolves once no game waits and no turn is under way (tests). */
    idle: () => worker.idle(),
    stop: () => worker.stop(),
    get size(): number {
      return worker.size;
    },
  };
}

export type LocalBots = NonNullable<ReturnType<typeof localBots>>;
