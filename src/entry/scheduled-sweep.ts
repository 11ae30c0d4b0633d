import type { Context } from 'aws-lambda';
import type { Logger } from '../log.js';
import type { Dispatcher, GameService } from '../service/index.js';
import { BOT_STALL_MS } from '../service/index.js';
import { allSettled } from '../store/index.js';

/*
 * The schedule as the sweeper of due retries, overdue turns, tournaments and stalled bot games
 * (src/entry/sweeper.ts): every minute, sweep until nothing is due or the invocation's time
 * runs short. A game whose bot has waited BOT_STALL_MS (its stream record failed for good)
 * gets a slice of bot turns played, whose write feeds the stream again. Overdue turns are
 * found through the `waiting` index and timed out by ordinary versioned writes, so a sweep
 * racing a player's last-second move is safe (one of the two writes wins, the other re-reads). One sweep looks at up to a page of
 * due cursors per shard of the `due` index (and the turn reminders that are due), delivers
 * them side by side, one lane per endpoint, and waits for them; a backlog takes several
 * sweeps. The function runs with a reserved concurrency of 1, so two sweeps never retry the
 * same cursor at once.
 */

/** No new sweep starts with less time than this left: a sweep waits up to 15 s for an endpoint that does not answer (endpoints side by side). */
export const SWEEP_RESERVE_MS = 60_000;

export interface SweepHandlerOptions {
  /** Its sweeps wait for what they start: the invocation must not end with deliveries in flight. */
  readonly dispatcher: Pick<Dispatcher, 'sweep'>;
  /** Times out overdue turns; absent, only deliveries are swept. */
  readonly deadlines?: Pick<GameService, 'sweepDeadlines'>;
  /** Starts tournaments at their time and moves running ones on (a backstop for their games' ends). */
  readonly tournaments?: { sweepTournaments(): Promise<number> };
  /** Restarts stalled bot games; absent, none are. */
  readonly bots?: Pick<GameService, 'restartStalledBots'>;
  /** Now, for what counts as stalled; Date.now by default. */
  readonly clock?: () => number;
  readonly log: Logger;
  readonly reserveMs?: number;
}

export interface SweepResult {
  /** Sweeps made in this invocation. */
  readonly sweeps: number;
  /** Due retries and reminders they delivered, in all. */
  readonly cursors: number;
  /** Turns timed out. */
  readonly timeouts: number;
  /** Tournament writes: starts, results, rounds (absent without tournaments). */
  readonly tournaments?: number;
  /** Bot games restarted (absent without bots). */
  readonly bots?: number;
}

export function createSweepHandler({ dispatcher, deadlines, tournaments, bots, clock = Date.now, log, reserveMs = SWEEP_RESERVE_MS }: SweepHandlerOptions) {
  return async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepResult> => {
    let sweeps = 0;
    let cursors = 0;
    let timeouts = 0;
    let restarted = 0;
    let moved = 0;
    for (;;) {
      const [due, timedOut, tournamentWrites, stalled] = await allSettled([
        dispatcher.sweep({ wait: true }),
        deadlines ? deadlines.sweepDeadlines() : Promise.resolve(0),
        tournaments ? tournaments.sweepTournaments() : Promise.resolve(0),
        bots ? bots.restartStalledBots(clock() - BOT_STALL_MS) : Promise.resolve(0),
      ]);
      sweeps += 1;
      cursors += due;
      timeouts += timedOut;
      moved += tournamentWrites;
      restarted += stalled;
      if ((due === 0 && timedOut === 0 && tournamentWrites === 0 && stalled === 0) || context.getRemainingTimeInMillis() < reserveMs) break;
    }
    // Quiet when there was nothing to do, which is most minutes.
    const counts = { sweeps, cursors, timeouts, ...(tournaments && { tournaments: moved }), ...(bots && { bots: restarted }) };
    if (cursors > 0 || timeouts > 0 || moved > 0 || restarted > 0) log({ level: 'info', msg: 'swept due webhook deliveries, overdue turns, tournaments and stalled bot games', ...counts });
    return counts;
  };
}
