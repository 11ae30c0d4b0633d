import type { CategoryId, ColumnId, RulesetId } from './ids.js';
import { RULESET_IDS } from './ids.js';
import { JAMB, YAMB_CLASSIC } from './rulesets-yamb.js';
import { YAMS_5, YAMS_6 } from './rulesets-yams.js';
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
  /**
   * The rules every ruleset shares, in words (the same list for every ruleset: `COMMON_RULES`),
   * so that one ruleset's description states the whole game, not only what sets it apart.
   */
  readonly commonRules: readonly string[];
  /** Rule decisions where the source document is silent or ambiguous, in words. */
  readonly decisions: readonly string[];
}

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
