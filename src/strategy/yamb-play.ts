import type { GameState, Ruleset } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import type { Action, Choices } from './actions.js';
import { keepPositions } from './actions.js';
import { countFaces } from './dice-space.js';
import { BOX_VALUES } from './tables/box-values.js';
import type { BoxValues } from './yamb-model.js';
import { scoreTable, solverFor } from './yamb-turn.js';
import type { ValuedAction } from './yams-play.js';

/**
 * The strong player of the four-column games (jamb, yamb-classic): each turn is solved exactly
 * (see yamb-turn.ts) against the sheet model's estimate of the final total, so a box is worth
 * what it scores now minus its fitted worth left empty, the upper bonus and the middle product
 * counted through the model (yamb-model.ts), with box values fitted by simulation.
 */

/** The shipped box values of a four-column ruleset. */
export function shippedValues(ruleset: Ruleset): BoxValues {
  const values = (BOX_VALUES as Partial<Record<string, BoxValues>>)[ruleset.id];
  if (!values) throw new Error(`${ruleset.id} has no fitted box values`);
  return values;
}

/**
 * Every legal action of a jamb or yamb-classic turn with the strong player's estimate of the
 * seat's final grand total. `values` overrides the shipped box values (for fitting).
 */
export function estimatedOptions(choices: Choices, values: BoxValues = shippedValues(choices.ruleset)): { options: ValuedAction[]; exact: false } {
  const solver = solverFor(choices.ruleset, choices.boxes, choices.turn, values);
  const { turn } = choices;
  const u = turn.rollsUsed;
  const announced = turn.announced ? choices.ruleset.categories.findIndex((c) => c.id === turn.announced) : -1;
  const { now } = solver;
  const options: ValuedAction[] = [];
  for (const box of choices.scores) {
    options.push({ action: box.action, value: now + solver.gains(box.column, box.category)[box.score]! });
  }
  for (const a of choices.announces) {
    const plan = solver.plan(a.category);
    options.push({ action: a.action, value: now + (u === 0 ? plan.start : plan.rollValue[1]![choices.roll]!) });
  }
  for (const roll of choices.rolls) {
    let value: number;
    if (u > 0) value = solver.plan(announced).keepValue[u]![roll.keep]!;
    else value = announced >= 0 ? solver.plan(announced).start : solver.startWithoutAnnouncement();
    options.push({ action: roll.action, value: now + value });
  }
  return { options, exact: false };
}

/**
 * The strong player's action without listing the options: the same choice as the best option
 * of `estimatedOptions` (equal values resolved the same way: box, then announcement, then roll,
 * each in list order), several times cheaper, for bots and simulations.
 */
export function strongMove(state: GameState, values: BoxValues = shippedValues(RULESETS[state.ruleset]), lookahead = true): Action {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) throw new Error('no turn to play');
  const ruleset = RULESETS[state.ruleset];
  const u = turn.rollsUsed;
  if (u === 0) return { type: 'roll', keep: [] };
  const boxes = state.seats[turn.seat]?.boxes ?? [];
  const solver = solverFor(ruleset, boxes, turn, values, lookahead);
  const { space, score } = scoreTable(ruleset);
  const r = space.indexOf(countFaces(turn.dice));
  const announced = turn.announced ? ruleset.categories.findIndex((c) => c.id === turn.announced) : -1;

  // Compared as the hint lists them (the estimate now plus each gain), so that equal values tie the same way.
  const { now } = solver;
  let best: Action | null = null;
  let bestValue = -Infinity;
  for (const [col, cat] of solver.available(announced)) {
    const v = now + solver.gains(col, cat)[score[cat * space.rolls + r]!]!;
    if (v > bestValue) {
      bestValue = v;
      best = { type: 'score', column: ruleset.columns[col]!.id, category: ruleset.categories[cat]!.id };
    }
  }
  const plain = solver.available(-1).length > 0;
  if (u === 1 && announced < 0) {
    for (const c of solver.openAnnouncements()) {
      const v = now + solver.plan(c).rollValue[1]![r]!;
      if (v > bestValue) {
        bestValue = v;
        best = { type: 'announce', category: ruleset.categories[c]!.id };
      }
    }
  }
  // A second roll without an announcement is refused when only the announce column has room.
  if (u < ruleset.rollsPerTurn && (announced >= 0 || plain)) {
    const keep = solver.plan(announced).keepValue[u]!;
    let bestKeep = -1;
    for (let i = space.subStart[r]!; i < space.subStart[r + 1]!; i++) {
      const k = space.subs[i]!;
      const v = now + keep[k]!;
      if (v > bestValue || (bestKeep >= 0 && v === bestValue && rollOrder(space, turn.dice, k, bestKeep) < 0)) {
        bestValue = v;
        bestKeep = k;
      }
    }
    if (bestKeep >= 0) best = { type: 'roll', keep: keepPositions(space, turn.dice, bestKeep) };
  }
  if (!best) throw new Error('a rolled turn with no legal action');
  return best;
}

/** The hint order of two keeps of the same dice: more dice kept first, then by positions. */
function rollOrder(space: Parameters<typeof keepPositions>[0], dice: readonly number[], a: number, b: number): number {
  const pa = keepPositions(space, dice, a);
  const pb = keepPositions(space, dice, b);
  return pb.length - pa.length || pa.join().localeCompare(pb.join());
}
