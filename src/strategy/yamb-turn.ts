import type { Ruleset, Turn } from '../engine/index.js';
import { boxRefusal, scoreDice, toFace } from '../engine/index.js';
import type { DiceSpace } from './dice-space.js';
import { diceSpace } from './dice-space.js';
import type { TurnPlan } from './turn-plan.js';
import { ArrayPool, meanOverRolls, planTurn } from './turn-plan.js';
import type { BoxValues, SheetModel } from './yamb-model.js';
import { sheetModel } from './yamb-model.js';

/**
 * One turn of a four-column game (jamb, yamb-classic) solved exactly against the sheet model:
 * every keep for the rolls left, with or without each possible announcement, ending in the box
 * the column rules allow that adds most to the estimated final total.
 */

export interface Scores {
  readonly space: DiceSpace;
  /** `score[c * rolls + r]`. */
  readonly score: Int16Array;
  /** Distinct scores each category can take. */
  readonly distinct: readonly number[][];
  readonly maxScore: number;
}

const scoreCache = new Map<Ruleset, Scores>();

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
export class TurnSolver {
  /** The model's estimate of the sheet's final total before this turn. */
  readonly now: number;
  readonly announceColumn: number;
  private readonly gainCache = new Map<number, Float64Array>();
  private readonly plans = new Map<number, TurnPlan>();

  constructor(
    readonly ruleset: Ruleset,
    readonly model: SheetModel,
    readonly boxes: readonly (number | null)[],
    readonly turn: Turn,
    private readonly pool: ArrayPool,
    private readonly lookahead = false,
  ) {
    this.now = model.value(boxes);
    this.announceColumn = ruleset.columns.findIndex((c) => c.order === 'announce');
  }

  /** Categories whose announce box is empty. */
  openAnnouncements(): number[] {
    if (!this.ruleset.announce || this.announceColumn < 0) return [];
    return this.ruleset.categories.flatMap((_, c) => (this.boxes[this.announceColumn * this.ruleset.categories.length + c] === null ? [c] : []));
  }

  /**
   * Gain of box (column, category) by score value: the model's change of estimate, plus, with
   * lookahead, what the next turn is expected to add after this box (see `nextTurn`).
   */
  gains(column: number, category: number): Float64Array {
    const key = column * 64 + category;
    let g = this.gainCache.get(key);
    if (!g) {
      g = this.modelGains(column, category);
      if (this.lookahead) {
        const extra = this.nextTurn(column, category);
        g = g.map((v) => v + extra);
      }
      this.gainCache.set(key, g);
    }
    return g;
  }

  private modelGains(column: number, category: number): Float64Array {
    const key = column * 64 + category;
    let g = this.modelGainCache.get(key);
    if (!g) {
      const s = scoreTable(this.ruleset);
      const values = s.distinct[category] ?? [];
      const byValue = this.model.gains(this.boxes, column, category, values, this.now);
      g = new Float64Array(s.maxScore + 1).fill(-Infinity);
      values.forEach((v, i) => (g![v] = byValue[i]!));
      this.modelGainCache.set(key, g);
    }
    return g;
  }

  private readonly modelGainCache = new Map<number, Float64Array>();

  /**
   * What the next turn is expected to add once this one ends in box (column, category): the
   * next turn solved against the model from the sheet with that box filled (at the score the box
   * can take nearest its expected one), without announcing unless only announce boxes are left.
   * This one-turn lookahead sees what the model alone misses: which boxes the choice leaves
   * available next (a down or up box opens the one after it), how it moves the bonus and middle
   * chances of its column.
   */
  private nextTurn(column: number, category: number): number {
    const C = this.ruleset.categories.length;
    const after = [...this.boxes];
    const expected = this.model.expected(this.boxes, column, category);
    after[column * C + category] = (scoreTable(this.ruleset).distinct[category] ?? [0]).reduce((a, b) => (Math.abs(b - expected) < Math.abs(a - expected) ? b : a));
    if (after.every((b) => b !== null)) return 0;
    const next = new TurnSolver(this.ruleset, this.model, after, { ...this.turn, rollsUsed: 0, announced: null }, lookaheadPool);
    next.plain = this.plainAfter(column, category);
    const start = next.plain.length > 0 ? next.plan(-1).start : next.startWithoutAnnouncement();
    lookaheadPool.reset();
    return start;
  }


  /** The plan of the rest of the turn with `announced` (-1: none) announced. */
  plan(announced: number): TurnPlan {
    let plan = this.plans.get(announced);
    if (plan) return plan;
    const { space } = scoreTable(this.ruleset);
    plan = planTurn(space, this.stop(announced), this.ruleset.rollsPerTurn, this.pool);
    this.plans.set(announced, plan);
    return plan;
  }

  /** Worth of ending the turn on each roll: the best available box for it. */
  private stop(announced: number): Float64Array {
    const { space, score } = scoreTable(this.ruleset);
    const boxes = this.available(announced);
    // A non-binding announcement only adds its box to those available without it.
    const adds = announced >= 0 && !this.ruleset.announce?.binding;
    const stop = this.pool.take(space.rolls);
    if (adds) stop.set(this.plan(-1).rollValue[this.ruleset.rollsPerTurn]!);
    else stop.fill(-Infinity);
    for (const [col, cat] of boxes) {
      if (adds && col !== this.announceColumn) continue;
      const g = this.gains(col, cat);
      const base = cat * space.rolls;
      for (let r = 0; r < space.rolls; r++) {
        const v = g[score[base + r]!]!;
        if (v > stop[r]!) stop[r] = v;
      }
    }
    return stop;
  }

  /**
   * The boxes a score could go to once the dice are rolled, with `announced` (-1: none)
   * announced, as the engine's column rules decide. An announcement only ever adds its own
   * box and, when it binds, takes the others away, so only those need asking again.
   */
  available(announced: number): (readonly [number, number])[] {
    const rollsUsed = Math.max(1, this.turn.rollsUsed);
    const ask = (boxes: readonly (readonly [number, number])[], category: number) => {
      const turn: Turn = { ...this.turn, rollsUsed, announced: category < 0 ? null : this.ruleset.categories[category]!.id };
      return boxes.filter(([col, cat]) => !boxRefusal(this.ruleset, this.boxes, turn, col, cat));
    };
    if (!this.plain) {
      const every = this.ruleset.columns.flatMap((_, col) => this.ruleset.categories.map((_, cat) => [col, cat] as const));
      this.plain = ask(every, -1);
    }
    return announced < 0 ? this.plain : ask([...this.plain, [this.announceColumn, announced]], announced);
  }

  private plain: (readonly [number, number])[] | null = null;

  /**
   * The boxes available without announcement once box (column, category) is filled: those now,
   * less that one, plus the box it opens in a down or up column (its next empty one in order).
   */
  private plainAfter(column: number, category: number): (readonly [number, number])[] {
    const C = this.ruleset.categories.length;
    const plain = this.available(-1).filter(([col, cat]) => col !== column || cat !== category);
    const order = this.ruleset.columns[column]!.order;
    if (order !== 'down' && order !== 'up') return plain;
    for (let j = 1; j < C; j++) {
      const cat = order === 'down' ? category + j : category - j;
      if (cat < 0 || cat >= C) break;
      if (this.boxes[column * C + cat] === null) return [...plain, [column, cat] as const];
    }
    return plain;
  }

  /** Worth of the turn before its first roll when nothing is announced yet. */
  startWithoutAnnouncement(): number {
    const { space } = scoreTable(this.ruleset);
    const best = Float64Array.from(this.plan(-1).rollValue[1]!);
    for (const c of this.openAnnouncements()) {
      const after = this.plan(c).rollValue[1]!;
      for (let r = 0; r < space.rolls; r++) if (after[r]! > best[r]!) best[r] = after[r]!;
    }
    return meanOverRolls(space, best);
  }
}

const models = new WeakMap<BoxValues, SheetModel>();
let last: { values: BoxValues; key: string; lookahead: boolean; solver: TurnSolver } | null = null;
// Only the last solver is ever used again, so its plans can live in arrays the next one reuses.
const pool = new ArrayPool();
const lookaheadPool = new ArrayPool();

/** The turn's solver; the plans do not depend on the dice or the rolls used, so a bot's later questions in a turn reuse them. */
export function solverFor(ruleset: Ruleset, boxes: readonly (number | null)[], turn: Turn, values: BoxValues, lookahead = true): TurnSolver {
  let model = models.get(values);
  if (!model || model.ruleset !== ruleset) models.set(values, (model = sheetModel(ruleset, values)));
  const key = `${ruleset.id}:${boxes.join(',')}`;
  if (last?.values === values && last.key === key && last.lookahead === lookahead) return last.solver;
  pool.reset();
  const solver = new TurnSolver(ruleset, model, boxes, turn, pool, lookahead);
  last = { values, key, lookahead, solver };
  return solver;
}

