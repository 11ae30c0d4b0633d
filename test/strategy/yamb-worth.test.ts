import { describe, expect, it } from 'vitest';
import { RULESETS, sheetTotals } from '../../src/engine/index.js';
import { prng } from '../../src/strategy/random.js';
import { shippedValues } from '../../src/strategy/yamb-play.js';
import type { Sample } from '../../src/strategy/yamb-regress.js';
import { fitWorth, fitWorthTD, samplesFrom } from '../../src/strategy/yamb-regress.js';
import { playRecorded } from '../../src/strategy/yamb-fit.js';
import { sheetModel, worthOf } from '../../src/strategy/yamb-model.js';

/**
 * Synthetic games over `boxes` boxes in `classes` classes: each turn one open box is filled, and
 * what is left to come is the sum of `truth` over the open boxes' classes plus noise.
 */
function games(count: number, boxes: number, classes: number, truth: readonly number[], noise: number, seed: number): Sample[] {
  const random = prng(seed);
  const out: Sample[] = [];
  for (let g = 0; g < count; g++) {
    const classOf = Array.from({ length: boxes }, () => Math.floor(random() * classes));
    const open = Array.from({ length: boxes }, (_, i) => i);
    while (open.length > 0) {
      const cls = open.map((i) => classOf[i]!);
      out.push({ classes: Int32Array.from(cls), target: cls.reduce((a, c) => a + truth[c]!, 0) + noise * (random() - 0.5) });
      open.splice(Math.floor(random() * open.length), 1);
    }
  }
  return out;
}

describe('fitting the worth of a box by least squares', () => {
  const truth = [3, -2, 10, 0.5, 7];
  const identity = Int32Array.from(truth, (_, i) => i);
  const zero = truth.map(() => 0);

  it('recovers additive worths from exact totals, by regression and by temporal differences', () => {
    const samples = games(200, 6, truth.length, truth, 0, 1);
    for (const w of [fitWorth(samples, zero, identity, truth.length, 1e-9), fitWorthTD(samples, 6, zero, identity, truth.length, 0, 1e-9), fitWorthTD(samples, 6, zero, identity, truth.length, 0.5, 1e-9)]) {
      w.forEach((x, i) => expect(x).toBeCloseTo(truth[i]!, 6));
    }
  });

  it('is the plain regression on the final totals when lambda is 1', () => {
    const samples = games(100, 5, truth.length, truth, 20, 2);
    const regression = fitWorth(samples, zero, identity, truth.length, 3);
    const td = fitWorthTD(samples, 5, zero, identity, truth.length, 1, 3);
    td.forEach((x, i) => expect(x).toBeCloseTo(regression[i]!, 6));
    // The noise moved them away from the truth, so the test above does not pass by accident here.
    expect(regression.some((x, i) => Math.abs(x - truth[i]!) > 0.05)).toBe(true);
  });

  it('adds the corrections of a group to the prior of each of its classes, and keeps the ungrouped ones at the prior', () => {
    const prior = [1, 2, 3, 4];
    const samples: Sample[] = [
      { classes: Int32Array.from([0, 1, 3]), target: 1 + 5 + 4 },
      { classes: Int32Array.from([1, 2, 3]), target: 5 + 6 + 4 },
      { classes: Int32Array.from([0, 3]), target: 1 + 4 },
    ];
    const w = fitWorth(samples, prior, Int32Array.from([-1, 0, 0, -1]), 1, 1e-9);
    expect(w).toEqual([1, expect.closeTo(5, 6), expect.closeTo(6, 6), 4]);
  });

  it('measures each jamb sample as the final total less the sheet model with every worth 0, one sample a turn', () => {
    const ruleset = RULESETS.jamb;
    const { worth: _, ...means } = shippedValues(ruleset);
    const records = playRecorded('jamb', means, 1, 3);
    const samples = samplesFrom('jamb', records, means);
    const boxes = ruleset.columns.length * ruleset.categories.length;
    expect(samples.map((s) => s.classes.length)).toEqual(Array.from({ length: boxes }, (_, t) => boxes - t));
    const final = sheetTotals(ruleset, records[0]!.final).total;
    const bare = sheetModel(ruleset, { ...means, worth: new Array<number>(means.mean.length).fill(0) });
    const model = sheetModel(ruleset, means);
    const prior = worthOf(means, ruleset);
    records[0]!.starts.forEach((start, t) => {
      const sample = samples[t]!;
      expect(sample.target).toBeCloseTo(final - bare.value(start), 9);
      // Without fitted worths the model is the bare one plus the open boxes at their means.
      expect(bare.value(start) + [...sample.classes].reduce((a, c) => a + prior[c]!, 0)).toBeCloseTo(model.value(start), 9);
    });
  });
});
