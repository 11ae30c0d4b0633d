import type { Scheduler } from '../../src/service/index.js';

/**
 * A scheduler for the service's background work (the local feed's sweeper, the deadline
 * sweeper) that runs nothing by itself: the test runs every task when it chooses, and waits
 * for what each did, so no assertion waits on a timer.
 */
export function manualScheduler() {
  const tasks = new Set<() => Promise<unknown>>();
  const schedule: Scheduler = (_ms, task) => {
    tasks.add(task);
    return { stop: () => void tasks.delete(task) };
  };
  return {
    schedule,
    /** Runs each scheduled task once, in turn; what each returned. */
    async run(): Promise<unknown[]> {
      const results: unknown[] = [];
      for (const task of tasks) results.push(await task());
      return results;
    },
  };
}
