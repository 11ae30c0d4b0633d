import type { Face, GameState, PlayAction, RulesetId } from '../../src/engine/index.js';
import { RULESETS, applyAction, createGame, scriptedDice, sheetTotals } from '../../src/engine/index.js';

/**
 * A solo position of seat "alice": the sheet holds `fill[key]` for each filled box (key
 * `category` in one-column games, `column/category` otherwise), and the turn has used
 * `rollsUsed` rolls showing `dice`.
 */
export function position(
  ruleset: RulesetId,
  fill: Readonly<Record<string, number>>,
  turn: { readonly dice?: readonly number[]; readonly rollsUsed?: number; readonly announced?: string } = {},
): GameState {
  const created = createGame({ ruleset, seats: 1, creator: { id: 'alice', name: 'Alice' } });
  if (!created.ok) throw new Error(created.error.code);
  const def = RULESETS[ruleset];
  const one = def.columns.length === 1;
  const keys = new Set(Object.keys(fill));
  const boxes = def.columns.flatMap((col) =>
    def.categories.map((cat) => {
      const key = one ? cat.id : `${col.id}/${cat.id}`;
      keys.delete(key);
      return fill[key] ?? null;
    }),
  );
  if (keys.size > 0) throw new Error(`no such boxes: ${[...keys].join(', ')}`);
  const { state } = created.value;
  return {
    ...state,
    seats: state.seats.map((s) => ({ ...s, boxes })),
    turn: { ...state.turn!, rollsUsed: turn.rollsUsed ?? 0, dice: (turn.dice ?? []) as Face[], announced: (turn.announced ?? null) as never },
  };
}

/** Every box of a one-column sheet filled with 0 except those named. */
export function allBut(ruleset: RulesetId, open: readonly string[], fill: Readonly<Record<string, number>> = {}): Record<string, number> {
  return Object.fromEntries(RULESETS[ruleset].categories.filter((c) => !open.includes(c.id)).map((c) => [c.id, fill[c.id] ?? 0]));
}

/** The grand total of alice's sheet now. */
export const totalNow = (state: GameState) => sheetTotals(RULESETS[state.ruleset], state.seats[0]!.boxes).total;

/** Whether the engine accepts `action` from the seat to move (dice for any reroll are 1s). */
export function accepted(state: GameState, action: PlayAction): boolean {
  const actor = state.seats[state.turn?.seat ?? 0]?.player?.id ?? '';
  return applyAction(state, actor, action, scriptedDice(Array<number>(6).fill(1))).ok;
}
