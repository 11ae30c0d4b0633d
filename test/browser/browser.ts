import { type HttpBindings, serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH } from './chromium.js';

/*
 * Browser tests drive Debian's Chromium (the `chromium` package; .ci/run installs it) with
 * playwright-core, whose own browser download is never used. Every request to an origin other
 * than the server under test is aborted and recorded, and DNS resolves nothing, so a page
 * that depends on a CDN fails here the way it fails offline.
 */

export { CHROMIUM_PATH };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A request that escapes the routing below still reaches no host.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface OfflineBrowser {
  /** A new tab in a context that reaches only `origin`. */
  newPage(): Promise<Page>;
  /** Another context (its own storage, as another person's browser), guarded the same way. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Every request to another origin, in order; each was aborted. */
  readonly foreignRequests: string[];
  /** Console errors, uncaught page errors and failed requests, from every page of the context. */
  readonly errors: string[];
}

/** Starts `fetch` on 127.0.0.1 and a free port (it also gets the Node request, whose socket a test may cut); resolves with its origin. */
export async function serveOnLoopback(fetch: (request: Request, node: HttpBindings) => Response | Promise<Response>): Promise<{ origin: string; close: () => Promise<void> }> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: (request, env) => fetch(request, env as HttpBindings), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/**
 * Launches Chromium for the calling test file (a fresh profile in a temporary folder, removed
 * on close) and closes it after. `origin()` is read in `beforeAll`, after the server started.
 */
export function useOfflineBrowser(origin: () => string): OfflineBrowser {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const foreignRequests: string[] = [];
  const errors: string[] = [];

  const guarded = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('the browser is not started yet (use it in a test or a later hook)');
    const allowed = origin();
    const created = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, ...options });
    await created.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === allowed) return route.continue();
      foreignRequests.push(url);
      return route.abort('blockedbyclient');
    });
    created.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    created.on('weberror', (error) => errors.push(`page error: ${error.error().message}`));
    created.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    return created;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    context = await guarded();
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    newPage: () => {
      if (!context) throw new Error('the browser is not started yet (use newPage in a test or a later hook)');
      return context.newPage();
    },
    newContext: guarded,
    foreignRequests,
    errors,
  };
}
