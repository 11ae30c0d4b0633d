import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { Deadline, RequestServices } from '../service/index.js';
import { withDeadline } from '../service/index.js';
import type { AppEnv } from './env.js';

/*
 * The request edge, the same for REST and GraphQL and applied once in the app: the request
 * id, the client's address, the body limit, the store deadline (and the services over it)
 * and the request log line. Handlers and resolvers read what it settled from the context
 * and never parse these again; the credentials are the service's to check (service/auth.ts).
 */

/** An `X-Request-Id` a client may choose: echoed back and logged; anything else gets a fresh id. */
export const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's network address as the platform reports it; 'unknown' where it reports none. */
export type ClientAddress = (c: Context<AppEnv>) => string | undefined;

export interface EdgeOptions {
  readonly logger: Logger;
  readonly maxBodyBytes: number;
  readonly clientAddress: ClientAddress;
  /** Every store call of one request shares this many milliseconds (see store/deadline.ts). */
  readonly requestBudgetMs: number;
  /** Renders a refusal the edge itself makes, in the format of the API the path belongs to. */
  readonly refuse: (c: Context<AppEnv>, error: ApiError) => Response;
  /** The services a request calls, over its deadline, and the origin it reached (for the links the API hands out). */
  readonly services: (deadline: Deadline, origin: string) => RequestServices;
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestEdge({ logger, maxBodyBytes, clientAddress, requestBudgetMs, refuse, services }: EdgeOptions): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => {
    const response = refuse(c, new ApiError('PAYLOAD_TOO_LARGE', `request bodies are limited to ${maxBodyBytes} bytes`));
    // The rest of the body was never read: a reused connection would start with its bytes.
    response.headers.set('connection', 'close');
    return response;
  };
  // Only bodies of unknown length are counted as they arrive; that reads the raw body stream,
  // which every other request is spared.
  const counted = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });

  return async (c, next) => {
    const sent = c.req.header('x-request-id');
    const requestId = sent !== undefined && REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    c.set('client', clientAddress(c) || 'unknown');
    const started = performance.now();

    const length = c.req.header('content-length');
    const declared = length !== undefined && c.req.header('transfer-encoding') === undefined;
    if (declared && !(/^\d{1,9}$/.test(length) && Number(length) <= maxBodyBytes)) {
      c.res = tooLarge(c);
    } else {
      await withDeadline(requestBudgetMs, async (deadline) => {
        c.set('service', services(deadline, originOf(c.req.url)));
        if (declared || BODILESS.has(c.req.method)) return next();
        const refused = await counted(c, next);
        if (refused instanceof Response) c.res = refused;
      });
    }

    setResponseHeader(c, 'x-request-id', requestId);
    const failure = c.get('failure');
    logger({
      level: c.res.status >= 500 || failure !== undefined ? 'error' : 'info',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ...(failure !== undefined && { code: failure }),
      durationMs: Math.round(performance.now() - started),
    });
  };
}

/** The scheme, host and port of a request URL (its start up to the path), without parsing the whole URL. */
export function originOf(url: string): string {
  const end = url.indexOf('/', url.indexOf('//') + 2);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * Sets a header of the response a handler already made. Hono's `c.header` at that point (like
 * any read of `c.res.body`) makes the node server's lightweight response a real one whose
 * body is then streamed: tens of microseconds a request. The response's own headers take the
 * header as it is; only a response with immutable headers goes the long way.
 */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string, append = false): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
}

/**
 * Cuts the client's connection where the platform hands the app one (the node server's
 * response): a stream whose reader stopped reading holds buffers until its socket goes. A
 * platform without one (a Lambda function URL) ends the stream instead, which the caller
 * does anyway.
 */
export function hangUp(c: Context<AppEnv>): void {
  const outgoing = (c.env as { outgoing?: { destroy?: () => void } } | undefined)?.outgoing;
  outgoing?.destroy?.();
}

/**
 * Bytes written to the client's connection that it has not taken yet, as far as this process
 * holds them (the node server's response buffers what the socket does not take; the node
 * server does not wait for it to drain). 0 where the platform hands the app no connection.
 */
export function unsentBytes(c: Context<AppEnv>): number {
  return (c.env as { outgoing?: { writableLength?: number } } | undefined)?.outgoing?.writableLength ?? 0;
}

/**
 * The client behind trusted proxies: X-Forwarded-For is believed only when the connection
 * comes from a proxy named in `trusted`, and then only up to the first hop that is not one
 * (entries left of it could be anything the client wrote).
 */
export function forwardedAddress(remote: string | undefined, forwardedFor: string | undefined, trusted: ReadonlySet<string>): string | undefined {
  if (!remote || !trusted.has(remote) || !forwardedFor) return remote;
  const hops = forwardedFor.split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i];
  return hops[0] ?? remote;
}
