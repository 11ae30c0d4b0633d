import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, PlayAction, Result } from '../../src/engine/index.js';
import { RULESETS, applyAction, createGame, joinGame, scriptedDice, standings, winners } from '../../src/engine/index.js';

// RULES.md, "Common to every ruleset": "Highest grand total wins; equal totals share the win."
// Resigning and places are the engine's documented behaviour (queries.ts `Standing.place`).

const IDS = ['a', 'b', 'c', 'd'];

function accepted(result: Result<Outcome>): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}

/** An active yams-5 game with one seat per id, each sheet 0 everywhere but `chance` (empty) and `yams` (given). */
function nearlyFull(yams: readonly number[]): GameState {
  let state = accepted(createGame({ ruleset: 'yams-5', seats: yams.length, creator: { id: 'a', name: 'A' } }));
  for (const id of IDS.slice(1, yams.length)) state = accepted(joinGame(state, { id, name: id.toUpperCase() }));
  const categories = RULESETS['yams-5'].categories;
  return {
    ...state,
    seats: state.seats.map((s, i) => ({ ...s, boxes: categories.map((c) => (c.id === 'chance' ? null : c.id === 'yams' ? (yams[i] ?? 0) : 0)) })),
  };
}

const act = (state: GameState, actor: string, action: PlayAction, dice: number[] = []) =>
  applyAction(state, actor, action, scriptedDice(dice));
const RESIGN: PlayAction = { type: 'resign' };

/** The player to move rolls `dice` and scores them in chance. */
function playChance(state: GameState, dice: number[]): GameState {
  const actor = state.seats[state.turn?.seat ?? -1]?.player?.id ?? '';
  const rolled = accepted(act(state, actor, { type: 'roll' }, dice));
  return accepted(act(rolled, actor, { type: 'score', column: 'free', category: 'chance' }));
}

describe('resign', () => {
  it("on the resigner's turn, passes the turn to the next seat, even mid-turn", () => {
    const rolled = accepted(act(nearlyFull([0, 0, 0]), 'a', { type: 'roll' }, [1, 2, 3, 4, 5]));
    const result = act(rolled, 'a', RESIGN);
    expect(result.ok && result.value.event).toEqual({ type: 'resign', seat: 0, turn: 1 });
    const state = accepted(result);
    expect(state.version).toBe(rolled.version + 1);
    expect(state.seats[0]?.resigned).toBe(true);
    expect(state.turn).toEqual({ seat: 1, number: 2, rollsUsed: 0, dice: [], announced: null });
  });

  it('out of turn, leaves the turn where it is', () => {
    const rolled = accepted(act(nearlyFull([0, 0, 0]), 'a', { type: 'roll' }, [1, 2, 3, 4, 5]));
    const state = accepted(act(rolled, 'c', RESIGN));
    expect(state.seats.map((s) => s.resigned)).toEqual([false, false, true]);
    expect(state.turn).toEqual(rolled.turn);
  });

  it('the others play on, the resigned seat is skipped, and it ranks last whatever its total', () => {
    const resigned = accepted(act(nearlyFull([0, 50, 0]), 'b', RESIGN));
    const afterA = playChance(resigned, [1, 1, 1, 1, 2]);
    expect(afterA.turn).toMatchObject({ seat: 2, number: 2 });
    const finished = playChance(afterA, [6, 6, 6, 6, 5]);
    expect(finished).toMatchObject({ status: 'finished', turn: null });
    expect(standings(finished)).toEqual([
      { seat: 0, total: 6, place: 2 },
      { seat: 1, total: 50, place: 3 },
      { seat: 2, total: 29, place: 1 },
    ]);
    expect(winners(finished)).toEqual([2]);
  });

  it('all seats resigning finishes the game with no winners', () => {
    let state = nearlyFull([0, 0, 50]);
    for (const id of ['b', 'a', 'c']) state = accepted(act(state, id, RESIGN));
    expect(state).toMatchObject({ status: 'finished', turn: null });
    expect(winners(state)).toEqual([]);
  });
});

describe('places', () => {
  it('are null until the game is finished', () => {
    expect(standings(nearlyFull([50, 0])).map((s) => s.place)).toEqual([null, null]);
    expect(winners(nearlyFull([50, 0]))).toEqual([]);
  });

  it('equal totals share a place, and the win', () => {
    // a and c tie on 50 + 20, b has 0 + 20, d resigns.
    let state = accepted(act(nearlyFull([50, 0, 50, 50]), 'd', RESIGN));
    for (let i = 0; i < 3; i++) state = playChance(state, [4, 4, 4, 4, 4]);
    expect(state.status).toBe('finished');
    expect(standings(state).map((s) => [s.total, s.place])).toEqual([
      [70, 1],
      [20, 3],
      [70, 1],
      [50, 4],
    ]);
    expect(winners(state)).toEqual([0, 2]);
  });
});
