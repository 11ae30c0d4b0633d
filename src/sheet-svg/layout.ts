/**
 * Where everything goes on an A4 page, in millimetres. Players sit side by side in bands;
 * each band has one label column shared by the seat blocks to its right, so eight players'
 * four-column sheets still fit one page. Every coordinate is absolute (no transforms), so a
 * test can check each rect and text against the view box.
 */
import type { CategoryDef, Ruleset, Totals } from '../engine/index.js';

export const PAGE = { width: 210, height: 297, margin: 8, top: 33 } as const;

export type SubtotalRow = 'upper' | 'bonus' | 'middle' | 'lower' | 'total';

export type RowSpec =
  | { readonly kind: 'name' }
  | { readonly kind: 'header' }
  | { readonly kind: 'category'; readonly category: CategoryDef; readonly index: number }
  | { readonly kind: 'subtotal'; readonly row: SubtotalRow }
  | { readonly kind: 'grand-total' }
  | { readonly kind: 'place' };

const subtotal = (row: SubtotalRow): RowSpec => ({ kind: 'subtotal', row });

function sectionEnd(section: CategoryDef['section'], totals: Extract<Totals, { kind: 'sections' }>): RowSpec[] {
  if (section === 'upper') return totals.upperBonus ? [subtotal('upper'), subtotal('bonus')] : [subtotal('upper')];
  if (section === 'middle') return totals.middle ? [subtotal('middle')] : [];
  return [subtotal('lower')];
}

/** The rows of one sheet, top to bottom: each section's subtotals follow its last category. */
export function sheetRows(ruleset: Ruleset): RowSpec[] {
  const rows: RowSpec[] = [{ kind: 'name' }, { kind: 'header' }];
  const totals = ruleset.totals;
  ruleset.categories.forEach((category, index) => {
    rows.push({ kind: 'category', category, index });
    const next = ruleset.categories[index + 1];
    if (totals.kind === 'sections' && next?.section !== category.section) rows.push(...sectionEnd(category.section, totals));
  });
  rows.push(subtotal('total'), { kind: 'grand-total' }, { kind: 'place' });
  return rows;
}

// Sizes at scale 1; the page scales them to fit, x and y separately, neither more than
// MAX_STRETCH times the other.
const NATURAL = { labelW: 46, colW: 13, singleColW: 24, gap: 2.5, bandGap: 5, rowH: 6.5 };
const ROW_FACTOR: Readonly<Record<RowSpec['kind'], number>> = { name: 1.3, header: 1.7, category: 1, subtotal: 1, 'grand-total': 1.2, place: 1 };
// Rows may grow more than columns: taller boxes are easier to write in.
const MAX_SCALE_X = 1.5;
const MAX_SCALE_Y = 1.75;
const MAX_STRETCH = 1.35;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface PlacedRow {
  readonly spec: RowSpec;
  /** From the top of the band. */
  readonly y: number;
  readonly h: number;
}

export interface Block {
  readonly seat: number;
  readonly x: number;
  /** The top of the block's band. */
  readonly y: number;
}

export interface SheetLayout {
  readonly rows: readonly PlacedRow[];
  /** Top-left corner of each band's label column. */
  readonly bands: readonly { readonly x: number; readonly y: number }[];
  readonly blocks: readonly Block[];
  readonly labelW: number;
  readonly colW: number;
  readonly blockW: number;
  readonly bandH: number;
  /** Multiplies every natural font size. */
  readonly font: number;
}

interface Fit {
  readonly perBand: number;
  readonly sx: number;
  readonly sy: number;
}

function fitFor(perBand: number, players: number, columns: number, rowUnits: number): Fit {
  const colW = columns === 1 ? NATURAL.singleColW : NATURAL.colW;
  const bands = Math.ceil(players / perBand);
  const width = NATURAL.labelW + perBand * (NATURAL.gap + columns * colW);
  const height = bands * rowUnits * NATURAL.rowH + (bands - 1) * NATURAL.bandGap;
  let sx = Math.min(MAX_SCALE_X, (PAGE.width - 2 * PAGE.margin) / width);
  let sy = Math.min(MAX_SCALE_Y, (PAGE.height - PAGE.margin - PAGE.top) / height);
  sx = Math.min(sx, sy * MAX_STRETCH);
  sy = Math.min(sy, sx * MAX_STRETCH);
  return { perBand, sx, sy };
}

/** The layout of `players` sheets of `ruleset`, with as many players per band as gives the largest print. */
export function layoutSheet(ruleset: Ruleset, players: number): SheetLayout {
  const specs = sheetRows(ruleset);
  const rowUnits = specs.reduce((sum, r) => sum + ROW_FACTOR[r.kind], 0);
  const columns = ruleset.columns.length;
  let best = fitFor(1, players, columns, rowUnits);
  for (let perBand = 2; perBand <= players; perBand++) {
    const fit = fitFor(perBand, players, columns, rowUnits);
    if (Math.min(fit.sx, fit.sy) > Math.min(best.sx, best.sy) + 1e-9) best = fit;
  }
  const { perBand, sx, sy } = best;

  const labelW = NATURAL.labelW * sx;
  const colW = (columns === 1 ? NATURAL.singleColW : NATURAL.colW) * sx;
  const gap = NATURAL.gap * sx;
  const blockW = columns * colW;
  let y = 0;
  const rows = specs.map((spec) => {
    const h = ROW_FACTOR[spec.kind] * NATURAL.rowH * sy;
    const row = { spec, y, h };
    y += h;
    return row;
  });
  const bandH = y;
  const usedW = labelW + perBand * (gap + blockW);
  const left = PAGE.margin + (PAGE.width - 2 * PAGE.margin - usedW) / 2;
  const bandCount = Math.ceil(players / perBand);
  const bands = Array.from({ length: bandCount }, (_, b) => ({ x: left, y: PAGE.top + b * (bandH + NATURAL.bandGap * sy) }));
  const blocks = Array.from({ length: players }, (_, seat) => {
    const band = bands[Math.floor(seat / perBand)] ?? { x: left, y: PAGE.top };
    return { seat, x: band.x + labelW + gap + (seat % perBand) * (blockW + gap), y: band.y };
  });
  return { rows, bands, blocks, labelW, colW, blockW, bandH, font: Math.min(sx, sy) };
}

/** The label-column cell of `row` in a band. */
export function labelBox(layout: SheetLayout, band: { x: number; y: number }, row: PlacedRow): Box {
  return { x: band.x, y: band.y + row.y, w: layout.labelW, h: row.h };
}

/** The cell of `row` in column `column` of a block, or spanning the whole block when `column` is null. */
export function blockBox(layout: SheetLayout, block: Block, row: PlacedRow, column: number | null): Box {
  const y = block.y + row.y;
  if (column === null) return { x: block.x, y, w: layout.blockW, h: row.h };
  return { x: block.x + column * layout.colW, y, w: layout.colW, h: row.h };
}
