import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_SECONDS,
  parseRetrySeconds,
  RetryScheduleError,
  retryDelaySeconds,
  retryScheduleFromEnv,
  withJitter,
} from '../../src/notify/retry.js';

describe('the default schedule', () => {
  it('is the Standard Webhooks 1.0 example: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h', () => {
    // The specification's table, "Delay" column (spec/standard-webhooks.md, Deliverability and reliability).
    const delays = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600];
    expect(delays.map((_, failures) => retryDelaySeconds(failures))).toEqual(delays);
    expect(retryDelaySeconds(delays.length)).toBeNull();
    expect(retryDelaySeconds(1000)).toBeNull();
  });

  it('ends 75 h 35 min 5 s after the first attempt, the table\'s last "time since start"', () => {
    const total = DEFAULT_RETRY_SECONDS.reduce((sum, s) => sum + s, 0);
    expect(total).toBe(75 * 3600 + 35 * 60 + 5);
  });

  it('refuses a failure count that is not a whole number from 0', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => retryDelaySeconds(n)).toThrow(RangeError);
  });
});

describe('WEBHOOK_RETRY_SECONDS', () => {
  it('replaces the retries; the first attempt stays immediate', () => {
    const schedule = retryScheduleFromEnv({ WEBHOOK_RETRY_SECONDS: '1, 2,0.5' });
    expect(schedule).toEqual([1, 2, 0.5]);
    expect([0, 1, 2, 3, 4].map((n) => retryDelaySeconds(n, schedule))).toEqual([0, 1, 2, 0.5, null]);
  });

  it('falls back to the default when unset or blank', () => {
    expect(retryScheduleFromEnv({})).toBe(DEFAULT_RETRY_SECONDS);
    expect(retryScheduleFromEnv({ WEBHOOK_RETRY_SECONDS: '  ' })).toBe(DEFAULT_RETRY_SECONDS);
  });

  it.each([
    ['a word', 'soon', 'entry 1 of 1 ("soon") is not a number of seconds'],
    ['an empty entry', '1,,2', 'entry 2 of 3 ("") is not a number of seconds'],
    ['a trailing comma', '1,2,', 'entry 3 of 3 ("") is not a number of seconds'],
    ['a negative delay', '5,-1', 'entry 2 of 2 ("-1") is not a number of seconds'],
    ['a unit', '5s', 'entry 1 of 1 ("5s") is not a number of seconds'],
    ['an exponent', '1e3', 'entry 1 of 1 ("1e3") is not a number of seconds'],
    ['infinity', 'Infinity', 'entry 1 of 1 ("Infinity") is not a number of seconds'],
    ['semicolons', '1;2', 'entry 1 of 1 ("1;2") is not a number of seconds'],
    ['more than 30 days', '2592001', 'entry 1 of 1 (2592001) is more than 2592000 seconds'],
  ])('refuses %s with a clear error', (_, text, message) => {
    expect(() => retryScheduleFromEnv({ WEBHOOK_RETRY_SECONDS: text })).toThrow(RetryScheduleError);
    expect(() => parseRetrySeconds(text)).toThrow(`WEBHOOK_RETRY_SECONDS ${message}`);
  });
});

describe('withJitter', () => {
  it('spreads a delay by at most the fraction either way', () => {
    expect(withJitter(100, () => 0)).toBe(90);
    expect(withJitter(100, () => 0.5)).toBe(100);
    expect(withJitter(100, () => 0.999999)).toBeCloseTo(110, 3);
    expect(withJitter(100, () => 0, 0.25)).toBe(75);
    expect(withJitter(0, () => 0.3)).toBe(0);
  });
});
