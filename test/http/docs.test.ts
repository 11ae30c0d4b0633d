import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCS_CSP, docsRoutes } from '../../src/http/docs.js';
import { IMMUTABLE } from '../../src/assets/index.js';

/*
 * The /docs page and its assets without a browser (test/browser runs them in Chromium): the
 * page names only assets of this origin, each is served from the pinned package as it is.
 */
const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerVersion = (JSON.parse(readFileSync(join(swaggerDir, 'package.json'), 'utf8')) as { version: string }).version;

function docsApp(options?: Parameters<typeof docsRoutes>[1]) {
  const app = new Hono();
  docsRoutes(app, options);
  return app;
}

/** The URLs of every script, stylesheet and icon of a page, and any inline script's text. */
function pageRefs(html: string) {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { urls, inline };
}

describe('GET /docs', () => {
  it('is Swagger UI from this origin, with a strict CSP and no inline script', async () => {
    const response = await docsApp({ title: 'Yamb API' }).request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(DOCS_CSP).toContain("script-src 'self';");
    expect(DOCS_CSP).not.toContain('unsafe');

    const html = await response.text();
    expect(html).toContain('<title>Yamb API</title>');
    const { urls, inline } = pageRefs(html);
    expect(inline).toEqual([]);
    expect(urls).toContain(`/docs/assets/swagger-ui-${swaggerVersion}/swagger-ui-bundle.js`);
    expect(urls).toContain(`/docs/assets/swagger-ui-${swaggerVersion}/swagger-ui.css`);
    for (const url of urls) expect(url).toMatch(/^\/docs\/assets\//);
  });

  it('serves every asset the page names, from the package as it is, for a year', async () => {
    const app = docsApp();
    const { urls } = pageRefs(await (await app.request('/docs')).text());
    for (const url of urls) {
      const response = await app.request(url, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe(IMMUTABLE);
    }
    const bundle = await app.request(`/docs/assets/swagger-ui-${swaggerVersion}/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await bundle.arrayBuffer())).equals(readFileSync(join(swaggerDir, 'swagger-ui-bundle.js')))).toBe(true);
  });

  it('starts Swagger UI on the given OpenAPI URL, without the online validator', async () => {
    const app = docsApp({ openapiUrl: '/openapi.json' });
    const { urls } = pageRefs(await (await app.request('/docs')).text());
    const start = urls.find((u) => /\/start-[0-9a-f]{12}\.js$/.test(u));
    expect(start).toBeDefined();
    const script = await (await app.request(start!)).text();
    expect(script).toContain('SwaggerUIBundle(');
    expect(script).toContain('"url":"/openapi.json"');
    expect(script).toContain('"validatorUrl":null');
  });

  it('escapes the title', async () => {
    const html = await (await docsApp({ title: '</title><script>alert(1)</script>' }).request('/docs')).text();
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(pageRefs(html).inline).toEqual([]);
  });

  it('answers an unknown asset with the app’s 404', async () => {
    expect((await docsApp().request(`/docs/assets/swagger-ui-${swaggerVersion}/index.html`)).status).toBe(404);
    expect((await docsApp().request('/docs/assets/swagger-ui-0.0.1/swagger-ui-bundle.js')).status).toBe(404);
  });
});
