import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, escapeHtml, pickEncoding, serveAssets, type StaticAsset } from '../../src/assets/index.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('serveAssets', () => {
  const text = 'body { color: red } '.repeat(200);
  function counted() {
    const calls = { list: 0, css: 0 };
    const app = new Hono();
    serveAssets(app, '/assets', () => {
      calls.list++;
      return {
        'v1/site.css': { type: 'text/css; charset=utf-8', load: async () => (calls.css++, text) },
        'v1/pixel.png': { type: 'image/png', load: async () => new Uint8Array([137, 80, 78, 71]) },
      } satisfies Record<string, StaticAsset>;
    });
    return { app, calls };
  }

  it('lists and reads nothing before the first request, then each file once for every encoding', async () => {
    const { app, calls } = counted();
    expect(calls).toEqual({ list: 0, css: 0 });
    const br = await app.request('/assets/v1/site.css', { headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.request('/assets/v1/site.css', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.request('/assets/v1/site.css');
    await app.request('/assets/v1/site.css', { headers: { 'accept-encoding': 'br' } });
    expect(calls).toEqual({ list: 1, css: 1 });

    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    for (const response of [br, gzip, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('vary')).toBe('accept-encoding');
    }
  });

  it('sends compressed formats as they are', async () => {
    const { app } = counted();
    const png = await app.request('/assets/v1/pixel.png', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect([...new Uint8Array(await png.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('leaves unknown names to the next handler', async () => {
    const { app } = counted();
    for (const path of ['/assets/v2/site.css', '/assets/site.css', '/assets/v1/site.css/x', '/assets/constructor', '/assets/']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('tries a failed read again on the next request', async () => {
    let attempts = 0;
    const app = new Hono();
    app.onError((_error, c) => c.text('failed', 500));
    serveAssets(app, '/a', () => ({ 'x.js': { type: 'text/javascript', load: async () => (++attempts === 1 ? Promise.reject(new Error('EIO')) : 'ok') } }));
    expect((await app.request('/a/x.js')).status).toBe(500);
    const second = await app.request('/a/x.js');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('ok');
    expect(attempts).toBe(2);
  });
});
