import { describe, expect, it } from 'vitest';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { createPlayer } from './web-support.js';

/*
 * The installable app in Chromium: a web app manifest and a service worker that keeps the app
 * shell (the page and its hashed files) and never an answer of the API, so the app reopens
 * offline and says in words that the server cannot be reached.
 */
const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);

describe('the installable web client', () => {
  it('caches the shell, never an API answer, and opens offline', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '')).json());
    expect(manifest).toMatchObject({ name: 'Yamb', start_url: '/', display: 'standalone' });

    // Use the API through the page, with the worker in control.
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await createPlayer(page, server.origin, 'Ana');
    await page.getByRole('region', { name: 'Your turn' }).getByText('No game is waiting for you.').waitFor();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls.sort();
    });
    expect(cached).toContain('/');
    expect(cached.filter((u) => u.startsWith('/static/')).length).toBeGreaterThanOrEqual(6);
    expect(cached.filter((u) => u !== '/' && !u.startsWith('/static/'))).toEqual([]);

    // Offline, the page still opens from the shell, and says the API cannot be reached.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Hello, Ana' }).waitFor();
    await page.getByRole('alert').first().getByText('The server could not be reached.', { exact: false }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('requested nothing from any other origin', () => {
    expect(browser.foreignRequests).toEqual([]);
  });
});
