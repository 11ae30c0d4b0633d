import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { GameEventSchema } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { finishQuickly } from '../service/support.js';
import { parsedEvents } from '../support/events.js';
import { seededRandom } from '../support/random.js';
import { startReceiver } from '../support/receiver.js';
import { manualScheduler } from '../support/scheduler.js';
import { openStream } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The notice of an invitation, over real sockets: the invited player receives
 * `invitation.received` on its webhook (a real receiver, the signature checked with
 * `standardwebhooks`) and on its event stream (real SSE; pushed by the local server, and
 * polled as a deployed function does), and nothing else of the game it has no seat in; the
 * game's players receive `player.invited` and `invitation.declined`.
 */

const ctx = useEmbeddedStore();
const servers: ServerType[] = [];
const sweeper = manualScheduler();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let push: { service: Service; origin: string };
let poll: { origin: string };

async function serveApp(service: Service): Promise<string> {
  const app = createApp({ service, logger: silentLogger, keepaliveMs: 100 });
  const port = await new Promise<number>((resolve) => servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(i.port))));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  receiver = await startReceiver();
  const notifications = {
    store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }),
    keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 5) }]),
    allowPrivate: true,
    retrySchedule: [0, 0],
    feed: 'local' as const,
  };
  const service = createService({ store: ctx.store, random: seededRandom('invitation-events'), log: silentLogger, notifications, scheduler: sweeper.schedule });
  push = { service, origin: await serveApp(service) };
  poll = { origin: await serveApp(createService({ store: ctx.store, log: silentLogger, streams: { mode: 'poll', pollMs: 50, maxDurationMs: 60_000 } })) };
});

afterAll(async () => {
  push.service.feed?.stop();
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
  await receiver.close();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${push.origin}${path}`, { method, headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  return { status: res.status, json: res.status === 204 ? null : ((await res.json()) as any) };
}

async function player(name: string, hook: string) {
  const registered = await call('POST', '/v1/players', undefined, { name });
  const token = registered.json.token as string;
  const webhook = await call('POST', '/v1/webhooks', token, { url: `${receiver.origin}${hook}` });
  expect(webhook.status).toBe(201);
  return { id: registered.json.player.id as string, name, token, hook, secret: webhook.json.secret as string };
}

/** The events delivered to a player's webhook so far, each verified as a receiver would. */
async function delivered(p: { hook: string; secret: string }) {
  await push.service.feed!.idle();
  await sweeper.run();
  return receiver.received
    .filter((d) => d.path === p.hook)
    .map((d) => {
      const event = new Webhook(p.secret).verify(d.body, d.headers) as { id: string; type: string; data: Record<string, unknown> };
      expect(GameEventSchema.safeParse(event).success, d.body).toBe(true);
      return event;
    });
}

describe('invitation.received', () => {
  it('reaches the invited player alone, on its webhook and its pushed stream; the players get player.invited', async () => {
    const [ana, ben] = [await player('Ana', '/ana-1'), await player('Ben', '/ben-1')];
    const { stream } = await openStream(`${push.origin}/v1/players/me/events`, { authorization: `Bearer ${ben.token}` });
    await stream!.comments(1);
    const game = (await call('POST', '/v1/games', ana.token, { ruleset: 'jamb', seats: 2 })).json;
    expect((await call('POST', `/v1/games/${game.id}/invitations`, ana.token, { player: ben.id })).status).toBe(200);

    const [received] = parsedEvents(await stream!.next(1));
    stream!.close();
    const expected = { id: `${game.id}.2.1`, type: 'invitation.received', data: { gameId: game.id, version: 2, from: { id: ana.id, name: 'Ana' }, player: { id: ben.id, name: 'Ben' }, rematchOf: null } };
    expect(received).toMatchObject(expected);
    const bens = await delivered(ben);
    expect(bens).toEqual([{ ...expected, timestamp: received!.timestamp }]);
    expect((await delivered(ana)).map((e) => e.type)).toEqual(['game.created', 'player.invited']);

    expect((await call('DELETE', `/v1/players/me/invitations/${game.id}`, ben.token)).status).toBe(204);
    expect((await delivered(ana)).map((e) => [e.type, e.data.version])).toEqual([['game.created', 1], ['player.invited', 2], ['invitation.declined', 3]]);
    // Each event carries what its move log entry holds (a client grows its log from them).
    const log = (await call('GET', `/v1/games/${game.id}/moves`, ana.token)).json.items as { version: number; seat: number; player: unknown; invited?: unknown[] }[];
    const [, invited, declined] = await delivered(ana);
    expect({ seat: invited!.data.seat, player: invited!.data.by, invited: [invited!.data.player] }).toEqual({ seat: log[1]!.seat, player: log[1]!.player, invited: log[1]!.invited });
    expect({ seat: declined!.data.seat, player: declined!.data.player }).toEqual({ seat: log[2]!.seat, player: log[2]!.player });
    expect((await delivered(ben)).map((e) => e.type)).toEqual(['invitation.received']);
  });

  it('reaches the invited player on a polled stream, as a deployed function serves it', async () => {
    const [ana, ben] = [await player('Ana', '/ana-2'), await player('Ben', '/ben-2')];
    const { stream } = await openStream(`${poll.origin}/v1/players/me/events`, { authorization: `Bearer ${ben.token}` });
    await stream!.comments(1);
    const game = (await call('POST', '/v1/games', ana.token, { ruleset: 'yams-5', seats: 3 })).json;
    await call('POST', `/v1/games/${game.id}/invitations`, ana.token, { player: ben.id });
    const [received] = parsedEvents(await stream!.next(1));
    stream!.close();
    expect(received).toMatchObject({ type: 'invitation.received', data: { gameId: game.id, from: { id: ana.id } } });
  });

  it('comes with a rematch, naming the game it replays; an outsider cannot take the kept seat', async () => {
    const [ana, ben, eve] = [await player('Ana', '/ana-3'), await player('Ben', '/ben-3'), await player('Eve', '/eve-3')];
    const game = (await call('POST', '/v1/games', ana.token, { ruleset: 'yams-5', seats: 2 })).json;
    const started = (await call('POST', `/v1/games/${game.id}/join`, ben.token, { invitation: game.invitation.code })).json;
    const finished = await finishQuickly(push.service, started);
    const rematch = (await call('POST', `/v1/games/${finished.id}/rematch`, ana.token)).json;
    const sniped = await call('POST', `/v1/games/${rematch.id}/join`, eve.token, { invitation: rematch.invitation.code });
    expect([sniped.status, sniped.json.code]).toEqual([403, 'INVITATION_REQUIRED']);
    const bens = (await delivered(ben)).filter((e) => e.data.gameId === rematch.id);
    expect(bens.map((e) => [e.type, e.data.rematchOf, (e.data.from as { id: string }).id])).toEqual([['invitation.received', finished.id, ana.id]]);
    expect((await call('POST', `/v1/games/${rematch.id}/join`, ben.token)).json.status).toBe('active');
  });
});
