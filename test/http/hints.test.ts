import { describe, expect, it } from 'vitest';
import { useRestApp } from '../support/rest.js';
import type { GameView } from '../../src/service/index.js';

const api = useRestApp();

interface HintBody {
  best: Record<string, unknown>;
  options: { action: Record<string, unknown>; value: number }[];
  exact: boolean;
}

describe('GET /v1/games/{id}/hint and Game.hint', () => {
  it('gives the player to move the optimal yams-5 action, and its value, over REST and GraphQL', async () => {
    const ana = await api.register('Ana');
    const game = (await (await api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 1 } })).json()) as { id: string; version: number };
    const res = await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${game.version}"`);
    const hint = (await res.json()) as HintBody;
    // Before the first roll the only action is rolling every die, worth the optimum of the game.
    expect(hint).toEqual({ best: { type: 'roll', keep: [] }, options: [{ action: { type: 'roll', keep: [] }, value: expect.closeTo(237.0274, 3) }], exact: true });

    await api.call('POST', `/v1/games/${game.id}/actions`, { token: ana.token, body: { type: 'roll' } });
    const after = (await (await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token })).json()) as HintBody;
    expect(after.options.length).toBeGreaterThan(13);
    // The hinted action is a body the actions endpoint takes.
    const acted = await api.call('POST', `/v1/games/${game.id}/actions`, { token: ana.token, body: after.best });
    expect(acted.status).toBe(200);

    const query = 'query($id: ID!) { game(id: $id) { hint { best { type keep column category } options { action { type keep column category } value } exact } } }';
    const gql = (await (await api.call('POST', '/graphql', { token: ana.token, body: { query, variables: { id: game.id } } })).json()) as { data: { game: { hint: HintBody } } };
    const rest = (await (await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token })).json()) as HintBody;
    const withNulls = (a: Record<string, unknown>) => ({ type: a.type, keep: a.keep ?? null, column: a.column ?? null, category: a.category ?? null });
    expect(gql.data.game.hint.best).toEqual(withNulls(rest.best));
    expect(gql.data.game.hint.options.map((o) => ({ action: o.action, value: o.value }))).toEqual(rest.options.map((o) => ({ action: withNulls(o.action), value: o.value })));
    expect(gql.data.game.hint.exact).toBe(true);
  });

  it('refuses a caller without a token, a seat that is not to move, and a jamb hint is an estimate', async () => {
    const ana = await api.register('Ana');
    const ben = await api.register('Ben');
    const game = (await (await api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb', seats: 2 } })).json()) as GameView;
    expect((await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token })).status).toBe(409); // still open
    await api.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    expect((await api.call('GET', `/v1/games/${game.id}/hint`)).status).toBe(401);
    const notYours = await api.call('GET', `/v1/games/${game.id}/hint`, { token: ben.token });
    expect(notYours.status).toBe(409);
    expect(((await notYours.json()) as { code: string }).code).toBe('NOT_YOUR_TURN');
    const hint = (await (await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token })).json()) as HintBody;
    expect(hint.exact).toBe(false);
    expect(hint.best).toEqual({ type: 'roll', keep: [] });

    const query = 'query($id: ID!) { game(id: $id) { id hint { exact } } }';
    const gql = (await (await api.call('POST', '/graphql', { token: ben.token, body: { query, variables: { id: game.id } } })).json()) as {
      data: { game: { id: string; hint: null } };
      errors: { extensions: { code: string } }[];
    };
    // The field is null with the error; the rest of the game still comes back.
    expect(gql.data.game).toEqual({ id: game.id, hint: null });
    expect(gql.errors[0]!.extensions.code).toBe('NOT_YOUR_TURN');
  });

  it('refuses hints in a game whose options turn them off', async () => {
    const ana = await api.register('Ana');
    const game = (await (await api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-6', seats: 1 } })).json()) as { id: string };
    expect((await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token })).status).toBe(200);
    // The record as a create with `hints: false` writes it.
    const stored = (await api.store.store.getGame(game.id))!;
    expect(await api.store.store.saveGame({ ...stored, options: { ...stored.options, hints: false } }, stored)).toBe(true);
    const res = await api.call('GET', `/v1/games/${game.id}/hint`, { token: ana.token });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
  });
});
