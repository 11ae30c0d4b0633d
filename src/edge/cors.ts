import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './env.js';
import { setResponseHeader } from './request-edge.js';

const EXPOSED_HEADERS = ['ETag', 'Location', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'WWW-Authenticate', 'X-Request-Id'];

/**
 * CORS for every path of the app: Hono's middleware answers preflights; on every other
 * request the headers are added to the response once it is made. (Hono's middleware sets them
 * on `c.res` before the handler runs, which makes every response be rebuilt and its body
 * streamed.) Every origin when `origins` is absent: the API uses bearer tokens, not cookies.
 * `openPaths` answer every origin whatever `origins` says: the OAuth endpoints apps in
 * browsers call (public clients, from any site).
 */
export function corsHeaders(origins: readonly string[] | undefined, openPaths: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const preflight = cors({ origin: origins ? [...origins] : '*', exposeHeaders: EXPOSED_HEADERS, maxAge: 600 });
  const openPreflight = cors({ origin: '*', exposeHeaders: EXPOSED_HEADERS, maxAge: 600 });
  const open = new Set(openPaths);
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    const anyOrigin = origins === undefined || open.has(c.req.path);
    if (c.req.method === 'OPTIONS') return (anyOrigin ? openPreflight : preflight)(c, next);
    await next();
    const origin = c.req.header('origin') ?? '';
    const allowed = anyOrigin ? '*' : origins.includes(origin) ? origin : null;
    if (allowed) setResponseHeader(c, 'access-control-allow-origin', allowed);
    setResponseHeader(c, 'access-control-expose-headers', exposed);
    if (!anyOrigin) setResponseHeader(c, 'vary', 'Origin', true);
  };
}
