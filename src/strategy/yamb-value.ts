import type { SheetLayout } from './yamb-sheet.js';

/**
 * The learned value of a four-column sheet (jamb, yamb-classic) between two turns: the points
 * still to come by the end of the game under the strong player's own play, beyond the sheet's
 * total now. A small network over features of the sheet:
 *
 * - one per box: 1 while it is empty (this alone says which box each column offers next, how
 *   many turns are left, which categories still compete for rolls);
 * - how far the game is;
 * - per column, while its number boxes are not all filled (jamb): the number boxes' sum, that
 *   sum against par (three of each face filled), and the chance the open ones make the bonus,
 *   from per-column chances of each count of a face (measured in training, shipped with the
 *   weights); while the middle product is not decided: Ones, Max and Min as filled, Ones times
 *   each of them, and the product with the open ones at their measured means.
 *
 * value = b2 + lin . x + w2 . relu(W1 x + b1). Filling one box moves only a few features, so
 * the search values the sheets a turn can leave by updating W1 x, not recomputing it.
 */
export interface ValueWeights {
  readonly hidden: number;
  readonly inputs: number;
  /** Feature-major: the column of feature i is `w1[i * hidden .. (i + 1) * hidden)`. */
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  readonly w2: Float32Array;
  readonly lin: Float32Array;
  readonly b2: number;
  /** `chances[(column * 6 + face - 1) * (dice + 1) + n]`: chance an open number box ends with n dice of its face (jamb). */
  readonly chances: Float32Array;
  /** `middle[column * 3 + i]`: mean final Ones, Max, Min of the column (jamb). */
  readonly middle: Float32Array;
}

/** Features per column while its upper section or middle product is open (jamb). */
const UPPER_FEATURES = 3;
const MIDDLE_FEATURES = 6;

export interface FeatureLayout {
  readonly inputs: number;
  /** Index of the game's progress feature. */
  readonly progress: number;
  /** First per-column feature, -1 when the ruleset has neither bonus nor middle product. */
  readonly columnBase: number;
  readonly perColumn: number;
  readonly upperCategories: readonly number[];
}

export function featureLayout(layout: SheetLayout): FeatureLayout {
  const upperCategories = Array.from(layout.face).flatMap((f, c) => (f > 0 ? [c] : []));
  const perColumn = (layout.bonus ? UPPER_FEATURES : 0) + (layout.ones >= 0 ? MIDDLE_FEATURES : 0);
  const progress = layout.boxes;
  return { inputs: progress + 1 + layout.columns * perColumn, progress, columnBase: perColumn > 0 ? progress + 1 : -1, perColumn, upperCategories };
}

/**
 * For each column, each set of open number boxes (bit i: the i-th upper category) and each
 * amount still needed (0 .. threshold), the chance those boxes bring at least that much.
 */
function bonusTails(layout: SheetLayout, weights: ValueWeights, upper: readonly number[]): Float32Array[] {
  const bonus = layout.bonus;
  if (!bonus) return [];
  const dice = layout.ruleset.dice;
  const size = bonus.threshold + 1;
  return Array.from({ length: layout.columns }, (_, col) => {
    const table = new Float32Array((1 << upper.length) * size);
    for (let open = 0; open < 1 << upper.length; open++) {
      let dist = [1];
      upper.forEach((cat, i) => {
        if (!((open >> i) & 1)) return;
        const face = layout.face[cat]!;
        const next = new Array<number>(dist.length + dice * face).fill(0);
        dist.forEach((p, s) => {
          for (let n = 0; n <= dice; n++) next[s + n * face]! += p * weights.chances[(col * 6 + face - 1) * (dice + 1) + n]!;
        });
        dist = next;
      });
      let tail = 0;
      for (let s = dist.length - 1; s >= 0; s--) {
        tail += dist[s]!;
        if (s < size) table[open * size + s] = tail;
      }
      for (let s = dist.length; s < size; s++) table[open * size + s] = 0;
    }
    return table;
  });
}

/** A sheet with its features' first-layer sums, ready to value the sheets one box later. */
export interface Prepared {
  readonly sheet: Int16Array;
  readonly z: Float64Array;
  /** The output bias and the linear part. */
  readonly linear: number;
  /** The sheet's value. */
  readonly value: number;
  /** The per-column feature blocks (see the module comment). */
  readonly blocks: Float64Array;
}

/** A sheet's value and the features behind it; `fills` values the sheets one box later by difference. */
export class ValueModel {
  readonly features: FeatureLayout;
  private readonly tails: Float32Array[];
  private readonly upperBit: Int8Array;
  /** Scratch: one column's block of features after a fill. */
  private readonly blockAfter: Float64Array;

  constructor(
    readonly layout: SheetLayout,
    readonly weights: ValueWeights,
  ) {
    this.features = featureLayout(layout);
    if (weights.inputs !== this.features.inputs) throw new Error(`${layout.ruleset.id}: the weights have ${weights.inputs} inputs, the features ${this.features.inputs}`);
    this.tails = bonusTails(layout, weights, this.features.upperCategories);
    this.upperBit = Int8Array.from({ length: layout.categories }, (_, c) => this.features.upperCategories.indexOf(c));
    this.blockAfter = new Float64Array(this.features.perColumn);
    this.zb = new Float64Array(weights.hidden);
  }

  /** The features of `sheet` into `out`. */
  featuresOf(sheet: Int16Array, out: Float32Array | Float64Array): void {
    const { layout, features } = this;
    let filled = 0;
    for (let i = 0; i < layout.boxes; i++) {
      const empty = sheet[i]! < 0;
      out[i] = empty ? 1 : 0;
      if (!empty) filled++;
    }
    out[features.progress] = filled / layout.boxes;
    if (features.columnBase < 0) return;
    for (let col = 0; col < layout.columns; col++) {
      this.columnBlock(sheet, col, -1, 0, this.blockAfter);
      const at = features.columnBase + col * features.perColumn;
      for (let j = 0; j < features.perColumn; j++) out[at + j] = this.blockAfter[j]!;
    }
  }

  /** The value of a sheet from its features. */
  valueOf(x: ArrayLike<number>): number {
    const { hidden, w1, b1, w2, lin, b2 } = this.weights;
    let out = b2;
    const z = new Float64Array(hidden);
    z.set(b1);
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      out += lin[i]! * xi;
      const w = i * hidden;
      for (let h = 0; h < hidden; h++) z[h]! += w1[w + h]! * xi;
    }
    for (let h = 0; h < hidden; h++) if (z[h]! > 0) out += w2[h]! * z[h]!;
    return out;
  }

  /** A sheet prepared for valuing the sheets one box later (see `fills`). */
  prepare(sheet: Int16Array): Prepared {
    const { layout, features, weights } = this;
    const x = new Float64Array(features.inputs);
    this.featuresOf(sheet, x);
    const { hidden, w1, b1, lin, b2, w2 } = weights;
    const z = Float64Array.from(b1);
    let linear = b2;
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      linear += lin[i]! * xi;
      const w = i * hidden;
      for (let h = 0; h < hidden; h++) z[h]! += w1[w + h]! * xi;
    }
    let value = linear;
    for (let h = 0; h < hidden; h++) if (z[h]! > 0) value += w2[h]! * z[h]!;
    const blocks = features.columnBase >= 0 ? x.slice(features.columnBase, features.columnBase + layout.columns * features.perColumn) : new Float64Array(0);
    return { sheet, z, linear, value, blocks };
  }

  /**
   * The value of the prepared sheet with its empty box `box` filled, for each score in
   * `scores`, into `out`. Only the features a fill moves are added to the prepared sums: the
   * box's emptiness, the progress, and, where the score matters, its column's block.
   */
  fills(p: Prepared, box: number, scores: readonly number[], out: Float64Array): void {
    const { layout, features, weights } = this;
    const { hidden, w1, w2, lin } = weights;
    const zb = this.zb;
    const wb = box * hidden;
    const wp = features.progress * hidden;
    const step = 1 / layout.boxes;
    for (let h = 0; h < hidden; h++) zb[h] = p.z[h]! - w1[wb + h]! + w1[wp + h]! * step;
    const linear = p.linear - lin[box]! + lin[features.progress]! * step;
    const C = layout.categories;
    const col = (box / C) | 0;
    const cat = box - col * C;
    if (!this.scoreMatters(cat)) {
      let v = linear;
      for (let h = 0; h < hidden; h++) if (zb[h]! > 0) v += w2[h]! * zb[h]!;
      for (let i = 0; i < scores.length; i++) out[i] = v;
      return;
    }
    const per = features.perColumn;
    const at = features.columnBase + col * per;
    const after = this.blockAfter;
    const changed = this.changed;
    const delta = this.delta;
    for (let i = 0; i < scores.length; i++) {
      this.columnBlock(p.sheet, col, cat, scores[i]!, after);
      let n = 0;
      let v = linear;
      for (let j = 0; j < per; j++) {
        const d = after[j]! - p.blocks[col * per + j]!;
        if (d !== 0) {
          changed[n] = (at + j) * hidden;
          delta[n++] = d;
          v += lin[at + j]! * d;
        }
      }
      for (let h = 0; h < hidden; h++) {
        let s = zb[h]!;
        for (let k = 0; k < n; k++) s += w1[changed[k]! + h]! * delta[k]!;
        if (s > 0) v += w2[h]! * s;
      }
      out[i] = v;
    }
  }

  private readonly zb: Float64Array;
  private readonly changed = new Int32Array(32);
  private readonly delta = new Float64Array(32);

  /** Whether the features of a fill of box category `cat` depend on the score it takes. */
  scoreMatters(cat: number): boolean {
    const { layout } = this;
    return (layout.bonus !== null && layout.face[cat]! > 0) || (layout.ones >= 0 && (cat === layout.ones || cat === layout.max || cat === layout.min));
  }

  /** One column's block of features (see the module comment), category `override` taken as scoring `score`. */
  private columnBlock(sheet: Int16Array, col: number, override: number, score: number, out: Float64Array): void {
    const { layout } = this;
    const C = layout.categories;
    const base = col * C;
    const at = (c: number) => (c === override ? score : sheet[base + c]!);
    let j = 0;
    const bonus = layout.bonus;
    if (bonus) {
      let sum = 0;
      let par = 0;
      let open = 0;
      for (let c = 0; c < C; c++) {
        const face = layout.face[c]!;
        if (face === 0) continue;
        const v = at(c);
        if (v < 0) open |= 1 << this.upperBit[c]!;
        else {
          sum += v;
          par += 3 * face;
        }
      }
      if (open === 0) {
        out[j++] = 0;
        out[j++] = 0;
        out[j++] = 0;
      } else {
        const size = bonus.threshold + 1;
        const need = bonus.threshold - sum;
        out[j++] = sum / bonus.threshold;
        out[j++] = (sum - par) / 15;
        out[j++] = need <= 0 ? 1 : this.tails[col]![open * size + need]!;
      }
    }
    if (layout.ones >= 0) {
      const ones = at(layout.ones);
      const max = at(layout.max);
      const min = at(layout.min);
      if (ones >= 0 && max >= 0 && min >= 0) {
        for (let k = 0; k < MIDDLE_FEATURES; k++) out[j++] = 0;
      } else {
        const mean = this.weights.middle;
        out[j++] = ones >= 0 ? ones / 5 : 0;
        out[j++] = max >= 0 ? max / 30 : 0;
        out[j++] = min >= 0 ? min / 30 : 0;
        out[j++] = ones >= 0 && max >= 0 ? (ones * max) / 150 : 0;
        out[j++] = ones >= 0 && min >= 0 ? (ones * min) / 150 : 0;
        const o = ones >= 0 ? ones : mean[col * 3]!;
        const hi = max >= 0 ? max : mean[col * 3 + 1]!;
        const lo = min >= 0 ? min : mean[col * 3 + 2]!;
        out[j++] = (o * (hi - lo)) / 100;
      }
    }
  }
}
