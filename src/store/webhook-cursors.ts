import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CursorRecord } from '../contract/index.js';
import { cursorKey, dueIndexKeys, duePartition, idOfPartition } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { dueItems } from './table-access.js';

/*
 * Cursor items, one per endpoint (a webhook or a push subscription) and game: how far the
 * endpoint has delivered the game's events. k 'push' for a push subscription's (absent for a
 * webhook's, as every cursor written before push was), o the player, t the position delivered
 * through, f failures in a row, nx when the next attempt is due; while one waits, the cursor
 * sits in the sparse `due` index.
 */

const itemToCursor = (item: Item): CursorRecord => ({
  kind: item.k === 'push' ? 'push' : 'webhook',
  endpointId: idOfPartition(item.pk),
  gameId: String(item.sk).slice(2),
  playerId: String(item.o),
  through: String(item.t ?? ''),
  failures: Number(item.f ?? 0),
  nextAt: item.nx === undefined ? null : Number(item.nx),
});

export function cursorItems(t: TableAccess) {
  return {
    async getCursor(endpointId: string, gameId: string): Promise<CursorRecord | null> {
      const out = await t.send(new GetCommand({ TableName: t.tableName, Key: cursorKey(endpointId, gameId), ConsistentRead: true }));
      return out.Item ? itemToCursor(out.Item) : null;
    },

    /**
     * Moves a cursor on, from `from` (the position it was read at) to `next`. Conditional on
     * `from`, so two dispatchers can never both move it. False when it had moved meanwhile.
     */
    async saveCursor(next: CursorRecord, from: string | null): Promise<boolean> {
      const item = {
        ...cursorKey(next.endpointId, next.gameId),
        ...(next.kind === 'push' && { k: 'push' }),
        o: next.playerId,
        t: next.through,
        f: next.failures,
        ...(next.nextAt !== null && { nx: next.nextAt, ...dueIndexKeys(next.endpointId, next.gameId, next.nextAt) }),
      };
      return t.put('saveCursor', item, from === null ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 't = :from', ExpressionAttributeValues: { ':from': from } });
    },

    /** Cursors whose retry is due by `now`, oldest due first, across every shard. */
    async dueCursors(now: number, limit = 100): Promise<CursorRecord[]> {
      return (await dueItems(t, duePartition, now, limit)).map(itemToCursor);
    },
  };
}
