import type { GameState } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import type { Action, Choices } from './actions.js';
import { keepPositions } from './actions.js';
import type { DiceSpace } from './dice-space.js';
import { countFaces } from './dice-space.js';
import { ArrayPool } from './turn-plan.js';
import { decide } from './yamb-decide.js';
import { yambModel } from './yamb-models.js';
import { TurnSearch, boxName } from './yamb-search.js';
import { toSheet } from './yamb-sheet.js';
import type { ValueModel } from './yamb-value.js';
import type { ValuedAction } from './yams-play.js';

/**
 * The strong player of the four-column games (jamb, yamb-classic): each turn searched exactly
 * (yamb-search.ts) against the learned value of the sheet it leaves (yamb-value.ts), the
 * weights loaded by `loadYambModel` (yamb-models.ts). Hint values are the estimated final
 * grand total: the sheet's total now plus what the search expects the rest of the game to bring.
 */

let last: { model: ValueModel; key: string; search: TurnSearch } | null = null;
// Only the last search is ever asked again (the later questions of the same turn), so its plans can live in arrays the next one reuses.
const pool = new ArrayPool();

/** The turn's search; its plans do not depend on the dice or the rolls used, so a bot's later questions in a turn reuse them. */
function searchFor(model: ValueModel, boxes: readonly (number | null)[]): TurnSearch {
  const key = boxes.join(',');
  if (last?.model === model && last.key === key) return last.search;
  pool.reset();
  const search = new TurnSearch(model, toSheet(model.layout, boxes), pool);
  last = { model, key, search };
  return search;
}

/**
 * Every legal action of a jamb or yamb-classic turn with the strong player's estimate of the
 * seat's final grand total. `model` overrides the loaded one (tests, benchmarks).
 */
export function estimatedOptions(choices: Choices, model: ValueModel = yambModel(choices.ruleset.id)): { options: ValuedAction[]; exact: false } {
  const search = searchFor(model, choices.boxes);
  const { turn } = choices;
  const u = turn.rollsUsed;
  const announced = turn.announced ? choices.ruleset.categories.findIndex((c) => c.id === turn.announced) : -1;
  const C = choices.ruleset.categories.length;
  const { total } = search;
  const options: ValuedAction[] = [];
  for (const box of choices.scores) {
    options.push({ action: box.action, value: total + search.gains(box.column * C + box.category)[box.score]! });
  }
  for (const a of choices.announces) {
    const plan = search.plan(a.category);
    options.push({ action: a.action, value: total + (u === 0 ? plan.start : plan.rollValue[1]![choices.roll]!) });
  }
  for (const roll of choices.rolls) {
    let value: number;
    if (u > 0) value = search.plan(announced).keepValue[u]![roll.keep]!;
    else value = announced >= 0 ? search.plan(announced).start : search.start();
    options.push({ action: roll.action, value: total + value });
  }
  return { options, exact: false };
}

/**
 * The strong player's action without listing the options: the same choice as the best option
 * of `estimatedOptions` (equal values resolved the same way: box, then announcement, then roll,
 * each in list order), for bots and simulations. It rolls at once at the start of a turn: an
 * announcement before the first roll is never better than one right after it.
 */
export function strongMove(state: GameState, model: ValueModel = yambModel(state.ruleset)): Action {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) throw new Error('no turn to play');
  if (turn.rollsUsed === 0) return { type: 'roll', keep: [] };
  const ruleset = RULESETS[state.ruleset];
  const search = searchFor(model, state.seats[turn.seat]?.boxes ?? []);
  const { space } = search.scores;
  const roll = space.indexOf(countFaces(turn.dice));
  const announced = turn.announced ? ruleset.categories.findIndex((c) => c.id === turn.announced) : -1;
  const { decision } = decide(search, turn.rollsUsed, roll, announced, (a, b) => rollOrder(space, turn.dice, a, b) < 0);
  switch (decision.kind) {
    case 'score':
      return { type: 'score', ...boxName(model.layout, decision.box) };
    case 'announce':
      return { type: 'announce', category: ruleset.categories[decision.category]!.id };
    case 'keep':
      return { type: 'roll', keep: keepPositions(space, turn.dice, decision.keep) };
  }
}

/** The hint order of two keeps of the same dice: more dice kept first, then by positions. */
function rollOrder(space: DiceSpace, dice: readonly number[], a: number, b: number): number {
  const pa = keepPositions(space, dice, a);
  const pb = keepPositions(space, dice, b);
  return pb.length - pa.length || pa.join().localeCompare(pb.join());
}
