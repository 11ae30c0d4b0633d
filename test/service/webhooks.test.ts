import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameEventSchema } from '../../src/contract/events.js';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { headersFor, send } from '../hardening/support.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { startReceiver } from '../support/receiver.js';
import { manualScheduler } from '../support/scheduler.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Webhooks end to end, with a real receiver on the loopback: players register endpoints over
 * REST, play a game through the service, and every event their games make reaches each
 * endpoint signed as Standard Webhooks defines (verified with the `standardwebhooks`
 * library), in order, exactly once unless the endpoint failed it; failed events come again
 * with the same `webhook-id` until they succeed, and 410 stops deliveries for good.
 */

const ctx = useEmbeddedStore();
let service: Service;
let app: App;


let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The dispatcher's sweeper of due retries, run by `settled` rather than by a timer. */
const sweeper = manualScheduler();

beforeAll(async () => {
  receiver = await startReceiver();
  const keyring = createKeyring([{ id: 'test', key: Buffer.alloc(32, 7) }]);
  service = createService({
    store: ctx.store,
    random: seededRandom('webhooks'),
    log: silentLogger,
    notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring, allowPrivate: true, retrySchedule: [0, 0, 0, 0, 0], feed: 'local' },
    scheduler: sweeper.schedule,
  });
  app = createApp({ service, logger: silentLogger });
});

afterAll(async () => {
  service.feed?.stop();
  await receiver.close();
});

async function player(name: string) {
  const res = await send(app, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name } });
  return { id: res.json.player.id as string, name, token: res.json.token as string };
}

async function webhook(token: string, path: string, events?: string[]) {
  const res = await send(app, { method: 'POST', path: '/v1/webhooks', headers: headersFor(token), body: { url: `${receiver.origin}${path}`, ...(events && { events }) } });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.webhook.id as string, secret: res.json.secret as string };
}

/**
 * Runs the dispatcher until it has nothing left to do: the feed drained, then the sweeper of
 * due retries (every retry is due at once here) until a sweep finds none. Nothing else moves
 * a cursor meanwhile, so one sweep that finds none is the end.
 */
async function settled(): Promise<void> {
  for (let sweeps = 0; sweeps < 20; sweeps++) {
    await service.feed!.idle();
    const [due] = (await sweeper.run()) as [number];
    if (due === 0) return;
  }
  throw new Error('deliveries did not settle in 20 sweeps');
}

async function playToTheEnd(view: GameView, people: Map<string, { id: string; name: string }>, seed: number): Promise<GameView> {
  const rand = prng(seed);
  let current = view;
  while (current.status === 'active' && current.turn) {
    current = await service.games.act(people.get(current.turn.player.id)!, current.id, chooseAction(current.turn, rand));
  }
  return current;
}

/** The deliveries to `path`, each checked with the library a receiver would use. */
function verified(path: string, secret: string) {
  return receiver.received
    .filter((d) => d.path === path)
    .map((d) => {
      const payload = new Webhook(secret).verify(d.body, d.headers) as { id: string; type: string };
      expect(payload.id).toBe(d.headers['webhook-id']);
      return { ...d, event: JSON.parse(d.body) as { id: string; type: string; data: { version: number } } };
    });
}

describe('webhooks', () => {
  it('a two-seat game played to the end reaches both players, signed, in order, each event once', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const hooks = { ana: await webhook(ana.token, '/ana'), ben: await webhook(ben.token, '/ben') };
    const created = await service.games.create(ana, { ruleset: 'yams-5', seats: 2 });
    const started = await service.games.join(ben, created.id, { invitation: created.invitation!.code });
    const finished = await playToTheEnd(started, new Map([[ana.id, ana], [ben.id, ben]]), 11);
    expect(finished.status).toBe('finished');
    await settled();

    for (const [who, path, hook] of [['ana', '/ana', hooks.ana], ['ben', '/ben', hooks.ben]] as const) {
      const got = verified(path, hook.secret);
      const ids = got.map((d) => d.event.id);
      expect(new Set(ids).size, `${who}: every event once`).toBe(ids.length);
      for (const d of got) expect(GameEventSchema.safeParse(d.event).success, d.body).toBe(true);
      const types = got.map((d) => d.event.type);
      expect(types.filter((t) => t === 'game.started')).toHaveLength(1);
      expect(types.filter((t) => t === 'game.finished')).toHaveLength(1);
      // 13 turns a seat: every turn begins with a turn.started.
      expect(types.filter((t) => t === 'turn.started')).toHaveLength(26);
      // In order: versions never go back.
      const versions = got.map((d) => d.event.data.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      // Ben was not seated before his join: he gets nothing of version 1.
      if (who === 'ben') expect(versions[0]).toBe(2);
      else expect(types[0]).toBe('game.created');
    }
  });

  it('a receiver that answers 500 three times gets the event on the fourth attempt, with the same webhook-id', async () => {
    const ana = await player('Ana');
    const hook = await webhook(ana.token, '/flaky', ['game.created']);
    receiver.scripts.set('/flaky', [500, 500, 500]);
    const game = await service.games.create(ana, { ruleset: 'jamb', seats: 2 });
    await settled();
    const got = receiver.received.filter((d) => d.path === '/flaky');
    expect(got).toHaveLength(4);
    expect(new Set(got.map((d) => d.headers['webhook-id']))).toEqual(new Set([`${game.id}.1.0`]));
    for (const d of got) new Webhook(hook.secret).verify(d.body, d.headers);
    const log = await send(app, { method: 'GET', path: `/v1/webhooks/${hook.id}/deliveries`, headers: headersFor(ana.token) });
    expect(log.json.items.map((a: { attempt: number; status: number }) => [a.attempt, a.status])).toEqual([
      [4, 200],
      [3, 500],
      [2, 500],
      [1, 500],
    ]);
  });

  it('410 Gone disables the endpoint: nothing more is sent to it', async () => {
    const ana = await player('Ana');
    const hook = await webhook(ana.token, '/gone');
    receiver.scripts.set('/gone', [410]);
    await service.games.create(ana, { ruleset: 'yams-6', seats: 1 });
    await settled();
    const listed = await send(app, { method: 'GET', path: `/v1/webhooks/${hook.id}`, headers: headersFor(ana.token) });
    expect(listed.json.disabled).toMatchObject({ reason: expect.stringContaining('410') });
    const before = receiver.received.filter((d) => d.path === '/gone').length;
    expect(before).toBe(1);
    await service.games.create(ana, { ruleset: 'yams-6', seats: 1 });
    await settled();
    expect(receiver.received.filter((d) => d.path === '/gone')).toHaveLength(before);
  });

  it('a test event reaches the endpoint, signed, and lands in the delivery log', async () => {
    const ana = await player('Ana');
    const hook = await webhook(ana.token, '/test');
    const res = await send(app, { method: 'POST', path: `/v1/webhooks/${hook.id}/test`, headers: headersFor(ana.token) });
    expect(res.json).toMatchObject({ type: 'webhook.test', status: 200, error: null, attempt: 1 });
    const [delivery] = verified('/test', hook.secret);
    expect(delivery!.event).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
  });

  it('a rotated secret: deliveries carry both signatures for the window, each verifies with its own secret', async () => {
    const ana = await player('Ana');
    const hook = await webhook(ana.token, '/rotated', ['game.created']);
    const rotated = await send(app, { method: 'POST', path: `/v1/webhooks/${hook.id}/rotate-secret`, headers: headersFor(ana.token) });
    expect(rotated.json.secret).not.toBe(hook.secret);
    expect(rotated.json.webhook.secretRotation).not.toBeNull();
    await service.games.create(ana, { ruleset: 'jamb', seats: 1 });
    await settled();
    const [delivery] = receiver.received.filter((d) => d.path === '/rotated');
    expect(delivery!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [hook.secret, rotated.json.secret as string]) new Webhook(secret).verify(delivery!.body, delivery!.headers);
  });

  it('lists and deletes webhooks; another player cannot see or delete them', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const hook = await webhook(ana.token, '/listed');
    const list = await send(app, { method: 'GET', path: '/v1/webhooks', headers: headersFor(ana.token) });
    expect(list.json.items.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    for (const [method, path] of [['GET', `/v1/webhooks/${hook.id}`], ['DELETE', `/v1/webhooks/${hook.id}`]] as const) {
      expect((await send(app, { method, path, headers: headersFor(ben.token) })).status).toBe(404);
    }
    expect((await send(app, { method: 'DELETE', path: `/v1/webhooks/${hook.id}`, headers: headersFor(ana.token) })).status).toBe(204);
    expect((await send(app, { method: 'GET', path: '/v1/webhooks', headers: headersFor(ana.token) })).json.items).toEqual([]);
  });

  it('reads a keyring given as a source when it first seals: a failed read is a 503 to repeat, and changes nothing', async () => {
    let reads = 0;
    let reachable = false;
    const lazy = createService({
      store: ctx.store,
      log: silentLogger,
      notifications: {
        store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }),
        keyring: async () => {
          reads += 1;
          if (!reachable) throw new Error('connect ECONNREFUSED');
          return createKeyring([{ id: 'lazy', key: Buffer.alloc(32, 2) }]);
        },
        allowPrivate: true,
        feed: 'stream',
      },
    });
    const lazyApp = createApp({ service: lazy, logger: silentLogger });
    const ana = await player('Ana');
    expect(reads).toBe(0);
    const refused = await send(lazyApp, { method: 'POST', path: '/v1/webhooks', headers: headersFor(ana.token), body: { url: `${receiver.origin}/lazy` } });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'UNAVAILABLE' });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await send(lazyApp, { method: 'GET', path: '/v1/webhooks', headers: headersFor(ana.token) })).json.items).toEqual([]);
    // A test delivery opens the secret: with the keyring unreadable, a 503 too, and no attempt logged.
    const hook = await webhook(ana.token, '/lazy-test');
    const test = await send(lazyApp, { method: 'POST', path: `/v1/webhooks/${hook.id}/test`, headers: headersFor(ana.token) });
    expect(test.status).toBe(503);
    expect(test.json).toMatchObject({ code: 'UNAVAILABLE' });
    expect((await send(lazyApp, { method: 'GET', path: `/v1/webhooks/${hook.id}/deliveries`, headers: headersFor(ana.token) })).json.items).toEqual([]);
    reachable = true;
    for (const path of ['/a', '/b']) {
      expect((await send(lazyApp, { method: 'POST', path: '/v1/webhooks', headers: headersFor(ana.token), body: { url: `${receiver.origin}${path}` } })).status).toBe(201);
    }
    expect(reads).toBe(3);
  });

  it('refuses URLs it cannot deliver to, naming why', async () => {
    const strict = createService({
      store: ctx.store,
      log: silentLogger,
      notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring: createKeyring([{ id: 't', key: Buffer.alloc(32, 1) }]), allowPrivate: false, feed: 'stream' },
    });
    const strictApp = createApp({ service: strict, logger: silentLogger });
    const ana = await player('Ana');
    for (const [url, reason] of [['http://example.org/hook', 'NOT_HTTPS'], ['https://127.0.0.1/hook', 'PRIVATE_ADDRESS'], ['not a url', 'INVALID_URL']]) {
      const res = await send(strictApp, { method: 'POST', path: '/v1/webhooks', headers: headersFor(ana.token), body: { url } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION_FAILED', reason });
    }
  });
});
