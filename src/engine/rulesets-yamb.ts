import type { CategoryDef } from './rulesets.js';
import { COLUMN, defineRuleset, numberCategories } from './ruleset-parts.js';
import type { Scoring } from './scoring.js';

// YambPro Classic and Jamb: four columns, 12 and 13 categories.

const MAX_MIN: CategoryDef[] = [
  { id: 'max', label: 'Max', section: 'middle', scoring: { kind: 'sum', dice: 5 }, description: 'Sum of all five dice.' },
  { id: 'min', label: 'Min', section: 'middle', scoring: { kind: 'sum', dice: 5 }, description: 'Sum of all five dice.' },
];

const STRAIGHT_35_45: Scoring = {
  kind: 'straight',
  runs: [
    { from: 1, length: 5, points: 35 },
    { from: 2, length: 5, points: 45 },
  ],
};

export const YAMB_CLASSIC = defineRuleset({
  id: 'yamb-classic',
  name: 'YambPro Classic',
  source: 'YambPro rules guide, the four-column Classic game',
  dice: 5,
  rollsPerTurn: 3,
  columns: [
    COLUMN.down,
    COLUMN.up,
    COLUMN.free,
    {
      id: 'announce',
      name: 'Announce',
      order: 'announce',
      description:
        'Announce one category whose box is empty before the first roll or after it, never after the second. Only the announced box is available in this column; the other columns stay available.',
    },
  ],
  categories: [
    ...numberCategories('the dice'),
    ...MAX_MIN,
    { id: 'straight', label: 'Straight', section: 'lower', scoring: STRAIGHT_35_45, description: '1-2-3-4-5 scores 35; 2-3-4-5-6 scores 45; anything else 0.' },
    {
      id: 'fullHouse',
      label: 'Full House',
      section: 'lower',
      scoring: { kind: 'fullHouse', exact: true, score: 'allDice', points: 30 },
      description: 'Exactly three of one face and two of another: sum of all five dice + 30. Five of a kind is not a full house.',
    },
    {
      id: 'poker',
      label: 'Poker',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 4, score: 'allDice', points: 40 },
      description: 'At least four dice of one face: sum of all five dice + 40 (five of a kind counts).',
    },
    {
      id: 'yamb',
      label: 'Yamb',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 5, score: 'allDice', points: 50 },
      description: 'Five dice of one face: sum + 50.',
    },
  ],
  totals: { kind: 'sum' },
  announce: { window: 'beforeSecondRoll', binding: false },
  decisions: [
    'The announcement does not bind: in the turn of an announcement the boxes of the other columns stay available (the source: "The other columns follow their usual rules").',
    'When the player\'s down, up and free columns are all full, a second roll needs an announcement first (MUST_ANNOUNCE), as in jamb, so a turn can never reach a state with no box to fill.',
    'Max and Min both score the sum of all five dice; no relation between them is required.',
    'Each column total is the plain sum of its boxes and the grand total the sum of the column totals; there is no bonus (the source names none).',
  ],
});

export const JAMB = defineRuleset({
  id: 'jamb',
  name: 'Jamb',
  source: 'Jamb scorecard rules with 13 categories, bonus and the Max-Min product',
  dice: 5,
  rollsPerTurn: 3,
  columns: [
    COLUMN.down,
    COLUMN.up,
    COLUMN.free,
    {
      id: 'announce',
      name: 'Announced',
      order: 'announce',
      description:
        'After the first roll and before the second, announce one category whose box is empty; the turn must then be scored in that box (0 if missed). When down, up and free are full, announcing is required before rolling again.',
    },
  ],
  categories: [
    ...numberCategories('the dice'),
    ...MAX_MIN,
    {
      id: 'trips',
      label: 'Trips',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 3, score: 'matching', points: 10 },
      description: 'At least three dice of one face: those three dice + 10 (three 4s = 22).',
    },
    { id: 'straight', label: 'Straight', section: 'lower', scoring: STRAIGHT_35_45, description: '1-2-3-4-5 scores 35; 2-3-4-5-6 scores 45; anything else 0.' },
    {
      id: 'fullHouse',
      label: 'Full',
      section: 'lower',
      scoring: { kind: 'fullHouse', exact: true, score: 'allDice', points: 30 },
      description: 'Three of one face and a pair of another: sum of all five dice + 30. Five of a kind is not a full house.',
    },
    {
      id: 'poker',
      label: 'Poker',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 4, score: 'matching', points: 40 },
      description: 'At least four dice of one face: those four dice + 40 (4-4-4-4-2 = 56).',
    },
    {
      id: 'yamb',
      label: 'Jamb',
      section: 'lower',
      scoring: { kind: 'ofAKind', count: 5, score: 'allDice', points: 50 },
      description: 'Five dice of one face: sum + 50.',
    },
  ],
  totals: { kind: 'sections', upperBonus: { threshold: 60, points: 30, when: 'complete' }, middle: true },
  announce: { window: 'afterFirstRoll', binding: true },
  decisions: [
    'The middle subtotal is the source\'s formula as written, Ones x (Max - Min), counted once all three boxes are filled; it is negative when Min is greater than Max.',
    'Max and Min both score the sum of all five dice; no relation between them is required.',
    'The upper bonus (+30 when Ones..Sixes total at least 60) is decided once all six number boxes of the column are filled.',
    'Scoring in the Announced column always needs an announcement made this turn; when down, up and free are full, a second roll needs one first (MUST_ANNOUNCE).',
  ],
});

