import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, PlayerRef } from '../../src/engine/index.js';
import { COMMON_RULES, MAX_TIMEOUTS, RULESETS, RULESET_IDS, TIMEOUT_RULE, applyAction, createGame, joinGame, leaveGame, replay, scriptedDice, timeoutTurn, turnOptions } from '../../src/engine/index.js';
import { chooseAction, prng } from '../support/play.js';

/*
 * Leaving an open game, cancelling it, and the timeout rule (common-rules.ts TIMEOUT_RULE):
 * roll when the seat has not, announce when only the announce column has room, then the
 * available box where the dice score least, the first in sheet order on ties; the third
 * timed-out turn in a row resigns the seat.
 */

const [ana, ben, cal]: PlayerRef[] = [
  { id: 'a'.repeat(16), name: 'Ana' },
  { id: 'b'.repeat(16), name: 'Ben' },
  { id: 'c'.repeat(16), name: 'Cal' },
];

function open(seats: number, ...joiners: PlayerRef[]): GameState {
  const created = createGame({ ruleset: 'jamb', seats, creator: ana! });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  for (const p of joiners) {
    const joined = joinGame(state, p);
    if (!joined.ok) throw new Error(joined.error.message);
    state = joined.value.state;
  }
  return state;
}

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T => {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('leaving an open game', () => {
  it('frees the seat, which the next player takes', () => {
    const state = open(3, ben!);
    const left = value(leaveGame(state, ben!));
    expect(left.event).toEqual({ type: 'leave', seat: 1, player: ben });
    expect(left.state.seats[1]!.player).toBeNull();
    expect(left.state).toMatchObject({ status: 'open', version: state.version + 1 });
    expect(value(joinGame(left.state, cal!)).state.seats[1]!.player).toEqual(cal);
  });

  it('by the creator cancels the game for good', () => {
    const left = value(leaveGame(open(3, ben!), ana!));
    expect(left.state.status).toBe('cancelled');
    expect(joinGame(left.state, cal!)).toMatchObject({ ok: false, error: { code: 'GAME_NOT_OPEN' } });
    expect(applyAction(left.state, ben!.id, { type: 'roll' }, scriptedDice([]))).toMatchObject({ ok: false, error: { code: 'GAME_NOT_ACTIVE' } });
  });

  it('is refused once the game has started, and for a player who is not seated', () => {
    expect(leaveGame(open(2, ben!), ben!)).toMatchObject({ ok: false, error: { code: 'GAME_NOT_OPEN' } });
    expect(leaveGame(open(3, ben!), cal!)).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
  });

  it('is what a resignation of an open game points to', () => {
    const refused = applyAction(open(3, ben!), ben!.id, { type: 'resign' }, scriptedDice([]));
    expect(refused).toMatchObject({ ok: false, error: { code: 'GAME_NOT_ACTIVE', message: expect.stringContaining('leave') } });
  });
});

describe('the timeout rule', () => {
  it('is stated in every ruleset description', () => {
    for (const id of RULESET_IDS) expect(RULESETS[id].commonRules).toContain(TIMEOUT_RULE);
    expect(COMMON_RULES).toContain(TIMEOUT_RULE);
  });

  it.each(RULESET_IDS)('%s: rolls when the seat has not, then writes the available box where the dice score least, the first in sheet order on ties', (ruleset) => {
    const rand = prng(ruleset.length * 97);
    for (let game = 0; game < 20; game++) {
      let state = value(createGame({ ruleset, seats: 1, creator: ana! })).state;
      // Play a few moves, then let the turn time out at a random point of it.
      for (let i = 0; i < Math.floor(rand() * 40) && state.turn; i++) {
        const action = chooseAction({ ...turnOptions(state), rollsUsed: state.turn.rollsUsed, dice: state.turn.dice, available: turnOptions(state).boxes }, rand);
        state = value(applyAction(state, ana!.id, action, scriptedDice(Array.from({ length: 6 }, () => 1 + Math.floor(rand() * 6))))).state;
      }
      if (!state.turn) continue;
      const rolled = Array.from({ length: RULESETS[ruleset].dice }, () => 1 + Math.floor(rand() * 6));
      const outcome = value(timeoutTurn(state, scriptedDice(rolled)));
      const event = outcome.event as Extract<GameEvent, { type: 'timeout' }>;
      const before = state.turn.rollsUsed === 0 ? { ...state, turn: { ...state.turn, rollsUsed: 1, dice: rolled as never } } : state;
      expect(event.rolled).toEqual(state.turn.rollsUsed === 0 ? rolled : []);
      const withAnnouncement = event.announced ? { ...before, turn: { ...before.turn!, announced: event.announced } } : before;
      const boxes = turnOptions(withAnnouncement).boxes;
      const least = Math.min(...boxes.map((b) => b.score));
      expect(boxes.find((b) => b.score === least)).toEqual({ column: event.column, category: event.category, score: event.score });
      if (event.announced) expect(turnOptions(before).boxes).toEqual([]);
    }
  });

  it('resigns a seat at its third timed-out turn in a row; a turn the player moves in starts the count again', () => {
    let state = open(2, ben!);
    const dice = () => scriptedDice([1, 2, 3, 4, 6]);
    const timeoutsOf = (s: GameState, seat: number) => s.seats[seat]!.timeouts ?? 0;
    // Two rounds in which both seats let their turn time out.
    for (let round = 0; round < 2; round++) {
      state = value(timeoutTurn(state, dice())).state;
      state = value(timeoutTurn(state, dice())).state;
    }
    expect([timeoutsOf(state, 0), timeoutsOf(state, 1)]).toEqual([2, 2]);
    // Ana rolls once herself before her time runs out: her count starts again.
    state = value(applyAction(state, ana!.id, { type: 'roll' }, dice())).state;
    expect(timeoutsOf(state, 0)).toBe(0);
    state = value(timeoutTurn(state, dice())).state;
    expect(timeoutsOf(state, 0)).toBe(1);
    // Ben's third timed-out turn in a row resigns him.
    const third = value(timeoutTurn(state, dice()));
    expect(third.event).toMatchObject({ type: 'timeout', seat: 1, resigned: true });
    expect(third.state.seats[1]!.resigned).toBe(true);
    expect(third.state.turn?.seat).toBe(0);
    expect(MAX_TIMEOUTS).toBe(3);
  });

  it('is refused on a game that is not active', () => {
    expect(timeoutTurn(open(3, ben!), scriptedDice([]))).toMatchObject({ ok: false, error: { code: 'GAME_NOT_ACTIVE' } });
  });

  it('replays: a log with leaves and timeouts rebuilds the game exactly', () => {
    const events: GameEvent[] = [];
    let state = value(createGame({ ruleset: 'yams-5', seats: 3, creator: ana! })).state;
    const push = (o: { state: GameState; event: GameEvent }) => {
      events.push(o.event);
      state = o.state;
    };
    events.push({ type: 'create', seat: 0, player: ana!, ruleset: 'yams-5', seats: 3 });
    push(value(joinGame(state, ben!)));
    push(value(leaveGame(state, ben!)));
    push(value(joinGame(state, cal!)));
    push(value(joinGame(state, ben!)));
    const rand = prng(5);
    for (let i = 0; i < 60 && state.turn; i++) {
      const d = scriptedDice(Array.from({ length: 5 }, () => 1 + Math.floor(rand() * 6)));
      if (rand() < 0.3) push(value(timeoutTurn(state, d)));
      else push(value(applyAction(state, state.seats[state.turn.seat]!.player!.id, chooseAction({ ...turnOptions(state), rollsUsed: state.turn.rollsUsed, dice: state.turn.dice, available: turnOptions(state).boxes }, rand), d)));
    }
    expect(events.some((e) => e.type === 'timeout')).toBe(true);
    expect(replay(events)).toEqual({ ok: true, value: state });
  });
});
