import type { Face, Ruleset } from '../../src/engine/index.js';
import { scoreDice, sheetTotals, toFace } from '../../src/engine/index.js';

/**
 * A second, deliberately plain optimum for small one-column games, sharing nothing with the
 * strategy's solver: sheets are arrays, points come from the engine's own `sheetTotals` (bonus
 * included, as the engine counts it), a roll rerolls real positions and every ordered outcome of
 * the rerolled dice is enumerated. Only the memo keys (filled boxes and the exact upper total;
 * sorted dice within a turn) keep it from being hopeless. Far too slow for the real games.
 */
export class PlainSolver {
  private readonly futures = new Map<string, number>();

  constructor(readonly ruleset: Ruleset) {}

  /** Expected points still to come, from the start of a turn, under optimal play. */
  future(sheet: readonly (number | null)[]): number {
    if (sheet.every((v) => v !== null)) return 0;
    const upper = this.ruleset.categories.reduce((sum, c, i) => sum + (c.section === 'upper' ? (sheet[i] ?? 0) : 0), 0);
    const key = `${sheet.map((v) => (v === null ? '.' : 'x')).join('')}:${upper}`;
    let value = this.futures.get(key);
    if (value === undefined) {
      const turn = new Map<string, number>();
      value = this.mean(this.ruleset.dice, (faces) => this.rolled(sheet, faces, 1, turn));
      this.futures.set(key, value);
    }
    return value;
  }

  /** Expected points still to come when `keep` (positions) is kept after roll `rollsUsed` and the rest rerolled. */
  keepValue(sheet: readonly (number | null)[], dice: readonly Face[], keep: readonly number[], rollsUsed: number): number {
    const turn = new Map<string, number>();
    return this.reroll(sheet, dice, keep, rollsUsed, turn);
  }

  /** Points now plus optimal expectation after, for scoring box `category` with `dice`. */
  scoreValue(sheet: readonly (number | null)[], dice: readonly Face[], category: number): number {
    const after = sheet.map((v, i) => (i === category ? scoreDice(this.ruleset.categories[i]!.scoring, dice) : v));
    return sheetTotals(this.ruleset, after).total - sheetTotals(this.ruleset, sheet).total + this.future(after);
  }

  private rolled(sheet: readonly (number | null)[], dice: readonly Face[], rollsUsed: number, turn: Map<string, number>): number {
    const key = `${[...dice].sort().join('')}:${rollsUsed}`;
    const known = turn.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    sheet.forEach((v, c) => {
      if (v === null) best = Math.max(best, this.scoreValue(sheet, dice, c));
    });
    if (rollsUsed < this.ruleset.rollsPerTurn) {
      const n = dice.length;
      for (let subset = 0; subset < (1 << n) - 1; subset++) {
        const keep = dice.map((_, p) => p).filter((p) => subset & (1 << p));
        best = Math.max(best, this.reroll(sheet, dice, keep, rollsUsed, turn));
      }
    }
    turn.set(key, best);
    return best;
  }

  private reroll(sheet: readonly (number | null)[], dice: readonly Face[], keep: readonly number[], rollsUsed: number, turn: Map<string, number>): number {
    const free = dice.map((_, p) => p).filter((p) => !keep.includes(p));
    return this.mean(free.length, (faces) => {
      const next = [...dice];
      free.forEach((p, i) => (next[p] = faces[i]!));
      return this.rolled(sheet, next, rollsUsed + 1, turn);
    });
  }

  /** The mean of `f` over every ordered outcome of `count` dice. */
  private mean(count: number, f: (faces: Face[]) => number): number {
    const outcomes = orderedOutcomes(count);
    return outcomes.reduce((sum, faces) => sum + f(faces), 0) / outcomes.length;
  }
}

const outcomeCache = new Map<number, Face[][]>();

/** Every ordered outcome of `count` dice: 6^count of them. */
function orderedOutcomes(count: number): Face[][] {
  let outcomes = outcomeCache.get(count);
  if (!outcomes) {
    outcomes = Array.from({ length: 6 ** count }, (_, code) => Array.from({ length: count }, (_, i) => toFace(1 + (Math.floor(code / 6 ** i) % 6))));
    outcomeCache.set(count, outcomes);
  }
  return outcomes;
}
