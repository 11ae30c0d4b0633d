import type { CategoryId, ColumnId, Face, RulesetId } from './ids.js';
import { RULESET_IDS } from './ids.js';
import type { Scoring } from './scoring.js';
import type { Assert, Same } from './type-checks.js';
import type { AnnounceWindow, ColumnOrder, Section, TotalsKind, UpperBonusTiming } from './vocabulary.js';

export interface ColumnDef {
  readonly id: ColumnId;
  readonly name: string;
  readonly order: ColumnOrder;
  readonly description: string;
}

export interface CategoryDef {
  readonly id: CategoryId;
  readonly label: string;
  readonly section: Section;
  readonly scoring: Scoring;
  readonly description: string;
}

export interface UpperBonus {
  readonly threshold: number;
  readonly points: number;
  /** `complete`: decided once all six number boxes are filled; `reached`: as soon as the running total reaches the threshold. */
  readonly when: UpperBonusTiming;
}

/**
 * How a column adds up. `sum`: the plain sum of its boxes. `sections`: upper (number boxes)
 * plus an optional upper bonus, plus an optional middle (`ones` x (`max` - `min`)), plus lower.
 */
export type Totals =
  | { readonly kind: 'sum' }
  | { readonly kind: 'sections'; readonly upperBonus: UpperBonus | null; readonly middle: boolean };

type TotalsKindsAgree = Assert<Same<Totals['kind'], TotalsKind>>;

export interface AnnounceRule {
  /** `beforeSecondRoll`: before the first roll or after it; `afterFirstRoll`: only after the first roll. Never after the second. */
  readonly window: AnnounceWindow;
  /** A binding announcement makes the announced box the only available box of the turn. */
  readonly binding: boolean;
}

export interface Ruleset {
  readonly id: RulesetId;
  readonly name: string;
  readonly source: string;
  readonly dice: number;
  readonly rollsPerTurn: number;
  readonly columns: readonly ColumnDef[];
  readonly categories: readonly CategoryDef[];
  readonly totals: Totals;
  readonly announce: AnnounceRule | null;
  /** Rule decisions where the source document is silent or ambiguous, in words. */
  readonly decisions: readonly string[];
}

/** A ruleset definition that keeps its id's literal type, so `RULESETS` can check it is filed under that id. */
const defineRuleset = <const Id extends RulesetId>(ruleset: Ruleset & { readonly id: Id }) => ruleset;

const NUMBER_LABELS = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'] as const;
const NUMBER_IDS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

function numberCategories(diceWord: string): CategoryDef[] {
  return NUMBER_IDS.map((id, i) => {
    const face = (i + 1) as Face;
    return {
      id,
      label: NUMBER_LABELS[i] ?? id,
      section: 'upper',
      scoring: { kind: 'face', face },
      description: `Sum of ${diceWord} showing ${face}.`,
    };
  });
}

const COLUMN = {
  down: { id: 'down', name: 'Down', order: 'down', description: 'Fill from top to bottom: only the topmost empty box is available.' },
  up: { id: 'up', name: 'Up', order: 'up', description: 'Fill from bottom to top: only the bottommost empty box is available.' },
  free: { id: 'free', name: 'Free', order: 'free', description: 'Any empty box, in any order.' },
} as const satisfies Record<string, ColumnDef>;

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

const YAMB_CLASSIC = defineRuleset({
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

const JAMB = defineRuleset({
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

const YAMS_5 = defineRuleset({
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

const YAMS_6 = defineRuleset({
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

/**
 * Every ruleset by id. The ids are written once, in `RULESET_IDS`: the type below makes a
 * missing or extra ruleset, or one filed under another ruleset's id, a compile error.
 */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  'yamb-classic': YAMB_CLASSIC,
  jamb: JAMB,
  'yams-5': YAMS_5,
  'yams-6': YAMS_6,
} satisfies { readonly [Id in RulesetId]: Ruleset & { readonly id: Id } };

export const ALL_RULESETS: readonly Ruleset[] = RULESET_IDS.map((id) => RULESETS[id]);

/** Boxes on one player's sheet. */
export function boxesPerSheet(ruleset: Ruleset): number {
  return ruleset.columns.length * ruleset.categories.length;
}

/** Index of a box in a sheet's flat box array (column-major). */
export function boxIndex(ruleset: Ruleset, column: number, category: number): number {
  return column * ruleset.categories.length + category;
}
