import type { PushSubscriptionJson, PushSubscriptionRecord, PushSubscriptionView } from '../contract/index.js';
import { ApiError, MAX_PUSH_SUBSCRIPTIONS } from '../contract/index.js';
import type { Resolve } from '../notify/index.js';
import { checkPushKeys, checkWebhookUrl } from '../notify/index.js';
import type { NotifyStore } from '../store/index.js';
import { createCapped } from './capped.js';
import type { Dispatcher } from './dispatcher.js';
import type { PushSigning } from './endpoints.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import { iso } from './view.js';

/*
 * A player's browsers (Web Push): the server's public key to subscribe with, and the
 * subscriptions, checked before anything is stored: an endpoint the webhook address rules
 * allow (https and public addresses; `http` and private ones only where
 * ALLOW_PRIVATE_WEBHOOKS=true), a P-256 key on the curve, a 16-byte auth secret. A bad one is
 * 400 VALIDATION_FAILED with nothing stored. The same browser registered again (its endpoint)
 * is the same subscription, with the keys and events it sends now; at most 10 per player.
 */

export interface PushServiceOptions {
  readonly notify: NotifyStore;
  readonly dispatcher: Dispatcher;
  readonly signing: PushSigning;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** Allow `http` and private addresses (the local server); production refuses them. */
  readonly allowPrivate: boolean;
  readonly resolve?: Resolve;
}

export const pushSubscriptionView = (s: PushSubscriptionRecord): PushSubscriptionView => ({
  id: s.id,
  endpoint: s.endpoint,
  events: [...s.events] as PushSubscriptionView['events'],
  createdAt: iso(s.createdAt),
});

export function createPushService({ notify, dispatcher, signing, clock, random, allowPrivate, resolve }: PushServiceOptions) {
  async function owned(playerId: string, subscriptionId: string): Promise<PushSubscriptionRecord> {
    const sub = ID_PATTERN.test(subscriptionId) ? await notify.getPushSubscription(playerId, subscriptionId, true) : null;
    if (!sub) throw new ApiError('NOT_FOUND', `you have no push subscription with id "${subscriptionId}"`);
    return sub;
  }

  /** The subscription as it may be stored: the endpoint normalised, or a 400 naming the field. */
  async function checked(subscription: PushSubscriptionJson): Promise<{ endpoint: string; p256dh: string; auth: string }> {
    const url = await checkWebhookUrl(subscription.endpoint, { allowPrivate, ...(resolve && { resolve }) });
    if (!url.ok) throw new ApiError('VALIDATION_FAILED', `subscription.endpoint: ${url.detail}`, { field: 'subscription.endpoint', reason: url.reason });
    const keys = checkPushKeys(subscription.keys);
    if (!keys.ok) throw new ApiError('VALIDATION_FAILED', `subscription.keys.${keys.field}: ${keys.detail}`, { field: `subscription.keys.${keys.field}` });
    return { endpoint: url.url.href, p256dh: subscription.keys.p256dh.replace(/=+$/, ''), auth: subscription.keys.auth.replace(/=+$/, '') };
  }

  return {
    /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
    async key(): Promise<{ publicKey: string }> {
      return { publicKey: (await signing.keys()).publicKey };
    },

    /** `grantId`: the app grant whose token asks (grants.ts `createdByGrant`), with which the subscription stops; null for the player's own token. */
    async subscribe(playerId: string, input: { subscription: PushSubscriptionJson; events?: readonly string[] | undefined }, grantId: string | null = null): Promise<PushSubscriptionView> {
      const { endpoint, p256dh, auth } = await checked(input.subscription);
      const events = [...new Set(input.events ?? [])];
      const same = (await notify.pushSubscriptionsOf(playerId, true)).find((s) => s.endpoint === endpoint);
      if (same) {
        const renewed = { ...same, p256dh, auth, events, grantId };
        if (await notify.replacePushSubscription(renewed)) {
          dispatcher.forget(playerId);
          return pushSubscriptionView(renewed);
        }
      }
      const record: PushSubscriptionRecord = { id: newId(random), playerId, endpoint, p256dh, auth, events, createdAt: clock(), grantId };
      await createCapped({
        limit: MAX_PUSH_SUBSCRIPTIONS,
        what: 'push subscriptions',
        count: async () => (await notify.pushSubscriptionsOf(playerId, true)).length,
        create: async () => {
          // The browser's auth secret is this registration's own tag, under a fresh random id.
          const result = await settleWrite(
            () => notify.createPushSubscription(record),
            async (): Promise<ReadBack<PushSubscriptionRecord>> => {
              const stored = await notify.getPushSubscription(playerId, record.id, true);
              if (!stored) return { found: 'nothing' };
              return stored.auth === record.auth && stored.endpoint === record.endpoint ? { found: 'mine' } : { found: 'other', stored };
            },
          );
          if (!result.landed) throw new Error('a fresh random push subscription id was already taken');
          return record;
        },
        remove: () => notify.deletePushSubscription(playerId, record.id),
      });
      dispatcher.forget(playerId);
      return pushSubscriptionView(record);
    },

    async list(playerId: string): Promise<PushSubscriptionView[]> {
      return (await notify.pushSubscriptionsOf(playerId)).map(pushSubscriptionView);
    },

    async get(playerId: string, subscriptionId: string): Promise<PushSubscriptionView> {
      return pushSubscriptionView(await owned(playerId, subscriptionId));
    },

    async remove(playerId: string, subscriptionId: string): Promise<void> {
      await owned(playerId, subscriptionId);
      await notify.deletePushSubscription(playerId, subscriptionId);
      dispatcher.forget(playerId);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

/** Deletes every push subscription of `playerId` that the grant `grantId` registered (the grant was revoked). */
export async function deleteGrantPushSubscriptions(notify: NotifyStore, playerId: string, grantId: string): Promise<void> {
  const made = (await notify.pushSubscriptionsOf(playerId, true)).filter((s) => s.grantId === grantId);
  await Promise.all(made.map((s) => notify.deletePushSubscription(playerId, s.id)));
}
