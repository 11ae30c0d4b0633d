import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookRecord } from '../contract/index.js';
import { WEBHOOK_PREFIX, idOfPartition, playerKey, webhookKey } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { refusedByCondition } from './table-access.js';

/*
 * Webhook items, under their player: u url, ev event types joined by ',' (absent for all),
 * s the sealed secret, sp and spx the previous secret and until when it signs, c created, xa
 * and xr when and why deliveries stopped, gr the app grant whose token created it (absent when
 * the player's own token did).
 */

function itemToWebhook(item: Item): WebhookRecord {
  return {
    id: String(item.sk).slice(WEBHOOK_PREFIX.length),
    playerId: idOfPartition(item.pk),
    url: String(item.u),
    events: item.ev ? String(item.ev).split(',') : [],
    secret: String(item.s),
    previousSecret: item.sp ? { sealed: String(item.sp), until: Number(item.spx) } : null,
    createdAt: Number(item.c),
    disabled: item.xa === undefined ? null : { at: Number(item.xa), reason: String(item.xr ?? '') },
    grantId: item.gr === undefined ? null : String(item.gr),
  };
}

export function webhookItems(t: TableAccess) {
  return {
    /** Stores a new webhook; false when its id is taken. */
    async createWebhook(w: WebhookRecord): Promise<boolean> {
      const item = { ...webhookKey(w.playerId, w.id), u: w.url, ...(w.events.length > 0 && { ev: w.events.join(',') }), s: w.secret, c: w.createdAt, ...(w.grantId && { gr: w.grantId }) };
      return t.put('createWebhook', item, { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    async getWebhook(playerId: string, webhookId: string, consistent = false): Promise<WebhookRecord | null> {
      const out = await t.send(new GetCommand({ TableName: t.tableName, Key: webhookKey(playerId, webhookId), ConsistentRead: consistent }));
      return out.Item ? itemToWebhook(out.Item) : null;
    },

    /** A player's webhooks, oldest first; `consistent` for a count that must see the latest write. */
    async webhooksOf(playerId: string, consistent = false): Promise<WebhookRecord[]> {
      const items = await t.queryAll('webhooksOf', {
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)',
        ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':w': WEBHOOK_PREFIX },
        ConsistentRead: consistent,
      });
      return items.map(itemToWebhook).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    },

    async deleteWebhook(playerId: string, webhookId: string): Promise<void> {
      await t.send(new DeleteCommand({ TableName: t.tableName, Key: webhookKey(playerId, webhookId) }));
    },

    /** Replaces the secret, keeping the old one signing until `until`. */
    async rotateSecret(playerId: string, webhookId: string, secret: string, previous: string, until: number): Promise<void> {
      await t.send(
        new UpdateCommand({
          TableName: t.tableName,
          Key: webhookKey(playerId, webhookId),
          UpdateExpression: 'SET s = :s, sp = :sp, spx = :until',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':s': secret, ':sp': previous, ':until': until },
        }),
      );
    },

    /** Stops deliveries to a webhook for good. */
    async disableWebhook(playerId: string, webhookId: string, at: number, reason: string): Promise<void> {
      await t
        .send(
          new UpdateCommand({
            TableName: t.tableName,
            Key: webhookKey(playerId, webhookId),
            UpdateExpression: 'SET xa = :at, xr = :reason',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at, ':reason': reason },
          }),
        )
        .catch((error: unknown) => {
          if (!refusedByCondition(error)) throw error; // deleted meanwhile: nothing to disable
        });
    },
  };
}
