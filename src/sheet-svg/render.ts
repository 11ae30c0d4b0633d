/**
 * Draws a sheet model as one SVG document on an A4 page (viewBox 0 0 210 297, in mm).
 *
 * Machine-readable structure (stable across versions; tests rely on it):
 * - root `<svg>`: `data-kind` (`blank` | `game`), `data-ruleset`, `data-players`; a game
 *   sheet adds `data-game-id`, `data-version`, `data-status`.
 * - page header: `data-part="title"`, `data-part="date"` (game: `data-date="YYYY-MM-DD"`),
 *   `data-part="info"`, `data-part="legend"` with one `data-order` item per fill order.
 * - label column of each band: `<g data-part="labels" data-band="B">` holding
 *   `<g data-part="category-label" data-category="ones">` per category and
 *   `<g data-part="row-label" data-row="name|upper|bonus|middle|lower|total|grand-total|place">`;
 *   their texts carry `data-text="label"` or `data-text="reminder"`.
 * - each player: `<g id="seat-N" data-seat="N">`, with `data-to-play="true"` on the seat whose
 *   turn it is, `data-resigned="true"` and `data-place="P"` when they apply. Inside it:
 *   - `data-part="player-name"`: the name (empty on a blank sheet), in full in `data-name`
 *     also when the printed name is cut short;
 *   - `data-part="column-header" data-column="down" data-order="down"`: name and order mark;
 *   - `data-part="box" data-seat data-column data-category`: one per box, holding a `<text>`
 *     with the score or nothing; the box written last also has `data-last="true"`;
 *   - `data-part="subtotal" data-row="upper|bonus|middle|lower|total" data-column`: only the
 *     rows the ruleset has; empty while undecided and on a blank sheet;
 *   - `data-part="grand-total" data-row="grand-total"` and `data-part="place" data-row="place"`;
 *   - a `<rect data-part="outline">` around the block, `data-part="turn-marker"` on the seat to play.
 * Every cell is a `<g>` whose first child is its `<rect>`; its texts lie inside that rect.
 */
import type { Ruleset } from '../engine/index.js';
import type { SheetLayout } from './layout.js';
import { PAGE, layoutSheet } from './layout.js';
import type { SheetModel } from './model.js';
import type { Markup } from './svg.js';
import { el, fmt, lines, txt } from './svg.js';
import { COLOR, textLine } from './cells.js';
import { labelColumn } from './labels.js';
import { orderMark, orderWords } from './marks.js';
import { seatBlock } from './seat.js';
import { textWidth } from './text.js';

const FONT_FAMILY = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const CONTENT_W = PAGE.width - 2 * PAGE.margin;

function dateField(date: string | null): Markup {
  const x = PAGE.width - PAGE.margin - 56;
  const label = el('text', { x, y: 15, 'font-size': 3.6, fill: COLOR.ink }, [txt('Date:')]);
  const value = date === null
    ? el('path', { d: `M${fmt(x + 11)} 15.6H${fmt(PAGE.width - PAGE.margin)}`, stroke: COLOR.ink, 'stroke-width': 0.25 })
    : textLine({ x: x + 10, y: 10, w: 46, h: 7 }, date, { size: 3.6, anchor: 'start' });
  return el('g', { 'data-part': 'date', 'data-date': date ?? undefined }, [label, value]);
}

function legend(ruleset: Ruleset): Markup {
  const orders = [...new Map(ruleset.columns.map((c) => [c.order, c])).values()];
  const items = orders.map((c) => ({ order: c.order, text: `${c.name}: ${orderWords(c.order, ruleset)}` }));
  const markW = 4;
  const gap = 5;
  const natural = items.reduce((sum, i) => sum + markW + textWidth(i.text, 1), 0);
  const size = Math.min(2.8, (CONTENT_W - gap * items.length) / natural);
  let x = PAGE.margin;
  const parts = items.map((item) => {
    const mark = orderMark(item.order, x + 1.5, 27.5, 3);
    const text = el('text', { x: x + markW, y: 27.5 + size * 0.36, 'font-size': size, fill: COLOR.ink }, [txt(item.text)]);
    x += markW + textWidth(item.text, size) + gap;
    return el('g', { 'data-order': item.order }, [mark, text]);
  });
  return el('g', { 'data-part': 'legend' }, parts);
}

function header(model: SheetModel): Markup[] {
  const titleBox = { x: PAGE.margin, y: 8, w: CONTENT_W - 60, h: 9 };
  const infoBox = { x: PAGE.margin, y: 18, w: CONTENT_W, h: 5 };
  return [
    textLine(titleBox, model.title, { size: 7.5, anchor: 'start', bold: true, attrs: { 'data-part': 'title' } }),
    dateField(model.date),
    textLine(infoBox, model.info, { size: 3.2, anchor: 'start', fill: COLOR.muted, attrs: { 'data-part': 'info' } }),
    legend(model.ruleset),
  ];
}

function body(model: SheetModel, layout: SheetLayout): Markup[] {
  const labels = layout.bands.map((band, b) => labelColumn(model.ruleset, layout, band, b));
  const blocks = layout.blocks.flatMap((block) => {
    const seat = model.seats[block.seat];
    return seat ? [seatBlock(model.ruleset, layout, block, seat, model.kind === 'blank')] : [];
  });
  return [...labels, ...blocks];
}

/** The whole SVG document of a sheet. */
export function renderSheet(model: SheetModel): string {
  const layout = layoutSheet(model.ruleset, model.seats.length);
  const root = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: `${PAGE.width}mm`,
      height: `${PAGE.height}mm`,
      viewBox: `0 0 ${PAGE.width} ${PAGE.height}`,
      'font-family': FONT_FAMILY,
      ...model.rootData,
    },
    [
      txt('\n'),
      lines([
        el('title', {}, [txt(model.title)]),
        el('rect', { x: 0, y: 0, width: PAGE.width, height: PAGE.height, fill: '#fff', 'data-part': 'page' }),
        ...header(model),
        ...body(model, layout),
      ]),
      txt('\n'),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
