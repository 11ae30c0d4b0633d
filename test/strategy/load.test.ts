import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine/index.js';
import { hintFor, loadStrategy } from '../../src/strategy/index.js';

/*
 * The exact tables ship in modules of their own, loaded on demand (a process that never asks
 * for a hint or a bot never reads them). Before its ruleset is loaded a hint is refused with the
 * loader's name, not answered from an empty table; once loaded, it is answered, and the load is
 * done once however many ask at the same time.
 */
const fresh = (ruleset: 'yams-6' | 'jamb') => {
  const created = createGame({ ruleset, seats: 1, creator: { id: 'alice', name: 'Alice' } });
  if (!created.ok) throw new Error(created.error.code);
  return created.value.state;
};

describe('loadStrategy', () => {
  it('is needed before a hint of a yams ruleset, and enough after', async () => {
    const state = fresh('yams-6');
    expect(() => hintFor(state)).toThrow(/loadStrategy\('yams-6'\)/);
    await Promise.all([loadStrategy('yams-6'), loadStrategy('yams-6')]);
    expect(hintFor(state)).toMatchObject({ best: { type: 'roll', keep: [] }, exact: true });
  });

  it('loads nothing for a ruleset the strategy estimates', async () => {
    await loadStrategy('jamb');
    expect(hintFor(fresh('jamb'))?.best).toEqual({ type: 'roll', keep: [] });
  });
});
