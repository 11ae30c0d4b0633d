import { planTurn } from './turn-plan.js';
import { prng } from './random.js';
import { scoreTable } from './yamb-search.js';
import type { Explore, TurnSeen } from './yamb-selfplay.js';
import { playSolitaire } from './yamb-selfplay.js';
import type { SheetLayout } from './yamb-sheet.js';
import { sheetTotalOf } from './yamb-sheet.js';
import type { ValueWeights } from './yamb-value.js';
import { ValueModel, featureLayout } from './yamb-value.js';

/**
 * Learning the value of a four-column sheet by self-play (build time only): play games with
 * the current value, and fit the value of every turn's starting sheet to what the rest of the
 * game brought, counted with the turn's own luck taken out: each turn's points and the value
 * of the sheet it left are replaced by their expectation over the turn's dice, which the search
 * computes anyway (`TurnSeen.expected`). With `lambda` 1 the target is the game's outcome less
 * the luck of every turn as the value saw it (unbiased for the values of this very play, and
 * near noiseless once the value is good); below 1 it leans on the value of the next sheets.
 */

/** Weights in training: the value in units of `SCALE` points. */
const SCALE = 100;

export interface Params {
  readonly hidden: number;
  readonly inputs: number;
  /** All parameters in one array: w1 (feature-major), b1, w2, lin, b2. */
  readonly theta: Float64Array;
}

const views = (p: Params) => {
  const { hidden: H, inputs: n, theta } = p;
  let at = 0;
  const take = (len: number) => theta.subarray(at, (at += len));
  return { w1: take(n * H), b1: take(H), w2: take(H), lin: take(n), b2: take(1) };
};

/** Per-column statistics the features read (see `ValueWeights.chances` and `.middle`). */
export interface Stats {
  readonly chances: Float32Array;
  readonly middle: Float32Array;
}

/** Statistics before any game is measured: a number box as a turn aimed at its face alone, the middle at rough means. */
export function initialStats(layout: SheetLayout): Stats {
  const dice = layout.ruleset.dice;
  const p = 1 - (5 / 6) ** layout.ruleset.rollsPerTurn;
  const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
  const binomial = Array.from({ length: dice + 1 }, (_, k) => choose(dice, k) * p ** k * (1 - p) ** (dice - k));
  return {
    chances: Float32Array.from({ length: layout.columns * 6 * (dice + 1) }, (_, i) => binomial[i % (dice + 1)]!),
    middle: Float32Array.from({ length: layout.columns * 3 }, (_, i) => [2, 24, 10][i % 3]!),
  };
}

/** Measured statistics of final sheets, blended a share `step` into `old`. */
export function measureStats(layout: SheetLayout, finals: readonly Int16Array[], old: Stats, step: number): Stats {
  const dice = layout.ruleset.dice;
  const C = layout.categories;
  const counts = new Float64Array(old.chances.length);
  const middle = new Float64Array(old.middle.length);
  for (const sheet of finals) {
    for (let col = 0; col < layout.columns; col++) {
      for (let c = 0; c < C; c++) {
        const face = layout.face[c]!;
        if (face > 0) counts[(col * 6 + face - 1) * (dice + 1) + sheet[col * C + c]! / face]!++;
      }
      if (layout.ones >= 0) {
        middle[col * 3]! += sheet[col * C + layout.ones]!;
        middle[col * 3 + 1]! += sheet[col * C + layout.max]!;
        middle[col * 3 + 2]! += sheet[col * C + layout.min]!;
      }
    }
  }
  const chances = Float32Array.from(old.chances);
  for (let row = 0; row < chances.length; row += dice + 1) {
    let sum = 0;
    for (let n = 0; n <= dice; n++) sum += counts[row + n]!;
    if (sum === 0) continue;
    for (let n = 0; n <= dice; n++) chances[row + n] = old.chances[row + n]! + step * (counts[row + n]! / sum - old.chances[row + n]!);
  }
  const mid = Float32Array.from(old.middle, (m, i) => (finals.length ? m + step * (middle[i]! / finals.length - m) : m));
  return { chances, middle: mid };
}

/**
 * Starting weights: the hidden layer small and random, its output 0; the linear part values
 * each empty box at what a turn aimed at its category alone expects, the bonus at its chance,
 * the middle product at its estimate.
 */
export function initialParams(layout: SheetLayout, hidden: number, seed: number): Params {
  const features = featureLayout(layout);
  const n = features.inputs;
  const p: Params = { hidden, inputs: n, theta: new Float64Array(n * hidden + 2 * hidden + n + 1) };
  const { w1, lin } = views(p);
  const random = prng(seed);
  // He initialisation, by a sum of uniforms close enough to a normal.
  const spread = Math.sqrt(2 / n);
  for (let i = 0; i < w1.length; i++) w1[i] = spread * (random() + random() + random() - 1.5) * 2;
  const { space, score } = scoreTable(layout.ruleset);
  const alone = Array.from({ length: layout.categories }, (_, c) => {
    if (!layout.counts[c]) return 0;
    const stop = Float64Array.from({ length: space.rolls }, (_, r) => score[c * space.rolls + r]!);
    return planTurn(space, stop, layout.ruleset.rollsPerTurn).start;
  });
  for (let b = 0; b < layout.boxes; b++) lin[b] = alone[b % layout.categories]! / SCALE;
  if (features.columnBase >= 0) {
    for (let col = 0; col < layout.columns; col++) {
      const at = features.columnBase + col * features.perColumn;
      let j = 0;
      if (layout.bonus) {
        lin[at + 2] = layout.bonus.points / SCALE;
        j = 3;
      }
      if (layout.ones >= 0) lin[at + j + 5] = 100 / SCALE;
    }
  }
  return p;
}

/** The weights the model plays with. */
export function toWeights(p: Params, stats: Stats): ValueWeights {
  const v = views(p);
  return {
    hidden: p.hidden,
    inputs: p.inputs,
    w1: Float32Array.from(v.w1),
    b1: Float32Array.from(v.b1),
    w2: Float32Array.from(v.w2, (x) => x * SCALE),
    lin: Float32Array.from(v.lin, (x) => x * SCALE),
    b2: v.b2[0]! * SCALE,
    chances: stats.chances,
    middle: stats.middle,
  };
}

/** Turn-start features and their targets. */
export interface Samples {
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly count: number;
}

export interface Played {
  readonly samples: Samples;
  readonly finals: Int16Array[];
  readonly totals: Float64Array;
  /** Mean over turns of the value at the turn's start less what the rest of the game brought. */
  readonly bias: number;
}

/** Plays `games` games with `weights` and returns every turn's start as a sample with its lambda-target. */
export function selfPlay(layout: SheetLayout, weights: ValueWeights, games: number, seed: number, lambda: number, explore?: Explore): Played {
  const model = new ValueModel(layout, weights);
  const n = model.features.inputs;
  const T = layout.boxes;
  const x = new Float32Array(games * T * n);
  const y = new Float32Array(games * T);
  const finals: Int16Array[] = [];
  const totals = new Float64Array(games);
  const random = prng(seed);
  const feature = new Float32Array(n);
  let bias = 0;
  let count = 0;
  for (let g = 0; g < games; g++) {
    const turns: TurnSeen[] = [];
    const final = playSolitaire(model, random, { onTurn: (t) => turns.push(t), ...(explore && { explore }) });
    finals.push(final);
    totals[g] = sheetTotalOf(layout, final);
    let target = 0;
    let valueNext = 0;
    let outcome = 0;
    for (let t = turns.length - 1; t >= 0; t--) {
      const turn = turns[t]!;
      // After a turn that ended off the player's choice the rest of the game is not the player's:
      // its target is the turn's expectation under the player's own choices alone.
      target = turn.explored ? turn.expected : turn.expected + lambda * (target - valueNext);
      valueNext = turn.value;
      outcome += turn.reward;
      bias += turn.value - outcome;
      const row = count + t;
      model.featuresOf(turn.sheet, feature);
      x.set(feature, row * n);
      y[row] = target;
    }
    count += turns.length;
  }
  return { samples: { x, y, count }, finals, totals, bias: bias / count };
}

export interface FitOptions {
  readonly epochs: number;
  readonly batch: number;
  readonly rate: number;
  readonly seed: number;
}

/** Fits `p` to the samples by Adam on the squared error; returns the mean squared error (points²) of the last epoch. */
export function fit(p: Params, data: readonly Samples[], options: FitOptions, adam: AdamState = new AdamState(p.theta.length)): number {
  const { hidden: H, inputs: n } = p;
  const { w1, b1, w2, lin, b2 } = views(p);
  const grad = new Float64Array(p.theta.length);
  const g = views({ ...p, theta: grad });
  const z = new Float64Array(H);
  const random = prng(options.seed);
  const index: [number, number][] = data.flatMap((d, di) => Array.from({ length: d.count }, (_, i) => [di, i] as [number, number]));
  let squares = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = index.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [index[i], index[j]] = [index[j]!, index[i]!];
    }
    squares = 0;
    for (let start = 0; start < index.length; start += options.batch) {
      grad.fill(0);
      const end = Math.min(index.length, start + options.batch);
      for (let s = start; s < end; s++) {
        const [di, row] = index[s]!;
        const d = data[di]!;
        const at = row * n;
        z.set(b1);
        let out = b2[0]!;
        for (let i = 0; i < n; i++) {
          const xi = d.x[at + i]!;
          if (xi === 0) continue;
          out += lin[i]! * xi;
          const w = i * H;
          for (let h = 0; h < H; h++) z[h]! += w1[w + h]! * xi;
        }
        for (let h = 0; h < H; h++) if (z[h]! > 0) out += w2[h]! * z[h]!;
        const err = out - d.y[row]! / SCALE;
        squares += err * err;
        g.b2[0]! += err;
        for (let h = 0; h < H; h++) {
          if (z[h]! > 0) {
            g.w2[h]! += err * z[h]!;
            z[h] = err * w2[h]!;
            g.b1[h]! += z[h]!;
          } else z[h] = 0;
        }
        for (let i = 0; i < n; i++) {
          const xi = d.x[at + i]!;
          if (xi === 0) continue;
          g.lin[i]! += err * xi;
          const w = i * H;
          for (let h = 0; h < H; h++) g.w1[w + h]! += z[h]! * xi;
        }
      }
      adam.step(p.theta, grad, options.rate, end - start);
    }
  }
  return (squares / Math.max(1, index.length)) * SCALE * SCALE;
}

/** Adam's moment estimates, kept from one fit to the next. */
export class AdamState {
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  private t = 0;

  constructor(size: number) {
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
  }

  step(theta: Float64Array, grad: Float64Array, rate: number, batch: number): void {
    const b1 = 0.9;
    const b2 = 0.999;
    this.t++;
    const c1 = 1 - b1 ** this.t;
    const c2 = 1 - b2 ** this.t;
    for (let i = 0; i < theta.length; i++) {
      const gi = grad[i]! / batch;
      const m = (this.m[i] = b1 * this.m[i]! + (1 - b1) * gi);
      const v = (this.v[i] = b2 * this.v[i]! + (1 - b2) * gi * gi);
      theta[i]! -= (rate * (m / c1)) / (Math.sqrt(v / c2) + 1e-8);
    }
  }
}
