import { describe, expect, it } from 'vitest';
import { prng } from '../../src/strategy/random.js';
import { meanOverRolls, planTurn } from '../../src/strategy/turn-plan.js';
import { exactTable, loadExactTable } from '../../src/strategy/yams-tables.js';
import type { YamsModel } from '../../src/strategy/yams-model.js';
import { startValue, stopValues } from '../../src/strategy/yams-solver.js';

// The shipped values are rounded to multiples of 2^-12 (yams-table-codec.ts).
const ROUNDING = 2 ** -13;

/** The turn-start value of (mask, upper) computed from `values` for the states after it. */
function fromSuccessors(model: YamsModel, values: ArrayLike<number>, mask: number, upper: number): number {
  const stop = stopValues(model, values, mask, upper, new Float64Array(model.space.rolls));
  return planTurn(model.space, stop, model.ruleset.rollsPerTurn).start;
}

// The tables load on demand: both are loaded before the suites read them.
await Promise.all([loadExactTable('yams-5'), loadExactTable('yams-6')]);

const popcount = (m: number) => m.toString(2).replaceAll('0', '').length;

describe.each(['yams-5', 'yams-6'] as const)('the shipped table of %s', (id) => {
  const table = exactTable(id);
  const { model, values } = table;

  it('holds the optimum the build computed, within its rounding', () => {
    expect(Math.abs(startValue(model, values) - table.start)).toBeLessThanOrEqual(ROUNDING);
    expect(table.ruleset).toBe(id);
    expect(values.length).toBe(model.states);
  });

  it('equals a fresh solve of the last three turns', () => {
    // Backward induction from the full sheet, only over sheets with at most three boxes empty.
    const fresh = new Float64Array(model.states);
    let worst = 0;
    let count = 0;
    model.forEachState((mask, upper, i) => {
      if (mask === model.full || popcount(mask) < model.categories - 3) return;
      fresh[i] = fromSuccessors(model, fresh, mask, upper);
      worst = Math.max(worst, Math.abs(fresh[i]! - values[i]!));
      count++;
    });
    expect(count).toBeGreaterThan(1000);
    expect(worst).toBeLessThanOrEqual(ROUNDING);
  });

  it('agrees with itself: each sampled entry is the best turn against the entries after it', () => {
    // An entry and its successors are each rounded once: at most twice the rounding apart.
    const random = prng(id.length);
    let worst = 0;
    let count = 0;
    model.forEachState((mask, upper, i) => {
      if (mask === model.full || random() > 300 / model.states) return;
      worst = Math.max(worst, Math.abs(fromSuccessors(model, values, mask, upper) - values[i]!));
      count++;
    });
    expect(count).toBeGreaterThan(150);
    expect(worst).toBeLessThanOrEqual(2 * ROUNDING);
  });

  it('gives the empty sheet the mean over first rolls it should', () => {
    const stop = stopValues(model, values, 0, 0, new Float64Array(model.space.rolls));
    const plan = planTurn(model.space, stop, model.ruleset.rollsPerTurn);
    expect(meanOverRolls(model.space, plan.rollValue[1]!)).toBeCloseTo(plan.start, 12);
  });
});
