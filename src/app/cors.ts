import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../edge/index.js';
import { setResponseHeader } from '../edge/index.js';

const EXPOSED_HEADERS = ['ETag', 'Location', 'Retry-After', 'X-Request-Id'];

/**
 * CORS for every path of the app: Hono's middleware answers preflights; on every other
 * request the headers are added to the response once it is made. (Hono's middleware sets them
 * on `c.res` before the handler runs, which makes every response be rebuilt and its body
 * streamed.) Every origin when `origins` is absent: the API uses bearer tokens, not cookies.
 */
export function corsHeaders(origins: readonly string[] | undefined): MiddlewareHandler<AppEnv> {
  const preflight = cors({ origin: origins ? [...origins] : '*', exposeHeaders: EXPOSED_HEADERS, maxAge: 600 });
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin') ?? '';
    const allowed = origins === undefined ? '*' : origins.includes(origin) ? origin : null;
    if (allowed) setResponseHeader(c, 'access-control-allow-origin', allowed);
    setResponseHeader(c, 'access-control-expose-headers', exposed);
    if (origins !== undefined) setResponseHeader(c, 'vary', 'Origin', true);
  };
}
