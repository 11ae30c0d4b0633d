import { describe, expect, it } from 'vitest';
import { useRestApp } from '../support/rest.js';
import type { GameView } from '../../src/service/index.js';
import { gqlClient, ok } from '../graphql/client.js';

/*
 * Options, the lobby, leaving, rematches and invitations as a client sends them over REST,
 * and the same over GraphQL on the same app: status codes, bodies, and refusals.
 */

const rest = useRestApp();
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as GameView & { code?: string; items?: GameView[]; nextCursor?: string | null } });

describe('REST', () => {
  it('creates a public game with a deadline, lists it in the lobby, and joins it with a client seed', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    const created = await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-6', seats: 2, visibility: 'public', turnSeconds: 3600, clientSeed: 'ana' } }));
    expect(created.status).toBe(201);
    expect(created.body.options).toEqual({ turnSeconds: 3600, visibility: 'public', hints: true, rated: false });
    const lobby = await json(await rest.call('GET', '/v1/lobby?ruleset=yams-6&limit=100'));
    expect(lobby.status).toBe(200);
    expect(lobby.body.items!.map((g) => g.id)).toContain(created.body.id);
    const joined = await json(await rest.call('POST', `/v1/games/${created.body.id}/join`, { token: ben.token, body: { clientSeed: 'ben' } }));
    expect(joined.status).toBe(200);
    expect(joined.body.status).toBe('active');
    expect(Date.parse(joined.body.turn!.deadline!)).toBe(Date.parse(joined.body.updatedAt) + 3_600_000);
    expect((await json(await rest.call('GET', '/v1/lobby?ruleset=yams-6&limit=100'))).body.items!.map((g) => g.id)).not.toContain(created.body.id);
  });

  it('refuses bad options with 400 and a field, and joins without a body', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    for (const body of [{ ruleset: 'jamb', turnSeconds: 30 }, { ruleset: 'jamb', visibility: 'secret' }, { ruleset: 'jamb', clientSeed: 'a|b' }, { ruleset: 'jamb', hints: 'no' }]) {
      const res = await json(await rest.call('POST', '/v1/games', { token: ana.token, body }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const game = (await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb', seats: 2 } }))).body;
    expect((await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } })).status).toBe(200);
    expect((await json(await rest.call('GET', '/v1/lobby?cursor=bad'))).body.code).toBe('VALIDATION_FAILED');
  });

  it('leaves an open game, cancels it when the creator leaves, and refuses leaving a started one', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    const game = (await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb', seats: 3 } }))).body;
    await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    const left = await json(await rest.call('POST', `/v1/games/${game.id}/leave`, { token: ben.token }));
    expect(left.status).toBe(200);
    expect(left.body.seats[1]!.player).toBeNull();
    const cancelled = await json(await rest.call('POST', `/v1/games/${game.id}/leave`, { token: ana.token }));
    expect(cancelled.body.status).toBe('cancelled');
    const solo = (await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb' } }))).body;
    const refused = await json(await rest.call('POST', `/v1/games/${solo.id}/leave`, { token: ana.token }));
    expect([refused.status, refused.body.code]).toEqual([409, 'GAME_NOT_OPEN']);
  });

  it('answers a rematch with 201, then 200 for the invited player, who saw it in their invitations', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    const game = (await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 2 } }))).body;
    await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    const early = await json(await rest.call('POST', `/v1/games/${game.id}/rematch`, { token: ana.token }));
    expect([early.status, early.body.code]).toEqual([409, 'GAME_NOT_FINISHED']);
    await rest.call('POST', `/v1/games/${game.id}/actions`, { token: ben.token, body: { type: 'resign' } });
    // Ana resigns too: a game every player resigned is finished.
    await rest.call('POST', `/v1/games/${game.id}/actions`, { token: ana.token, body: { type: 'resign' } });
    const first = await rest.call('POST', `/v1/games/${game.id}/rematch`, { token: ana.token });
    const rematch = (await json(first)).body;
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`/v1/games/${rematch.id}`);
    const invited = await json(await rest.call('GET', '/v1/players/me/invitations', { token: ben.token }));
    expect(invited.body.items!.map((g) => g.id)).toEqual([rematch.id]);
    const second = await json(await rest.call('POST', `/v1/games/${game.id}/rematch`, { token: ben.token }));
    expect([second.status, second.body.id, second.body.status]).toEqual([200, rematch.id, 'active']);
    expect((await json(await rest.call('GET', '/v1/players/me/invitations', { token: ben.token }))).body.items).toEqual([]);
  });
});

describe('GraphQL', () => {
  it('creates with options, lists the lobby, leaves, and refuses a rematch of an open game', async () => {
    const gql = gqlClient(rest.app);
    const ana = await rest.register('Ana');
    const created = ok(
      await gql(
        'mutation { createGame(ruleset: "yamb-classic", seats: 2, visibility: public, turnSeconds: 600, hints: false) { id options { turnSeconds visibility hints } } }',
        {},
        ana.token,
      ),
    ).createGame;
    expect(created.options).toEqual({ turnSeconds: 600, visibility: 'public', hints: false });
    const lobby = ok(await gql('query { lobby(ruleset: "yamb-classic", first: 100) { edges { node { id } } } }')).lobby;
    expect(lobby.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(created.id);
    const refused = await gql('mutation($id: ID!) { rematch(gameId: $id) { id } }', { id: created.id }, ana.token);
    expect(refused.errors?.[0]?.extensions.code).toBe('GAME_NOT_FINISHED');
    const left = ok(await gql('mutation($id: ID!) { leaveGame(gameId: $id) { status } }', { id: created.id }, ana.token)).leaveGame;
    expect(left.status).toBe('cancelled');
    expect(ok(await gql('query { myInvitations { edges { node { id } } } }', {}, ana.token)).myInvitations.edges).toEqual([]);
  });
});
