import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { API_ERRORS } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { gqlClient, type Gql } from '../graphql/client.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Refusals as clients receive them, where the code alone would leave them guessing: a move
 * that lost the race to its turn's deadline is NOT_YOUR_TURN with `reason: TURN_TIMED_OUT` in
 * REST's problem and in GraphQL's extensions (API.md, round 3, "Errors added"), and joining a
 * cancelled game is GAME_NOT_OPEN, which the join operation documents. The clock is set by the
 * test, never waited for.
 */

const db = useEmbeddedStore();
const START = Date.UTC(2026, 5, 1, 12);
const at = { now: START };
let app: App;
let gql: Gql;

beforeAll(() => {
  app = createApp({ service: createService({ store: db.store, clock: () => at.now, log: silentLogger }), logger: silentLogger });
  gql = gqlClient(app);
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const json = async (response: Response | Promise<Response>) => (await response).json() as Promise<Record<string, any>>;
const register = async (name: string) => (await json(call('POST', '/v1/players', undefined, { name }))).token as string;

/** A two-seat game with one-minute turns, active, seat 0 to move. */
async function duel(): Promise<{ ana: string; ivo: string; id: string }> {
  const [ana, ivo] = [await register('Ana'), await register('Ivo')];
  const { id } = await json(call('POST', '/v1/games', ana, { ruleset: 'jamb', seats: 2, turnSeconds: 60, visibility: 'public' }));
  await call('POST', `/v1/games/${id}/join`, ivo, {});
  return { ana, ivo, id };
}

describe('a move that loses the race to its deadline', () => {
  it('is a 409 NOT_YOUR_TURN problem with reason TURN_TIMED_OUT over REST; an out-of-turn move without a timeout has no reason', async () => {
    const { ana, ivo, id } = await duel();
    const plain = await call('POST', `/v1/games/${id}/actions`, ivo, { type: 'roll' });
    expect(plain.status).toBe(409);
    const plainBody = await json(plain);
    expect(plainBody.code).toBe('NOT_YOUR_TURN');
    expect(plainBody).not.toHaveProperty('reason');

    at.now += 60_000;
    const late = await call('POST', `/v1/games/${id}/actions`, ana, { type: 'roll' });
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ code: 'NOT_YOUR_TURN', reason: 'TURN_TIMED_OUT', title: API_ERRORS.NOT_YOUR_TURN.title, detail: expect.stringMatching(/^your turn timed out/) });
    // The timeout was written first; the late roll changed nothing.
    const moves = await json(call('GET', `/v1/games/${id}/moves`));
    expect(moves.items.map((m: { type: string }) => m.type).slice(-1)).toEqual(['timeout']);
  });

  it('carries the reason in GraphQL extensions', async () => {
    const { ana, id } = await duel();
    at.now += 60_000;
    const reply = await gql('mutation($gameId: ID!) { roll(gameId: $gameId) { version } }', { gameId: id }, ana);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_YOUR_TURN', status: 409, reason: 'TURN_TIMED_OUT' });
  });
});

describe('joining a cancelled game', () => {
  it('is a 409 GAME_NOT_OPEN, which the join operation documents', async () => {
    const [eva, uma] = [await register('Eva'), await register('Uma')];
    const { id } = await json(call('POST', '/v1/games', eva, { ruleset: 'jamb', seats: 2, visibility: 'public' }));
    expect((await json(call('POST', `/v1/games/${id}/leave`, eva, {}))).status).toBe('cancelled');
    const refused = await call('POST', `/v1/games/${id}/join`, uma, {});
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('GAME_NOT_OPEN');
    const document = await json(call('GET', '/openapi.json'));
    expect(document.paths['/v1/games/{gameId}/join'].post.responses['409'].description).toContain('`GAME_NOT_OPEN`');
  });
});
