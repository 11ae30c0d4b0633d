import { type ServerType, serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { COST_UNITS } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Quotas count work in cost units (contract/fair-use.ts), and every answer to an
 * authenticated request says so in the IETF draft's header fields, over a real socket: each
 * answer's `RateLimit` is what the one before left minus this request's price, bot turns
 * included. The clock stands still, so nothing refills between requests and every figure is
 * exact.
 */

const ctx = useEmbeddedStore();
const QUOTA = { perSecond: 1, burst: 100 };
let origin = '';
let server: ServerType | undefined;
let service: Service;

beforeAll(async () => {
  service = createService({ store: ctx.store, clock: () => Date.UTC(2026, 0, 1), rateLimit: QUOTA, random: seededRandom('quotas'), log: silentLogger });
  const app = createApp({ service, logger: silentLogger });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  service.bots?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function call(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

const left = (res: { headers: Headers }) => res.headers.get('ratelimit');

describe('quotas in cost units', () => {
  it('count each request at its price, the bot turns it plays included, and say what is left on every authenticated answer', async () => {
    const registered = await call('POST', '/v1/players', undefined, { name: 'Ana' });
    expect(registered.status).toBe(201);
    // An anonymous answer acts for no principal: no quota fields.
    expect(registered.headers.has('ratelimit')).toBe(false);
    const token = registered.json.token as string;

    const me = await call('GET', '/v1/players/me', token);
    expect(me.headers.get('ratelimit-policy')).toBe('"default";q=100;w=100');
    expect(left(me)).toBe('"default";r=99;t=1');

    // A solo game: a create and a roll are actions (3 units each), a hint 5.
    const solo = await call('POST', '/v1/games', token, { ruleset: 'yams-5', seats: 1 });
    expect(left(solo)).toBe('"default";r=96;t=4');
    expect(left(await call('POST', `/v1/games/${solo.json.id}/actions`, token, { type: 'roll' }))).toBe('"default";r=93;t=7');
    expect(left(await call('GET', `/v1/games/${solo.json.id}/hint`, token))).toBe('"default";r=88;t=12');

    // Three bots after Ana: her score is an action and the round of bot turns it starts, 2 units each.
    const mixed = await call('POST', '/v1/games', token, { ruleset: 'yams-5', seats: 4, bots: [{ level: 'greedy' }, { level: 'greedy' }, { level: 'greedy' }] });
    expect(left(mixed)).toBe('"default";r=85;t=15');
    const rolled = await call('POST', `/v1/games/${mixed.json.id}/actions`, token, { type: 'roll' });
    expect(left(rolled)).toBe('"default";r=82;t=18');
    const box = rolled.json.turn.available[0];
    const scored = await call('POST', `/v1/games/${mixed.json.id}/actions`, token, { type: 'score', column: box.column, category: box.category });
    expect(scored.json.turn.seat).toBe(0);
    expect(left(scored)).toBe(`"default";r=${82 - COST_UNITS.action - 3 * COST_UNITS.botTurn};t=${18 + COST_UNITS.action + 3 * COST_UNITS.botTurn}`);

    // A game of bots only: the create and the first round it starts (two seats).
    const bots = await call('POST', '/v1/games', token, { ruleset: 'yams-5', seats: 2, bots: [{ level: 'greedy' }, { level: 'greedy' }] });
    expect(bots.json.status).toBe('active');
    expect(left(bots)).toBe('"default";r=66;t=34');

    // GraphQL prices the document: two root fields of Query are two reads; a mutation field an action.
    const query = await call('POST', '/graphql', token, { query: '{ me { id } rulesets { id } }' });
    expect(query.json.errors).toBeUndefined();
    expect(left(query)).toBe('"default";r=64;t=36');
    const mutation = await call('POST', '/graphql', token, { query: 'mutation($id: ID!) { score(gameId: $id, column: free, category: ones) { version } }', variables: { id: solo.json.id } });
    expect(mutation.json.errors).toBeUndefined();
    expect(left(mutation)).toBe('"default";r=61;t=39');
  });

  it('refuse a request its quota cannot pay with 429 RATE_LIMITED, Retry-After and what is left; a public read counts against the address alone', async () => {
    const token = (await call('POST', '/v1/players', undefined, { name: 'Ben' })).json.token as string;
    // 33 solo games (3 units each) leave 1 unit of 100.
    for (let i = 0; i < 33; i++) expect((await call('POST', '/v1/games', token, { ruleset: 'jamb', seats: 1 })).status).toBe(201);
    const refused = await call('POST', '/v1/games', token, { ruleset: 'jamb', seats: 1 });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(left(refused)).toBe('"default";r=1;t=99');
    // A read of 1 unit still passes; then nothing is left.
    expect(left(await call('GET', '/v1/players/me', token))).toBe('"default";r=0;t=100');
    // The rulesets need no token: a token sent along is not checked, and the answer has no quota fields.
    const rulesets = await call('GET', '/v1/rulesets', token);
    expect(rulesets.status).toBe(200);
    expect(rulesets.headers.has('ratelimit')).toBe(false);
    // A refused token is no principal: no quota fields either.
    const unauthenticated = await call('GET', '/v1/players/me', `${token}x`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.has('ratelimit')).toBe(false);
  });

  it('are exposed to browsers: CORS names RateLimit, RateLimit-Policy, Retry-After and WWW-Authenticate', async () => {
    const res = await call('GET', '/v1/rulesets', undefined, undefined, { origin: 'https://app.example' });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(',');
    expect(exposed).toEqual(expect.arrayContaining(['ratelimit', 'ratelimit-policy', 'retry-after', 'www-authenticate']));
  });
});
