import type { CategoryId, ColumnId } from './ids.js';
import type { Ruleset } from './rulesets.js';
import { boxIndex } from './rulesets.js';
import type { Box } from './state.js';

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
  const filled = (values: readonly Box[]) => values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  if (ruleset.totals.kind === 'sum') return { total: filled(column) };

  const section = (name: 'upper' | 'lower') => ruleset.categories.flatMap((c, i) => (c.section === name ? [column[i] ?? null] : []));
  const upperBoxes = section('upper');
  const upper = filled(upperBoxes);
  const lower = filled(section('lower'));

  let bonus: number | null | undefined;
  const rule = ruleset.totals.upperBonus;
  if (rule) {
    const complete = upperBoxes.every((v) => v !== null);
    if (upper >= rule.threshold && (rule.when === 'reached' || complete)) bonus = rule.points;
    else bonus = complete ? 0 : null;
  }

  let middle: number | null | undefined;
  if (ruleset.totals.middle) {
    const box = (id: CategoryId) => column[ruleset.categories.findIndex((c) => c.id === id)] ?? null;
    const [ones, max, min] = [box('ones'), box('max'), box('min')];
    // + 0 turns the -0 of 0 x (a negative difference) into 0.
    middle = ones === null || max === null || min === null ? null : ones * (max - min) + 0;
  }

  const total = upper + (bonus ?? 0) + (middle ?? 0) + lower;
  return {
    upper,
    ...(bonus !== undefined && { bonus }),
    ...(middle !== undefined && { middle }),
    lower,
    total,
  };
}

/** Every column of a sheet with its boxes and totals, and the sheet's grand total. */
export function sheetTotals(ruleset: Ruleset, boxes: readonly Box[]): SheetTotals {
  const columns = ruleset.columns.map((col, c) => {
    const values = columnBoxes(ruleset, boxes, c);
    return {
      column: col.id,
      boxes: ruleset.categories.map((cat, i) => ({ category: cat.id, score: values[i] ?? null })),
      totals: columnTotals(ruleset, values),
    };
  });
  return { columns, total: columns.reduce((sum, c) => sum + c.totals.total, 0) };
}
