import type { Face } from './ids.js';
import type { Assert, Same } from './type-checks.js';
import type { FullHouseScore, OfAKindScore, ScoringKind } from './vocabulary.js';

/**
 * How a category scores, as data: the engine interprets it and the API publishes it, so a
 * client can show the rule without hard-coding it. Every score is the best the dice allow.
 */
export type Scoring =
  /** Sum of the dice showing `face`. */
  | { readonly kind: 'face'; readonly face: Face }
  /** Sum of the `dice` highest dice (all dice when `dice` equals the dice count). */
  | { readonly kind: 'sum'; readonly dice: number }
  /**
   * At least `count` dice of one face. `matching`: the `count` matching dice plus `points`;
   * `allDice`: every die plus `points`; `fixed`: `points` only.
   */
  | {
      readonly kind: 'ofAKind';
      readonly count: number;
      readonly score: OfAKindScore;
      readonly points: number;
    }
  /**
   * Three of one face and two of another. `exact`: the counts are exactly 3 and 2 (five
   * dice); otherwise some face shows at least three times and another at least twice.
   * `allDice`: every die plus `points`; `fixed`: `points` only.
   */
  | {
      readonly kind: 'fullHouse';
      readonly exact: boolean;
      readonly score: FullHouseScore;
      readonly points: number;
    }
  /** The dice contain one of `runs` (consecutive faces); the best contained run scores. */
  | { readonly kind: 'straight'; readonly runs: readonly StraightRun[] }
  /** Three dice of one face and three of another. */
  | { readonly kind: 'twoTriples'; readonly points: number };

// Every scoring kind of the vocabulary has its shape above, and no shape has a kind outside it.
type ScoringKindsAgree = Assert<Same<Scoring['kind'], ScoringKind>>;

export interface StraightRun {
  readonly from: Face;
  readonly length: number;
  readonly points: number;
}

/** counts[f] = how many dice show face f (index 0 unused). */
export function faceCounts(dice: readonly Face[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The score `dice` would get under `scoring`; 0 when the combination is not met. */
export function scoreDice(scoring: Scoring, dice: readonly Face[]): number {
  const counts = faceCounts(dice);
  const count = (face: number) => counts[face] ?? 0;
  switch (scoring.kind) {
    case 'face':
      return scoring.face * count(scoring.face);
    case 'sum':
      return sumOf([...dice].sort((a, b) => b - a).slice(0, scoring.dice));
    case 'ofAKind': {
      // The highest face wins when two faces qualify (only possible with six dice).
      for (let face = 6; face >= 1; face--) {
        if (count(face) < scoring.count) continue;
        if (scoring.score === 'fixed') return scoring.points;
        if (scoring.score === 'allDice') return sumOf(dice) + scoring.points;
        return face * scoring.count + scoring.points;
      }
      return 0;
    }
    case 'fullHouse': {
      const met = scoring.exact
        ? counts.filter((c) => c > 0).sort().join() === '2,3'
        : FACE_LIST.some((a) => count(a) >= 3 && FACE_LIST.some((b) => b !== a && count(b) >= 2));
      if (!met) return 0;
      return scoring.score === 'fixed' ? scoring.points : sumOf(dice) + scoring.points;
    }
    case 'straight': {
      let best = 0;
      for (const run of scoring.runs) {
        const contained = Array.from({ length: run.length }, (_, i) => run.from + i).every((f) => count(f) > 0);
        if (contained) best = Math.max(best, run.points);
      }
      return best;
    }
    case 'twoTriples':
      return FACE_LIST.filter((f) => count(f) >= 3).length >= 2 ? scoring.points : 0;
  }
}

const FACE_LIST = [1, 2, 3, 4, 5, 6] as const;
