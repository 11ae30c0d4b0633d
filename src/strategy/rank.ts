import type { ValuedAction } from './yams-play.js';

/** Kinds in the order equal values are listed: ending the turn first, then announcing, then rolling. */
const KIND_ORDER = { score: 0, announce: 1, roll: 2 } as const;

/** Options sorted by value, best first; equal values by kind, then in their given order. */
export function rankOptions(options: readonly ValuedAction[]): ValuedAction[] {
  return options
    .map((option, i) => ({ option, i }))
    .sort((a, b) => b.option.value - a.option.value || KIND_ORDER[a.option.action.type] - KIND_ORDER[b.option.action.type] || a.i - b.i)
    .map((x) => x.option);
}
