import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_REVOKED_REASON } from '../../src/service/index.js';
import { notifyingInstances } from '../support/notifying.js';
import type { Fetch } from '../support/oauth.js';
import { api, signIn } from '../support/oauth.js';
import { startReceiver } from '../support/receiver.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Webhooks an app creates belong to the player and name the app's grant; revoking the grant
 * stops them, with real deliveries to a real receiver. Two ways it stops: the instance that
 * revokes disables them at once (the player's list says why), and any dispatcher checks the
 * grant before delivering, so a grant revoked elsewhere (here by an instance without
 * notifications, which disables nothing) stops them too once its caches have run out.
 */

const db = useEmbeddedStore();
let now = Date.UTC(2026, 5, 3, 8);
let instances: ReturnType<typeof notifyingInstances>;
/** The instance that delivers, and one that serves tokens but delivers no webhooks: a revocation there disables nothing. */
let f: Fetch;
let plain: Fetch;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const settled = () => instances.settled();

beforeAll(async () => {
  receiver = await startReceiver();
  instances = notifyingInstances(db, { seed: 'grant-webhooks', clock: () => now });
  ({ f, plain } = instances);
});

afterAll(async () => {
  instances.stop();
  await receiver.close();
});

const SCOPES = { scope: 'games:read games:play webhooks:manage' };
const deliveriesTo = (path: string) => receiver.received.filter((d) => d.path === path).map((d) => JSON.parse(d.body) as { type: string });

async function setUp(name: string) {
  const account = (await api(f, 'POST', '/v1/players', undefined, { name })).body.token as string;
  const tokens = await signIn(f, account, SCOPES);
  const made = await api(f, 'POST', '/v1/webhooks', tokens.access, { url: `${receiver.origin}/${name}/app`, events: ['game.created', 'move.rolled'] });
  const own = await api(f, 'POST', '/v1/webhooks', account, { url: `${receiver.origin}/${name}/own`, events: ['game.created', 'move.rolled'] });
  const grantId = ((await api(f, 'GET', '/v1/tokens', account)).body.items as { id: string; client: string }[]).find((t) => t.client)!.id;
  return { account, tokens, appHook: made.body.webhook, ownHook: own.body.webhook, grantId };
}

describe("webhooks an app's token creates", () => {
  it('name the grant, belong to the player, and deliver like the player\'s own', async () => {
    const { account, tokens, appHook, ownHook, grantId } = await setUp('ana');
    expect(appHook.grantId).toBe(grantId);
    expect(ownHook.grantId).toBeNull();
    const listed = (await api(f, 'GET', '/v1/webhooks', account)).body.items as { id: string; grantId: string | null }[];
    expect(new Map(listed.map((w) => [w.id, w.grantId]))).toEqual(
      new Map([
        [appHook.id, grantId],
        [ownHook.id, null],
      ]),
    );
    const game = await api(f, 'POST', '/v1/games', tokens.access, { ruleset: 'yams-5' });
    await settled();
    expect(deliveriesTo('/ana/app').map((e) => e.type)).toEqual(['game.created']);
    expect(deliveriesTo('/ana/own').map((e) => e.type)).toEqual(['game.created']);
    expect(game.status).toBe(201);
  });

  it('stop when the player revokes the app on this instance: disabled at once, saying why', async () => {
    const { account, appHook, ownHook, grantId } = await setUp('ben');
    expect((await api(f, 'DELETE', `/v1/tokens/${grantId}`, account)).status).toBe(204);
    const listed = (await api(f, 'GET', '/v1/webhooks', account)).body.items as { id: string; disabled: { reason: string } | null }[];
    expect(listed.find((w) => w.id === appHook.id)!.disabled).toEqual({ at: new Date(now).toISOString(), reason: GRANT_REVOKED_REASON });
    expect(listed.find((w) => w.id === ownHook.id)!.disabled).toBeNull();
    const game = await api(f, 'POST', '/v1/games', account, { ruleset: 'yams-5' });
    await api(f, 'POST', `/v1/games/${game.body.id}/actions`, account, { type: 'roll' });
    await settled();
    expect(deliveriesTo('/ben/app')).toEqual([]);
    expect(deliveriesTo('/ben/own').map((e) => e.type)).toEqual(['game.created', 'move.rolled']);
  });

  it('stop when the grant is revoked on another instance: the dispatcher checks the grant before delivering', async () => {
    const { account, tokens, appHook } = await setUp('cyd');
    const game = await api(f, 'POST', '/v1/games', tokens.access, { ruleset: 'yams-5' });
    await settled();
    expect(deliveriesTo('/cyd/app').map((e) => e.type)).toEqual(['game.created']);
    // The app logs out (RFC 7009) through an instance that delivers no webhooks: nothing is disabled there.
    expect((await api(plain, 'DELETE', '/v1/token', tokens.access)).status).toBe(204);
    expect(((await api(f, 'GET', '/v1/webhooks', account)).body.items as { id: string; disabled: unknown }[]).find((w) => w.id === appHook.id)!.disabled).toBeNull();
    // Past what this instance keeps of webhooks and grants (30 s), the next event finds the grant gone.
    now += 30_000;
    await api(f, 'POST', `/v1/games/${game.body.id}/actions`, account, { type: 'roll' });
    await settled();
    expect(deliveriesTo('/cyd/app').map((e) => e.type)).toEqual(['game.created']);
    expect(deliveriesTo('/cyd/own').map((e) => e.type)).toEqual(['game.created', 'move.rolled']);
    const listed = (await api(f, 'GET', '/v1/webhooks', account)).body.items as { id: string; disabled: { reason: string } | null }[];
    expect(listed.find((w) => w.id === appHook.id)!.disabled?.reason).toBe(GRANT_REVOKED_REASON);
  });
});
