import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { EVENT_INPUTS } from '../../src/http/routes/event-docs.js';
import { silentLogger } from '../../src/log.js';
import type { GameView } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { openStream } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The inputs of the event streams (`?after=`, `Last-Event-ID`), which their routes read
 * without zod in the plain cases and leave every other to the declared schemas
 * (src/http/routes/event-docs.ts), loaded on first need. Each answer over the socket is held
 * against what the declared schema itself says of the same input: the refusal word for word,
 * and an odd value it accepts read as it reads it.
 */

const ctx = useEmbeddedStore();
let server: ServerType;
let origin: string;
let game: GameView;

beforeAll(async () => {
  const service = createService({ store: ctx.store, random: seededRandom('stream-inputs'), log: silentLogger });
  const app = createApp({ service, logger: silentLogger, keepaliveMs: 100 });
  const port = await new Promise<number>((resolve) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(i.port))));
  origin = `http://127.0.0.1:${port}`;
  const ana = (await service.players.register('Ana')).player;
  game = await service.games.create(ana, { ruleset: 'yams-5', seats: 1 });
  const rand = prng(7);
  for (let i = 0; i < 8 && game.turn; i++) game = await service.games.act(ana, game.id, chooseAction(game.turn, rand));
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

/** An event id is `<game id>.<version>.<index>`. */
const versionOf = (eventId: string) => Number(eventId.split('.')[1]);

interface Problem {
  code: string;
  detail: string;
  errors?: { path: string; message: string }[];
}

describe('?after=', () => {
  it.each<string | string[]>(['0', '2', '', ' 3', '3 ', '1e0', '0x2', '-1', 'abc', '1.5', '99999999999999999999', ['1', '2']])('%j is answered as the declared schema reads it', async (after) => {
    const query = [after].flat().map((value) => `after=${encodeURIComponent(value)}`).join('&');
    const declared = EVENT_INPUTS.query.safeParse({ after });
    const { response, stream } = await openStream(`${origin}/v1/games/${game.id}/events?${query}`);
    if (!declared.success) {
      expect(response.status).toBe(400);
      const problem = (await response.json()) as Problem;
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors).toEqual(declared.error.issues.map((issue) => ({ path: ['query', ...issue.path].join('.'), message: issue.message })));
      return;
    }
    expect(declared.data.after).toBeLessThan(game.version);
    expect(response.status).toBe(200);
    const [first] = await stream!.next(1);
    stream!.close();
    expect(versionOf(first!.id)).toBe(declared.data.after! + 1);
  });
});

describe('Last-Event-ID', () => {
  it.each([64, 65, 300])('of %i characters is answered as the declared schema reads it', async (length) => {
    const id = `${'x'.repeat(length - 4)}.1.0`;
    const declared = EVENT_INPUTS.header.safeParse({ 'last-event-id': id });
    const { response } = await openStream(`${origin}/v1/games/${game.id}/events`, { 'last-event-id': id });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe('VALIDATION_FAILED');
    if (declared.success) expect(problem.detail).toBe('Last-Event-ID is not an event of this game');
    else expect(problem.errors).toEqual(declared.error.issues.map((issue) => ({ path: ['header', ...issue.path].join('.'), message: issue.message })));
  });

  it('of an event of the game replays what follows it', async () => {
    const { stream } = await openStream(`${origin}/v1/games/${game.id}/events?after=1`);
    const [event] = await stream!.next(1);
    stream!.close();
    const resumed = await openStream(`${origin}/v1/games/${game.id}/events`, { 'last-event-id': event!.id });
    const [next] = await resumed.stream!.next(1);
    resumed.stream!.close();
    expect(next!.id).not.toBe(event!.id);
    expect(versionOf(next!.id)).toBeGreaterThanOrEqual(versionOf(event!.id));
  });
});
