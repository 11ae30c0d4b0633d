import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATIONS, failure, ok, register, useGraphQL, type Gql } from './client.js';

// The Relay connections: games (with filters), myTurns and leaderboard, paged with first/after.

const t = useGraphQL();
let ana: { id: string; token: string };
let ben: { id: string; token: string };
const created: string[] = [];
/** The invitation codes of the open games Ana created. */
const codes = new Map<string, string>();

const GAMES = `query($filter: GamesFilter, $first: Int, $after: String) {
  games(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id ruleset status seats createdAt you { seat resigned total place } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

/** Every page of a connection, following endCursor until hasNextPage is false. */
async function allPages(gql: Gql, field: string, query: string, variables: Record<string, unknown>, token?: string) {
  const pages: { edges: { cursor: string; node: any }[]; pageInfo: any }[] = [];
  let after: string | undefined;
  do {
    const page = ok(await gql(query, { ...variables, after }, token))[field];
    pages.push(page);
    after = page.pageInfo.endCursor ?? undefined;
  } while (pages.at(-1)!.pageInfo.hasNextPage && pages.length < 20);
  return pages;
}

/** A solo yams-5 game played to the end: one roll and the first available box per turn. */
async function finishSoloGame(gql: Gql, token: string) {
  let game = ok(await gql(MUTATIONS.create, { ruleset: 'yams-5', seats: 1 }, token)).createGame;
  while (game.status === 'active') {
    game = ok(await gql(MUTATIONS.roll, { gameId: game.id }, token)).roll;
    const [box] = game.turn.available;
    game = ok(await gql(MUTATIONS.score, { gameId: game.id, column: box.column, category: box.category }, token)).score;
  }
  return game;
}

beforeAll(async () => {
  [ana, ben] = [await register(t.gql, 'Ana'), await register(t.gql, 'Ben')];
  for (const [ruleset, seats] of [['jamb', 2], ['yams-5', 2], ['jamb', 1], ['yams-6', 3], ['yamb-classic', 2]] as const) {
    const game = ok(await t.gql(MUTATIONS.create, { ruleset, seats }, ana.token)).createGame;
    created.unshift(game.id); // newest first
    if (game.invitation) codes.set(game.id, game.invitation.code);
  }
});

describe('games', () => {
  it('pages through the caller\'s games, newest first, with first/after', async () => {
    const pages = await allPages(t.gql, 'games', GAMES, { first: 2 }, ana.token);
    expect(pages.map((p) => p.edges.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.edges.map((e) => e.node.id))).toEqual(created);
    expect(pages.map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
    for (const { edges, pageInfo } of pages) {
      expect(pageInfo).toMatchObject({ hasPreviousPage: false, startCursor: edges[0]!.cursor, endCursor: edges.at(-1)!.cursor });
    }
    expect(pages[0]!.edges[0]!.node).toMatchObject({ ruleset: 'yamb-classic', status: 'open', seats: 2, you: { seat: 0, resigned: false, total: null, place: null } });
  });

  it('continues right after any edge\'s cursor', async () => {
    const { edges } = ok(await t.gql(GAMES, { first: 5 }, ana.token)).games;
    const rest = ok(await t.gql(GAMES, { first: 5, after: edges[1].cursor }, ana.token)).games;
    expect(rest.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(created.slice(2));
  });

  it('filters by status and ruleset, and lists another player\'s games without a token, but their open private games', async () => {
    const ids = async (filter: Record<string, unknown>, token?: string) =>
      ok(await t.gql(GAMES, { filter }, token)).games.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(await ids({ status: 'active' }, ana.token)).toEqual([created[2]]);
    expect(await ids({ ruleset: 'jamb' }, ana.token)).toEqual([created[2], created[4]]);
    expect(await ids({ player: ana.id, status: 'open', ruleset: 'jamb' }, ana.token)).toEqual([created[4]]);
    expect(await ids({ player: ana.id, status: 'open', ruleset: 'jamb' })).toEqual([]);
    expect(await ids({ player: ana.id, status: 'open', ruleset: 'jamb' }, ben.token)).toEqual([]);
    expect(await ids({ player: ana.id, ruleset: 'jamb' })).toEqual([created[2]]);
    expect(await ids({ player: ben.id })).toEqual([]);
  });

  it('links a summary to its whole game', async () => {
    const { node } = ok(await t.gql(`{ games(first: 1) { edges { node { id game { id version seats { player { id } } } } } } }`, {}, ana.token)).games.edges[0];
    expect(node.game).toMatchObject({ id: node.id, version: 1, seats: [{ player: { id: ana.id } }, { player: null }] });
  });

  it('refuses bad lists with VALIDATION_FAILED naming the argument', async () => {
    const refused = async (variables: Record<string, unknown>, token?: string) => failure(await t.gql(GAMES, variables, token)).extensions;
    expect(await refused({})).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, field: 'filter.player' });
    expect(await refused({ first: 0 }, ana.token)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'first' });
    expect(await refused({ first: 101 }, ana.token)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'first' });
    expect(await refused({ after: 'not a cursor' }, ana.token)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'after' });
    expect(await refused({ filter: { ruleset: 'chess' } }, ana.token)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ruleset' });
    expect(await refused({ filter: { player: 'nobody' } })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'filter.player' });
    const { endCursor } = ok(await t.gql(GAMES, { first: 1 }, ana.token)).games.pageInfo;
    expect(await refused({ filter: { player: ben.id }, after: endCursor })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'after' });
    expect(await refused({}, 'bad token')).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('myTurns', () => {
  it('lists the games waiting for the caller', async () => {
    const query = `query($first: Int, $after: String) { myTurns(first: $first, after: $after) { edges { cursor node { id status turn { player { id } } } } pageInfo { hasNextPage endCursor } } }`;
    const waiting = (await allPages(t.gql, 'myTurns', query, { first: 1 }, ana.token)).flatMap((p) => p.edges.map((e) => e.node));
    expect(waiting.map((g) => g.id)).toEqual([created[2]]);
    expect(waiting[0]).toMatchObject({ status: 'active', turn: { player: { id: ana.id } } });

    ok(await t.gql(MUTATIONS.join, { gameId: created[4], invitation: codes.get(created[4]!) }, ben.token)); // a jamb game starts: Ana moves first
    const now = ok(await t.gql(query, {}, ana.token)).myTurns.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(now.sort()).toEqual([created[2], created[4]].sort());
    expect(ok(await t.gql(query, {}, ben.token)).myTurns.edges).toEqual([]);
    expect(failure(await t.gql(query, {})).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('leaderboard', () => {
  it('ranks finished sheets best first and pages through them', async () => {
    const finished = [await finishSoloGame(t.gql, ana.token), await finishSoloGame(t.gql, ben.token), await finishSoloGame(t.gql, ben.token)];
    const query = `query($ruleset: String!, $first: Int, $after: String) {
      leaderboard(ruleset: $ruleset, first: $first, after: $after) {
        edges { cursor node { total gameId seats finishedAt player { id name } game { id status } } }
        pageInfo { hasNextPage endCursor }
      }
    }`;
    const pages = await allPages(t.gql, 'leaderboard', query, { ruleset: 'yams-5', first: 2 });
    expect(pages[0]!.edges).toHaveLength(2);
    const entries = pages.flatMap((p) => p.edges.map((e) => e.node));
    const totals = entries.map((e) => e.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const expected = finished.map((g) => ({ gameId: g.id, total: g.seats[0].total, player: g.seats[0].player }));
    expect(entries.map(({ gameId, total, player }) => ({ gameId, total, player })).sort((a, b) => a.gameId.localeCompare(b.gameId))).toEqual(
      expected.sort((a, b) => a.gameId.localeCompare(b.gameId)),
    );
    expect(entries.every((e) => e.seats === 1 && e.game.status === 'finished' && e.game.id === e.gameId)).toBe(true);

    expect(ok(await t.gql(query, { ruleset: 'yams-6' })).leaderboard.edges).toEqual([]);
    expect(failure(await t.gql(query, { ruleset: 'chess' })).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
