import type { Ruleset } from './rulesets.js';

/*
 * What follows from a ruleset's shape, worked out once per ruleset instead of on every call:
 * the position of each id, the announce column, the categories of each section. Internal:
 * index.ts does not re-export this module. Rulesets are immutable data, so the cache is keyed
 * by the ruleset object itself.
 */

export interface Layout {
  /** Categories per column: the stride of the column-major box array. */
  readonly categories: number;
  readonly columnIndex: ReadonlyMap<string, number>;
  readonly categoryIndex: ReadonlyMap<string, number>;
  /** The position of the column filled by announcement, -1 when there is none. */
  readonly announceColumn: number;
  /** Category positions of the `upper` and the `lower` section, in order. */
  readonly upper: readonly number[];
  readonly lower: readonly number[];
  /** Positions of `ones`, `max` and `min` (-1 when absent), for the middle subtotal. */
  readonly ones: number;
  readonly max: number;
  readonly min: number;
}

const layouts = new WeakMap<Ruleset, Layout>();

export function layoutOf(ruleset: Ruleset): Layout {
  let layout = layouts.get(ruleset);
  if (!layout) {
    layout = build(ruleset);
    layouts.set(ruleset, layout);
  }
  return layout;
}

function build(ruleset: Ruleset): Layout {
  const categoryIndex = new Map<string, number>();
  // The first of two equal ids wins, as a search from the top would find it.
  ruleset.categories.forEach((c, i) => categoryIndex.has(c.id) || categoryIndex.set(c.id, i));
  const columnIndex = new Map<string, number>();
  ruleset.columns.forEach((c, i) => columnIndex.has(c.id) || columnIndex.set(c.id, i));
  const inSection = (section: string) => ruleset.categories.flatMap((c, i) => (c.section === section ? [i] : []));
  const at = (id: string) => categoryIndex.get(id) ?? -1;
  return {
    categories: ruleset.categories.length,
    columnIndex,
    categoryIndex,
    announceColumn: ruleset.columns.findIndex((c) => c.order === 'announce'),
    upper: inSection('upper'),
    lower: inSection('lower'),
    ones: at('ones'),
    max: at('max'),
    min: at('min'),
  };
}

/** The position of column `id` in `ruleset`, -1 when it has none (any string is safe, `__proto__` too). */
export const columnAt = (ruleset: Ruleset, id: string): number => layoutOf(ruleset).columnIndex.get(id) ?? -1;

/** The position of category `id` in `ruleset`, -1 when it has none. */
export const categoryAt = (ruleset: Ruleset, id: string): number => layoutOf(ruleset).categoryIndex.get(id) ?? -1;
