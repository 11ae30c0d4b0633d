import { keepValues, meanOverRolls, rollValues } from './turn-plan.js';
import type { YamsModel } from './yams-model.js';

/**
 * What each box is worth now, for the turn-start state (`mask`, `upper`): its score, the bonus
 * if this score brings it, and the optimal expectation of the rest of the game after it.
 * `values` is the turn-start table; `out[k]` receives the worth for k dice of the face
 * (upper categories) and is unused for the others, whose worth is `score + lowerNext[c]`.
 */
export function boxWorth(model: YamsModel, values: ArrayLike<number>, mask: number, upper: number, category: number, score: number): number {
  const next = mask | (1 << category);
  const face = model.upperFace[category]!;
  if (face === 0) return score + values[model.index(next, upper)]!;
  const after = upper + score;
  const brings = model.bonusWhenReached
    ? upper < model.threshold && after >= model.threshold
    : (next & model.upperMask) === model.upperMask && after >= model.threshold;
  return score + (brings ? model.bonus : 0) + values[model.index(next, after)]!;
}

/**
 * Fills `out` with the worth of ending the turn on each roll: the best open box for it, its
 * future included. -Infinity when no box is open (the game is over).
 */
export function stopValues(model: YamsModel, values: ArrayLike<number>, mask: number, upper: number, out: Float64Array): Float64Array {
  const { rolls } = model.space;
  const n = model.space.dice;
  out.fill(-Infinity);
  const byCount = new Float64Array(n + 1);
  for (let c = 0; c < model.categories; c++) {
    if (mask & (1 << c)) continue;
    const face = model.upperFace[c]!;
    if (face > 0) {
      for (let k = 0; k <= n; k++) byCount[k] = boxWorth(model, values, mask, upper, c, k * face);
      const counts = model.faceCount;
      const base = (face - 1) * rolls;
      for (let r = 0; r < rolls; r++) {
        const v = byCount[counts[base + r]!]!;
        if (v > out[r]!) out[r] = v;
      }
    } else {
      const next = values[model.index(mask | (1 << c), upper)]!;
      const base = c * rolls;
      for (let r = 0; r < rolls; r++) {
        const v = model.score[base + r]! + next;
        if (v > out[r]!) out[r] = v;
      }
    }
  }
  return out;
}

/**
 * The turn-start table by backward induction, from the full sheet (worth 0) to the empty one:
 * each entry is the expected points still to come (bonus included) under optimal play.
 */
export function solveYams(model: YamsModel): Float64Array {
  const { space } = model;
  const rollsPerTurn = model.ruleset.rollsPerTurn;
  const values = new Float64Array(model.states);
  const stop = new Float64Array(space.rolls);
  const keep = new Float64Array(space.keeps);
  const roll = new Float64Array(space.rolls);
  model.forEachState((mask, upper, i) => {
    if (mask === model.full) return;
    stopValues(model, values, mask, upper, stop);
    let next: Float64Array = stop;
    for (let u = rollsPerTurn - 1; u >= 1; u--) {
      keepValues(space, next, keep);
      next = rollValues(space, stop, keep, roll);
    }
    values[i] = meanOverRolls(space, next);
  });
  return values;
}

/** Expected final total of optimal solitaire play from the empty sheet. */
export function startValue(model: YamsModel, values: ArrayLike<number>): number {
  return values[model.index(0, 0)]!;
}
