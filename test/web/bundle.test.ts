import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_OPTIONS } from '../../infra/bundle.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { buildWeb } from '../../scripts/build-web.js';

/*
 * In AWS the API function serves the web client from web/ beside its bundle (the CDK stack
 * builds it there). Bundled with the deployed options into an empty folder holding only that
 * build, the client's routes find it the way src/entry/lambda.ts points them at it, and serve
 * the page and every file it names. The bundle runs in its own Node process.
 */
let dir: string;
let served: { page: number; type: string; files: { url: string; status: number }[] };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yamb-web-bundle-'));
  await buildWeb({ outdir: join(dir, 'web') });
  const contents = `
    import { fileURLToPath } from 'node:url';
    import { webClientRoutes } from './src/web/index.js';
    export const app = webClientRoutes({ dir: fileURLToPath(new URL('./web', import.meta.url)) });
  `;
  await build({ ...LAMBDA_BUNDLE_OPTIONS, stdin: { contents, resolveDir: PROJECT_ROOT, loader: 'ts', sourcefile: 'web-entry.ts' }, outfile: join(dir, 'index.mjs'), absWorkingDir: PROJECT_ROOT, logLevel: 'silent' });
  writeFileSync(
    join(dir, 'probe.mjs'),
    `import { app } from './index.mjs';
    const page = await app.request('/games/abc', { headers: { accept: 'text/html' } });
    const urls = [...(await page.text()).matchAll(/(?:src|href)="(\\/static\\/[^"]+)"/g)].map((m) => m[1]);
    const files = [];
    for (const url of [...urls, '/sw.js']) files.push({ url, status: (await app.request(url)).status });
    console.log(JSON.stringify({ page: page.status, type: page.headers.get('content-type'), files }));`,
  );
  const run = spawnSync(process.execPath, ['probe.mjs'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the probe failed: ${run.stderr}`);
  served = JSON.parse(run.stdout) as typeof served;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the web client in a Lambda bundle', () => {
  it('serves the page and every file it names from web/ beside the bundle', () => {
    expect(served.page).toBe(200);
    expect(served.type).toBe('text/html; charset=utf-8');
    expect(served.files.length).toBeGreaterThanOrEqual(7);
    for (const { url, status } of served.files) expect(status, url).toBe(200);
  });
});
