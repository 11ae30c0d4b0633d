/**
 * The public vocabulary: ruleset, column and category ids exactly as the API sends and
 * receives them. Each list is data and type at once; zod schemas and GraphQL enums are
 * generated from these arrays.
 */
export const RULESET_IDS = ['yamb-classic', 'jamb', 'yams-5', 'yams-6'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export const COLUMN_IDS = ['down', 'up', 'free', 'announce'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** Every category id of every ruleset; a ruleset uses a subset, in its own order. */
export const CATEGORY_IDS = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'max',
  'min',
  'trips',
  'threeOfAKind',
  'square',
  'straight',
  'smallStraight',
  'largeStraight',
  'fullHouse',
  'twoTriples',
  'poker',
  'chance',
  'yamb',
  'yams',
  'yamsSix',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** `cancelled`: the creator left an open game; it never starts. */
export const GAME_STATUSES = ['open', 'active', 'finished', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const FACES = [1, 2, 3, 4, 5, 6] as const;
export type Face = (typeof FACES)[number];

/** The most players one game seats. */
export const MAX_SEATS = 8;
/** Rolls in one turn, in every ruleset. */
export const ROLLS_PER_TURN = 3;

export function isRulesetId(value: unknown): value is RulesetId {
  return (RULESET_IDS as readonly unknown[]).includes(value);
}
