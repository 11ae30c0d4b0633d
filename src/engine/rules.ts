import type { RuleError } from './result.js';
import type { Ruleset } from './rulesets.js';
import { boxIndex } from './rulesets.js';
import type { Box, Turn } from './state.js';
import { boxBar, scanColumn } from './box-rule.js';
import { categoryAt, columnAt, layoutOf } from './layout.js';

/*
 * Every turn rule, stated once. `applyAction` refuses an action with the error these return,
 * and `turnOptions` offers exactly the actions they let through, so the two cannot disagree.
 * Each refusal takes the sheet of the seat to move and its turn; the caller has checked that
 * the game is active and that it is this seat's turn.
 */

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
 * True when the player must announce before anything else: after the first roll, nothing is
 * announced and only the announce column has empty boxes. Then a roll is refused with
 * `MUST_ANNOUNCE` and no box can take a score (the announce column takes only an announced
 * category), so announcing is the one action left besides resigning.
 */
export function announcementDue(ruleset: Ruleset, boxes: readonly Box[], turn: Turn): boolean {
  return turn.rollsUsed === 1 && mustAnnounce(ruleset, boxes, turn);
}

const error = (code: RuleError['code'], message: string): RuleError => ({ code, message });

/**
 * Why `keep` cannot be the kept dice of the next roll, or null when it can. The first roll of a
 * turn keeps nothing; a later roll keeps distinct positions and rerolls at least one die.
 * `keep` is unchecked input.
 */
export function keepRefusal(ruleset: Ruleset, turn: Turn, keep: unknown): RuleError | null {
  if (!Array.isArray(keep)) return error('INVALID_KEEP', 'keep must be a list of dice positions');
  if (turn.rollsUsed === 0) return keep.length === 0 ? null : error('INVALID_KEEP', 'the first roll of a turn rolls every die: keep must be empty');
  if (keep.some((k) => !Number.isInteger(k) || k < 0 || k >= ruleset.dice)) {
    return error('INVALID_KEEP', `keep holds dice positions from 0 to ${ruleset.dice - 1}`);
  }
  if (new Set(keep).size !== keep.length) return error('INVALID_KEEP', 'keep names a position twice');
  if (keep.length === ruleset.dice) return error('INVALID_KEEP', 'keeping every die leaves nothing to roll');
  return null;
}

/**
 * Why the player to move cannot roll keeping `keep`, or null when they can. With `keep` null,
 * whether some roll is allowed at all (keeping nothing always is, when any roll is).
 */
export function rollRefusal(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, keep: readonly number[] | null): RuleError | null {
  if (turn.rollsUsed >= ruleset.rollsPerTurn) {
    return error('NO_ROLLS_LEFT', `all ${ruleset.rollsPerTurn} rolls of this turn are used; score a box`);
  }
  const keepError = keep === null ? null : keepRefusal(ruleset, turn, keep);
  if (keepError) return keepError;
  if (announcementDue(ruleset, boxes, turn)) {
    return error('MUST_ANNOUNCE', 'only the announce column has empty boxes: announce a category before rolling again');
  }
  return null;
}

/** Why the player to move cannot announce `categoryId` now, or null when they can. */
export function announceRefusal(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, categoryId: string): RuleError | null {
  if (!ruleset.announce) return noAnnounceColumn(ruleset);
  const cat = categoryAt(ruleset, categoryId);
  if (cat < 0) return error('UNKNOWN_CATEGORY', `${ruleset.id} has no category "${categoryId}"`);
  return announceTimingRefusal(ruleset, turn) ?? announceBoxRefusal(ruleset, boxes, cat);
}

/** Why nothing can be announced at this point of the turn, or null when a category with an empty announce box can. */
export function announceTimingRefusal(ruleset: Ruleset, turn: Turn): RuleError | null {
  if (!ruleset.announce) return noAnnounceColumn(ruleset);
  if (turn.announced) return error('ANNOUNCE_NOT_ALLOWED', `${turn.announced} is already announced this turn; an announcement cannot change`);
  if (turn.rollsUsed >= 2) return error('ANNOUNCE_TOO_LATE', 'announcements are made before the second roll');
  if (turn.rollsUsed === 0 && ruleset.announce.window === 'afterFirstRoll') {
    return error('MUST_ROLL_FIRST', `in ${ruleset.id} the announcement comes after the first roll`);
  }
  return null;
}

/** Why category `cat` (by position) cannot be announced whatever the timing: its announce box is filled. */
export function announceBoxRefusal(ruleset: Ruleset, boxes: readonly Box[], cat: number): RuleError | null {
  return announceBoxFilled(ruleset, boxes, cat) ? error('BOX_FILLED', `the announce box of ${ruleset.categories[cat]?.id} is already filled`) : null;
}

/** True when category `cat` cannot be announced because its announce box is not empty (or there is none). */
export function announceBoxFilled(ruleset: Ruleset, boxes: readonly Box[], cat: number): boolean {
  return boxes[boxIndex(ruleset, layoutOf(ruleset).announceColumn, cat)] !== null;
}

const noAnnounceColumn = (ruleset: Ruleset) => error('ANNOUNCE_NOT_ALLOWED', `${ruleset.id} has no announce column`);

/** Why the player to move cannot score `columnId`/`categoryId` now, or null when they can. */
export function scoreRefusal(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, columnId: string, categoryId: string): RuleError | null {
  const col = columnAt(ruleset, columnId);
  if (col < 0) return error('UNKNOWN_COLUMN', `${ruleset.id} has no column "${columnId}"`);
  const cat = categoryAt(ruleset, categoryId);
  if (cat < 0) return error('UNKNOWN_CATEGORY', `${ruleset.id} has no category "${categoryId}"`);
  return scoreTimingRefusal(turn) ?? boxRefusal(ruleset, boxes, turn, col, cat);
}

/** Why no box can take a score at this point of the turn (before the first roll), or null. */
export function scoreTimingRefusal(turn: Turn): RuleError | null {
  return turn.rollsUsed === 0 ? error('MUST_ROLL_FIRST', 'roll the dice before scoring') : null;
}

/**
 * Why box (`col`, `cat`) cannot take this turn's score, or null when it can. Assumes the
 * dice were rolled at least once.
 */
export function boxRefusal(ruleset: Ruleset, boxes: readonly Box[], turn: Turn, col: number, cat: number): RuleError | null {
  const scan = scanColumn(ruleset, boxes, col);
  const bar = boxBar(ruleset, boxes, turn, col, cat, scan);
  if (bar === null) return null;
  const column = ruleset.columns[col]?.id;
  const category = ruleset.categories[cat]?.id;
  switch (bar) {
    case 'noSuchBox':
      return error('BOX_NOT_AVAILABLE', 'no such box');
    case 'filled':
      return error('BOX_FILLED', `${column}/${category} is already filled`);
    case 'bound':
      return error('BOX_NOT_AVAILABLE', `${turn.announced} is announced: this turn must be scored in announce/${turn.announced}`);
    case 'notNext': {
      const next = ruleset.columns[col]?.order === 'down' ? scan.first : scan.last;
      return error('BOX_NOT_AVAILABLE', `the ${column} column is filled in order: its next box is ${ruleset.categories[next]?.id}`);
    }
    case 'unannounced':
      return error('MUST_ANNOUNCE', 'the announce column takes only an announced category');
    case 'notAnnounced':
      return error('BOX_NOT_AVAILABLE', `only announce/${turn.announced}, the announced box, is available in this column`);
  }
}
