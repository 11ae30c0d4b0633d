import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { STORE_LIMITS } from './client.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { itemToGame } from './items.js';
import { playerKey, shardOf, sortableTime } from './keys.js';
import type { GameRecord, Page } from './records.js';
import type { Deadline } from './deadline.js';
import { scoped } from './deadline.js';
import { resendingSend } from './retry.js';

/*
 * The items of notifications, beside the games: a player's webhooks, each webhook's progress
 * through each game's events (its cursor), and its delivery log.
 *
 * | item              | pk              | sk                          | index keys (while a retry waits)            |
 * |-------------------|-----------------|-----------------------------|---------------------------------------------|
 * | webhook           | P#<playerId>    | W#<webhookId>               |                                             |
 * | cursor            | H#<webhookId>   | C#<gameId>                  | dpk D#<shard>, dsk <due>#H#<webhook>#<game> |
 * | delivery attempt  | H#<webhookId>   | A#<time>#<eventId>#<n>      |                                             |
 */

export interface WebhookRecord {
  readonly id: string;
  readonly playerId: string;
  readonly url: string;
  /** Event types delivered; every type when empty. */
  readonly events: readonly string[];
  /** The signing secret, sealed (notify/seal.ts). */
  readonly secret: string;
  /** The secret before the last rotation, sealed, and until when it still signs (epoch ms). */
  readonly previousSecret: { readonly sealed: string; readonly until: number } | null;
  readonly createdAt: number;
  /** Set once deliveries stopped for good (the endpoint answered 410): when and why. */
  readonly disabled: { readonly at: number; readonly reason: string } | null;
}

/** How far a webhook has delivered one game's events. */
export interface CursorRecord {
  readonly webhookId: string;
  readonly playerId: string;
  readonly gameId: string;
  /** The position (events.ts `eventPosition`) of the last event handled; '' before the first. */
  readonly through: string;
  /** Failed attempts at the next event; 0 while deliveries succeed. */
  readonly failures: number;
  /** When the next attempt is due (epoch ms); null unless failing. */
  readonly nextAt: number | null;
}

export interface DeliveryAttempt {
  readonly webhookId: string;
  readonly eventId: string;
  readonly type: string;
  readonly at: number;
  readonly attempt: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  /** When it is tried again (epoch ms); null after a success or the last attempt. */
  readonly nextRetryAt: number | null;
}

/** The due index is spread over this many partitions, each read by the sweeper. */
export const DUE_SHARDS = 4;
/** How long delivery attempts are kept (the table's TTL attribute `ttl` removes them on AWS). */
const DELIVERY_LOG_DAYS = 30;

const webhookKey = (playerId: string, webhookId: string) => ({ pk: playerKey(playerId).pk, sk: `W#${webhookId}` });
const cursorKey = (webhookId: string, gameId: string) => ({ pk: `H#${webhookId}`, sk: `C#${gameId}` });
const dueKeys = (c: CursorRecord, nextAt: number) => ({ dpk: `D#${shardOf(c.gameId, DUE_SHARDS)}`, dsk: `${sortableTime(nextAt)}#H#${c.webhookId}#${c.gameId}` });

type Item = Record<string, unknown>;

function itemToWebhook(item: Item): WebhookRecord {
  return {
    id: String(item.sk).slice(2),
    playerId: String(item.pk).slice(2),
    url: String(item.u),
    events: item.ev ? String(item.ev).split(',') : [],
    secret: String(item.s),
    previousSecret: item.sp ? { sealed: String(item.sp), until: Number(item.spx) } : null,
    createdAt: Number(item.c),
    disabled: item.xa === undefined ? null : { at: Number(item.xa), reason: String(item.xr ?? '') },
  };
}

const itemToCursor = (item: Item): CursorRecord => ({
  webhookId: String(item.pk).slice(2),
  gameId: String(item.sk).slice(2),
  playerId: String(item.o),
  through: String(item.t ?? ''),
  failures: Number(item.f ?? 0),
  nextAt: item.nx === undefined ? null : Number(item.nx),
});

export interface NotifyStoreOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly attempts?: number;
}

/**
 * The repository of notifications; every call is resent on transient faults. Like the game
 * store, `within(deadline)` gives the same store over a request's budget.
 */
export function createNotifyStore(options: NotifyStoreOptions) {
  return scoped((deadline) => notifyStoreOver(options, deadline));
}

function notifyStoreOver({ client, tableName, attempts = STORE_LIMITS.attempts }: NotifyStoreOptions, deadline: Deadline) {
  const send = resendingSend(client, attempts, deadline);
  const refused = (error: unknown) => error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException';

  async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: start }));
      items.push(...((out.Items as Item[] | undefined) ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  return {
    /** Stores a new webhook; false when its id is taken. */
    async createWebhook(w: WebhookRecord): Promise<boolean> {
      const item = { ...webhookKey(w.playerId, w.id), u: w.url, ...(w.events.length > 0 && { ev: w.events.join(',') }), s: w.secret, c: w.createdAt };
      try {
        await send(new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
        return true;
      } catch (error) {
        if (refused(error)) return false;
        throw error;
      }
    },

    async getWebhook(playerId: string, webhookId: string, consistent = false): Promise<WebhookRecord | null> {
      const out = await send(new GetCommand({ TableName: tableName, Key: webhookKey(playerId, webhookId), ConsistentRead: consistent }));
      return out.Item ? itemToWebhook(out.Item) : null;
    },

    /** A player's webhooks, oldest first. */
    async webhooksOf(playerId: string): Promise<WebhookRecord[]> {
      const items = await queryAll({ KeyConditionExpression: 'pk = :p AND begins_with(sk, :w)', ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':w': 'W#' } });
      return items.map(itemToWebhook).sort((a, b) => a.createdAt - b.createdAt);
    },

    async deleteWebhook(playerId: string, webhookId: string): Promise<void> {
      await send(new DeleteCommand({ TableName: tableName, Key: webhookKey(playerId, webhookId) }));
    },

    /** Replaces the secret, keeping the old one signing until `until`. */
    async rotateSecret(playerId: string, webhookId: string, secret: string, previous: string, until: number): Promise<void> {
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: webhookKey(playerId, webhookId),
          UpdateExpression: 'SET s = :s, sp = :sp, spx = :until',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':s': secret, ':sp': previous, ':until': until },
        }),
      );
    },

    /** Stops deliveries to a webhook for good. */
    async disableWebhook(playerId: string, webhookId: string, at: number, reason: string): Promise<void> {
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: webhookKey(playerId, webhookId),
          UpdateExpression: 'SET xa = :at, xr = :reason',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at, ':reason': reason },
        }),
      ).catch((error: unknown) => {
        if (!refused(error)) throw error; // deleted meanwhile: nothing to disable
      });
    },

    async getCursor(webhookId: string, gameId: string): Promise<CursorRecord | null> {
      const out = await send(new GetCommand({ TableName: tableName, Key: cursorKey(webhookId, gameId), ConsistentRead: true }));
      return out.Item ? itemToCursor(out.Item) : null;
    },

    /**
     * Moves a cursor on, from `from` (the position it was read at) to `next`. Conditional on
     * `from`, so two dispatchers can never both move it. False when it had moved meanwhile.
     */
    async saveCursor(next: CursorRecord, from: string | null): Promise<boolean> {
      const item = {
        ...cursorKey(next.webhookId, next.gameId),
        o: next.playerId,
        t: next.through,
        f: next.failures,
        ...(next.nextAt !== null && { nx: next.nextAt, ...dueKeys(next, next.nextAt) }),
      };
      try {
        await send(
          new PutCommand({
            TableName: tableName,
            Item: item,
            ...(from === null ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 't = :from', ExpressionAttributeValues: { ':from': from } }),
          }),
        );
        return true;
      } catch (error) {
        if (refused(error)) return false;
        throw error;
      }
    },

    /** Cursors whose retry is due by `now`, oldest due first, across every shard. */
    async dueCursors(now: number, limit = 100): Promise<CursorRecord[]> {
      const shards = await Promise.all(
        Array.from({ length: DUE_SHARDS }, (_, shard) =>
          send(
            new QueryCommand({
              TableName: tableName,
              IndexName: 'due',
              KeyConditionExpression: 'dpk = :p AND dsk <= :now',
              ExpressionAttributeValues: { ':p': `D#${shard}`, ':now': `${sortableTime(now)}#~` },
              Limit: limit,
            }),
          ),
        ),
      );
      return shards.flatMap((out) => ((out.Items as Item[] | undefined) ?? []).map(itemToCursor)).sort((a, b) => (a.nextAt ?? 0) - (b.nextAt ?? 0));
    },

    /** Records one delivery attempt in the webhook's log. */
    async logAttempt(a: DeliveryAttempt): Promise<void> {
      const item = {
        pk: `H#${a.webhookId}`,
        sk: `A#${sortableTime(a.at)}#${a.eventId}#${a.attempt}`,
        e: a.eventId,
        ty: a.type,
        at: a.at,
        n: a.attempt,
        ...(a.status !== null && { st: a.status }),
        ...(a.error !== null && { er: a.error }),
        d: a.durationMs,
        ...(a.nextRetryAt !== null && { nx: a.nextRetryAt }),
        ttl: Math.floor(a.at / 1000) + DELIVERY_LOG_DAYS * 86_400,
      };
      await send(new PutCommand({ TableName: tableName, Item: item }));
    },

    /** A webhook's delivery attempts, newest first. */
    async attempts(webhookId: string, options: { limit: number; cursor?: string | undefined }): Promise<Page<DeliveryAttempt>> {
      const partition = { pk: `H#${webhookId}` };
      const out = await send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :p AND begins_with(sk, :a)',
          ExpressionAttributeValues: { ':p': partition.pk, ':a': 'A#' },
          ScanIndexForward: false,
          Limit: options.limit,
          ExclusiveStartKey: options.cursor ? decodeCursor(options.cursor, partition) : undefined,
        }),
      );
      const items = ((out.Items as Item[] | undefined) ?? []).map((item) => ({
        webhookId,
        eventId: String(item.e),
        type: String(item.ty),
        at: Number(item.at),
        attempt: Number(item.n),
        status: item.st === undefined ? null : Number(item.st),
        error: item.er === undefined ? null : String(item.er),
        durationMs: Number(item.d),
        nextRetryAt: item.nx === undefined ? null : Number(item.nx),
      }));
      const cursors = ((out.Items as Item[] | undefined) ?? []).map((item) => encodeCursor({ pk: item.pk, sk: item.sk }));
      return { items, nextCursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null, cursors };
    },

    /**
     * Every game item, a page at a time: the local server's recovery after a restart, which
     * the embedded store's lack of streams needs (a deployed table has its stream instead).
     */
    async *allGames(): AsyncGenerator<GameRecord> {
      let start: Record<string, unknown> | undefined;
      do {
        const out = await send(new ScanCommand({ TableName: tableName, FilterExpression: 'sk = :g', ExpressionAttributeValues: { ':g': 'G' }, ExclusiveStartKey: start }));
        for (const item of (out.Items as Item[] | undefined) ?? []) yield itemToGame(item);
        start = out.LastEvaluatedKey;
      } while (start);
    },
  };
}

export type NotifyStore = ReturnType<typeof createNotifyStore>;
