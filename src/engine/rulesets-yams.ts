import type { ColumnDef } from './rulesets.js';
import { COLUMN, defineRuleset, numberCategories } from './ruleset-parts.js';
import type { Scoring } from './scoring.js';

// Yams with 5 and with 6 dice: one free column, 13 categories.

const YAMS_SMALL_STRAIGHT: Scoring = {
  kind: 'straight',
  runs: [
    { from: 1, length: 4, points: 30 },
    { from: 2, length: 4, points: 30 },
    { from: 3, length: 4, points: 30 },
  ],
};
const YAMS_LARGE_STRAIGHT: Scoring = {
  kind: 'straight',
  runs: [
    { from: 1, length: 5, points: 40 },
    { from: 2, length: 5, points: 40 },
  ],
};
const YAMS_FREE: ColumnDef = { ...COLUMN.free, name: 'Score' };

export const YAMS_5 = defineRuleset({
  id: 'yams-5',
  name: 'Yams (5 dice)',
  source: 'The rules of Yams 5 and 6: Yams with 5 dice',
  dice: 5,
  rollsPerTurn: 3,
  columns: [YAMS_FREE],
  categories: [
    ...numberCategories('the dice'),
    {
      id: 'threeOfAKind',
      label: 'Three of a kind',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 3, score: 'matching', points: 0 },
      description: 'At least three dice of one face: the sum of those three dice.',
    },
    {
      id: 'square',
      label: 'Square',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 4, score: 'matching', points: 0 },
      description: 'At least four dice of one face: the sum of those four dice.',
    },
    {
      id: 'fullHouse',
      label: 'Full house',
      section: 'lower',
      scoring: { kind: 'fullHouse', exact: true, score: 'fixed', points: 25 },
      description: 'Three dice of one face and two of another: 25. Five of a kind is not a full house.',
    },
    { id: 'smallStraight', label: 'Sequence 4', section: 'lower', scoring: YAMS_SMALL_STRAIGHT, description: 'The dice contain 1-2-3-4, 2-3-4-5 or 3-4-5-6: 30.' },
    { id: 'largeStraight', label: 'Sequence 5', section: 'lower', scoring: YAMS_LARGE_STRAIGHT, description: '1-2-3-4-5 or 2-3-4-5-6: 40.' },
    { id: 'chance', label: 'Luck', section: 'lower', scoring: { kind: 'sum', dice: 5 }, description: 'Sum of all five dice.' },
    { id: 'yams', label: 'Yams', section: 'lower', scoring: { kind: 'ofAKind', count: 5, score: 'fixed', points: 50 }, description: 'Five dice of one face: 50.' },
  ],
  totals: { kind: 'sections', upperBonus: { threshold: 63, points: 35, when: 'reached' }, middle: false },
  announce: null,
  decisions: [
    'Five of a kind also counts as Three of a kind and Square, but not as a Full house (consistent with the other rulesets).',
    'The +35 bonus counts as soon as the running total of Ones..Sixes reaches 63, even before all six are filled (the source: "cumulative points"); it can never be lost.',
  ],
});

export const YAMS_6 = defineRuleset({
  id: 'yams-6',
  name: 'Yams (6 dice)',
  source: 'The rules of Yams 5 and 6: Yams with 6 dice',
  dice: 6,
  rollsPerTurn: 3,
  columns: [YAMS_FREE],
  categories: [
    ...numberCategories('all the dice'),
    {
      id: 'square',
      label: 'Square',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 4, score: 'matching', points: 0 },
      description: 'At least four dice of one face: the sum of those four dice.',
    },
    {
      id: 'largeStraight',
      label: 'Sequence 5',
      section: 'lower',
      scoring: YAMS_LARGE_STRAIGHT,
      description: 'Five of the six dice form 1-2-3-4-5 or 2-3-4-5-6: 40.',
    },
    {
      id: 'fullHouse',
      label: 'Full house',
      section: 'lower',
      scoring: { kind: 'fullHouse', exact: false, score: 'fixed', points: 25 },
      description: 'Some face at least three times and another face at least twice among the six dice: 25.',
    },
    { id: 'twoTriples', label: 'Two three of a kind', section: 'lower', scoring: { kind: 'twoTriples', points: 40 }, description: 'Three dice of one face and three of another: 40.' },
    { id: 'chance', label: 'Luck', section: 'lower', scoring: { kind: 'sum', dice: 5 }, description: 'Sum of the five highest dice.' },
    { id: 'yams', label: 'Yams', section: 'lower', scoring: { kind: 'ofAKind', count: 5, score: 'fixed', points: 50 }, description: 'At least five dice of one face: 50.' },
    { id: 'yamsSix', label: 'Yams 6 dice', section: 'lower', scoring: { kind: 'ofAKind', count: 6, score: 'fixed', points: 70 }, description: 'All six dice of one face: 70.' },
  ],
  totals: { kind: 'sections', upperBonus: { threshold: 70, points: 35, when: 'reached' }, middle: false },
  announce: null,
  decisions: [
    'Luck scores the five highest dice (the source says "the sum of your 5 dice"; the engine picks the best five).',
    'Full house is met when some face shows at least three times and another at least twice (so 1-1-1-2-2-2 and 4-4-4-4-2-2 are full houses); six of a kind is neither Two three of a kind nor Full house.',
    'The +35 bonus counts as soon as the running total of Ones..Sixes reaches 70, even before all six are filled; it can never be lost.',
  ],
});

