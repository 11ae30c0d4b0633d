import { describe, expect, it } from 'vitest';
import { SWEEP_RESERVE_MS, createSweepHandler } from '../../src/entry/scheduled-sweep.js';

/** A dispatcher whose sweeps find `counts` due cursors in turn, then none. */
function sweeping(counts: number[]) {
  const calls: number[] = [];
  return { calls, dispatcher: { sweep: async () => (calls.push(calls.length), counts.shift() ?? 0) } };
}

describe('the scheduled sweep', () => {
  it('sweeps again while a sweep found due cursors, and stops at the first that finds none', async () => {
    const { calls, dispatcher } = sweeping([400, 37, 0, 5]);
    const logs: Record<string, unknown>[] = [];
    const result = await createSweepHandler({ dispatcher, log: (e) => logs.push(e) })({}, { getRemainingTimeInMillis: () => 240_000 });
    expect(result).toEqual({ sweeps: 3, cursors: 437, timeouts: 0 });
    expect(calls).toHaveLength(3);
    expect(logs).toEqual([expect.objectContaining({ level: 'info', sweeps: 3, cursors: 437 })]);
  });

  it('starts no sweep once less than the reserve is left', async () => {
    const { calls, dispatcher } = sweeping([10, 10, 10, 10]);
    // The time left after each sweep: enough for another after the first, not after the second.
    const left = [SWEEP_RESERVE_MS, SWEEP_RESERVE_MS - 1];
    const result = await createSweepHandler({ dispatcher, log: () => {} })({}, { getRemainingTimeInMillis: () => left.shift() ?? 0 });
    expect(result).toEqual({ sweeps: 2, cursors: 20, timeouts: 0 });
    expect(calls).toHaveLength(2);
  });

  it('logs nothing when nothing was due', async () => {
    const logs: unknown[] = [];
    expect(await createSweepHandler({ dispatcher: sweeping([]).dispatcher, log: (e) => logs.push(e) })({}, { getRemainingTimeInMillis: () => 240_000 })).toEqual({ sweeps: 1, cursors: 0, timeouts: 0 });
    expect(logs).toEqual([]);
  });
});
