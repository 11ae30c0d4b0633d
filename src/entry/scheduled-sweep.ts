import type { Context } from 'aws-lambda';
import type { Logger } from '../log.js';
import type { Dispatcher, GameService } from '../service/index.js';
import { allSettled } from '../store/index.js';

/*
 * The schedule as the sweeper of due retries and overdue turns (src/entry/sweeper.ts): every
 * minute, sweep until nothing is due or the invocation's time runs short. Overdue turns are
 * found through the `waiting` index and timed out by ordinary versioned writes, so a sweep
 * racing a player's last-second move is safe (one of the two writes wins, the other re-reads). One sweep looks at up to a page of
 * due cursors per shard of the `due` index, so a backlog takes several sweeps. The function
 * runs with a reserved concurrency of 1, so two sweeps never retry the same cursor at once.
 */

/** No new sweep starts with less time than this left: a sweep waits up to 15 s for each endpoint that does not answer. */
export const SWEEP_RESERVE_MS = 60_000;

export interface SweepHandlerOptions {
  readonly dispatcher: Pick<Dispatcher, 'sweep'>;
  /** Times out overdue turns; absent, only deliveries are swept. */
  readonly deadlines?: Pick<GameService, 'sweepDeadlines'>;
  readonly log: Logger;
  readonly reserveMs?: number;
}

export interface SweepResult {
  /** Sweeps made in this invocation. */
  readonly sweeps: number;
  /** Due cursors they looked at, in all. */
  readonly cursors: number;
  /** Turns timed out. */
  readonly timeouts: number;
}

export function createSweepHandler({ dispatcher, deadlines, log, reserveMs = SWEEP_RESERVE_MS }: SweepHandlerOptions) {
  return async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepResult> => {
    let sweeps = 0;
    let cursors = 0;
    let timeouts = 0;
    for (;;) {
      const [due, timedOut] = await allSettled([dispatcher.sweep(), deadlines ? deadlines.sweepDeadlines() : Promise.resolve(0)]);
      sweeps += 1;
      cursors += due;
      timeouts += timedOut;
      if ((due === 0 && timedOut === 0) || context.getRemainingTimeInMillis() < reserveMs) break;
    }
    // Quiet when there was nothing to do, which is most minutes.
    if (cursors > 0 || timeouts > 0) log({ level: 'info', msg: 'swept due webhook deliveries and overdue turns', sweeps, cursors, timeouts });
    return { sweeps, cursors, timeouts };
  };
}
