import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring, generateVapidKeys } from '../../src/notify/index.js';
import type { PushedMessage } from '../support/push-service.js';
import { startPushService } from '../support/push-service.js';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { signIn } from './web-support.js';

/*
 * Web Push in Chromium, offline: the browser has no push service of its own here, so the page
 * is given one (an init script stubs `pushManager.subscribe` to return a subscription whose
 * endpoint and keys belong to the push service on the loopback, which decrypts and checks
 * every message: test/support/push-service.ts). The test checks what the client does with it:
 * it asks for permission and subscribes only after the person's click on "Notify me", with
 * the server's key, and registers the subscription; the server then pushes the player's turn;
 * that very message, handed to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), is shown as a notification; and its click opens the
 * game. No protocol clicks a notification, so the click is a `notificationclick` event
 * dispatched in the worker. The browser's own subscribe path (its push service) is the one part
 * not run here.
 */

const vapid = generateVapidKeys();
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService?.close();
});

const server = useWebServer({
  notifications: { keyring: createKeyring([{ id: 'web', key: Buffer.alloc(32, 4) }]), feed: 'local', push: { keys: async () => vapid, subject: 'mailto:push@yamb.invalid' } },
});
const browser = useOfflineBrowser(() => server.origin);

/** Replaces the browser's push service with the test's: what `subscribe` returns, and the key it was asked with. */
function stubPushManager(subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }) {
  type Stubbed = Window & { subscribedWith?: string | null; subscribeCalls?: number };
  const w = window as Stubbed;
  // The browser keeps its subscription across pages, as a real one does: here in the origin's storage.
  const held = 'test-push-subscribed';
  const current = () =>
    localStorage.getItem(held) === null
      ? null
      : ({ endpoint: subscription.endpoint, expirationTime: null, options: { userVisibleOnly: true, applicationServerKey: null }, getKey: () => null, toJSON: () => subscription, unsubscribe: async () => (localStorage.removeItem(held), true) } as unknown as PushSubscription);
  w.subscribeCalls = 0;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    w.subscribeCalls! += 1;
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
    w.subscribedWith = bytes ? btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : null;
    localStorage.setItem(held, '1');
    return current()!;
  };
  PushManager.prototype.getSubscription = async () => current();
}

describe('Web Push in the web client', () => {
  it('subscribes after a click on "Notify me", registers the subscription, shows the pushed turn and opens the game on click', async ({ onTestFailed }) => {
    const phone = pushService.browser();
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: server.origin });
    await context.addInitScript(stubPushManager, phone.subscription);
    const page = await context.newPage();
    const ana = await server.register('Ana');
    const bo = await server.register('Bo');
    await signIn(page, server.origin, ana.token, 'Ana');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Nothing is asked of the browser before the click.
    expect(await page.evaluate(() => (window as Window & { subscribeCalls?: number }).subscribeCalls)).toBe(0);
    await page.getByRole('region', { name: 'Your turn' }).getByRole('button', { name: 'Notify me' }).click();
    await page.getByRole('region', { name: 'Your turn' }).getByText('Notifications are on for this browser', { exact: false }).waitFor();
    const key = await server.call<{ publicKey: string }>('GET', '/v1/push/key');
    expect(await page.evaluate(() => (window as Window & { subscribedWith?: string }).subscribedWith)).toBe(key.body.publicKey);
    const registered = await server.call<{ items: { endpoint: string }[] }>('GET', '/v1/push-subscriptions', { token: ana.token });
    expect(registered.body.items).toEqual([expect.objectContaining({ endpoint: phone.subscription.endpoint })]);

    // Bo joins Ana's game: her turn starts, and the server pushes it.
    const game = await server.call<{ id: string }>('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb', seats: 2, visibility: 'public' } });
    expect((await server.call('POST', `/v1/games/${game.body.id}/join`, { token: bo.token })).status).toBe(200);
    await expect.poll(() => pushService.to(phone).some((m) => m.payload.title === 'Your turn')).toBe(true);
    const turn = pushService.to(phone).find((m) => m.payload.title === 'Your turn') as PushedMessage;
    expect(turn.payload).toMatchObject({ body: 'Your turn in Jamb with Bo', url: `/games/${game.body.id}`, tag: game.body.id });

    // The very message the server sent, decrypted as the browser's push service would hand it on, reaches the service worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    // What the worker went through, for a failure to show (this test failed once in a full run: the push was not shown).
    const workerStates: unknown[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => workerStates.push(versions.map(({ versionId, runningStatus, status }) => ({ versionId, runningStatus, status }))));
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerStates.push({ error: errorMessage }));
    onTestFailed(() => console.error('[web-push] the service worker, as the browser reported it:', JSON.stringify(workerStates), '\nbrowser errors:', browser.errors));
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${server.origin}/`, registrationId: await registrationId, data: turn.text });
    const shown = async () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })));
    // Waited for generously: on a loaded machine the worker may take more than a second to show it.
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: 'Your turn', body: 'Your turn in Jamb with Bo', tag: game.body.id, data: { url: `/games/${game.body.id}`, eventId: turn.payload.eventId } }]);

    // A click on it opens the game in the app's window.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      type WorkerScope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${server.origin}/games/${game.body.id}`);
    await page.getByRole('heading', { name: /^Jamb/ }).waitFor();
    expect(await shown()).toEqual([]);

    // The game's page knows notifications are on, and turns them off: on the server, then in the browser.
    await page.getByRole('button', { name: 'Stop notifications' }).click();
    await page.getByRole('button', { name: 'Notify me' }).waitFor();
    expect((await server.call<{ items: unknown[] }>('GET', '/v1/push-subscriptions', { token: ana.token })).body.items).toEqual([]);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
    await context.close();
  });

  it('shows notifications as off to another player signed in where the first turned them on', async () => {
    const phone = pushService.browser();
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: server.origin });
    await context.addInitScript(stubPushManager, phone.subscription);
    const page = await context.newPage();
    const ana = await server.register('Ana');
    await signIn(page, server.origin, ana.token, 'Ana');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByRole('button', { name: 'Stop notifications' }).waitFor();

    const cy = await server.register('Cy');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, server.origin, cy.token, 'Cy');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByRole('button', { name: 'Stop notifications' }).waitFor();
    // The browser's one subscription, reused (subscribed once) and registered for each player.
    expect(await page.evaluate(() => (window as Window & { subscribeCalls?: number }).subscribeCalls)).toBe(0);
    for (const player of [ana, cy]) {
      const items = (await server.call<{ items: { endpoint: string }[] }>('GET', '/v1/push-subscriptions', { token: player.token })).body.items;
      expect(items.map((i) => i.endpoint)).toEqual([phone.subscription.endpoint]);
    }
    await context.close();
  });

  it('requested nothing from any other origin, and logged no error', () => {
    expect(browser.foreignRequests).toEqual([]);
    // A page that closes aborts its game stream: the browser's doing, not a failure.
    expect(browser.errors.filter((e) => !/\/events \(net::ERR_ABORTED\)$/.test(e))).toEqual([]);
  });
});
