import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authorizeUrl, createPkce, exchangeCode, randomState, readCallback } from 'yamb-client/oauth';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { createPlayer, signIn } from './web-support.js';

/*
 * Third-party access in the web client, as a person uses it: the consent page an app sends
 * them to (`/oauth/authorize`, buttons "Authorize" and "Deny"), and the tokens page where they
 * mint a personal token and revoke tokens and apps. The app's side (the PKCE request, the code
 * exchange) is yamb-client/oauth run by the test; whatever the page did is checked on the API.
 */
const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);
let page: Page;

/** The app's loopback address: the browser's visit there is caught and its address kept, as the app's server would. */
const REDIRECT = 'http://127.0.0.1:9/callback';

beforeAll(async () => {
  page = await browser.newPage();
});
afterAll(async () => {
  await page?.close();
});

async function appRequest(scopes: ('games:read' | 'games:play')[], redirectUri = REDIRECT) {
  const pkce = await createPkce();
  const state = randomState();
  const url = authorizeUrl({ baseUrl: server.origin, clientId: 'Dice Helper', redirectUri, scopes, state, codeChallenge: pkce.challenge });
  return { pkce, state, url };
}

/** Clicks `button` on the consent page; resolves with the address the browser was sent to. */
async function answer(button: 'Authorize' | 'Deny'): Promise<string> {
  const arrived = new Promise<string>((resolve) => {
    void page.route(`${new URL(REDIRECT).origin}/**`, async (route) => {
      resolve(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back in the app' });
    });
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  const url = await arrived;
  // The app's page is shown once the route answered: wait for it, so no later navigation races it.
  await page.waitForURL((u) => u.origin === new URL(REDIRECT).origin);
  await page.unroute(`${new URL(REDIRECT).origin}/**`);
  return url;
}

const status = async (token: string, path = '/v1/players/me/turns') => (await server.call('GET', path, { token })).status;

describe('the consent page', () => {
  it('names the app, where the answer goes and each scope in words; Authorize gives the app a code that plays for the person', async () => {
    await createPlayer(page, server.origin, 'Ana');
    const { pkce, state, url } = await appRequest(['games:read', 'games:play']);
    await page.goto(url);
    await page.getByRole('heading', { name: 'Authorize Dice Helper' }).waitFor();
    const scopes = await page.getByRole('list', { name: 'What the app may do' }).getByRole('listitem').allTextContents();
    expect(scopes).toHaveLength(2);
    expect(scopes[0]).toContain('games:read');
    expect(scopes[1]).toContain('games:play');
    await page.getByText('127.0.0.1:9', { exact: true }).waitFor();

    const code = readCallback(await answer('Authorize'), state);
    const tokens = await exchangeCode({ baseUrl: server.origin, clientId: 'Dice Helper', redirectUri: REDIRECT, code, verifier: pkce.verifier });
    expect(tokens.scopes).toEqual(['games:read', 'games:play']);
    expect(await status(tokens.accessToken)).toBe(200);
    // games:read and games:play only: the profile is not the app's to read.
    expect(await status(tokens.accessToken, '/v1/players/me')).toBe(403);
  });

  it('Deny sends the app access_denied and grants nothing', async () => {
    const { state, url } = await appRequest(['games:play']);
    await page.goto(url);
    const ana = await storedToken();
    const before = await server.call<{ items: unknown[] }>('GET', '/v1/tokens', { token: ana });
    expect(before.status).toBe(200);
    await page.getByRole('heading', { name: 'Authorize Dice Helper' }).waitFor();
    const denied = new URL(await answer('Deny'));
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({ error: 'access_denied', state });
    const after = await server.call<{ items: unknown[] }>('GET', '/v1/tokens', { token: ana });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it('never sends a request with a bad return address anywhere: it shows the error', async () => {
    const { url } = await appRequest(['games:play'], 'http://example.com/callback');
    await page.goto(url);
    await page.getByRole('heading', { name: 'This request is not valid' }).waitFor();
    await page.getByRole('alert').getByText(/VALIDATION_FAILED/).waitFor();
    expect(new URL(page.url()).origin).toBe(server.origin);
    expect(browser.foreignRequests).toEqual([]);
  });

  it('asks a person who is not signed in to sign in, then shows the request', async () => {
    const ben = await server.register('Ben');
    const other = await browser.newContext();
    const fresh = await other.newPage();
    const { url } = await appRequest(['games:read']);
    await fresh.goto(url);
    await fresh.getByLabel('Access token', { exact: true }).fill(ben.token);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fresh.getByRole('heading', { name: 'Authorize Dice Helper' }).waitFor();
    expect(new URL(fresh.url()).search).toBe(new URL(url).search);
    await other.close();
  });
});

describe('the tokens page', () => {
  it('mints a personal token with the scopes ticked, shows it once, lists apps and tokens, and revokes each', async () => {
    const cyd = await server.register('Cyd');
    await page.goto(`${server.origin}/`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, server.origin, cyd.token, 'Cyd');
    // An app Cyd approved, to see it listed and revoke it.
    const { pkce, state, url } = await appRequest(['games:read', 'games:play']);
    await page.goto(url);
    const app = await exchangeCode({ baseUrl: server.origin, clientId: 'Dice Helper', redirectUri: REDIRECT, code: readCallback(await answer('Authorize'), state), verifier: pkce.verifier });

    await page.goto(`${server.origin}/`);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Tokens and apps' }).click();
    await page.getByRole('heading', { name: 'Tokens and apps', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'New personal token' });
    await form.getByLabel('Token name').fill('my bot');
    await form.getByRole('checkbox', { name: 'games:play' }).uncheck();
    await form.getByLabel('Expires').selectOption('1 day');
    await form.getByRole('button', { name: 'Create token' }).click();
    const value = await form.getByLabel(/^New token my bot/).inputValue();

    const test = await server.call<{ results: { active: boolean; scopes?: string[]; expiresAt?: string | null }[] }>('POST', '/v1/token/test', { body: { tokens: [value] } });
    expect(test.body.results[0]).toMatchObject({ active: true, scopes: ['games:read'] });
    expect(Date.parse(test.body.results[0]!.expiresAt!) - Date.now()).toBeGreaterThan(86_000_000);
    expect(await status(value)).toBe(200);

    const list = page.getByRole('list', { name: 'Tokens and apps' });
    await list.getByRole('button', { name: 'Revoke my bot' }).waitFor();
    await list.getByRole('button', { name: 'Revoke my bot' }).click();
    await list.getByRole('button', { name: 'Revoke my bot' }).waitFor({ state: 'detached' });
    expect(await status(value)).toBe(401);

    expect(await status(app.accessToken)).toBe(200);
    await list.getByRole('button', { name: 'Revoke Dice Helper' }).click();
    await page.getByText('No personal tokens and no apps yet.').waitFor();
    expect(await status(app.accessToken)).toBe(401);
    expect(await status(cyd.token)).toBe(200);
  });
});

/** The token the page keeps for the signed-in person. */
const storedToken = () => page.evaluate(() => localStorage.getItem('yamb.token') ?? '');
