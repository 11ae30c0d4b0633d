/**
 * The rest of the engine's public vocabulary, beside the ids in `ids.ts`: every word a ruleset
 * description, a move or an action uses. Each list is an `as const` array, so it is the data
 * and the type at once; zod schemas and GraphQL enums are to be generated from these arrays,
 * never written again by hand.
 */

/** How a column is filled: `down` top to bottom, `up` bottom to top, `free` any order, `announce` only the announced box. */
export const COLUMN_ORDERS = ['down', 'up', 'free', 'announce'] as const;
export type ColumnOrder = (typeof COLUMN_ORDERS)[number];

/** The part of a column a category counts in: `upper` the number boxes, `middle` Max and Min, `lower` the combinations. */
export const SECTIONS = ['upper', 'middle', 'lower'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * How a category scores (`Scoring['kind']`): `face` the dice showing one face, `sum` the
 * highest dice, `ofAKind` several dice of one face, `fullHouse` three and two, `straight`
 * consecutive faces, `twoTriples` two sets of three.
 */
export const SCORING_KINDS = ['face', 'sum', 'ofAKind', 'fullHouse', 'straight', 'twoTriples'] as const;
export type ScoringKind = (typeof SCORING_KINDS)[number];

/** What an `ofAKind` category scores when met: `matching` the matching dice plus points, `allDice` every die plus points, `fixed` the points only. */
export const OF_A_KIND_SCORES = ['matching', 'allDice', 'fixed'] as const;
export type OfAKindScore = (typeof OF_A_KIND_SCORES)[number];

/** What a `fullHouse` category scores when met: `allDice` every die plus points, `fixed` the points only. */
export const FULL_HOUSE_SCORES = ['allDice', 'fixed'] as const;
export type FullHouseScore = (typeof FULL_HOUSE_SCORES)[number];

/** How a column adds up (`Totals['kind']`): `sum` the plain sum of its boxes, `sections` upper, bonus, middle and lower subtotals. */
export const TOTALS_KINDS = ['sum', 'sections'] as const;
export type TotalsKind = (typeof TOTALS_KINDS)[number];

/** When an upper bonus is decided (`UpperBonus['when']`): `complete` once all six number boxes are filled, `reached` as soon as the running total reaches the threshold. */
export const UPPER_BONUS_TIMINGS = ['complete', 'reached'] as const;
export type UpperBonusTiming = (typeof UPPER_BONUS_TIMINGS)[number];

/** When an announcement may be made (`AnnounceRule['window']`): `beforeSecondRoll` before the first roll or after it, `afterFirstRoll` only after the first roll. Never after the second. */
export const ANNOUNCE_WINDOWS = ['beforeSecondRoll', 'afterFirstRoll'] as const;
export type AnnounceWindow = (typeof ANNOUNCE_WINDOWS)[number];

/** The kinds of move a game's log records (`GameEvent['type']`), in the order a game first meets them. */
export const MOVE_TYPES = ['create', 'join', 'roll', 'announce', 'score', 'resign', 'leave', 'timeout', 'invite', 'decline'] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** The moves a seated player sends as a play action (`PlayAction['type']`); create, join, leave, invite and decline have their own calls, and a timeout is the server's. */
export const PLAY_ACTION_TYPES = ['roll', 'announce', 'score', 'resign'] as const satisfies readonly MoveType[];
export type PlayActionType = (typeof PLAY_ACTION_TYPES)[number];
