import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRecord, Membership } from '../contract/index.js';
import { allWritten } from './games.js';
import { MEMBERSHIP_PREFIX, idOfPartition, leaderboardPartition, playerKey } from './keys.js';
import { itemToMembership } from './memberships.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Walks of the whole table, a page at a time, for start-up and maintenance only (the local
 * feed's recovery, the recount of the statistics, scripts/recount-stats.ts): no request of the
 * API scans.
 */

async function* scan(t: TableAccess, filter: string, values: Record<string, unknown>): AsyncGenerator<Item> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await t.send(new ScanCommand({ TableName: t.tableName, FilterExpression: filter, ExpressionAttributeValues: values, ExclusiveStartKey: start }));
    yield* out.Items ?? [];
    start = out.LastEvaluatedKey;
  } while (start);
}

/** Whether a membership item has every index key its membership implies (items written before an index was added lack it). */
function keyed(item: Item, m: Membership): boolean {
  const ranked = item.lpk !== undefined;
  return item.rpk !== undefined && item.qpk !== undefined && (!ranked || item.lpk === leaderboardPartition(m.ruleset, m.bot ? 'bots' : 'players'));
}

export function tableScans(t: TableAccess) {
  return {
    /** Every game and tournament: what the local feed hands on again at start-up. */
    allWritten: () => allWritten(t),

    /** Every game. */
    async *allGames(): AsyncGenerator<GameRecord> {
      for await (const item of allWritten(t)) if (item.kind === 'game') yield item.game;
    },

    /** The id of every player. */
    async *allPlayerIds(): AsyncGenerator<string> {
      for await (const item of scan(t, 'sk = :p', { ':p': playerKey('x').sk })) yield idOfPartition(item.pk);
    },

    /** Every membership, and whether its item has the index keys of the current key chart. */
    async *allMemberships(): AsyncGenerator<{ membership: Membership; keyed: boolean }> {
      for await (const item of scan(t, 'begins_with(sk, :m)', { ':m': MEMBERSHIP_PREFIX })) {
        const membership = itemToMembership(item);
        yield { membership, keyed: keyed(item, membership) };
      }
    },
  };
}
