import type { DiceSource, GameState, RulesetId } from '../engine/index.js';
import { applyAction, createGame, joinGame, toFace } from '../engine/index.js';
import type { Action } from './actions.js';
import { prng } from './random.js';

/** Chooses the next action of the seat to move. */
export type Decide = (state: GameState) => Action;

/** Dice drawn from `random` (a uniform number in [0, 1)). */
export function diceFrom(random: () => number): DiceSource {
  return { roll: (count) => Array.from({ length: count }, () => toFace(1 + Math.floor(random() * 6))) };
}

export interface PlayedGame {
  readonly state: GameState;
  /** Actions taken, every seat together. */
  readonly actions: number;
}

/**
 * Dice that depend only on the turn and roll they are for (and `seed`), not on what was rolled
 * before: games played with different choices see the same dice for as long as the choices
 * allow, which makes comparing two players on the same seeds much less noisy.
 */
export function turnDice(seed: number): (state: GameState) => DiceSource {
  return (state) => {
    const turn = state.turn;
    const random = prng((Math.imul(seed, 0x9e3779b1) ^ Math.imul((turn?.number ?? 0) * 4 + (turn?.rollsUsed ?? 0), 0x85ebca77)) >>> 0);
    return diceFrom(random);
  };
}

/**
 * Plays a game of `players.length` seats to its end through the engine, each seat choosing
 * with its own `Decide`, the dice drawn from `random` (or from `dice(state)` for each action).
 * Throws on the first action the engine refuses, naming it, so an illegal choice can never
 * pass unnoticed.
 */
export function playGame(
  ruleset: RulesetId,
  players: readonly Decide[],
  random: () => number,
  options: { readonly dice?: (state: GameState) => DiceSource; readonly onAction?: (before: GameState, action: Action, after: GameState) => void } = {},
): PlayedGame {
  const ids = players.map((_, i) => `seat-${i}`);
  const created = createGame({ ruleset, seats: players.length, creator: { id: ids[0] ?? 'seat-0', name: 'Seat 0' } });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  for (const [i, id] of ids.entries()) {
    if (i === 0) continue;
    const joined = joinGame(state, { id, name: `Seat ${i}` });
    if (!joined.ok) throw new Error(joined.error.message);
    state = joined.value.state;
  }
  const dice = diceFrom(random);
  let actions = 0;
  while (state.status === 'active' && state.turn) {
    const seat = state.turn.seat;
    const action = players[seat]!(state);
    const result = applyAction(state, ids[seat]!, action, options.dice ? options.dice(state) : dice);
    if (!result.ok) throw new Error(`${ruleset}: ${JSON.stringify(action)} refused (${result.error.code}: ${result.error.message})`);
    options.onAction?.(state, action, result.value.state);
    state = result.value.state;
    actions++;
  }
  return { state, actions };
}
