import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import type { MetricName } from '../../src/metrics.js';
import { METRIC } from '../../src/metrics.js';
import type { Resolve } from '../../src/notify/index.js';
import { createKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { headersFor, send } from '../hardening/support.js';
import { seededRandom } from '../support/random.js';
import { HANG, startReceiver } from '../support/receiver.js';
import { manualScheduler } from '../support/scheduler.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * No endpoint can slow another (API.md, round 3, fair use): each webhook has its own lane, so
 * a receiver that never answers holds only its own deliveries. Fault model: an endpoint that
 * accepts the connection and never answers (the worst a receiver can do: it costs the whole
 * timeout, here a minute, so nothing in these tests ends by timing out). Every check is made
 * while the hanging request is still held open by the receiver: no timing is measured.
 * Also here: the cap of 10 webhooks (409 LIMIT_REACHED, also when two instances race for the
 * last place), the test call's bounded wait, and delivery errors that name no address.
 */

const ctx = useEmbeddedStore();
const keyring = createKeyring([{ id: 'test', key: Buffer.alloc(32, 7) }]);
const counted: MetricName[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The sweeper of due retries, run by the test rather than by a timer. */
const sweeper = manualScheduler();
let service: Service;
let app: App;

function build(options: { testTimeoutMs?: number; allowPrivate?: boolean; resolve?: Resolve; scheduler?: ReturnType<typeof manualScheduler> } = {}) {
  const built = createService({
    store: ctx.store,
    random: seededRandom(`isolation-${Math.random()}`),
    log: silentLogger,
    metrics: { count: (name) => void counted.push(name) },
    notifications: {
      store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }),
      keyring,
      allowPrivate: options.allowPrivate ?? true,
      retrySchedule: [0, 0, 0],
      feed: 'local',
      // A hanging endpoint would hold its attempt this long: longer than any of these tests.
      delivery: { timeoutMs: 60_000, ...(options.resolve && { resolve: options.resolve }) },
      ...(options.testTimeoutMs !== undefined && { testTimeoutMs: options.testTimeoutMs }),
    },
    scheduler: (options.scheduler ?? sweeper).schedule,
  });
  return { service: built, app: createApp({ service: built, logger: silentLogger }) };
}

beforeAll(async () => {
  receiver = await startReceiver();
  ({ service, app } = build());
});

afterEach(async () => {
  // Whatever still hangs is answered (and what comes next too), so the lanes end and the next test starts clean.
  receiver.scripts.clear();
  for (const path of ['/hang', '/hang-retry', '/hang-test']) receiver.release(path);
  await service.feed!.idle();
});

afterAll(async () => {
  service.feed?.stop();
  await receiver.close();
});

async function player(name: string, on: App = app) {
  const res = await send(on, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name } });
  return { id: res.json.player.id as string, name, token: res.json.token as string };
}

async function webhook(token: string, url: string, on: App = app) {
  return send(on, { method: 'POST', path: '/v1/webhooks', headers: headersFor(token), body: { url } });
}

const at = (path: string) => receiver.received.filter((d) => d.path === path).map((d) => JSON.parse(d.body) as { id: string; type: string });

describe('an endpoint that never answers', () => {
  it("delays no other endpoint's deliveries: they arrive while it still hangs", async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    receiver.scripts.set('/hang', [HANG]);
    for (const [who, path] of [[ana, '/hang'], [ana, '/ana-ok'], [ben, '/ben-ok']] as const) expect((await webhook(who.token, `${receiver.origin}${path}`)).status).toBe(201);

    const game = await service.games.create(ana, { ruleset: 'jamb', seats: 2, visibility: 'public' });
    await service.games.join(ben, game.id);
    // Ana's own other webhook, and Ben's, get every event of both versions...
    await expect.poll(() => at('/ben-ok').map((e) => e.type)).toEqual(['player.joined', 'game.started', 'turn.started']);
    await expect.poll(() => at('/ana-ok').map((e) => e.id)).toEqual([`${game.id}.1.0`, `${game.id}.2.0`, `${game.id}.2.1`, `${game.id}.2.2`]);
    // ...while the first delivery to the hanging one is still held open, and nothing else was sent to it.
    expect(receiver.unanswered('/hang')).toBe(1);
    expect(at('/hang').map((e) => e.id)).toEqual([`${game.id}.1.0`]);
  });

  it("delays no other endpoint's retries: a retry due after the hanging one arrives while it hangs", async () => {
    const [cat, dan] = [await player('Cat'), await player('Dan')];
    // Each endpoint fails its first attempt; Cat's retry then hangs, Dan's succeeds.
    receiver.scripts.set('/hang-retry', [500, HANG]);
    receiver.scripts.set('/dan', [500]);
    expect((await webhook(cat.token, `${receiver.origin}/hang-retry`)).status).toBe(201);
    expect((await webhook(dan.token, `${receiver.origin}/dan`)).status).toBe(201);
    // Cat's game first: her retry comes due first and is started first.
    const catGame = await service.games.create(cat, { ruleset: 'yams-5', seats: 1 });
    await expect.poll(() => at('/hang-retry').length).toBe(1);
    const danGame = await service.games.create(dan, { ruleset: 'yams-5', seats: 1 });
    await expect.poll(() => at('/dan').length).toBe(1);
    await service.feed!.idle();

    // One sweep starts both retries: Cat's hangs, and Dan's arrives all the same.
    expect(await sweeper.run()).toEqual([2]);
    // The retry of Dan's failed event, then the events that waited behind it.
    await expect.poll(() => at('/dan').map((e) => e.id)).toEqual([`${danGame.id}.1.0`, `${danGame.id}.1.0`, `${danGame.id}.1.1`, `${danGame.id}.1.2`]);
    expect(receiver.unanswered('/hang-retry')).toBe(1);
    expect(at('/hang-retry').map((e) => e.id)).toEqual([`${catGame.id}.1.0`, `${catGame.id}.1.0`]);
    // A sweep while Cat's retry hangs starts it no second time.
    expect(await sweeper.run()).toEqual([0]);
    expect(at('/hang-retry')).toHaveLength(2);
  });

  it('the test call answers without waiting for it, with the attempt in the delivery log', async () => {
    const bounded = build({ testTimeoutMs: 200, scheduler: manualScheduler() });
    const eve = await player('Eve', bounded.app);
    receiver.scripts.set('/hang-test', [HANG]);
    const hook = await webhook(eve.token, `${receiver.origin}/hang-test`, bounded.app);
    const before = counted.length;
    const res = await send(bounded.app, { method: 'POST', path: `/v1/webhooks/${hook.json.webhook.id}/test`, headers: headersFor(eve.token) });
    // The answer came while the receiver still holds the request: the call did not wait for it.
    expect(receiver.unanswered('/hang-test')).toBe(1);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type: 'webhook.test', status: null, error: expect.stringMatching(/^TIMEOUT/), nextRetryAt: null });
    const log = await send(bounded.app, { method: 'GET', path: `/v1/webhooks/${hook.json.webhook.id}/deliveries`, headers: headersFor(eve.token) });
    expect(log.json.items).toEqual([expect.objectContaining({ eventId: res.json.eventId, error: res.json.error })]);
    // The test attempt is counted like any other.
    expect(counted.slice(before)).toEqual([METRIC.webhookDeliveries, METRIC.webhookFailures]);
    bounded.service.feed?.stop();
  });
});

describe('at most 10 webhooks a player', () => {
  it('the 11th is 409 LIMIT_REACHED and stores nothing', async () => {
    const fay = await player('Fay');
    for (let i = 0; i < 10; i++) expect((await webhook(fay.token, `${receiver.origin}/fay/${i}`)).status).toBe(201);
    const eleventh = await webhook(fay.token, `${receiver.origin}/fay/10`);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json).toMatchObject({ code: 'LIMIT_REACHED', limit: 10, detail: expect.stringContaining('at most 10 webhooks') });
    const list = await send(app, { method: 'GET', path: '/v1/webhooks', headers: headersFor(fay.token) });
    expect(list.json.items).toHaveLength(10);
    expect(list.json.items.map((w: { url: string }) => w.url)).not.toContain(`${receiver.origin}/fay/10`);
    // Deleting one makes room again.
    expect((await send(app, { method: 'DELETE', path: `/v1/webhooks/${list.json.items[0].id}`, headers: headersFor(fay.token) })).status).toBe(204);
    expect((await webhook(fay.token, `${receiver.origin}/fay/10`)).status).toBe(201);
  });

  it('two instances racing for the last places never keep more than 10', async () => {
    // Fault model: two function instances (two services over one table) register at once.
    const other = build({ scheduler: manualScheduler() });
    const gus = await player('Gus');
    for (let i = 0; i < 8; i++) expect((await webhook(gus.token, `${receiver.origin}/gus/${i}`)).status).toBe(201);
    const answers = await Promise.all([0, 1, 2, 3].map((i) => webhook(gus.token, `${receiver.origin}/gus/race-${i}`, i % 2 === 0 ? app : other.app)));
    for (const a of answers) expect([201, 409], a.text).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.json.code).toBe('LIMIT_REACHED');
    const list = await send(app, { method: 'GET', path: '/v1/webhooks', headers: headersFor(gus.token) });
    expect(list.json.items.length).toBeLessThanOrEqual(10);
    // Every 201 is a webhook that stayed.
    const kept = new Set(list.json.items.map((w: { id: string }) => w.id));
    for (const a of answers.filter((x) => x.status === 201)) expect(kept.has(a.json.webhook.id)).toBe(true);
    other.service.feed?.stop();
  });
});

describe('delivery errors', () => {
  const IP = /\b\d{1,3}(\.\d{1,3}){3}\b|\[?[0-9a-f]*:[0-9a-f:]+\]?/i;

  it('name no address a host resolved to (the name rebinds to loopback after registration)', async () => {
    // Fault model: DNS rebinding. The name resolves to a public address when registered, to
    // the loopback when delivered to; production refuses it, and the log must not say where it pointed.
    let calls = 0;
    const resolve: Resolve = async () => (calls++ === 0 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const strict = build({ allowPrivate: false, resolve, scheduler: manualScheduler() });
    const hal = await player('Hal', strict.app);
    const hook = await webhook(hal.token, 'https://hooks.rebind.test/yamb', strict.app);
    expect(hook.status).toBe(201);
    const res = await send(strict.app, { method: 'POST', path: `/v1/webhooks/${hook.json.webhook.id}/test`, headers: headersFor(hal.token) });
    expect(res.json.error).toBe('PRIVATE_ADDRESS: hooks.rebind.test resolves to an address that is not public');
    expect(res.json.error).not.toMatch(IP);
    strict.service.feed?.stop();
  });

  it('name no address a connection reached (a refused connection says its code only)', async () => {
    const ivy = await player('Ivy');
    // A port of the receiver's host nobody listens on: the receiver's own, once it is closed.
    const closed = await startReceiver();
    await closed.close();
    const hook = await webhook(ivy.token, `${closed.origin}/gone-away`);
    const res = await send(app, { method: 'POST', path: `/v1/webhooks/${hook.json.webhook.id}/test`, headers: headersFor(ivy.token) });
    expect(res.json.error).toBe('NETWORK: ECONNREFUSED');
  });
});
