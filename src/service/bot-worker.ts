import type { GameRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import { botToMove } from './game-bots.js';

/*
 * The local server's player of games whose turn is a bot's (games of bots only, and games
 * whose people have all resigned): it plays them in the background, one bot turn (one
 * conditional write) at a time, taking the games in turn so that each advances. Several
 * games' writes may be under way at once, but their turns are computed one at a time through
 * a gate that lets the event loop read and answer every request that has arrived before the
 * next turn starts: no request waits for more than the one bot turn being computed.
 *
 * A deployed table plays the same turns from its stream instead (src/entry/stream-dispatch.ts).
 */

/** Called around each bot turn the gate lets run (tests order requests against them). */
export interface TurnHooks {
  /** Right before a bot turn is computed. */
  readonly beforeTurn?: (gameId: string) => void;
  /** Right after its computation, once its write is sent. */
  readonly afterTurn?: (gameId: string) => void;
}

/** Runs bot turns one at a time, with the event loop's I/O read between any two. */
export interface TurnGate {
  /** Runs `turn` when every turn before it has run; resolves with what its promise resolves with. */
  run<T>(gameId: string, turn: () => Promise<T>): Promise<T>;
}

/**
 * Lets the event loop poll for I/O. An immediate scheduled from the check phase runs in the
 * next loop iteration's check phase, after its poll phase; two of them make sure of a poll
 * phase in between wherever the caller runs (a turn may start right after an I/O callback).
 */
export const yieldToIo = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

export function createTurnGate(hooks: TurnHooks = {}): TurnGate {
  let last: Promise<void> = Promise.resolve();
  return {
    run<T>(gameId: string, turn: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        // The gate passes to the next turn as soon as this one's synchronous part has run: its
        // write goes on without holding anyone.
        last = last.then(async () => {
          await yieldToIo();
          hooks.beforeTurn?.(gameId);
          try {
            turn().then(resolve, reject);
          } catch (error) {
            reject(error);
          }
          hooks.afterTurn?.(gameId);
        });
      });
    },
  };
}

export interface BotWorkerOptions {
  /** Plays one bot turn of a game through the gate; the game as it is afterwards, or null when it is gone. */
  readonly playTurn: (gameId: string, gate: TurnGate) => Promise<GameRecord | null>;
  readonly log: Logger;
  /** Games whose writes may be under way at once; 4 by default. */
  readonly concurrency?: number;
  readonly hooks?: TurnHooks;
}

export function createBotWorker({ playTurn, log, concurrency = 4, hooks }: BotWorkerOptions) {
  const gate = createTurnGate(hooks);
  // Games waiting for their next turn, in the order they will get it (a Set keeps insertion order).
  const waiting = new Set<string>();
  const busy = new Set<string>();
  // Games written by someone else while their turn was being played: looked at again after it.
  const again = new Set<string>();
  let idle: (() => void)[] = [];
  let stopped = false;

  function pump(): void {
    while (!stopped && busy.size < concurrency && waiting.size > 0) {
      const gameId = waiting.values().next().value as string;
      waiting.delete(gameId);
      busy.add(gameId);
      void step(gameId);
    }
    if (busy.size === 0 && (waiting.size === 0 || stopped)) {
      for (const wake of idle) wake();
      idle = [];
    }
  }

  async function step(gameId: string): Promise<void> {
    let game: GameRecord | null = null;
    try {
      game = await playTurn(gameId, gate);
    } catch (error) {
      // A store fault, most likely: the game waits for the next sweep of stalled bot games.
      log({ level: 'error', msg: 'bot turn failed', gameId, error: error instanceof Error ? { name: error.name, message: error.message } : String(error) });
    }
    busy.delete(gameId);
    const written = again.delete(gameId);
    // To the back of the queue: every game gets a turn before this one gets another.
    if ((game && botToMove(game)) || written) waiting.add(gameId);
    pump();
  }

  return {
    /** A game may have a bot to move (it was written, or found stalled): it gets a turn when its time comes. */
    enqueue(gameId: string): void {
      if (stopped) return;
      if (busy.has(gameId)) again.add(gameId);
      else waiting.add(gameId);
      pump();
    },

    /** How many games wait or are being played (tests, the stall sweep). */
    get size(): number {
      return waiting.size + busy.size;
    },

    /** Resolves once no game waits and no turn is under way. */
    idle(): Promise<void> {
      if (busy.size === 0 && waiting.size === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },

    /** Takes no more turns; those under way finish. */
    stop(): void {
      stopped = true;
      waiting.clear();
      pump();
    },
  };
}

export type BotWorker = ReturnType<typeof createBotWorker>;
