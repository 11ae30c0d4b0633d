import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import type { Context as LambdaContext } from 'aws-lambda';
import { ApiError } from '../contract/index.js';
import { graphqlErrorResponse, problemResponse } from '../edge/index.js';

/*
 * The event streams on a function URL with response streaming (src/entry/streams-lambda.ts).
 * One invocation serves one open stream for as long as it stays open, and Lambda bills it for
 * all that time, also after the client has gone (a broken client connection does not stop a
 * streamed response), so every stream here is bounded: the service's polling stream ends after
 * its lifetime, and this front cuts it anyway shortly before the function's own timeout. The
 * first lines tell the client so (`retry:`, and a comment a person reading with curl sees);
 * the client reconnects with Last-Event-ID and the replay carries on exactly where it ended.
 *
 * The URL serves the streams (a game's, a tournament's, the caller's) and GraphQL subscriptions over SSE, and nothing else: it has
 * no API Gateway throttle in front, so the API's other operations stay behind the API's URL.
 */

/** How long an EventSource waits before it reconnects after a stream ended (SSE `retry:`). */
export const RECONNECT_MS = 1_000;
/** How long after its lifetime a stream may still be finishing its last poll before it is cut. */
export const STREAM_GRACE_MS = 10_000;
/** The cut comes at least this long before the function's timeout, so the invocation ends cleanly. */
export const TIMEOUT_RESERVE_MS = 2_000;

/** What `streamHandle` hands the app as its environment. */
interface LambdaBindings {
  readonly context?: Pick<LambdaContext, 'getRemainingTimeInMillis'> & { callbackWaitsForEmptyEventLoop?: boolean };
}

export interface StreamFrontOptions {
  /** The API app, whose routes serve the streams (its service in `poll` mode). */
  readonly app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  /** How long the service's streams last (its `maxDurationMs`). */
  readonly lifetimeMs: number;
  readonly reconnectMs?: number;
}

/** Five minutes, polled every 2 s: the README's cost per open stream is for these. */
export const DEFAULT_STREAM_SETTINGS = { lifetimeSeconds: 300, pollSeconds: 2 } as const;

/**
 * The streams' lifetime and poll interval from STREAM_SECONDS and STREAM_POLL_SECONDS
 * (seconds, fractions allowed, for tests); the function's timeout must leave room for the
 * lifetime (the stack gives it 30 s more).
 */
export function streamSettingsFrom(env: Readonly<Record<string, string | undefined>>): { lifetimeMs: number; pollMs: number } {
  const read = (name: string, fallback: number, max: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0 || n > max) throw new Error(`${name} must be a number of seconds above 0 and at most ${max}; got "${value}"`);
    return n;
  };
  // Lambda's longest timeout is 900 s.
  const lifetimeSeconds = read('STREAM_SECONDS', DEFAULT_STREAM_SETTINGS.lifetimeSeconds, 870);
  const pollSeconds = read('STREAM_POLL_SECONDS', DEFAULT_STREAM_SETTINGS.pollSeconds, 60);
  return { lifetimeMs: Math.round(lifetimeSeconds * 1000), pollMs: Math.round(pollSeconds * 1000) };
}

const encoder = new TextEncoder();
const SSE = /^text\/event-stream\b/i;

/** The app behind a front that passes only the streams through, each bounded in time. */
export function createStreamFront({ app, lifetimeMs, reconnectMs = RECONNECT_MS }: StreamFrontOptions) {
  const front = new Hono<{ Bindings: LambdaBindings }>();
  const seconds = Math.round(lifetimeMs / 1000);
  const head = encoder.encode(`retry: ${reconnectMs}\n: this stream ends after about ${seconds} s; reconnect with Last-Event-ID\n\n`);

  const pass = async (c: HonoContext<{ Bindings: LambdaBindings }>, request: Request = c.req.raw): Promise<Response> => {
    // The invocation is over when its stream is: a timer left behind (a keep-alive socket of
    // the SDK, say) must not hold it open until the timeout.
    if (c.env?.context) c.env.context.callbackWaitsForEmptyEventLoop = false;
    const response = await app.fetch(request, c.env);
    if (!response.body || !SSE.test(response.headers.get('content-type') ?? '')) return response;
    const left = c.env?.context?.getRemainingTimeInMillis();
    const cutMs = Math.max(0, Math.min(lifetimeMs + STREAM_GRACE_MS, left === undefined ? Infinity : left - TIMEOUT_RESERVE_MS));
    return new Response(bounded(response.body, head, cutMs), { status: response.status, headers: response.headers });
  };

  front.get('/v1/games/:gameId/events', (c) => pass(c));
  front.get('/v1/players/me/events', (c) => pass(c));
  front.get('/v1/tournaments/:tournamentId/events', (c) => pass(c));
  // Preflights, for a URL without CORS settings of its own (the stack's has them).
  front.options('*', (c) => pass(c));
  front.post('/graphql', async (c) => {
    const body = await c.req.text();
    if ((await operationOf(body)) !== 'subscription') {
      return graphqlErrorResponse(new ApiError('VALIDATION_FAILED', 'this URL serves GraphQL subscriptions only; send queries and mutations to the API'));
    }
    return pass(c, new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body }));
  });
  front.notFound((c) => problemResponse(c, new ApiError('NOT_FOUND', `no route for ${c.req.method} ${c.req.path} here: this URL serves the event streams only`)));
  return front;
}

/**
 * The operation a GraphQL request body would run: `subscription`, `query`, `mutation`, or
 * null when the body names none clearly (it then reaches GraphQL, which explains). GraphQL is
 * loaded only when a request needs it, as in the app.
 */
async function operationOf(body: string): Promise<string | null> {
  let request: { query?: unknown; operationName?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    return null;
  }
  if (typeof request?.query !== 'string') return null;
  const { parse, getOperationAST } = await import('graphql');
  try {
    return getOperationAST(parse(request.query), typeof request.operationName === 'string' ? request.operationName : undefined)?.operation ?? null;
  } catch {
    return null;
  }
}

/**
 * `body` after `head`, ended after `cutMs` at the latest: the cut cancels the app's stream
 * (which stops its polling) and closes this one with a comment saying why.
 */
function bounded(body: ReadableStream<Uint8Array>, head: Uint8Array, cutMs: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let cut = false;
  let timer: NodeJS.Timeout | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
      timer = setTimeout(() => {
        cut = true;
        void reader.cancel().catch(() => undefined);
      }, cutMs);
    },
    async pull(controller) {
      const { value, done } = await reader.read();
      if (!done) return controller.enqueue(value);
      clearTimeout(timer);
      if (cut) controller.enqueue(encoder.encode(": the function's time is up; reconnect with Last-Event-ID\n\n"));
      controller.close();
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
