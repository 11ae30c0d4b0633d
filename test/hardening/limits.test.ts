import { getIntrospectionQuery, parse, validate, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/engine/index.js';
import { QUERY_LIMITS, costLimitRule, depthLimitRule } from '../../src/graphql/limits.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { MAX_BODY_BYTES, createApp, type App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { GAME } from '../graphql/client.js';
import { countSent, faultyStore, type FaultyClient } from '../support/faults.js';
import { RECHECK_MS } from '../../src/service/credentials.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import { expectGraphQLCodes, expectProblem, headersFor, reportFigures, send, tally } from './support.js';
const schema = executableSchema();

// The limits: body size, GraphQL depth, cost and batching, page sizes, name lengths, ids
// checked before any store call, and the quotas in cost units per token and per address.

const ctx = useEmbeddedStore();
let app: App, faults: FaultyClient;
let ana: { id: string; token: string }, gameId: string;
const figures = { refusedByCost: 0, refusedByDepth: 0, malformedIdsWithoutStoreCall: 0, rateLimited: 0, tooLarge: 0 };

beforeAll(async () => {
  const faulty = faultyStore(ctx.db);
  faults = faulty.faults;
  app = createApp({ service: createService({ store: faulty.store, random: seededRandom('hardening-limits'), log: silentLogger }), logger: silentLogger });
  const registered = await send(app, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name: 'Ana' } });
  ana = { id: registered.json.player.id, token: registered.json.token };
  const created = await send(app, { method: 'POST', path: '/v1/games', headers: headersFor(ana.token), body: { ruleset: 'jamb', seats: 1 } });
  gameId = created.json.id;
});

afterAll(() => reportFigures('limits', figures));

const post = (path: string, body: unknown, token?: string, extra: Record<string, string> = {}) => send(app, { method: 'POST', path, headers: headersFor(token, extra), body });
const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => post('/graphql', { query, variables }, token);

describe('bodies over 16 KB: 413 PAYLOAD_TOO_LARGE', () => {
  const padded = (bytes: number, make: (pad: string) => unknown) => {
    const base = JSON.stringify(make('')).length;
    return JSON.stringify(make(' '.repeat(bytes - base)));
  };

  it.each([
    ['register', '/v1/players', (pad: string) => ({ name: `Ana${pad}` })],
    ['create a game', '/v1/games', (pad: string) => ({ ruleset: `jamb${pad}` })],
    ['an action', '/v1/games/{id}/actions', (pad: string) => ({ type: `roll${pad}` })],
    ['GraphQL', '/graphql', (pad: string) => ({ query: `{ rulesets { id } } #${pad}` })],
  ])('%s: one byte over is refused, the limit itself is not', async (_name, path, make) => {
    const url = path.replace('{id}', gameId);
    expect(MAX_BODY_BYTES).toBe(16 * 1024);
    const over = await post(url, padded(MAX_BODY_BYTES + 1, make), ana.token);
    expect(over.status).toBe(413);
    if (path === '/graphql') expect(over.json.errors?.[0]?.extensions?.code ?? over.json.code).toBe('PAYLOAD_TOO_LARGE');
    else expect(expectProblem(over)).toBe('PAYLOAD_TOO_LARGE');
    tally(figures, 'tooLarge');
    const at = await post(url, padded(MAX_BODY_BYTES, make), ana.token);
    expect(at.status).not.toBe(413);
  });

  it('a huge array of dice positions is refused before it is read', async () => {
    const res = await post(`/v1/games/${gameId}/actions`, { type: 'roll', keep: Array.from({ length: 10_000 }, (_, i) => i % 5) }, ana.token);
    expect(expectProblem(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a chunked body without Content-Length is counted as it arrives', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(20_000) }));
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 1024) controller.enqueue(big.subarray(i, i + 1024));
        controller.close();
      },
    });
    const res = await app.request('/v1/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body that lies about its length is refused too', async () => {
    const res = await send(app, { method: 'POST', path: '/v1/players', headers: { 'content-type': 'application/json', 'content-length': '10' }, body: JSON.stringify({ name: 'x'.repeat(20_000) }) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectProblem(res);
  });
});

describe('GraphQL depth, cost and batching', () => {
  const deepIntrospection = (levels: number) => `{ __schema { types { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;

  it('GraphiQL\'s own introspection query passes', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
    const res = await gql(query);
    expect(res.json.errors).toBeUndefined();
    expect(res.json.data.__schema.types.length).toBeGreaterThan(30);
  });

  it('refuses deep nesting with VALIDATION_FAILED, in introspection too', async () => {
    const many = await gql(`{ ${Array.from({ length: 60 }, (_, i) => `s${i}: __schema { types { name } }`).join(' ')} }`);
    expect(expectGraphQLCodes(many.json)).toEqual(['VALIDATION_FAILED']);
    expect(many.json.errors[0].extensions.cost).toBeGreaterThan(QUERY_LIMITS.maxCost);
    const res = await gql(deepIntrospection(20));
    expect(res.status).toBe(200);
    expect(expectGraphQLCodes(res.json)).toEqual(['VALIDATION_FAILED']);
    expect(res.json.errors[0]).toMatchObject({ extensions: { maxDepth: 16 } });
    expect(res.json.data).toBeUndefined();
    tally(figures, 'refusedByDepth');
    const nested = await gql('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    // graphql's own MaxIntrospectionDepthRule: fields inside fields inside fields.
    expect(expectGraphQLCodes(nested.json)).toEqual(['VALIDATION_FAILED']);
    tally(figures, 'refusedByDepth');
  });

  it('counts the depth of fields, through fragments and inline fragments', () => {
    // The schema has no cycle deeper than the limit of 10, so the rule is shown with a lower one.
    const query = `{ game(id: "x") { ...G } } fragment G on Game { seats { ... on Seat { player { profile { name } } } } }`;
    const errors = (maxDepth: number) => validate(schema, parse(query), [depthLimitRule({ maxDepth })]).map((e) => e.extensions?.['depth']);
    expect(errors(5)).toEqual([]);
    expect(errors(4)).toEqual([5]);
    expect(QUERY_LIMITS.maxDepth).toBe(10);
    const deepest = `{ leaderboard(ruleset: "jamb") { edges { node { game { seats { sheet { boxes { score } } } } } } } }`;
    expect(validate(schema, parse(deepest), [depthLimitRule()])).toEqual([]);
  });

  it('51 aliases of a game and its proof, cheap by cost, could call the store 102 times: refused before any call', async () => {
    const [before, aliases] = [faults.calls.length, QUERY_LIMITS.maxStoreCalls / 2 + 1];
    const res = await gql(`{ ${Array.from({ length: aliases }, (_, i) => `g${i}: game(id: "${gameId}") { proof { scheme } }`).join(' ')} }`);
    expect(expectGraphQLCodes(res.json)).toEqual(['VALIDATION_FAILED']);
    expect(res.json.errors[0].extensions).toMatchObject({ storeCalls: 2 * aliases, maxStoreCalls: QUERY_LIMITS.maxStoreCalls });
    expect(faults.calls.length).toBe(before);
    expect((await gql(`{ ${Array.from({ length: 5 }, (_, i) => `g${i}: game(id: "${gameId}") { version }`).join(' ')} }`)).json.errors).toBeUndefined();
    tally(figures, 'refusedByCost');
  });

  it('25 aliases of a 100-entry leaderboard cost more than the limit', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: leaderboard(ruleset: "jamb", first: 100) { edges { node { total } } }`).join(' ')} }`;
    const res = await gql(aliases(25));
    expect(expectGraphQLCodes(res.json)).toEqual(['VALIDATION_FAILED']);
    expect(res.json.errors[0].extensions).toMatchObject({ cost: 25 * 211, maxCost: 5000 });
    expect(res.json.data).toBeUndefined();
    tally(figures, 'refusedByCost');
    expect((await gql(aliases(20))).json.errors).toBeUndefined();
  });

  it('multiplies by `first`, from literals and from variables, and keeps a cache per page size', async () => {
    const inbox = `query($first: Int) { myTurns(first: $first) { edges { node { ${GAME} } } } }`;
    expect((await gql(inbox, { first: 20 }, ana.token)).json.errors).toBeUndefined();
    const big = await gql(inbox, { first: 100 }, ana.token);
    expect(expectGraphQLCodes(big.json)).toEqual(['VALIDATION_FAILED']);
    expect(big.json.errors[0].message).toMatch(/cost/);
    tally(figures, 'refusedByCost');
    // The same document with a small page again: validation results are cached per page size.
    expect((await gql(inbox, { first: 5 }, ana.token)).json.errors).toBeUndefined();
    expect(expectGraphQLCodes((await gql(inbox.replace('$first', '100').replace('($first: Int)', ''), {}, ana.token)).json)).toEqual(['VALIDATION_FAILED']);
    // A page size the service refuses is refused by the service, naming `first`.
    const tooMany = await gql('{ myTurns(first: 101) { edges { node { id } } } }', {}, ana.token);
    expect(tooMany.json.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'first' });
  });

  it('store reads inside lists are priced per item', () => {
    const cost = (query: string, variables = {}) => {
      const errors = validate(schema, parse(query), [costLimitRule({ ...QUERY_LIMITS, maxCost: 0 }, variables)]);
      return Number(errors[0]?.extensions?.['cost']);
    };
    expect(cost('{ rulesets { id } }')).toBe(10 + 4);
    expect(cost('{ game(id: "x") { moves { player { profile { name } } } } }')).toBeGreaterThan(2_500);
    expect(cost('{ games(first: 100) { edges { node { game { moves { type } } } } } }')).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(cost('query($n: Int) { leaderboard(ruleset: "jamb", first: $n) { edges { node { total } } } }', { n: 50 })).toBe(10 + 1 + 50 * 2);
  });

  it('a fragment bomb is priced in linear time and refused', async () => {
    const levels = 30;
    const bomb = (n: number) =>
      `{ rulesets { ...F0 } }\n${Array.from({ length: n }, (_, i) => (i === n - 1 ? `fragment F${i} on Ruleset { id name }` : `fragment F${i} on Ruleset { ...F${i + 1} a: id ...F${i + 1} }`)).join('\n')}`;
    const res = await gql(bomb(levels));
    expect(expectGraphQLCodes(res.json)).toContain('VALIDATION_FAILED');
    // The price is the whole expansion, 2^29 copies of the last fragment: each fragment costs
    // twice the next plus its alias, the last its two fields, times the four rulesets, plus the root.
    let fragment = 2;
    for (let i = levels - 2; i >= 0; i--) fragment = 2 * fragment + 1;
    expect(fragment).toBe(3 * 2 ** (levels - 1) - 1);
    expect(res.json.errors[0].extensions).toMatchObject({ cost: 10 + RULESET_IDS.length * fragment, maxCost: QUERY_LIMITS.maxCost });
    tally(figures, 'refusedByCost');

    // ...computed without expanding it: validation reads each selection set a few times, not 2^29.
    const reads = (n: number) => {
      const document = parse(bomb(n));
      let count = 0;
      let sets = 0;
      visit(document, {
        SelectionSet(node) {
          const selections = node.selections;
          sets += 1;
          Object.defineProperty(node, 'selections', { get: () => ((count += 1), selections) });
        },
      });
      count = 0;
      expect(validate(schema, document, [costLimitRule(QUERY_LIMITS, {})])).toHaveLength(1);
      return { count, sets };
    };
    const big = reads(levels);
    expect(big.sets).toBe(levels + 2);
    expect(big.count).toBeLessThanOrEqual(4 * big.sets);
    // Linear: one more level costs the same few reads at any depth.
    expect(reads(levels).count - reads(levels - 1).count).toBe(reads(11).count - reads(10).count);
  });

  it('does not batch: an array of operations is refused', async () => {
    const res = await post('/graphql', [{ query: '{ rulesets { id } }' }, { query: '{ rulesets { id } }' }]);
    expect(res.status).toBe(400);
    expect(expectGraphQLCodes(res.json)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('page sizes and names', () => {
  it.each([
    ['/v1/games?limit=101'],
    ['/v1/games?limit=0'],
    ['/v1/games?limit=-1'],
    ['/v1/games?limit=1e9'],
    ['/v1/games?limit=abc'],
    ['/v1/players/me/turns?limit=101'],
    ['/v1/leaderboards/jamb?limit=101'],
  ])('%s: 400', async (path) => {
    expect(expectProblem(await send(app, { method: 'GET', path, headers: headersFor(ana.token) }))).toBe('VALIDATION_FAILED');
  });

  it('limit=100 is the largest page', async () => {
    for (const path of ['/v1/games?limit=100', '/v1/players/me/turns?limit=100', '/v1/leaderboards/jamb?limit=100']) {
      expect((await send(app, { method: 'GET', path, headers: headersFor(ana.token) })).status).toBe(200);
    }
  });

  it('a name of 41 characters is refused, 40 are fine (REST and GraphQL)', async () => {
    expect(expectProblem(await post('/v1/players', { name: 'x'.repeat(41) }))).toBe('VALIDATION_FAILED');
    expect((await post('/v1/players', { name: 'x'.repeat(40) })).status).toBe(201);
    const register = 'mutation($name: String!) { registerPlayer(name: $name) { player { name } } }';
    expect(expectGraphQLCodes((await gql(register, { name: 'y'.repeat(41) })).json)).toEqual(['VALIDATION_FAILED']);
    expect((await gql(register, { name: 'y'.repeat(40) })).json.data.registerPlayer.player.name).toHaveLength(40);
  });
});

describe('ids are checked before the store is asked', () => {
  const malformed = ['x', 'ABCDEFGHJKMNPQRS', 'iiiiiiiiiiiiiiii', '0'.repeat(17), '0'.repeat(64), '..%2F..%2Fetc', '%00', 'ča0000000000000x', '0000000000000000%0A', '0'.repeat(15) + '_'];

  it('a malformed game or player id makes no store call (REST)', async () => {
    await send(app, { method: 'GET', path: '/v1/players/me', headers: headersFor(ana.token) }); // the token is verified and cached
    for (const id of malformed) {
      for (const [method, path] of [
        ['GET', `/v1/games/${id}`],
        ['GET', `/v1/games/${id}/moves`],
        ['GET', `/v1/games/${id}/sheet.svg`],
        ['POST', `/v1/games/${id}/join`],
        ['POST', `/v1/games/${id}/actions`],
        ['GET', `/v1/players/${id}`],
        ['GET', `/v1/games?player=${id}`],
      ] as const) {
        const calls = faults.calls.length;
        const res = await send(app, { method, path, headers: headersFor(ana.token), ...(method === 'POST' && { body: { type: 'roll' } }) });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(['NOT_FOUND', 'VALIDATION_FAILED']).toContain(expectProblem(res, `${method} ${path}`));
        expect(faults.calls.slice(calls).map((c) => c.name), `${method} ${path}`).toEqual([]);
        tally(figures, 'malformedIdsWithoutStoreCall');
      }
    }
  });

  it('a malformed id makes no store call (GraphQL)', async () => {
    for (const id of malformed) {
      const calls = faults.calls.length;
      const res = await gql(
        'query($id: ID!) { game(id: $id) { id } player(id: $id) { id } games(filter: { player: $id }) { edges { cursor } } }',
        { id },
      );
      expect(new Set(expectGraphQLCodes(res.json))).toEqual(new Set(['NOT_FOUND', 'VALIDATION_FAILED']));
      const write = await gql('mutation($id: ID!) { roll(gameId: $id) { id } }', { id }, ana.token);
      expect(expectGraphQLCodes(write.json)).toEqual(['NOT_FOUND']);
      expect(faults.calls.slice(calls).map((c) => c.name)).toEqual([]);
      tally(figures, 'malformedIdsWithoutStoreCall', 2);
    }
  });

  it('a malformed token makes no store call; a well-formed one for nobody makes exactly one read', async () => {
    let calls = faults.calls.length;
    for (const token of ['abc', 'yamb_x_y', `yamb_${'i'.repeat(16)}_${'a'.repeat(43)}`, `yamb_${ana.id}_short`]) {
      expect(expectProblem(await send(app, { method: 'GET', path: '/v1/players/me', headers: headersFor(token) }))).toBe('UNAUTHENTICATED');
    }
    expect(faults.calls.slice(calls)).toEqual([]);
    calls = faults.calls.length;
    expect(expectProblem(await send(app, { method: 'GET', path: '/v1/players/me', headers: headersFor(`yamb_${'0'.repeat(16)}_${'a'.repeat(43)}`) }))).toBe('UNAUTHENTICATED');
    expect(faults.calls.slice(calls).map((c) => c.name)).toEqual(['GetCommand']);
  });
});

describe('quotas: 1 cost unit per second, 3 at once', () => {
  let limited: App;
  let faultsLimited: FaultyClient;
  let now = Date.UTC(2025, 0, 1);
  beforeAll(() => {
    const counted = faultyStore(ctx.db);
    faultsLimited = counted.faults;
    const service = createService({ store: counted.store, clock: () => now, rateLimit: { perSecond: 1, burst: 3 }, random: seededRandom('hardening-rate'), log: silentLogger });
    // The platform's view of the caller's address (the Lambda event, the socket), stood in for by a header.
    limited = createApp({ service, logger: silentLogger, clientAddress: (c) => c.req.header('x-client-address') });
  });

  const from = (address: string, token?: string, extra: Record<string, string> = {}) => headersFor(token, { 'x-client-address': address, ...extra });
  const register = (address: string, extra: Record<string, string> = {}) =>
    send(limited, { method: 'POST', path: '/v1/players', headers: from(address, undefined, extra), body: { name: 'Rita' } });

  it('REST: a write (3 units) with 1 left is 429 RATE_LIMITED with Retry-After; two seconds later it passes', async () => {
    const { json } = await register('192.0.2.1');
    const token = json.token as string;
    const me = () => send(limited, { method: 'GET', path: '/v1/players/me', headers: from('192.0.2.1', token) });
    const create = () => send(limited, { method: 'POST', path: '/v1/games', headers: from('192.0.2.1', token), body: { ruleset: 'jamb', seats: 1 } });
    for (let i = 0; i < 2; i++) expect((await me()).status).toBe(200);
    const refused = await create();
    expect(expectProblem(refused)).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('ratelimit')).toBe('"default";r=1;t=2');
    tally(figures, 'rateLimited');
    now += 2000;
    expect((await create()).status).toBe(201);
    expect(expectProblem(await me())).toBe('RATE_LIMITED');
  });

  it('GraphQL: the same limit per player, with RATE_LIMITED in extensions, Retry-After, and 429 for graphql-response+json', async () => {
    const { json } = await register('192.0.2.2');
    const token = json.token as string;
    const me = (accept = 'application/json') => send(limited, { method: 'POST', path: '/graphql', headers: from('192.0.2.2', token, { accept }), body: { query: '{ me { id } }' } });
    for (let i = 0; i < 3; i++) expect((await me()).json.errors).toBeUndefined();
    const refused = await me();
    expect(refused.status).toBe(200);
    expect(expectGraphQLCodes(refused.json)).toEqual(['RATE_LIMITED']);
    expect(refused.json.errors[0].extensions.retryAfterSeconds).toBe(1);
    expect(refused.headers.get('retry-after')).toBe('1');
    const spec = await me('application/graphql-response+json');
    expect(spec.status).toBe(429);
    expect(spec.headers.get('retry-after')).toBe('1');
    expect(expectGraphQLCodes(spec.json)).toEqual(['RATE_LIMITED']);
    tally(figures, 'rateLimited');
  });

  it('registrations are limited per client address, as the platform reports it: one costs 3 units, the whole burst', async () => {
    now += 60_000;
    expect((await register('198.51.100.7')).status).toBe(201);
    const refused = await register('198.51.100.7');
    expect(expectProblem(refused)).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('3');
    expect((await register('198.51.100.8')).status).toBe(201);
    tally(figures, 'rateLimited');
  });

  it('X-Forwarded-For is not believed: a client that varies it is limited all the same', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await register('198.51.100.20', { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses).toEqual([201, 429, 429, 429, 429]);
  });

  it('every request counts against its address, whatever it sends: anonymous reads are bounded too', async () => {
    const read = () => send(limited, { method: 'GET', path: '/v1/rulesets', headers: from('198.51.100.30', 'yamb_not_a_token') });
    const statuses = [];
    for (let i = 0; i < 16; i++) statuses.push((await read()).status);
    // Five times the player's burst of 3 per address.
    expect(statuses.filter((s) => s === 200)).toHaveLength(15);
    expect(statuses.at(-1)).toBe(429);
  });

  it('forged tokens from one address never lock out a valid token from that address, and cost at most one read per player and second', async () => {
    const real = (await register('198.51.100.40')).json as { token: string; player: { id: string } };
    now += 60_000;
    const forged = (i: number) => `yamb_${real.player.id}_${String(i).padStart(43, 'A')}`;
    const reads = () => countSent(faultsLimited.calls, 'GetCommand');
    const before = reads();
    // The first forgery reads the player; the others compare with that hash and read it again at most once per RECHECK_MS.
    const statuses: number[] = [];
    let [expected, readAt] = [0, -Infinity];
    // 400 ms apart: under the address limit, so the forgeries themselves are what is tested.
    for (let i = 0; i < 40; i++, now += 400) {
      if (i * 400 - readAt >= RECHECK_MS) [expected, readAt] = [expected + 1, i * 400];
      statuses.push((await send(limited, { method: 'GET', path: '/v1/players/me', headers: from('198.51.100.40', forged(i)) })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(expected).toBeLessThan(40 / 2);
    expect(reads() - before).toBe(expected);
    expect((await send(limited, { method: 'GET', path: '/v1/players/me', headers: from('198.51.100.40', real.token) })).status).toBe(200);
    expect(reads() - before).toBe(expected);
  });

  it("one player's flood does not limit another", async () => {
    const a = (await register('203.0.113.1')).json.token as string;
    const b = (await register('203.0.113.2')).json.token as string;
    const me = (token: string, address: string) => send(limited, { method: 'GET', path: '/v1/players/me', headers: from(address, token) });
    const flood = await Promise.all(Array.from({ length: 10 }, () => me(a, '203.0.113.1')));
    expect(flood.filter((r) => r.status === 429)).toHaveLength(7);
    expect((await me(b, '203.0.113.2')).status).toBe(200);
  });
});
