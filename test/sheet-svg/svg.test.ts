import { describe, expect, it } from 'vitest';
import { el, escapeXml, fmt, txt } from '../../src/sheet-svg/svg.js';
import { fitText, reminder, textWidth } from '../../src/sheet-svg/text.js';
import { parseXml, textOf } from './xml.js';

describe('svg builder', () => {
  it('escapes the five XML special characters in text and attributes', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const markup = el('g', { 'data-name': `"&<>'` }, [el('text', {}, [txt(`<script>&"'`)])]);
    const root = parseXml(markup);
    expect(root.attrs['data-name']).toBe(`"&<>'`);
    expect(textOf(root)).toBe(`<script>&"'`);
  });

  it('replaces characters XML forbids, so any name still makes a document', () => {
    expect(escapeXml('a\u0000b\u001Fc\uD800d\uFFFF')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFD');
    expect(escapeXml('tab\tand 😀')).toBe('tab\tand 😀');
  });

  it('leaves out null, undefined and false attributes and writes true as "true"', () => {
    expect(el('g', { a: null, b: undefined, c: false, d: true, e: 0 })).toBe('<g d="true" e="0"/>');
  });

  it.each([
    [1, '1'],
    [1.006, '1.01'],
    [2.499, '2.5'],
    [-0.001, '0'],
    [-125, '-125'],
    [0.1 + 0.2, '0.3'],
    [123.456789, '123.46'],
  ])('formats %s as %s', (n, out) => {
    expect(fmt(n)).toBe(out);
  });

  it('refuses to write NaN or Infinity', () => {
    expect(() => fmt(Number.NaN)).toThrow();
    expect(() => fmt(Infinity)).toThrow();
  });
});

describe('text fitting', () => {
  it('keeps the largest size that fits, shrinks, then cuts short at the minimum', () => {
    expect(fitText('abc', 100, 3, 1)).toEqual({ text: 'abc', size: 3 });
    const shrunk = fitText('a long line of text', 20, 3, 1);
    expect(shrunk.text).toBe('a long line of text');
    expect(shrunk.size).toBeLessThan(3);
    expect(textWidth(shrunk.text, shrunk.size)).toBeLessThanOrEqual(20 + 1e-9);
    const cut = fitText('a very long line of text that cannot fit', 10, 3, 1.5);
    expect(cut.size).toBe(1.5);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(textWidth(cut.text, cut.size)).toBeLessThanOrEqual(10);
  });

  // Descriptions from src/engine/rulesets.ts.
  it.each([
    ['Sum of the dice showing 1.', 'Sum of the dice showing 1'],
    ['At least three dice of one face: those three dice + 10 (three 4s = 22).', '3 of a kind: those 3 dice + 10'],
    ['1-2-3-4-5 scores 35; 2-3-4-5-6 scores 45; anything else 0.', '1-2-3-4-5 = 35; 2-3-4-5-6 = 45'],
    ['Exactly three of one face and two of another: sum of all five dice + 30. Five of a kind is not a full house.', '3 of a kind and 2 of another: sum + 30'],
    ['At least four dice of one face: the sum of those four dice.', '4 of a kind: sum of those 4'],
    ['All six dice of one face: 70.', '6 of a kind: 70'],
    ['Sum of the five highest dice.', 'Sum of the 5 highest dice'],
    ['Some face at least three times and another face at least twice among the six dice: 25.', 'Some face 3+ times and another 2+ times: 25'],
  ])('derives a reminder from "%s"', (description, short) => {
    expect(reminder(description)).toBe(short);
  });
});
