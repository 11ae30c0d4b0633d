import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRecord, LogEntry } from '../contract/index.js';
import { RULESETS } from '../engine/index.js';
import { decodeEntries, encodeEntries } from './codec.js';
import { LOG_PREFIX, gameKey, logChunkKey, seatLogPrefix } from './keys.js';
import { allSettled } from './retry.js';
import type { TableAccess } from './table-access.js';

/*
 * Log chunks: the entries of a game's move log that left the game item, one chunk per seat
 * and archive, in the game's partition. e the entries (codec.ts), n how many, c the game's
 * creation time, r its ruleset.
 */

export function logChunkItems(t: TableAccess) {
  return {
    /**
     * Archives committed log entries as one chunk per seat. A chunk is keyed by its first
     * version, so writing it again is harmless; a longer chunk is never replaced by a shorter
     * one, so a slow, stale writer cannot drop entries.
     */
    async archiveEntries(game: GameRecord, entries: readonly LogEntry[]): Promise<void> {
      const ruleset = RULESETS[game.state.ruleset];
      const bySeat = new Map<number, LogEntry[]>();
      for (const e of entries) bySeat.set(e.event.seat, [...(bySeat.get(e.event.seat) ?? []), e]);
      await allSettled(
        [...bySeat].map(([seat, chunk]) =>
          t.put(
            'archiveEntries',
            { ...logChunkKey(game.id, seat, chunk[0]?.version ?? 0), e: encodeEntries(ruleset, game.createdAt, chunk), n: chunk.length, c: game.createdAt, r: game.state.ruleset },
            { ConditionExpression: 'attribute_not_exists(n) OR n < :n', ExpressionAttributeValues: { ':n': chunk.length } },
          ),
        ),
      );
    },

    /** Archived log entries of a game (of one seat when `seat` is given), in version order. */
    async archivedEntries(game: GameRecord, seat?: number): Promise<LogEntry[]> {
      const items = await t.queryAll('archivedEntries', {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': gameKey(game.id).pk, ':prefix': seat === undefined ? LOG_PREFIX : seatLogPrefix(seat) },
        ConsistentRead: true,
      });
      const ruleset = RULESETS[game.state.ruleset];
      return items.flatMap((item) => decodeEntries(ruleset, game.createdAt, String(item.e))).sort((a, b) => a.version - b.version);
    },

    /**
     * The archived entries of one seat in version order, a page of `chunks` chunks at a time:
     * a reader of a long log holds one page per seat, never the whole log.
     */
    async *seatEntryPages(game: GameRecord, seat: number, chunks = 8): AsyncGenerator<LogEntry[]> {
      const ruleset = RULESETS[game.state.ruleset];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await t.send(
          new QueryCommand({
            TableName: t.tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': gameKey(game.id).pk, ':prefix': seatLogPrefix(seat) },
            ConsistentRead: true,
            Limit: chunks,
            ExclusiveStartKey: start,
            ...t.capacity,
          }),
        );
        t.report('archivedEntries', out.ConsumedCapacity, false);
        yield (out.Items ?? []).flatMap((item) => decodeEntries(ruleset, game.createdAt, String(item.e)));
        start = out.LastEvaluatedKey;
      } while (start);
    },

    /** The archived entry of `seat` at `version`, reading only the one chunk that can hold it. */
    async archivedEntryAt(game: GameRecord, seat: number, version: number): Promise<LogEntry | null> {
      const out = await t.send(
        new QueryCommand({
          TableName: t.tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': gameKey(game.id).pk, ':first': logChunkKey(game.id, seat, 0).sk, ':last': logChunkKey(game.id, seat, version).sk },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
          ...t.capacity,
        }),
      );
      t.report('archivedEntryAt', out.ConsumedCapacity, false);
      const item = out.Items?.[0];
      const entries = item ? decodeEntries(RULESETS[game.state.ruleset], game.createdAt, String(item.e)) : [];
      return entries.find((e) => e.version === version) ?? null;
    },
  };
}
