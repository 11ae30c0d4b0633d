import { type ServerType, serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { FAIR_USE_LIMITS } from '../../src/contract/index.js';
import { replay } from '../../src/engine/index.js';
import { silentLogger } from '../../src/log.js';
import type { GameView, MoveView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { untilFinished } from '../support/events.js';
import { replayedView, toEvent } from '../support/moves.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Games of bots only are played in the background, one bot turn at a time, and never hold
 * the server: a real server on a real socket, five games of eight strong bots at once (the
 * most one player may run), and requests that arrive between two bot turns. The order is
 * read from the server itself, not timed: the worker's hooks write down when each turn
 * starts, and right after a turn the test sends a cheap read over a socket already open;
 * the server writes down when it answered it. Each read must be answered before the next
 * bot turn starts.
 */

const ctx = useEmbeddedStore();
const GAMES = FAIR_USE_LIMITS.botGamesPerPlayer;
const EIGHT_STRONG = { ruleset: 'jamb', seats: 8, bots: Array.from({ length: 8 }, () => ({ level: 'strong' })) };
/** A read is sent after every PROBE_EVERY-th bot turn. */
const PROBE_EVERY = 40;

/** What happened, in the order the server saw it: `turn` (a bot turn starts), `probe n` (read n sent), `answered n`. */
const order: string[] = [];
let turns = 0;
let probes = 0;
let probeSocket: Socket | undefined;
let service: Service;
let server: ServerType | undefined;
let origin = '';

function probe(): void {
  if (!probeSocket) return;
  probes += 1;
  order.push(`probe ${probes}`);
  // One write of a whole request on a connection already open: the bytes are in the
  // server's socket when this returns (loopback), read at the event loop's next poll.
  probeSocket.write(`GET /v1/rulesets HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Probe: ${probes}\r\n\r\n`);
}

beforeAll(async () => {
  service = createService({
    store: ctx.store,
    rateLimit: null,
    random: seededRandom('background-bots'),
    log: silentLogger,
    bots: {
      hooks: {
        beforeTurn: () => void order.push('turn'),
        afterTurn: () => {
          turns += 1;
          if (turns % PROBE_EVERY === 0) probe();
        },
      },
    },
  });
  const app = createApp({ service, logger: silentLogger });
  const port = await new Promise<number>((resolve) => {
    server = serve(
      {
        fetch: async (request: Request, env: unknown) => {
          const response = await app.fetch(request, env);
          const n = request.headers.get('x-probe');
          if (n) order.push(`answered ${n}`);
          return response;
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => resolve(info.port),
    );
  });
  origin = `http://127.0.0.1:${port}`;
  // The reads' connection stays open however long the games take.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 0;
  probeSocket = connect(port, '127.0.0.1');
  probeSocket.on('data', () => {});
  await once(probeSocket, 'connect');
});

afterAll(async () => {
  service.bots?.stop();
  probeSocket?.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

/** The game's move log is gap-free (versions 1, 2, 3... to the game's version) and replays to the game. */
async function expectWhole(gameId: string): Promise<GameView> {
  const view = (await call('GET', `/v1/games/${gameId}`)).json as GameView;
  const moves = (await call('GET', `/v1/games/${gameId}/moves`)).json.items as MoveView[];
  expect(moves.map((m) => m.version)).toEqual(Array.from({ length: view.version }, (_, i) => i + 1));
  expect(replay(moves.map(toEvent)).ok).toBe(true);
  expect(replayedView(view, moves)).toEqual(view);
  return view;
}

describe('games of bots only, in the background', () => {
  it('are answered active at once, five per player at most (the sixth: 429), and never make a request wait for more than one bot turn', async () => {
    const ana = (await call('POST', '/v1/players', undefined, { name: 'Ana' })).json.token as string;
    const ids: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const created = await call('POST', '/v1/games', ana, EIGHT_STRONG);
      expect(created.status).toBe(201);
      expect(created.json.status).toBe('active');
      ids.push(created.json.id);
    }
    const sixth = await call('POST', '/v1/games', ana, EIGHT_STRONG);
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'RATE_LIMITED', limit: GAMES });
    expect(sixth.headers.get('retry-after')).toBe(String(FAIR_USE_LIMITS.capRetryAfterSeconds));

    // Each game is followed to its end by its own stream.
    await Promise.all(ids.map((id) => untilFinished(origin, id)));
    for (const id of ids) expect((await expectWhole(id)).status).toBe('finished');

    // Every read sent right after a bot turn was answered before the next bot turn started.
    expect(probes).toBeGreaterThanOrEqual(10);
    for (let n = 1; n <= probes; n++) {
      const sent = order.indexOf(`probe ${n}`);
      const answered = order.indexOf(`answered ${n}`);
      expect(answered, `read ${n} was answered`).toBeGreaterThan(sent);
      expect(order.slice(sent, answered), `read ${n}`).not.toContain('turn');
    }
    // Bot turns of several games ran between the reads: the games were played side by side.
    expect(turns).toBeGreaterThan(GAMES * 8 * 52 - 1);

    // Their places are free again once they finished.
    expect((await call('POST', '/v1/games', ana, { ...EIGHT_STRONG, ruleset: 'yams-5' })).status).toBe(201);
  }, 600_000);
});
