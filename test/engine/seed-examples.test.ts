import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, Result, RulesetId } from '../../src/engine/index.js';
import { RULESETS, applyAction, boxIndex, createGame, scoreDice, scriptedDice, toFace } from '../../src/engine/index.js';

interface Example {
  readonly ruleset: RulesetId;
  readonly category: string;
  readonly dice: readonly number[];
  readonly score: number;
}

const EXAMPLES: readonly Example[] = [
  // RULES.md, yamb-classic seed examples
  { ruleset: 'yamb-classic', category: 'fives', dice: [2, 5, 5, 5, 6], score: 15 },
  { ruleset: 'yamb-classic', category: 'max', dice: [2, 3, 4, 5, 6], score: 20 },
  { ruleset: 'yamb-classic', category: 'straight', dice: [2, 3, 4, 5, 6], score: 45 },
  { ruleset: 'yamb-classic', category: 'fullHouse', dice: [3, 3, 3, 6, 6], score: 51 },
  { ruleset: 'yamb-classic', category: 'poker', dice: [4, 4, 4, 4, 2], score: 58 },
  { ruleset: 'yamb-classic', category: 'yamb', dice: [6, 6, 6, 6, 6], score: 80 },
  { ruleset: 'yamb-classic', category: 'fullHouse', dice: [5, 5, 5, 2, 2], score: 49 },
  { ruleset: 'yamb-classic', category: 'yamb', dice: [5, 5, 5, 5, 5], score: 75 },
  // RULES.md, yamb-classic scoring rules (min = sum, 1-2-3-4-5 = 35, five of a kind is poker, not a full house)
  { ruleset: 'yamb-classic', category: 'min', dice: [2, 3, 4, 5, 6], score: 20 },
  { ruleset: 'yamb-classic', category: 'straight', dice: [5, 4, 3, 2, 1], score: 35 },
  { ruleset: 'yamb-classic', category: 'straight', dice: [1, 2, 3, 4, 6], score: 0 },
  { ruleset: 'yamb-classic', category: 'fullHouse', dice: [5, 5, 5, 5, 5], score: 0 },
  { ruleset: 'yamb-classic', category: 'poker', dice: [5, 5, 5, 5, 5], score: 65 },
  { ruleset: 'yamb-classic', category: 'ones', dice: [2, 3, 4, 5, 6], score: 0 },

  // RULES.md, jamb seed examples
  { ruleset: 'jamb', category: 'twos', dice: [2, 2, 2, 4, 6], score: 6 },
  { ruleset: 'jamb', category: 'trips', dice: [4, 4, 4, 1, 6], score: 22 },
  { ruleset: 'jamb', category: 'poker', dice: [4, 4, 4, 4, 2], score: 56 },
  // RULES.md, jamb scoring rules
  { ruleset: 'jamb', category: 'trips', dice: [4, 4, 4, 4, 4], score: 22 },
  { ruleset: 'jamb', category: 'trips', dice: [4, 4, 1, 1, 2], score: 0 },
  { ruleset: 'jamb', category: 'straight', dice: [1, 2, 3, 4, 5], score: 35 },
  { ruleset: 'jamb', category: 'straight', dice: [6, 5, 4, 3, 2], score: 45 },
  { ruleset: 'jamb', category: 'fullHouse', dice: [3, 3, 3, 6, 6], score: 51 },
  { ruleset: 'jamb', category: 'fullHouse', dice: [6, 6, 6, 6, 6], score: 0 },
  { ruleset: 'jamb', category: 'poker', dice: [6, 6, 6, 6, 6], score: 64 },
  { ruleset: 'jamb', category: 'yamb', dice: [6, 6, 6, 6, 6], score: 80 },
  { ruleset: 'jamb', category: 'max', dice: [6, 6, 5, 4, 1], score: 22 },
  { ruleset: 'jamb', category: 'min', dice: [6, 6, 5, 4, 1], score: 22 },

  // RULES.md, yams-5 seed example: four 2s in twos = 8
  { ruleset: 'yams-5', category: 'twos', dice: [2, 2, 2, 2, 5], score: 8 },
  // RULES.md, yams-5 categories and the five-of-a-kind decision
  { ruleset: 'yams-5', category: 'threeOfAKind', dice: [3, 3, 3, 1, 6], score: 9 },
  { ruleset: 'yams-5', category: 'threeOfAKind', dice: [6, 6, 6, 6, 6], score: 18 },
  { ruleset: 'yams-5', category: 'square', dice: [6, 6, 6, 6, 6], score: 24 },
  { ruleset: 'yams-5', category: 'square', dice: [2, 2, 2, 2, 5], score: 8 },
  { ruleset: 'yams-5', category: 'fullHouse', dice: [6, 6, 6, 6, 6], score: 0 },
  { ruleset: 'yams-5', category: 'smallStraight', dice: [1, 2, 3, 4, 6], score: 30 },
  { ruleset: 'yams-5', category: 'smallStraight', dice: [3, 4, 5, 6, 6], score: 30 },
  { ruleset: 'yams-5', category: 'smallStraight', dice: [1, 2, 3, 5, 6], score: 0 },
  { ruleset: 'yams-5', category: 'largeStraight', dice: [2, 3, 4, 5, 6], score: 40 },
  { ruleset: 'yams-5', category: 'largeStraight', dice: [1, 2, 3, 4, 6], score: 0 },
  { ruleset: 'yams-5', category: 'chance', dice: [1, 3, 4, 6, 6], score: 20 },
  { ruleset: 'yams-5', category: 'yams', dice: [1, 1, 1, 1, 1], score: 50 },
  // Seed 003: "The full house (25 points) ... For example: 44422."
  { ruleset: 'yams-5', category: 'fullHouse', dice: [4, 4, 4, 2, 2], score: 25 },

  // RULES.md, yams-6 decisions: full houses among six dice, six of a kind, the five highest for chance
  { ruleset: 'yams-6', category: 'fullHouse', dice: [1, 1, 1, 2, 2, 2], score: 25 },
  { ruleset: 'yams-6', category: 'fullHouse', dice: [4, 4, 4, 4, 2, 2], score: 25 },
  { ruleset: 'yams-6', category: 'fullHouse', dice: [6, 6, 6, 6, 6, 6], score: 0 },
  { ruleset: 'yams-6', category: 'twoTriples', dice: [6, 6, 6, 6, 6, 6], score: 0 },
  { ruleset: 'yams-6', category: 'chance', dice: [1, 2, 3, 4, 5, 6], score: 20 },
  { ruleset: 'yams-6', category: 'twos', dice: [2, 2, 2, 2, 2, 2], score: 12 },
  { ruleset: 'yams-6', category: 'square', dice: [5, 5, 5, 5, 5, 1], score: 20 },
  { ruleset: 'yams-6', category: 'largeStraight', dice: [6, 2, 3, 4, 5, 2], score: 40 },
  { ruleset: 'yams-6', category: 'largeStraight', dice: [1, 2, 3, 4, 6, 6], score: 0 },
  { ruleset: 'yams-6', category: 'yams', dice: [3, 3, 3, 3, 3, 1], score: 50 },
  { ruleset: 'yams-6', category: 'yams', dice: [3, 3, 3, 3, 3, 3], score: 50 },
  { ruleset: 'yams-6', category: 'yamsSix', dice: [3, 3, 3, 3, 3, 3], score: 70 },
  { ruleset: 'yams-6', category: 'yamsSix', dice: [3, 3, 3, 3, 3, 1], score: 0 },
  // Seed 003: full house "44422"; two three of a kind "111666 or 444222"
  { ruleset: 'yams-6', category: 'fullHouse', dice: [4, 4, 4, 2, 2, 1], score: 25 },
  { ruleset: 'yams-6', category: 'twoTriples', dice: [1, 1, 1, 6, 6, 6], score: 40 },
  { ruleset: 'yams-6', category: 'twoTriples', dice: [4, 4, 4, 2, 2, 2], score: 40 },
];

const ALICE = { id: 'alice', name: 'Alice' };

function soloGame(ruleset: RulesetId): GameState {
  const created = createGame({ ruleset, seats: 1, creator: ALICE });
  if (!created.ok) throw new Error(created.error.code);
  return created.value.state;
}

function accepted(result: Result<Outcome>): Outcome {
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.message}`);
  return result.value;
}

function categoryDef(ruleset: RulesetId, id: string) {
  const def = RULESETS[ruleset].categories.find((c) => c.id === id);
  if (!def) throw new Error(`${ruleset} has no ${id}`);
  return def;
}

/** The value of box (`column`, `category`) of seat 0. */
function box(state: GameState, column: string, category: string): number | null | undefined {
  const ruleset = RULESETS[state.ruleset];
  const col = ruleset.columns.findIndex((c) => c.id === column);
  const cat = ruleset.categories.findIndex((c) => c.id === category);
  return state.seats[0]?.boxes[boxIndex(ruleset, col, cat)];
}

const label = (e: Example) => `${e.ruleset} [${e.dice.join(',')}] in ${e.category} = ${e.score}`;

describe('RULES.md examples through scoreDice', () => {
  it.each(EXAMPLES.map((e) => [label(e), e] as const))('%s', (_, e) => {
    expect(scoreDice(categoryDef(e.ruleset, e.category).scoring, e.dice.map(toFace))).toBe(e.score);
  });
});

describe('RULES.md examples through a played turn (first roll, then the free column)', () => {
  it.each(EXAMPLES.map((e) => [label(e), e] as const))('%s', (_, e) => {
    const rolled = accepted(applyAction(soloGame(e.ruleset), 'alice', { type: 'roll' }, scriptedDice(e.dice)));
    expect(rolled.state.turn?.dice).toEqual(e.dice);
    const scored = accepted(applyAction(rolled.state, 'alice', { type: 'score', column: 'free', category: e.category }, scriptedDice([])));
    expect(box(scored.state, 'free', e.category)).toBe(e.score);
    expect(scored.event).toMatchObject({ type: 'score', column: 'free', category: e.category, score: e.score });
  });
});

// Seed 000, "A worked example: keep three fives": 5,5,5,2,6 -> keep the fives -> reroll.
describe('the yamb-classic worked example', () => {
  const firstRoll = () => accepted(applyAction(soloGame('yamb-classic'), 'alice', { type: 'roll' }, scriptedDice([5, 5, 5, 2, 6]))).state;
  const play = (state: GameState, action: Parameters<typeof applyAction>[2], dice: number[] = []) =>
    accepted(applyAction(state, 'alice', action, scriptedDice(dice))).state;

  it('the first roll already gives 15 in fives', () => {
    expect(box(play(firstRoll(), { type: 'score', column: 'free', category: 'fives' }), 'free', 'fives')).toBe(15);
  });

  it('rerolling the two and six into twos gives a 49-point full house', () => {
    const rerolled = play(firstRoll(), { type: 'roll', keep: [0, 1, 2] }, [2, 2]);
    expect(rerolled.turn?.dice).toEqual([5, 5, 5, 2, 2]);
    expect(box(play(rerolled, { type: 'score', column: 'free', category: 'fullHouse' }), 'free', 'fullHouse')).toBe(49);
  });

  it('rerolling them into fives gives a 75-point yamb', () => {
    const rerolled = play(firstRoll(), { type: 'roll', keep: [0, 1, 2] }, [5, 5]);
    expect(box(play(rerolled, { type: 'score', column: 'free', category: 'yamb' }), 'free', 'yamb')).toBe(75);
  });

  it('a full house announced after the first roll and missed is worth zero in the announce column', () => {
    const announced = play(firstRoll(), { type: 'announce', category: 'fullHouse' });
    const missed = play(announced, { type: 'roll', keep: [0, 1, 2] }, [1, 6]);
    expect(missed.turn?.dice).toEqual([5, 5, 5, 1, 6]);
    expect(box(play(missed, { type: 'score', column: 'announce', category: 'fullHouse' }), 'announce', 'fullHouse')).toBe(0);
  });
});
