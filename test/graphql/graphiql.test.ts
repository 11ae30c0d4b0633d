import { createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_CSP, GRAPHIQL_OPTIONS, graphiqlRoutes, renderGraphiQL, useGraphiQLHeaders } from '../../src/graphql/graphiql.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { IMMUTABLE } from '../../src/assets/index.js';

/*
 * GraphiQL's page and assets without a browser (test/browser runs them in Chromium): the
 * page loads only files of this origin, and those are the pinned package's build as it is.
 */

/** The schema the server runs. */
const schema = executableSchema();
const { version } = createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json') as { version: string };
const build = (await import('@graphql-yoga/render-graphiql/graphiql')) as Record<'js' | 'css' | 'editorWorkerService' | 'jsonWorker' | 'graphqlWorker', string>;

function pageRefs(html: string) {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));
  return { urls, scripts };
}

function graphiqlApp() {
  const app = new Hono();
  graphiqlRoutes(app);
  const yoga = createYoga({ schema, graphqlEndpoint: '/graphql', graphiql: GRAPHIQL_OPTIONS, renderGraphiQL, plugins: [useGraphiQLHeaders()] });
  app.on(['GET', 'POST'], '/graphql', (c) => yoga.fetch(c.req.raw));
  return app;
}

describe('renderGraphiQL', () => {
  it('loads scripts only from files: its options are a JSON data block', () => {
    const { urls, scripts } = pageRefs(renderGraphiQL(GRAPHIQL_OPTIONS));
    const executable = scripts.filter((s) => !/type="application\/json"/.test(s.attributes));
    expect(executable.length).toBe(2);
    for (const script of executable) {
      expect(script.attributes).toMatch(/\bsrc="\/graphql\/assets\//);
      expect(script.text).toBe('');
    }
    expect(urls).toContain(`/graphql/assets/render-graphiql-${version}/graphiql.js`);
    for (const url of urls) expect(url).toMatch(/^\/graphql\/assets\//);
    const data = scripts.find((s) => s.attributes.includes('id="graphiql-options"'));
    expect(JSON.parse(data!.text)).toEqual(GRAPHIQL_OPTIONS);
  });

  it('keeps option text from closing the data block', () => {
    const options = { title: 'a<b', defaultQuery: '# </script><script>alert(1)</script>\n{ rulesets { id } }' };
    const html = renderGraphiQL(options);
    expect(html).toContain('<title>a&lt;b</title>');
    const { scripts } = pageRefs(html);
    expect(scripts.length).toBe(3);
    expect(JSON.parse(scripts.find((s) => s.attributes.includes('graphiql-options'))!.text)).toEqual(options);
  });
});

describe('GraphiQL at /graphql', () => {
  it('is the self-hosted page with its CSP; JSON responses get no page headers', async () => {
    const app = graphiqlApp();
    const page = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_CSP);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<title>Yamb API</title>');
    expect(html).not.toMatch(/https?:\/\//);
    expect(GRAPHIQL_CSP).toContain("script-src 'self';");
    expect(GRAPHIQL_CSP).toContain("worker-src 'self';");

    const query = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: GRAPHIQL_OPTIONS.defaultQuery }) });
    expect(query.headers.get('content-security-policy')).toBeNull();
  });

  it('serves the page’s assets and the editor workers the boot script names, as the package built them', async () => {
    const app = graphiqlApp();
    const { urls } = pageRefs(renderGraphiQL(GRAPHIQL_OPTIONS));
    const boot = urls.find((u) => /\/boot-[0-9a-f]{12}\.js$/.test(u))!;
    const bootScript = await (await app.request(boot)).text();
    const workers = Object.values(JSON.parse(/var workers = (\{.*\});/.exec(bootScript)![1]!) as Record<string, string>);
    expect(workers.length).toBe(3);
    for (const url of [...urls, ...workers]) {
      const response = await app.request(url, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe(IMMUTABLE);
    }
    const expected = { 'graphiql.js': build.js, 'graphiql.css': build.css, 'editor.worker.js': build.editorWorkerService, 'json.worker.js': build.jsonWorker, 'graphql.worker.js': build.graphqlWorker };
    for (const [name, text] of Object.entries(expected)) {
      const response = await app.request(`/graphql/assets/render-graphiql-${version}/${name}`, { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8') === text, name).toBe(true);
    }
  });

  it('runs its default query without a token', async () => {
    const response = await graphiqlApp().request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: GRAPHIQL_OPTIONS.defaultQuery }) });
    const body = (await response.json()) as { data?: { rulesets: { id: string }[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.rulesets.map((r) => r.id)).toEqual(expect.arrayContaining(['yamb-classic', 'jamb', 'yams-5', 'yams-6']));
  });
});
