import { describe, expect, it } from 'vitest';
import { ALL_RULESETS, COMMON_RULES } from '../../src/engine/index.js';

// RULES.md: "The ruleset description served by the API states these common rules too (first
// roll rolls every die, kept dice keep their positions, score after any roll, one box per turn,
// a zero fills the box, seat order, end of game, ties share the win, a resigned player ranks
// last), not only the ruleset's own", and the Decision on keeping every die.

// Each row: the common rule of RULES.md, a pattern its sentence must match.
const STATED: readonly [string, RegExp][] = [
  ['a turn has up to 3 rolls', /up to 3 rolls/],
  ['the first roll rolls every die', /first roll of a turn rolls every die/],
  ['kept dice are named by position and keep their positions', /by position.*kept dice stay at their positions/],
  ['Decision: keeping every die is refused with INVALID_KEEP', /^Decision: .*keeping every die is refused with INVALID_KEEP/i],
  ['score after any roll, never before the first', /score after the 1st, 2nd or 3rd roll, never before the first/],
  ['one box per turn', /exactly one empty box .* ends the turn/],
  ['a zero fills the box', /scores 0 .* fills the box/],
  ['a box never changes', /filled box never changes/],
  ['the engine picks the dice that count', /best the dice allow/],
  ['seat order', /turns in seat order/],
  ['end of game', /game ends when the sheet of every player who has not resigned is full/],
  ['ties share the win', /equal totals share the win/],
  ['a resigned player ranks last', /resign.*rank last/],
];

describe('common rules', () => {
  it.each(STATED)('state: %s', (_, pattern) => {
    expect(COMMON_RULES.filter((sentence) => pattern.test(sentence))).toHaveLength(1);
  });

  it('every ruleset carries the same common rules', () => {
    for (const ruleset of ALL_RULESETS) expect(ruleset.commonRules).toEqual(COMMON_RULES);
  });

  it('no ruleset repeats a common rule among its own decisions', () => {
    for (const ruleset of ALL_RULESETS) expect(ruleset.decisions.filter((d) => COMMON_RULES.includes(d))).toEqual([]);
  });
});
