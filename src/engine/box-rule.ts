import type { Ruleset } from './rulesets.js';
import { boxIndex } from './rulesets.js';
import type { Box, Turn } from './state.js';

/*
 * The box rule, shared by `boxRefusal` (which words it as an error) and `turnOptions` (which
 * asks it for every box of a sheet, scanning each column once). Internal: index.ts does not
 * re-export this module.
 */

/** The first and the last empty category (by position) of one column, -1 when it is full. */
export interface ColumnScan {
  readonly first: number;
  readonly last: number;
}

/** Where the empty boxes of column `col` start and end: the `down` and `up` orders follow from it. */
export function scanColumn(ruleset: Ruleset, boxes: readonly Box[], col: number): ColumnScan {
  const n = ruleset.categories.length;
  const base = col * n;
  let first = -1;
  let last = -1;
  for (let cat = 0; cat < n; cat++) {
    if ((boxes[base + cat] ?? null) !== null) continue;
    if (first < 0) first = cat;
    last = cat;
  }
  return { first, last };
}

/** Why a box is refused, finer than its code, so the message can say which rule refused it. */
export type BoxBar = 'noSuchBox' | 'filled' | 'bound' | 'notNext' | 'unannounced' | 'notAnnounced';

/**
 * The box rule itself: why box (`col`, `cat`) cannot take this turn's score, or null when it
 * can, given the scan of its column. `turnOptions` asks it for every box of a sheet, scanning
 * each column once.
 */
export function boxBar(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, col: number, cat: number, scan: ColumnScan): BoxBar | null {
  const column = ruleset.columns[col];
  const category = ruleset.categories[cat];
  if (!column || !category) return 'noSuchBox';
  if ((boxes[boxIndex(ruleset, col, cat)] ?? null) !== null) return 'filled';
  if (ruleset.announce?.binding && turn.announced && (column.order !== 'announce' || category.id !== turn.announced)) return 'bound';
  switch (column.order) {
    case 'free':
      return null;
    case 'down':
      return cat === scan.first ? null : 'notNext';
    case 'up':
      return cat === scan.last ? null : 'notNext';
    case 'announce':
      if (!turn.announced) return 'unannounced';
      return category.id === turn.announced ? null : 'notAnnounced';
  }
}
