import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.js';
import { createGame, joinGame } from '../../src/engine/index.js';
import { ApiError } from '../../src/contract/index.js';
import { createHintService } from '../../src/service/hint-service.js';
import type { Store } from '../../src/store/dynamo-store.js';
import type { GameRecord } from '../../src/contract/index.js';
import { DEFAULT_GAME_OPTIONS } from '../../src/contract/index.js';
import { hintFor } from '../../src/strategy/index.js';

const ID = 'k3v9x2m7q1w8e4r6';
const ana = { id: 'ana', name: 'Ana' };
const ben = { id: 'ben', name: 'Ben' };

function twoSeats(): GameState {
  const created = createGame({ ruleset: 'yams-5', seats: 2, creator: ana });
  if (!created.ok) throw new Error(created.error.code);
  const joined = joinGame(created.value.state, ben);
  if (!joined.ok) throw new Error(joined.error.code);
  return joined.value.state;
}

/** The service over a store that holds one game record (the service only reads it). */
function serviceWith(state: GameState, options: Partial<GameRecord['options']> = {}) {
  const record = { id: ID, state, options: { ...DEFAULT_GAME_OPTIONS, ...options } } as unknown as GameRecord;
  const store = { getGame: async (id: string) => (id === ID ? record : null) } as unknown as Store;
  return createHintService({ store });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('the hint service', () => {
  it('hints the player to move, at the version of the game it read', async () => {
    const state = twoSeats();
    const result = await serviceWith(state).hint(ana, ID);
    expect(result.version).toBe(state.version);
    expect(result.hint).toEqual(hintFor(state));
    expect(result.hint.exact).toBe(true);
  });

  it('refuses everyone else, unknown games and games with hints off', async () => {
    const state = twoSeats();
    expect(await refusal(serviceWith(state).hint(ben, ID))).toBe('NOT_YOUR_TURN');
    expect(await refusal(serviceWith(state).hint({ id: 'eve' }, ID))).toBe('FORBIDDEN');
    expect(await refusal(serviceWith(state).hint(ana, 'zzzzzzzzzzzzzzzz'))).toBe('NOT_FOUND');
    expect(await refusal(serviceWith(state).hint(ana, 'not-an-id'))).toBe('NOT_FOUND');
    expect(await refusal(serviceWith(state, { hints: false }).hint(ana, ID))).toBe('FORBIDDEN');
    expect(await refusal(serviceWith(state, { hints: true }).hint(ana, ID))).toBe('accepted');
    const finished: GameState = { ...state, status: 'finished', turn: null };
    expect(await refusal(serviceWith(finished).hint(ana, ID))).toBe('GAME_NOT_ACTIVE');
  });
});
