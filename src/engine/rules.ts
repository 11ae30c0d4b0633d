import type { Ruleset } from './rulesets.js';
import { boxIndex } from './rulesets.js';
import type { RuleError } from './result.js';
import type { Box, Turn } from './state.js';

/** True when every box of the sheet is filled. */
export function isSheetFull(boxes: readonly Box[]): boolean {
  return boxes.every((b) => b !== null);
}

/** True when every box of the columns other than announce is filled. */
function onlyAnnounceLeft(ruleset: Ruleset, boxes: readonly Box[]): boolean {
  return ruleset.columns.every(
    (col, c) => col.order === 'announce' || ruleset.categories.every((_, cat) => boxes[boxIndex(ruleset, c, cat)] !== null),
  );
}

/** Rolling again without an announcement is refused when only the announce column has room left. */
export function mustAnnounce(ruleset: Ruleset, boxes: readonly Box[], turn: Turn): boolean {
  return ruleset.announce !== null && turn.announced === null && onlyAnnounceLeft(ruleset, boxes);
}

/**
 * Why box (`col`, `cat`) cannot take this turn's score, or null when it can. Assumes the
 * dice were rolled at least once.
 */
export function boxRefusal(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, col: number, cat: number): RuleError | null {
  const column = ruleset.columns[col];
  const category = ruleset.categories[cat];
  if (!column || !category) return { code: 'BOX_NOT_AVAILABLE', message: 'no such box' };
  const at = (c: number) => boxes[boxIndex(ruleset, col, c)] ?? null;
  if (at(cat) !== null) return { code: 'BOX_FILLED', message: `${column.id}/${category.id} is already filled` };

  if (ruleset.announce?.binding && turn.announced && (column.order !== 'announce' || category.id !== turn.announced)) {
    return { code: 'BOX_NOT_AVAILABLE', message: `${turn.announced} is announced: this turn must be scored in announce/${turn.announced}` };
  }
  const empties = ruleset.categories.map((_, c) => c).filter((c) => at(c) === null);
  switch (column.order) {
    case 'free':
      return null;
    case 'down':
      return cat === empties[0] ? null : notNext(column.id, ruleset.categories[empties[0] ?? 0]?.id);
    case 'up':
      return cat === empties[empties.length - 1] ? null : notNext(column.id, ruleset.categories[empties[empties.length - 1] ?? 0]?.id);
    case 'announce':
      if (!turn.announced) return { code: 'MUST_ANNOUNCE', message: 'the announce column takes only an announced category' };
      return category.id === turn.announced
        ? null
        : { code: 'BOX_NOT_AVAILABLE', message: `only announce/${turn.announced}, the announced box, is available in this column` };
  }
}

function notNext(column: string, next: string | undefined): RuleError {
  return { code: 'BOX_NOT_AVAILABLE', message: `the ${column} column is filled in order: its next box is ${next}` };
}
