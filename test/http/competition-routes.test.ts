import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app/index.js';
import { createApp } from '../../src/app/index.js';
import type { GameView, TournamentView } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { gqlClient, ok } from '../graphql/client.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Ratings and tournaments as a client sends them over REST, and the same over GraphQL on the
 * same app: status codes, stable error codes, bodies; a refused request changes nothing.
 */

const ctx = useEmbeddedStore();
let service: Service;
const rest = {} as {
  app: App;
  call(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  register(name: string): Promise<{ id: string; token: string }>;
};
beforeAll(() => {
  service = createService({ store: ctx.store, log: silentLogger });
  rest.app = createApp({ service, logger: silentLogger });
  rest.call = async (method, path, { token, body, headers } = {}) =>
    rest.app.request(path, { method, headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }), ...headers }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  rest.register = async (name) => {
    const body = (await (await rest.call('POST', '/v1/players', { body: { name } })).json()) as { player: { id: string }; token: string };
    return { id: body.player.id, token: body.token };
  };
});
type Body = Record<string, any>;
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Body });
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const tournament = (over: Body = {}) => ({ name: 'Friday jamb', ruleset: 'jamb', tableSize: 3, rounds: 2, turnSeconds: 3600, startsAt: later(86_400_000), ...over });

describe('REST', () => {
  it('refuses a rated game of one seat, with bots or with hints (400), and plays a rated duel to its ratings', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    for (const body of [{ seats: 1 }, { seats: 2, bots: [{ level: 'greedy' }] }, { seats: 2, hints: true }]) {
      const refused = await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', rated: true, ...body } }));
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await json(await rest.call('GET', `/v1/games?player=${ana.id}`))).body.items).toEqual([]);
    let view = (await json(await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 2, rated: true, visibility: 'public' } }))).body as GameView;
    expect(view.options).toEqual({ turnSeconds: null, visibility: 'public', hints: false, rated: true });
    expect((await rest.call('GET', `/v1/games/${view.id}/hint`, { token: ana.token })).status).toBe(403);
    view = (await json(await rest.call('POST', `/v1/games/${view.id}/join`, { token: ben.token }))).body as GameView;
    view = (await json(await rest.call('POST', `/v1/games/${view.id}/actions`, { token: ana.token, body: { type: 'resign' } }))).body as GameView;
    view = (await json(await rest.call('POST', `/v1/games/${view.id}/actions`, { token: ben.token, body: { type: 'resign' } }))).body as GameView;
    expect(view.status).toBe('finished');
    // The ratings follow the game's end, by the feed of written games (in this process).
    await service.feed!.idle();
    const read = (await json(await rest.call('GET', `/v1/games/${view.id}`))).body as GameView;
    expect(read.seats.map((s) => s.ratingBefore?.rating)).toEqual([1000, 1000]);
    // A player of the game reads it with its token and sees the same ratings.
    expect(((await json(await rest.call('GET', `/v1/games/${view.id}`, { token: ana.token }))).body as GameView).seats).toEqual(read.seats);
    // The ratings came without a new version: a cache holding the finishing write's view (its
    // tag) gets the rated view, and one holding the rated view is told it is current.
    const stale = await rest.call('GET', `/v1/games/${view.id}`, { headers: { 'if-none-match': `"${view.version}"` } });
    expect([stale.status, stale.headers.get('etag')]).toEqual([200, `"${view.version}.r"`]);
    expect((await rest.call('GET', `/v1/games/${view.id}`, { headers: { 'if-none-match': `"${view.version}.r"` } })).status).toBe(304);
    const mine = await json(await rest.call('GET', `/v1/players/${ana.id}/ratings`));
    expect(mine).toMatchObject({ status: 200, body: { player: { id: ana.id, name: 'Ana' }, ratings: [{ ruleset: 'yams-5', games: 1, rank: 1, rating: read.seats[0]!.ratingAfter!.rating }] } });
    const list = await json(await rest.call('GET', '/v1/ratings/yams-5?limit=1'));
    expect(list.body.items).toEqual([expect.objectContaining({ rank: 1, games: 1 })]);
    const next = await json(await rest.call('GET', `/v1/ratings/yams-5?limit=1&cursor=${list.body.nextCursor}`));
    expect(next.body.items).toEqual([expect.objectContaining({ rank: 1 })]);
    expect((await rest.call('GET', '/v1/ratings/chess')).status).toBe(404);
    expect((await rest.call('GET', '/v1/ratings/jamb?cursor=nonsense')).status).toBe(400);
    expect((await rest.call('GET', '/v1/players/0000000000000000/ratings')).status).toBe(404);
  });

  it('creates, joins, leaves, lists and reads tournaments, with the codes of the contract', async () => {
    const ana = await rest.register('Ana');
    const ben = await rest.register('Ben');
    expect((await rest.call('POST', '/v1/tournaments', { body: tournament() })).status).toBe(401);
    for (const bad of [{ tableSize: 1 }, { tableSize: 5 }, { rounds: 0 }, { rounds: 21 }, { startsAt: later(-60_000) }, { maxPlayers: 1 }, { turnSeconds: 10 }]) {
      const refused = await json(await rest.call('POST', '/v1/tournaments', { token: ana.token, body: tournament(bad) }));
      expect([refused.status, refused.body.code], JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await json(await rest.call('GET', '/v1/tournaments'))).body.items).toEqual([]);
    const created = await rest.call('POST', '/v1/tournaments', { token: ana.token, body: tournament({ maxPlayers: 2 }) });
    expect(created.status).toBe(201);
    const t = (await created.json()) as TournamentView;
    expect(created.headers.get('location')).toBe(`/v1/tournaments/${t.id}`);
    expect(t).toMatchObject({ status: 'upcoming', createdBy: { id: ana.id }, settings: { tableSize: 3, rounds: 2, maxPlayers: 2, rated: false }, players: [], standings: [], rounds: [] });
    for (const p of [ana, ben]) expect((await rest.call('POST', `/v1/tournaments/${t.id}/join`, { token: p.token })).status).toBe(200);
    const cy = await rest.register('Cy');
    const full = await json(await rest.call('POST', `/v1/tournaments/${t.id}/join`, { token: cy.token }));
    expect([full.status, full.body.code]).toEqual([409, 'TOURNAMENT_CLOSED']);
    const left = await json(await rest.call('POST', `/v1/tournaments/${t.id}/leave`, { token: ben.token }));
    expect(left.body.players.map((p: Body) => p.player.id)).toEqual([ana.id]);
    const read = await json(await rest.call('GET', `/v1/tournaments/${t.id}`));
    expect(read.body).toMatchObject({ id: t.id, version: 4, standings: [{ rank: 1, player: { id: ana.id }, points: 0, games: 0, byes: 0, tiebreak: 0 }] });
    const listed = await json(await rest.call('GET', '/v1/tournaments?status=upcoming&limit=10'));
    expect(listed.body.items).toEqual([expect.objectContaining({ id: t.id, playerCount: 1, status: 'upcoming' })]);
    expect((await rest.call('GET', '/v1/tournaments?status=over')).status).toBe(400);
    expect((await rest.call('GET', '/v1/tournaments/0000000000000000')).status).toBe(404);
    expect((await rest.call('POST', '/v1/tournaments/0000000000000000/join', { token: ana.token })).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('has the same operations: createGame(rated), ratings, Player.ratings, and the tournament fields', async () => {
    const gql = gqlClient(rest.app);
    const ana = await rest.register('Ana');
    const refused = await gql('mutation { createGame(ruleset: "jamb", seats: 1, rated: true) { id } }', {}, ana.token);
    expect(refused.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const game = ok(await gql('mutation { createGame(ruleset: "jamb", seats: 2, rated: true) { options { rated hints } seats { ratingBefore { rating } } } }', {}, ana.token)).createGame;
    expect(game).toEqual({ options: { rated: true, hints: false }, seats: [{ ratingBefore: null }, { ratingBefore: null }] });
    const ratings = ok(await gql('query { ratings(ruleset: "yams-5", first: 5) { edges { node { rank rating player { id } } } } }')).ratings;
    expect(ratings.edges.length).toBeGreaterThan(0);
    const player = ok(await gql(`query { player(id: "${ratings.edges[0].node.player.id}") { ratings { ruleset rating games rank } } }`)).player;
    expect(player.ratings).toEqual([{ ruleset: 'yams-5', rating: ratings.edges[0].node.rating, games: 1, rank: 1 }]);

    const create = 'mutation($at: DateTime!, $size: Int!) { createTournament(name: "Cup", ruleset: "yams-6", tableSize: $size, rounds: 1, turnSeconds: 600, startsAt: $at, rated: true) { id status settings { rated tableSize } } }';
    const bad = await gql(create, { at: later(3_600_000), size: 7 }, ana.token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tableSize' });
    const made = ok(await gql(create, { at: later(3_600_000), size: 2 }, ana.token)).createTournament;
    expect(made).toMatchObject({ status: 'upcoming', settings: { rated: true, tableSize: 2 } });
    const joined = ok(await gql('mutation($id: ID!) { joinTournament(tournamentId: $id) { version players { player { name } } } }', { id: made.id }, ana.token)).joinTournament;
    expect(joined.players).toEqual([{ player: { name: 'Ana' } }]);
    expect((await gql('mutation($id: ID!) { joinTournament(tournamentId: $id) { id } }', { id: made.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const listed = ok(await gql('query { tournaments(status: upcoming, first: 10) { edges { node { id playerCount tournament { standings { rank } } } } } }')).tournaments;
    expect(listed.edges.map((e: Body) => e.node)).toContainEqual({ id: made.id, playerCount: 1, tournament: { standings: [{ rank: 1 }] } });
    const one = ok(await gql('query($id: ID!) { tournament(id: $id) { name rounds { round } } }', { id: made.id })).tournament;
    expect(one).toEqual({ name: 'Cup', rounds: [] });
    const leave = ok(await gql('mutation($id: ID!) { leaveTournament(tournamentId: $id) { players { player { id } } } }', { id: made.id }, ana.token)).leaveTournament;
    expect(leave.players).toEqual([]);
  });
});
