import type { Ruleset, RulesetId } from '../engine/index.js';
import { RULESETS, sheetTotals } from '../engine/index.js';
import type { Recorded } from './yamb-fit.js';
import { coordinates, measuredFrom, playRecorded } from './yamb-fit.js';
import type { BoxValues, Shape } from './yamb-model.js';
import { boxClasses, classCount, sheetModel, worthOf } from './yamb-model.js';

/**
 * Fitting the worth of an empty box by least squares (build time only). The class means of
 * yamb-fit.ts say what a box scores by the end; what a turn needs to know is what filling it
 * costs: its mean score, but also what keeping it open does for the other boxes (a free box
 * takes a bad roll, an open Min lets Max wait). So: play games, and at the start of every turn
 * ask what the rest of the game brought beyond the model's nonlinear rows (bonus, middle), as
 * a sum over the open boxes of a worth per class; solve for the worths that fit best.
 */

/** The open classes at the start of one turn, and what the rest of the game brought beyond the model's nonlinear rows. */
export interface Sample {
  readonly classes: Int32Array;
  readonly target: number;
}

/**
 * The samples of recorded games for `values` (whose classes, bonus chances and middle factors
 * they are measured against), in play order.
 */
export function samplesFrom(id: RulesetId, games: readonly Recorded[], values: BoxValues): Sample[] {
  const ruleset = RULESETS[id];
  const size = ruleset.columns.length * ruleset.categories.length;
  // With every worth 0 the model is what the filled boxes, the bonus chance and the middle product make alone.
  const rows = sheetModel(ruleset, { ...values, worth: new Array<number>(values.mean.length).fill(0) });
  const classes = new Int32Array(size);
  return games.flatMap(({ starts, final }) => {
    const total = sheetTotals(ruleset, final).total;
    return starts.map((boxes) => {
      boxClasses(values, ruleset, boxes, -1, classes);
      return { classes: classes.filter((c) => c >= 0), target: total - rows.value(boxes) };
    });
  });
}

/** The group of every class of `shape` by (column, category): the worths are fitted as the class means plus one correction per box of the sheet. */
export function boxGroups(shape: Shape, ruleset: Ruleset): { group: Int32Array; groups: number } {
  const C = ruleset.categories.length;
  const group = Int32Array.from({ length: classCount(shape, ruleset) }, (_, cls) => {
    const [, column, category] = coordinates(shape, ruleset, cls);
    return column * C + category;
  });
  return { group, groups: ruleset.columns.length * C };
}

export interface FitRound {
  readonly values: BoxValues;
  /** Mean and standard error of the games played with the values the round started from. */
  readonly mean: number;
  readonly standardError: number;
}

/**
 * The worths of `values` fitted by LSTD(`lambda`) on `games` games played with them, its class
 * means and number-box chances kept as they are.
 */
export function fitWorths(id: RulesetId, values: BoxValues, games: number, seed: number, lambda = 0.5, ridge = 100): FitRound {
  const ruleset = RULESETS[id];
  const records = playRecorded(id, values, games, seed);
  const base: BoxValues = { phases: values.phases, distances: values.distances, siblings: values.siblings, mean: values.mean, upper: values.upper };
  const samples = samplesFrom(id, records, base);
  const { group, groups } = boxGroups(base, ruleset);
  const worth = fitWorthTD(samples, ruleset.columns.length * ruleset.categories.length, worthOf(base, ruleset), group, groups, lambda, ridge);
  const totals = records.map((r) => sheetTotals(ruleset, r.final).total);
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  const variance = totals.reduce((a, t) => a + (t - mean) ** 2, 0) / Math.max(1, totals.length - 1);
  return { values: { ...base, worth }, mean, standardError: Math.sqrt(variance / totals.length) };
}

/**
 * One round: play `games` games with `values`, measure the class means and number-box chances
 * of that play, and fit the worths on top of them by LSTD(`lambda`).
 */
export function fitRound(id: RulesetId, values: BoxValues, games: number, seed: number, lambda = 0.5, ridge = 100): FitRound {
  const ruleset = RULESETS[id];
  const records = playRecorded(id, values, games, seed);
  const measured = measuredFrom(id, records, values);
  const base: BoxValues = measured.values;
  const samples = samplesFrom(id, records, base);
  const { group, groups } = boxGroups(base, ruleset);
  const worth = fitWorthTD(samples, ruleset.columns.length * ruleset.categories.length, worthOf(base, ruleset), group, groups, lambda, ridge);
  return { values: { ...base, worth }, mean: measured.mean, standardError: measured.standardError };
}

/**
 * The worths that fit the samples best as `prior` plus one correction per group of classes
 * (`group[class]`, -1: none), each correction pulled towards 0 as if it had been seen `ridge`
 * more times at 0: (X'X + ridge I) d = X'(y - X prior), by conjugate gradients.
 */
export function fitWorth(samples: readonly Sample[], prior: readonly number[], group: Int32Array, groups: number, ridge: number, iterations = 500): number[] {
  const rows = samples.map(({ classes, target }) => {
    let rest = target;
    const g: number[] = [];
    for (const c of classes) {
      rest -= prior[c]!;
      if (group[c]! >= 0) g.push(group[c]!);
    }
    return { g: Int32Array.from(g), rest };
  });
  const times = (v: Float64Array, out: Float64Array) => {
    for (let i = 0; i < groups; i++) out[i] = ridge * v[i]!;
    for (const { g } of rows) {
      let dot = 0;
      for (let j = 0; j < g.length; j++) dot += v[g[j]!]!;
      for (let j = 0; j < g.length; j++) out[g[j]!]! += dot;
    }
    return out;
  };
  const rhs = new Float64Array(groups);
  for (const { g, rest } of rows) for (let j = 0; j < g.length; j++) rhs[g[j]!]! += rest;
  const d = new Float64Array(groups);
  const r = Float64Array.from(rhs);
  const p = Float64Array.from(r);
  const product = new Float64Array(groups);
  let rr = r.reduce((a, x) => a + x * x, 0);
  const start = rr;
  for (let it = 0; it < iterations && rr > start * 1e-16; it++) {
    times(p, product);
    let pq = 0;
    for (let i = 0; i < groups; i++) pq += p[i]! * product[i]!;
    const alpha = rr / pq;
    for (let i = 0; i < groups; i++) {
      d[i]! += alpha * p[i]!;
      r[i]! -= alpha * product[i]!;
    }
    const next = r.reduce((a, x) => a + x * x, 0);
    const beta = next / rr;
    rr = next;
    for (let i = 0; i < groups; i++) p[i] = r[i]! + beta * p[i]!;
  }
  return prior.map((w, c) => w + (group[c]! >= 0 ? d[group[c]!]! : 0));
}

/**
 * The same corrections by least-squares temporal differences, LSTD(lambda): each turn's worth is
 * fitted to what the turn brought plus the worth of the sheet it left, blended with the longer
 * returns by `lambda` (1: the final total alone, as `fitWorth`). Much less noisy than the final
 * total, which carries the luck of every turn still to come. `samples` are in play order, each
 * game's starting at the sheet with every box open (`boxes` of them).
 */
export function fitWorthTD(samples: readonly Sample[], boxes: number, prior: readonly number[], group: Int32Array, groups: number, lambda: number, ridge: number): number[] {
  const A = Array.from({ length: groups }, (_, i) => Float64Array.from({ length: groups }, (_, j) => (i === j ? ridge : 0)));
  const b = new Float64Array(groups);
  const features = (s: Sample) => {
    const f = new Float64Array(groups);
    let rest = s.target;
    for (const c of s.classes) {
      rest -= prior[c]!;
      if (group[c]! >= 0) f[group[c]!]!++;
    }
    return { f, rest };
  };
  const z = new Float64Array(groups);
  for (let t = 0; t < samples.length; t++) {
    const s = samples[t]!;
    if (s.classes.length === boxes) z.fill(0);
    const now = features(s);
    const nextSample = samples[t + 1];
    const next = nextSample && nextSample.classes.length < boxes ? features(nextSample) : { f: new Float64Array(groups), rest: 0 };
    for (let i = 0; i < groups; i++) z[i] = lambda * z[i]! + now.f[i]!;
    const reward = now.rest - next.rest;
    for (let i = 0; i < groups; i++) {
      const zi = z[i]!;
      if (zi === 0) continue;
      b[i]! += zi * reward;
      const row = A[i]!;
      for (let j = 0; j < groups; j++) row[j]! += zi * (now.f[j]! - next.f[j]!);
    }
  }
  const d = solve(A, b);
  return prior.map((w, c) => w + (group[c]! >= 0 ? d[group[c]!]! : 0));
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A and b are overwritten). */
function solve(A: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(A[r]![col]!) > Math.abs(A[pivot]![col]!)) pivot = r;
    [A[col], A[pivot]] = [A[pivot]!, A[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const p = A[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = col + 1; r < n; r++) {
      const f = A[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c < n; c++) A[r]![c]! -= f * A[col]![c]!;
      b[r]! -= f * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let c = r + 1; c < n; c++) s -= A[r]![c]! * x[c]!;
    const p = A[r]![r]!;
    x[r] = Math.abs(p) < 1e-12 ? 0 : s / p;
  }
  return x;
}
