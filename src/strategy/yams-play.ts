import { sheetTotals } from '../engine/index.js';
import type { Action, Choices } from './actions.js';
import type { TurnPlan } from './turn-plan.js';
import { planTurn } from './turn-plan.js';
import type { ExactRulesetId, ExactTable } from './yams-tables.js';
import { exactTable } from './yams-tables.js';
import { boxWorth, stopValues } from './yams-solver.js';

export interface ValuedAction {
  readonly action: Action;
  /** Expected final grand total of the seat after this action. */
  readonly value: number;
}

interface ExactTurn {
  readonly table: ExactTable;
  readonly mask: number;
  /** The upper total the table is read at (the sheet's own unless no play reaches it). */
  readonly upper: number;
  /** True when the sheet is a state of real play (always, for sheets the engine produced). */
  readonly exact: boolean;
  readonly plan: TurnPlan;
}

// The last turn solved: a bot asks up to three times in one turn, with the same sheet.
let last: { key: string; turn: ExactTurn } | null = null;

function exactTurn(id: ExactRulesetId, boxes: readonly (number | null)[]): ExactTurn {
  const key = `${id}:${boxes.join(',')}`;
  if (last?.key === key) return last.turn;
  const table = exactTable(id);
  const { model } = table;
  let mask = 0;
  let upper = 0;
  for (let c = 0; c < model.categories; c++) {
    const box = boxes[c] ?? null;
    if (box === null) continue;
    mask |= 1 << c;
    if (model.upperFace[c]! > 0) upper += box;
  }
  // A sheet no play produces (hand-made) is read at the nearest lower total that play reaches.
  let read = upper;
  while (read > 0 && model.index(mask, read) < 0) read--;
  const stop = stopValues(model, table.values, mask, read, new Float64Array(model.space.rolls));
  const turn = { table, mask, upper: read, exact: read === upper, plan: planTurn(model.space, stop, model.ruleset.rollsPerTurn) };
  last = { key, turn };
  return turn;
}

/**
 * Every legal action of a yams-5 or yams-6 turn with the exact expected final total of the
 * seat: the sheet's total now plus the optimal expectation of the points still to come.
 */
export function exactOptions(id: ExactRulesetId, choices: Choices): { options: ValuedAction[]; exact: boolean } {
  const { turn: engineTurn, boxes, ruleset } = choices;
  const turn = exactTurn(id, boxes);
  const now = sheetTotals(ruleset, boxes).total;
  const { model, values } = turn.table;
  const u = engineTurn.rollsUsed;
  const options: ValuedAction[] = [];
  for (const box of choices.scores) {
    options.push({ action: box.action, value: now + boxWorth(model, values, turn.mask, turn.upper, box.category, box.score) });
  }
  for (const roll of choices.rolls) {
    const value = u === 0 ? turn.plan.start : turn.plan.keepValue[u]![roll.keep]!;
    options.push({ action: roll.action, value: now + value });
  }
  return { options, exact: turn.exact };
}
