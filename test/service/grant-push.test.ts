import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../src/notify/index.js';
import { notifyingInstances } from '../support/notifying.js';
import type { Fetch } from '../support/oauth.js';
import { api, signIn } from '../support/oauth.js';
import type { Browser } from '../support/push-service.js';
import { startPushService } from '../support/push-service.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Push subscriptions an app's token registers name the app's grant and stop with it, as its
 * webhooks do (grant-webhooks.test.ts), with real pushes to a push service on the loopback:
 * the instance that revokes the grant deletes them at once, and any dispatcher checks the
 * grant before pushing, so a grant revoked elsewhere stops them too once its caches run out.
 * The player's own subscriptions go on.
 */

const db = useEmbeddedStore();
const vapid = generateVapidKeys();
let now = Date.UTC(2026, 11, 3, 9);
let instances: ReturnType<typeof notifyingInstances>;
/** The instance that pushes, and one that serves tokens but pushes nothing: a revocation there deletes nothing. */
let f: Fetch;
let plain: Fetch;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const settled = () => instances.settled();

beforeAll(async () => {
  pushService = await startPushService();
  instances = notifyingInstances(db, { seed: 'grant-push', clock: () => now, push: { keys: async () => vapid, subject: 'mailto:push@yamb.invalid' } });
  ({ f, plain } = instances);
});

afterAll(async () => {
  instances.stop();
  await pushService.close();
});

const SCOPES = { scope: 'games:read games:play webhooks:manage' };
/** The "joined" pushes a browser got (the game starting also tells the host it is their turn). */
const titles = (browser: Browser) => pushService.to(browser).map((m) => m.payload.title as string).filter((t) => t.endsWith(' joined'));

/** A player with an app signed in, a browser the app registered and one the player registered. */
async function setUp(name: string) {
  const account = (await api(f, 'POST', '/v1/players', undefined, { name })).body.token as string;
  const tokens = await signIn(f, account, SCOPES);
  const [appBrowser, ownBrowser] = [pushService.browser(), pushService.browser()];
  const made = await api(f, 'POST', '/v1/push-subscriptions', tokens.access, { subscription: appBrowser.subscription });
  const own = await api(f, 'POST', '/v1/push-subscriptions', account, { subscription: ownBrowser.subscription });
  expect([made.status, own.status]).toEqual([201, 201]);
  const grantId = ((await api(f, 'GET', '/v1/tokens', account)).body.items as { id: string; client: string }[]).find((t) => t.client)!.id;
  return { account, tokens, appBrowser, ownBrowser, appSubscription: made.body.id as string, grantId };
}

/** A two-seat game of `host` that a new player joins: the host is told by push. */
async function joined(host: string, guestName: string): Promise<void> {
  const game = await api(f, 'POST', '/v1/games', host, { ruleset: 'yams-5', seats: 2, visibility: 'public' });
  const guest = (await api(f, 'POST', '/v1/players', undefined, { name: guestName })).body.token as string;
  expect((await api(f, 'POST', `/v1/games/${game.body.id}/join`, guest)).status).toBe(200);
  await settled();
}

describe("push subscriptions an app's token registers", () => {
  it('push like the player\'s own until the player revokes the app on this instance: then they are deleted at once', async () => {
    const { account, appBrowser, ownBrowser, appSubscription, grantId } = await setUp('Ana');
    await joined(account, 'Ben');
    expect(titles(appBrowser)).toEqual(['Ben joined']);
    expect(titles(ownBrowser)).toEqual(['Ben joined']);

    expect((await api(f, 'DELETE', `/v1/tokens/${grantId}`, account)).status).toBe(204);
    const listed = (await api(f, 'GET', '/v1/push-subscriptions', account)).body.items as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(appSubscription);
    expect(listed).toHaveLength(1);
    await joined(account, 'Cyd');
    expect(titles(appBrowser)).toEqual(['Ben joined']);
    expect(titles(ownBrowser)).toEqual(['Ben joined', 'Cyd joined']);
  });

  it('stop when the grant is revoked on another instance: the dispatcher checks the grant before pushing', async () => {
    const { account, tokens, appBrowser, ownBrowser, appSubscription } = await setUp('Dan');
    await joined(account, 'Eve');
    expect(titles(appBrowser)).toEqual(['Eve joined']);
    // The app logs out (RFC 7009) through an instance that pushes nothing: nothing is deleted there.
    expect((await api(plain, 'DELETE', '/v1/token', tokens.access)).status).toBe(204);
    expect(((await api(f, 'GET', '/v1/push-subscriptions', account)).body.items as { id: string }[]).map((s) => s.id)).toContain(appSubscription);
    // Past what this instance keeps of endpoints and grants (30 s), the next event finds the grant gone.
    now += 30_000;
    await joined(account, 'Fay');
    expect(titles(appBrowser)).toEqual(['Eve joined']);
    expect(titles(ownBrowser)).toEqual(['Eve joined', 'Fay joined']);
    expect(((await api(f, 'GET', '/v1/push-subscriptions', account)).body.items as { id: string }[]).map((s) => s.id)).not.toContain(appSubscription);
  });
});
