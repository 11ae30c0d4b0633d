import type { CategoryId, ColumnId } from './ids.js';
import type { Ruleset } from './rulesets.js';
import { boxIndex } from './rulesets.js';
import type { Box } from './state.js';
import { layoutOf } from './layout.js';

/**
 * One column's subtotals. A field is absent where the ruleset has no such row, and null
 * while it cannot be decided yet (a bonus before the number boxes are filled, the middle
 * product before Ones, Max and Min are).
 */
export interface ColumnTotals {
  readonly upper?: number;
  readonly bonus?: number | null;
  readonly middle?: number | null;
  readonly lower?: number;
  readonly total: number;
}

export interface SheetColumn {
  readonly column: ColumnId;
  readonly boxes: readonly { readonly category: CategoryId; readonly score: Box }[];
  readonly totals: ColumnTotals;
}

export interface SheetTotals {
  readonly columns: readonly SheetColumn[];
  readonly total: number;
}

/** The boxes of column `column` (by position) of a sheet. */
export function columnBoxes(ruleset: Ruleset, boxes: readonly Box[], column: number): Box[] {
  return ruleset.categories.map((_, cat) => boxes[boxIndex(ruleset, column, cat)] ?? null);
}

/** Subtotals and total of one column, from its boxes in category order. */
export function columnTotals(ruleset: Ruleset, column: readonly Box[]): ColumnTotals {
  if (ruleset.totals.kind === 'sum') return { total: column.reduce<number>((sum, v) => sum + (v ?? 0), 0) };
  return totalsAt(ruleset, column, 0);
}

/*
 * The totals are read straight from the sheet, a column being the boxes from `base` on, with
 * the section positions worked out once per ruleset (`layoutOf`): views total every seat's
 * sheet on every read, and bots total sheets thousands of times a turn.
 */

/** The sum of the boxes at `cats` (positions from `base`), empty boxes counting 0. */
function sumAt(boxes: readonly Box[], base: number, cats: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < cats.length; i++) sum += boxes[base + cats[i]!] ?? 0;
  return sum;
}

/** True when every box at `cats` (positions from `base`) is filled. */
function filledAt(boxes: readonly Box[], base: number, cats: readonly number[]): boolean {
  for (let i = 0; i < cats.length; i++) if ((boxes[base + cats[i]!] ?? null) === null) return false;
  return true;
}

/** The upper bonus of the column from `base`: its points, 0 once it is missed, null while undecided; undefined without one. */
function bonusAt(ruleset: Ruleset, boxes: readonly Box[], base: number, upper: number): number | null | undefined {
  if (ruleset.totals.kind === 'sum') return undefined;
  const rule = ruleset.totals.upperBonus;
  if (!rule) return undefined;
  const complete = filledAt(boxes, base, layoutOf(ruleset).upper);
  if (upper >= rule.threshold && (rule.when === 'reached' || complete)) return rule.points;
  return complete ? 0 : null;
}

/** The box at category `cat` of the column from `base`; null when empty or when there is no such category. */
const boxAt = (boxes: readonly Box[], base: number, cat: number): Box => (cat < 0 ? null : (boxes[base + cat] ?? null));

/** The middle subtotal of the column from `base`, null until Ones, Max and Min are filled; undefined without one. */
function middleAt(ruleset: Ruleset, boxes: readonly Box[], base: number): number | null | undefined {
  if (ruleset.totals.kind === 'sum' || !ruleset.totals.middle) return undefined;
  const layout = layoutOf(ruleset);
  const ones = boxAt(boxes, base, layout.ones);
  const max = boxAt(boxes, base, layout.max);
  const min = boxAt(boxes, base, layout.min);
  // + 0 turns the -0 of 0 x (a negative difference) into 0.
  return ones === null || max === null || min === null ? null : ones * (max - min) + 0;
}

function totalsAt(ruleset: Ruleset, boxes: readonly Box[], base: number): ColumnTotals {
  const layout = layoutOf(ruleset);
  if (ruleset.totals.kind === 'sum') {
    let total = 0;
    for (let cat = 0; cat < layout.categories; cat++) total += boxes[base + cat] ?? 0;
    return { total };
  }
  const upper = sumAt(boxes, base, layout.upper);
  const lower = sumAt(boxes, base, layout.lower);
  const bonus = bonusAt(ruleset, boxes, base, upper);
  const middle = middleAt(ruleset, boxes, base);
  const total = upper + (bonus ?? 0) + (middle ?? 0) + lower;
  // A field is absent, not undefined, where the ruleset has no such row. Literal objects: a
  // conditional spread costs several times more.
  if (bonus !== undefined && middle !== undefined) return { upper, bonus, middle, lower, total };
  if (bonus !== undefined) return { upper, bonus, lower, total };
  if (middle !== undefined) return { upper, middle, lower, total };
  return { upper, lower, total };
}

/** Every column of a sheet with its boxes and totals, and the sheet's grand total. */
export function sheetTotals(ruleset: Ruleset, boxes: readonly Box[]): SheetTotals {
  const n = ruleset.categories.length;
  const columns = ruleset.columns.map((col, c) => {
    const base = c * n;
    return {
      column: col.id,
      boxes: ruleset.categories.map((cat, i) => ({ category: cat.id, score: boxes[base + i] ?? null })),
      totals: totalsAt(ruleset, boxes, base),
    };
  });
  return { columns, total: columns.reduce((sum, c) => sum + c.totals.total, 0) };
}

/**
 * A sheet's grand total, `sheetTotals(ruleset, boxes).total`, without building the columns:
 * for standings, lists and bots that need only the number.
 */
export function sheetTotal(ruleset: Ruleset, boxes: readonly Box[]): number {
  const layout = layoutOf(ruleset);
  let total = 0;
  for (let c = 0; c < ruleset.columns.length; c++) {
    const base = c * layout.categories;
    if (ruleset.totals.kind === 'sum') {
      for (let cat = 0; cat < layout.categories; cat++) total += boxes[base + cat] ?? 0;
      continue;
    }
    const upper = sumAt(boxes, base, layout.upper);
    total += upper + (bonusAt(ruleset, boxes, base, upper) ?? 0) + (middleAt(ruleset, boxes, base) ?? 0) + sumAt(boxes, base, layout.lower);
  }
  return total;
}
