/**
 * First render of the web client on the local server in Chromium: from the start of a
 * navigation until the screen's first control is visible, for the sign-in screen and a game
 * screen, with an empty cache (a new browser context each time) and with a warm one (the same
 * context again). The anchor, measured in the same run and browser, is a bare HTML page with
 * one button served by the same server: the ratio is what the client adds to any page.
 *
 *   npm run bench:web           (RUNS=20 for more rounds)
 *
 * Medians of RUNS rounds. Wall time on this machine, so compare ratios, not milliseconds.
 */
import { Hono } from 'hono';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildWeb } from '../scripts/build-web.js';
import { createApiParts } from '../src/entry/api.js';
import { silentLogger } from '../src/log.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { serveOnLoopback } from '../test/browser/browser.js';
import { CHROMIUM_PATH } from '../test/browser/chromium.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const RUNS = Number(process.env.RUNS ?? 10);

const web = await buildWeb();
const dynamo = await startEmbeddedDynamo();
const { app } = createApiParts({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, rateLimit: null, web: { dir: web.dir } });
const outer = new Hono();
outer.get('/anchor', (c) => c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>anchor</title></head><body><h1>Anchor</h1><button>Go</button></body></html>'));
outer.route('/', app);
const server = await serveOnLoopback((request) => outer.fetch(request));

const registered = (await (await fetch(`${server.origin}/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ana' }) })).json()) as { player: { id: string }; token: string };
const game = (await (await fetch(`${server.origin}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.token}` }, body: JSON.stringify({ ruleset: 'jamb' }) })).json()) as { id: string };

const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** The control whose appearance is the first render. */
  readonly ready: (page: Page) => Promise<void>;
}
const SCREENS: Screen[] = [
  { name: 'anchor page', path: '/anchor', signedIn: false, ready: (p) => p.getByRole('button', { name: 'Go' }).waitFor() },
  { name: 'sign-in screen', path: '/', signedIn: false, ready: (p) => p.getByRole('button', { name: 'Create player' }).waitFor() },
  { name: 'game screen', path: `/games/${game.id}`, signedIn: true, ready: (p) => p.getByRole('button', { name: 'Roll', exact: true }).waitFor() },
];

async function contextFor(screen: Screen): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (screen.signedIn) {
    await context.addInitScript(([token, player]) => {
      localStorage.setItem('yamb.token', token ?? '');
      localStorage.setItem('yamb.player', player ?? '');
    }, [registered.token, JSON.stringify({ id: registered.player.id, name: 'Ana' })]);
  }
  return context;
}

async function render(context: BrowserContext, screen: Screen): Promise<number> {
  const page = await context.newPage();
  const start = performance.now();
  await page.goto(`${server.origin}${screen.path}`, { waitUntil: 'commit' });
  await screen.ready(page);
  const ms = performance.now() - start;
  await page.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const results: Record<string, { cold: number; warm: number }> = {};
for (const screen of SCREENS) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await contextFor(screen);
    cold.push(await render(context, screen));
    warm.push(await render(context, screen));
    await context.close();
  }
  results[screen.name] = { cold: median(cold), warm: median(warm) };
}
await browser.close();
await server.close();
await dynamo.close();

const anchor = results['anchor page'] ?? { cold: NaN, warm: NaN };
console.log(`first render, median of ${RUNS} (ms; ratio to the anchor page)`);
for (const [name, { cold, warm }] of Object.entries(results)) {
  console.log(`${name.padEnd(16)} empty cache ${cold.toFixed(0).padStart(5)} ms (${(cold / anchor.cold).toFixed(2)}x)   warm cache ${warm.toFixed(0).padStart(5)} ms (${(warm / anchor.warm).toFixed(2)}x)`);
}
console.log(`first screen JavaScript, gzipped: ${Object.entries(web.firstScreenGzipBytes).map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KiB`).join(', ')}`);
