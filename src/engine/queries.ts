import type { CategoryId, ColumnId } from './ids.js';
import type { Ruleset } from './rulesets.js';
import { RULESETS } from './rulesets.js';
import { boxBar, scanColumn } from './box-rule.js';
import { announceBoxFilled, announceTimingRefusal, announcementDue, rollRefusal, scoreTimingRefusal } from './rules.js';
import { rollScores } from './roll-scores.js';
import { sheetTotal } from './sheet.js';
import type { Box, GameState, Turn } from './state.js';

export interface AvailableBox {
  readonly column: ColumnId;
  readonly category: CategoryId;
  /** What the box would get for the current dice. */
  readonly score: number;
}

/** What the player to move may do now, so a client can offer choices without knowing a rule. */
export interface TurnOptions {
  readonly canRoll: boolean;
  /**
   * True when the player may neither roll again nor score until they announce: after the first
   * roll, nothing is announced yet and only the announce column has empty boxes (so `canRoll`
   * is false, `boxes` is empty and `announceable` is not). A roll now is refused with
   * `MUST_ANNOUNCE`. False in every other state, and whenever the ruleset has no announce column.
   */
  readonly mustAnnounce: boolean;
  /** Categories that may be announced now (empty when announcing is not possible). */
  readonly announceable: readonly CategoryId[];
  /** Every box the current dice may be scored in, with its score; empty before the first roll. */
  readonly boxes: readonly AvailableBox[];
}

const NO_OPTIONS: TurnOptions = { canRoll: false, mustAnnounce: false, announceable: [], boxes: [] };

/**
 * The legal choices of the current turn; nothing when the game is not active. Every choice is
 * what the shared rules in `rules.ts` let through, the same functions `applyAction` refuses with.
 */
export function turnOptions(state: GameState): TurnOptions {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) return NO_OPTIONS;
  const ruleset = RULESETS[state.ruleset];
  const boxes = state.seats[turn.seat]?.boxes ?? [];
  return {
    canRoll: rollRefusal(ruleset, boxes, turn, null) === null,
    mustAnnounce: announcementDue(ruleset, boxes, turn),
    announceable: announceable(ruleset, boxes, turn),
    boxes: availableBoxes(ruleset, boxes, turn),
  };
}

function announceable(ruleset: Ruleset, boxes: readonly Box[], turn: Turn): CategoryId[] {
  if (announceTimingRefusal(ruleset, turn)) return [];
  const open: CategoryId[] = [];
  const { categories } = ruleset;
  for (let cat = 0; cat < categories.length; cat++) {
    if (!announceBoxFilled(ruleset, boxes, cat)) open.push(categories[cat]!.id);
  }
  return open;
}

// Bots ask for the options thousands of times a turn: plain loops, each column scanned once,
// the scores of the roll looked up once.
function availableBoxes(ruleset: Ruleset, boxes: readonly Box[], turn: Turn): AvailableBox[] {
  if (scoreTimingRefusal(turn)) return [];
  const available: AvailableBox[] = [];
  const { columns, categories } = ruleset;
  const scores = rollScores(ruleset, turn.dice);
  for (let col = 0; col < columns.length; col++) {
    const scan = scanColumn(ruleset, boxes, col);
    if (scan.first < 0) continue;
    const column = columns[col]!.id;
    for (let cat = scan.first; cat <= scan.last; cat++) {
      if (boxBar(ruleset, boxes, turn, col, cat, scan) === null) {
        available.push({ column, category: categories[cat]!.id, score: scores[cat]! });
      }
    }
  }
  return available;
}

export interface Standing {
  readonly seat: number;
  readonly total: number;
  /**
   * 1 for the best; equal totals share a place. Resigned seats come after every seat that did
   * not resign, ranked among themselves by total the same way. Null until the game is finished.
   */
  readonly place: number | null;
}

/**
 * Every seat's grand total and, once the game is finished, its place (COMMON_RULES: a resigned
 * player ranks behind every player who did not, whatever its total). Among resigned seats the
 * sheet decides, as it does for everyone: a game every seat left (often by timing out, seat
 * after seat) is not ranked by the seat order in which the timeouts happened to come.
 */
export function standings(state: GameState): Standing[] {
  const ruleset = RULESETS[state.ruleset];
  const totals = state.seats.map((s) => sheetTotal(ruleset, s.boxes));
  const finished = state.status === 'finished';
  const playing = state.seats.map((s, i) => ({ seat: i, resigned: s.resigned, total: totals[i] ?? 0 }));
  const stayed = playing.filter((p) => !p.resigned);
  return playing.map((p) => {
    const ahead = p.resigned ? stayed.length + playing.filter((o) => o.resigned && o.total > p.total).length : stayed.filter((o) => o.total > p.total).length;
    return { seat: p.seat, total: p.total, place: finished ? 1 + ahead : null };
  });
}

/** The seats with the best grand total once the game is finished (several on a tie); only a seat that did not resign wins, so none when every seat resigned. */
export function winners(state: GameState): number[] {
  return standings(state)
    .filter((s) => s.place === 1 && !state.seats[s.seat]?.resigned)
    .map((s) => s.seat);
}
