import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine/index.js';
import type { Action } from '../../src/strategy/index.js';
import { hint, loadStrategy } from '../../src/strategy/index.js';
import { exactTable } from '../../src/strategy/yams-tables.js';
import { accepted, allBut, position, totalNow } from './support.js';

beforeAll(() => Promise.all([loadStrategy('yams-5'), loadStrategy('yams-6')]));

const valueOf = (options: readonly { action: Action; value: number }[], action: Action) =>
  options.find((o) => JSON.stringify(o.action) === JSON.stringify(action))?.value;

describe('exact hints for yams-5 and yams-6', () => {
  it('values the first roll of the game at the optimum: 237.0274 (yams-5) and 277.5081 (yams-6)', () => {
    for (const [id, optimum] of [['yams-5', 237.0274], ['yams-6', 277.5081]] as const) {
      const created = createGame({ ruleset: id, seats: 1, creator: { id: 'alice', name: 'Alice' } });
      if (!created.ok) throw new Error(created.error.code);
      const h = hint(created.value.state)!;
      expect(h).toMatchObject({ best: { type: 'roll', keep: [] }, exact: true });
      expect(h.options).toHaveLength(1);
      expect(h.options[0]!.value).toBeCloseTo(optimum, 3);
      expect(h.options[0]!.value).toBeCloseTo(exactTable(id).start, 3);
    }
  });

  // Only Yams left, four 6s showing: keep them; the last roll hits with chance 1/6 (50 points).
  it('keeps four of a kind for Yams with one roll left: 50/6 more', () => {
    const state = position('yams-5', allBut('yams-5', ['yams'], { sixes: 24, chance: 20 }), { dice: [6, 6, 2, 6, 6], rollsUsed: 2 });
    const h = hint(state)!;
    expect(h.best).toEqual({ type: 'roll', keep: [0, 1, 3, 4] });
    expect(h.options[0]!.value).toBeCloseTo(totalNow(state) + 50 / 6, 9);
    expect(valueOf(h.options, { type: 'score', column: 'free', category: 'yams' })).toBeCloseTo(totalNow(state), 9);
    // One box and every distinct keep of 6-6-6-6-2 but all five: 5 x 2 - 1.
    expect(h.options).toHaveLength(1 + 9);
    for (const option of h.options) expect(accepted(state, option.action)).toBe(true);
  });

  it('with two rolls left the same keep hits with chance 1 - (5/6)^2 = 11/36', () => {
    const state = position('yams-5', allBut('yams-5', ['yams']), { dice: [6, 6, 2, 6, 6], rollsUsed: 1 });
    const h = hint(state)!;
    expect(h.best).toEqual({ type: 'roll', keep: [0, 1, 3, 4] });
    expect(h.options[0]!.value).toBeCloseTo(totalNow(state) + (50 * 11) / 36, 9);
  });

  // Only Sixes left, 45 in the other number boxes: three 6s (18) reach 63 and the +35 bonus.
  it('keeps the three 6s that secure the bonus and rolls the other two', () => {
    const upper = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 };
    const state = position('yams-5', allBut('yams-5', ['sixes'], upper), { dice: [6, 1, 6, 2, 6], rollsUsed: 2 });
    const h = hint(state)!;
    const now = totalNow(state);
    // Kept: 18 + 35, plus 6 x (the 6s among two dice: 1/3 on average).
    expect(h.best).toEqual({ type: 'roll', keep: [0, 2, 4] });
    expect(h.options[0]!.value).toBeCloseTo(now + 55, 9);
    expect(valueOf(h.options, { type: 'score', column: 'free', category: 'sixes' })).toBeCloseTo(now + 18 + 35, 9);
    // Two 6s kept: 12 + 6 x 1/2, and the bonus when one of three dice is a 6.
    expect(valueOf(h.options, { type: 'roll', keep: [0, 2] })).toBeCloseTo(now + 15 + (35 * 91) / 216, 9);
  });

  it('counts a bonus already reached in the total now, not again', () => {
    const upper = { ones: 5, twos: 10, threes: 15, fours: 20, fives: 25 };
    const state = position('yams-5', allBut('yams-5', ['sixes'], upper), { dice: [6, 1, 6, 2, 6], rollsUsed: 2 });
    const h = hint(state)!;
    expect(totalNow(state)).toBe(75 + 35);
    expect(h.best).toEqual({ type: 'roll', keep: [0, 2, 4] });
    expect(h.options[0]!.value).toBeCloseTo(totalNow(state) + 18 + 2, 9);
  });

  it('scores a sure Yams 6 dice (70) at once and keeps five of a kind for it otherwise (70/6)', () => {
    const sure = position('yams-6', allBut('yams-6', ['yamsSix']), { dice: [3, 3, 3, 3, 3, 3], rollsUsed: 1 });
    expect(hint(sure)!.best).toEqual({ type: 'score', column: 'free', category: 'yamsSix' });
    expect(hint(sure)!.options[0]!.value).toBeCloseTo(totalNow(sure) + 70, 9);
    const five = position('yams-6', allBut('yams-6', ['yamsSix']), { dice: [5, 1, 5, 5, 5, 5], rollsUsed: 2 });
    expect(hint(five)!.best).toEqual({ type: 'roll', keep: [0, 2, 3, 4, 5] });
    expect(hint(five)!.options[0]!.value).toBeCloseTo(totalNow(five) + 70 / 6, 9);
  });

  it('lists every distinct keep once, every open box, best first', () => {
    const state = position('yams-5', { ones: 2, yams: 0 }, { dice: [1, 2, 3, 4, 5], rollsUsed: 1 });
    const h = hint(state)!;
    const rolls = h.options.filter((o) => o.action.type === 'roll');
    const scores = h.options.filter((o) => o.action.type === 'score');
    expect(rolls).toHaveLength(2 ** 5 - 1);
    expect(scores).toHaveLength(11);
    expect(h.options.map((o) => o.value)).toEqual([...h.options.map((o) => o.value)].sort((a, b) => b - a));
    expect(h.best).toEqual(h.options[0]!.action);
    // A large straight on the first roll: 40 now beats any reroll.
    expect(h.best).toEqual({ type: 'score', column: 'free', category: 'largeStraight' });
    for (const option of h.options) expect(accepted(state, option.action)).toBe(true);
  });

  it('has no hint once the game is over', () => {
    const state = { ...position('yams-5', allBut('yams-5', [])), status: 'finished' as const, turn: null };
    expect(hint(state)).toBeNull();
  });
});
