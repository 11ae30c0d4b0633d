import type { Box, Ruleset } from '../engine/index.js';

/**
 * A four-column sheet (jamb, yamb-classic) as the strong player reads it: the boxes as an
 * Int16Array, -1 for an empty box (scores are never negative), and what the ruleset's shape
 * makes of it worked out once: which box each column offers, and what filling a box adds to
 * the grand total (the upper bonus and the middle product included, as `sheetTotal` counts
 * them). Training plays millions of turns on these without the engine; the tests hold both to
 * the engine's answers.
 */
export interface SheetLayout {
  readonly ruleset: Ruleset;
  readonly columns: number;
  readonly categories: number;
  readonly boxes: number;
  /** Column order by column: 0 down, 1 up, 2 free, 3 announce. */
  readonly order: Int8Array;
  readonly announceColumn: number;
  /** Whether an announcement binds the turn to its box (jamb) or only adds it (yamb-classic). */
  readonly binding: boolean;
  /** Whether an announcement may be made before the first roll too (it is never better than right after it). */
  readonly announceBeforeRoll: boolean;
  /** Face of each number category counted for the bonus, 0 for the others. */
  readonly face: Int8Array;
  /** Whether a category's score adds to the total itself (not jamb's Max and Min, which count through the product). */
  readonly counts: Uint8Array;
  /** The upper bonus rule, null without one. */
  readonly bonus: { readonly threshold: number; readonly points: number } | null;
  /** Categories of the middle product Ones x (Max - Min); -1 without one. */
  readonly ones: number;
  readonly max: number;
  readonly min: number;
}

const ORDERS = { down: 0, up: 1, free: 2, announce: 3 } as const;
export const DOWN = 0;
export const UP = 1;
export const FREE = 2;
export const ANNOUNCE = 3;

const layouts = new WeakMap<Ruleset, SheetLayout>();

export function sheetLayout(ruleset: Ruleset): SheetLayout {
  let layout = layouts.get(ruleset);
  if (layout) return layout;
  const totals = ruleset.totals;
  const sections = totals.kind === 'sections';
  const bonus = sections && totals.upperBonus ? totals.upperBonus : null;
  if (bonus && bonus.when !== 'complete') throw new Error(`${ruleset.id}: a bonus counted before the number boxes are full is not modelled`);
  const middle = sections && totals.middle;
  const find = (id: string) => (middle ? ruleset.categories.findIndex((c) => c.id === id) : -1);
  layout = {
    ruleset,
    columns: ruleset.columns.length,
    categories: ruleset.categories.length,
    boxes: ruleset.columns.length * ruleset.categories.length,
    order: Int8Array.from(ruleset.columns, (c) => ORDERS[c.order]),
    announceColumn: ruleset.columns.findIndex((c) => c.order === 'announce'),
    binding: ruleset.announce?.binding ?? false,
    announceBeforeRoll: ruleset.announce?.window === 'beforeSecondRoll',
    face: Int8Array.from(ruleset.categories, (c) => (bonus && c.section === 'upper' && c.scoring.kind === 'face' ? c.scoring.face : 0)),
    counts: Uint8Array.from(ruleset.categories, (c) => (!sections || c.section !== 'middle' ? 1 : 0)),
    bonus: bonus ? { threshold: bonus.threshold, points: bonus.points } : null,
    ones: find('ones'),
    max: find('max'),
    min: find('min'),
  };
  layouts.set(ruleset, layout);
  return layout;
}

/** The engine's sheet as the strong player's. */
export function toSheet(layout: SheetLayout, boxes: readonly Box[]): Int16Array {
  return Int16Array.from({ length: layout.boxes }, (_, i) => boxes[i] ?? -1);
}

/**
 * The boxes a score may go to without an announcement (the next of a down and of an up
 * column, any empty free box), as box indices into `out`; returns how many.
 */
export function plainBoxes(layout: SheetLayout, sheet: Int16Array, out: Int32Array): number {
  const C = layout.categories;
  let n = 0;
  for (let col = 0; col < layout.columns; col++) {
    const base = col * C;
    switch (layout.order[col]) {
      case DOWN:
        for (let c = 0; c < C; c++) {
          if (sheet[base + c]! < 0) {
            out[n++] = base + c;
            break;
          }
        }
        break;
      case UP:
        for (let c = C - 1; c >= 0; c--) {
          if (sheet[base + c]! < 0) {
            out[n++] = base + c;
            break;
          }
        }
        break;
      case FREE:
        for (let c = 0; c < C; c++) if (sheet[base + c]! < 0) out[n++] = base + c;
        break;
    }
  }
  return n;
}

/** Whether the announce box of category `category` is empty. */
export const announceable = (layout: SheetLayout, sheet: Int16Array, category: number): boolean =>
  layout.announceColumn >= 0 && sheet[layout.announceColumn * layout.categories + category]! < 0;

/** The grand total of a sheet, as the engine's `sheetTotal` counts it. */
export function sheetTotalOf(layout: SheetLayout, sheet: Int16Array): number {
  let total = 0;
  for (let col = 0; col < layout.columns; col++) total += columnTotal(layout, sheet, col * layout.categories, -1, 0);
  return total;
}

/** What filling empty box `box` with `score` adds to the grand total. */
export function fillGain(layout: SheetLayout, sheet: Int16Array, box: number, score: number): number {
  const C = layout.categories;
  const base = box - (box % C);
  return columnTotal(layout, sheet, base, box - base, score) - columnTotal(layout, sheet, base, -1, 0);
}

/** One column's total, category `override` taken as scoring `score`. */
function columnTotal(layout: SheetLayout, sheet: Int16Array, base: number, override: number, score: number): number {
  let total = 0;
  let upper = 0;
  let upperOpen = false;
  for (let c = 0; c < layout.categories; c++) {
    const v = c === override ? score : sheet[base + c]!;
    if (v < 0) {
      if (layout.face[c]! > 0) upperOpen = true;
      continue;
    }
    if (layout.counts[c]) total += v;
    if (layout.face[c]! > 0) upper += v;
  }
  const bonus = layout.bonus;
  if (bonus && !upperOpen && upper >= bonus.threshold) total += bonus.points;
  if (layout.ones >= 0) {
    const at = (c: number) => (c === override ? score : sheet[base + c]!);
    const ones = at(layout.ones);
    const max = at(layout.max);
    const min = at(layout.min);
    if (ones >= 0 && max >= 0 && min >= 0) total += ones * (max - min);
  }
  return total;
}
