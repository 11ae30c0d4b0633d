import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iso } from '../../src/service/view.js';

// The view's own formatter of times against Date's, which it stands in for.
describe('iso', () => {
  const same = (ms: number): void => {
    expect(iso(ms)).toBe(new Date(ms).toISOString());
  };

  it('formats every millisecond of a day as toISOString does, across day, year and era boundaries', () => {
    const edges = [0, -1, 1, 999, 1000, 59_999, 60_000, 3_599_999, 3_600_000, 86_399_999, 86_400_000, -86_400_000, -86_400_001];
    const anchors = [0, Date.UTC(2026, 11, 2), Date.UTC(2024, 1, 29), Date.UTC(1969, 11, 31), Date.UTC(9999, 11, 31), Date.UTC(10000, 0, 1), Date.UTC(-1, 0, 1)];
    for (const anchor of anchors) for (const edge of edges) same(anchor + edge);
    same(8.64e15);
    same(-8.64e15);
  });

  it('agrees with toISOString on random times, in any order (the day it keeps changes)', () => {
    fc.assert(fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), same), { numRuns: 2000 });
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), same), { numRuns: 2000 });
  });

  it('throws as toISOString does for what Date cannot show, and formats fractions as it does', () => {
    for (const bad of [Number.NaN, Infinity, 8.64e15 + 1, -8.64e15 - 1]) expect(() => iso(bad)).toThrow(RangeError);
    same(1.5);
    same(-0.5);
  });
});
