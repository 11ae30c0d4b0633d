import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { STORE_LIMITS } from './client.js';
import { cursorItems } from './webhook-cursors.js';
import type { Deadline } from './deadline.js';
import { scopedParts } from './deadline.js';
import { deliveryItems } from './delivery-attempts.js';
import { tableAccess } from './table-access.js';
import { pushSubscriptionItems } from './push-subscriptions.js';
import { reminderItems } from './reminders.js';
import { webhookItems } from './webhooks.js';

export interface NotifyStoreOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly attempts?: number;
}

/**
 * The repository of notifications, beside the games in the same table: a player's webhooks
 * and push subscriptions, each one's cursor through each game's (and tournament's) events, a
 * webhook's delivery log, and each game's turn reminder. Like the game store, `within(deadline)`
 * gives the same store over a request's budget.
 */
export function createNotifyStore({ client, tableName, attempts = STORE_LIMITS.attempts }: NotifyStoreOptions) {
  const access = { client, tableName, attempts };
  return scopedParts((deadline: Deadline) => tableAccess(access, deadline), {
    webhooks: webhookItems,
    pushSubscriptions: pushSubscriptionItems,
    cursors: cursorItems,
    deliveries: deliveryItems,
    reminders: reminderItems,
  });
}

export type NotifyStore = ReturnType<typeof createNotifyStore>;
