import type { Ruleset } from '../engine/index.js';
import { scoreDice, toFace } from '../engine/index.js';
import type { DiceSpace } from './dice-space.js';
import { diceSpace } from './dice-space.js';

/**
 * A one-column game with an upper bonus (yams-5, yams-6, and the reduced games of the tests)
 * as the exact solver sees it. A turn-start state is the set of filled categories (a bit mask)
 * and the upper total capped at the bonus threshold; nothing else about the sheet matters for
 * what is still to come.
 *
 * The value table holds one number per distinct state. Upper totals that lead to the same
 * future share an entry: every total at or past the threshold, every total too low to reach it
 * any more, and every total once the upper boxes are all filled. Totals the filled boxes cannot
 * produce (six 1s in Ones with five dice) have no entry.
 */
export interface YamsModel {
  readonly ruleset: Ruleset;
  readonly space: DiceSpace;
  readonly categories: number;
  /** The mask with every category filled. */
  readonly full: number;
  /** `upperFace[c]`: the face counted by upper category c, 0 for the other categories. */
  readonly upperFace: Int8Array;
  readonly threshold: number;
  readonly bonus: number;
  /** The bonus counts as soon as the threshold is reached (else once the upper boxes are full). */
  readonly bonusWhenReached: boolean;
  /** Mask of the upper categories. */
  readonly upperMask: number;
  /** `score[c * rolls + r]`: what roll r scores in category c. */
  readonly score: Int16Array;
  /** `faceCount[(f - 1) * rolls + r]`: dice of roll r showing f. */
  readonly faceCount: Uint8Array;
  /** Entries of the value table. */
  readonly states: number;
  /** The table entry of a turn-start state, or -1 when no play reaches it. */
  index(mask: number, upper: number): number;
  /** Calls `visit` for every entry with its mask and one upper total it stands for. */
  forEachState(visit: (mask: number, upper: number, index: number) => void): void;
}

/** Why the exact solver cannot model `ruleset`, or null when it can. */
export function yamsModelRefusal(ruleset: Ruleset): string | null {
  if (ruleset.columns.length !== 1 || ruleset.columns[0]?.order !== 'free') return 'one free column is needed';
  if (ruleset.announce) return 'announcements are not modelled';
  if (ruleset.totals.kind === 'sections' && ruleset.totals.middle) return 'the middle product is not modelled';
  if (ruleset.categories.some((c) => c.section === 'upper' && c.scoring.kind !== 'face')) return 'upper categories must count one face';
  if (ruleset.categories.length > 20) return 'too many categories';
  return null;
}

const models = new Map<Ruleset, YamsModel>();

/** The model of `ruleset` (built once per ruleset object). */
export function yamsModel(ruleset: Ruleset): YamsModel {
  let model = models.get(ruleset);
  if (!model) models.set(ruleset, (model = build(ruleset)));
  return model;
}

function build(ruleset: Ruleset): YamsModel {
  const refusal = yamsModelRefusal(ruleset);
  if (refusal) throw new Error(`${ruleset.id}: ${refusal}`);
  const space = diceSpace(ruleset.dice);
  const n = space.dice;
  const C = ruleset.categories.length;
  const rule = ruleset.totals.kind === 'sections' ? ruleset.totals.upperBonus : null;
  const T = rule?.threshold ?? 0;
  const bonus = rule?.points ?? 0;

  const upperFace = Int8Array.from(ruleset.categories, (c) => (c.scoring.kind === 'face' && c.section === 'upper' ? c.scoring.face : 0));
  const upperCats = [...upperFace.keys()].filter((c) => upperFace[c]! > 0);
  const lowerCats = [...upperFace.keys()].filter((c) => upperFace[c] === 0);
  const upperMask = upperCats.reduce((m, c) => m | (1 << c), 0);

  const score = new Int16Array(C * space.rolls);
  const faceCount = new Uint8Array(6 * space.rolls);
  for (let r = 0; r < space.rolls; r++) {
    const dice = [1, 2, 3, 4, 5, 6].flatMap((f) => Array<number>(space.counts[r * 6 + f - 1]!).fill(f)).map(toFace);
    ruleset.categories.forEach((cat, c) => (score[c * space.rolls + r] = scoreDice(cat.scoring, dice)));
    for (let f = 1; f <= 6; f++) faceCount[(f - 1) * space.rolls + r] = space.counts[r * 6 + f - 1]!;
  }

  const U = 1 << upperCats.length;
  const lowerStates = 1 << lowerCats.length;

  // Per upper part: the distinct classes of upper total, in increasing order (-1 = "too low").
  const width = T + 2;
  const slotOf = new Int16Array(U * width).fill(-1);
  const reps: number[][] = [];
  const counts = new Int32Array(U);
  const offsets = new Int32Array(U);
  const canonical = (u: number, upper: number) => {
    const maxAdd = upperCats.reduce((acc, c, i) => acc + ((u >> i) & 1 ? 0 : n * upperFace[c]!), 0);
    const capped = Math.min(upper, T);
    if (maxAdd === 0) return T;
    return capped < T - maxAdd ? -1 : capped;
  };
  let offset = 0;
  for (let u = 0; u < U; u++) {
    let sums = new Set([0]);
    upperCats.forEach((c, i) => {
      if (!((u >> i) & 1)) return;
      const next = new Set<number>();
      for (const s of sums) for (let k = 0; k <= n; k++) next.add(Math.min(T, s + k * upperFace[c]!));
      sums = next;
    });
    const classes = new Map<number, number>();
    for (const s of [...sums].sort((a, b) => a - b)) if (!classes.has(canonical(u, s))) classes.set(canonical(u, s), s);
    const sorted = [...classes.keys()].sort((a, b) => a - b);
    sorted.forEach((cls, slot) => (slotOf[u * width + cls + 1] = slot));
    reps[u] = sorted.map((cls) => classes.get(cls)!);
    counts[u] = sorted.length;
    offsets[u] = offset;
    offset += sorted.length * lowerStates;
  }

  const full = (1 << C) - 1;
  const uOf = new Int32Array(full + 1);
  const lOf = new Int32Array(full + 1);
  // Bit by bit: a mask's compact parts are those of the mask without its top bit, plus that bit.
  for (let mask = 1; mask <= full; mask++) {
    const top = 31 - Math.clz32(mask);
    const rest = mask & ~(1 << top);
    const u = upperCats.indexOf(top);
    uOf[mask] = uOf[rest]! | (u >= 0 ? 1 << u : 0);
    lOf[mask] = lOf[rest]! | (u < 0 ? 1 << lowerCats.indexOf(top) : 0);
  }
  // Cache of canonical classes per (upper part, capped total).
  const classOf = new Int16Array(U * (T + 1));
  for (let u = 0; u < U; u++) for (let s = 0; s <= T; s++) classOf[u * (T + 1) + s] = canonical(u, s);

  const index = (mask: number, upper: number) => {
    if (mask < 0 || mask > full || upper < 0) return -1;
    const u = uOf[mask]!;
    const slot = slotOf[u * width + classOf[u * (T + 1) + Math.min(upper, T)]! + 1]!;
    return slot < 0 ? -1 : offsets[u]! + lOf[mask]! * counts[u]! + slot;
  };

  const forEachState = (visit: (mask: number, upper: number, index: number) => void) => {
    for (let mask = full; mask >= 0; mask--) {
      const u = uOf[mask]!;
      const base = offsets[u]! + lOf[mask]! * counts[u]!;
      reps[u]!.forEach((upper, slot) => visit(mask, upper, base + slot));
    }
  };

  return {
    ruleset,
    space,
    categories: C,
    full,
    upperFace,
    threshold: T,
    bonus,
    bonusWhenReached: rule?.when !== 'complete',
    upperMask,
    score,
    faceCount,
    states: offset,
    index,
    forEachState,
  };
}
