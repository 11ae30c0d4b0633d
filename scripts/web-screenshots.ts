import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createApiParts } from '../src/entry/api.js';
import { silentLogger } from '../src/log.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { CHROMIUM_PATH } from '../test/browser/chromium.js';
import { serveOnLoopback } from '../test/browser/browser.js';
import { buildWeb } from './build-web.js';
import { projectRoot } from './schema.js';

/*
 * `npm run screenshots`: the web client's main screens, on a phone (360 px) and a desktop, into
 * docs/images/web-*.png. The games are played through the API (the first legal box each turn)
 * against a fresh embedded store, then shown in Chromium.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const out = join(projectRoot, 'docs', 'images');
mkdirSync(out, { recursive: true });
const web = await buildWeb();
const dynamo = await startEmbeddedDynamo();
const { app } = createApiParts({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, rateLimit: null, web: { dir: web.dir } });
const server = await serveOnLoopback(app.fetch);

interface Turn { seat: number; dice: number[]; available: { column: string; category: string; score: number }[] }
interface View { id: string; version: number; status: string; turn: Turn | null; invitation?: { code: string } }

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.origin}${path}`, { method, headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const register = async (name: string) => (await call<{ player: { id: string }; token: string }>('POST', '/v1/players', undefined, { name }));

/** Plays `turns` turns of whoever moves: two rolls, then the best-scoring available box. */
async function play(gameId: string, tokens: string[], turns: number): Promise<View> {
  let view = await call<View>('GET', `/v1/games/${gameId}`);
  for (let t = 0; t < turns && view.status === 'active' && view.turn; t++) {
    const token = tokens[view.turn.seat] ?? '';
    view = await call<View>('POST', `/v1/games/${gameId}/actions`, token, { type: 'roll' });
    view = await call<View>('POST', `/v1/games/${gameId}/actions`, token, { type: 'roll', keep: [0, 1] });
    const best = [...(view.turn?.available ?? [])].sort((a, b) => b.score - a.score)[0];
    if (!best) break;
    view = await call<View>('POST', `/v1/games/${gameId}/actions`, token, { type: 'score', column: best.column, category: best.category });
  }
  return view;
}

const ana = await register('Ana');
const ben = await register('Ben');
for (let i = 0; i < 6; i++) {
  const solo = await call<View>('POST', '/v1/games', ana.token, { ruleset: 'yams-5' });
  await play(solo.id, [ana.token], 13);
}
const jamb = await call<View>('POST', '/v1/games', ana.token, { ruleset: 'jamb', seats: 2, turnSeconds: 86_400, visibility: 'public' });
await call('POST', `/v1/games/${jamb.id}/join`, ben.token, { invitation: jamb.invitation!.code });
await play(jamb.id, [ana.token, ben.token], 16);
await call('POST', `/v1/games/${jamb.id}/actions`, ana.token, { type: 'roll' });
await call('POST', '/v1/games', ben.token, { ruleset: 'yamb-classic', seats: 3, visibility: 'public' });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const screens: [name: string, path: string, signedIn: boolean][] = [
  ['sign-in', '/', false],
  ['home', '/', true],
  ['game', `/games/${jamb.id}`, true],
  ['player', `/players/${ana.player.id}`, true],
];
for (const [device, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: device === 'phone' ? 2 : 1, serviceWorkers: 'block' });
  const page: Page = await context.newPage();
  for (const [name, path, signedIn] of screens) {
    await page.goto(`${server.origin}/`);
    await page.evaluate(
      ([token, player]) => {
        if (token) {
          localStorage.setItem('yamb.token', token);
          localStorage.setItem('yamb.player', player ?? '');
        } else localStorage.clear();
      },
      [signedIn ? ana.token : '', JSON.stringify({ id: ana.player.id, name: 'Ana' })],
    );
    await page.goto(`${server.origin}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (name === 'game') await page.getByRole('button', { name: /^Score / }).first().waitFor();
    if (name === 'player') await page.locator('figure.chart').first().waitFor();
    const file = join(out, `web-${name}-${device}.png`);
    // The game on a phone is long: the whole page, to show the sheets below the dice.
    await page.screenshot({ path: file, fullPage: device === 'phone' && name === 'game' });
    console.log(`wrote docs/images/web-${name}-${device}.png`);
  }
  await context.close();
}
await browser.close();
await server.close();
await dynamo.close();
