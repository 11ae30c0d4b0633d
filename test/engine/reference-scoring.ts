/**
 * A deliberately plain second opinion on scoring, written from RULES.md alone: one small
 * function per category, over the dice and their face counts. It shares nothing with the
 * engine's scoring interpreter or the rulesets' `scoring` data, so a bug has to be made twice,
 * in two different styles, to slip through the exhaustive comparison.
 */
import type { RulesetId } from '../../src/engine/index.js';

export type Dice = readonly number[];
type Rule = (dice: Dice) => number;

const sum = (dice: Dice): number => dice.reduce((a, b) => a + b, 0);

/** How many dice show `face`. */
const countOf = (dice: Dice, face: number): number => dice.filter((d) => d === face).length;

/** Face counts of the faces that occur, largest first: [3, 2] for a full house. */
const shape = (dice: Dice): number[] =>
  [1, 2, 3, 4, 5, 6].map((f) => countOf(dice, f)).filter((c) => c > 0).sort((a, b) => b - a);

/** The highest face showing at least `n` times, or null. */
function faceWithAtLeast(dice: Dice, n: number): number | null {
  for (let face = 6; face >= 1; face--) if (countOf(dice, face) >= n) return face;
  return null;
}

const sortedKey = (dice: Dice): string => [...dice].sort((a, b) => a - b).join('');
const contains = (dice: Dice, faces: readonly number[]): boolean => faces.every((f) => dice.includes(f));

const numbers = {
  ones: (d: Dice) => countOf(d, 1) * 1,
  twos: (d: Dice) => countOf(d, 2) * 2,
  threes: (d: Dice) => countOf(d, 3) * 3,
  fours: (d: Dice) => countOf(d, 4) * 4,
  fives: (d: Dice) => countOf(d, 5) * 5,
  sixes: (d: Dice) => countOf(d, 6) * 6,
};

/** `straight` of yamb-classic and jamb: exactly 1-2-3-4-5 = 35, exactly 2-3-4-5-6 = 45. */
function straight35or45(d: Dice): number {
  if (sortedKey(d) === '12345') return 35;
  if (sortedKey(d) === '23456') return 45;
  return 0;
}

/** Exactly three of one face and two of another (five dice). */
const isExactFullHouse = (d: Dice): boolean => shape(d).join() === '3,2';

// RULES.md, section `yamb-classic`.
const yambClassic: Record<string, Rule> = {
  ...numbers,
  max: sum,
  min: sum,
  straight: straight35or45,
  fullHouse: (d) => (isExactFullHouse(d) ? sum(d) + 30 : 0),
  poker: (d) => (faceWithAtLeast(d, 4) !== null ? sum(d) + 40 : 0),
  yamb: (d) => (faceWithAtLeast(d, 5) !== null ? sum(d) + 50 : 0),
};

// RULES.md, section `jamb`.
const jamb: Record<string, Rule> = {
  ...numbers,
  max: sum,
  min: sum,
  trips: (d) => {
    const face = faceWithAtLeast(d, 3);
    return face === null ? 0 : 3 * face + 10;
  },
  straight: straight35or45,
  fullHouse: (d) => (isExactFullHouse(d) ? sum(d) + 30 : 0),
  poker: (d) => {
    const face = faceWithAtLeast(d, 4);
    return face === null ? 0 : 4 * face + 40;
  },
  yamb: (d) => (faceWithAtLeast(d, 5) !== null ? sum(d) + 50 : 0),
};

// RULES.md, section `yams-5`.
const yams5: Record<string, Rule> = {
  ...numbers,
  threeOfAKind: (d) => {
    const face = faceWithAtLeast(d, 3);
    return face === null ? 0 : 3 * face;
  },
  square: (d) => {
    const face = faceWithAtLeast(d, 4);
    return face === null ? 0 : 4 * face;
  },
  fullHouse: (d) => (isExactFullHouse(d) ? 25 : 0),
  smallStraight: (d) => ([[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]].some((run) => contains(d, run)) ? 30 : 0),
  largeStraight: (d) => (['12345', '23456'].includes(sortedKey(d)) ? 40 : 0),
  chance: sum,
  yams: (d) => (shape(d)[0] === 5 ? 50 : 0),
};

// RULES.md, section `yams-6`.
const yams6: Record<string, Rule> = {
  ...numbers,
  square: (d) => {
    const face = faceWithAtLeast(d, 4);
    return face === null ? 0 : 4 * face;
  },
  largeStraight: (d) => (contains(d, [1, 2, 3, 4, 5]) || contains(d, [2, 3, 4, 5, 6]) ? 40 : 0),
  fullHouse: (d) => {
    const [most = 0, next = 0] = shape(d);
    return most >= 3 && next >= 2 ? 25 : 0;
  },
  twoTriples: (d) => (shape(d).join() === '3,3' ? 40 : 0),
  // Decision: the five highest of the six dice.
  chance: (d) => sum(d) - Math.min(...d),
  yams: (d) => ((shape(d)[0] ?? 0) >= 5 ? 50 : 0),
  yamsSix: (d) => (shape(d)[0] === 6 ? 70 : 0),
};

/** Every category of every ruleset, in the order RULES.md lists them (top to bottom). */
export const REFERENCE_RULES: Readonly<Record<RulesetId, Readonly<Record<string, Rule>>>> = {
  'yamb-classic': yambClassic,
  jamb,
  'yams-5': yams5,
  'yams-6': yams6,
};

/** RULES.md: dice per ruleset. */
export const REFERENCE_DICE: Readonly<Record<RulesetId, number>> = { 'yamb-classic': 5, jamb: 5, 'yams-5': 5, 'yams-6': 6 };

/** RULES.md: columns per ruleset, in order. */
export const REFERENCE_COLUMNS: Readonly<Record<RulesetId, readonly string[]>> = {
  'yamb-classic': ['down', 'up', 'free', 'announce'],
  jamb: ['down', 'up', 'free', 'announce'],
  'yams-5': ['free'],
  'yams-6': ['free'],
};

/** The score RULES.md gives `dice` in `category` of `ruleset`. */
export function referenceScore(ruleset: RulesetId, category: string, dice: Dice): number {
  const rule = REFERENCE_RULES[ruleset][category];
  if (!rule) throw new Error(`${ruleset} has no category ${category} in RULES.md`);
  return rule(dice);
}

/** Every distinct roll of `n` dice as a sorted multiset: 252 for five dice, 462 for six. */
export function allRolls(n: number, lowest = 1): number[][] {
  if (n === 0) return [[]];
  const rolls: number[][] = [];
  for (let face = lowest; face <= 6; face++) {
    for (const rest of allRolls(n - 1, face)) rolls.push([face, ...rest]);
  }
  return rolls;
}
