import type { Logger } from '../log.js';

/*
 * A function instance's log, one invocation at a time (as Lambda runs them): every line
 * written during an invocation, by the app, the service or the handler, carries the
 * invocation's request id, and the game id when the invocation is about one game. A line's
 * own fields win over these.
 */

export type LogFields = Readonly<Record<string, string>>;

export function createInvocationLog(log: Logger) {
  let fields: LogFields = {};
  return {
    log: ((entry) => log({ ...fields, ...entry })) as Logger,
    /** Runs one invocation with `context` on each of its lines. */
    async during<R>(context: LogFields, run: () => Promise<R>): Promise<R> {
      fields = context;
      try {
        return await run();
      } finally {
        fields = {};
      }
    },
  };
}
