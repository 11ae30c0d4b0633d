import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { EventView, TournamentView } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring, generateVapidKeys } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/index.js';
import { startPushService } from '../support/push-service.js';
import { startReceiver } from '../support/receiver.js';
import { openStream } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';
import { manualScheduler } from '../support/scheduler.js';

/*
 * A tournament's events reach its players as their games' events do: in the caller's own
 * stream (each player its own `tournament.roundStarted`), through their webhooks (Standard
 * Webhooks, verified by the `standardwebhooks` library), their browsers' Web Push (a push
 * service on the loopback decrypting each message) and, every one of them, on the
 * tournament's stream; over a real socket, on a clock the test moves. A rated table's
 * `game.finished` carries its ratings.
 */

const ctx = useEmbeddedStore();
// Close to the real time: webhook receivers check the timestamps they are sent (within 5 minutes).
const START = Date.now() + 60_000;
let now = Date.now();
let service: Service;
let origin: string;
let server: ServerType;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const sweeper = manualScheduler();

beforeAll(async () => {
  receiver = await startReceiver();
  pushService = await startPushService();
  const vapid = generateVapidKeys();
  service = createService({
    store: ctx.store,
    clock: () => (now += 1),
    log: silentLogger,
    minTurnSeconds: 1,
    // The local loop of deadlines and tournaments, run by the test (`sweeper.run`).
    deadlines: { sweepMs: 1000 },
    notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring: createKeyring([{ id: 't', key: Buffer.alloc(32, 4) }]), allowPrivate: true, feed: 'local', push: { keys: async () => vapid, subject: 'mailto:push@yamb.invalid' } },
    scheduler: sweeper.schedule,
  });
  const app = createApp({ service, logger: silentLogger, keepaliveMs: 60_000 });
  const port = await new Promise<number>((resolve) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(i.port))));
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  service.feed?.stop();
  await receiver.close();
  await pushService.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((r) => server.close(() => r()));
});

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${origin}${path}`, { method, headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function player(name: string) {
  const { body } = await call('POST', '/v1/players', undefined, { name });
  const token = body.token as string;
  const hook = await call('POST', '/v1/webhooks', token, { url: `${receiver.origin}/${name}` });
  return { id: (body.player as { id: string }).id, name, token, secret: hook.body.secret as string };
}

const parsed = (events: { data: string }[]) => events.map((e) => JSON.parse(e.data) as EventView);
const deliveredTo = (p: { name: string; secret: string }) =>
  receiver.received.filter((d) => d.path === `/${p.name}`).map((d) => new Webhook(p.secret).verify(d.body, d.headers) as EventView);

describe("a tournament's events", () => {
  it('reach each player in its stream and webhooks, and all of them the tournament stream', async () => {
    const ana = await player('Ana');
    const ben = await player('Ben');
    // Ana's phone is told of her rounds only: one push, her own round start, none of Ben's nor of her turns.
    const phone = pushService.browser();
    expect((await call('POST', '/v1/push-subscriptions', ana.token, { subscription: phone.subscription, events: ['tournament.roundStarted'] })).status).toBe(201);
    const mine = await openStream(`${origin}/v1/players/me/events`, { authorization: `Bearer ${ana.token}` });
    expect(mine.response.status).toBe(200);
    const created = await call('POST', '/v1/tournaments', ana.token, { name: 'Duel', ruleset: 'yams-5', tableSize: 2, rounds: 1, turnSeconds: 60, startsAt: new Date(START).toISOString(), rated: true });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as TournamentView).id;
    for (const p of [ana, ben]) expect((await call('POST', `/v1/tournaments/${id}/join`, p.token)).status).toBe(200);
    now = START;
    await sweeper.run();
    await service.feed!.idle();
    await service.feed!.idle();

    const started = (await call('GET', `/v1/tournaments/${id}`)).body as unknown as TournamentView;
    const gameId = started.rounds[0]!.tables[0]!.gameId;
    // Ana's stream: the start, and her own round start, after her game's first events (its game is created before the round starts).
    const received: EventView[] = [];
    while (received.filter((e) => e.type.startsWith('tournament.')).length < 2) received.push(...parsed(await mine.stream!.next(1)));
    expect(received.filter((e) => !e.type.startsWith('tournament.')).every((e) => 'gameId' in e.data && e.data.gameId === gameId)).toBe(true);
    const streamed = received.filter((e) => e.type.startsWith('tournament.'));
    expect(streamed.map((e) => e.type)).toEqual(['tournament.started', 'tournament.roundStarted']);
    expect(streamed[1]).toMatchObject({ id: `${id}.${started.version}.1`, data: { tournamentId: id, version: started.version, round: 1, player: { id: ana.id }, gameId } });
    mine.stream!.close();
    await expect.poll(() => pushService.to(phone).length).toBe(1);
    expect(pushService.to(phone)[0]).toMatchObject({
      status: 201,
      payload: { title: 'Round 1 started', body: 'Round 1 of Duel: your game with Ben', url: `/games/${gameId}`, tag: gameId, eventId: streamed[1]!.id },
    });

    // Play the one table to its end; its end finishes the tournament.
    let view = (await call('GET', `/v1/games/${gameId}`)).body as unknown as GameView;
    const token = (playerId: string) => (playerId === ana.id ? ana.token : ben.token);
    while (view.status === 'active') {
      const turn = view.turn!;
      const best = [...turn.available].sort((a, b) => b.score - a.score)[0];
      const action = best ? { type: 'score', column: best.column, category: best.category } : { type: 'roll' };
      view = (await call('POST', `/v1/games/${gameId}/actions`, token(turn.player.id), action)).body as unknown as GameView;
    }
    await service.feed!.idle();
    for (let i = 0; i < 3 && (await sweeper.run())[0] !== 0; i++) await service.feed!.idle();
    const finished = (await call('GET', `/v1/tournaments/${id}`)).body as unknown as TournamentView;
    expect(finished.status).toBe('finished');

    // The tournament's stream: every event, each player's round start included.
    const all = await openStream(`${origin}/v1/tournaments/${id}/events`);
    const events = parsed(await all.stream!.next(4));
    all.stream!.close();
    expect(events.map((e) => e.type)).toEqual(['tournament.started', 'tournament.roundStarted', 'tournament.roundStarted', 'tournament.finished']);
    expect(events.filter((e) => e.type === 'tournament.roundStarted').map((e) => e.type === 'tournament.roundStarted' && e.data.player.id).sort()).toEqual([ana.id, ben.id].sort());
    expect(events[3]).toMatchObject({ id: `${id}.${finished.version}.0`, data: { standings: finished.standings } });

    // Webhooks: each player its own round start, the same ids; and the rated game's end with its ratings.
    for (const p of [ana, ben]) {
      const got = deliveredTo(p);
      const tournament = got.filter((e) => e.type.startsWith('tournament.'));
      expect(tournament.map((e) => e.id)).toEqual(events.filter((e) => e.type !== 'tournament.roundStarted' || (e.data.player.id === p.id)).map((e) => e.id));
      const end = got.find((e) => e.type === 'game.finished');
      expect(end?.type === 'game.finished' && end.data.ratings?.map((r) => r.player.id)).toEqual(view.seats.map((s) => s.player!.id));
    }
    expect(pushService.to(phone).map((m) => m.payload.eventId)).toEqual([streamed[1]!.id]);
    expect(pushService.refused).toEqual([]);
    const game = (await call('GET', `/v1/games/${gameId}`)).body as unknown as GameView;
    expect(game.seats.every((s) => s.ratingAfter !== null)).toBe(true);
  });

  it('is a 404 for an unknown tournament, and refuses a Last-Event-ID of another one', async () => {
    const missing = await fetch(`${origin}/v1/tournaments/0000000000000000/events`);
    expect(missing.status).toBe(404);
    const list = (await call('GET', '/v1/tournaments?status=finished')).body as { items: { id: string }[] };
    const foreign = await fetch(`${origin}/v1/tournaments/${list.items[0]!.id}/events`, { headers: { 'last-event-id': '0000000000000000.1.0' } });
    expect(foreign.status).toBe(400);
  });
});
