import type { CategoryDef, Ruleset, Scoring } from '../../src/engine/index.js';
import { RULESETS } from '../../src/engine/index.js';

const YAMS_5 = RULESETS['yams-5'];
const category = (id: string, scoring?: Scoring): CategoryDef => {
  const found = YAMS_5.categories.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return scoring ? { ...found, scoring } : found;
};
const bonus = (threshold: number, points: number) => ({ kind: 'sections', upperBonus: { threshold, points, when: 'reached' }, middle: false }) as const;

/**
 * Small one-column games in the shape of yams (number boxes with a bonus counted as soon as it
 * is reached, combinations, three rolls a turn), small enough for the plain solver.
 */
export const REDUCED_GAMES: readonly Ruleset[] = [
  // Three dice: Ones with a bonus at 2, a three of a kind worth 30 and a chance.
  {
    ...YAMS_5,
    dice: 3,
    categories: [category('ones'), category('yams', { kind: 'ofAKind', count: 3, score: 'fixed', points: 30 }), category('chance', { kind: 'sum', dice: 3 })],
    totals: bonus(2, 20),
  },
  // Two dice, three number boxes with a bonus at 8, a chance and a pair worth 15.
  {
    ...YAMS_5,
    dice: 2,
    categories: [category('ones'), category('twos'), category('threes'), category('chance', { kind: 'sum', dice: 2 }), category('yams', { kind: 'ofAKind', count: 2, score: 'fixed', points: 15 })],
    totals: bonus(8, 20),
  },
];

/**
 * Yahtzee without its Yahtzee bonuses and joker rule: Three and Four of a kind score all five
 * dice, the bonus is decided once the number boxes are full. Its optimum is published
 * (T. Verhoeff, "Optimal Solitaire Yahtzee Advisor"; also J. Glenn 2006): 245.870775.
 */
export const YAHTZEE_WITHOUT_BONUSES: Ruleset = {
  ...YAMS_5,
  categories: YAMS_5.categories.map((c) =>
    c.id === 'threeOfAKind' || c.id === 'square' ? { ...c, scoring: { kind: 'ofAKind', count: c.id === 'square' ? 4 : 3, score: 'allDice', points: 0 } } : c,
  ),
  totals: { kind: 'sections', upperBonus: { threshold: 63, points: 35, when: 'complete' }, middle: false },
};
