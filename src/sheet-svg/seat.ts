/** One player's block: name, column headers, boxes, subtotals, grand total and place. */
import type { Ruleset } from '../engine/index.js';
import type { Block, PlacedRow, SheetLayout } from './layout.js';
import { blockBox } from './layout.js';
import type { SeatView } from './model.js';
import type { Markup } from './svg.js';
import { el, fmt } from './svg.js';
import { COLOR, MIN_FONT, cell, cellPad, textLine } from './cells.js';
import { fitText } from './text.js';
import { orderMark } from './marks.js';

/** 1st, 2nd, 3rd, 4th ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const shown = (value: number | null | undefined): string => (value === null || value === undefined ? '' : fmt(value));

interface Ctx {
  readonly ruleset: Ruleset;
  readonly layout: SheetLayout;
  readonly block: Block;
  readonly seat: SeatView;
  readonly blank: boolean;
}

function nameCell(ctx: Ctx, row: PlacedRow): Markup {
  const { seat } = ctx;
  const box = blockBox(ctx.layout, ctx.block, row, null);
  const free = !ctx.blank && seat.name === null;
  const size = Math.min(3.2 * ctx.layout.font, box.h * 0.5);
  const text = textLine(box, free ? '(free seat)' : (seat.name ?? ''), {
    size,
    min: size * 0.7,
    bold: !free,
    fill: free ? COLOR.muted : COLOR.ink,
    attrs: { 'text-decoration': seat.resigned ? 'line-through' : undefined },
  });
  // The full name, also when the printed one is cut short.
  const attrs = { 'data-part': 'player-name', 'data-seat': ctx.block.seat, 'data-name': seat.name ?? undefined };
  return cell(box, attrs, seat.toPlay ? COLOR.toPlay : COLOR.header, [text]);
}

function headerCells(ctx: Ctx, row: PlacedRow): Markup[] {
  const first = blockBox(ctx.layout, ctx.block, row, 0);
  const width = first.w - 2 * cellPad(first);
  // One size for every column name, so a long name does not make its header look different.
  const size = Math.min(...ctx.ruleset.columns.map((c) => fitText(c.name, width, Math.min(2.6 * ctx.layout.font, first.h * 0.3), MIN_FONT).size));
  return ctx.ruleset.columns.map((column, c) => {
    const box = blockBox(ctx.layout, ctx.block, row, c);
    const markSize = Math.min(box.h * 0.34, box.w * 0.4);
    const attrs = { 'data-part': 'column-header', 'data-seat': ctx.block.seat, 'data-column': column.id, 'data-order': column.order };
    return cell(box, attrs, COLOR.header, [
      textLine(box, column.name, { size, at: 0.3 }),
      orderMark(column.order, box.x + box.w / 2, box.y + box.h * 0.7, markSize),
    ]);
  });
}

type CellData = Record<string, string | number | boolean>;

/** A cell showing a number (or nothing); `column` null spans the block. */
function numberCell(ctx: Ctx, row: PlacedRow, column: number | null, value: number | null | undefined, attrs: CellData, fill: string): Markup {
  const box = blockBox(ctx.layout, ctx.block, row, column);
  const big = column === null ? 3.8 : 3.4;
  const text = textLine(box, shown(value), { size: Math.min(big * ctx.layout.font, box.h * 0.62), bold: column === null });
  return cell(box, { 'data-seat': ctx.block.seat, ...attrs }, fill, [text]);
}

function rowCells(ctx: Ctx, row: PlacedRow): Markup[] {
  const spec = row.spec;
  const columns = ctx.seat.totals?.columns;
  switch (spec.kind) {
    case 'name':
      return [nameCell(ctx, row)];
    case 'header':
      return headerCells(ctx, row);
    case 'category':
      return ctx.ruleset.columns.map((column, c) => {
        const last = ctx.seat.last?.column === column.id && ctx.seat.last.category === spec.category.id;
        const attrs = { 'data-part': 'box', 'data-column': column.id, 'data-category': spec.category.id, 'data-last': last };
        return numberCell(ctx, row, c, columns?.[c]?.boxes[spec.index]?.score, attrs, last ? COLOR.last : '#fff');
      });
    case 'subtotal':
      return ctx.ruleset.columns.map((column, c) => {
        const attrs = { 'data-part': 'subtotal', 'data-row': spec.row, 'data-column': column.id };
        return numberCell(ctx, row, c, columns?.[c]?.totals[spec.row], attrs, COLOR.subtotal);
      });
    case 'grand-total':
      return [numberCell(ctx, row, null, ctx.seat.totals?.total, { 'data-part': 'grand-total', 'data-row': 'grand-total' }, COLOR.grand)];
    case 'place': {
      const box = blockBox(ctx.layout, ctx.block, row, null);
      const place = ctx.seat.place === null ? '' : ordinal(ctx.seat.place);
      const text = textLine(box, place, { size: Math.min(3.4 * ctx.layout.font, box.h * 0.62), bold: true });
      return [cell(box, { 'data-part': 'place', 'data-row': 'place', 'data-seat': ctx.block.seat }, COLOR.header, [text])];
    }
  }
}

/** The block of seat `block.seat`, as `<g id="seat-N" data-seat="N">`. */
export function seatBlock(ruleset: Ruleset, layout: SheetLayout, block: Block, seat: SeatView, blank: boolean): Markup {
  const ctx: Ctx = { ruleset, layout, block, seat, blank };
  const outline = el('rect', {
    x: block.x,
    y: block.y,
    width: layout.blockW,
    height: layout.bandH,
    fill: 'none',
    stroke: seat.toPlay ? COLOR.turnOutline : COLOR.ink,
    'stroke-width': seat.toPlay ? 0.9 : 0.45,
    'data-part': seat.toPlay ? 'turn-marker' : 'outline',
  });
  return el(
    'g',
    {
      id: `seat-${block.seat}`,
      'data-seat': block.seat,
      'data-to-play': seat.toPlay,
      'data-resigned': seat.resigned,
      'data-place': seat.place ?? undefined,
    },
    [...layout.rows.flatMap((row) => rowCells(ctx, row)), outline],
  );
}
