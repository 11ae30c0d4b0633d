import { describe, expect, it } from 'vitest';
import { RULESETS, boxIndex, sheetTotals, standings } from '../../src/engine/index.js';
import type { GameSheetInput } from '../../src/sheet-svg/index.js';
import { renderGameSheet } from '../../src/sheet-svg/index.js';
import { LONG_NAME, NASTY_NAME, extremeBoxes, extremeInput, playGame, playedInput } from './games.js';
import { findAll, findOne, parseXml, textOf } from './xml.js';

const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

describe('finished two-seat jamb game played with the engine', () => {
  const played = playGame('jamb', [NASTY_NAME, `Boris "B" O'Neil`]);
  const { state } = played;
  const ruleset = RULESETS.jamb;
  const svg = renderGameSheet(playedInput(played));
  const root = parseXml(svg);

  it('is finished and says so on the root element', () => {
    expect(state.status).toBe('finished');
    expect(root.attrs).toMatchObject({
      'data-kind': 'game',
      'data-ruleset': 'jamb',
      'data-players': '2',
      'data-status': 'finished',
      'data-game-id': 'g-1',
    });
    expect(root.attrs['data-version']).toBe(String(state.version));
  });

  it('prints names exactly as typed, escaped in the markup', () => {
    expect(svg).not.toContain('<script>');
    expect(textOf(findOne(root, { 'data-part': 'player-name', 'data-seat': '0' }))).toBe(NASTY_NAME);
    expect(textOf(findOne(root, { 'data-part': 'player-name', 'data-seat': '1' }))).toBe(`Boris "B" O'Neil`);
    expect(findOne(root, { 'data-part': 'player-name', 'data-seat': '0' }).attrs['data-name']).toBe(NASTY_NAME);
  });

  it('cuts a name too long for its cell short, keeping it whole in data-name', () => {
    const long = parseXml(renderGameSheet(extremeInput(ruleset)));
    const cell = findOne(long, { 'data-part': 'player-name', 'data-seat': '0' });
    expect(cell.attrs['data-name']).toBe(LONG_NAME);
    const printed = textOf(cell);
    expect(printed.endsWith('…')).toBe(true);
    expect(LONG_NAME.startsWith(printed.slice(0, -1))).toBe(true);
  });

  it('writes every score in its box', () => {
    state.seats.forEach((seat, s) => {
      ruleset.columns.forEach((column, c) => {
        ruleset.categories.forEach((category, i) => {
          const box = findOne(root, { 'data-part': 'box', 'data-seat': String(s), 'data-column': column.id, 'data-category': category.id });
          expect(textOf(box)).toBe(shown(seat.boxes[boxIndex(ruleset, c, i)]));
        });
      });
    });
  });

  it("writes the engine's subtotals, grand totals and places", () => {
    const places = standings(state);
    state.seats.forEach((seat, s) => {
      const totals = sheetTotals(ruleset, seat.boxes);
      for (const column of totals.columns) {
        for (const row of ['upper', 'bonus', 'middle', 'lower', 'total'] as const) {
          const cell = findOne(root, { 'data-seat': String(s), 'data-row': row, 'data-column': column.column });
          expect(textOf(cell)).toBe(shown(column.totals[row]));
        }
      }
      expect(textOf(findOne(root, { 'data-seat': String(s), 'data-row': 'grand-total' }))).toBe(String(totals.total));
      const place = places[s]?.place;
      expect(textOf(findOne(root, { 'data-seat': String(s), 'data-row': 'place' }))).toBe(place === 1 ? '1st' : '2nd');
      expect(findOne(root, { id: `seat-${s}` }).attrs['data-place']).toBe(String(place));
    });
  });

  it('marks the box written last, and only that one', () => {
    const last = played.last;
    if (last?.type !== 'score') throw new Error('the game should end with a score');
    const marked = findAll(root, { 'data-last': 'true' });
    expect(marked).toHaveLength(1);
    expect(marked[0]?.attrs).toMatchObject({ 'data-seat': String(last.seat), 'data-column': last.column, 'data-category': last.category });
    expect(textOf(marked[0]!)).toBe(String(last.score));
  });

  it('marks no seat to play once finished', () => {
    expect(findAll(root, { 'data-to-play': 'true' })).toHaveLength(0);
    expect(findAll(root, { 'data-part': 'turn-marker' })).toHaveLength(0);
  });

  it('is byte-identical for identical input, also from a replayed game', () => {
    expect(renderGameSheet(playedInput(played))).toBe(svg);
    expect(renderGameSheet(playedInput(playGame('jamb', [NASTY_NAME, `Boris "B" O'Neil`])))).toBe(svg);
  });
});

describe('game sheet details', () => {
  it('marks the seat to play in an active game and leaves places empty', () => {
    const played = playGame('yamb-classic', ['Ana', 'Boris', 'Cleo'], { turns: 40 });
    const root = parseXml(renderGameSheet(playedInput(played)));
    expect(played.state.turn?.seat).toBe(1);
    const toPlay = findAll(root, { 'data-to-play': 'true' });
    expect(toPlay.map((e) => e.attrs.id)).toEqual(['seat-1']);
    expect(findAll(toPlay[0]!, { 'data-part': 'turn-marker' })).toHaveLength(1);
    expect(textOf(findOne(root, { 'data-part': 'info' }))).toContain('turn 41: Boris to play');
    for (const s of ['0', '1', '2']) expect(textOf(findOne(root, { 'data-seat': s, 'data-row': 'place' }))).toBe('');
    const subtotalRows = new Set(findAll(root, { 'data-part': 'subtotal' }).map((e) => e.attrs['data-row']));
    expect(subtotalRows).toEqual(new Set(['total']));
  });

  const handMade: GameSheetInput = {
    ruleset: RULESETS.jamb,
    title: 'Friday <night> & "friends"',
    gameId: 'g&1',
    version: 7,
    status: 'finished',
    date: '2024-02-29T23:30:00-05:00',
    seats: [
      { name: 'Ana', boxes: extremeBoxes(RULESETS.jamb), resigned: false, place: 1 },
      { name: null, boxes: Array(52).fill(null), resigned: false, place: 2 },
      { name: 'Cleo', boxes: Array(52).fill(null), resigned: true, place: 3 },
    ],
    turn: null,
    lastScored: null,
  };
  const root = parseXml(renderGameSheet(handMade));

  it('prints the title, the date as written and the ruleset name', () => {
    expect(textOf(findOne(root, { 'data-part': 'title' }))).toBe('Friday <night> & "friends"');
    expect(findOne(root, { 'data-part': 'date' }).attrs['data-date']).toBe('2024-02-29');
    expect(textOf(findOne(root, { 'data-part': 'date' }))).toContain('2024-02-29');
    expect(textOf(findOne(root, { 'data-part': 'info' }))).toBe('Jamb · Game g&1 · version 7 · finished');
    expect(root.attrs['data-game-id']).toBe('g&1');
  });

  it('shows a negative middle and the four-digit grand total', () => {
    expect(textOf(findOne(root, { 'data-seat': '0', 'data-row': 'middle', 'data-column': 'down' }))).toBe('-125');
    expect(textOf(findOne(root, { 'data-seat': '0', 'data-row': 'middle', 'data-column': 'up' }))).toBe('125');
    expect(textOf(findOne(root, { 'data-seat': '0', 'data-row': 'grand-total' }))).toBe('2390');
  });

  it('shows a free seat, a resigned seat and undecided subtotals as empty', () => {
    expect(textOf(findOne(root, { 'data-part': 'player-name', 'data-seat': '1' }))).toBe('(free seat)');
    expect(findOne(root, { id: 'seat-2' }).attrs['data-resigned']).toBe('true');
    expect(textOf(findOne(root, { 'data-seat': '2', 'data-row': 'bonus', 'data-column': 'free' }))).toBe('');
    expect(textOf(findOne(root, { 'data-seat': '2', 'data-row': 'middle', 'data-column': 'free' }))).toBe('');
    expect(textOf(findOne(root, { 'data-seat': '2', 'data-row': 'upper', 'data-column': 'free' }))).toBe('0');
    expect(textOf(findOne(root, { 'data-seat': '2', 'data-row': 'place' }))).toBe('3rd');
  });

  it.each([0, 9])('refuses %s seats', (count) => {
    const seats = Array.from({ length: count }, () => ({ name: 'x', boxes: [], resigned: false, place: null }));
    expect(() => renderGameSheet({ ...handMade, seats })).toThrow(RangeError);
  });
});
