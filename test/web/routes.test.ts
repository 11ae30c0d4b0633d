import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIR } from '../../scripts/build-web.js';
import { createApi } from '../../src/entry/api.js';
import { silentLogger } from '../../src/log.js';
import { IMMUTABLE } from '../../src/assets/index.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The app serves the web client beside the API: the page for browsers at / and at the
 * client's page paths, the JSON index at /v1 and at / for any other Accept, the hashed files
 * kept a year, the page and the service worker revalidated. (The test run's global setup
 * builds dist/web.)
 */
const store = useEmbeddedStore();
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const app = (web: Parameters<typeof createApi>[0]['web'] = { dir: DEFAULT_WEB_DIR }) => createApi({ client: store.db.client, tableName: store.db.tableName, logger: silentLogger, web });
const empty = mkdtempSync(join(tmpdir(), 'yamb-web-none-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

const INDEX = { name: 'Yamb API', docs: '/docs', openapi: '/openapi.json', graphql: '/graphql', rulesets: '/v1/rulesets' };

describe('the web client beside the API', () => {
  it.each([
    ['a browser', BROWSER],
    ['a page request of a small client', 'text/html'],
  ])('answers GET / from %s with the page, revalidated, under a strict CSP', async (_, accept) => {
    const res = await app().request('/', { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Accept');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(await res.text()).toMatch(/<div id="app">/);
  });

  it.each([
    ['curl', '*/*'],
    ['a JSON client', 'application/json'],
    ['no Accept at all', undefined],
  ])('answers GET / from %s with the JSON index, as GET /v1 does', async (_, accept) => {
    const res = await app().request('/', { headers: accept ? { accept } : {} });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toContain('Accept');
    expect(await res.json()).toEqual(INDEX);
    expect(await (await app().request('/v1', { headers: { accept: BROWSER } })).json()).toEqual(INDEX);
  });

  it('serves the page at each page path, and the files it names, kept a year', async () => {
    const api = app();
    for (const path of ['/games/abc123', '/players/xyz']) expect((await api.request(path)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await (await api.request('/games/abc123')).text();
    const urls = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThanOrEqual(6); // script, its page's chunks, style, manifest, icons
    for (const url of urls) {
      const res = await api.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    }
    const script = await api.request(urls.find((u) => u.endsWith('.js')) ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-encoding')).toBe('br');
    expect((await api.request('/static/main-NOPE.js')).status).toBe(404);
    expect((await api.request('/games')).status).toBe(404);
  });

  it('serves the service worker at the root, revalidated', async () => {
    const res = await app().request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('names the configured stream origin to the page and allows it in the CSP', async () => {
    const res = await app({ dir: DEFAULT_WEB_DIR, streamsOrigin: 'https://streams.example' }).request('/', { headers: { accept: BROWSER } });
    expect(await res.text()).toContain('<meta name="yamb-streams-origin" content="https://streams.example" />');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' https://streams.example;");
  });

  it('says so when the client is not built, and keeps serving the API', async () => {
    const api = app({ dir: empty });
    const res = await api.request('/', { headers: { accept: BROWSER } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
    expect(await (await api.request('/')).json()).toEqual(INDEX);
    expect((await api.request('/v1/rulesets')).status).toBe(200);
  });

  it('leaves the API alone without a client', async () => {
    const api = createApi({ client: store.db.client, tableName: store.db.tableName, logger: silentLogger });
    expect(await (await api.request('/', { headers: { accept: BROWSER } })).json()).toEqual(INDEX);
    expect((await api.request('/games/abc123')).status).toBe(404);
  });
});
