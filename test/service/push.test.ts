import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring, generateVapidKeys } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { headersFor, send } from '../hardening/support.js';
import { chooseAction, prng } from '../support/play.js';
import type { Browser } from '../support/push-service.js';
import { startPushService } from '../support/push-service.js';
import { seededRandom } from '../support/random.js';
import { manualScheduler } from '../support/scheduler.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Web Push end to end against a push service on the loopback that checks every message as a
 * push service and a browser would (test/support/push-service.ts: the VAPID signature, and the
 * content decrypted with the browser's keys by an RFC 8291 implementation of its own). Players
 * register browsers over REST and play through the service; the clock is the test's, so TTLs
 * and the reminder's moment are exact.
 */

const ctx = useEmbeddedStore();
const vapid = generateVapidKeys();
const HOUR = 3_600_000;
let now = Date.UTC(2026, 11, 1, 9);
let pushService: Awaited<ReturnType<typeof startPushService>>;
/** The sweeper of due retries and reminders, run by `settled` rather than by a timer. */
const sweeper = manualScheduler();
let service: Service;
let app: App;

function build(allowPrivate = true) {
  const built = createService({
    store: ctx.store,
    clock: () => now,
    random: seededRandom(`push-${allowPrivate}`),
    log: silentLogger,
    notifications: {
      store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }),
      keyring: createKeyring([{ id: 'test', key: Buffer.alloc(32, 3) }]),
      allowPrivate,
      retrySchedule: [0, 0, 0],
      feed: 'local',
      push: { keys: async () => vapid, subject: 'mailto:push@yamb.invalid' },
    },
    scheduler: sweeper.schedule,
  });
  return { service: built, app: createApp({ service: built, logger: silentLogger }) };
}

beforeAll(async () => {
  pushService = await startPushService();
  ({ service, app } = build());
});

afterAll(async () => {
  service.feed?.stop();
  await pushService.close();
});

/** Runs the dispatcher until it has nothing left to do: the feed drained, then sweeps until one starts nothing. */
async function settled(): Promise<void> {
  for (let sweeps = 0; sweeps < 20; sweeps++) {
    await service.feed!.idle();
    const [started] = (await sweeper.run()) as [number];
    if (started === 0) return;
  }
  throw new Error('deliveries did not settle in 20 sweeps');
}

async function player(name: string, on: App = app) {
  const res = await send(on, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name } });
  return { id: res.json.player.id as string, name, token: res.json.token as string };
}

async function subscribe(token: string, body: unknown, on: App = app) {
  return send(on, { method: 'POST', path: '/v1/push-subscriptions', headers: headersFor(token), body });
}

/** A new browser of the push service, registered for `token`'s player. */
async function browserOf(token: string, events?: string[]): Promise<Browser> {
  const browser = pushService.browser();
  const res = await subscribe(token, { subscription: browser.subscription, ...(events && { events }) });
  expect(res.status, res.text).toBe(201);
  return browser;
}

async function playToTheEnd(view: GameView, people: Map<string, { id: string; name: string }>, seed: number): Promise<GameView> {
  const rand = prng(seed);
  let current = view;
  while (current.status === 'active' && current.turn) current = await service.games.act(people.get(current.turn.player.id)!, current.id, chooseAction(current.turn, rand));
  return current;
}

describe('push notifications', () => {
  it('the key browsers subscribe with is the one every push is signed with', async () => {
    const res = await send(app, { method: 'GET', path: '/v1/push/key', headers: headersFor(undefined) });
    expect(res.json).toEqual({ publicKey: vapid.publicKey });
    expect(Buffer.from(res.json.publicKey, 'base64url')).toHaveLength(65);
  });

  it('a game played to the end: exactly one push per event that concerns each player, in words, verified and decrypted', async () => {
    const [ana, bo] = [await player('Ana'), await player('Bo')];
    const [anaPhone, boLaptop] = [await browserOf(ana.token), await browserOf(bo.token)];
    const created = await service.games.create(ana, { ruleset: 'yams-5', seats: 2, visibility: 'public' });
    const started = await service.games.join(bo, created.id);
    const finished = await playToTheEnd(started, new Map([[ana.id, ana], [bo.id, bo]]), 7);
    expect(finished.status).toBe('finished');
    await settled();

    expect(pushService.refused).toEqual([]);
    for (const [browser, me, other] of [[anaPhone, ana, bo], [boLaptop, bo, ana]] as const) {
      const got = pushService.to(browser);
      const ids = got.map((m) => m.payload.eventId);
      expect(new Set(ids).size, `${me.name}: each event once`).toBe(ids.length);
      for (const m of got) {
        expect(m).toMatchObject({ status: 201, contentEncoding: 'aes128gcm', vapidKey: vapid.publicKey, claims: { aud: pushService.origin, sub: 'mailto:push@yamb.invalid' } });
        expect(m.payload).toMatchObject({ url: `/games/${created.id}`, tag: created.id });
        expect(m.payload.eventId).toMatch(new RegExp(`^${created.id}\\.\\d+\\.\\d+$`));
      }
      // 13 turns each (no deadline: no time left to tell), the end, and for Ana, Bo's join.
      const turns = got.filter((m) => m.payload.title === 'Your turn');
      expect(turns).toHaveLength(13);
      for (const m of turns) expect(m.payload.body).toBe(`Your turn in Yams (5 dice) with ${other.name}`);
      const over = got.filter((m) => m.payload.title === 'Game over');
      expect(over).toHaveLength(1);
      expect(over[0]!.payload.body).toMatch(new RegExp(`^Yams \\(5 dice\\) with ${other.name} is over: you (won|tied for 1st|placed 2nd) with [\\d,]+`));
      expect(got.filter((m) => m.payload.title === 'Bo joined')).toHaveLength(me === ana ? 1 : 0);
      expect(got).toHaveLength(me === ana ? 15 : 14);
    }
  });

  it('a push service that fails is tried again with the same eventId until it takes the message', async () => {
    const cat = await player('Cat');
    const phone = await browserOf(cat.token, ['turn.started']);
    pushService.scripts.set(phone.path, [500, 503]);
    const game = await service.games.create(cat, { ruleset: 'jamb', seats: 1 });
    await settled();
    const got = pushService.to(phone);
    expect(got.map((m) => m.status)).toEqual([500, 503, 201]);
    expect(new Set(got.map((m) => m.payload.eventId))).toEqual(new Set([`${game.id}.1.2`]));
    expect(new Set(got.map((m) => JSON.stringify(m.payload))).size).toBe(1);
  });

  it.each([410, 404])('a push service answering %i deletes the subscription: nothing more is pushed to it', async (status) => {
    const dan = await player(`Dan${status}`);
    const phone = await browserOf(dan.token);
    pushService.scripts.set(phone.path, [status]);
    await service.games.create(dan, { ruleset: 'jamb', seats: 1 });
    await settled();
    expect(pushService.to(phone).map((m) => m.status)).toEqual([status]);
    const list = await send(app, { method: 'GET', path: '/v1/push-subscriptions', headers: headersFor(dan.token) });
    expect(list.json.items).toEqual([]);
    await service.games.create(dan, { ruleset: 'jamb', seats: 1 });
    await settled();
    expect(pushService.to(phone)).toHaveLength(1);
  });

  it("TTL is the turn's time left and Urgency high under an hour; other pushes keep a day", async () => {
    const [eve, fay] = [await player('Eve'), await player('Fay')];
    const phone = await browserOf(eve.token);
    for (const [turnSeconds, ttl, urgency, left] of [[7_200, 7_200, 'normal', '2 h left'], [1_800, 1_800, 'high', '30 min left'], [259_200, 259_200, 'normal', '3 d left']] as const) {
      const game = await service.games.create(eve, { ruleset: 'jamb', seats: 2, visibility: 'public', turnSeconds });
      await service.games.join(fay, game.id);
      await settled();
      const joined = pushService.to(phone).find((m) => m.payload.tag === game.id && m.payload.title === 'Fay joined');
      expect(joined).toMatchObject({ ttl: 86_400, urgency: 'normal' });
      const turn = pushService.to(phone).find((m) => m.payload.tag === game.id && m.payload.title === 'Your turn');
      expect(turn).toMatchObject({ ttl, urgency, payload: { body: `Your turn in Jamb with Fay — ${left}` } });
    }
  });

  it('the same browser registered again is the same subscription, with the events it asks now', async () => {
    const gus = await player('Gus');
    const browser = pushService.browser();
    const first = await subscribe(gus.token, { subscription: browser.subscription });
    const again = await subscribe(gus.token, { subscription: browser.subscription, events: ['game.finished'] });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ id: first.json.id, events: ['game.finished'] });
    const list = await send(app, { method: 'GET', path: '/v1/push-subscriptions', headers: headersFor(gus.token) });
    expect(list.json.items.map((s: { id: string }) => s.id)).toEqual([first.json.id]);
    expect((await send(app, { method: 'GET', path: `/v1/push-subscriptions/${first.json.id}`, headers: headersFor(gus.token) })).json).toEqual(again.json);
    expect((await send(app, { method: 'DELETE', path: `/v1/push-subscriptions/${first.json.id}`, headers: headersFor(gus.token) })).status).toBe(204);
    expect((await send(app, { method: 'GET', path: `/v1/push-subscriptions/${first.json.id}`, headers: headersFor(gus.token) })).status).toBe(404);
  });

  it('at most 10 browsers a player: the 11th is 409 LIMIT_REACHED and stores nothing', async () => {
    const hal = await player('Hal');
    for (let i = 0; i < 10; i++) await browserOf(hal.token);
    const eleventh = await subscribe(hal.token, { subscription: pushService.browser().subscription });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json).toMatchObject({ code: 'LIMIT_REACHED', limit: 10 });
    expect((await send(app, { method: 'GET', path: '/v1/push-subscriptions', headers: headersFor(hal.token) })).json.items).toHaveLength(10);
  });
});

describe('a bad subscription', () => {
  const good = () => pushService.browser().subscription;
  const point = (bytes: Buffer) => bytes.toString('base64url');
  // 65 bytes that start as an uncompressed point but are not on the curve.
  const offCurve = point(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]));
  const cases: [string, () => unknown, string][] = [
    ['an endpoint that is not a URL', () => ({ subscription: { ...good(), endpoint: 'push service' } }), 'subscription.endpoint'],
    ['a key of the wrong length', () => ({ subscription: { ...good(), keys: { ...good().keys, p256dh: point(Buffer.alloc(33, 2)) } } }), 'subscription.keys.p256dh'],
    ['a key that is not a point of P-256', () => ({ subscription: { ...good(), keys: { ...good().keys, p256dh: offCurve } } }), 'subscription.keys.p256dh'],
    ['an auth secret of 15 bytes', () => ({ subscription: { ...good(), keys: { ...good().keys, auth: point(Buffer.alloc(15, 5)) } } }), 'subscription.keys.auth'],
    ['an auth secret that is not base64url', () => ({ subscription: { ...good(), keys: { ...good().keys, auth: 'not base64!' } } }), 'subscription.keys.auth'],
    ['no keys', () => ({ subscription: { endpoint: good().endpoint } }), 'subscription.keys'],
    ['an unknown event type', () => ({ subscription: good(), events: ['move.rolled'] }), 'events'],
  ];

  it.each(cases)('%s is 400 VALIDATION_FAILED naming the field, and nothing is stored', async (_, body, field) => {
    const ivy = await player('Ivy');
    const res = await subscribe(ivy.token, body());
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json)).toContain(field);
    expect((await send(app, { method: 'GET', path: '/v1/push-subscriptions', headers: headersFor(ivy.token) })).json.items).toEqual([]);
  });

  it.each([
    ['http://push.example.org/x', 'NOT_HTTPS'],
    ['https://127.0.0.1/push/1', 'PRIVATE_ADDRESS'],
    ['https://[::1]/push/1', 'PRIVATE_ADDRESS'],
  ])('where private addresses are refused, %s is 400 %s and nothing is stored', async (endpoint, reason) => {
    const strict = build(false);
    const jay = await player('Jay', strict.app);
    const res = await subscribe(jay.token, { subscription: { ...good(), endpoint } }, strict.app);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_FAILED', field: 'subscription.endpoint', reason });
    expect((await send(strict.app, { method: 'GET', path: '/v1/push-subscriptions', headers: headersFor(jay.token) })).json.items).toEqual([]);
    strict.service.feed?.stop();
  });
});

describe('the turn reminder', () => {
  it('fires once, when a quarter of a turn of at least an hour is left and the player has not moved', async () => {
    const [kim, lou] = [await player('Kim'), await player('Lou')];
    const phone = await browserOf(kim.token);
    const start = now;
    const game = await service.games.create(kim, { ruleset: 'jamb', seats: 2, visibility: 'public', turnSeconds: 4 * 3600 });
    await service.games.join(lou, game.id);
    await settled();
    const turn = pushService.to(phone).find((m) => m.payload.title === 'Your turn' && m.payload.tag === game.id);
    expect(turn).toBeDefined();
    const reminders = () => pushService.to(phone).filter((m) => m.payload.reminder === true);

    now = start + 3 * HOUR - 1;
    await settled();
    expect(reminders()).toEqual([]);
    now = start + 3 * HOUR;
    await settled();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({
      ttl: 3_600,
      urgency: 'normal',
      payload: { title: 'Reminder: your turn', body: 'Your turn in Jamb with Lou — 60 min left', reminder: true, eventId: turn!.payload.eventId, tag: game.id, url: `/games/${game.id}` },
    });
    // Once per turn: later sweeps send nothing more, nor does dispatching every game again
    // (what a restarted server does), which arms no reminder of a turn already recalled.
    now = start + 3 * HOUR + 60_000;
    await service.feed!.recover();
    await settled();
    expect(reminders()).toHaveLength(1);
  });

  it('is not sent once the player has moved, nor for a turn under an hour', async () => {
    const [max, ned] = [await player('Max'), await player('Ned')];
    const phone = await browserOf(max.token);
    const start = now;
    const moved = await service.games.create(max, { ruleset: 'jamb', seats: 2, visibility: 'public', turnSeconds: 2 * 3600 });
    await service.games.join(ned, moved.id);
    const short = await service.games.create(max, { ruleset: 'jamb', seats: 2, visibility: 'public', turnSeconds: 3_599 });
    await service.games.join(ned, short.id);
    await settled();
    now = start + HOUR;
    await service.games.act(max, moved.id, { type: 'roll' });
    now = start + 2 * HOUR - 60_000;
    await settled();
    expect(pushService.to(phone).filter((m) => m.payload.reminder)).toEqual([]);
  });

  it('a browser that fails the reminder gets it again, and the one that took it does not', async () => {
    const [ora, pia] = [await player('Ora'), await player('Pia')];
    const [phone, laptop] = [await browserOf(ora.token), await browserOf(ora.token)];
    const start = now;
    const game = await service.games.create(ora, { ruleset: 'jamb', seats: 2, visibility: 'public', turnSeconds: 3600 });
    await service.games.join(pia, game.id);
    await settled();
    pushService.scripts.set(phone.path, [500]);
    now = start + 45 * 60_000;
    await settled();
    const reminded = (b: Browser) => pushService.to(b).filter((m) => m.payload.reminder);
    expect(reminded(phone).map((m) => m.status)).toEqual([500, 201]);
    expect(reminded(laptop).map((m) => m.status)).toEqual([201]);
    // A quarter of an hour left: under an hour, so urgent.
    expect(reminded(laptop)[0]).toMatchObject({ urgency: 'high', ttl: 900 });
  });
});

describe('over GraphQL', () => {
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await send(app, { method: 'POST', path: '/graphql', headers: headersFor(token), body: { query, variables } })).json;

  it('createPushSubscription, pushSubscriptions and deletePushSubscription, with the same checks and codes', async () => {
    const quinn = await player('Quinn');
    const browser = pushService.browser();
    const created = await gql(quinn.token, 'mutation($s: PushSubscriptionInput!) { createPushSubscription(subscription: $s, events: ["turn.started"]) { id endpoint events } }', { s: browser.subscription });
    expect(created.data.createPushSubscription).toMatchObject({ endpoint: browser.subscription.endpoint, events: ['turn.started'] });
    const listed = await gql(quinn.token, '{ pushSubscriptions { id } pushKey { publicKey } }');
    expect(listed.data).toEqual({ pushSubscriptions: [{ id: created.data.createPushSubscription.id }], pushKey: { publicKey: vapid.publicKey } });
    const bad = await gql(quinn.token, 'mutation($s: PushSubscriptionInput!) { createPushSubscription(subscription: $s) { id } }', { s: { ...browser.subscription, keys: { ...browser.subscription.keys, auth: 'AAAA' } } });
    expect(bad.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const removed = await gql(quinn.token, 'mutation($id: ID!) { deletePushSubscription(subscriptionId: $id) }', { id: created.data.createPushSubscription.id });
    expect(removed.data).toEqual({ deletePushSubscription: true });
    expect((await gql(quinn.token, '{ pushSubscriptions { id } }')).data).toEqual({ pushSubscriptions: [] });
  });
});
