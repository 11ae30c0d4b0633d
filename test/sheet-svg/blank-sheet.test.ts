import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../src/engine/index.js';
import { ALL_RULESETS, RULESETS } from '../../src/engine/index.js';
import { renderBlankSheet } from '../../src/sheet-svg/index.js';
import type { XmlElement } from './xml.js';
import { elements, findAll, findOne, parseXml, textOf } from './xml.js';

// The subtotal rows of each ruleset, from RULES.md ("Totals" / "Column totals" / "Bonus").
const SUBTOTAL_ROWS: Readonly<Record<RulesetId, readonly string[]>> = {
  'yamb-classic': ['total'],
  jamb: ['upper', 'bonus', 'middle', 'lower', 'total'],
  'yams-5': ['upper', 'bonus', 'lower', 'total'],
  'yams-6': ['upper', 'bonus', 'lower', 'total'],
};

const textByData = (el: XmlElement, part: string): string =>
  el.children.flatMap((c) => (typeof c !== 'string' && c.attrs['data-text'] === part ? [textOf(c)] : [])).join('');

const rectY = (g: XmlElement): number => Number(g.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'rect')?.attrs.y);

describe.each(ALL_RULESETS.flatMap((ruleset) => [1, 2, 8].map((players) => ({ ruleset, players }))))(
  'blank $ruleset.id sheet for $players player(s)',
  ({ ruleset, players }) => {
    const svg = renderBlankSheet(ruleset, { players });
    const root = parseXml(svg);

    it('is an A4 SVG document that says what it holds', () => {
      expect(root.name).toBe('svg');
      expect(root.attrs).toMatchObject({
        xmlns: 'http://www.w3.org/2000/svg',
        width: '210mm',
        height: '297mm',
        viewBox: '0 0 210 297',
        'data-kind': 'blank',
        'data-ruleset': ruleset.id,
        'data-players': String(players),
      });
      expect(textOf(findOne(root, { 'data-part': 'title' }))).toBe(ruleset.name);
      expect(findOne(root, { 'data-part': 'date' }).attrs['data-date']).toBeUndefined();
    });

    it('has a block per player with every column header and its fill-order mark', () => {
      for (let seat = 0; seat < players; seat++) {
        const block = findOne(root, { id: `seat-${seat}` });
        expect(block.attrs['data-seat']).toBe(String(seat));
        expect(textOf(findOne(block, { 'data-part': 'player-name' }))).toBe('');
        for (const column of ruleset.columns) {
          const header = findOne(block, { 'data-part': 'column-header', 'data-column': column.id });
          expect(textOf(header)).toBe(column.name);
          expect(header.attrs['data-order']).toBe(column.order);
          expect(findAll(header, { 'data-mark': column.order })).toHaveLength(1);
        }
      }
      expect(findAll(root, { id: `seat-${players}` })).toHaveLength(0);
    });

    it('labels every category, top to bottom in ruleset order, with a reminder', () => {
      const bands = findAll(root, { 'data-part': 'labels' });
      expect(bands.length).toBeGreaterThanOrEqual(1);
      for (const band of bands) {
        const ys = ruleset.categories.map((category) => {
          const label = findOne(band, { 'data-part': 'category-label', 'data-category': category.id });
          expect(textByData(label, 'label')).toBe(category.label);
          expect(textByData(label, 'reminder').length).toBeGreaterThan(5);
          return rectY(label);
        });
        expect(ys).toEqual([...ys].sort((a, b) => a - b));
      }
    });

    it('has an empty box for every seat, column and category', () => {
      expect(findAll(root, { 'data-part': 'box' })).toHaveLength(players * ruleset.columns.length * ruleset.categories.length);
      for (const column of ruleset.columns) {
        for (const category of ruleset.categories) {
          const box = findOne(root, { 'data-seat': String(players - 1), 'data-column': column.id, 'data-category': category.id });
          expect(box.children.some((c) => typeof c !== 'string' && c.name === 'text')).toBe(true);
          expect(textOf(box)).toBe('');
        }
      }
    });

    it("has exactly the ruleset's subtotal rows, a grand total and a place, all empty", () => {
      const rows = SUBTOTAL_ROWS[ruleset.id];
      const cells = findAll(root, { 'data-part': 'subtotal' });
      expect(cells).toHaveLength(players * ruleset.columns.length * rows.length);
      expect(new Set(cells.map((c) => c.attrs['data-row']))).toEqual(new Set(rows));
      for (const row of [...rows, 'grand-total', 'place']) {
        expect(findAll(findAll(root, { 'data-part': 'labels' })[0]!, { 'data-row': row })).toHaveLength(1);
      }
      for (let seat = 0; seat < players; seat++) {
        for (const row of rows) {
          for (const column of ruleset.columns) {
            expect(textOf(findOne(root, { 'data-seat': String(seat), 'data-row': row, 'data-column': column.id }))).toBe('');
          }
        }
        expect(textOf(findOne(root, { 'data-seat': String(seat), 'data-row': 'grand-total' }))).toBe('');
        expect(textOf(findOne(root, { 'data-seat': String(seat), 'data-row': 'place' }))).toBe('');
      }
    });

    it('marks no box as last and no seat as to play', () => {
      expect([...elements(root)].filter((e) => e.attrs['data-last'] || e.attrs['data-to-play'])).toEqual([]);
    });

    it('is byte-identical when rendered again', () => {
      expect(renderBlankSheet(ruleset, { players })).toBe(svg);
    });
  },
);

describe('blank sheet details', () => {
  it('states the bonus threshold and points on the bonus row', () => {
    const bonus = findOne(parseXml(renderBlankSheet(RULESETS.jamb, { players: 1 })), { 'data-part': 'row-label', 'data-row': 'bonus' });
    expect(textByData(bonus, 'reminder')).toBe('+30 if Upper ≥ 60');
    const yams = findOne(parseXml(renderBlankSheet(RULESETS['yams-6'], { players: 1 })), { 'data-part': 'row-label', 'data-row': 'bonus' });
    expect(textByData(yams, 'reminder')).toBe('+35 once Upper reaches 70');
  });

  it('explains every fill order in the legend', () => {
    const legend = findOne(parseXml(renderBlankSheet(RULESETS['yamb-classic'], { players: 1 })), { 'data-part': 'legend' });
    expect(findAll(legend, {}).flatMap((e) => e.attrs['data-order'] ?? [])).toEqual(['down', 'up', 'free', 'announce']);
    expect(textOf(legend)).toContain('Announce: announce before the 2nd roll');
  });

  it.each([0, 9, 1.5, Number.NaN])('refuses %s players', (players) => {
    expect(() => renderBlankSheet(RULESETS.jamb, { players })).toThrow(RangeError);
  });
});
