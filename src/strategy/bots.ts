import type { GameState } from '../engine/index.js';
import { scoreDice } from '../engine/index.js';
import type { Action, Choices } from './actions.js';
import { choiceList, legalChoices } from './actions.js';
import { hint } from './hint.js';

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
  return hint(state)!.best;
}
