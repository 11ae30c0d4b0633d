/** Fill-order marks drawn as shapes, so they print the same with any font. */
import type { ColumnOrder, Ruleset } from '../engine/index.js';
import type { Markup } from './svg.js';
import { el, fmt } from './svg.js';

const INK = '#222';

function arrowHead(cx: number, baseY: number, tipY: number, halfWidth: number): string {
  return `M${fmt(cx - halfWidth)} ${fmt(baseY)}H${fmt(cx + halfWidth)}L${fmt(cx)} ${fmt(tipY)}Z`;
}

function arrowPath(order: 'down' | 'up' | 'free', cx: number, cy: number, size: number): string {
  const top = cy - size / 2;
  const bottom = cy + size / 2;
  const head = size * (order === 'free' ? 0.32 : 0.42);
  const half = size * 0.3;
  const shaft = `M${fmt(cx)} ${fmt(order === 'down' ? top : top + head)}V${fmt(order === 'up' ? bottom : bottom - head)}`;
  const heads = [
    order !== 'up' ? arrowHead(cx, bottom - head, bottom, half) : '',
    order !== 'down' ? arrowHead(cx, top + head, top, half) : '',
  ];
  return shaft + heads.join('');
}

/** The mark of a column's fill order, `size` tall and centred on (`cx`, `cy`). */
export function orderMark(order: ColumnOrder, cx: number, cy: number, size: number): Markup {
  const stroke = size * 0.12;
  if (order !== 'announce') {
    return el('path', { d: arrowPath(order, cx, cy, size), fill: INK, stroke: INK, 'stroke-width': stroke, 'data-mark': order });
  }
  const r = size / 2 - stroke / 2;
  return el('g', { 'data-mark': order }, [
    el('circle', { cx, cy, r, fill: 'none', stroke: INK, 'stroke-width': stroke }),
    el('path', { d: `M${fmt(cx)} ${fmt(cy - r * 0.6)}V${fmt(cy + r * 0.15)}`, stroke: INK, 'stroke-width': stroke * 1.3 }),
    el('circle', { cx, cy: cy + r * 0.5, r: stroke * 0.8, fill: INK }),
  ]);
}

/** What a mark means, in a few words for the legend. */
export function orderWords(order: ColumnOrder, ruleset: Ruleset): string {
  switch (order) {
    case 'down':
      return 'top to bottom';
    case 'up':
      return 'bottom to top';
    case 'free':
      return 'any order';
    case 'announce':
      return ruleset.announce?.window === 'afterFirstRoll' ? 'announce after the 1st roll' : 'announce before the 2nd roll';
  }
}
