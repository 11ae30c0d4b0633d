/** The label column of a band: each row's label and its one-line reminder. */
import type { CategoryId, Ruleset, UpperBonus } from '../engine/index.js';
import type { Markup } from './svg.js';
import { el } from './svg.js';
import type { PlacedRow, RowSpec, SheetLayout, SubtotalRow } from './layout.js';
import { labelBox } from './layout.js';
import { COLOR, cell, textLine } from './cells.js';
import { reminder } from './text.js';

interface RowText {
  readonly label: string;
  readonly reminder: string;
}

function labelOf(ruleset: Ruleset, id: CategoryId): string {
  return ruleset.categories.find((c) => c.id === id)?.label ?? id;
}

function sectionSpan(ruleset: Ruleset, section: 'upper' | 'lower'): string {
  const labels = ruleset.categories.filter((c) => c.section === section).map((c) => c.label);
  return `Sum of ${labels[0] ?? ''} to ${labels[labels.length - 1] ?? ''}`;
}

function bonusReminder(bonus: UpperBonus | null): string {
  if (!bonus) return '';
  return bonus.when === 'reached' ? `+${bonus.points} once Upper reaches ${bonus.threshold}` : `+${bonus.points} if Upper ≥ ${bonus.threshold}`;
}

function subtotalText(ruleset: Ruleset, row: SubtotalRow): RowText {
  const totals = ruleset.totals;
  const bonus = totals.kind === 'sections' ? totals.upperBonus : null;
  switch (row) {
    case 'upper':
      return { label: 'Upper', reminder: sectionSpan(ruleset, 'upper') };
    case 'bonus':
      return { label: 'Bonus', reminder: bonusReminder(bonus) };
    case 'middle':
      return { label: 'Middle', reminder: `${labelOf(ruleset, 'ones')} × (${labelOf(ruleset, 'max')} − ${labelOf(ruleset, 'min')})` };
    case 'lower':
      return { label: 'Lower', reminder: sectionSpan(ruleset, 'lower') };
    case 'total': {
      if (totals.kind === 'sum') return { label: 'Column total', reminder: 'Sum of the column' };
      const parts = ['Upper', bonus ? 'Bonus' : null, totals.middle ? 'Middle' : null, 'Lower'].filter((p) => p !== null);
      return { label: 'Column total', reminder: parts.join(' + ') };
    }
  }
}

/** The label and reminder of a row; null for the column-header row, which has no label. */
export function rowText(ruleset: Ruleset, spec: RowSpec): RowText | null {
  switch (spec.kind) {
    case 'name':
      return { label: 'Player', reminder: '' };
    case 'header':
      return null;
    case 'category':
      return { label: spec.category.label, reminder: reminder(spec.category.description) };
    case 'subtotal':
      return subtotalText(ruleset, spec.row);
    case 'grand-total':
      return { label: 'Grand total', reminder: ruleset.columns.length === 1 ? 'The column total' : 'Sum of the column totals' };
    case 'place':
      return { label: 'Place', reminder: '1st for the highest grand total' };
  }
}

function rowData(spec: RowSpec): Record<string, string> {
  if (spec.kind === 'category') return { 'data-part': 'category-label', 'data-category': spec.category.id };
  const row = spec.kind === 'subtotal' ? spec.row : spec.kind;
  return { 'data-part': 'row-label', 'data-row': row };
}

function rowFill(spec: RowSpec): string {
  if (spec.kind === 'category') return '#fff';
  if (spec.kind === 'grand-total') return COLOR.grand;
  return spec.kind === 'subtotal' ? COLOR.subtotal : COLOR.header;
}

function labelCell(ruleset: Ruleset, layout: SheetLayout, band: { x: number; y: number }, row: PlacedRow): Markup | null {
  const text = rowText(ruleset, row.spec);
  if (!text) return null;
  const box = labelBox(layout, band, row);
  const strong = row.spec.kind !== 'category';
  const content = [
    textLine(box, text.label, {
      size: Math.min(2.9 * layout.font, box.h * 0.45),
      anchor: 'start',
      at: text.reminder ? 0.36 : 0.5,
      bold: strong,
      attrs: { 'data-text': 'label' },
    }),
  ];
  if (text.reminder) {
    const attrs = { 'data-text': 'reminder' };
    const size = Math.min(1.9 * layout.font, box.h * 0.3);
    content.push(textLine(box, text.reminder, { size, anchor: 'start', at: 0.76, fill: COLOR.muted, attrs }));
  }
  return cell(box, rowData(row.spec), rowFill(row.spec), content);
}

/** Every label of one band's label column. */
export function labelColumn(ruleset: Ruleset, layout: SheetLayout, band: { x: number; y: number }, index: number): Markup {
  const cells = layout.rows.flatMap((row) => labelCell(ruleset, layout, band, row) ?? []);
  return el('g', { 'data-part': 'labels', 'data-band': index }, cells);
}
