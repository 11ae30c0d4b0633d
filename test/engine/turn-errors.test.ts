import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, PlayAction, Result, RulesetId } from '../../src/engine/index.js';
import { RULESET_IDS, applyAction, createGame, joinGame, scriptedDice, turnOptions } from '../../src/engine/index.js';

// RULES.md, "Common to every ruleset": rolls, keeps, scoring, turns in seat order.

const ALICE = { id: 'alice', name: 'Alice' };
const BOB = { id: 'bob', name: 'Bob' };

function accepted(result: Result<Outcome>): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}

const solo = (ruleset: RulesetId = 'jamb') => accepted(createGame({ ruleset, seats: 1, creator: ALICE }));
const duo = (ruleset: RulesetId = 'jamb') => accepted(joinGame(accepted(createGame({ ruleset, seats: 2, creator: ALICE })), BOB));
const act = (state: GameState, action: PlayAction, dice: number[] = [], actor = 'alice') =>
  applyAction(state, actor, action, scriptedDice(dice));
const codeOf = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);
const roll = (state: GameState, keep?: number[], actor = 'alice') =>
  accepted(act(state, { type: 'roll', keep }, [1, 2, 3, 4, 5, 6], actor));

describe.each(RULESET_IDS)('%s turn', (ruleset) => {
  it('NO_ROLLS_LEFT after three rolls', () => {
    const state = roll(roll(roll(solo(ruleset)), [0]), [1]);
    expect(state.turn?.rollsUsed).toBe(3);
    expect(turnOptions(state).canRoll).toBe(false);
    expect(codeOf(act(state, { type: 'roll', keep: [0] }, [6]))).toBe('NO_ROLLS_LEFT');
  });

  it('MUST_ROLL_FIRST before scoring', () => {
    const state = solo(ruleset);
    expect(turnOptions(state).boxes).toEqual([]);
    expect(codeOf(act(state, { type: 'score', column: 'free', category: 'ones' }))).toBe('MUST_ROLL_FIRST');
  });
});

describe('keeping dice', () => {
  it('kept dice stay at their positions; the others are rerolled in ascending position order', () => {
    const first = accepted(act(solo(), { type: 'roll' }, [1, 2, 3, 4, 5]));
    const second = act(first, { type: 'roll', keep: [2, 0] }, [6, 5, 4]);
    expect(second.ok && second.value.state.turn?.dice).toEqual([1, 6, 3, 5, 4]);
    expect(second.ok && second.value.event).toMatchObject({ type: 'roll', keep: [0, 2], dice: [1, 6, 3, 5, 4] });
  });

  // Each row: ruleset, rolls made before, the keep, why it is invalid.
  const INVALID_KEEPS: readonly [RulesetId, number, unknown, string][] = [
    ['jamb', 0, [0], 'keep on the first roll'],
    ['jamb', 1, [5], 'position past the last die'],
    ['jamb', 1, [-1], 'negative position'],
    ['jamb', 1, [1, 1], 'duplicate position'],
    ['jamb', 1, [1.5], 'non-integer position'],
    ['jamb', 1, [Number.NaN], 'NaN position'],
    ['jamb', 1, ['1'], 'position as a string'],
    ['jamb', 1, [0, 1, 2, 3, 4], 'all dice kept: nothing to roll'],
    ['jamb', 2, [4, 3, 2, 1, 0], 'all dice kept on the third roll'],
    ['jamb', 1, '0,1', 'keep not a list'],
    ['yams-6', 1, [6], 'position past the sixth die'],
    ['yams-6', 1, [0, 1, 2, 3, 4, 5], 'all six dice kept'],
    ['yams-5', 0, [0, 1], 'keep on the first roll'],
  ];
  it.each(INVALID_KEEPS)('%s, after %i rolls, keep %j: INVALID_KEEP (%s)', (ruleset, rolls, keep) => {
    let state = solo(ruleset);
    for (let i = 0; i < rolls; i++) state = roll(state, i === 0 ? [] : [0]);
    expect(codeOf(act(state, { type: 'roll', keep: keep as number[] }, [1, 1, 1, 1, 1, 1]))).toBe('INVALID_KEEP');
  });

  it('a yams-6 keep of five of the six dice is valid', () => {
    const state = roll(solo('yams-6'));
    expect(codeOf(act(state, { type: 'roll', keep: [0, 1, 2, 3, 4] }, [6]))).toBe('ok');
  });
});

describe('whose turn', () => {
  it('NOT_YOUR_TURN for a seated player out of turn', () => {
    const state = duo();
    expect(state.turn?.seat).toBe(0);
    expect(codeOf(act(state, { type: 'roll' }, [1, 2, 3, 4, 5], 'bob'))).toBe('NOT_YOUR_TURN');
    expect(codeOf(act(state, { type: 'score', column: 'free', category: 'ones' }, [], 'bob'))).toBe('NOT_YOUR_TURN');
  });

  it('NOT_SEATED for a player without a seat', () => {
    expect(codeOf(act(duo(), { type: 'roll' }, [1, 2, 3, 4, 5], 'mallory'))).toBe('NOT_SEATED');
    expect(codeOf(act(duo(), { type: 'resign' }, [], 'mallory'))).toBe('NOT_SEATED');
  });

  it('turns pass in seat order and count up', () => {
    const scored = accepted(act(roll(duo()), { type: 'score', column: 'free', category: 'ones' }));
    expect(scored.turn).toEqual({ seat: 1, number: 2, rollsUsed: 0, dice: [], announced: null });
    const back = accepted(act(roll(scored, undefined, 'bob'), { type: 'score', column: 'free', category: 'ones' }, [], 'bob'));
    expect(back.turn).toMatchObject({ seat: 0, number: 3 });
  });
});

describe('game not active', () => {
  it('GAME_NOT_ACTIVE in an open game', () => {
    const open = accepted(createGame({ ruleset: 'jamb', seats: 2, creator: ALICE }));
    expect(open.status).toBe('open');
    expect(codeOf(act(open, { type: 'roll' }, [1, 2, 3, 4, 5]))).toBe('GAME_NOT_ACTIVE');
    expect(codeOf(act(open, { type: 'resign' }))).toBe('GAME_NOT_ACTIVE');
  });

  it('GAME_NOT_ACTIVE in a finished game', () => {
    const state = solo('yams-5');
    const finished: GameState = {
      ...state,
      status: 'finished',
      turn: null,
      seats: state.seats.map((s) => ({ ...s, boxes: s.boxes.map(() => 0) })),
    };
    expect(codeOf(act(finished, { type: 'roll' }, [1, 2, 3, 4, 5]))).toBe('GAME_NOT_ACTIVE');
    expect(codeOf(act(finished, { type: 'score', column: 'free', category: 'ones' }))).toBe('GAME_NOT_ACTIVE');
    expect(turnOptions(finished)).toEqual({ canRoll: false, mustAnnounce: false, announceable: [], boxes: [] });
  });

  it('ALREADY_RESIGNED for a seat that resigned', () => {
    const resigned = accepted(act(duo(), { type: 'resign' }, [], 'bob'));
    expect(codeOf(act(resigned, { type: 'resign' }, [], 'bob'))).toBe('ALREADY_RESIGNED');
    expect(codeOf(act(resigned, { type: 'roll' }, [1, 2, 3, 4, 5], 'bob'))).toBe('ALREADY_RESIGNED');
  });
});

describe('unknown names', () => {
  // Each row: ruleset, column, category, expected code. Sources: RULES.md column and category lists.
  const UNKNOWN: readonly [RulesetId, string, string, string][] = [
    ['yamb-classic', 'free', 'trips', 'UNKNOWN_CATEGORY'],
    ['yamb-classic', 'free', 'chance', 'UNKNOWN_CATEGORY'],
    ['jamb', 'free', 'square', 'UNKNOWN_CATEGORY'],
    ['jamb', 'diagonal', 'ones', 'UNKNOWN_COLUMN'],
    ['yams-5', 'down', 'ones', 'UNKNOWN_COLUMN'],
    ['yams-5', 'announce', 'ones', 'UNKNOWN_COLUMN'],
    ['yams-5', 'free', 'yamsSix', 'UNKNOWN_CATEGORY'],
    ['yams-6', 'up', 'ones', 'UNKNOWN_COLUMN'],
    ['yams-6', 'free', 'threeOfAKind', 'UNKNOWN_CATEGORY'],
    ['yams-6', 'free', 'Ones', 'UNKNOWN_CATEGORY'],
  ];
  it.each(UNKNOWN)('%s: score %s/%s is %s', (ruleset, column, category, code) => {
    expect(codeOf(act(roll(solo(ruleset)), { type: 'score', column, category }))).toBe(code);
  });

  it('UNKNOWN_ACTION for an action type the engine does not know', () => {
    expect(codeOf(act(solo(), { type: 'dance' } as unknown as PlayAction))).toBe('UNKNOWN_ACTION');
  });

});
