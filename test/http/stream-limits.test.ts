import { type ServerType, serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { GameEventView } from '../../src/contract/index.js';
import { FAIR_USE_LIMITS } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { expectedEvents, untilFinished } from '../support/events.js';
import { seededRandom } from '../support/random.js';
import { openStream } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Streams are bounded, over a real socket: a player holds at most 16 open (REST streams and
 * GraphQL subscriptions alike), a client address at most 64, and a reader that stops
 * reading is cut off once its events pile up (here 64 KiB; 1 MiB by default) and
 * reconnects with Last-Event-ID. (A GraphQL subscription's events wait in its stream's
 * queue once the socket stops taking them: the queue's limit cuts it.) The client's address is the one a header names here, as
 * the platform names it deployed, so each test has an address of its own.
 */

const ctx = useEmbeddedStore();
const BEHIND = 64 * 1024;
let origin = '';
let port = 0;
let server: ServerType | undefined;
let service: Service;

beforeAll(async () => {
  service = createService({ store: ctx.store, rateLimit: null, random: seededRandom('stream-limits'), log: silentLogger, streams: { mode: 'push', maxBehindBytes: BEHIND } });
  const app = createApp({ service, logger: silentLogger, clientAddress: (c) => c.req.header('x-client-address') });
  port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  service.bots?.stop();
  (server as unknown as { closeAllConnections?: () => void })?.closeAllConnections?.();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function call(method: string, path: string, address: string, token?: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { 'x-client-address': address, ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

const register = async (name: string, address: string) => {
  const { json } = await call('POST', '/v1/players', address, undefined, { name });
  return { id: json.player.id as string, token: json.token as string };
};

describe('open streams', () => {
  it(`at most ${FAIR_USE_LIMITS.streamsPerAddress} per client address, whoever opens them`, async () => {
    const address = '192.0.2.10';
    const { token } = await register('Ada', address);
    const game = (await call('POST', '/v1/games', address, token, { ruleset: 'jamb', seats: 2 })).json.id as string;
    const open = [];
    for (let i = 0; i < FAIR_USE_LIMITS.streamsPerAddress; i++) {
      const opened = await openStream(`${origin}/v1/games/${game}/events`, { 'x-client-address': address });
      expect(opened.response.status).toBe(200);
      open.push(opened);
    }
    const refused = await openStream(`${origin}/v1/games/${game}/events`, { 'x-client-address': address });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe(String(FAIR_USE_LIMITS.capRetryAfterSeconds));
    expect(await refused.response.json()).toMatchObject({ code: 'RATE_LIMITED', limit: FAIR_USE_LIMITS.streamsPerAddress });
    // Another address is not affected.
    const elsewhere = await openStream(`${origin}/v1/games/${game}/events`, { 'x-client-address': '192.0.2.11' });
    expect(elsewhere.response.status).toBe(200);
    for (const stream of [...open, elsewhere]) stream.stream?.close();
  });

  it(`at most ${FAIR_USE_LIMITS.streamsPerPlayer} per player: the 17th, REST or GraphQL, is refused with 429 RATE_LIMITED`, async () => {
    const address = '192.0.2.20';
    const { id, token } = await register('Bea', address);
    const headers = { 'x-client-address': address, authorization: `Bearer ${token}` };
    const open = [];
    for (let i = 0; i < FAIR_USE_LIMITS.streamsPerPlayer - 1; i++) {
      const opened = await openStream(`${origin}/v1/players/me/events`, headers);
      expect(opened.response.status).toBe(200);
      open.push(opened);
    }
    // The 16th is a GraphQL subscription: it holds a place like a REST stream.
    const subscribe = () =>
      fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription { myEvents { id type } }' }),
      });
    const subscription = await subscribe();
    expect(subscription.status).toBe(200);
    expect(service.streams.held({ player: id, address }).player).toBe(FAIR_USE_LIMITS.streamsPerPlayer);

    const refused = await openStream(`${origin}/v1/players/me/events`, headers);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe(String(FAIR_USE_LIMITS.capRetryAfterSeconds));
    expect(await refused.response.json()).toMatchObject({ code: 'RATE_LIMITED', limit: FAIR_USE_LIMITS.streamsPerPlayer });
    const refusedSubscription = await subscribe();
    expect(await refusedSubscription.text()).toContain('"code":"RATE_LIMITED"');

    for (const stream of open) stream.stream?.close();
    await subscription.body?.cancel();
  });
});

/**
 * The player plays games against seven bots and resigns at once: the bots play on in the
 * background, and every one of their moves is an event of the player's stream. The socket's
 * buffers in the kernel take a few MiB first (their size is the system's), so it plays four
 * games at a time until the stream is cut, or 24 games have not cut it. The games played.
 */
async function playUntilCut(player: { token: string }, address: string, held: () => number): Promise<string[]> {
  const games: string[] = [];
  while (held() > 0 && games.length < 24) {
    const batch: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await call('POST', '/v1/games', address, player.token, { ruleset: 'jamb', seats: 8, bots: Array.from({ length: 7 }, () => ({ level: 'random' })) });
      expect(created.status).toBe(201);
      batch.push(created.json.id);
      expect((await call('POST', `/v1/games/${created.json.id}/actions`, address, player.token, { type: 'resign' })).status).toBe(200);
    }
    await Promise.all(batch.map((id) => untilFinished(origin, id)));
    games.push(...batch);
  }
  return games;
}

describe('a reader that stops reading', () => {
  it('of a GraphQL subscription is cut off once its events pile up, and gives its place back', async () => {
    const address = '192.0.2.31';
    const dee = await register('Dee', address);
    const body = JSON.stringify({ query: 'subscription { myEvents { id type timestamp data } }' });
    const raw = connect(port, '127.0.0.1');
    await once(raw, 'connect');
    raw.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Client-Address: ${address}\r\nAuthorization: Bearer ${dee.token}\r\n\r\n${body}`,
    );
    const [head] = (await once(raw, 'data')) as [Buffer];
    expect(head.toString('utf8')).toMatch(/^HTTP\/1\.1 200/);
    raw.pause();
    const held = () => service.streams.held({ player: dee.id, address }).player;
    await expect.poll(held).toBe(1);
    const games = await playUntilCut(dee, address, held);
    expect(held()).toBe(0);
    expect(games.length).toBeLessThan(24);
    raw.on('error', () => {});
    raw.resume();
    await once(raw, 'close');
  }, 600_000);

  it('is cut off once its events pile up, gives its place back, and resumes with Last-Event-ID', async () => {
    const address = '192.0.2.30';
    const cid = await register('Cid', address);
    // A stream read by nobody: the request is sent on a raw socket that stops reading once its answer has begun.
    const raw = connect(port, '127.0.0.1');
    await once(raw, 'connect');
    raw.write(`GET /v1/players/me/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nX-Client-Address: ${address}\r\nAuthorization: Bearer ${cid.token}\r\n\r\n`);

    // Its answer has begun (headers and the first comment): from here on nothing is read.
    const [head] = (await once(raw, 'data')) as [Buffer];
    raw.pause();
    // Cid plays games against seven bots and resigns at once: the bots play on in the
    // background, and every one of their moves is an event of Cid's stream. The socket's
    // buffers in the kernel take a few MiB first (their size is the system's), so Cid plays
    // four games at a time until the stream is cut, or 24 games have not cut it.
    const held = () => service.streams.held({ player: cid.id, address }).player;
    expect(held()).toBe(1);
    const games = await playUntilCut(cid, address, held);
    const all = (await Promise.all(games.map((id) => expectedEvents(ctx.store, id)))).flat().filter((e) => e.data.version > 2);
    const total = all.reduce((sum, e) => sum + JSON.stringify(e).length, 0);
    expect(total).toBeGreaterThan(16 * BEHIND);

    // It was cut off, and its place given back when it was.
    expect(held()).toBe(0);
    // What reached the socket before the cut is read now, up to the hang-up.
    const chunks: Buffer[] = [head];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('error', () => {});
    raw.resume();
    await once(raw, 'close');
    const text = Buffer.concat(chunks).toString('utf8');
    const received = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as GameEventView);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(all.length);

    // Reconnecting after the last event received picks up right after it, though its game has
    // finished since (the cut came in the middle of a game: the rest of it is still to come).
    const last = received.at(-1)!;
    const own = await expectedEvents(ctx.store, last.data.gameId);
    const position = own.findIndex((e) => e.id === last.id);
    expect(position).toBeLessThan(own.length - 1);
    const resumed = await openStream(`${origin}/v1/players/me/events`, { 'x-client-address': address, authorization: `Bearer ${cid.token}`, 'last-event-id': last.id });
    expect(resumed.response.status).toBe(200);
    const next = JSON.parse((await resumed.stream!.next(1))[0]!.data) as GameEventView;
    expect(next).toEqual(own[position + 1]);
    resumed.stream!.close();
  }, 600_000);
});
