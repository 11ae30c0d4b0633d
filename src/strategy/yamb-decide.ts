import type { TurnSearch } from './yamb-search.js';

/** The strong player's choice after a roll: a box, an announcement, or the dice to keep (a multiset of the dice space). */
export type Decision = { readonly kind: 'score'; readonly box: number } | { readonly kind: 'announce'; readonly category: number } | { readonly kind: 'keep'; readonly keep: number };

/**
 * The best action after roll `roll` (an index of the dice space) with `rollsUsed` rolls used
 * and `announced` (-1: none) announced, and its worth (points beyond the sheet's total now).
 * Equal worths go to a box first, then an announcement, then a roll, each in list order; among
 * keeps, `before(a, b)` (true when keep a is listed before keep b) breaks ties, the first found
 * winning without it.
 */
export function decide(search: TurnSearch, rollsUsed: number, roll: number, announced: number, before?: (a: number, b: number) => boolean): { decision: Decision; value: number } {
  const { space, score } = search.scores;
  const C = search.layout.categories;
  let decision: Decision | null = null;
  let best = -Infinity;
  for (const box of search.available(announced)) {
    const v = search.gains(box)[score[(box % C) * space.rolls + roll]!]!;
    if (v > best) {
      best = v;
      decision = { kind: 'score', box };
    }
  }
  if (rollsUsed === 1 && announced < 0) {
    for (const c of search.openAnnouncements()) {
      const v = search.plan(c).rollValue[1]![roll]!;
      if (v > best) {
        best = v;
        decision = { kind: 'announce', category: c };
      }
    }
  }
  // A later roll without an announcement is refused when only the announce column has room.
  if (rollsUsed < search.layout.ruleset.rollsPerTurn && (announced >= 0 || search.plain.length > 0)) {
    const keep = search.plan(announced).keepValue[rollsUsed]!;
    let bestKeep = -1;
    for (let i = space.subStart[roll]!, end = space.subStart[roll + 1]!; i < end; i++) {
      const k = space.subs[i]!;
      const v = keep[k]!;
      if (v > best || (bestKeep >= 0 && v === best && before !== undefined && before(k, bestKeep))) {
        best = v;
        bestKeep = k;
      }
    }
    if (bestKeep >= 0) decision = { kind: 'keep', keep: bestKeep };
  }
  if (!decision) throw new Error('a rolled turn with no legal action');
  return { decision, value: best };
}
