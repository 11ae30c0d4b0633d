import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { finishQuickly } from '../service/support.js';
import { freePort } from '../support/free-port.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Sent } from './support.js';
import { SOAK, expectGraphQLCodes, expectProblem, headersFor, reportFigures, send, tally } from './support.js';

/*
 * Every cursor of every list, fuzzed: random text, base64url of random JSON, keys of the
 * list's own partition with hostile sort keys (empty, foreign, of another list, too long, not
 * strings), and real cursors cut short or changed in one character. Whatever arrives, the
 * answer is a page or 400 VALIDATION_FAILED naming the cursor, never a 5xx; over GraphQL the
 * same, with the argument named `after`.
 */

const ctx = useEmbeddedStore();
let app: App;
let service: Service;
let token: string;
const lists: { name: string; rest: (cursor: string) => string; graphql: string | null; variables: Record<string, unknown>; real: string }[] = [];
const figures = { requests: 0, byStatus: {} as Record<string, number>, serverErrors: 0 };
afterAll(() => reportFigures('cursors', figures));

const b64 = (text: string) => Buffer.from(text).toString('base64url');

beforeAll(async () => {
  service = createService({
    store: ctx.store,
    random: seededRandom('cursors'),
    log: silentLogger,
    notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 1) }]), allowPrivate: true, feed: 'stream' },
  });
  app = createApp({ service, logger: silentLogger });
  const ana = await service.players.register('Ana');
  const ben = await service.players.register('Ben');
  token = ana.token;
  // Two of everything, so every list has a second page and a real cursor.
  for (let i = 0; i < 2; i++) {
    const duel = await service.games.create(ben.player, { ruleset: 'yams-5', seats: 2, visibility: 'public' });
    await service.games.invite(ben.player, duel.id, ana.player.id);
    await finishQuickly(service, await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 }));
    await service.games.act(ana.player, (await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 })).id, { type: 'roll' });
  }
  const hook = await service.webhooks!.register(ana.player.id, { url: `http://127.0.0.1:${await freePort()}/nobody`, events: [] });
  for (let i = 0; i < 2; i++) await service.webhooks!.test(ana.player.id, hook.webhook.id);
  const solo = (await service.lists.games({ player: ana.player.id, status: 'finished' }, { limit: 1 }, ana.player.id)).items[0]!.id;

  const page = { first: 1 };
  const add = async (name: string, rest: (cursor: string) => string, graphql: string | null, variables: Record<string, unknown> = {}) => {
    const first = (await send(app, { method: 'GET', path: rest('').replace(/[?&]cursor=$/, ''), headers: headersFor(token) })).json as { nextCursor: string | null };
    expect(first.nextCursor, name).toEqual(expect.any(String));
    lists.push({ name, rest, graphql, variables: { ...page, ...variables }, real: first.nextCursor! });
  };
  await add('games', (c) => `/v1/games?limit=1&cursor=${c}`, 'query($first: Int, $after: String) { games(first: $first, after: $after) { edges { cursor } } }');
  await add('finished games of a player', (c) => `/v1/games?player=${ana.player.id}&status=finished&limit=1&cursor=${c}`, 'query($p: ID, $first: Int, $after: String) { games(filter: { player: $p, status: finished }, first: $first, after: $after) { edges { cursor } } }', { p: ana.player.id });
  await add('turns', (c) => `/v1/players/me/turns?limit=1&cursor=${c}`, 'query($first: Int, $after: String) { myTurns(first: $first, after: $after) { edges { cursor } } }');
  await add('lobby', (c) => `/v1/lobby?limit=1&cursor=${c}`, 'query($first: Int, $after: String) { lobby(first: $first, after: $after) { edges { cursor } } }');
  await add('invitations', (c) => `/v1/players/me/invitations?limit=1&cursor=${c}`, 'query($first: Int, $after: String) { myInvitations(first: $first, after: $after) { edges { cursor } } }');
  await add('leaderboard', (c) => `/v1/leaderboards/yams-5?limit=1&cursor=${c}`, 'query($first: Int, $after: String) { leaderboard(ruleset: "yams-5", first: $first, after: $after) { edges { cursor } } }');
  await add('deliveries', (c) => `/v1/webhooks/${hook.webhook.id}/deliveries?limit=1&cursor=${c}`, 'query($w: ID!, $first: Int, $after: String) { webhookDeliveries(webhookId: $w, first: $first, after: $after) { edges { cursor } } }', { w: hook.webhook.id });
  await add('moves', (c) => `/v1/games/${solo}/moves?limit=1&cursor=${c}`, null);
}, 60_000);

/** Key shapes a cursor of each store list may hold, with hostile values: the store must refuse them as the client's. */
const hostileKey = fc.record(
  {
    pk: fc.oneof(fc.constant('P#x'), fc.string({ maxLength: 20 })),
    sk: fc.oneof(fc.constantFrom('', 'M#', 'I#', 'A#', 'G', 'P', 'W#x', '~', 'A#'.padEnd(299, 'z')), fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)),
    spk: fc.string({ maxLength: 20 }),
    ssk: fc.string({ maxLength: 20 }),
    lpk: fc.string({ maxLength: 20 }),
    lsk: fc.string({ maxLength: 20 }),
    tpk: fc.string({ maxLength: 20 }),
    tsk: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
);

/** A cursor some list of ours could be sent, with the partition of the real one kept (so only the sort key is wrong). */
function cursorArb(real: string) {
  const decoded = (() => {
    try {
      return JSON.parse(Buffer.from(real, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  })();
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(b64),
    fc.jsonValue().map((v) => b64(JSON.stringify(v))),
    hostileKey.map((k) => b64(JSON.stringify(k))),
    hostileKey.map((k) => b64(JSON.stringify({ ...decoded, ...k }))),
    fc.constantFrom('sk', 'ssk', 'lsk', 'tsk').chain((name) => fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'M#', '\u0000')).map((v) => b64(JSON.stringify({ ...decoded, [name]: v })))),
    fc.integer({ min: 1, max: Math.max(1, real.length - 1) }).map((n) => real.slice(0, n)),
    fc.tuple(fc.nat(), fc.constantFrom(...'AZaz09-_')).map(([i, c]) => real.slice(0, i % real.length) + c + real.slice((i % real.length) + 1)),
  );
}

/** A page, or VALIDATION_FAILED naming the cursor. */
function expectPageOrBadCursor(res: Sent, context: string): void {
  figures.requests += 1;
  tally(figures.byStatus, String(res.status));
  if (res.status >= 500) figures.serverErrors += 1;
  if (res.status === 200) return;
  expect(expectProblem(res, context)).toBe('VALIDATION_FAILED');
  // Named by the service (`field`), or by the query's validator (`errors`, a cursor longer than the list takes).
  const named = res.json.field === 'cursor' || (res.json.errors as { path: string }[] | undefined)?.some((e) => e.path.endsWith('cursor'));
  expect(named, `${context}: ${res.text}`).toBe(true);
}

describe('every cursor of every list', () => {
  it('answers a page or 400 VALIDATION_FAILED over REST, never a 5xx', async () => {
    for (const list of lists) {
      await fc.assert(
        fc.asyncProperty(cursorArb(list.real), async (cursor) => {
          const res = await send(app, { method: 'GET', path: list.rest(encodeURIComponent(cursor)), headers: headersFor(token) });
          expectPageOrBadCursor(res, `${list.name} ${cursor}`);
        }),
        { seed: 29, numRuns: 60 * SOAK, endOnFailure: true },
      );
    }
  });

  it('answers a page or VALIDATION_FAILED on `after` over GraphQL, never INTERNAL', async () => {
    for (const list of lists.filter((l) => l.graphql !== null)) {
      await fc.assert(
        fc.asyncProperty(cursorArb(list.real), async (after) => {
          const res = await send(app, { method: 'POST', path: '/graphql', headers: headersFor(token), body: { query: list.graphql, variables: { ...list.variables, after } } });
          figures.requests += 1;
          const codes = expectGraphQLCodes(res.json, `${list.name} ${after}`);
          expect(codes.every((c) => c === 'VALIDATION_FAILED'), `${list.name} ${after}: ${codes.join()}`).toBe(true);
        }),
        { seed: 29, numRuns: 40 * SOAK, endOnFailure: true },
      );
    }
  });

  it('refuses with 400 the cursors a store would choke on: an empty sort key, or a character more', async () => {
    for (const list of lists) {
      let decoded: Record<string, unknown> = {};
      try {
        decoded = JSON.parse(Buffer.from(list.real, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        // Not a store key (the lobby's, the leaderboard's and the move log's cursors): any key shape is foreign to it.
      }
      const sortKeys = [...Object.keys(decoded).filter((k) => k.endsWith('sk')), 'sk'];
      for (const bad of ['']) {
        const cursor = b64(JSON.stringify({ ...decoded, ...Object.fromEntries(sortKeys.map((k) => [k, bad])) }));
        const res = await send(app, { method: 'GET', path: list.rest(cursor), headers: headersFor(token) });
        expect(res.status, `${list.name}: ${JSON.stringify(bad)} ${res.text}`).toBe(400);
        expectPageOrBadCursor(res, list.name);
      }
      // A character more in front shifts every byte the cursor decodes to.
      const longer = await send(app, { method: 'GET', path: list.rest(`x${list.real}`), headers: headersFor(token) });
      expect(longer.status, `${list.name}: ${longer.text}`).toBe(400);
      expectPageOrBadCursor(longer, list.name);
    }
    expect(figures.serverErrors).toBe(0);
  });
});
