import { describe, expect, it } from 'vitest';
import type { GameState, PlayAction } from '../../src/engine/index.js';
import { RULESETS, applyAction, scriptedDice, turnOptions } from '../../src/engine/index.js';
import { act, codeOf, soloWith } from './support.js';

// RULES.md, yamb-classic `announce` and jamb `announce`, with their Decisions.

/** Applies the actions in order; every one must be accepted. Rolls take their dice from `dice`. */
function play(state: GameState, actions: PlayAction[], dice: number[] = []): GameState {
  const source = scriptedDice(dice);
  return actions.reduce((s, action) => {
    const result = applyAction(s, 'alice', action, source);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code}`);
    return result.value.state;
  }, state);
}

const ROLL: PlayAction = { type: 'roll' };
const REROLL: PlayAction = { type: 'roll', keep: [0, 1] };
const announce = (category: string): PlayAction => ({ type: 'announce', category });
const score = (column: string, category: string): PlayAction => ({ type: 'score', column, category });
const boxesOf = (state: GameState) => turnOptions(state).boxes.map((b) => `${b.column}/${b.category}`);
const DICE = [3, 3, 3, 1, 2, 3, 3, 4, 5, 6, 1, 1, 1];
/** Every box but the announce column's is filled. */
const onlyAnnounceLeft = (col: string) => (col === 'announce' ? null : 0);

describe('announce timing', () => {
  it('yamb-classic: an announcement before the first roll is accepted', () => {
    const result = act(soloWith('yamb-classic'), announce('fullHouse'));
    expect(result.ok && result.value.state.turn?.announced).toBe('fullHouse');
    expect(result.ok && result.value.event).toMatchObject({ type: 'announce', category: 'fullHouse' });
  });

  it('yamb-classic: an announcement after the first roll is accepted', () => {
    expect(codeOf(act(play(soloWith('yamb-classic'), [ROLL], DICE), announce('poker')))).toBe('ok');
  });

  it('yamb-classic: ANNOUNCE_TOO_LATE after the second roll', () => {
    const state = play(soloWith('yamb-classic'), [ROLL, REROLL], DICE);
    expect(codeOf(act(state, announce('poker')))).toBe('ANNOUNCE_TOO_LATE');
    expect(turnOptions(state).announceable).toEqual([]);
  });

  it('jamb: MUST_ROLL_FIRST before the first roll', () => {
    const state = soloWith('jamb');
    expect(codeOf(act(state, announce('poker')))).toBe('MUST_ROLL_FIRST');
    expect(turnOptions(state).announceable).toEqual([]);
  });

  it('jamb: an announcement after the first roll is accepted', () => {
    const state = play(soloWith('jamb'), [ROLL], DICE);
    expect(turnOptions(state).announceable).toEqual(RULESETS.jamb.categories.map((c) => c.id));
    expect(codeOf(act(state, announce('poker')))).toBe('ok');
  });

  it('jamb: ANNOUNCE_TOO_LATE after the second roll', () => {
    expect(codeOf(act(play(soloWith('jamb'), [ROLL, REROLL], DICE), announce('poker')))).toBe('ANNOUNCE_TOO_LATE');
  });
});

describe('binding', () => {
  it('jamb: after announcing, every other box is BOX_NOT_AVAILABLE', () => {
    const state = play(soloWith('jamb'), [ROLL, announce('poker')], DICE);
    expect(boxesOf(state)).toEqual(['announce/poker']);
    for (const [column, category] of [['down', 'ones'], ['up', 'yamb'], ['free', 'trips'], ['announce', 'trips']] as const) {
      expect(codeOf(act(state, score(column, category)))).toBe('BOX_NOT_AVAILABLE');
    }
  });

  it('jamb: the announced box scores 0 when the combination is missed', () => {
    const state = play(soloWith('jamb'), [ROLL, announce('poker'), REROLL, { type: 'roll', keep: [0, 1, 2] }, score('announce', 'poker')], DICE);
    const pokerBox = RULESETS.jamb.categories.length * 3 + RULESETS.jamb.categories.findIndex((c) => c.id === 'poker');
    expect(state.seats[0]?.boxes[pokerBox]).toBe(0);
  });

  // Decision: "the announcement does not bind the player; boxes of the other columns stay available".
  it('yamb-classic: after announcing, the other columns stay available', () => {
    const state = play(soloWith('yamb-classic'), [ROLL, announce('poker')], DICE);
    const options = boxesOf(state);
    expect(options).toContain('down/ones');
    expect(options).toContain('up/yamb');
    expect(options).toContain('free/fullHouse');
    expect(options.filter((b) => b.startsWith('announce/'))).toEqual(['announce/poker']);
    expect(codeOf(act(state, score('free', 'threes')))).toBe('ok');
    expect(codeOf(act(state, score('announce', 'threes')))).toBe('BOX_NOT_AVAILABLE');
  });
});

describe.each(['yamb-classic', 'jamb'] as const)('%s announce column', (ruleset) => {
  it('forced announcement: with only the announce column left, a second roll needs an announcement (MUST_ANNOUNCE)', () => {
    const state = play(soloWith(ruleset, onlyAnnounceLeft), [ROLL], DICE);
    expect(turnOptions(state)).toMatchObject({ canRoll: false, mustAnnounce: true, boxes: [] });
    expect(codeOf(act(state, REROLL, [6, 6, 6]))).toBe('MUST_ANNOUNCE');
    const announced = play(state, [announce('threes')]);
    expect(turnOptions(announced)).toMatchObject({ canRoll: true, mustAnnounce: false });
    expect(codeOf(act(announced, REROLL, [6, 6, 6]))).toBe('ok');
  });

  // Each row: what the sheet holds, the actions before, whether mustAnnounce is set.
  const MUST_ANNOUNCE_FLAG: readonly [string, (col: string) => number | null, PlayAction[], boolean][] = [
    ['empty sheet, after the first roll', () => null, [ROLL], false],
    ['only the announce column left, before the first roll', onlyAnnounceLeft, [], false],
    ['only the announce column left, after the first roll', onlyAnnounceLeft, [ROLL], true],
    ['only the announce column left, announced after the first roll', onlyAnnounceLeft, [ROLL, announce('threes')], false],
  ];
  it.each(MUST_ANNOUNCE_FLAG)('mustAnnounce with %s', (_, fill, actions, expected) => {
    const state = play(soloWith(ruleset, fill), actions, DICE);
    expect(turnOptions(state).mustAnnounce).toBe(expected);
  });

  it('the announce column is not available without an announcement (MUST_ANNOUNCE)', () => {
    const state = play(soloWith(ruleset), [ROLL], DICE);
    expect(boxesOf(state).filter((b) => b.startsWith('announce/'))).toEqual([]);
    expect(codeOf(act(state, score('announce', 'threes')))).toBe('MUST_ANNOUNCE');
    expect(codeOf(act(play(soloWith(ruleset, onlyAnnounceLeft), [ROLL], DICE), score('announce', 'threes')))).toBe('MUST_ANNOUNCE');
  });

  it('an announcement cannot change (ANNOUNCE_NOT_ALLOWED)', () => {
    const state = play(soloWith(ruleset), [ROLL, announce('fullHouse')], DICE);
    expect(codeOf(act(state, announce('poker')))).toBe('ANNOUNCE_NOT_ALLOWED');
    expect(codeOf(act(state, announce('fullHouse')))).toBe('ANNOUNCE_NOT_ALLOWED');
    expect(turnOptions(state).announceable).toEqual([]);
  });

  it('only a category whose announce box is empty can be announced (BOX_FILLED)', () => {
    const state = play(soloWith(ruleset, (col, cat) => (col === 'announce' && cat === 'poker' ? 44 : null)), [ROLL], DICE);
    expect(codeOf(act(state, announce('poker')))).toBe('BOX_FILLED');
    expect(turnOptions(state).announceable).not.toContain('poker');
  });

  it('an unknown category cannot be announced (UNKNOWN_CATEGORY)', () => {
    const state = play(soloWith(ruleset), [ROLL], DICE);
    expect(codeOf(act(state, announce(ruleset === 'jamb' ? 'square' : 'trips')))).toBe('UNKNOWN_CATEGORY');
    expect(codeOf(act(state, announce('')))).toBe('UNKNOWN_CATEGORY');
  });
});

it('yamb-classic: with only the announce column left, an announcement before the first roll allows all three rolls', () => {
  const state = play(soloWith('yamb-classic', onlyAnnounceLeft), [announce('yamb'), ROLL, REROLL, REROLL], DICE);
  expect(state.turn?.rollsUsed).toBe(3);
  expect(boxesOf(state)).toEqual(['announce/yamb']);
});

describe.each(['yams-5', 'yams-6'] as const)('%s', (ruleset) => {
  it('has no announcements (ANNOUNCE_NOT_ALLOWED)', () => {
    const fresh = soloWith(ruleset);
    expect(codeOf(act(fresh, announce('yams')))).toBe('ANNOUNCE_NOT_ALLOWED');
    const state = play(fresh, [ROLL], DICE);
    expect(codeOf(act(state, announce('yams')))).toBe('ANNOUNCE_NOT_ALLOWED');
    expect(turnOptions(state).announceable).toEqual([]);
    expect(turnOptions(state).mustAnnounce).toBe(false);
  });
});
