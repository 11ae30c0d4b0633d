import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { printSchemaSDL } from '../../src/graphql/sdl.js';
import { silentLogger } from '../../src/log.js';
import { createService, listRulesets } from '../../src/service/index.js';
import type { Service } from '../../src/service/index.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import { failure, gqlClient, ok, register, useGraphQL } from './client.js';

// The endpoint as HTTP: GraphiQL, request errors and their codes, masking, request ids, and
// the schema's own documentation.

const t = useGraphQL();

const post = (body: string, headers: Record<string, string> = {}) =>
  t.yoga.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));

describe('GraphiQL and transport', () => {
  it('serves GraphiQL on GET /graphql to a browser', async () => {
    const response = await t.yoga.fetch(new Request('http://localhost/graphql', { headers: { accept: 'text/html' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Yamb API</title>');
    expect(html.toLowerCase()).toContain('graphiql');
  });

  it('has no GraphiQL elsewhere: / is the API index', async () => {
    const response = await t.yoga.fetch(new Request('http://localhost/', { headers: { accept: 'text/html' } }));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { graphql: string }).graphql).toBe('/graphql');
  });

  it('runs queries on GET but refuses mutations there', async () => {
    const read = await t.yoga.fetch(new Request(`http://localhost/graphql?query=${encodeURIComponent('{ rulesets { id } }')}`, { headers: { accept: 'application/json' } }));
    expect(((await read.json()) as any).data.rulesets).toHaveLength(4);
    const query = encodeURIComponent('mutation { registerPlayer(name: "Get") { token } }');
    const write = await t.yoga.fetch(new Request(`http://localhost/graphql?query=${query}`, { headers: { accept: 'application/json' } }));
    expect(write.status).toBe(405);
    expect(((await write.json()) as any).errors[0].extensions).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
  });

  it('echoes x-request-id, or makes one up', async () => {
    const sent = await post('{"query":"{ rulesets { id } }"}', { 'x-request-id': 'req-42' });
    expect(sent.headers.get('x-request-id')).toBe('req-42');
    const made = await post('{"query":"{ rulesets { id } }"}');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not batch', async () => {
    const response = await post('[{"query":"{ rulesets { id } }"},{"query":"{ rulesets { id } }"}]');
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over the limit with PAYLOAD_TOO_LARGE', async () => {
    const response = await post(JSON.stringify({ query: `{ rulesets { id } } # ${'x'.repeat(17_000)}` }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });
});

describe('request errors carry VALIDATION_FAILED', () => {
  it.each([
    ['an unknown field', '{ rulesets { id colour } }'],
    ['a syntax error', '{ rulesets { id '],
    ['a wrong enum value', 'mutation { score(gameId: "x", column: diagonal, category: ones) { id } }'],
    ['a missing argument', '{ ruleset { id } }'],
  ])('%s: HTTP 400', async (_name, query) => {
    const response = await post(JSON.stringify({ query }), { accept: 'application/graphql-response+json' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as any;
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  });

  it('bad variables', async () => {
    const query = 'query($id: String!) { ruleset(id: $id) { id } }';
    const reply = await t.gql(query, { id: 42 });
    expect(failure(reply).extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(reply.status).toBe(400);
  });

  it('bad input the schema cannot see: names, seats, rulesets, idempotency keys', async () => {
    expect(failure(await t.gql('mutation { registerPlayer(name: "   ") { token } }')).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    const { token } = await register(t.gql, 'Vic');
    const create = 'mutation($ruleset: String!, $seats: Int!, $key: String) { createGame(ruleset: $ruleset, seats: $seats, idempotencyKey: $key) { id } }';
    expect(failure(await t.gql(create, { ruleset: 'jamb', seats: 0 }, token)).extensions.code).toBe('VALIDATION_FAILED');
    expect(failure(await t.gql(create, { ruleset: 'jamb', seats: 9 }, token)).extensions.code).toBe('VALIDATION_FAILED');
    expect(failure(await t.gql(create, { ruleset: 'chess', seats: 1 }, token)).extensions.code).toBe('VALIDATION_FAILED');
    expect(failure(await t.gql(create, { ruleset: 'jamb', seats: 1, key: 'k'.repeat(256) }, token)).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idempotencyKey' });
  });
});

describe('reads', () => {
  it('describes every ruleset as the service does', async () => {
    const { rulesets } = ok(
      await t.gql(`{ rulesets {
        id name source dice rollsPerTurn boxesPerSheet turnsPerPlayer decisions commonRules
        columns { id name order description }
        categories { id label section description scoring { kind
          ... on FaceScoring { face } ... on SumScoring { dice } ... on OfAKindScoring { count score points }
          ... on FullHouseScoring { exact score points } ... on StraightScoring { runs { from length points } }
          ... on TwoTriplesScoring { points } } }
        totals { kind upperBonus { threshold points when } middle }
        announce { window binding }
      } }`),
    );
    const expected = listRulesets().map((r) => ({
      ...r,
      totals: r.totals.kind === 'sum' ? { kind: 'sum', upperBonus: null, middle: false } : r.totals,
    }));
    expect(rulesets).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('answers NOT_FOUND with null for unknown ids, keeping the rest of the query', async () => {
    const reply = await t.gql('{ ruleset(id: "chess") { id } game(id: "0000000000000000") { id } player(id: "nobody") { id } rulesets { id } }');
    expect(reply.data).toMatchObject({ ruleset: null, game: null, player: null });
    expect(reply.data!.rulesets).toHaveLength(4);
    const errors = reply.errors!.map((e) => [e.path?.[0], e.extensions.code, e.extensions.status]);
    expect(errors.sort()).toEqual([
      ['game', 'NOT_FOUND', 404],
      ['player', 'NOT_FOUND', 404],
      ['ruleset', 'NOT_FOUND', 404],
    ]);
  });

  it('serves a player\'s profile and the caller', async () => {
    const { id, token } = await register(t.gql, '  Zoë  ');
    const data = ok(await t.gql(`query($id: ID!) { player(id: $id) { id name createdAt } me { id name createdAt } }`, { id }, token));
    expect(data.player).toEqual(data.me);
    expect(data.me).toMatchObject({ id, name: 'Zoë' });
    expect(new Date(data.me.createdAt).toISOString()).toBe(data.me.createdAt);
  });
});

/** `service` whose requests' registrations fail with a bug of `message`. */
function withFailingRegister(service: Service, message: string): Service {
  return {
    ...service,
    forRequest: (deadline) => {
      const scoped = service.forRequest(deadline);
      return { ...scoped, players: { ...scoped.players, register: () => Promise.reject(new Error(message)) } };
    },
  };
}

describe('unexpected errors', () => {
  it('are masked: no message, no stack, no internals; the log has them with the request id', async () => {
    const service = createService({ store: t.db.store, log: silentLogger });
    const buggy = withFailingRegister(service, 'secret internals: hunter2');
    const logged: Record<string, unknown>[] = [];
    const gql = gqlClient(createApp({ service: buggy, logger: (entry) => logged.push(entry) }));
    const reply = await gql('mutation { registerPlayer(name: "Ana") { token } }');
    const error = failure(reply);
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions).toMatchObject({ code: 'INTERNAL', status: 500 });
    const text = JSON.stringify(reply);
    for (const leak of ['hunter2', 'secret', 'stack', 'at ']) expect(text).not.toContain(leak);
    const failed = logged.filter((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(JSON.stringify(failed[0])).toContain('hunter2');
    expect(failed[0]!.requestId).toEqual(logged.find((l) => l.msg === 'request')!.requestId);
    expect(typeof failed[0]!.requestId).toBe('string');
  });

  it('the request id a client finds in the response header is the one on the log line, even when it sent one the API refuses', async () => {
    const service = createService({ store: t.db.store, log: silentLogger });
    const buggy = withFailingRegister(service, 'boom');
    const logged: Record<string, unknown>[] = [];
    const app = createApp({ service: buggy, logger: (entry) => logged.push(entry) });
    for (const sent of ['abc/def', 'req-7']) {
      logged.length = 0;
      const res = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': sent },
        body: JSON.stringify({ query: 'mutation { registerPlayer(name: "Ana") { token } }' }),
      });
      const header = res.headers.get('x-request-id');
      if (sent === 'req-7') expect(header).toBe('req-7');
      else expect(header).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged.filter((l) => l.msg === 'request failed').map((l) => l.requestId)).toEqual([header]);
    }
  });

  it('a store that does not answer is a retryable UNAVAILABLE, not an internal error', async () => {
    const broken = createDynamoStore({ client: t.db.db.client, tableName: 'no-such-table' });
    const gql = gqlClient(createApp({ service: createService({ store: broken, log: silentLogger }), logger: () => {} }));
    const error = failure(await gql('mutation { registerPlayer(name: "Ana") { token } }'));
    expect(error.extensions).toMatchObject({ code: 'UNAVAILABLE', status: 503, retryAfterSeconds: 1 });
    expect(JSON.stringify(error)).not.toContain('no-such-table');
  });
});

describe('the schema', () => {
  it('documents every type, field, argument and enum value', async () => {
    const { __schema } = ok(
      await t.gql(`{ __schema { types { name kind description
        fields { name description args { name description } }
        inputFields { name description }
        enumValues { name description } } } }`),
    );
    const builtIn = new Set(['String', 'Int', 'Boolean', 'ID', 'Float']);
    const missing: string[] = [];
    for (const type of __schema.types.filter((x: { name: string }) => !x.name.startsWith('__') && !builtIn.has(x.name))) {
      if (!type.description) missing.push(type.name);
      for (const field of [...(type.fields ?? []), ...(type.inputFields ?? [])]) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args ?? []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
      if (type.kind === 'ENUM' && !['Column', 'Category', 'GameStatus'].includes(type.name)) {
        for (const value of type.enumValues) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('prints a stable, sorted SDL with the enums generated from the engine', () => {
    const sdl = printSchemaSDL();
    expect(printSchemaSDL()).toBe(sdl);
    const column = /\nenum Column \{\n([\s\S]*?)\n\}/.exec(sdl)?.[1] ?? '';
    expect([...column.matchAll(/^ {2}(\w+)$/gm)].map((m) => m[1])).toEqual(['announce', 'down', 'free', 'up']);
    // Each value says what people see for it, by ruleset.
    expect(column).toContain('  """Shown as "Free" in yamb-classic, jamb; "Score" in yams-5, yams-6."""\n  free');
    expect(sdl).toMatch(/games\(\n[\s\S]*?\): GameSummaryConnection!/);
    expect(sdl).not.toMatch(/\blast: Int\b|\bbefore: String\b/);
  });
});
