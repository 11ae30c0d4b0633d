import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/entry/api.js';
import { GRAPHIQL_CSP, GRAPHIQL_OPTIONS } from '../../src/graphql/graphiql.js';
import { DOCS_CSP } from '../../src/http/docs.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { serveOnLoopback, useOfflineBrowser } from './browser.js';

/*
 * /docs and /graphql in a real Chromium that can reach nothing but the API: both pages render
 * from the API's own assets, under the CSP they are sent with, and work (Swagger UI lists and
 * runs operations, GraphiQL runs its example query).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// .invalid never resolves: even a request that got past the routing would reach no host.
const CDN_SCRIPT = 'https://cdn.example.invalid/lib.js';
let dynamo: EmbeddedDynamo;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
// Screenshots go to a temporary folder; BROWSER_SCREENSHOTS names one to keep them.
const shots = process.env.BROWSER_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'yamb-browser-'));

beforeAll(async () => {
  dynamo = await startEmbeddedDynamo();
  const api = createApi({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger });
  const app = new Hono();
  // A page that needs a CDN, to show the guard below catches one.
  app.get('/cdn-probe', (c) => c.html(`<!doctype html><title>probe</title><script src="${CDN_SCRIPT}"></script>`));
  app.route('/', api);
  server = await serveOnLoopback(app.fetch);
});
const browser = useOfflineBrowser(() => server.origin);

afterAll(async () => {
  await server?.close();
  await dynamo?.close();
  if (!process.env.BROWSER_SCREENSHOTS) rmSync(shots, { recursive: true, force: true });
});

async function screenshot(page: Page, name: string): Promise<void> {
  const file = join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  // A PNG, and not a blank one: a white 1280x900 page compresses to a few KB.
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.byteLength).toBeGreaterThan(20_000);
}

/** An element's text with Monaco's non-breaking spaces as spaces. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

describe('the API pages with every other origin blocked', () => {
  it('/docs renders Swagger UI, lists every operation and runs one', async () => {
    const spec = (await (await fetch(`${server.origin}/openapi.json`)).json()) as { paths: Record<string, Record<string, { summary?: string }>> };
    const summaries = Object.values(spec.paths).flatMap((ops) => Object.values(ops).map((op) => op.summary ?? ''));
    expect(summaries.length).toBeGreaterThan(5);

    const page = await browser.newPage();
    const response = await page.goto(`${server.origin}/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBe(DOCS_CSP);

    await expect.poll(() => page.locator('.opblock').count()).toBe(summaries.length);
    await page.getByText('Register a player', { exact: true }).waitFor();
    for (const summary of summaries) expect(await page.locator('.opblock-summary-description', { hasText: summary }).count()).toBeGreaterThan(0);
    await screenshot(page, 'docs');

    // "Try it out" on GET /v1/rulesets: a request to the API itself, allowed by connect-src.
    const operation = page.locator('#operations-Rulesets-listRulesets');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/rulesets');
    await operation.getByRole('button', { name: 'Execute' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => operation.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
    await page.close();
  });

  it('/graphql renders GraphiQL and runs its example query', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.origin}/graphql`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBe(GRAPHIQL_CSP);

    // The query editor (Monaco) shows the example query once GraphiQL has started.
    const editor = page.locator('.graphiql-query-editor .view-lines');
    await expect.poll(() => textOf(editor), { timeout: 30_000 }).toContain('query Rulesets');

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql' && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('Rulesets'));
    await page.locator('.graphiql-execute-button').click();
    const result = (await (await answered).json()) as { data?: { rulesets?: { id: string }[] }; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.data?.rulesets?.map((r) => r.id)).toContain('jamb');

    // And the result pane shows it.
    const pane = page.locator('.graphiql-response .view-lines');
    await expect.poll(() => textOf(pane), { timeout: 15_000 }).toContain('"rulesets"');
    expect(await textOf(pane)).toContain('"data"');
    expect(await textOf(pane)).not.toContain('"errors"');
    await screenshot(page, 'graphiql');
    await page.close();
  });

  it.each([
    [1024, 768],
    [1280, 900],
  ])('/graphql at %i x %i shows every line of the example query whole: none runs under the buttons or past the editor', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/graphql`);
    const editor = page.locator('.graphiql-query-editor .view-lines');
    await expect.poll(() => textOf(editor), { timeout: 30_000 }).toContain('query Rulesets');
    const layout = await page.evaluate(() => {
      const visible = document.querySelector('.graphiql-query-editor .monaco-scrollable-element')!.getBoundingClientRect();
      const toolbar = document.querySelector('.graphiql-toolbar')!.getBoundingClientRect();
      const lines = [...document.querySelectorAll('.graphiql-query-editor .view-line')].map((line) => {
        const text = line.firstElementChild as HTMLElement;
        return { text: (text.textContent ?? '').replace(/\u00a0/g, ' '), right: text.getBoundingClientRect().right, top: line.getBoundingClientRect().top };
      });
      return { right: Math.min(visible.right, toolbar.left), toolbarBottom: toolbar.bottom, lines };
    });
    const shown = layout.lines.filter((l) => l.text.trim() !== '');
    // Every line of the query is rendered (nothing scrolled out of the editor's height)...
    expect(shown.map((l) => l.text.trim())).toEqual(GRAPHIQL_OPTIONS.defaultQuery.split('\n').map((l) => l.trim()).filter(Boolean));
    // ...and ends before the editor's buttons (which cover its right edge) or its own edge.
    expect(shown.filter((l) => l.right > layout.right).map((l) => l.text)).toEqual([]);
    await context.close();
  });

  it('requested nothing from any other origin and logged no error', () => {
    expect(browser.foreignRequests).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('would have seen a request to another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/cdn-probe`);
    expect(browser.foreignRequests).toEqual([CDN_SCRIPT]);
    expect(browser.errors).toEqual(expect.arrayContaining([expect.stringContaining(CDN_SCRIPT), expect.stringMatching(/^console: Failed to load resource/)]));
    await page.close();
  });
});
