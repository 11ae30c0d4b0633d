import type { GameState, Outcome, PlayAction, Result, RulesetId } from '../../src/engine/index.js';
import { RULESETS, applyAction, createGame, scriptedDice } from '../../src/engine/index.js';

/** A solo game of alice whose sheet holds `fill(column, category)` in every box (null = empty). */
export function soloWith(ruleset: RulesetId, fill: (column: string, category: string) => number | null = () => null): GameState {
  const created = createGame({ ruleset, seats: 1, creator: { id: 'alice', name: 'Alice' } });
  if (!created.ok) throw new Error(created.error.code);
  const { state } = created.value;
  const def = RULESETS[ruleset];
  const boxes = def.columns.flatMap((col) => def.categories.map((cat) => fill(col.id, cat.id)));
  return { ...state, seats: state.seats.map((s) => ({ ...s, boxes })) };
}

/** Alice's action, rolling `dice` if it rolls. */
export const act = (state: GameState, action: PlayAction, dice: number[] = []): Result<Outcome> =>
  applyAction(state, 'alice', action, scriptedDice(dice));

/** The rule code of a refusal, or 'ok'. */
export const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);
