/**
 * When to try a delivery again.
 *
 * The default is the example schedule of the Standard Webhooks 1.0 specification: the first
 * attempt at once, then retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h
 * after each failure: 10 attempts over 75 h 35 min 5 s. `WEBHOOK_RETRY_SECONDS` replaces the
 * retries (not the first attempt, which is always at once) with its own list, for local
 * tests: `"1,2,2"` means four attempts, one second after the first failure and two after
 * each of the next two.
 */

/** Seconds before each retry, by default. */
export const DEFAULT_RETRY_SECONDS: readonly number[] = Object.freeze([
  5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600,
]);

/** The longest delay a list may hold: 30 days. */
export const MAX_RETRY_SECONDS = 30 * 24 * 3600;

/** A retry list that cannot be used; the message names the entry. */
export class RetryScheduleError extends Error {
  override readonly name = 'RetryScheduleError';
}

/**
 * Parses a comma-separated list of delays in seconds (whole or decimal, 0 to 30 days,
 * spaces around entries allowed). `name` is the setting's name, for error messages.
 */
export function parseRetrySeconds(text: string, name = 'WEBHOOK_RETRY_SECONDS'): readonly number[] {
  const entries = text.split(',');
  return Object.freeze(
    entries.map((entry, i) => {
      const trimmed = entry.trim();
      const where = `${name} entry ${i + 1} of ${entries.length}`;
      if (!/^\d+(\.\d+)?$/.test(trimmed)) throw new RetryScheduleError(`${where} (${JSON.stringify(trimmed)}) is not a number of seconds`);
      const seconds = Number(trimmed);
      if (seconds > MAX_RETRY_SECONDS) throw new RetryScheduleError(`${where} (${trimmed}) is more than ${MAX_RETRY_SECONDS} seconds`);
      return seconds;
    }),
  );
}

/** The schedule the environment asks for: `WEBHOOK_RETRY_SECONDS` when set and not blank, else the default. */
export function retryScheduleFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): readonly number[] {
  const text = env['WEBHOOK_RETRY_SECONDS'];
  return text === undefined || text.trim() === '' ? DEFAULT_RETRY_SECONDS : parseRetrySeconds(text);
}

/**
 * Seconds to wait before attempt `failures + 1`, once `failures` attempts have failed: 0 for
 * the first attempt, `schedule[failures - 1]` for a retry, and null when the schedule is
 * exhausted (`schedule.length + 1` attempts have failed): give up.
 */
export function retryDelaySeconds(failures: number, schedule: readonly number[] = DEFAULT_RETRY_SECONDS): number | null {
  if (!Number.isSafeInteger(failures) || failures < 0) throw new RangeError('failures must be a whole number from 0');
  if (failures === 0) return 0;
  return schedule[failures - 1] ?? null;
}

/**
 * A delay spread by up to `spread` (a fraction) either way, so that endpoints failing
 * together are not retried together; `random` returns a number in [0, 1).
 */
export function withJitter(seconds: number, random: () => number = Math.random, spread = 0.1): number {
  return seconds * (1 + spread * (2 * random() - 1));
}
