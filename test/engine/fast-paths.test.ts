import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../../src/engine/index.js';
import { RULESETS, RULESET_IDS, boxesPerSheet, columnBoxes, columnTotals, rollScores, scoreDice, sheetTotal, sheetTotals, toFace } from '../../src/engine/index.js';
import { allRolls, referenceScore } from './reference-scoring.js';

// The tables and shortcuts behind turnOptions, sheetTotals and standings must give exactly what
// the plain definitions give: `scoreDice` category by category, the columns' own totals.

describe.each(RULESET_IDS)('rollScores on %s', (id) => {
  const ruleset = RULESETS[id];
  const oneByOne = (dice: readonly Face[]) => ruleset.categories.map((c) => scoreDice(c.scoring, dice));

  it('equals scoreDice in every category for every distinct roll, and the reference scorer', () => {
    for (const roll of allRolls(ruleset.dice)) {
      const dice = roll.map(toFace);
      expect(rollScores(ruleset, dice)).toEqual(oneByOne(dice));
      expect(rollScores(ruleset, dice)).toEqual(ruleset.categories.map((c) => referenceScore(id, c.id, roll)));
    }
  });

  it('does not depend on the order of the dice', () => {
    const die = fc.integer({ min: 1, max: 6 }).map(toFace);
    fc.assert(
      fc.property(fc.array(die, { minLength: ruleset.dice, maxLength: ruleset.dice }), (dice) => {
        expect(rollScores(ruleset, dice)).toEqual(oneByOne(dice));
        expect(rollScores(ruleset, [...dice].reverse())).toEqual(oneByOne(dice));
      }),
      { seed: 6000, numRuns: 300 },
    );
  });

  it('scores other dice counts and non-faces one category at a time, as scoreDice does', () => {
    const rest = Array<number>(ruleset.dice - 1).fill(3);
    const odd = [[], [6], [6, 6, ...rest], [7, ...rest], [0, ...rest], [1.5, ...rest], [6, 6, 6, 6, 6, 6, 6]] as Face[][];
    for (const dice of odd) expect(rollScores(ruleset, dice)).toEqual(oneByOne(dice));
  });

  it('hands out a frozen row, so that no caller can change the table', () => {
    expect(Object.isFrozen(rollScores(ruleset, [1, 1, 2, 3, 4, 5].slice(0, ruleset.dice) as Face[]))).toBe(true);
  });
});

describe.each(RULESET_IDS)('sheet totals on %s', (id) => {
  const ruleset = RULESETS[id];
  const sheet = fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 80 })), {
    minLength: boxesPerSheet(ruleset),
    maxLength: boxesPerSheet(ruleset),
  });

  it('sheetTotal equals sheetTotals().total, and each column equals columnTotals of its boxes', () => {
    fc.assert(
      fc.property(sheet, (boxes: Box[]) => {
        const totals = sheetTotals(ruleset, boxes);
        expect(sheetTotal(ruleset, boxes)).toBe(totals.total);
        expect(totals.columns.map((c) => c.totals)).toEqual(ruleset.columns.map((_, c) => columnTotals(ruleset, columnBoxes(ruleset, boxes, c))));
        expect(totals.total).toBe(totals.columns.reduce((sum, c) => sum + c.totals.total, 0));
      }),
      { seed: 6100, numRuns: 300 },
    );
  });
});

// The API sends the totals as JSON, so their fields keep their order: upper, bonus, middle, lower, total.
const TOTALS_FIELDS = [
  ['yamb-classic', ['total']],
  ['jamb', ['upper', 'bonus', 'middle', 'lower', 'total']],
  ['yams-5', ['upper', 'bonus', 'lower', 'total']],
  ['yams-6', ['upper', 'bonus', 'lower', 'total']],
] as const;

describe.each(TOTALS_FIELDS)('%s column totals', (id, fields) => {
  it(`have the fields ${fields.join(', ')}, in this order, empty or full`, () => {
    const ruleset = RULESETS[id];
    for (const fill of [null, 3]) {
      const boxes = Array<Box>(boxesPerSheet(ruleset)).fill(fill);
      for (const column of sheetTotals(ruleset, boxes).columns) expect(Object.keys(column.totals)).toEqual(fields);
      expect(Object.keys(columnTotals(ruleset, columnBoxes(ruleset, boxes, 0)))).toEqual(fields);
    }
  });
});
