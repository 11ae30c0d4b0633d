import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, Result } from '../../src/engine/index.js';
import { MAX_SEATS, createGame, joinGame } from '../../src/engine/index.js';
import { codeOf } from './support.js';

// RULES.md, "Common to every ruleset": players take turns in seat order, a sheet each.

const player = (id: string) => ({ id, name: id.toUpperCase() });
function accepted(result: Result<Outcome>): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}

describe('createGame', () => {
  it('a one-seat game is active at once, with the creator to move', () => {
    const state = accepted(createGame({ ruleset: 'yams-5', seats: 1, creator: player('a') }));
    expect(state).toMatchObject({ status: 'active', version: 1, turn: { seat: 0, number: 1, rollsUsed: 0, dice: [], announced: null } });
    expect(state.seats[0]?.boxes).toHaveLength(13);
  });

  it('a game with more seats stays open, the creator in seat 0', () => {
    const state = accepted(createGame({ ruleset: 'jamb', seats: 3, creator: player('a') }));
    expect(state).toMatchObject({ status: 'open', turn: null });
    expect(state.seats.map((s) => s.player?.id ?? null)).toEqual(['a', null, null]);
  });

  // Each row: ruleset, seats, expected code.
  const INVALID: readonly [string, number, string][] = [
    ['yahtzee', 2, 'UNKNOWN_RULESET'],
    ['', 1, 'UNKNOWN_RULESET'],
    ['jamb', 0, 'INVALID_SEATS'],
    ['jamb', MAX_SEATS + 1, 'INVALID_SEATS'],
    ['jamb', 1.5, 'INVALID_SEATS'],
    ['jamb', Number.NaN, 'INVALID_SEATS'],
  ];
  it.each(INVALID)('ruleset %j with %d seats: %s', (ruleset, seats, code) => {
    expect(codeOf(createGame({ ruleset, seats, creator: player('a') }))).toBe(code);
  });
});

describe('joinGame', () => {
  const open = () => accepted(createGame({ ruleset: 'jamb', seats: 3, creator: player('a') }));

  it('seats players in the first free seat; the game starts when the last seat is taken', () => {
    const two = accepted(joinGame(open(), player('b')));
    expect(two).toMatchObject({ status: 'open', version: 2 });
    const full = accepted(joinGame(two, player('c')));
    expect(full).toMatchObject({ status: 'active', version: 3, turn: { seat: 0, number: 1 } });
    expect(full.seats.map((s) => s.player?.id)).toEqual(['a', 'b', 'c']);
  });

  it('ALREADY_SEATED for a player joining a game a second time', () => {
    expect(codeOf(joinGame(open(), player('a')))).toBe('ALREADY_SEATED');
    expect(codeOf(joinGame(accepted(joinGame(open(), player('b'))), player('b')))).toBe('ALREADY_SEATED');
  });

  it('GAME_FULL once every seat is taken', () => {
    const full = accepted(joinGame(accepted(joinGame(open(), player('b'))), player('c')));
    expect(codeOf(joinGame(full, player('d')))).toBe('GAME_FULL');
    expect(codeOf(joinGame(accepted(createGame({ ruleset: 'yams-6', seats: 1, creator: player('a') })), player('d')))).toBe('GAME_FULL');
  });

  it('seats up to MAX_SEATS (8) players', () => {
    let state = accepted(createGame({ ruleset: 'yams-5', seats: MAX_SEATS, creator: player('p0') }));
    for (let i = 1; i < MAX_SEATS; i++) state = accepted(joinGame(state, player(`p${i}`)));
    expect(state.status).toBe('active');
    expect(state.seats).toHaveLength(8);
  });
});
