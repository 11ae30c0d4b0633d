import type { Context } from 'aws-lambda';
import type { Logger } from '../log.js';
import type { Dispatcher } from '../service/dispatcher.js';

/*
 * The schedule as the sweeper of due retries (src/entry/sweeper.ts): every minute, sweep
 * until nothing is due or the invocation's time runs short. One sweep looks at up to a page of
 * due cursors per shard of the `due` index, so a backlog takes several sweeps. The function
 * runs with a reserved concurrency of 1, so two sweeps never retry the same cursor at once.
 */

/** No new sweep starts with less time than this left: a sweep waits up to 15 s for each endpoint that does not answer. */
export const SWEEP_RESERVE_MS = 60_000;

export interface SweepHandlerOptions {
  readonly dispatcher: Pick<Dispatcher, 'sweep'>;
  readonly log: Logger;
  readonly reserveMs?: number;
}

export interface SweepResult {
  /** Sweeps made in this invocation. */
  readonly sweeps: number;
  /** Due cursors they looked at, in all. */
  readonly cursors: number;
}

export function createSweepHandler({ dispatcher, log, reserveMs = SWEEP_RESERVE_MS }: SweepHandlerOptions) {
  return async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepResult> => {
    let sweeps = 0;
    let cursors = 0;
    for (;;) {
      const due = await dispatcher.sweep();
      sweeps += 1;
      cursors += due;
      if (due === 0 || context.getRemainingTimeInMillis() < reserveMs) break;
    }
    // Quiet when there was nothing to do, which is most minutes.
    if (cursors > 0) log({ level: 'info', msg: 'swept due webhook deliveries', sweeps, cursors });
    return { sweeps, cursors };
  };
}
