import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { createDocumentClient } from '../../src/store/client.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import type { LossyProxy } from '../support/lossy-proxy.js';
import { startLossyProxy } from '../support/lossy-proxy.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import { expectGraphQLCodes, expectProblem, headersFor, rawGame, send, versionOf } from './support.js';

/*
 * Fault model: a stalled store. The proxy in front of the store accepts connections and
 * never answers (all calls, or only writes). Every request must still end, with a retryable
 * 503 and Retry-After, on both APIs, having sent each call a bounded number of times, and
 * nothing may be applied. The limits here are short so the suite is quick; the deployed ones
 * (STORE_LIMITS) are the same mechanism with longer waits.
 */

const ctx = useEmbeddedStore();
const LIMITS = { connectMs: 200, attemptMs: 200, attempts: 3, requestBudgetMs: 1_000 };
let proxy: LossyProxy;
let app: App;
let token: string;
let gameId: string;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  proxy = await startLossyProxy({ target: ctx.db.endpoint });
  const client = createDocumentClient({ endpoint: proxy.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }, LIMITS);
  const store = createDynamoStore({ client, tableName: ctx.db.tableName, attempts: LIMITS.attempts });
  app = createApp({ service: createService({ store, random: seededRandom('stalled'), log: silentLogger }), logger: (line) => logs.push(line), requestBudgetMs: LIMITS.requestBudgetMs });
  const registered = await send(app, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name: 'Ana' } });
  token = registered.json.token;
  gameId = (await send(app, { method: 'POST', path: '/v1/games', headers: headersFor(token), body: { ruleset: 'jamb', seats: 1 } })).json.id;
  // The token is now known to this instance, so a stall reaches the game's own calls.
  expect((await send(app, { method: 'GET', path: '/v1/players/me', headers: headersFor(token) })).status).toBe(200);
});

afterAll(async () => {
  proxy.stall(false);
  await proxy.close();
});

/** Runs `request` with the store stalled (for `operations`, or every call); returns its answer and the calls held. */
async function stalled<T>(request: () => Promise<T>, operations?: string[]): Promise<{ answer: T; held: number }> {
  const before = proxy.held;
  proxy.stall(true, operations);
  try {
    return { answer: await request(), held: proxy.held - before };
  } finally {
    proxy.stall(false);
  }
}

const rest = (method: string, path: string, body?: unknown) => send(app, { method, path, headers: headersFor(token), ...(body !== undefined && { body }) });
const gql = (query: string, accept = 'application/json') => send(app, { method: 'POST', path: '/graphql', headers: headersFor(token, { accept }), body: { query } });

describe('a store that accepts connections and never answers', () => {
  it('REST read: 503 UNAVAILABLE with Retry-After, after at most `attempts` sends', async () => {
    const { answer, held } = await stalled(() => rest('GET', `/v1/games/${gameId}`));
    expect(expectProblem(answer)).toBe('UNAVAILABLE');
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(LIMITS.attempts);
  });

  it('REST write, every call stalled: 503, and nothing applied', async () => {
    const before = versionOf(await rawGame(ctx.db, gameId));
    const { answer, held } = await stalled(() => rest('POST', `/v1/games/${gameId}/actions`, { type: 'roll' }));
    expect(expectProblem(answer)).toBe('UNAVAILABLE');
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(held).toBeLessThanOrEqual(LIMITS.attempts);
    expect(versionOf(await rawGame(ctx.db, gameId))).toBe(before);
  });

  it('REST write, only writes stalled: the request ends at its deadline with 503, nothing applied, and the repeat applies it once', async () => {
    const before = versionOf(await rawGame(ctx.db, gameId));
    const { answer, held } = await stalled(() => rest('POST', `/v1/games/${gameId}/actions`, { type: 'roll' }), ['PutItem']);
    expect(expectProblem(answer)).toBe('UNAVAILABLE');
    // The write is resent while its outcome is unknown, but the deadline ends it.
    expect(held).toBeGreaterThanOrEqual(LIMITS.attempts);
    expect(versionOf(await rawGame(ctx.db, gameId))).toBe(before);
    const repeated = await rest('POST', `/v1/games/${gameId}/actions`, { type: 'roll' });
    expect(repeated.status).toBe(200);
    expect(repeated.json.version).toBe(before + 1);
  });

  it('GraphQL query: UNAVAILABLE with Retry-After; 503 for graphql-response+json clients', async () => {
    const legacy = await stalled(() => gql(`{ game(id: "${gameId}") { version } }`));
    expect(legacy.answer.status).toBe(200);
    expect(expectGraphQLCodes(legacy.answer.json)).toEqual(['UNAVAILABLE']);
    expect(legacy.answer.headers.get('retry-after')).toBe('1');
    expect(legacy.held).toBeLessThanOrEqual(LIMITS.attempts);
    const spec = await stalled(() => gql(`{ game(id: "${gameId}") { version } }`, 'application/graphql-response+json'));
    expect(spec.answer.status).toBe(503);
    expect(spec.answer.headers.get('retry-after')).toBe('1');
    expect(expectGraphQLCodes(spec.answer.json)).toEqual(['UNAVAILABLE']);
  });

  it('logs a GraphQL store timeout as REST logs its 503: at error level, with the code, whatever the status', async () => {
    const logged = async (request: () => Promise<{ headers: Headers }>) => {
      const from = logs.length;
      const { answer } = await stalled(request);
      const requestId = answer.headers.get('x-request-id');
      return logs.slice(from).filter((line) => line.requestId === requestId);
    };
    const restLines = await logged(() => rest('GET', `/v1/games/${gameId}`));
    const gqlLines = await logged(() => gql(`{ game(id: "${gameId}") { version } }`));
    for (const lines of [restLines, gqlLines]) {
      expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({ level: 'error', code: 'UNAVAILABLE', error: { name: expect.any(String), message: expect.any(String) } });
      expect(lines.find((l) => l.msg === 'request')).toMatchObject({ level: 'error', code: 'UNAVAILABLE' });
    }
    expect(restLines.find((l) => l.msg === 'request')?.status).toBe(503);
    // The legacy GraphQL response keeps status 200: the line says what went wrong all the same.
    expect(gqlLines.find((l) => l.msg === 'request')?.status).toBe(200);
    // A GraphQL refusal of the client's side stays an info line.
    const refused = await gql(`{ game(id: "nosuchgame000000") { version } }`);
    expect(logs.find((l) => l.msg === 'request' && l.requestId === refused.headers.get('x-request-id'))).toMatchObject({ level: 'info', status: 200 });
    expect(logs.find((l) => l.msg === 'request' && l.requestId === refused.headers.get('x-request-id'))).not.toHaveProperty('code');
  });

  it('GraphQL mutation: UNAVAILABLE with Retry-After, nothing applied', async () => {
    const before = versionOf(await rawGame(ctx.db, gameId));
    const { answer } = await stalled(() => gql(`mutation { roll(gameId: "${gameId}", keep: [0]) { version } }`, 'application/graphql-response+json'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(expectGraphQLCodes(answer.json)).toEqual(['UNAVAILABLE']);
    expect(versionOf(await rawGame(ctx.db, gameId))).toBe(before);
  });

  it('REST event stream: 503 before it starts', async () => {
    const { answer } = await stalled(() => rest('GET', `/v1/games/${gameId}/events`));
    expect(expectProblem(answer)).toBe('UNAVAILABLE');
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('GraphQL subscriptions: UNAVAILABLE, as REST answers 503; before the stream starts, the status is 503 too', async () => {
    const game = `subscription { gameEvents(gameId: "${gameId}") { id } }`;
    const json = await stalled(() => gql(game, 'application/graphql-response+json, text/event-stream'));
    expect(json.answer.status).toBe(503);
    expect(json.answer.headers.get('retry-after')).toBe('1');
    expect(expectGraphQLCodes(json.answer.json)).toEqual(['UNAVAILABLE']);
    // Over an event stream the status is sent before the store is asked: the error is its event.
    for (const query of [game, 'subscription { myEvents { id } }']) {
      const { answer } = await stalled(() => gql(query, 'text/event-stream'));
      expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const results = streamedResults(answer.text);
      expect(results.map((r) => expectGraphQLCodes(r, query)), query).toEqual([['UNAVAILABLE']]);
      expect(results[0]!.errors[0].extensions.retryAfterSeconds).toBe(1);
    }
  });
});

/** The results a GraphQL-over-SSE response sent as its `next` events. */
function streamedResults(text: string): any[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: next'))
    .map((block) => JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice(6)));
}
