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
  /** Whether the turn ended in another box than the player's choice (see `Explore`). */
  readonly explored: boolean;
}

/**
 * Training only: in a share `rate` of the turns, the last roll goes to a box the player did not
 * choose, drawn among those worth at most `margin` points less than its choice (when there is
 * one), so that the value also learns the sheets just beside the ones the player leaves.
 */
export interface Explore {
  readonly rate: number;
  readonly margin: number;
}

/** A roll of the dice not in `keep`, added to it: the roll's index. */
export function rollFrom(space: DiceSpace, keep: number, random: () => number): number {
  let k = keep;
  for (let left = space.dice - space.size[k]!; left > 0; left--) k = space.child[k * 6 + Math.floor(random() * 6)]!;
  return k;
}

export interface SolitaireOptions {
  /** Called after each turn. */
  readonly onTurn?: (turn: TurnSeen) => void;
  readonly pool?: ArrayPool;
  readonly explore?: Explore;
  /**
   * The source of the dice of each turn (0-based) and roll (1-based) instead of `random`:
   * games of two players with the same `dice` see the same dice for as long as their choices
   * allow, which makes comparing them much less noisy.
   */
  readonly dice?: (turn: number, roll: number) => () => number;
}

/** One solitaire game to its end, the dice (and exploration) drawn from `random`. Returns the final sheet. */
export function playSolitaire(model: ValueModel, random: () => number, options: SolitaireOptions = {}): Int16Array {
  const { onTurn, pool = new ArrayPool(), explore, dice } = options;
  const layout = model.layout;
  const sheet = new Int16Array(layout.boxes).fill(-1);
  const rolls = layout.ruleset.rollsPerTurn;
  for (let turn = 0; turn < layout.boxes; turn++) {
    pool.reset();
    const search = new TurnSearch(model, sheet, pool);
    const expected = onTurn ? search.start() : 0;
    const { space, score } = search.scores;
    let roll = rollFrom(space, space.keeps - 1, dice ? dice(turn, 1) : random);
    let used = 1;
    let announced = -1;
    for (;;) {
      const { decision } = decide(search, used, roll, announced);
      if (decision.kind === 'announce') {
        announced = decision.category;
        continue;
      }
      if (decision.kind === 'keep' && used < rolls) {
        used++;
        roll = rollFrom(space, decision.keep, dice ? dice(turn, used) : random);
        continue;
      }
      if (decision.kind !== 'score') throw new Error('no rolls left and no box chosen');
      const other = explore && random() < explore.rate ? near(search, decision.box, roll, announced, explore.margin, random) : -1;
      const box = other >= 0 ? other : decision.box;
      const v = score[(box % layout.categories) * space.rolls + roll]!;
      const reward = fillGain(layout, sheet, box, v);
      const before = onTurn ? Int16Array.from(sheet) : sheet;
      sheet[box] = v;
      onTurn?.({ sheet: before, value: search.value, expected, reward, explored: other >= 0 });
      break;
    }
  }
  return sheet;
}

/** A box other than `chosen` that roll `roll` may go to, worth at most `margin` less; -1 when there is none. */
function near(search: TurnSearch, chosen: number, roll: number, announced: number, margin: number, random: () => number): number {
  const { space, score } = search.scores;
  const C = search.layout.categories;
  const worth = (box: number) => search.gains(box)[score[(box % C) * space.rolls + roll]!]!;
  const best = worth(chosen);
  const others = Array.from(search.available(announced)).filter((box) => box !== chosen && worth(box) >= best - margin);
  return others.length > 0 ? others[Math.floor(random() * others.length)]! : -1;
}
