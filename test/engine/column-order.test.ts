import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { RULESETS, turnOptions } from '../../src/engine/index.js';
import { act, codeOf, soloWith } from './support.js';

// RULES.md, yamb-classic: `down`, `up`, `free`; jamb: "as in yamb-classic"; yams: one `free` column.

const NUMBERS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];

function rolled(state: GameState, dice = [1, 2, 3, 4, 6]): GameState {
  const result = act(state, { type: 'roll' }, dice.slice(0, RULESETS[state.ruleset].dice));
  if (!result.ok) throw new Error(result.error.code);
  return result.value.state;
}

const score = (state: GameState, column: string, category: string) => act(state, { type: 'score', column, category });
const available = (state: GameState, column: string) => turnOptions(state).boxes.filter((b) => b.column === column).map((b) => b.category);

describe.each(['yamb-classic', 'jamb'] as const)('%s columns', (ruleset) => {
  const categories = RULESETS[ruleset].categories.map((c) => c.id);

  it('down: only the topmost empty box is available', () => {
    const state = rolled(soloWith(ruleset));
    expect(available(state, 'down')).toEqual(['ones']);
    expect(codeOf(score(state, 'down', 'twos'))).toBe('BOX_NOT_AVAILABLE');
    expect(codeOf(score(state, 'down', 'yamb'))).toBe('BOX_NOT_AVAILABLE');
    expect(codeOf(score(state, 'down', 'ones'))).toBe('ok');
  });

  it('down: with ones..fives filled, sixes is next and nothing below it', () => {
    const state = rolled(soloWith(ruleset, (col, cat) => (col === 'down' && NUMBERS.indexOf(cat) >= 0 && cat !== 'sixes' ? 3 : null)));
    expect(available(state, 'down')).toEqual(['sixes']);
    expect(codeOf(score(state, 'down', 'max'))).toBe('BOX_NOT_AVAILABLE');
    expect(codeOf(score(state, 'down', 'sixes'))).toBe('ok');
  });

  // Seed 000: "A zero is a completed entry. It advances the Down or Up column just like a positive score."
  it('down: a zero advances the column', () => {
    const afterZero = score(rolled(soloWith(ruleset), [2, 2, 3, 4, 6]), 'down', 'ones');
    if (!afterZero.ok) throw new Error(afterZero.error.code);
    const next = rolled(afterZero.value.state);
    expect(available(next, 'down')).toEqual(['twos']);
  });

  it('up: only the bottommost empty box is available, yamb first', () => {
    const state = rolled(soloWith(ruleset));
    expect(available(state, 'up')).toEqual(['yamb']);
    expect(codeOf(score(state, 'up', 'ones'))).toBe('BOX_NOT_AVAILABLE');
    expect(codeOf(score(state, 'up', 'poker'))).toBe('BOX_NOT_AVAILABLE');
    expect(codeOf(score(state, 'up', 'yamb'))).toBe('ok');
  });

  it('up: ones is last', () => {
    const state = rolled(soloWith(ruleset, (col, cat) => (col === 'up' && cat !== 'ones' ? 0 : null)));
    expect(available(state, 'up')).toEqual(['ones']);
    expect(codeOf(score(state, 'up', 'ones'))).toBe('ok');
  });

  it('free: any empty box, in any order', () => {
    const state = rolled(soloWith(ruleset, (col, cat) => (col === 'free' && (cat === 'ones' || cat === 'max') ? 5 : null)));
    expect(available(state, 'free')).toEqual(categories.filter((c) => c !== 'ones' && c !== 'max'));
    for (const category of ['yamb', 'min', 'twos']) expect(codeOf(score(state, 'free', category))).toBe('ok');
  });

  it('BOX_FILLED: a filled box never takes a score again, whatever its column', () => {
    const state = rolled(soloWith(ruleset, (col, cat) => (cat === 'ones' && col !== 'announce' ? 0 : null)));
    expect(codeOf(score(state, 'free', 'ones'))).toBe('BOX_FILLED');
    expect(codeOf(score(state, 'down', 'ones'))).toBe('BOX_FILLED');
    expect(codeOf(score(state, 'up', 'ones'))).toBe('BOX_FILLED');
  });
});

describe.each(['yams-5', 'yams-6'] as const)('%s column', (ruleset) => {
  it('free: every empty box is available; a filled one is BOX_FILLED', () => {
    const categories = RULESETS[ruleset].categories.map((c) => c.id);
    const state = rolled(soloWith(ruleset, (_, cat) => (cat === 'chance' ? 17 : null)), [1, 2, 3, 4, 5, 6]);
    expect(available(state, 'free')).toEqual(categories.filter((c) => c !== 'chance'));
    expect(codeOf(score(state, 'free', 'chance'))).toBe('BOX_FILLED');
    expect(codeOf(score(state, 'free', 'yams'))).toBe('ok');
  });
});
