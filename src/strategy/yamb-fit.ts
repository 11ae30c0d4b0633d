import type { Ruleset, RulesetId } from '../engine/index.js';
import { RULESETS, sheetTotals } from '../engine/index.js';
import { prng } from './random.js';
import type { Decide } from './simulate.js';
import { playGame, turnDice } from './simulate.js';
import { planTurn } from './turn-plan.js';
import type { BoxValues, Shape } from './yamb-model.js';
import { boxClasses, classCount, classIndex } from './yamb-model.js';
import { strongMove } from './yamb-play.js';
import { scoreTable } from './yamb-turn.js';

/**
 * Fitting the box values of the strong four-column player by simulation (build time only):
 * play games with the current values, take each box's mean final score and, for the number
 * boxes, how often each count of the face ended there, and play again with those, until the
 * values stop moving. A box's worth is then what that box really brings under this very play.
 */

/** The strong player with the given box values (with or without its one-turn lookahead, which costs about 4 times more). */
export function strongWith(values: BoxValues, lookahead = true): Decide {
  return (state) => strongMove(state, values, lookahead);
}

/** Starting values: each box at the best a turn aimed at it alone can expect (the lowest, for jamb's Min). */
export function initialValues(id: RulesetId): BoxValues {
  const ruleset = RULESETS[id];
  const { space, score } = scoreTable(ruleset);
  const lowMin = ruleset.totals.kind === 'sections' && ruleset.totals.middle;
  const alone = ruleset.categories.map((cat, c) => {
    const sign = lowMin && cat.id === 'min' ? -1 : 1;
    const stop = Float64Array.from({ length: space.rolls }, (_, r) => sign * score[c * space.rolls + r]!);
    return sign * planTurn(space, stop, ruleset.rollsPerTurn).start;
  });
  const p = 1 - (5 / 6) ** ruleset.rollsPerTurn;
  const binomial = Array.from({ length: ruleset.dice + 1 }, (_, k) => choose(ruleset.dice, k) * p ** k * (1 - p) ** (ruleset.dice - k));
  return {
    phases: 1,
    distances: 1,
    siblings: 1,
    mean: ruleset.columns.flatMap(() => alone),
    upper: ruleset.columns.flatMap(() => Array.from({ length: 6 }, () => binomial)),
  };
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

export interface Measured {
  readonly values: BoxValues;
  readonly mean: number;
  readonly standardError: number;
}

/** Fewer samples than this in a class and its value comes from a coarser one. */
const MIN_SAMPLES = 25;

/** The coordinates of a class index. */
export function coordinates(shape: Shape, ruleset: Ruleset, index: number): [phase: number, column: number, category: number, distance: number, sibling: number] {
  const sibling = index % shape.siblings;
  let rest = Math.floor(index / shape.siblings);
  const distance = rest % shape.distances;
  rest = Math.floor(rest / shape.distances);
  const category = rest % ruleset.categories.length;
  rest = Math.floor(rest / ruleset.categories.length);
  return [Math.floor(rest / ruleset.columns.length), rest % ruleset.columns.length, category, distance, sibling];
}

/** One solitaire game as the fitting sees it: the sheet at the start of every turn, and the sheet at the end. */
export interface Recorded {
  readonly starts: readonly (readonly (number | null)[])[];
  readonly final: readonly (number | null)[];
}

/** Plays `games` solitaire games with `values`, the dice of each turn and roll from `seed` (see `turnDice`). */
export function playRecorded(id: RulesetId, values: BoxValues, games: number, seed: number, lookahead = true): Recorded[] {
  const random = prng(seed);
  const decide = strongWith(values, lookahead);
  return Array.from({ length: games }, (_, g) => {
    const starts: (readonly (number | null)[])[] = [];
    const { state } = playGame(id, [decide], random, {
      dice: turnDice(seed * 100_003 + g),
      onAction: (before) => {
        if (before.turn?.rollsUsed === 0) starts.push(before.seats[0]!.boxes);
      },
    });
    return { starts, final: state.seats[0]!.boxes };
  });
}

/**
 * Plays `games` solitaire games with `values` and measures, at the start of every turn, what
 * each empty box (by its class in `shape`) brought by the end.
 */
export function measureValues(id: RulesetId, values: BoxValues, games: number, seed: number, shape: Shape = values, lookahead = true): Measured {
  return measuredFrom(id, playRecorded(id, values, games, seed, lookahead), shape);
}

/** What each empty box (by its class in `shape`) of the recorded games brought by the end, and the games' mean total. */
export function measuredFrom(id: RulesetId, games: readonly Recorded[], shape: Shape): Measured {
  const ruleset = RULESETS[id];
  const C = ruleset.categories.length;
  const K = ruleset.columns.length;
  const size = K * C;
  const n = classCount(shape, ruleset);
  const sums = new Float64Array(n);
  const seen = new Float64Array(n);
  const faces = ruleset.dice + 1;
  const counts = new Float64Array(shape.phases * K * 6 * faces);
  const classes = new Int32Array(size);
  let total = 0;
  let squares = 0;
  for (const game of games) {
    const samples: number[][] = Array.from({ length: size }, () => []);
    for (const start of game.starts) {
      boxClasses(shape, ruleset, start, -1, classes);
      for (let i = 0; i < size; i++) if (classes[i]! >= 0) samples[i]!.push(classes[i]!);
    }
    const boxes = game.final;
    for (let i = 0; i < size; i++) {
      const v = boxes[i] ?? 0;
      const scoring = ruleset.categories[i % C]!.scoring;
      for (const cls of samples[i]!) {
        sums[cls]! += v;
        seen[cls]!++;
        if (scoring.kind === 'face') {
          const [phase, col] = coordinates(shape, ruleset, cls);
          counts[((phase * K + col) * 6 + scoring.face - 1) * faces + v / scoring.face]!++;
        }
      }
    }
    const t = sheetTotals(ruleset, boxes).total;
    total += t;
    squares += t * t;
  }
  const count = games.length;
  const mean = total / count;
  const variance = (squares / count - mean * mean) * (count / Math.max(1, count - 1));
  return { values: { ...shape, mean: smoothMeans(shape, ruleset, sums, seen), upper: upperChances(shape, K, faces, counts) }, mean, standardError: Math.sqrt(variance / count) };
}

/**
 * Each class's mean; with too few samples, the mean over its siblings classes, then over its
 * distances too, then the same class of the previous phase.
 */
function smoothMeans(shape: Shape, ruleset: Ruleset, sums: Float64Array, seen: Float64Array): number[] {
  const out = new Array<number>(sums.length).fill(0);
  const pool = (cls: number, overDistances: boolean): [number, number] => {
    const [phase, col, cat, d] = coordinates(shape, ruleset, cls);
    let s = 0;
    let m = 0;
    for (let dd = 0; dd < shape.distances; dd++) {
      if (!overDistances && dd !== d) continue;
      for (let sib = 0; sib < shape.siblings; sib++) {
        const j = classIndex(shape, ruleset, phase, col, cat, dd, sib);
        s += sums[j]!;
        m += seen[j]!;
      }
    }
    return [s, m];
  };
  for (let cls = 0; cls < sums.length; cls++) {
    const [phase, col, cat, d, sib] = coordinates(shape, ruleset, cls);
    const candidates: [number, number][] = [[sums[cls]!, seen[cls]!], pool(cls, false), pool(cls, true)];
    const found = candidates.find(([, m]) => m >= MIN_SAMPLES);
    if (found) out[cls] = found[0] / found[1];
    else if (phase > 0) out[cls] = out[classIndex(shape, ruleset, phase - 1, col, cat, d, sib)]!;
    else {
      const [s, m] = candidates[2]!;
      out[cls] = m > 0 ? s / m : 0;
    }
  }
  return out;
}

function upperChances(shape: Shape, K: number, faces: number, counts: Float64Array): number[][] {
  const out: number[][] = [];
  for (let pc = 0; pc < shape.phases * K; pc++) {
    for (let f = 0; f < 6; f++) {
      const row = Array.from({ length: faces }, (_, k) => counts[(pc * 6 + f) * faces + k]!);
      const m = row.reduce((a, b) => a + b, 0);
      out.push(m >= MIN_SAMPLES || pc < K ? row.map((x) => x / Math.max(1, m)) : out[(pc - K) * 6 + f]!);
    }
  }
  return out;
}

/** `a` in the shape `shape`: each class takes the value of the class of `a` it falls in. */
export function reshape(a: BoxValues, shape: Shape, ruleset: Ruleset): BoxValues {
  const K = ruleset.columns.length;
  const pa = (phase: number) => Math.min(a.phases - 1, Math.floor((phase * a.phases) / shape.phases));
  const mean = Array.from({ length: classCount(shape, ruleset) }, (_, cls) => {
    const [phase, col, cat, d, sib] = coordinates(shape, ruleset, cls);
    return a.mean[classIndex(a, ruleset, pa(phase), col, cat, Math.min(a.distances - 1, d), Math.min(a.siblings - 1, sib))]!;
  });
  const upper = Array.from({ length: shape.phases * K * 6 }, (_, i) => {
    const f = i % 6;
    const pc = Math.floor(i / 6);
    return a.upper[(pa(Math.floor(pc / K)) * K + (pc % K)) * 6 + f]!;
  });
  return { ...shape, mean, upper };
}

/** `a` moved a fraction `step` of the way to `b`, in the shape of `b`. */
export function blend(a: BoxValues, b: BoxValues, step: number, ruleset: Ruleset): BoxValues {
  const r = reshape(a, b, ruleset);
  const mix = (x: number | undefined, y: number) => (x === undefined ? y : x + step * (y - x));
  return {
    ...(b as Shape),
    phases: b.phases,
    mean: b.mean.map((y, i) => mix(r.mean[i], y)),
    upper: b.upper.map((row, i) => row.map((y, k) => mix(r.upper[i]?.[k], y))),
  };
}
