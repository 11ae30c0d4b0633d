import type { Plugin } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCompiledExecution } from '../../src/graphql/compiled.js';
import { maskUnexpected, useApiErrorCodes } from '../../src/graphql/errors.js';
import { useQueryLimits } from '../../src/graphql/limits.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import { GAME, MUTATIONS, gqlClient, ok, register, type Gql } from './client.js';

/*
 * Compiled execution answers as the standard executor does. Two endpoints over one service,
 * one running operations compiled (as the API does) and one on Yoga's own executor, get the
 * same documents: queries, fragments, aliases, partial errors, refusals, bad variables and
 * introspection. Each pair of answers must have the same status and the same body, and the
 * compiled endpoint must really have run them compiled.
 */

/** The schema the server runs. */
const schema = executableSchema();

const db = useEmbeddedStore();
let compiledRuns = 0;
let compiled: Gql;
let standard: Gql;

function endpoint(service: ReturnType<typeof createService>, plugins: Plugin[]) {
  const yoga = createYoga({
    schema,
    logging: false,
    maskedErrors: { isDev: false, maskError: maskUnexpected },
    context: ({ request }) => ({ service, authorization: request.headers.get('authorization') ?? undefined, requestId: 'test', client: 'test', log: silentLogger }),
    plugins: [useApiErrorCodes(silentLogger, () => ({ requestId: undefined })), useQueryLimits(), ...plugins],
  });
  return gqlClient(yoga);
}

/** The compiled-execution plugin, counting the operations it runs compiled. */
function counted(): Plugin {
  const plugin = useCompiledExecution();
  return {
    onExecute: (payload) =>
      plugin.onExecute!({
        ...payload,
        setExecuteFn: (fn) => {
          compiledRuns += 1;
          payload.setExecuteFn(fn);
        },
      }),
  };
}

/**
 * Sends one operation to both endpoints and expects the same answer; returns it. The compiled
 * endpoint gets it twice: an operation runs compiled from its second run.
 */
async function same(query: string, variables: Record<string, unknown> = {}, token?: string) {
  await compiled(query, variables, token);
  const [a, b] = [await compiled(query, variables, token), await standard(query, variables, token)];
  expect(a).toEqual(b);
  return a;
}

let ana: { id: string; token: string };
let ben: { id: string; token: string };
let played: { id: string; version: number };
let finished: string;

beforeAll(async () => {
  const service = createService({ store: db.store, random: seededRandom('compiled'), log: silentLogger });
  compiled = endpoint(service, [counted()]);
  standard = endpoint(service, []);
  ana = await register(standard, 'Ana');
  ben = await register(standard, 'Ben');
  let game = ok(await standard(MUTATIONS.create, { ruleset: 'jamb', seats: 1 }, ana.token)).createGame;
  for (let i = 0; i < 3; i++) {
    game = ok(await standard(MUTATIONS.roll, { gameId: game.id }, ana.token)).roll;
    const [box] = game.turn.available;
    game = ok(await standard(MUTATIONS.score, { gameId: game.id, column: box.column, category: box.category }, ana.token)).score;
  }
  played = game;
  game = ok(await standard(MUTATIONS.create, { ruleset: 'yams-5', seats: 1 }, ben.token)).createGame;
  while (game.status === 'active') {
    game = ok(await standard(MUTATIONS.roll, { gameId: game.id }, ben.token)).roll;
    const [box] = game.turn.available;
    game = ok(await standard(MUTATIONS.score, { gameId: game.id, column: box.column, category: box.category }, ben.token)).score;
  }
  finished = game.id;
  ok(await standard(MUTATIONS.create, { ruleset: 'yams-6', seats: 2 }, ana.token));
});

describe('compiled execution', () => {
  it('reads games, lists, rulesets and players as the standard executor does', async () => {
    const before = compiledRuns;
    for (const id of [played.id, finished]) {
      const reply = await same(`query($id: ID!) { game(id: $id) { ${GAME} sheetUrl moves { version type seat dice score column category keep } } }`, { id });
      expect(reply.data?.game.id).toBe(id);
    }
    await same('{ rulesets { id name dice boxesPerSheet columns { id } categories { id } commonRules } }');
    await same('query($r: String!) { ruleset(id: $r) { id name decisions } }', { r: 'yamb-classic' });
    await same('{ me { id name } myTurns(first: 5) { edges { node { id } } } myInvitations(first: 5) { edges { node { id } } } }', {}, ana.token);
    await same(
      `query($first: Int) { games(first: $first) { edges { cursor node { id ruleset status seats you { seat total place } } } pageInfo { hasNextPage endCursor } } }`,
      { first: 2 },
      ana.token,
    );
    await same('query($r: String!) { leaderboard(ruleset: $r, first: 3) { edges { node { total gameId player { name } } } } }', { r: 'yams-5' });
    await same('{ lobby(first: 5) { edges { node { id ruleset } } } }', {}, ben.token);
    // Sixteen runs of seven documents (the game read for two games) on the compiled endpoint: all but the first run of each ran compiled.
    expect(compiledRuns - before).toBe(16 - 7);
  });

  it('keeps fragments, aliases, __typename, and a partial error with its path and locations', async () => {
    const document = `fragment Seats on Game { seats { seat total player { ...Who } } }
       fragment Who on PlayerRef { id name __typename }
       query($id: ID!) {
         first: game(id: $id) { __typename id ...Seats turn { ... on Turn { number dice } } }
         missing: game(id: "no-such-game") { id }
       }`;
    const reply = await same(document, { id: played.id });
    const lines = document.split('\n');
    const line = lines.findIndex((l) => l.includes('missing:'));
    expect(reply.data?.first.id).toBe(played.id);
    expect(reply.data?.missing).toBeNull();
    expect(reply.errors).toEqual([expect.objectContaining({ path: ['missing'], locations: [{ line: line + 1, column: lines[line]!.indexOf('missing:') + 1 }], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
  });

  it('refuses what the standard executor refuses, with the same codes, statuses and locations', async () => {
    const finishedRoll = await same(MUTATIONS.roll, { gameId: finished }, ben.token);
    expect(finishedRoll.errors?.[0]?.extensions.code).toBe('GAME_NOT_ACTIVE');
    expect((finishedRoll.errors?.[0] as { locations?: unknown }).locations).toEqual([{ line: 1, column: MUTATIONS.roll.indexOf('roll(') + 1 }]);
    expect((await same(MUTATIONS.roll, { gameId: played.id }, ben.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await same(MUTATIONS.roll, { gameId: played.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await same(MUTATIONS.roll, { gameId: played.id, expectedVersion: 1 }, ana.token)).errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
  });

  it('answers bad variables as the standard executor does: 400, its message and the variable’s location', async () => {
    for (const variables of [{}, { gameId: played.id, keep: 'x' }, { gameId: played.id, keep: [1.5] }]) {
      const reply = await same(MUTATIONS.roll, variables, ana.token);
      expect(reply.status).toBe(400);
      expect(reply.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps @include and @skip, by literal and by variable, as the standard executor does', async () => {
    const document = `query($id: ID!, $turn: Boolean!, $seats: Boolean = false) {
      game(id: $id) { id turn @include(if: $turn) { number dice } seats @skip(if: $seats) { seat total } winners @include(if: false) { seat } }
    }`;
    for (const turn of [true, false]) {
      for (const seats of [true, false, undefined]) {
        const reply = await same(document, { id: played.id, turn, ...(seats !== undefined && { seats }) });
        expect(Object.keys(reply.data?.game).sort()).toEqual(['id', ...(turn ? ['turn'] : []), ...(seats ? [] : ['seats'])].sort());
      }
    }
  });

  it('compiles documents whose strings would be code if pasted into the compiled function, as data', async () => {
    const hostile = ['"); globalThis.pwned = 1; ("', "'); globalThis.pwned = 1; ('", '`${globalThis.pwned = 1}`', '\\"; globalThis.pwned = 1; //', '\u2028globalThis.pwned = 1'];
    for (const text of hostile) {
      const reply = await same(`query($v: ID!) { __typename a: game(id: ${JSON.stringify(text)}) { id } b: game(id: $v) { id } }`, { v: text });
      expect(reply.errors?.map((e) => e.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    }
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it('answers introspection as the standard executor does', async () => {
    const reply = await same('{ __schema { queryType { name } types { name kind fields { name args { name defaultValue } } } } }');
    expect(reply.data?.__schema.types.length).toBeGreaterThan(20);
  });

  it('runs an operation compiled from its second run', async () => {
    const query = '{ rulesets { id name } }';
    const before = compiledRuns;
    await compiled(query, {});
    expect(compiledRuns).toBe(before);
    await compiled(query, {});
    await compiled(query, {});
    expect(compiledRuns).toBe(before + 2);
  });

  it('returns from a mutation what the game then reads', async () => {
    ok(await compiled(MUTATIONS.roll, { gameId: played.id }, ana.token));
    const rolled = ok(await compiled(MUTATIONS.roll, { gameId: played.id }, ana.token)).roll;
    expect(rolled.version).toBe(played.version + 2);
    expect(ok(await standard(`query($id: ID!) { game(id: $id) { ${GAME} } }`, { id: played.id })).game).toEqual(rolled);
  });
});
