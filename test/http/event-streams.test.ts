import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { expectedEvents, parsedEvents } from '../support/events.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { openStream } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Event streams over a real socket: server-sent events in order while a game is played, the
 * exact replay of what a reconnecting client missed (Last-Event-ID, ?after=), keep-alive
 * comments, the player's own stream, and the same over a polling server (how a deployed
 * function serves them).
 */

const ctx = useEmbeddedStore();
const servers: ServerType[] = [];
let push: { service: Service; origin: string };
let poll: { service: Service; origin: string };

async function start(streams: NonNullable<Parameters<typeof createService>[0]['streams']>, seed: string) {
  const service = createService({ store: ctx.store, random: seededRandom(seed), log: silentLogger, streams });
  const app = createApp({ service, logger: silentLogger, keepaliveMs: 100 });
  const port = await new Promise<number>((resolve) => servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(i.port))));
  return { service, origin: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  push = await start({ mode: 'push' }, 'streams-push');
  poll = await start({ mode: 'poll', pollMs: 50, maxDurationMs: 60_000 }, 'streams-poll');
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
});

const expected = (gameId: string) => expectedEvents(ctx.store, gameId);

async function playSolo(service: Service, ruleset: string, seed: number, moves = Infinity): Promise<GameView> {
  const ana = (await service.players.register('Ana')).player;
  let view = await service.games.create(ana, { ruleset, seats: 1 });
  const rand = prng(seed);
  for (let i = 0; i < moves && view.status === 'active' && view.turn; i++) view = await service.games.act(ana, view.id, chooseAction(view.turn, rand));
  return view;
}

describe.each([
  ['push (the local server)', () => push],
  ['poll (a deployed function)', () => poll],
])('game events, %s', (_, server) => {
  it('arrive in order while the game is played, each exactly once, as the log says', async () => {
    const { service, origin } = server();
    const created = await playSolo(service, 'yams-5', 3, 0);
    const { stream } = await openStream(`${origin}/v1/games/${created.id}/events`);
    // Replayed at once: created, started, the first turn.
    const first = parsedEvents(await stream!.next(3));
    expect(first.map((e) => e.type)).toEqual(['game.created', 'game.started', 'turn.started']);
    const ana = (await service.games.get(created.id)).seats[0]!.player!;
    const rand = prng(3);
    let view = created;
    while (view.status === 'active' && view.turn) view = await service.games.act(ana, view.id, chooseAction(view.turn, rand));
    const all = await expected(created.id);
    const rest = parsedEvents(await stream!.next(all.length - 3));
    stream!.close();
    expect([...first, ...rest]).toEqual(all);
    expect(rest.at(-1)?.type).toBe('game.finished');
  });

  it('a reconnect with Last-Event-ID replays exactly the missed events, and ?after= those after a version', async () => {
    const { service, origin } = server();
    const game = await playSolo(service, 'jamb', 5, 20);
    const all = await expected(game.id);
    const cut = 9;
    const { stream } = await openStream(`${origin}/v1/games/${game.id}/events`, { 'last-event-id': all[cut]!.id });
    expect(parsedEvents(await stream!.next(all.length - cut - 1))).toEqual(all.slice(cut + 1));
    stream!.close();
    const version = all[cut]!.data.version;
    const after = await openStream(`${origin}/v1/games/${game.id}/events?after=${version}`);
    const tail = all.filter((e) => e.data.version > version);
    expect(parsedEvents(await after.stream!.next(tail.length))).toEqual(tail);
    after.stream!.close();
  });
});

describe('streams', () => {
  it('send a comment line while idle, so the connection stays open', async () => {
    const game = await playSolo(push.service, 'yams-6', 7, 0);
    const { stream } = await openStream(`${push.origin}/v1/games/${game.id}/events`);
    await stream!.next(3);
    expect(await stream!.comments(3)).toBeGreaterThanOrEqual(3);
    stream!.close();
  });

  it('a player stream carries the events of every game the caller sits in, from the moment it connects', async () => {
    const [ana, ben] = [await push.service.players.register('Ana'), await push.service.players.register('Ben')];
    const { stream } = await openStream(`${push.origin}/v1/players/me/events`, { authorization: `Bearer ${ben.token}` });
    await stream!.comments(1); // connected
    const game = await push.service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    const started = await push.service.games.join(ben.player, game.id, { invitation: game.invitation!.code });
    const rolled = await push.service.games.act(ana.player, started.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    await push.service.games.act(ana.player, started.id, { type: 'score', column: box.column, category: box.category });
    const got = parsedEvents(await stream!.next(6));
    stream!.close();
    // Ben was not seated when Ana created the game: his stream starts with his own join.
    expect(got.map((e) => e.type)).toEqual(['player.joined', 'game.started', 'turn.started', 'move.rolled', 'move.scored', 'turn.started']);
    expect(got.map((e) => e.id)).toEqual((await expected(game.id)).slice(1).map((e) => e.id));
    expect(got[5]!.data).toMatchObject({ seat: 1, player: { id: ben.player.id } });
  });

  it('refuse an unknown game with 404 and a Last-Event-ID of another game with 400, before streaming', async () => {
    const game = await playSolo(push.service, 'yams-5', 9, 0);
    const other = await playSolo(push.service, 'yams-5', 9, 0);
    expect((await openStream(`${push.origin}/v1/games/0000000000000000/events`)).response.status).toBe(404);
    const foreign = await openStream(`${push.origin}/v1/games/${game.id}/events`, { 'last-event-id': `${other.id}.1.0` });
    expect(foreign.response.status).toBe(400);
    expect(((await foreign.response.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    expect((await openStream(`${push.origin}/v1/players/me/events`)).response.status).toBe(401);
  });
});
