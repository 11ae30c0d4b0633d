import type { CategoryId, ColumnId, GameState, Ruleset, Turn } from '../engine/index.js';
import { RULESETS, boxIndex, turnOptions } from '../engine/index.js';
import type { DiceSpace } from './dice-space.js';
import { countFaces, diceSpace } from './dice-space.js';

/** A play action exactly as `POST /v1/games/{id}/actions` takes it. The strategy never resigns. */
export type Action =
  | { readonly type: 'roll'; readonly keep: readonly number[] }
  | { readonly type: 'announce'; readonly category: CategoryId }
  | { readonly type: 'score'; readonly column: ColumnId; readonly category: CategoryId };

export interface RollChoice {
  readonly action: Extract<Action, { type: 'roll' }>;
  /** The kept multiset in the dice space of the ruleset. */
  readonly keep: number;
}
export interface AnnounceChoice {
  readonly action: Extract<Action, { type: 'announce' }>;
  readonly category: number;
}
export interface BoxChoice {
  readonly action: Extract<Action, { type: 'score' }>;
  readonly column: number;
  readonly category: number;
  readonly score: number;
}

/**
 * The distinct legal actions of the seat to move, the way hints list them: one roll per
 * distinct multiset of kept dice (keeping every die is not a roll; `keep` names, for each kept
 * face, the lowest positions showing it), every announceable category, every available box.
 */
export interface Choices {
  readonly state: GameState;
  readonly ruleset: Ruleset;
  readonly turn: Turn;
  readonly space: DiceSpace;
  /** The sheet of the seat to move. */
  readonly boxes: readonly (number | null)[];
  /** The current roll in the dice space; -1 before the first roll. */
  readonly roll: number;
  readonly rolls: readonly RollChoice[];
  readonly announces: readonly AnnounceChoice[];
  readonly scores: readonly BoxChoice[];
}

/** The legal choices of the seat to move, or null when the game has no turn to play. */
export function legalChoices(state: GameState): Choices | null {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) return null;
  const ruleset = RULESETS[state.ruleset];
  const space = diceSpace(ruleset.dice);
  const options = turnOptions(state);
  const boxes = state.seats[turn.seat]?.boxes ?? [];
  const roll = turn.rollsUsed === 0 ? -1 : space.indexOf(countFaces(turn.dice));
  const rolls: RollChoice[] = [];
  if (options.canRoll) {
    if (roll < 0) rolls.push({ action: { type: 'roll', keep: [] }, keep: space.keeps - 1 });
    else {
      for (let i = space.subStart[roll]!; i < space.subStart[roll + 1]!; i++) {
        const keep = space.subs[i]!;
        rolls.push({ action: { type: 'roll', keep: keepPositions(space, turn.dice, keep) }, keep });
      }
      rolls.sort((a, b) => b.action.keep.length - a.action.keep.length || a.action.keep.join().localeCompare(b.action.keep.join()));
    }
  }
  const categoryIndex = (id: CategoryId) => ruleset.categories.findIndex((c) => c.id === id);
  const announces = options.announceable.map((category) => ({ action: { type: 'announce', category } as const, category: categoryIndex(category) }));
  const scores = options.boxes.map((b) => ({
    action: { type: 'score', column: b.column, category: b.category } as const,
    column: ruleset.columns.findIndex((c) => c.id === b.column),
    category: categoryIndex(b.category),
    score: b.score,
  }));
  return { state, ruleset, turn, space, boxes, roll, rolls, announces, scores };
}

/** Positions of `dice` that keep multiset `keep`: for each face, the lowest positions showing it. */
export function keepPositions(space: DiceSpace, dice: readonly number[], keep: number): number[] {
  const left = Array.from({ length: 6 }, (_, f) => space.counts[keep * 6 + f]!);
  const positions: number[] = [];
  dice.forEach((d, p) => {
    if ((left[d - 1] ?? 0) > 0) {
      left[d - 1]!--;
      positions.push(p);
    }
  });
  return positions;
}

/** Every legal action of the seat to move in hint order before valuing: boxes, announcements, rolls. */
export function choiceList(choices: Choices): Action[] {
  return [...choices.scores.map((c) => c.action), ...choices.announces.map((c) => c.action), ...choices.rolls.map((c) => c.action)];
}

/** The box of column `column`, category `category` on a sheet. */
export const boxAt = (ruleset: Ruleset, boxes: readonly (number | null)[], column: number, category: number) =>
  boxes[boxIndex(ruleset, column, category)] ?? null;
