/**
 * The dice as multisets: a turn's optimum depends only on which faces show, not on their
 * positions, so every computation runs over the distinct sorted rolls (252 for five dice, 462
 * for six) and the distinct multisets a player can keep (462 and 924, the empty keep included).
 */
export interface DiceSpace {
  /** Dice per roll. */
  readonly dice: number;
  /** Multisets of exactly `dice` dice; they take the indices 0 .. rolls - 1. */
  readonly rolls: number;
  /** Multisets of 0 .. `dice` dice (rolls first, then smaller ones, the empty keep last). */
  readonly keeps: number;
  /** `counts[k * 6 + f - 1]`: how many dice of multiset k show face f. */
  readonly counts: Uint8Array;
  readonly size: Uint8Array;
  /** `child[k * 6 + f - 1]`: multiset k plus one die showing f; -1 for full rolls. */
  readonly child: Int32Array;
  /** Chance of roll r when every die is rolled. */
  readonly rollChance: Float64Array;
  /** The distinct multisets strictly inside roll r: `subs[subStart[r] .. subStart[r + 1])`. */
  readonly subStart: Int32Array;
  readonly subs: Int32Array;
  /** Index of the multiset with these counts per face (index 0 = face 1), or -1. */
  indexOf(counts: readonly number[]): number;
}

const cache = new Map<number, DiceSpace>();

/** The multiset space of `dice` dice (built once per dice count). */
export function diceSpace(dice: number): DiceSpace {
  let space = cache.get(dice);
  if (!space) cache.set(dice, (space = build(dice)));
  return space;
}

function build(n: number): DiceSpace {
  const all: number[][] = [];
  const walk = (face: number, left: number, acc: number[]) => {
    if (face === 6) {
      all.push([...acc]);
      return;
    }
    for (let c = 0; c <= left; c++) walk(face + 1, left - c, [...acc, c]);
  };
  walk(0, n, []);
  const total = (c: readonly number[]) => c.reduce((a, b) => a + b, 0);
  // Larger multisets first: a keep's children (one die more) always come before it.
  all.sort((a, b) => total(b) - total(a));

  const base = n + 1;
  const code = (c: readonly number[]) => c.reduce((acc, v, i) => acc + v * base ** i, 0);
  const lookup = new Int32Array(base ** 6).fill(-1);
  all.forEach((c, i) => (lookup[code(c)] = i));

  const keeps = all.length;
  const rolls = all.filter((c) => total(c) === n).length;
  const counts = new Uint8Array(keeps * 6);
  const size = new Uint8Array(keeps);
  const child = new Int32Array(keeps * 6).fill(-1);
  all.forEach((c, k) => {
    size[k] = total(c);
    c.forEach((v, f) => (counts[k * 6 + f] = v));
    if (total(c) < n) {
      for (let f = 0; f < 6; f++) child[k * 6 + f] = lookup[code(c.map((v, i) => (i === f ? v + 1 : v)))] ?? -1;
    }
  });

  const factorial = (m: number): number => (m <= 1 ? 1 : m * factorial(m - 1));
  const power = [1, 2, 3, 4, 5, 6].map((_, f) => base ** f);
  const rollChance = new Float64Array(rolls);
  const subStart = new Int32Array(rolls + 1);
  const subs: number[] = [];
  const v = [0, 0, 0, 0, 0, 0];
  for (let r = 0; r < rolls; r++) {
    const c = all[r] ?? [];
    rollChance[r] = factorial(n) / c.reduce((acc, x) => acc * factorial(x), 1) / 6 ** n;
    subStart[r] = subs.length;
    // Every multiset inside the roll, counted in mixed radix (face f from 0 to c[f]).
    v.fill(0);
    let at = 0;
    let held = 0;
    for (;;) {
      if (held < n) subs.push(lookup[at]!);
      let f = 0;
      for (; f < 6; f++) {
        if (v[f]! < c[f]!) {
          v[f]!++;
          at += power[f]!;
          held++;
          break;
        }
        at -= v[f]! * power[f]!;
        held -= v[f]!;
        v[f] = 0;
      }
      if (f === 6) break;
    }
  }
  subStart[rolls] = subs.length;

  return {
    dice: n,
    rolls,
    keeps,
    counts,
    size,
    child,
    rollChance,
    subStart,
    subs: Int32Array.from(subs),
    indexOf: (c) => (c.length === 6 && c.every((v) => Number.isInteger(v) && v >= 0 && v <= n) ? (lookup[code(c)] ?? -1) : -1),
  };
}

/** Face counts (index 0 = face 1) of a list of dice. */
export function countFaces(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d - 1] = (counts[d - 1] ?? 0) + 1;
  return counts;
}
