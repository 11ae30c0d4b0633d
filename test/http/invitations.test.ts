import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import type { GameView } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { seededRandom } from '../support/random.js';
import { useRestApp } from '../support/rest.js';

/*
 * Private games and invitations as clients send them over REST and GraphQL on one app:
 * who sees the invitation (and how the game's copies are tagged for caches), who may join,
 * invitations by id and their decline, and who finds an open private game in which list.
 */

const rest = useRestApp();
type Body = GameView & { code?: string; items?: GameView[]; detail?: string };
const json = async (res: Response) => ({ status: res.status, headers: res.headers, body: (await res.json()) as Body });
const gql = async (query: string, token?: string, variables: Record<string, unknown> = {}) =>
  (await (await rest.call('POST', '/graphql', { token, body: { query, variables } })).json()) as { data?: any; errors?: { extensions: { code: string } }[] };
const codeOf = (reply: { errors?: { extensions: { code: string } }[] }) => reply.errors?.[0]?.extensions.code;

async function openGame(token: string, body: Record<string, unknown> = { ruleset: 'jamb', seats: 3 }) {
  const created = await json(await rest.call('POST', '/v1/games', { token, body }));
  expect(created.status).toBe(201);
  return created.body;
}

describe('the invitation in the view', () => {
  it('goes to the players of the open game alone, in a copy of their own', async () => {
    const [ana, ben] = [await rest.register('Ana'), await rest.register('Ben')];
    const game = await openGame(ana.token);
    expect(game.invitation).toEqual({ code: expect.stringMatching(/^[\w-]{22}$/), url: `http://localhost/games/${game.id}?invitation=${game.invitation!.code}` });

    const mine = await json(await rest.call('GET', `/v1/games/${game.id}`, { token: ana.token }));
    expect(mine.body.invitation).toEqual(game.invitation);
    expect([mine.headers.get('etag'), mine.headers.get('cache-control'), mine.headers.get('vary')]).toEqual(['"1.i"', 'private, no-cache', 'Authorization']);
    for (const token of [undefined, ben.token]) {
      const theirs = await json(await rest.call('GET', `/v1/games/${game.id}`, { token }));
      expect(theirs.body.invitation, token ? 'another player' : 'no token').toBeUndefined();
      expect([theirs.headers.get('etag'), theirs.headers.get('cache-control'), theirs.headers.get('vary')]).toEqual(['"1"', 'no-cache', 'Authorization']);
    }
    // A copy without the invitation is not the player's copy: no 304 for it, and the other way round.
    expect((await rest.call('GET', `/v1/games/${game.id}`, { token: ana.token, headers: { 'if-none-match': '"1"' } })).status).toBe(200);
    expect((await rest.call('GET', `/v1/games/${game.id}`, { token: ana.token, headers: { 'if-none-match': '"1.i"' } })).status).toBe(304);
    expect((await rest.call('GET', `/v1/games/${game.id}`, { headers: { 'if-none-match': '"1.i"' } })).status).toBe(200);
    // The player's tag is a version like any other for If-Match.
    expect((await rest.call('POST', `/v1/games/${game.id}/leave`, { token: ana.token, headers: { 'if-match': '"1.i"' } })).status).toBe(200);
    expect((await json(await rest.call('GET', `/v1/games/${game.id}`, { token: 'yamb_nobody' }))).body.code).toBe('UNAUTHENTICATED');
  });

  it('is built from PUBLIC_URL when set, and else from the origin the request reached', async () => {
    const viaOrigin = await rest.app.request('https://play.example:8443/v1/games', { method: 'POST', headers: { authorization: `Bearer ${(await rest.register('Ana')).token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ruleset: 'jamb', seats: 2 }) });
    const game = (await viaOrigin.json()) as GameView;
    expect(game.invitation!.url).toBe(`https://play.example:8443/games/${game.id}?invitation=${game.invitation!.code}`);

    const app: App = createApp({ service: createService({ store: rest.store.store, random: seededRandom('public-url'), log: silentLogger, publicUrl: 'https://yamb.example' }), logger: silentLogger });
    const registered = (await (await app.request('/v1/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ivo' }) })).json()) as { token: string };
    const created = (await (await app.request('http://127.0.0.1:9/v1/games', { method: 'POST', headers: { authorization: `Bearer ${registered.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ruleset: 'jamb', seats: 2 }) })).json()) as GameView;
    expect(created.invitation!.url).toBe(`https://yamb.example/games/${created.id}?invitation=${created.invitation!.code}`);
  });

  it('is Game.invitation in GraphQL: for a player of the open game, null for anyone else', async () => {
    const [ana, ben] = [await rest.register('Ana'), await rest.register('Ben')];
    const game = await openGame(ana.token);
    const query = 'query($id: ID!) { game(id: $id) { id invitation { code url } } }';
    expect((await gql(query, ana.token, { id: game.id })).data.game.invitation).toEqual(game.invitation);
    expect((await gql(query, ben.token, { id: game.id })).data.game.invitation).toBeNull();
    expect((await gql(query, undefined, { id: game.id })).data.game.invitation).toBeNull();
    expect(codeOf(await gql(query, 'yamb_nobody', { id: game.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('joining a private game', () => {
  it('needs its code over REST: 403 INVITATION_REQUIRED without it, 200 with it', async () => {
    const [ana, ben] = [await rest.register('Ana'), await rest.register('Ben')];
    const game = await openGame(ana.token, { ruleset: 'yams-5', seats: 2 });
    for (const body of [undefined, {}, { invitation: 'guess' }, { invitation: game.invitation!.code.toUpperCase() }]) {
      const refused = await json(await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, ...(body && { body }) }));
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([403, 'INVITATION_REQUIRED']);
      expect(refused.body.detail).not.toContain(game.invitation!.code);
    }
    const tooLong = await json(await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: 'x'.repeat(65) } }));
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const joined = await json(await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } }));
    expect([joined.status, joined.body.status]).toEqual([200, 'active']);
  });

  it('needs its code over GraphQL: joinGame(invitation)', async () => {
    const [ana, ben] = [await rest.register('Ana'), await rest.register('Ben')];
    const game = await openGame(ana.token, { ruleset: 'yams-5', seats: 2 });
    const join = 'mutation($id: ID!, $code: String) { joinGame(gameId: $id, invitation: $code) { status } }';
    expect(codeOf(await gql(join, ben.token, { id: game.id }))).toBe('INVITATION_REQUIRED');
    expect(codeOf(await gql(join, ben.token, { id: game.id, code: 'guess' }))).toBe('INVITATION_REQUIRED');
    expect((await gql(join, ben.token, { id: game.id, code: game.invitation!.code })).data.joinGame.status).toBe('active');
  });
});

describe('invitations by player id', () => {
  it('over REST: invite, listed for the invited player, joined without the code; declined elsewhere', async () => {
    const [ana, ben, cyd] = [await rest.register('Ana'), await rest.register('Ben'), await rest.register('Cyd')];
    const game = await openGame(ana.token, { ruleset: 'jamb', seats: 3 });
    const invited = await json(await rest.call('POST', `/v1/games/${game.id}/invitations`, { token: ana.token, body: { player: ben.id } }));
    expect(invited.status).toBe(200);
    expect(invited.body.lastMove).toMatchObject({ type: 'invite', invited: [{ id: ben.id, name: 'Ben' }] });
    expect(invited.headers.get('etag')).toBe('"2.i"');
    await rest.call('POST', `/v1/games/${game.id}/invitations`, { token: ana.token, body: { player: cyd.id } });
    const listed = async (token: string) => (await json(await rest.call('GET', '/v1/players/me/invitations', { token }))).body.items!.map((g) => g.id);
    expect(await listed(ben.token)).toEqual([game.id]);
    expect(await listed(cyd.token)).toEqual([game.id]);
    expect((await rest.call('DELETE', `/v1/players/me/invitations/${game.id}`, { token: cyd.token })).status).toBe(204);
    expect((await rest.call('DELETE', `/v1/players/me/invitations/${game.id}`, { token: cyd.token })).status).toBe(204);
    expect(await listed(cyd.token)).toEqual([]);
    expect((await json(await rest.call('POST', `/v1/games/${game.id}/join`, { token: cyd.token }))).body.code).toBe('INVITATION_REQUIRED');
    const joined = await json(await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token }));
    expect([joined.status, joined.body.seats[1]!.player?.id]).toEqual([200, ben.id]);
  });

  it('over REST: refusals are 4xx with their codes, and change nothing', async () => {
    const [ana, ben] = [await rest.register('Ana'), await rest.register('Ben')];
    const game = await openGame(ana.token, { ruleset: 'jamb', seats: 2 });
    const invite = async (token: string | undefined, body: unknown, id = game.id) => {
      const res = await json(await rest.call('POST', `/v1/games/${id}/invitations`, { token, body }));
      return [res.status, res.body.code];
    };
    expect(await invite(undefined, { player: ben.id })).toEqual([401, 'UNAUTHENTICATED']);
    expect(await invite(ben.token, { player: ana.id })).toEqual([403, 'FORBIDDEN']);
    expect(await invite(ana.token, { player: ana.id })).toEqual([409, 'ALREADY_SEATED']);
    expect(await invite(ana.token, { player: '0'.repeat(16) })).toEqual([404, 'NOT_FOUND']);
    expect(await invite(ana.token, { player: ben.id }, '0'.repeat(16))).toEqual([404, 'NOT_FOUND']);
    for (const body of [{}, { player: 7 }, { player: ben.id, code: 'x' }, 'not json']) expect(await invite(ana.token, body)).toEqual([400, 'VALIDATION_FAILED']);
    expect(await invite(ana.token, { player: ben.id }, game.id)).toEqual([200, undefined]);
    expect((await json(await rest.call('GET', `/v1/games/${game.id}`))).body.version).toBe(2);
    expect((await json(await rest.call('DELETE', `/v1/players/me/invitations/${game.id}`, { token: ana.token }))).body.code).toBe('ALREADY_SEATED');
    expect((await json(await rest.call('DELETE', `/v1/players/me/invitations/${'0'.repeat(16)}`, { token: ben.token }))).body.code).toBe('NOT_FOUND');
    expect((await json(await rest.call('DELETE', `/v1/players/me/invitations/${game.id}`))).body.code).toBe('UNAUTHENTICATED');
  });

  it('over GraphQL: invitePlayer, myInvitations, declineInvitation, with the same codes', async () => {
    const [ana, ben, cyd] = [await rest.register('Ana'), await rest.register('Ben'), await rest.register('Cyd')];
    const game = await openGame(ana.token, { ruleset: 'yams-6', seats: 2 });
    const invite = 'mutation($id: ID!, $player: ID!) { invitePlayer(gameId: $id, player: $player) { version invitation { code } lastMove { type invited { id } } } }';
    const mine = '{ myInvitations { edges { node { id status } } } }';
    const decline = 'mutation($id: ID!) { declineInvitation(gameId: $id) }';
    const invited = (await gql(invite, ana.token, { id: game.id, player: ben.id })).data.invitePlayer;
    expect(invited).toEqual({ version: 2, invitation: { code: game.invitation!.code }, lastMove: { type: 'invite', invited: [{ id: ben.id }] } });
    expect((await gql(mine, ben.token)).data.myInvitations.edges).toEqual([{ node: { id: game.id, status: 'open' } }]);
    expect(codeOf(await gql(invite, cyd.token, { id: game.id, player: ben.id }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(invite, ana.token, { id: game.id, player: '0'.repeat(16) }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(invite, undefined, { id: game.id, player: ben.id }))).toBe('UNAUTHENTICATED');
    expect((await gql(decline, ben.token, { id: game.id })).data.declineInvitation).toBe(true);
    expect((await gql(mine, ben.token)).data.myInvitations.edges).toEqual([]);
    expect(codeOf(await gql(decline, ana.token, { id: game.id }))).toBe('ALREADY_SEATED');
    expect(codeOf(await gql(mine))).toBe('UNAUTHENTICATED');
  });
});

describe('an open private game in the lists', () => {
  it('is in no list and no export of an outsider, over REST and GraphQL, until it starts', async () => {
    const [ana, ben, eve] = [await rest.register('Ana'), await rest.register('Ben'), await rest.register('Eve')];
    const game = await openGame(ana.token, { ruleset: 'yamb-classic', seats: 2 });
    const restLists = [`/v1/games?player=${ana.id}`, `/v1/games?player=${ana.id}&status=open`, `/v1/games?player=${ana.id}&ruleset=yamb-classic`, '/v1/lobby', '/v1/lobby?ruleset=yamb-classic', '/v1/players/me/invitations'];
    const exportPath = `/v1/games/export?player=${ana.id}&status=open`;
    const found = async (token: string | undefined) => {
      const lists = await Promise.all(restLists.filter((p) => token || !p.includes('/me/')).map(async (p) => (await json(await rest.call('GET', p, { token }))).body.items!.map((g) => g.id)));
      const exported = (await (await rest.call('GET', exportPath, { token })).text()).split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { game: { id: string } }).game.id);
      const graph = await gql(
        'query($p: ID!) { all: games(filter: { player: $p }) { edges { node { id } } } open: games(filter: { player: $p, status: open }) { edges { node { id } } } lobby { edges { node { id } } } }',
        token,
        { p: ana.id },
      );
      const graphIds = [graph.data.all, graph.data.open, graph.data.lobby].flatMap((c: { edges: { node: { id: string } }[] }) => c.edges.map((e) => e.node.id));
      return [...lists.flat(), ...exported, ...graphIds].filter((id) => id === game.id).length;
    };
    expect(await found(undefined)).toBe(0);
    expect(await found(eve.token)).toBe(0);
    // Ana finds her game in her lists (all, open, of its ruleset; GraphQL all and open); the export is anyone's, so not there.
    expect(await found(ana.token)).toBe(5);
    await rest.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    // Started: a record like every game, in Ana's games (all and of its ruleset, GraphQL all) for anyone.
    expect(await found(eve.token)).toBe(3);
  });
});
