/*
 * Lanes: the dispatcher's queues, one per endpoint. A lane runs one job at a time, in the order
 * jobs arrived (one delivery in flight per endpoint keeps each game's events in version order
 * there), and lanes run side by side, at most `limit` jobs at once across all of them, so an
 * endpoint that hangs holds its own lane (and one of the slots, until its attempt times out)
 * and no other endpoint's deliveries or retries wait for it.
 *
 * A job has a key within its lane (the game it brings up to date). A job asked for while one
 * of the same key waits in the lane is merged into the waiting one (the newer game state wins),
 * so a burst of moves makes one job, not one per move; while one of the same key runs, the new
 * one waits behind it, since what it brings may be newer than what the running one read.
 */

export interface Lanes {
  /**
   * Runs `run(input)` in `lane` when its turn comes; resolves when that job (or the waiting one
   * it was merged into) has ended. Never rejects: a job's failure goes to `onError`.
   */
  submit<T>(lane: string, key: string, input: T, run: (input: T) => Promise<void>, merge?: (waiting: T, next: T) => T): Promise<void>;
  /** Whether a job of `key` waits or runs in `lane`. */
  holds(lane: string, key: string): boolean;
  /** Resolves once no job waits or runs (jobs added meanwhile included). */
  idle(): Promise<void>;
  /** Jobs running now, and lanes that have work. */
  readonly stats: { running: number; lanes: number };
}

interface Job {
  input: unknown;
  readonly run: (input: unknown) => Promise<void>;
  readonly merge: ((waiting: unknown, next: unknown) => unknown) | undefined;
  readonly done: Promise<void>;
  readonly finish: () => void;
}

interface Lane {
  /** Waiting jobs by key, in arrival order. */
  readonly waiting: Map<string, Job>;
  /** The key of the job running, or null. */
  running: string | null;
}

export function createLanes(limit: number, onError: (error: unknown, lane: string, key: string) => void): Lanes {
  if (!(Number.isInteger(limit) && limit > 0)) throw new TypeError('a lane limit is a whole number above 0');
  const lanes = new Map<string, Lane>();
  /** Lanes with a waiting job and nothing running, in the order they became ready. */
  const ready: string[] = [];
  let running = 0;
  let quiet: { promise: Promise<void>; resolve: () => void } | null = null;

  function settleQuiet(): void {
    if (running === 0 && lanes.size === 0 && quiet) {
      quiet.resolve();
      quiet = null;
    }
  }

  function pump(): void {
    while (running < limit && ready.length > 0) {
      const name = ready.shift()!;
      const lane = lanes.get(name);
      const next = lane?.waiting.entries().next().value;
      if (!lane || !next || lane.running !== null) continue;
      const [key, job] = next;
      lane.waiting.delete(key);
      lane.running = key;
      running += 1;
      void job
        .run(job.input)
        .catch((error: unknown) => onError(error, name, key))
        .finally(() => {
          running -= 1;
          lane.running = null;
          job.finish();
          if (lane.waiting.size > 0) ready.push(name);
          else lanes.delete(name);
          pump();
          settleQuiet();
        });
    }
  }

  return {
    submit<T>(name: string, key: string, input: T, run: (input: T) => Promise<void>, merge?: (waiting: T, next: T) => T): Promise<void> {
      let lane = lanes.get(name);
      if (!lane) {
        lane = { waiting: new Map(), running: null };
        lanes.set(name, lane);
      }
      const queued = lane.waiting.get(key);
      if (queued) {
        queued.input = queued.merge ? queued.merge(queued.input, input) : input;
        return queued.done;
      }
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      lane.waiting.set(key, { input, run: run as Job['run'], merge: merge as Job['merge'], done, finish });
      if (lane.running === null && lane.waiting.size === 1) ready.push(name);
      pump();
      return done;
    },

    holds(name: string, key: string): boolean {
      const lane = lanes.get(name);
      return lane !== undefined && (lane.running === key || lane.waiting.has(key));
    },

    idle(): Promise<void> {
      if (running === 0 && lanes.size === 0) return Promise.resolve();
      if (!quiet) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        quiet = { promise, resolve };
      }
      return quiet.promise;
    },

    get stats() {
      return { running, lanes: lanes.size };
    },
  };
}
