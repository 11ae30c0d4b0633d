import type { DiceSpace } from './dice-space.js';
import { ArrayPool } from './turn-plan.js';
import { decide } from './yamb-decide.js';
import { TurnSearch } from './yamb-search.js';
import { fillGain } from './yamb-sheet.js';
import type { ValueModel } from './yamb-value.js';

/**
 * Solitaire games of the strong four-column player without the engine (build time and
 * benchmarks): the same search and decisions as the bot, on the strong player's own sheet and
 * dice multisets, fast enough for training on hundreds of thousands of games. The bot tests
 * play the same player through the engine, which refuses any illegal move.
 */

/** What one turn looked like from its start, for fitting the value. */
export interface TurnSeen {
  /** The sheet at the turn's start. */
  readonly sheet: Int16Array;
  /** The model's value of that sheet. */
  readonly value: number;
  /** The turn's worth by the search before its first roll: the expectation, over the turn's dice, of its points plus the value of the sheet it leaves. */
  readonly expected: number;
  /** The points the turn added to the total. */
  readonly reward: number;
}

/** A roll of the dice not in `keep`, added to it: the roll's index. */
export function rollFrom(space: DiceSpace, keep: number, random: () => number): number {
  let k = keep;
  for (let left = space.dice - space.size[k]!; left > 0; left--) k = space.child[k * 6 + Math.floor(random() * 6)]!;
  return k;
}

/** One solitaire game to its end; calls `onTurn` after each turn. Returns the final sheet. */
export function playSolitaire(model: ValueModel, random: () => number, onTurn?: (turn: TurnSeen) => void, pool = new ArrayPool()): Int16Array {
  const layout = model.layout;
  const sheet = new Int16Array(layout.boxes).fill(-1);
  const rolls = layout.ruleset.rollsPerTurn;
  for (let turn = 0; turn < layout.boxes; turn++) {
    pool.reset();
    const search = new TurnSearch(model, sheet, pool);
    const expected = onTurn ? search.start() : 0;
    const { space, score } = search.scores;
    let roll = rollFrom(space, space.keeps - 1, random);
    let used = 1;
    let announced = -1;
    for (;;) {
      const { decision } = decide(search, used, roll, announced);
      if (decision.kind === 'announce') {
        announced = decision.category;
        continue;
      }
      if (decision.kind === 'keep' && used < rolls) {
        roll = rollFrom(space, decision.keep, random);
        used++;
        continue;
      }
      if (decision.kind !== 'score') throw new Error('no rolls left and no box chosen');
      const v = score[(decision.box % layout.categories) * space.rolls + roll]!;
      const reward = fillGain(layout, sheet, decision.box, v);
      const before = onTurn ? Int16Array.from(sheet) : sheet;
      sheet[decision.box] = v;
      onTurn?.({ sheet: before, value: search.value, expected, reward });
      break;
    }
  }
  return sheet;
}
