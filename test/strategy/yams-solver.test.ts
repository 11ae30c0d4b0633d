import { describe, expect, it } from 'vitest';
import type { Face } from '../../src/engine/index.js';
import { countFaces } from '../../src/strategy/dice-space.js';
import { planTurn } from '../../src/strategy/turn-plan.js';
import { yamsModel } from '../../src/strategy/yams-model.js';
import { boxWorth, solveYams, startValue, stopValues } from '../../src/strategy/yams-solver.js';
import { PlainSolver } from './plain-solver.js';
import { REDUCED_GAMES, YAHTZEE_WITHOUT_BONUSES } from './reduced-games.js';

describe.each(REDUCED_GAMES.map((g, i) => [i, g] as const))('reduced game %i against the plain solver', (_, game) => {
  const model = yamsModel(game);
  const values = solveYams(model);
  const plain = new PlainSolver(game);
  const empty = game.categories.map(() => null);

  it('has the same optimal expectation from the empty sheet', () => {
    const expected = plain.future(empty);
    expect(expected).toBeGreaterThan(10);
    expect(startValue(model, values)).toBeCloseTo(expected, 9);
  });

  it('has the same value at every turn-start state the plain solver reaches', () => {
    // Sheets with the first k boxes filled at each score the dice allow.
    let checked = 0;
    const visit = (sheet: (number | null)[], c: number) => {
      if (c === sheet.length) return;
      visit(sheet, c + 1);
      const scoring = game.categories[c]!.scoring;
      const scores = scoring.kind === 'face' ? Array.from({ length: game.dice + 1 }, (_, k) => k * scoring.face) : [0];
      for (const s of scores) {
        const next = sheet.map((v, i) => (i === c ? s : v));
        const mask = next.reduce<number>((m, v, i) => (v === null ? m : m | (1 << i)), 0);
        const upper = next.reduce<number>((sum, v, i) => sum + (game.categories[i]!.section === 'upper' ? (v ?? 0) : 0), 0);
        expect(values[model.index(mask, upper)]).toBeCloseTo(plain.future(next), 9);
        checked++;
        visit(next, c + 1);
      }
    };
    visit([...empty], 0);
    expect(checked).toBeGreaterThan(10);
  });

  it('values every keep and every box within a turn as the plain solver does', () => {
    // Ones filled with 1, the rest open; dice 1-1-2 after the first roll.
    const sheet = game.categories.map((_, i) => (i === 0 ? 1 : null));
    const dice = [1, 1, 2, ...Array<number>(game.dice).fill(3)].slice(0, game.dice) as Face[];
    const mask = 1;
    const stop = stopValues(model, values, mask, 1, new Float64Array(model.space.rolls));
    const plan = planTurn(model.space, stop, game.rollsPerTurn);
    const roll = model.space.indexOf(countFaces(dice));
    for (let subset = 0; subset < (1 << game.dice) - 1; subset++) {
      const keep = dice.map((_, p) => p).filter((p) => subset & (1 << p));
      const k = model.space.indexOf(countFaces(keep.map((p) => dice[p]!)));
      expect(plan.keepValue[1]![k]).toBeCloseTo(plain.keepValue(sheet, dice, keep, 1), 9);
    }
    for (let c = 1; c < game.categories.length; c++) {
      const score = model.score[c * model.space.rolls + roll]!;
      expect(boxWorth(model, values, mask, 1, c, score)).toBeCloseTo(plain.scoreValue(sheet, dice, c), 9);
    }
  });
});

describe('the solver on a game with a published optimum', () => {
  it('finds 245.870775 for Yahtzee without Yahtzee bonuses and jokers', () => {
    const model = yamsModel(YAHTZEE_WITHOUT_BONUSES);
    expect(startValue(model, solveYams(model))).toBeCloseTo(245.870775, 5);
  });
});
