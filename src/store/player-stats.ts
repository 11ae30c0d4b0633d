import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerRecord, StatsRecord, StatsTally } from '../contract/index.js';
import { EMPTY_TALLY } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { COUNT_PREFIX, PLAYER_AND_STATS, STATS_PREFIX, countKey, idOfPartition, playerKey, statsKey } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { refusedByCondition } from './table-access.js';

/*
 * A player's statistics, one item per ruleset beside the player item, and one count mark per
 * game the statistics counted. The store keeps them; what a game adds and the order of the
 * writes that count it exactly once are the service's (service/stats-counter.ts):
 *   1. the tally and a pending note `p_<gameId>` are written over the version they were
 *      computed from (`v`), so no two changes are computed from the same tally;
 *   2. the game's count mark moves from the state it was counted as to the new one;
 *   3. the pending note goes.
 * Statistics item: r ruleset, v version, pl played, fi finished, wo won, re resigned,
 * sh sheets, su sum, be best, wr worst, bo bonuses, se sections, p_<gameId> pending changes.
 * Count mark: r ruleset, st the state counted.
 */

const TALLY: Record<keyof StatsTally, string> = {
  played: 'pl',
  finished: 'fi',
  won: 'wo',
  resigned: 're',
  sheets: 'sh',
  sum: 'su',
  best: 'be',
  worst: 'wr',
  bonuses: 'bo',
  sections: 'se',
};

const PENDING_PREFIX = 'p_';

function itemToStats(item: Item): StatsRecord {
  const num = (name: string) => (item[name] === undefined ? null : Number(item[name]));
  const tally = Object.fromEntries(Object.entries(TALLY).map(([field, name]) => [field, field === 'best' || field === 'worst' ? num(name) : (num(name) ?? 0)])) as unknown as StatsTally;
  const pending = new Map(Object.entries(item).flatMap(([name, value]) => (name.startsWith(PENDING_PREFIX) ? [[name.slice(PENDING_PREFIX.length), String(value)] as const] : [])));
  return { playerId: idOfPartition(item.pk), ruleset: String(item.sk).slice(STATS_PREFIX.length) as RulesetId, version: Number(item.v ?? 0), tally, pending };
}

const emptyStats = (playerId: string, ruleset: RulesetId): StatsRecord => ({ playerId, ruleset, version: 0, tally: EMPTY_TALLY, pending: new Map() });

/** The version condition of a statistics write: over `version`, or over no item for version 0. */
const overVersion = (version: number) =>
  version === 0 ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'v = :was', ExpressionAttributeValues: { ':was': version } };

export function playerStatsItems(t: TableAccess) {
  /** Sends a conditional write; false when its condition refused it. */
  async function conditional(operation: string, command: PutCommand | UpdateCommand): Promise<boolean> {
    try {
      const out = await (command instanceof PutCommand ? t.send(command) : t.send(command));
      t.report(operation, out.ConsumedCapacity, true);
      return true;
    } catch (error) {
      if (refusedByCondition(error)) return false;
      throw error;
    }
  }

  async function getItem(operation: string, key: Item): Promise<Item | null> {
    const out = await t.send(new GetCommand({ TableName: t.tableName, Key: key, ConsistentRead: true, ...t.capacity }));
    t.report(operation, out.ConsumedCapacity, false);
    return out.Item ?? null;
  }

  return {
    /** The player and its statistics of every ruleset, in one query (eventually consistent); null for no player. */
    async playerWithStats(playerId: string): Promise<{ player: Pick<PlayerRecord, 'id' | 'name'>; stats: StatsRecord[] } | null> {
      const out = await t.send(
        new QueryCommand({
          TableName: t.tableName,
          KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':from': PLAYER_AND_STATS.from, ':to': PLAYER_AND_STATS.to },
          ...t.capacity,
        }),
      );
      t.report('playerWithStats', out.ConsumedCapacity, false);
      const items = out.Items ?? [];
      const player = items.find((i) => i.sk === playerKey(playerId).sk);
      if (!player) return null;
      return { player: { id: playerId, name: String(player.n) }, stats: items.filter((i) => String(i.sk).startsWith(STATS_PREFIX)).map(itemToStats) };
    },

    /** A player's statistics of one ruleset, strongly consistent: version 0 and nothing counted when there are none. */
    async readStats(playerId: string, ruleset: RulesetId): Promise<StatsRecord> {
      const item = await getItem('readStats', statsKey(playerId, ruleset));
      return item ? itemToStats(item) : emptyStats(playerId, ruleset);
    },

    /**
     * Writes `tally` as the next version after `version`, with the pending change `change` of
     * `gameId`; false when the statistics are no longer at `version`.
     */
    async applyStats(playerId: string, ruleset: RulesetId, version: number, tally: StatsTally, gameId: string, change: string): Promise<boolean> {
      const fields = Object.entries(TALLY).filter(([field]) => tally[field as keyof StatsTally] !== null);
      const condition = overVersion(version);
      return conditional(
        'applyStats',
        new UpdateCommand({
          TableName: t.tableName,
          Key: statsKey(playerId, ruleset),
          UpdateExpression: `SET r = :r, v = :v, #pending = :change, ${fields.map(([, name]) => `${name} = :${name}`).join(', ')}`,
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeNames: { '#pending': `${PENDING_PREFIX}${gameId}` },
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ':r': ruleset,
            ':v': version + 1,
            ':change': change,
            ...Object.fromEntries(fields.map(([field, name]) => [`:${name}`, tally[field as keyof StatsTally]])),
          },
          ...t.capacity,
        }),
      );
    },

    /** Removes the pending note of `gameId` while it is still `change` (a later one is left alone). */
    async clearPending(playerId: string, ruleset: RulesetId, gameId: string, change: string): Promise<void> {
      await conditional(
        'clearPending',
        new UpdateCommand({
          TableName: t.tableName,
          Key: statsKey(playerId, ruleset),
          UpdateExpression: 'REMOVE #pending',
          ConditionExpression: '#pending = :change',
          ExpressionAttributeNames: { '#pending': `${PENDING_PREFIX}${gameId}` },
          ExpressionAttributeValues: { ':change': change },
          ...t.capacity,
        }),
      );
    },

    /** Replaces the tally (a repair), over `version`, keeping the pending notes; false when the statistics moved on. */
    async replaceTally(playerId: string, ruleset: RulesetId, version: number, tally: StatsTally): Promise<boolean> {
      const fields = Object.entries(TALLY);
      const set = fields.filter(([field]) => tally[field as keyof StatsTally] !== null);
      const remove = fields.filter(([field]) => tally[field as keyof StatsTally] === null);
      const condition = overVersion(version);
      return conditional(
        'replaceTally',
        new UpdateCommand({
          TableName: t.tableName,
          Key: statsKey(playerId, ruleset),
          UpdateExpression: `SET r = :r, v = :v, ${set.map(([, name]) => `${name} = :${name}`).join(', ')}${remove.length > 0 ? ` REMOVE ${remove.map(([, name]) => name).join(', ')}` : ''}`,
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ':r': ruleset,
            ':v': version + 1,
            ...Object.fromEntries(set.map(([field, name]) => [`:${name}`, tally[field as keyof StatsTally]])),
          },
          ...t.capacity,
        }),
      );
    },

    /** What the statistics have counted of `gameId` for the player (strongly consistent); null for nothing yet. */
    async countMark(playerId: string, gameId: string): Promise<string | null> {
      const item = await getItem('countMark', countKey(playerId, gameId));
      return item ? String(item.st) : null;
    },

    /** Moves the count mark of `gameId` from `from` (null: no mark) to `to`; a mark that moved already is left alone. */
    async moveCountMark(playerId: string, ruleset: RulesetId, gameId: string, from: string | null, to: string): Promise<void> {
      await conditional(
        'moveCountMark',
        new PutCommand({
          TableName: t.tableName,
          Item: { ...countKey(playerId, gameId), r: ruleset, st: to },
          ...(from === null ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'st = :from', ExpressionAttributeValues: { ':from': from } }),
          ...t.capacity,
        }),
      );
    },

    /** Every count mark of a player (the recount): game id, ruleset and state, strongly consistent. */
    async countMarks(playerId: string): Promise<{ gameId: string; ruleset: RulesetId; state: string }[]> {
      const items = await t.queryAll('countMarks', {
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :c)',
        ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':c': COUNT_PREFIX },
        ConsistentRead: true,
      });
      return items.map((i) => ({ gameId: String(i.sk).slice(COUNT_PREFIX.length), ruleset: i.r as RulesetId, state: String(i.st) }));
    },
  };
}
