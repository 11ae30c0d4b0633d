import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveAssets, type StaticAsset } from '../assets/index.js';
import { PAGE_PATHS, type PageName } from '../../web/src/paths.js';
import { ASSET_MANIFEST, SERVICE_WORKER, STATIC_PREFIX, type WebAssets, contentType } from './assets.js';
import { type PageConfig, pageCsp, renderPage } from './page.js';

/*
 * The web client, served by the API's own app: its page at `/` (for browsers: an Accept with
 * text/html; anything else falls through to the JSON index) and at each page path of
 * web/src/paths.ts, the hashed files under /static/ (kept a year), and the service worker.
 * Nothing is read before the first request for one of them.
 */

export { ASSET_MANIFEST, STATIC_PREFIX, SERVICE_WORKER } from './assets.js';
export type { PageConfig } from './page.js';

export interface WebClientOptions extends PageConfig {
  /** The folder `npm run build:web` wrote (dist/web; in the Lambda bundle, web/ beside it). */
  readonly dir: string;
}

/** API Gateway routes (beyond `GET /`) that reach the web client. */
export const WEB_GATEWAY_ROUTES: readonly string[] = [
  // A page with a parameter takes every path under its first segment; a fixed page, its own path.
  ...new Set(Object.values(PAGE_PATHS).flatMap((p: string) => (p === '/' ? [] : p.includes(':') ? [`/${p.split('/')[1]}/{proxy+}`] : [p]))),
  `${STATIC_PREFIX}/{proxy+}`,
  SERVICE_WORKER,
];

/** Whether a request asks for a page: browsers put text/html in Accept, curl and fetch do not. */
export const wantsHtml = (accept: string | undefined): boolean => /(^|,)\s*text\/html\s*(;|,|$)/i.test(accept ?? '');

const PAGE_HEADERS = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', vary: 'Accept' };

export function webClientRoutes(options: WebClientOptions): Hono {
  const app = new Hono();
  let assets: WebAssets | undefined;
  const load = (): WebAssets | undefined => {
    try {
      assets ??= JSON.parse(readFileSync(join(options.dir, ASSET_MANIFEST), 'utf8')) as WebAssets;
    } catch {
      return undefined; // not built (yet): asked again on the next request
    }
    return assets;
  };
  const csp = pageCsp(options);
  const pages = new Map<string, string>();
  const page = (name: PageName) => {
    const built = load();
    if (!built) return new Response('The web client is not built: run `npm run build:web`.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' } });
    let html = pages.get(name);
    if (html === undefined) pages.set(name, (html = renderPage(built, name, options)));
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, ...PAGE_HEADERS } });
  };

  for (const [name, path] of Object.entries(PAGE_PATHS) as [PageName, string][]) {
    app.get(path, async (c, next) => {
      if (path !== '/') return page(name);
      if (wantsHtml(c.req.header('accept'))) return page(name);
      await next();
      c.res.headers.append('vary', 'Accept');
    });
  }

  serveAssets(app, STATIC_PREFIX, () => {
    const built = load();
    if (!built) return {};
    const files: Record<string, StaticAsset> = {};
    for (const url of built.files) files[url.slice(STATIC_PREFIX.length + 1)] = { type: contentType(url), load: () => readFile(join(options.dir, url.slice(1))) };
    return files;
  });
  app.get(SERVICE_WORKER, async (c) => {
    if (!load()) return c.notFound();
    return c.body(await readFile(join(options.dir, SERVICE_WORKER.slice(1))), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      // Browsers check the worker for updates; it names the current shell.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
