/** Drawing a cell: a rectangle with its texts fitted inside, wrapped in a group that carries the data attributes. */
import type { Box } from './layout.js';
import type { Attrs, Markup } from './svg.js';
import { el, txt } from './svg.js';
import { fitText } from './text.js';

export const COLOR = {
  ink: '#222',
  line: '#555',
  muted: '#666',
  header: '#e6e6e6',
  subtotal: '#f3f3f3',
  grand: '#dcdcdc',
  last: '#ffd84d',
  toPlay: '#cdeccd',
  turnOutline: '#2a8a2a',
} as const;

/** The smallest font size written, in mm (about 3 pt). */
export const MIN_FONT = 1.05;
const BOLD_WIDTH = 1.08;

/** A group holding a rectangle over `box` and then `content`. */
export function cell(box: Box, attrs: Attrs, fill: string, content: readonly Markup[]): Markup {
  const rect = el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, fill, stroke: COLOR.line, 'stroke-width': 0.2 });
  return el('g', attrs, [rect, ...content]);
}

export interface LineStyle {
  /** Largest font size; the text shrinks to fit the box width, down to `MIN_FONT`, then is cut short. */
  readonly size: number;
  /** Smallest size before the text is cut short; `MIN_FONT` by default. */
  readonly min?: number;
  readonly anchor?: 'start' | 'middle';
  /** Where the middle of the line sits, as a fraction of the box height. */
  readonly at?: number;
  readonly bold?: boolean;
  readonly fill?: string;
  readonly attrs?: Attrs;
}

/** The horizontal padding of text in `box`. */
export const cellPad = (box: Box): number => Math.min(box.w * 0.06, 1.2);

/** One line of text fitted inside `box`. */
export function textLine(box: Box, s: string, style: LineStyle): Markup {
  const pad = cellPad(box);
  const widen = style.bold ? BOLD_WIDTH : 1;
  const fitted = fitText(s, (box.w - 2 * pad) / widen, style.size, Math.min(style.min ?? MIN_FONT, style.size));
  const anchor = style.anchor ?? 'middle';
  return el(
    'text',
    {
      x: anchor === 'start' ? box.x + pad : box.x + box.w / 2,
      y: box.y + box.h * (style.at ?? 0.5) + fitted.size * 0.36,
      'font-size': fitted.size,
      'text-anchor': anchor,
      'font-weight': style.bold ? 'bold' : undefined,
      fill: style.fill ?? COLOR.ink,
      ...style.attrs,
    },
    fitted.text === '' ? [] : [txt(fitted.text)],
  );
}
