import { describe, expect, it } from 'vitest';
import type { Box, RulesetId } from '../../src/engine/index.js';
import { RULESETS, columnTotals, sheetTotals } from '../../src/engine/index.js';

/** One column's boxes in category order, from the given scores (the rest empty). */
function column(ruleset: RulesetId, scores: Record<string, number>): Box[] {
  return RULESETS[ruleset].categories.map((c) => scores[c.id] ?? null);
}

const totals = (ruleset: RulesetId, scores: Record<string, number>) => columnTotals(RULESETS[ruleset], column(ruleset, scores));

const UPPER_60 = { ones: 2, twos: 4, threes: 9, fours: 12, fives: 15, sixes: 18 };
const UPPER_59 = { ...UPPER_60, ones: 1 };
const FIVE_NUMBERS_60 = { ones: 5, twos: 10, threes: 15, fours: 20, fives: 10 };

describe('jamb subtotals', () => {
  // RULES.md, jamb: "once all six are filled, +30 bonus if upper >= 60". Each row: boxes, upper, bonus.
  const BONUS: readonly [string, Record<string, number>, number, number | null][] = [
    ['nothing filled', {}, 0, null],
    ['five number boxes filled, already 60', FIVE_NUMBERS_60, 60, null],
    ['all six filled, exactly 60', UPPER_60, 60, 30],
    ['all six filled, 59', UPPER_59, 59, 0],
    ['all six filled with zeros', { ones: 0, twos: 0, threes: 0, fours: 0, fives: 0, sixes: 0 }, 0, 0],
  ];
  it.each(BONUS)('bonus with %s', (_, scores, upper, bonus) => {
    expect(totals('jamb', scores)).toMatchObject({ upper, bonus });
  });

  // RULES.md, jamb: middle = ones x (max - min), only once all three are filled; Decision: negative when min > max.
  const MIDDLE: readonly [string, Record<string, number>, number | null][] = [
    ['ones missing', { max: 28, min: 8 }, null],
    ['max missing', { ones: 3, min: 8 }, null],
    ['min missing', { ones: 3, max: 28 }, null],
    ['all three filled', { ones: 3, max: 28, min: 8 }, 60],
    ['min greater than max', { ones: 2, max: 10, min: 25 }, -30],
    ['ones 0', { ones: 0, max: 30, min: 5 }, 0],
  ];
  it.each(MIDDLE)('middle with %s', (_, scores, middle) => {
    expect(totals('jamb', scores).middle).toBe(middle);
  });

  it('column total = upper + bonus + middle + lower', () => {
    const lower = { trips: 22, straight: 45, fullHouse: 0, poker: 56, yamb: 80 };
    expect(totals('jamb', { ...UPPER_60, max: 28, min: 8, ...lower })).toEqual({
      upper: 60,
      bonus: 30,
      middle: 2 * (28 - 8),
      lower: 203,
      total: 60 + 30 + 40 + 203,
    });
  });

  it('the grand total is the sum of the four column totals', () => {
    const jamb = RULESETS.jamb;
    const one = column('jamb', { ones: 2, max: 25, min: 10, yamb: 55 });
    const boxes = [...one, ...column('jamb', {}), ...one, ...column('jamb', { sixes: 30 })];
    const sheet = sheetTotals(jamb, boxes);
    expect(sheet.columns.map((c) => c.totals.total)).toEqual([2 + 30 + 55, 0, 2 + 30 + 55, 30]);
    expect(sheet.total).toBe(2 * 87 + 30);
  });
});

// RULES.md, yams-5 and yams-6 bonus: +35 at 63 / 70, as soon as the running upper total reaches it.
// Each row: ruleset, threshold, number boxes reaching it with boxes empty, one short with boxes empty, one short and complete.
const YAMS_BONUS = [
  ['yams-5', 63, { sixes: 30, fives: 25, fours: 8 }, { sixes: 30, fives: 25, fours: 4, ones: 3 }, { ones: 1, twos: 2, threes: 0, fours: 4, fives: 25, sixes: 30 }],
  ['yams-6', 70, { sixes: 36, fives: 30, fours: 4 }, { sixes: 36, fives: 30, ones: 3 }, { ones: 3, twos: 0, threes: 0, fours: 0, fives: 30, sixes: 36 }],
] as const;

describe.each(YAMS_BONUS)('%s bonus (threshold %i)', (ruleset, threshold, reached, shortOpen, shortComplete) => {
  it('35 as soon as the running upper total reaches the threshold, even with empty boxes', () => {
    expect(totals(ruleset, reached)).toMatchObject({ upper: threshold, bonus: 35 });
  });

  it('undecided (null) below the threshold while number boxes are empty', () => {
    expect(totals(ruleset, shortOpen)).toMatchObject({ upper: threshold - 1, bonus: null });
  });

  it('0 below the threshold once all six are filled', () => {
    expect(totals(ruleset, shortComplete)).toMatchObject({ upper: threshold - 1, bonus: 0 });
  });

  it('total = upper + bonus + lower', () => {
    expect(totals(ruleset, { ...reached, chance: 20, yams: 50 })).toEqual({ upper: threshold, bonus: 35, lower: 70, total: threshold + 35 + 70 });
  });
});

describe('yamb-classic totals', () => {
  // RULES.md, yamb-classic: "each column total is the plain sum of its boxes ... No bonus".
  it('a column has only a total, the plain sum of its boxes', () => {
    expect(totals('yamb-classic', { ...UPPER_60, max: 28, min: 8, yamb: 80 })).toEqual({ total: 60 + 28 + 8 + 80 });
  });

  it('the grand total is the sum of the column totals', () => {
    const one = column('yamb-classic', { ones: 5, poker: 58 });
    const sheet = sheetTotals(RULESETS['yamb-classic'], [...one, ...one, ...column('yamb-classic', {}), ...one]);
    expect(sheet.columns.map((c) => c.totals)).toEqual([{ total: 63 }, { total: 63 }, { total: 0 }, { total: 63 }]);
    expect(sheet.total).toBe(189);
  });
});
