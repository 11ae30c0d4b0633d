import type { DiceSource, GameState, Outcome } from '../engine/index.js';
import { applyAction, scoreDice } from '../engine/index.js';
import type { Action, Choices } from './actions.js';
import { choiceList, legalChoices } from './actions.js';
import { hint } from './hint.js';
import { strongMove } from './yamb-play.js';
import { isExact } from './yams-tables.js';

export const BOT_LEVELS = ['random', 'greedy', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * The next action of a bot of `level` in the seat to move; legal by construction and
 * deterministic given `random` (a source of uniform numbers in [0, 1), used by `random` only).
 *
 * - `random`: uniform over the distinct legal actions exactly as hints list them.
 * - `greedy`: rolls once, then scores the available box with the highest score for those dice
 *   (the first in sheet order on a tie); when no box is available (only announce boxes are
 *   left) it first announces the category the dice score best in.
 * - `strong`: the hint's best action: optimal for yams-5 and yams-6, the turn-exact player
 *   for jamb and yamb-classic. It rolls at once at the start of a turn without asking, since
 *   announcing before the first roll is never better than announcing right after it.
 *
 * Throws when the game has no turn to play.
 */
export function botAction(state: GameState, level: BotLevel, random: () => number): Action {
  const choices = legalChoices(state);
  if (!choices) throw new Error(`the game is ${state.status}: no one is to move`);
  switch (level) {
    case 'random': {
      const list = choiceList(choices);
      return list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
    }
    case 'greedy':
      return greedy(choices);
    case 'strong':
      return strong(choices, state);
  }
}

function greedy(choices: Choices): Action {
  if (choices.turn.rollsUsed === 0) return { type: 'roll', keep: [] };
  const best = <T>(items: readonly T[], score: (item: T) => number) =>
    items.reduce<T | undefined>((b, item) => (b === undefined || score(item) > score(b) ? item : b), undefined);
  const box = best(choices.scores, (b) => b.score);
  if (box) return box.action;
  const category = best(choices.announces, (a) => scoreDice(choices.ruleset.categories[a.category]!.scoring, choices.turn.dice));
  if (!category) throw new Error('a rolled turn with no box and nothing to announce');
  return category.action;
}

function strong(choices: Choices, state: GameState): Action {
  const first = choices.rolls[0];
  if (choices.turn.rollsUsed === 0 && first) return first.action;
  // The four-column player finds the hint's best action without valuing every other option.
  return isExact(state.ruleset) ? hint(state)!.best : strongMove(state);
}

/** One action of a bot's turn and what the engine made of it. */
export interface BotStep {
  readonly action: Action;
  /** The engine's outcome: the state after the action and its event. */
  readonly outcome: Outcome;
}

/**
 * The whole turn of the seat to move played by a bot of `level`: its actions in order, each
 * applied by the engine, until the turn passes to another seat or the game ends. `dice(state)`
 * is the dice source for the action taken from `state` (the service draws them from the
 * game's seed and the version). Throws when the game has no turn to play, or if the engine
 * refused a bot's action (a bug: bots only choose legal actions).
 */
export function botTurn(state: GameState, level: BotLevel, random: () => number, dice: (state: GameState) => DiceSource): BotStep[] {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) throw new Error(`the game is ${state.status}: no one is to move`);
  const actor = state.seats[turn.seat]?.player?.id;
  if (actor === undefined) throw new Error(`seat ${turn.seat} has no player`);
  const steps: BotStep[] = [];
  let now = state;
  while (now.status === 'active' && now.turn?.seat === turn.seat && now.turn.number === turn.number) {
    const action = botAction(now, level, random);
    const result = applyAction(now, actor, action, dice(now));
    if (!result.ok) throw new Error(`the ${level} bot chose ${JSON.stringify(action)}, refused: ${result.error.code}`);
    steps.push({ action, outcome: result.value });
    now = result.value.state;
  }
  return steps;
}
