import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient, PutCommandInput, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ListOptions, Page } from '../contract/index.js';
import type { CapacityMeter } from './capacity.js';
import { indexWriteUnits, itemBytes } from './capacity.js';
import { InvalidCursorError, decodeCursor, encodeCursor } from './cursor.js';
import type { Deadline } from './deadline.js';
import { DUE_SHARDS, dueUpTo } from './keys.js';
import { resendingSend } from './retry.js';
import { TABLE } from './table.js';

/*
 * The requests every item module makes of the one table: a put that reports a failed
 * condition as false, a get, and queries, each resent on transient faults (retry.ts) and
 * spending from one request's deadline, with the capacity of each reported to the meter
 * (benchmarks) when there is one.
 */

/** A stored item: attribute name to value, as the document client reads and writes it. */
export type Item = Record<string, unknown>;

export type Condition = Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

export interface AccessOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  /** Receives the capacity of every request (benchmarks); off when absent. */
  readonly meter?: CapacityMeter | undefined;
  /** Times one call is sent on transient faults. */
  readonly attempts: number;
}

/** Filtered lists read at most this many pages per call, then return a cursor. */
const MAX_PAGES_PER_LIST = 8;

/** Whether a write was refused by its condition (another writer's item, or none where one was required). */
export const refusedByCondition = (error: unknown) => error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

/** The table's requests over `deadline`. */
export function tableAccess({ client, tableName, meter, attempts }: AccessOptions, deadline: Deadline) {
  // Every call is resent on transient faults and spends from the request's store budget.
  const send = resendingSend(client, attempts, deadline);
  const capacity = meter ? ({ ReturnConsumedCapacity: 'TOTAL' } as const) : {};
  const report = (operation: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined, write: boolean, extra: { indexWrite?: number; itemBytes?: number } = {}) => {
    if (!meter) return;
    const units = [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    meter({ operation, read: write ? 0 : units, write: write ? units : 0, indexWrite: extra.indexWrite ?? 0, ...(extra.itemBytes !== undefined && { itemBytes: extra.itemBytes }) });
  };

  return {
    send,
    tableName,
    /** Spread into a request's input: asks for its consumed capacity when metered. */
    capacity,
    report,

    /**
     * A put; false when its condition failed. `before` is the item it replaces, for the meter
     * only: it is a function, so that without a meter (in production) the previous item is never
     * encoded and no size is computed.
     */
    async put(operation: string, item: Item, condition?: Condition, before: () => Item | null = () => null): Promise<boolean> {
      try {
        const out = await send(new PutCommand({ TableName: tableName, Item: item, ...condition, ...capacity }));
        if (meter) report(operation, out.ConsumedCapacity, true, { indexWrite: indexWriteUnits(before(), item), itemBytes: itemBytes(item) });
        return true;
      } catch (error) {
        if (refusedByCondition(error)) return false;
        throw error;
      }
    },

    /** An update of the item at `key`; false when its condition failed. */
    async update(operation: string, key: Item, update: { readonly expression: string } & Condition): Promise<boolean> {
      const { expression, ...condition } = update;
      try {
        const out = await send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: expression, ...condition, ...capacity }));
        report(operation, out.ConsumedCapacity, true);
        return true;
      } catch (error) {
        if (refusedByCondition(error)) return false;
        throw error;
      }
    },

    async get(operation: string, key: Item, consistent: boolean): Promise<Item | null> {
      const out = await send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistent, ...capacity }));
      report(operation, out.ConsumedCapacity, false);
      return out.Item ?? null;
    },

    /** Every item a query finds, page after page. */
    async queryAll(operation: string, input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
      const items: Item[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: start, ...capacity }));
        report(operation, out.ConsumedCapacity, false);
        items.push(...(out.Items ?? []));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    },

    /** One page of a query (newest first unless `forward`), read until `limit` items passed the filter or the page budget is spent. */
    async queryPage(operation: string, input: Omit<QueryCommandInput, 'TableName'>, partition: Record<string, string>, { limit, cursor }: ListOptions, forward = false): Promise<Page<Item>> {
      const items: Item[] = [];
      let start = cursor ? decodeCursor(cursor, partition) : undefined;
      for (let page = 0; page < MAX_PAGES_PER_LIST && items.length < limit; page++) {
        const out = await send(new QueryCommand({ TableName: tableName, ...input, Limit: limit - items.length, ExclusiveStartKey: start, ScanIndexForward: forward, ...capacity })).catch(
          (error: unknown) => {
            // A cursor of the right partition can still hold a key the query refuses (another
            // list's key shape, an empty or out-of-range sort key): that is the client's cursor.
            if (page === 0 && cursor && (error as Error).name === 'ValidationException') throw new InvalidCursorError();
            throw error;
          },
        );
        report(operation, out.ConsumedCapacity, false);
        items.push(...(out.Items ?? []));
        start = out.LastEvaluatedKey;
        if (!start) break;
      }
      const keyNames = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.filter((i) => i.name === input.IndexName).flatMap((i) => [i.partitionKey, i.sortKey])];
      const cursors = items.map((item) => encodeCursor(Object.fromEntries(keyNames.map((k) => [k, item[k]]))));
      return { items, nextCursor: start ? encodeCursor(start) : null, cursors };
    },
  };
}

export type TableAccess = ReturnType<typeof tableAccess>;

/**
 * The items of the sparse `due` index due by `now` under every shard of one kind (`partition`
 * names a shard's partition), each shard read at most `limit` deep, the oldest due first.
 */
export async function dueItems(t: TableAccess, partition: (shard: number) => string, now: number, limit: number): Promise<Item[]> {
  const shards = await Promise.all(
    Array.from({ length: DUE_SHARDS }, (_, shard) =>
      t.send(
        new QueryCommand({
          TableName: t.tableName,
          IndexName: 'due',
          KeyConditionExpression: 'dpk = :p AND dsk <= :now',
          ExpressionAttributeValues: { ':p': partition(shard), ':now': dueUpTo(now) },
          Limit: limit,
        }),
      ),
    ),
  );
  return shards.flatMap((out) => out.Items ?? []).sort((a, b) => Number(a['nx'] ?? 0) - Number(b['nx'] ?? 0));
}
