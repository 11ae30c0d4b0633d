import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesetId } from '../../src/engine/index.js';
import { RULESETS } from '../../src/engine/index.js';
import type { Action } from '../../src/strategy/index.js';
import { hint, loadStrategy } from '../../src/strategy/index.js';
import { accepted, position, totalNow } from './support.js';

beforeAll(() => Promise.all([loadStrategy('jamb'), loadStrategy('yamb-classic')]));

const valueOf = (options: readonly { action: Action; value: number }[], action: Action) =>
  options.find((o) => JSON.stringify(o.action) === JSON.stringify(action))?.value;

/** Every box of a four-column sheet filled with `fill[key]` or 0, except the boxes in `open`. */
function sheetBut(id: RulesetId, open: readonly string[], fill: Readonly<Record<string, number>> = {}): Record<string, number> {
  const def = RULESETS[id];
  return Object.fromEntries(
    def.columns.flatMap((col) => def.categories.map((cat) => `${col.id}/${cat.id}`)).filter((k) => !open.includes(k)).map((k) => [k, fill[k] ?? 0]),
  );
}

// With one box left the model's value of the full sheet is the sheet's own total, so these values are exact.
describe('strong hints for jamb and yamb-classic, checked where the last box makes them exact', () => {
  it('keeps four 6s for a last Jamb: 80 points with chance 1/6', () => {
    const state = position('jamb', sheetBut('jamb', ['free/yamb']), { dice: [6, 6, 6, 2, 6], rollsUsed: 2 });
    const h = hint(state)!;
    expect(h.exact).toBe(false);
    expect(h.best).toEqual({ type: 'roll', keep: [0, 1, 2, 4] });
    expect(h.options[0]!.value).toBeCloseTo(totalNow(state) + 80 / 6, 9);
    for (const option of h.options) expect(accepted(state, option.action)).toBe(true);
  });

  it('counts the middle product: Ones 5 and Min 10 make a Max of 29 worth 5 x 19', () => {
    const state = position('jamb', sheetBut('jamb', ['down/max'], { 'down/ones': 5, 'down/min': 10 }), { dice: [6, 6, 6, 6, 5], rollsUsed: 1 });
    const h = hint(state)!;
    expect(h.best).toEqual({ type: 'score', column: 'down', category: 'max' });
    expect(h.options[0]!.value).toBeCloseTo(totalNow(state) + 5 * (29 - 10), 9);
  });

  it('counts the upper bonus: three 6s bring the free column to 60 and its +30', () => {
    const fill = { 'free/ones': 3, 'free/twos': 6, 'free/threes': 9, 'free/fours': 12, 'free/fives': 12 };
    const state = position('jamb', sheetBut('jamb', ['free/sixes'], fill), { dice: [6, 1, 6, 2, 6], rollsUsed: 2 });
    const h = hint(state)!;
    const now = totalNow(state);
    expect(h.best).toEqual({ type: 'roll', keep: [0, 2, 4] });
    expect(h.options[0]!.value).toBeCloseTo(now + 18 + 30 + 2, 9);
    expect(valueOf(h.options, { type: 'score', column: 'free', category: 'sixes' })).toBeCloseTo(now + 48, 9);
  });

  it('announces in jamb when only the announce column is left, and the announcement binds', () => {
    const state = position('jamb', sheetBut('jamb', ['announce/poker', 'announce/trips']), { dice: [5, 5, 5, 5, 2], rollsUsed: 1 });
    const h = hint(state)!;
    // No box is available and no roll is allowed before announcing.
    expect(h.options.map((o) => o.action.type)).toEqual(['announce', 'announce']);
    expect(h.best).toEqual({ type: 'announce', category: 'poker' });
    const announced = position('jamb', sheetBut('jamb', ['announce/poker', 'announce/trips', 'free/yamb']), { dice: [5, 5, 5, 5, 2], rollsUsed: 1, announced: 'poker' });
    const boxes = hint(announced)!.options.filter((o) => o.action.type === 'score');
    expect(boxes.map((o) => o.action)).toEqual([{ type: 'score', column: 'announce', category: 'poker' }]);
  });

  it('keeps the other columns open after a yamb-classic announcement', () => {
    const state = position('yamb-classic', sheetBut('yamb-classic', ['announce/poker', 'free/yamb']), { dice: [5, 5, 5, 5, 2], rollsUsed: 1, announced: 'poker' });
    const h = hint(state)!;
    const boxes = h.options.filter((o) => o.action.type === 'score').map((o) => o.action);
    expect(boxes).toHaveLength(2);
    expect(boxes).toEqual(
      expect.arrayContaining([
        { type: 'score', column: 'free', category: 'yamb' },
        { type: 'score', column: 'announce', category: 'poker' },
      ]),
    );
    for (const option of h.options) expect(accepted(state, option.action)).toBe(true);
  });

  it('values the first roll of a game near the strong player mean, and lists only it in jamb', () => {
    for (const id of ['jamb', 'yamb-classic'] as const) {
      const h = hint(position(id, {}))!;
      expect(h.best).toEqual({ type: 'roll', keep: [] });
      expect(h.options[0]!.value).toBeGreaterThan(900);
      expect(h.options[0]!.value).toBeLessThan(1300);
      // yamb-classic may announce before the first roll too.
      expect(h.options).toHaveLength(id === 'jamb' ? 1 : 1 + RULESETS[id].categories.length);
    }
  });
});
