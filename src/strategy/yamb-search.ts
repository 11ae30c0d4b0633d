import type { CategoryId, ColumnId, Ruleset } from '../engine/index.js';
import { scoreDice, toFace } from '../engine/index.js';
import type { DiceSpace } from './dice-space.js';
import { diceSpace } from './dice-space.js';
import type { TurnPlan } from './turn-plan.js';
import { ArrayPool, meanOverRolls, planTurn } from './turn-plan.js';
import type { SheetLayout } from './yamb-sheet.js';
import { announceable, fillGain, plainBoxes, sheetTotalOf } from './yamb-sheet.js';
import type { Prepared, ValueModel } from './yamb-value.js';

/**
 * One turn of a four-column game (jamb, yamb-classic) searched exactly against the learned
 * value of the sheet it leaves: every keep for the rolls left, with or without each possible
 * announcement (binding in jamb, one more box in yamb-classic), ending in whichever box the
 * column rules allow is worth most: its points now (bonus and middle product included once
 * decided) plus the value of the sheet after it. Values are points the rest of the game brings
 * beyond the sheet's total now.
 */

export interface Scores {
  readonly space: DiceSpace;
  /** `score[c * rolls + r]`: what roll r scores in category c. */
  readonly score: Int16Array;
  /** Distinct scores each category can take. */
  readonly distinct: readonly number[][];
  readonly maxScore: number;
}

const scoreCache = new WeakMap<Ruleset, Scores>();

export function scoreTable(ruleset: Ruleset): Scores {
  let s = scoreCache.get(ruleset);
  if (s) return s;
  const space = diceSpace(ruleset.dice);
  const score = new Int16Array(ruleset.categories.length * space.rolls);
  for (let r = 0; r < space.rolls; r++) {
    const dice = [1, 2, 3, 4, 5, 6].flatMap((f) => Array<number>(space.counts[r * 6 + f - 1]!).fill(f)).map(toFace);
    ruleset.categories.forEach((cat, c) => (score[c * space.rolls + r] = scoreDice(cat.scoring, dice)));
  }
  const distinct = ruleset.categories.map((_, c) => [...new Set(score.subarray(c * space.rolls, (c + 1) * space.rolls))].sort((a, b) => a - b));
  s = { space, score, distinct, maxScore: Math.max(...score) };
  scoreCache.set(ruleset, s);
  return s;
}

/** One turn's sheet with its plans, built lazily: the plan without announcement (-1) and per announced category. */
export class TurnSearch {
  /** The sheet's total now. */
  readonly total: number;
  /** The value of the sheet now (before this turn): the model's estimate of what the rest of the game brings. */
  readonly value: number;
  readonly scores: Scores;
  /** Box indices available without an announcement. */
  readonly plain: Int32Array;
  /** Empty boxes: the turns left, this one included. */
  readonly empty: number;
  private readonly prepared: Prepared;
  private readonly gainCache = new Map<number, Float64Array>();
  private readonly plans = new Map<number, TurnPlan>();

  constructor(
    readonly model: ValueModel,
    readonly sheet: Int16Array,
    private readonly pool: ArrayPool = new ArrayPool(),
  ) {
    const layout = model.layout;
    this.scores = scoreTable(layout.ruleset);
    this.total = sheetTotalOf(layout, sheet);
    this.prepared = model.prepare(sheet);
    this.empty = sheet.reduce((n, v) => (v < 0 ? n + 1 : n), 0);
    this.value = this.empty === 0 ? 0 : this.prepared.value;
    const boxes = new Int32Array(layout.boxes);
    this.plain = boxes.slice(0, plainBoxes(layout, sheet, boxes));
  }

  get layout(): SheetLayout {
    return this.model.layout;
  }

  /** Categories whose announce box is empty (none without an announce column). */
  openAnnouncements(): number[] {
    const { layout, sheet } = this;
    if (layout.announceColumn < 0) return [];
    return Array.from({ length: layout.categories }, (_, c) => c).filter((c) => announceable(layout, sheet, c));
  }

  /**
   * What ending the turn in box `box` is worth by the score it takes (`-Infinity` for scores
   * its category cannot take): the points it adds to the total now plus the value of the sheet
   * it leaves (0 once the sheet is full).
   */
  gains(box: number): Float64Array {
    let g = this.gainCache.get(box);
    if (g) return g;
    const { layout, model, sheet, scores } = this;
    const cat = box % layout.categories;
    g = new Float64Array(scores.maxScore + 1).fill(-Infinity);
    const values = scores.distinct[cat]!;
    // The last box leaves a full sheet, worth nothing more.
    const after = new Float64Array(values.length);
    if (this.empty > 1) model.fills(this.prepared, box, values, after);
    values.forEach((v, i) => (g![v] = fillGain(layout, sheet, box, v) + after[i]!));
    this.gainCache.set(box, g);
    return g;
  }

  /** The boxes a score may go to with `announced` (-1: none) announced. */
  available(announced: number): Int32Array {
    if (announced < 0) return this.plain;
    const { layout } = this;
    const box = layout.announceColumn * layout.categories + announced;
    if (layout.binding) return Int32Array.of(box);
    const out = new Int32Array(this.plain.length + 1);
    out.set(this.plain);
    out[this.plain.length] = box;
    return out;
  }

  /** The plan of the rest of the turn with `announced` (-1: none) announced. */
  plan(announced: number): TurnPlan {
    let plan = this.plans.get(announced);
    if (plan) return plan;
    plan = planTurn(this.scores.space, this.stop(announced), this.layout.ruleset.rollsPerTurn, this.pool);
    this.plans.set(announced, plan);
    return plan;
  }

  /** Worth of ending the turn on each roll: the best available box for it. */
  private stop(announced: number): Float64Array {
    const { space, score } = this.scores;
    const { layout } = this;
    const stop = this.pool.take(space.rolls);
    const adds = announced >= 0 && !layout.binding;
    // A non-binding announcement only adds its own box to those available without it.
    if (adds) stop.set(this.plan(-1).rollValue[layout.ruleset.rollsPerTurn]!);
    else stop.fill(-Infinity);
    const boxes = adds ? Int32Array.of(layout.announceColumn * layout.categories + announced) : this.available(announced);
    for (const box of boxes) {
      const g = this.gains(box);
      const base = (box % layout.categories) * space.rolls;
      for (let r = 0; r < space.rolls; r++) {
        const v = g[score[base + r]!]!;
        if (v > stop[r]!) stop[r] = v;
      }
    }
    return stop;
  }

  /** Each first roll's worth when nothing is announced yet: the best of going on without announcing and announcing any open category. */
  firstRoll(): Float64Array {
    const { space } = this.scores;
    const best = Float64Array.from(this.plan(-1).rollValue[1]!);
    for (const c of this.openAnnouncements()) {
      const after = this.plan(c).rollValue[1]!;
      for (let r = 0; r < space.rolls; r++) if (after[r]! > best[r]!) best[r] = after[r]!;
    }
    return best;
  }

  /** The turn's worth before its first roll when nothing is announced yet. */
  start(): number {
    return meanOverRolls(this.scores.space, this.firstRoll());
  }
}

/** A box index as the engine names it. */
export function boxName(layout: SheetLayout, box: number): { column: ColumnId; category: CategoryId } {
  const C = layout.categories;
  return { column: layout.ruleset.columns[Math.floor(box / C)]!.id, category: layout.ruleset.categories[box % C]!.id };
}
