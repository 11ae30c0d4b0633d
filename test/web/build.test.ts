import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetExceeded, FIRST_SCREEN_BUDGET, type WebBuild, buildWeb } from '../../scripts/build-web.js';
import { ASSET_MANIFEST, STATIC_PREFIX } from '../../src/web/assets.js';
import { PAGE_PATHS } from '../../web/src/paths.js';

/*
 * The web client's build: hashed files, a manifest naming them, each page's own chunk, and
 * the first screen's JavaScript held to its gzipped budget (the build fails past it).
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'yamb-web-build-'));
  dirs.push(dir);
  return dir;
};
let web: WebBuild;

beforeAll(async () => {
  web = await buildWeb({ outdir: tempDir() });
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the web build', () => {
  it('writes hashed files, and a manifest naming exactly them', () => {
    const onDisk = readdirSync(join(web.dir, 'static')).map((f) => `${STATIC_PREFIX}/${f}`).sort();
    expect(web.files).toEqual(onDisk);
    for (const file of web.files) expect(file).toMatch(/-[A-Za-z0-9]{8,10}\.(js|css|svg|png|webmanifest)$/);
    const manifest = JSON.parse(readFileSync(join(web.dir, ASSET_MANIFEST), 'utf8')) as Record<string, unknown>;
    expect(manifest.files).toEqual(web.files);
    for (const url of [web.script, web.style, web.manifest, web.icon, web.touchIcon]) expect(web.files).toContain(url);
  });

  it('gives every page its own chunk, and measures each first screen in gzipped bytes', () => {
    expect(Object.keys(web.pages).sort()).toEqual(Object.keys(PAGE_PATHS).sort());
    for (const [page, chunks] of Object.entries(web.pages)) {
      expect(chunks.some((c) => c.includes(`/${page}-`)), page).toBe(true);
      // The measure: the gzipped size of the entry's closure and the page's chunks, read here again.
      const js = web.files.filter((f) => f.endsWith('.js') && !web.lazy.includes(f) && (f === web.script || chunks.includes(f) || !Object.values(web.pages).flat().includes(f)));
      const gzipped = js.map((f) => gzipSync(readFileSync(join(web.dir, f.slice(1))), { level: 9 }).byteLength).reduce((a, b) => a + b, 0);
      expect(web.firstScreenGzipBytes[page]).toBe(gzipped);
      expect(web.firstScreenGzipBytes[page]).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    }
  });

  it('loads the push code only when a person turns notifications on: in a chunk of its own, in no first screen', () => {
    const text = (f: string) => readFileSync(join(web.dir, f.slice(1)), 'utf8');
    const holding = web.files.filter((f) => f.endsWith('.js') && text(f).includes('pushManager.subscribe'));
    expect(holding).toHaveLength(1);
    expect(web.lazy).toEqual(holding);
    for (const chunks of Object.values(web.pages)) expect(chunks).not.toContain(holding[0]);
    expect(holding[0]).not.toBe(web.script);
  });

  it('fails when a first screen is over its budget', async () => {
    const smallest = Math.min(...Object.values(web.firstScreenGzipBytes));
    await expect(buildWeb({ outdir: tempDir(), budgetBytes: smallest - 1 })).rejects.toThrow(BudgetExceeded);
    await expect(buildWeb({ outdir: tempDir(), budgetBytes: smallest - 1 })).rejects.toThrow(/over its budget of \d+ bytes gzipped: home \d+/);
  });

  it('writes a web app manifest and icons an install prompt accepts', () => {
    const manifest = JSON.parse(readFileSync(join(web.dir, web.manifest.slice(1)), 'utf8')) as { start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
      const png = readFileSync(join(web.dir, icon?.src.slice(1) ?? ''));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('writes a service worker that knows the shell and nothing of the API', () => {
    const sw = readFileSync(join(web.dir, 'sw.js'), 'utf8');
    for (const file of web.files) expect(sw).toContain(JSON.stringify(file));
    expect(sw).not.toContain('/v1');
  });
});
