import type { Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApiParts, type ApiConfig } from '../../src/entry/api.js';
import type { Service } from '../../src/service/index.js';
import { DEFAULT_RATE_LIMIT } from '../../src/service/index.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { DEFAULT_WEB_DIR } from '../../scripts/build-web.js';
import { serveOnLoopback } from './browser.js';

/*
 * The API with its web client (built into dist/web by the test run's global setup), over a
 * fresh embedded store on a loopback port, for one test file. Every game event stream passes
 * through a recorder that keeps the request's Last-Event-ID and the ids it sent, and can drop
 * the connection the way a network does.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface RecordedStream {
  readonly gameId: string;
  /** The Last-Event-ID header the client sent, or null. */
  readonly lastEventId: string | null;
  /** The `after` query parameter the client sent, or null. */
  readonly after: string | null;
  /** Ids of the events sent on this connection, in order. */
  readonly sentIds: string[];
  /** Cuts the connection's socket, as a dropped network does. */
  drop(): void;
  dropped: boolean;
}

export interface WebServer {
  readonly origin: string;
  readonly streams: RecordedStream[];
  /** A REST call to the API as a client of the test (not the browser). */
  call<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<{ status: number; body: T }>;
  register(name: string): Promise<{ id: string; token: string }>;
  /** The service behind the API, for background work a test runs itself (the tournament sweeper). */
  readonly service: Service;
}

const EVENTS = /^\/v1\/games\/([^/]+)\/events$/;

function recordStream(request: Request, response: Response, socket: Socket, streams: RecordedStream[]): Response {
  const url = new URL(request.url);
  const match = EVENTS.exec(url.pathname);
  if (!match || !response.body || response.status !== 200) return response;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const record: RecordedStream = {
    gameId: match[1] ?? '',
    lastEventId: request.headers.get('last-event-id'),
    after: url.searchParams.get('after'),
    sentIds: [],
    dropped: false,
    drop() {
      record.dropped = true;
      socket.destroy();
    },
  };
  streams.push(record);
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done || record.dropped) return c.close();
      text += decoder.decode(value, { stream: true });
      const lines = text.split('\n');
      text = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('id: ')) record.sentIds.push(line.slice(4));
      c.enqueue(value);
    },
    cancel(reason) {
      void reader.cancel(reason).catch(() => undefined);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** `notifications`: webhooks and Web Push, dispatched by the server's own feed (none by default). */
export function useWebServer(options: Pick<ApiConfig, 'notifications'> = {}): WebServer {
  let dynamo: EmbeddedDynamo | undefined;
  let server: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
  let stopFeed = () => {};
  const ctx = { origin: '', streams: [] as RecordedStream[] } as WebServer & { origin: string };
  beforeAll(async () => {
    dynamo = await startEmbeddedDynamo();
    // Every person of a browser test and the test itself come from 127.0.0.1, an address a real
    // deployment sees for one client: its quota (five tokens' worth) is scaled to the crowd.
    const rateLimit = { perSecond: DEFAULT_RATE_LIMIT.perSecond * 4, burst: DEFAULT_RATE_LIMIT.burst * 4 };
    const { app, service } = createApiParts({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, web: { dir: DEFAULT_WEB_DIR }, rateLimit, ...options });
    (ctx as { service: Service }).service = service;
    stopFeed = () => service.feed?.stop();
    server = await serveOnLoopback(async (request, node) => recordStream(request, await app.fetch(request), node.incoming.socket, ctx.streams));
    ctx.origin = server.origin;
  });
  afterAll(async () => {
    stopFeed();
    for (const stream of ctx.streams) if (!stream.dropped) stream.drop();
    await server?.close();
    await dynamo?.close();
  });
  ctx.call = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${ctx.origin}${path}`, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
  };
  ctx.register = async (name) => {
    const { status, body } = await ctx.call<{ player: { id: string }; token: string }>('POST', '/v1/players', { body: { name } });
    if (status !== 201) throw new Error(`registering ${name} answered ${status}`);
    return { id: body.player.id, token: body.token };
  };
  return ctx;
}
