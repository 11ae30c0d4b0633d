import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_OPTIONS } from '../../infra/bundle.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { GRAPHIQL_RUNTIME_FILES } from '../../src/graphql/graphiql.js';
import { DOCS_RUNTIME_FILES } from '../../src/http/docs.js';

/*
 * The pages' assets stay out of the Lambda bundle (they are read on first request), so a
 * deployment ships the files named by DOCS_RUNTIME_FILES and GRAPHIQL_RUNTIME_FILES beside it.
 * Bundled with the deployed options into an empty folder holding only those files, both
 * pages and every asset they name are served. The bundle runs in its own Node process:
 * vitest's module loader would find the packages in this project's node_modules.
 */
let dir: string;
let served: Record<string, { status: number; urls: { url: string; status: number }[] }>;
let bundleBytes = 0;
let bundledPackages: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yamb-pages-bundle-'));
  const outfile = join(dir, 'index.mjs');
  const contents = `
    import { Hono } from 'hono';
    import { docsRoutes } from './src/http/docs.js';
    import { GRAPHIQL_OPTIONS, graphiqlRoutes, renderGraphiQL } from './src/graphql/graphiql.js';
    export const app = new Hono();
    docsRoutes(app);
    graphiqlRoutes(app);
    app.get('/graphql', (c) => c.html(renderGraphiQL(GRAPHIQL_OPTIONS)));
  `;
  const result = await build({ ...LAMBDA_BUNDLE_OPTIONS, stdin: { contents, resolveDir: PROJECT_ROOT, loader: 'ts', sourcefile: 'pages-entry.ts' }, outfile, absWorkingDir: PROJECT_ROOT, metafile: true, logLevel: 'silent' });
  bundleBytes = statSync(outfile).size;
  bundledPackages = [...new Set(Object.keys(result.metafile.inputs).flatMap((p) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p)?.[1] ?? []))];
  for (const file of [...DOCS_RUNTIME_FILES, ...GRAPHIQL_RUNTIME_FILES]) {
    mkdirSync(join(dir, 'node_modules', dirname(file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, 'node_modules', file), join(dir, 'node_modules', file));
  }
  // Each page, then every script, stylesheet and icon it names.
  writeFileSync(
    join(dir, 'probe.mjs'),
    `import { app } from './index.mjs';
    const served = {};
    for (const path of ['/docs', '/graphql']) {
      const page = await app.request(path);
      const urls = [...(await page.text()).matchAll(/<(?:script|link)\\b[^>]*\\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      served[path] = { status: page.status, urls: [] };
      for (const url of urls) served[path].urls.push({ url, status: (await app.request(url, { headers: { 'accept-encoding': 'br' } })).status });
    }
    console.log(JSON.stringify(served));`,
  );
  const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the probe failed: ${run.stderr}`);
  served = JSON.parse(run.stdout) as typeof served;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the pages in a bundle', () => {
  it('hold no asset of the packages', () => {
    expect(bundledPackages).toEqual(['hono']);
    expect(bundleBytes).toBeLessThan(100 * 1024);
  });

  it.each(['/docs', '/graphql'])('serve %s and every asset it names from the shipped files', (path) => {
    expect(served[path]?.status).toBe(200);
    expect(served[path]?.urls.length).toBe(4);
    for (const { url, status } of served[path]!.urls) expect(status, url).toBe(200);
  });
});
