import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createServiceFor } from '../../src/entry/service.js';
import { RECONNECT_MS, TIMEOUT_RESERVE_MS } from '../../src/entry/stream-function.js';
import { silentLogger } from '../../src/log.js';
import type { GameView, Service } from '../../src/service/index.js';
import { expectedEvents, parsedEvents } from '../support/events.js';
import { captureJsonLogs } from '../support/logs.js';
import { chooseAction, prng } from '../support/play.js';
import { sseReader } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';
import { functionUrlEvent, installAwsLambdaGlobal, invokeStreaming, type StreamedInvocation } from './response-streaming.js';

/*
 * The streams function's handler (src/entry/streams-lambda.ts) run for real: the module built
 * from the environment as on Lambda (the table found through the SDK's endpoint variable), its
 * `streamHandle` wrapped by a stand-in of the runtime's `awslambda` global, invoked with
 * function URL events, the prelude and body read as the function URL reads them. Games are
 * written by another service on the same table, as the API function writes them. Streams last
 * STREAM_SECONDS here; a client that leaves does not end its invocation (as on Lambda). Where a
 * test says when a stream's lifetime is over, the clock it reads is stopped and moved on by
 * the test (`vi.setSystemTime`); its polls still run on real timers.
 */

const ctx = useEmbeddedStore();
const logs = captureJsonLogs();
const LIFETIME_S = 2;
const ENVIRONMENT = ['TABLE_NAME', 'STREAM_SECONDS', 'STREAM_POLL_SECONDS', 'CORS_ORIGINS', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));
let uninstall: () => void;
let handler: unknown;
let writer: Service;

beforeAll(async () => {
  uninstall = installAwsLambdaGlobal();
  Object.assign(process.env, {
    TABLE_NAME: ctx.db.tableName,
    STREAM_SECONDS: String(LIFETIME_S),
    STREAM_POLL_SECONDS: '0.05',
    CORS_ORIGINS: 'https://app.example',
    AWS_ENDPOINT_URL_DYNAMODB: ctx.db.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  writer = createServiceFor({ client: ctx.db.client, tableName: ctx.db.tableName, logger: silentLogger });
  handler = ((await import('../../src/entry/streams-lambda.js')) as { handler: unknown }).handler;
});

afterAll(() => {
  uninstall?.();
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const expected = (gameId: string) => expectedEvents(ctx.store, gameId);

interface Opened {
  readonly invocation: StreamedInvocation;
  readonly response: Response;
  /** The event reader of a 200 response (the others are read as JSON). */
  readonly stream: ReturnType<typeof sseReader>;
  /** Whether the invocation has ended. */
  readonly ended: () => boolean;
}

async function open(method: string, path: string, headers: Record<string, string> = {}, body?: string, timeoutMs?: number): Promise<Opened> {
  const invocation = invokeStreaming(handler, functionUrlEvent(method, path, { accept: 'text/event-stream', ...headers }, body), { ...(timeoutMs !== undefined && { timeoutMs }) });
  let ended = false;
  void invocation.done.finally(() => (ended = true));
  const response = await invocation.response;
  const stream = response.ok ? sseReader(response, new AbortController()) : (undefined as never);
  return { invocation, response, stream, ended: () => ended };
}

/** The body the function wrote, after its prelude. */
const bodyText = (o: Opened) => {
  const raw = o.invocation.stream.written();
  return raw.subarray(raw.indexOf(Buffer.alloc(8)) + 8).toString('utf8');
};

async function soloGame(seed: number): Promise<{ view: GameView; play: () => Promise<GameView> }> {
  const ana = (await writer.players.register('Ana')).player;
  let view = await writer.games.create(ana, { ruleset: 'yams-5', seats: 1 });
  const rand = prng(seed);
  return { view, play: async () => (view = await writer.games.act(ana, view.id, chooseAction(view.turn!, rand))) };
}

describe('the streams function', () => {
  it('streams a game as it is played, ends after its lifetime, and a reconnect with Last-Event-ID replays exactly the missed events', async () => {
    const { view, play } = await soloGame(21);
    // The clock the streams read their lifetime from stands still until the test moves it on.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const first = await open('GET', `/v1/games/${view.id}/events`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(first.response.headers.get('access-control-allow-origin')).toBeNull(); // no Origin sent
    const got = parsedEvents(await first.stream.next(3));
    expect(got.map((e) => e.type)).toEqual(['game.created', 'game.started', 'turn.started']);
    // Live: each move's events arrive, in order, by polling the table.
    for (let i = 0; i < 3; i++) {
      await play();
      got.push(...parsedEvents(await first.stream.next((await expected(view.id)).length - got.length)));
    }
    expect(got).toEqual(await expected(view.id));

    // The client leaves; four moves are made while it is away; it reconnects with the last id it had.
    first.stream.close();
    for (let i = 0; i < 4; i++) await play();
    const second = await open('GET', `/v1/games/${view.id}/events`, { 'last-event-id': got.at(-1)!.id });
    const missed = (await expected(view.id)).slice(got.length);
    expect(missed.length).toBeGreaterThan(3);
    expect(parsedEvents(await second.stream.next(missed.length))).toEqual(missed);
    await play();
    const all = await expected(view.id);
    expect(parsedEvents(await second.stream.next(all.length - got.length - missed.length))).toEqual(all.slice(got.length + missed.length));

    // Within the lifetime both invocations go on, the first although its client left.
    expect([first.ended(), second.ended()]).toEqual([false, false]);
    // Once it has passed, both end by themselves at their next poll, and without waiting for
    // the event loop to empty (the runtime's default would).
    vi.setSystemTime(Date.now() + LIFETIME_S * 1000);
    await first.invocation.done;
    expect(first.invocation.context.callbackWaitsForEmptyEventLoop).toBe(false);
    await expect(second.stream.next(1)).rejects.toThrow(/ended/);
    await second.invocation.done;
    // The client is told, first thing, when to reconnect and that the stream will end.
    expect(bodyText(second)).toMatch(new RegExp(`^retry: ${RECONNECT_MS}\\n: this stream ends after about ${LIFETIME_S} s; reconnect with Last-Event-ID\\n\\n`));
    expect(bodyText(second)).not.toContain("time is up");
  });

  it("streams the caller's events with its token, and refuses a stream without one at once", async () => {
    const [ana, ben] = [await writer.players.register('Ana'), await writer.players.register('Ben')];
    const mine = await open('GET', '/v1/players/me/events', { authorization: `Bearer ${ben.token}`, origin: 'https://app.example' });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    await mine.stream.comments(1);
    const game = await writer.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    const started = await writer.games.join(ben.player, game.id, { invitation: game.invitation!.code });
    const rolled = await writer.games.act(ana.player, started.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    await writer.games.act(ana.player, started.id, { type: 'score', column: box.column, category: box.category });
    const events = parsedEvents(await mine.stream.next(6));
    expect(events.map((e) => e.type)).toEqual(['player.joined', 'game.started', 'turn.started', 'move.rolled', 'move.scored', 'turn.started']);
    expect(events.map((e) => e.id)).toEqual((await expected(game.id)).slice(1).map((e) => e.id));
    await mine.invocation.done;

    const anonymous = await open('GET', '/v1/players/me/events');
    expect(anonymous.response.status).toBe(401);
    expect(((await anonymous.response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    await anonymous.invocation.done;
  });

  it('serves GraphQL subscriptions over SSE, which complete after the lifetime, and nothing else of the API', async () => {
    const { view, play } = await soloGame(33);
    const query = 'subscription ($g: ID!) { gameEvents(gameId: $g) { id type } }';
    const sub = await open('POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query, variables: { g: view.id } }));
    expect(sub.response.status).toBe(200);
    const next = async (n: number) => (await sub.stream.next(n)).map((e) => (expect(e.event).toBe('next'), (JSON.parse(e.data) as { data: { gameEvents: { id: string } } }).data.gameEvents.id));
    const ids = await next(3);
    await play();
    ids.push(...(await next((await expected(view.id)).length - 3)));
    expect(ids).toEqual((await expected(view.id)).map((e) => e.id));
    expect((await sub.stream.next(1))[0]!.event).toBe('complete');
    await sub.invocation.done;

    // A mutation, or a query, is the API's business: refused before anything runs.
    const before = (await ctx.store.getGame(view.id))!.state.version;
    const mutation = await open('POST', '/graphql', { 'content-type': 'application/json', accept: 'application/json' }, JSON.stringify({ query: `mutation { act(gameId: "${view.id}", action: { type: ROLL }) { version } }` }));
    expect(mutation.response.status).toBe(400);
    expect(((await mutation.response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('VALIDATION_FAILED');
    expect((await ctx.store.getGame(view.id))!.state.version).toBe(before);
    for (const [method, path] of [['GET', '/v1/rulesets'], ['POST', `/v1/games/${view.id}/actions`], ['GET', '/docs']] as const) {
      const other = await open(method, path, { 'content-type': 'application/json' }, method === 'POST' ? '{"type":"roll"}' : undefined);
      expect(other.response.status).toBe(404);
      expect(((await other.response.json()) as { code: string }).code).toBe('NOT_FOUND');
      await other.invocation.done;
    }
    expect((await ctx.store.getGame(view.id))!.state.version).toBe(before);
  });

  it("cuts a stream before the function's own timeout, with a comment saying so", async () => {
    const { view } = await soloGame(45);
    // An invocation with little time left: the cut comes TIMEOUT_RESERVE_MS before its end, long before the lifetime.
    const short = await open('GET', `/v1/games/${view.id}/events`, {}, undefined, TIMEOUT_RESERVE_MS + 200);
    expect(short.response.status).toBe(200);
    await short.invocation.done;
    expect(bodyText(short)).toMatch(/: the function's time is up; reconnect with Last-Event-ID\n\n$/);
    expect(parsedEvents(await short.stream.next(3)).map((e) => e.type)).toEqual(['game.created', 'game.started', 'turn.started']);
    await expect(short.stream.next(1)).rejects.toThrow(/ended/);
  });

  it('logs each request as the API does, as a JSON line', () => {
    expect(logs.filter((e) => e.msg === 'request' && e.path === '/v1/players/me/events').map((e) => e.status)).toEqual([200, 401]);
  });
});
