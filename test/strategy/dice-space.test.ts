import { describe, expect, it } from 'vitest';
import { countFaces, diceSpace } from '../../src/strategy/dice-space.js';

// Multisets of k faces out of 6: C(k + 5, 5). Five dice: 252 rolls, 462 keeps (0 to 5 dice); six: 462 and 924.
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe.each([5, 6])('the multisets of %i dice', (n) => {
  const space = diceSpace(n);

  it('counts the distinct rolls and keeps', () => {
    expect(space.rolls).toBe(choose(n + 5, 5));
    expect(space.keeps).toBe(choose(n + 6, 6));
  });

  it('gives each roll its multinomial chance, summing to 1', () => {
    const sum = space.rollChance.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
    const allSixes = space.indexOf([0, 0, 0, 0, 0, n]);
    expect(space.rollChance[allSixes]).toBeCloseTo(1 / 6 ** n, 15);
  });

  it('lists every proper part of a roll once: (c1 + 1) ... (c6 + 1) - 1 of them', () => {
    const wrong: string[] = [];
    for (let r = 0; r < space.rolls; r++) {
      const counts = Array.from({ length: 6 }, (_, f) => space.counts[r * 6 + f]!);
      const subs = [...space.subs.subarray(space.subStart[r]!, space.subStart[r + 1]!)];
      if (new Set(subs).size !== counts.reduce((p, c) => p * (c + 1), 1) - 1) wrong.push(`roll ${counts}: ${subs.length} parts`);
      const outside = subs.filter((k) => space.size[k]! >= n || counts.some((c, f) => space.counts[k * 6 + f]! > c));
      if (outside.length > 0) wrong.push(`roll ${counts}: parts ${outside} are not inside it`);
    }
    expect(wrong).toEqual([]);
  });

  it('adds one die to a keep as its children', () => {
    const pair = space.indexOf([0, 2, 0, 0, 0, 0]);
    expect(space.child[pair * 6 + 1]).toBe(space.indexOf([0, 3, 0, 0, 0, 0]));
    expect(space.child[pair * 6 + 5]).toBe(space.indexOf([0, 2, 0, 0, 0, 1]));
    expect(space.child[0]).toBe(-1);
    expect(space.indexOf(countFaces(Array<number>(n).fill(4)))).toBeLessThan(space.rolls);
    expect(space.indexOf([n + 1, 0, 0, 0, 0, 0])).toBe(-1);
  });
});
