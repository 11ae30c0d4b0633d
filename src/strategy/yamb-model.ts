import type { Ruleset } from '../engine/index.js';

/**
 * Fitted worth of the boxes of a four-column sheet (jamb, yamb-classic): what a box still empty
 * is expected to score by the end of the game under the strong player's own play, by class.
 * A box's class is its column and category and three things that change its prospects:
 *
 * - the phase of the game (boxes filled so far, in `phases` steps): late, fewer turns are left;
 * - in `down` and `up` columns, its distance: how many empty boxes come before it in the
 *   column's order (capped at `distances - 1`). A box far from its turn is worth less, so
 *   filling the next box raises the worth of those behind it: this moves those columns on;
 * - its siblings: how many other boxes of its category are still empty (capped at
 *   `siblings - 1`). Boxes of one category compete for the same rolls.
 */
export interface BoxValues {
  readonly phases: number;
  readonly distances: number;
  readonly siblings: number;
  /** Mean final score by class index (see `classIndex`). */
  readonly mean: readonly number[];
  /**
   * What an empty box of each class adds to the estimate, by class index: fitted by least
   * squares on simulated games (yamb-regress.ts), so it is the box's marginal worth (its own
   * score and what keeping it open does for the others), not only its mean score. Absent: the
   * mean of the boxes that count themselves, 0 for the middle boxes of jamb (they count through
   * the product).
   */
  readonly worth?: readonly number[];
  /** `upper[(phase * columns + column) * 6 + face - 1][k]`: chance a number box of `face` empty in that phase ends with k dice of it. */
  readonly upper: readonly (readonly number[])[];
}

export type Shape = Pick<BoxValues, 'phases' | 'distances' | 'siblings'>;

/** The index of a class in `BoxValues.mean`. */
export function classIndex(shape: Shape, ruleset: Ruleset, phase: number, column: number, category: number, distance: number, sibling: number): number {
  return ((((phase * ruleset.columns.length + column) * ruleset.categories.length + category) * shape.distances + distance) * shape.siblings) + sibling;
}

/** How many classes a shape has for `ruleset`. */
export const classCount = (shape: Shape, ruleset: Ruleset): number =>
  shape.phases * ruleset.columns.length * ruleset.categories.length * shape.distances * shape.siblings;

/** The phase of a sheet with `filled` of its `boxes` boxes filled. */
export const phaseOf = (shape: Shape, filled: number, boxes: number): number => Math.min(shape.phases - 1, Math.floor((filled * shape.phases) / boxes));

/**
 * The class of every box of a sheet (-1 for filled ones) into `out`, with box `skip` taken as
 * filled too (-1: none) and the phase counted as if `skip` were filled.
 */
export function boxClasses(shape: Shape, ruleset: Ruleset, boxes: readonly (number | null)[], skip: number, out: Int32Array): Int32Array {
  const C = ruleset.categories.length;
  const K = ruleset.columns.length;
  const size = C * K;
  const open = (i: number) => i !== skip && (boxes[i] ?? null) === null;
  let filled = 0;
  const sameCategory = new Int32Array(C);
  for (let i = 0; i < size; i++) {
    if (open(i)) sameCategory[i % C]!++;
    else filled++;
  }
  const phase = phaseOf(shape, filled, size);
  for (let col = 0; col < K; col++) {
    const order = ruleset.columns[col]!.order;
    let before = 0;
    for (let j = 0; j < C; j++) {
      const cat = order === 'up' ? C - 1 - j : j;
      const i = col * C + cat;
      if (!open(i)) {
        out[i] = -1;
        continue;
      }
      const distance = order === 'down' || order === 'up' ? Math.min(shape.distances - 1, before++) : 0;
      const sibling = Math.min(shape.siblings - 1, sameCategory[cat]! - 1);
      out[i] = classIndex(shape, ruleset, phase, col, cat, distance, sibling);
    }
  }
  return out;
}

/**
 * The strong player's estimate of a sheet's final total: filled boxes as they are, empty boxes
 * at the fitted worth of their class, plus what the nonlinear rows are expected to bring: the
 * upper bonus from the chance that the open number boxes make up the rest of the threshold
 * (their fitted distributions taken as independent), and the middle product Ones x (Max - Min)
 * with each unknown factor at its mean. Exact once the sheet is full.
 */
export interface SheetModel {
  readonly ruleset: Ruleset;
  /** Estimated final grand total of `boxes`. */
  value(boxes: readonly (number | null)[]): number;
  /** The fitted mean score of box (`column`, `category`) of `boxes`, empty. */
  expected(boxes: readonly (number | null)[], column: number, category: number): number;
  /**
   * The estimate's change when box (`column`, `category`) of `boxes` takes `score`, for each
   * score in `scores`; `before` is `value(boxes)` when the caller has it.
   */
  gains(boxes: readonly (number | null)[], column: number, category: number, scores: readonly number[], before?: number): Float64Array;
}

interface Layout {
  readonly ruleset: Ruleset;
  readonly categories: number;
  /** Whether each category's score adds to the column total itself (not the middle boxes of jamb, which only count through the product). */
  readonly counts: readonly boolean[];
  /** Position of each category among the number boxes counted for the bonus, -1 for the others. */
  readonly upperBit: Int8Array;
  readonly faces: readonly number[];
  readonly ones: number;
  readonly max: number;
  readonly min: number;
  readonly bonus: { readonly threshold: number; readonly points: number } | null;
  readonly middle: boolean;
}

export function sheetModel(ruleset: Ruleset, values: BoxValues): SheetModel {
  const totals = ruleset.totals;
  const find = (id: string) => ruleset.categories.findIndex((c) => c.id === id);
  const bonus = totals.kind === 'sections' ? totals.upperBonus : null;
  const upper = ruleset.categories.flatMap((c, i) => (c.section === 'upper' && bonus ? [i] : []));
  const middle = totals.kind === 'sections' && totals.middle;
  const layout: Layout = {
    ruleset,
    categories: ruleset.categories.length,
    counts: ruleset.categories.map((c) => totals.kind === 'sum' || c.section !== 'middle'),
    upperBit: Int8Array.from(ruleset.categories, (_, i) => upper.indexOf(i)),
    faces: ruleset.categories.map((c) => (c.scoring.kind === 'face' ? c.scoring.face : 0)),
    ones: find('ones'),
    max: find('max'),
    min: find('min'),
    bonus,
    middle,
  };
  const K = ruleset.columns.length;
  const size = K * layout.categories;
  const mean = Float64Array.from(values.mean);
  const worth = Float64Array.from(worthOf(values, ruleset));
  // tails[phase * K + column][open number boxes][need]: chance those boxes bring at least `need` more.
  const tails = bonus
    ? Array.from({ length: values.phases * K }, (_, pc) => upperTails(layout, upper, (f) => values.upper[pc * 6 + f - 1] ?? [], ruleset.dice))
    : [];
  const classes = new Int32Array(size);
  const column = (boxes: readonly (number | null)[], col: number, override: number, score: number, phase: number) =>
    columnValue(layout, mean, worth, tails[phase * K + col], boxes, col * layout.categories, classes, override, score);
  const phaseNow = (boxes: readonly (number | null)[], skip: number) => {
    let filled = skip >= 0 ? 1 : 0;
    for (let i = 0; i < size; i++) if ((boxes[i] ?? null) !== null) filled++;
    return phaseOf(values, filled, size);
  };
  const value = (boxes: readonly (number | null)[]) => {
    boxClasses(values, ruleset, boxes, -1, classes);
    const phase = phaseNow(boxes, -1);
    let total = 0;
    for (let col = 0; col < K; col++) total += column(boxes, col, -1, 0, phase);
    return total;
  };

  return {
    ruleset,
    value,
    expected(boxes, col, category) {
      boxClasses(values, ruleset, boxes, -1, classes);
      return mean[classes[col * layout.categories + category]!] ?? 0;
    },
    gains(boxes, col, category, scores, known) {
      const before = known ?? value(boxes);
      const skip = col * layout.categories + category;
      // Filling the box moves every class (phase, distances behind it, its siblings), whatever it scores.
      boxClasses(values, ruleset, boxes, skip, classes);
      const phase = phaseNow(boxes, skip);
      let others = -before;
      for (let c = 0; c < K; c++) if (c !== col) others += column(boxes, c, -1, 0, phase);
      return Float64Array.from(scores, (s) => others + column(boxes, col, category, s, phase));
    },
  };
}

/** The worth of an empty box by class: `values.worth`, or else the mean for the boxes that count themselves and 0 for the others. */
export function worthOf(values: BoxValues, ruleset: Ruleset): readonly number[] {
  if (values.worth) return values.worth;
  const totals = ruleset.totals;
  const counts = ruleset.categories.map((c) => totals.kind === 'sum' || c.section !== 'middle');
  const perCategory = values.distances * values.siblings;
  return values.mean.map((m, cls) => (counts[Math.floor(cls / perCategory) % ruleset.categories.length] ? m : 0));
}

/** One column's estimate, its empty boxes at the worth of their class in `classes`; box `override` taken as scoring `score`. */
function columnValue(
  layout: Layout,
  mean: Float64Array,
  worth: Float64Array,
  tails: readonly Float64Array[] | undefined,
  boxes: readonly (number | null)[],
  first: number,
  classes: Int32Array,
  override: number,
  score: number,
): number {
  let total = 0;
  let sum = 0;
  let open = 0;
  for (let cat = 0; cat < layout.categories; cat++) {
    const v = cat === override ? score : (boxes[first + cat] ?? null);
    const bit = layout.upperBit[cat]!;
    if (v === null) {
      total += worth[classes[first + cat]!]!;
      if (bit >= 0) open |= 1 << bit;
    } else {
      if (layout.counts[cat]) total += v;
      if (bit >= 0) sum += v;
    }
  }
  const bonus = layout.bonus;
  if (bonus && tails) {
    const need = bonus.threshold - sum;
    if (need <= 0) total += bonus.points;
    else if (open !== 0) {
      const tail = tails[open]!;
      if (need < tail.length) total += bonus.points * tail[need]!;
    }
  }
  if (layout.middle) {
    const { ones, max, min } = layout;
    const o = ones === override ? score : (boxes[first + ones] ?? mean[classes[first + ones]!]!);
    const hi = max === override ? score : (boxes[first + max] ?? mean[classes[first + max]!]!);
    const lo = min === override ? score : (boxes[first + min] ?? mean[classes[first + min]!]!);
    total += o * (hi - lo);
  }
  return total;
}

/** For each set of open number boxes of a column, the chance their scores add up to at least each amount. */
function upperTails(layout: Layout, upper: readonly number[], chancesOf: (face: number) => readonly number[], dice: number): Float64Array[] {
  const tails: Float64Array[] = [];
  for (let open = 0; open < 1 << upper.length; open++) {
    let dist = [1];
    upper.forEach((cat, i) => {
      if (!((open >> i) & 1)) return;
      const face = layout.faces[cat] ?? 0;
      const chances = chancesOf(face);
      const next = new Array<number>(dist.length + dice * face).fill(0);
      dist.forEach((p, s) => {
        for (let n = 0; n <= dice; n++) next[s + n * face]! += p * (chances[n] ?? 0);
      });
      dist = next;
    });
    const tail = new Float64Array(dist.length + 1);
    for (let s = dist.length - 1; s >= 0; s--) tail[s] = tail[s + 1]! + (dist[s] ?? 0);
    tails.push(tail);
  }
  return tails;
}
