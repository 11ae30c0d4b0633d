import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../src/engine/index.js';
import { RULESETS, RULESET_IDS } from '../../src/engine/index.js';
import { prng } from '../../src/strategy/random.js';
import { useRestApp } from '../support/rest.js';

// Hints through the real service: the REST app over an embedded DynamoDB (dynalite), each
// hint read from the stored game and each hinted action sent back as the player would.
const api = useRestApp();

interface HintBody {
  best: Record<string, unknown>;
  options: { action: Record<string, unknown>; value: number }[];
  exact: boolean;
}

interface GameBody {
  id: string;
  ruleset: RulesetId;
  status: string;
  seats: { total: number; bot: string | null }[];
  turn: { seat: number } | null;
}

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const body = await r.text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body) as T;
}

/**
 * Plays the caller's seat of `gameId` to the end of the game from hints alone: every action
 * is one the hint listed, its best in most turns and another of its options in the others
 * (drawn from `random`), and each is sent to the actions endpoint, which must take it.
 */
async function playByHints(gameId: string, token: string, random: () => number): Promise<{ game: GameBody; hints: number; others: number }> {
  let game = await json<GameBody>(api.call('GET', `/v1/games/${gameId}`, { token }));
  let hints = 0;
  let others = 0;
  while (game.status === 'active') {
    const hint = await json<HintBody>(api.call('GET', `/v1/games/${gameId}/hint`, { token }));
    hints++;
    expect(hint.options[0]!.action).toEqual(hint.best);
    // Exact on the one-column games, the strong player's estimate on the four-column ones.
    expect(hint.exact).toBe(RULESETS[game.ruleset].columns.length === 1);
    // Best first: values never rise down the list.
    for (let i = 1; i < hint.options.length; i++) expect(hint.options[i]!.value).toBeLessThanOrEqual(hint.options[i - 1]!.value);
    const other = random() < 0.25 && hint.options.length > 1;
    const action = other ? hint.options[1 + Math.floor(random() * (hint.options.length - 1))]!.action : hint.best;
    if (other) others++;
    game = await json<GameBody>(api.call('POST', `/v1/games/${gameId}/actions`, { token, body: action }));
  }
  return { game, hints, others };
}

describe('hints through the service on an embedded DynamoDB', () => {
  it.each(RULESET_IDS)('on %s, every hinted action is one the actions endpoint takes, to the end of a solo game', async (id) => {
    const ana = await api.register('Ana');
    const created = await json<GameBody>(api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: id, seats: 1 } }), 201);
    const { game, hints, others } = await playByHints(created.id, ana.token, prng(id.length));
    expect(game.status).toBe('finished');
    // Every box filled, each turn after at least one hint; some turns took another option than the best.
    expect(hints).toBeGreaterThanOrEqual(RULESETS[id].columns.length * RULESETS[id].categories.length * 2);
    expect(others).toBeGreaterThan(0);
  });

  it.each(['jamb', 'yamb-classic'] as const)('on %s, a player led by hints plays a strong bot seat to the end', async (id) => {
    const ana = await api.register('Ana');
    const created = await json<GameBody>(api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: id, seats: 2, bots: [{ level: 'strong' }] } }), 201);
    expect(created.seats.map((s) => s.bot)).toEqual([null, 'strong']);
    // Ana follows the best hint throughout: she and the bot are the same player on different dice.
    const { game, others } = await playByHints(created.id, ana.token, () => 0.99);
    expect(others).toBe(0);
    // A finished game has every sheet full: the bot played each of its turns in the write of Ana's move before it.
    expect(game.status).toBe('finished');
    for (const seat of game.seats) expect(seat.total).toBeGreaterThan(600);
  });
});
