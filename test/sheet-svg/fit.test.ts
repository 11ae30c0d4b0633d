import { describe, expect, it } from 'vitest';
import { ALL_RULESETS } from '../../src/engine/index.js';
import { renderBlankSheet, renderGameSheet } from '../../src/sheet-svg/index.js';
import { outsideViewBox, textsOutsideCells } from './fit.js';
import { extremeInput, playGame, playedInput } from './games.js';

describe('the fit checks (test helpers)', () => {
  it('catch a rect, a text and a transform outside the page, and a text outside its cell', () => {
    const page = (body: string) => `<svg viewBox="0 0 210 297">${body}</svg>`;
    expect(outsideViewBox(page('<rect x="200" y="10" width="11" height="5"/>'))).toHaveLength(1);
    expect(outsideViewBox(page('<text x="5" y="298">x</text>'))).toHaveLength(1);
    expect(outsideViewBox(page('<g transform="scale(2)"/>'))).toHaveLength(1);
    expect(outsideViewBox(page('<rect x="0" y="0" width="210" height="297"/><text x="210" y="297">x</text>'))).toEqual([]);
    const cell = '<g><rect x="0" y="0" width="10" height="5"/><text x="5" y="3" font-size="2" text-anchor="middle">WWWWWWW</text></g>';
    expect(textsOutsideCells(page(cell))).toHaveLength(1);
  });
});

describe.each(ALL_RULESETS)('$id sheets fit the page', (ruleset) => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('blank, %i players', (players) => {
    const svg = renderBlankSheet(ruleset, { players });
    expect(outsideViewBox(svg)).toEqual([]);
    expect(textsOutsideCells(svg)).toEqual([]);
  });

  it.each([
    ['the largest real scores', false],
    ['9999 in every box', true],
  ])('8 seats with %s and long names', (_, huge) => {
    const svg = renderGameSheet(extremeInput(ruleset, huge));
    expect(outsideViewBox(svg)).toEqual([]);
    expect(textsOutsideCells(svg)).toEqual([]);
  });

  it('a finished 4-seat game played with the engine', () => {
    const svg = renderGameSheet(playedInput(playGame(ruleset.id, ['Ana', 'Boris', 'Cleo', 'Dan'])));
    expect(outsideViewBox(svg)).toEqual([]);
    expect(textsOutsideCells(svg)).toEqual([]);
  });
});
