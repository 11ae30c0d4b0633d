import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { STORE_LIMITS } from './client.js';
import { cursorItems } from './webhook-cursors.js';
import { scoped } from './deadline.js';
import { deliveryItems } from './delivery-attempts.js';
import { allGames } from './games.js';
import { tableAccess } from './table-access.js';
import { webhookItems } from './webhooks.js';

export interface NotifyStoreOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly attempts?: number;
}

/**
 * The repository of notifications, beside the games in the same table: a player's webhooks,
 * each webhook's cursor through each game's events, its delivery log, and the scan of every
 * game a restarted local server dispatches again. Like the game store, `within(deadline)`
 * gives the same store over a request's budget.
 */
export function createNotifyStore({ client, tableName, attempts = STORE_LIMITS.attempts }: NotifyStoreOptions) {
  const access = { client, tableName, attempts };
  return scoped((deadline) => {
    const t = tableAccess(access, deadline);
    return { ...webhookItems(t), ...cursorItems(t), ...deliveryItems(t), allGames: () => allGames(t) };
  });
}

export type NotifyStore = ReturnType<typeof createNotifyStore>;
