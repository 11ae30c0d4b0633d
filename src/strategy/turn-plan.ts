import type { DiceSpace } from './dice-space.js';

/**
 * One turn solved exactly against a value for every way it can end. `stop[r]` is what ending
 * the turn with roll r is worth (the best box for it, in whatever currency the caller uses).
 * Keeping every die is refused by the rules, but it would only mean scoring now, so it needs
 * no entry of its own: a roll's value is the best of stopping and every proper keep.
 */
export interface TurnPlan {
  /** `rollValue[u][r]`: worth of roll r with u rolls used, before choosing (u = 1 .. rolls). */
  readonly rollValue: readonly Float64Array[];
  /** `keepValue[u][k]`: worth of keeping multiset k after roll u and rolling the rest (u = 1 .. rolls - 1). */
  readonly keepValue: readonly Float64Array[];
  /** Worth of the turn before its first roll. */
  readonly start: number;
}

/** Fills `out` with each keep's worth when the next roll's results are worth `next`. */
export function keepValues(space: DiceSpace, next: Float64Array, out: Float64Array): Float64Array {
  const { rolls, keeps, child } = space;
  for (let k = 0; k < rolls; k++) out[k] = next[k]!;
  // A keep of m dice is worth the mean, over the first rerolled die, of the keep with it added.
  for (let k = rolls; k < keeps; k++) {
    const c = k * 6;
    out[k] = (out[child[c]!]! + out[child[c + 1]!]! + out[child[c + 2]!]! + out[child[c + 3]!]! + out[child[c + 4]!]! + out[child[c + 5]!]!) / 6;
  }
  return out;
}

/** Fills `out` with each roll's worth: the best of stopping now and keeping any proper part of it. */
export function rollValues(space: DiceSpace, stop: Float64Array, keep: Float64Array, out: Float64Array): Float64Array {
  const { rolls, subStart, subs } = space;
  for (let r = 0; r < rolls; r++) {
    let best = stop[r]!;
    for (let i = subStart[r]!, end = subStart[r + 1]!; i < end; i++) {
      const v = keep[subs[i]!]!;
      if (v > best) best = v;
    }
    out[r] = best;
  }
  return out;
}

/** The mean of `value` over one roll of every die. */
export function meanOverRolls(space: DiceSpace, value: Float64Array): number {
  let sum = 0;
  for (let r = 0; r < space.rolls; r++) sum += space.rollChance[r]! * value[r]!;
  return sum;
}

/**
 * Hands out arrays from one slab and takes them all back at once: a turn's plans die together,
 * and allocating typed arrays one by one costs more than computing them.
 */
export class ArrayPool {
  private slab = new Float64Array(1 << 14);
  private used = 0;

  take(length: number): Float64Array {
    if (this.used + length > this.slab.length) {
      // The old slab stays alive through the arrays already handed out.
      this.slab = new Float64Array(Math.max(this.slab.length * 2, length));
      this.used = 0;
    }
    const out = this.slab.subarray(this.used, this.used + length);
    this.used += length;
    return out;
  }

  /** Every array handed out so far may be overwritten from now on. */
  reset(): void {
    this.used = 0;
  }
}

/** Solves a turn of `rollsPerTurn` rolls whose endings are worth `stop`. */
export function planTurn(space: DiceSpace, stop: Float64Array, rollsPerTurn: number, pool?: ArrayPool): TurnPlan {
  const rollValue: Float64Array[] = [];
  const keepValue: Float64Array[] = [];
  const take = (length: number) => (pool ? pool.take(length) : new Float64Array(length));
  rollValue[rollsPerTurn] = stop;
  for (let u = rollsPerTurn - 1; u >= 1; u--) {
    keepValue[u] = keepValues(space, rollValue[u + 1]!, take(space.keeps));
    rollValue[u] = rollValues(space, stop, keepValue[u]!, take(space.rolls));
  }
  return { rollValue, keepValue, start: meanOverRolls(space, rollValue[1]!) };
}
