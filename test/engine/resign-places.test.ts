import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, PlayAction, Result } from '../../src/engine/index.js';
import { COMMON_RULES, MAX_TIMEOUTS, RULESETS, applyAction, createGame, joinGame, scriptedDice, standings, timeoutTurn, winners } from '../../src/engine/index.js';

// RULES.md, "Common to every ruleset": "Highest grand total wins; equal totals share the win."
// Resigning and places are the engine's documented behaviour (queries.ts `Standing.place`,
// COMMON_RULES), explained with examples in docs/rules-decisions.md.

const IDS = ['a', 'b', 'c', 'd'];

function accepted(result: Result<Outcome>): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}

/** An active yams-5 game with one seat per id, each sheet 0 everywhere but `chance` (empty) and `yams` (given). */
function nearlyFull(yams: readonly number[]): GameState {
  let state = accepted(createGame({ ruleset: 'yams-5', seats: yams.length, creator: { id: 'a', name: 'A' } }));
  for (const id of IDS.slice(1, yams.length)) state = accepted(joinGame(state, { id, name: id.toUpperCase() }));
  const categories = RULESETS['yams-5'].categories;
  return {
    ...state,
    seats: state.seats.map((s, i) => ({ ...s, boxes: categories.map((c) => (c.id === 'chance' ? null : c.id === 'yams' ? (yams[i] ?? 0) : 0)) })),
  };
}

const act = (state: GameState, actor: string, action: PlayAction, dice: number[] = []) =>
  applyAction(state, actor, action, scriptedDice(dice));
const RESIGN: PlayAction = { type: 'resign' };

/** The player to move rolls `dice` and scores them in chance. */
function playChance(state: GameState, dice: number[]): GameState {
  const actor = state.seats[state.turn?.seat ?? -1]?.player?.id ?? '';
  const rolled = accepted(act(state, actor, { type: 'roll' }, dice));
  return accepted(act(rolled, actor, { type: 'score', column: 'free', category: 'chance' }));
}

describe('resign', () => {
  it("on the resigner's turn, passes the turn to the next seat, even mid-turn", () => {
    const rolled = accepted(act(nearlyFull([0, 0, 0]), 'a', { type: 'roll' }, [1, 2, 3, 4, 5]));
    const result = act(rolled, 'a', RESIGN);
    expect(result.ok && result.value.event).toEqual({ type: 'resign', seat: 0, turn: 1 });
    const state = accepted(result);
    expect(state.version).toBe(rolled.version + 1);
    expect(state.seats[0]?.resigned).toBe(true);
    expect(state.turn).toEqual({ seat: 1, number: 2, rollsUsed: 0, dice: [], announced: null });
  });

  it('out of turn, leaves the turn where it is', () => {
    const rolled = accepted(act(nearlyFull([0, 0, 0]), 'a', { type: 'roll' }, [1, 2, 3, 4, 5]));
    const state = accepted(act(rolled, 'c', RESIGN));
    expect(state.seats.map((s) => s.resigned)).toEqual([false, false, true]);
    expect(state.turn).toEqual(rolled.turn);
  });

  it('the others play on, the resigned seat is skipped, and it ranks last whatever its total', () => {
    const resigned = accepted(act(nearlyFull([0, 50, 0]), 'b', RESIGN));
    const afterA = playChance(resigned, [1, 1, 1, 1, 2]);
    expect(afterA.turn).toMatchObject({ seat: 2, number: 2 });
    const finished = playChance(afterA, [6, 6, 6, 6, 5]);
    expect(finished).toMatchObject({ status: 'finished', turn: null });
    expect(standings(finished)).toEqual([
      { seat: 0, total: 6, place: 2 },
      { seat: 1, total: 50, place: 3 },
      { seat: 2, total: 29, place: 1 },
    ]);
    expect(winners(finished)).toEqual([2]);
  });

  it('all seats resigning finishes the game with no winners, placed by their totals', () => {
    let state = nearlyFull([0, 0, 50]);
    for (const id of ['b', 'a', 'c']) state = accepted(act(state, id, RESIGN));
    expect(state).toMatchObject({ status: 'finished', turn: null });
    expect(winners(state)).toEqual([]);
    // Not everyone first: the best total among those who left, then the others sharing 2nd.
    expect(standings(state).map((s) => s.place)).toEqual([2, 2, 1]);
  });

  it('several resigned seats rank behind those who stayed, by their own totals', () => {
    // d resigns with 50, b with 0; a and c play on to 0 + 5 and 0 + 29.
    let state = accepted(act(nearlyFull([0, 0, 0, 50]), 'd', RESIGN));
    state = accepted(act(state, 'b', RESIGN));
    state = playChance(state, [1, 1, 1, 1, 1]);
    state = playChance(state, [6, 6, 6, 6, 5]);
    expect(state.status).toBe('finished');
    expect(standings(state).map((s) => [s.total, s.place])).toEqual([
      [5, 2],
      [0, 4],
      [29, 1],
      [50, 3],
    ]);
    expect(winners(state)).toEqual([2]);
  });
});

describe('places', () => {
  it('are null until the game is finished', () => {
    expect(standings(nearlyFull([50, 0])).map((s) => s.place)).toEqual([null, null]);
    expect(winners(nearlyFull([50, 0]))).toEqual([]);
  });

  it('equal totals share a place, and the win', () => {
    // a and c tie on 50 + 20, b has 0 + 20, d resigns.
    let state = accepted(act(nearlyFull([50, 0, 50, 50]), 'd', RESIGN));
    for (let i = 0; i < 3; i++) state = playChance(state, [4, 4, 4, 4, 4]);
    expect(state.status).toBe('finished');
    expect(standings(state).map((s) => [s.total, s.place])).toEqual([
      [70, 1],
      [20, 3],
      [70, 1],
      [50, 4],
    ]);
    expect(winners(state)).toEqual([0, 2]);
  });
});

/** The rows of the table after `<!-- example:NAME -->` in docs/rules-decisions.md. */
function docExample(name: string): { seat: number; total: number; resigned: boolean; place: number }[] {
  const page = readFileSync(new URL('../../docs/rules-decisions.md', import.meta.url), 'utf8');
  const table = page.split(`<!-- example:${name} -->`)[1]?.split('\n\n')[0] ?? '';
  const rows = table.split('\n').filter((line) => /^\| \d/.test(line));
  return rows.map((line) => {
    const [seat, , total, resigned, place] = line.split('|').slice(1, -1).map((cell) => cell.trim());
    return { seat: Number(seat), total: Number(total), resigned: resigned === 'yes', place: Number(place) };
  });
}

describe('docs/rules-decisions.md', () => {
  const page = readFileSync(new URL('../../docs/rules-decisions.md', import.meta.url), 'utf8');

  it('quotes the resign rule the rulesets serve, word for word', () => {
    const quoted = [...page.matchAll(/^> (.*)$/gm)].map((m) => m[1]).join(' ');
    expect(COMMON_RULES).toContain(quoted);
  });

  it('all timed out: each seat resigned by its third timeout in a row, nobody wins, places by total', () => {
    const example = docExample('all-timed-out');
    expect(example).toHaveLength(3);
    // Every seat has two timed-out turns behind it and one empty box besides a set chance box.
    const categories = RULESETS['yams-5'].categories;
    let state = nearlyFull([0, 0, 0]);
    state = {
      ...state,
      seats: state.seats.map((s, i) => ({ ...s, timeouts: MAX_TIMEOUTS - 1, boxes: categories.map((c) => (c.id === 'chance' ? example[i]!.total : c.id === 'twos' ? null : 0)) })),
    };
    for (let i = 0; i < example.length; i++) {
      // The timeout rolls 1-1-1-1-1 and writes the box it scores least in: twos, 0.
      const timedOut = timeoutTurn(state, scriptedDice([1, 1, 1, 1, 1]));
      if (!timedOut.ok) throw new Error(timedOut.error.message);
      expect(timedOut.value.event).toMatchObject({ type: 'timeout', seat: i, category: 'twos', score: 0, resigned: true });
      state = timedOut.value.state;
    }
    expect(state.status).toBe('finished');
    expect(winners(state)).toEqual([]);
    expect(standings(state)).toEqual(example.map(({ seat, total, place }) => ({ seat, total, place })));
    expect(state.seats.map((s) => s.resigned)).toEqual(example.map((r) => r.resigned));
  });

  it('one stayed: she wins alone, ahead of a better total that left', () => {
    const example = docExample('one-stayed');
    const categories = RULESETS['yams-5'].categories;
    const base = nearlyFull([0, 0, 0]);
    const state: GameState = {
      ...base,
      status: 'finished',
      turn: null,
      seats: base.seats.map((s, i) => ({ ...s, resigned: example[i]!.resigned, boxes: categories.map((c) => (c.id === 'chance' ? example[i]!.total : 0)) })),
    };
    expect(standings(state)).toEqual(example.map(({ seat, total, place }) => ({ seat, total, place })));
    expect(winners(state)).toEqual(example.filter((r) => !r.resigned && r.place === 1).map((r) => r.seat));
    expect(winners(state)).toHaveLength(1);
  });
});
