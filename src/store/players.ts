import type { PlayerRecord } from '../contract/index.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { playerKey } from './keys.js';
import type { TableAccess } from './table-access.js';
import { refusedByCondition } from './table-access.js';

/* Player items: n name, c created, h the token's hash (the token itself is never stored). */

export function playerItems(t: TableAccess) {
  return {
    /** A player; eventually consistent unless `consistent` (reading back a registration). */
    async getPlayer(id: string, consistent = false): Promise<PlayerRecord | null> {
      const item = await t.get('getPlayer', playerKey(id), consistent);
      return item ? { id, name: String(item.n), createdAt: Number(item.c), tokenHash: String(item.h) } : null;
    },

    /** Stores a new player; false when the id is taken. */
    async createPlayer(player: PlayerRecord): Promise<boolean> {
      const item = { ...playerKey(player.id), n: player.name, c: player.createdAt, h: player.tokenHash };
      return t.put('createPlayer', item, { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /** Replaces the account token's hash; false unless the stored one is still `before`. */
    async replaceTokenHash(id: string, before: string, after: string): Promise<boolean> {
      try {
        await t.send(new UpdateCommand({ TableName: t.tableName, Key: playerKey(id), UpdateExpression: 'SET h = :after', ConditionExpression: 'h = :before', ExpressionAttributeValues: { ':before': before, ':after': after } }));
        return true;
      } catch (error) {
        if (refusedByCondition(error)) return false;
        throw error;
      }
    },
  };
}
