import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PushSubscriptionRecord } from '../contract/index.js';
import { PUSH_SUBSCRIPTION_PREFIX, idOfPartition, playerKey, pushSubscriptionKey } from './keys.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Push subscription items, under their player beside the webhooks: u the push service's
 * endpoint, k the browser's P-256 key, a its auth secret, ev event types joined by ','
 * (absent for all), c created, gr the app grant that registered it (absent for the player's
 * own token).
 */

function itemToSubscription(item: Item): PushSubscriptionRecord {
  return {
    id: String(item.sk).slice(PUSH_SUBSCRIPTION_PREFIX.length),
    playerId: idOfPartition(item.pk),
    endpoint: String(item.u),
    p256dh: String(item.k),
    auth: String(item.a),
    events: item.ev ? String(item.ev).split(',') : [],
    createdAt: Number(item.c),
    grantId: item.gr === undefined ? null : String(item.gr),
  };
}

const subscriptionItem = (s: PushSubscriptionRecord) => ({
  ...pushSubscriptionKey(s.playerId, s.id),
  u: s.endpoint,
  k: s.p256dh,
  a: s.auth,
  ...(s.events.length > 0 && { ev: s.events.join(',') }),
  c: s.createdAt,
  ...(s.grantId && { gr: s.grantId }),
});

export function pushSubscriptionItems(t: TableAccess) {
  return {
    /** Stores a new subscription; false when its id is taken. */
    async createPushSubscription(s: PushSubscriptionRecord): Promise<boolean> {
      return t.put('createPushSubscription', subscriptionItem(s), { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /** Replaces a stored subscription's keys and events (the same browser registered again); false when it is gone. */
    async replacePushSubscription(s: PushSubscriptionRecord): Promise<boolean> {
      return t.put('replacePushSubscription', subscriptionItem(s), { ConditionExpression: 'attribute_exists(pk)' });
    },

    async getPushSubscription(playerId: string, subscriptionId: string, consistent = false): Promise<PushSubscriptionRecord | null> {
      const out = await t.send(new GetCommand({ TableName: t.tableName, Key: pushSubscriptionKey(playerId, subscriptionId), ConsistentRead: consistent }));
      return out.Item ? itemToSubscription(out.Item) : null;
    },

    /** A player's push subscriptions, oldest first; `consistent` for a count that must see the latest write. */
    async pushSubscriptionsOf(playerId: string, consistent = false): Promise<PushSubscriptionRecord[]> {
      const items = await t.queryAll('pushSubscriptionsOf', {
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :n)',
        ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':n': PUSH_SUBSCRIPTION_PREFIX },
        ConsistentRead: consistent,
      });
      return items.map(itemToSubscription).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    },

    async deletePushSubscription(playerId: string, subscriptionId: string): Promise<void> {
      await t.send(new DeleteCommand({ TableName: t.tableName, Key: pushSubscriptionKey(playerId, subscriptionId) }));
    },
  };
}
