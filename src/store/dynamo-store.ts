import { ConditionalCheckFailedException, type ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
  type DynamoDBDocumentClient,
  type PutCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { RulesetId } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import type { CapacityMeter } from './capacity.js';
import { WRITE_UNIT_BYTES, indexWriteUnits, itemBytes, writeUnits } from './capacity.js';
import { decodeEntries, encodeEntries } from './codec.js';
import { InvalidCursorError, decodeCursor, encodeCursor } from './cursor.js';
import { STORE_LIMITS } from './client.js';
import type { Deadline } from './deadline.js';
import { scoped } from './deadline.js';
import { allSettled, resendingSend } from './retry.js';
import { TABLE } from './table.js';
import type { Item } from './items.js';
import { gameToItem, invitationToItem, itemToGame, itemToInvitation, itemToMembership, membershipToItem } from './items.js';
import {
  DEADLINE_SHARDS,
  INVITATION_PREFIX,
  LOG_PREFIX,
  MEMBERSHIP_PREFIX,
  deadlinePartition,
  deadlineUpTo,
  gameKey,
  invitationKey,
  leaderboardPartition,
  lobbyPartition,
  logChunkKey,
  membershipKey,
  playerKey,
  seatLogPrefix,
  sortableTime,
  statusPartition,
  turnPartition,
} from './keys.js';
import type { GameRecord, Invitation, LogEntry, Membership, Page, PlayerRecord } from './records.js';

export interface StoreOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  /** Receives the capacity of every request (benchmarks); off when absent. */
  readonly meter?: CapacityMeter;
  /** Times one call is sent on transient faults (retry.ts); STORE_LIMITS.attempts by default. */
  readonly attempts?: number;
  /**
   * The billed write unit, DynamoDB's 1 KB by default: log entries leave the game item when
   * that saves a unit on its write. Tests set it lower to see the log archived from the first
   * turns on.
   */
  readonly writeUnitBytes?: number;
}

export interface ListOptions {
  readonly limit: number;
  readonly cursor?: string | undefined;
}

/**
 * A membership before and after a change; `before` null when unknown or new; `after` null
 * when the player left the game at `version` (the membership is deleted).
 */
export type MembershipChange =
  | { readonly before: Membership | null; readonly after: Membership }
  | { readonly before: Pick<Membership, 'playerId' | 'createdAt' | 'gameId'>; readonly after: null; readonly version: number };

export type Store = ReturnType<typeof createDynamoStore>;

/** Filtered lists read at most this many pages per call, then return a cursor. */
const MAX_PAGES_PER_LIST = 8;

/**
 * The DynamoDB repository: every read and write of the table goes through here. Its calls
 * have no budget but their own limits; `within(deadline)` gives the same store whose calls
 * all spend from one request's budget.
 */
export function createDynamoStore(options: StoreOptions) {
  // One cache for the store in every deadline: records are never changed in place, and a
  // request's store is made for every request.
  const encoded = new WeakMap<GameRecord, Item>();
  const encodedGame = (game: GameRecord): Item => {
    let item = encoded.get(game);
    if (!item) encoded.set(game, (item = gameToItem(game)));
    return item;
  };
  return scoped((deadline) => storeOver(options, deadline, encodedGame));
}

/** The store's calls, each spending from `deadline`; `encodedGame` is the item of a record, encoded once per record. */
function storeOver({ client, tableName, meter, attempts = STORE_LIMITS.attempts, writeUnitBytes = WRITE_UNIT_BYTES }: StoreOptions, deadline: Deadline, encodedGame: (game: GameRecord) => Item) {
  // Every call is resent on transient faults and spends from the request's store budget.
  const send = resendingSend(client, attempts, deadline);
  const capacity = meter ? ({ ReturnConsumedCapacity: 'TOTAL' } as const) : {};
  const report = (operation: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined, write: boolean, extra: { indexWrite?: number; itemBytes?: number } = {}) => {
    if (!meter) return;
    const units = [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    meter({ operation, read: write ? 0 : units, write: write ? units : 0, indexWrite: extra.indexWrite ?? 0, ...(extra.itemBytes !== undefined && { itemBytes: extra.itemBytes }) });
  };

  type Condition = Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;
  /**
   * A put; false when its condition failed. `before` is the item it replaces, for the meter
   * only: it is a function, so that without a meter (in production) the previous item is never
   * encoded and no size is computed.
   */
  async function put(operation: string, item: Item, condition?: Condition, before: () => Item | null = () => null): Promise<boolean> {
    try {
      const out = await send(new PutCommand({ TableName: tableName, Item: item, ...condition, ...capacity }));
      if (meter) report(operation, out.ConsumedCapacity, true, { indexWrite: indexWriteUnits(before(), item), itemBytes: itemBytes(item) });
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }

  async function get(operation: string, key: Item, consistent: boolean): Promise<Item | null> {
    const out = await send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistent, ...capacity }));
    report(operation, out.ConsumedCapacity, false);
    return out.Item ?? null;
  }

  async function queryAll(operation: string, input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey: start, ...capacity }));
      report(operation, out.ConsumedCapacity, false);
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /** One page of a query (newest first unless `forward`), read until `limit` items passed the filter or the page budget is spent. */
  async function queryPage(operation: string, input: Omit<QueryCommandInput, 'TableName'>, partition: Record<string, string>, { limit, cursor }: ListOptions, forward = false): Promise<Page<Item>> {
    const items: Item[] = [];
    let start = cursor ? decodeCursor(cursor, partition) : undefined;
    for (let page = 0; page < MAX_PAGES_PER_LIST && items.length < limit; page++) {
      const out = await send(new QueryCommand({ TableName: tableName, ...input, Limit: limit - items.length, ExclusiveStartKey: start, ScanIndexForward: forward, ...capacity }))
        .catch((error: unknown) => {
          // A cursor of the right partition can still hold a key the query refuses (another
          // list's key shape, an empty or out-of-range sort key): that is the client's cursor.
          if (page === 0 && cursor && (error as Error).name === 'ValidationException') throw new InvalidCursorError();
          throw error;
        });
      report(operation, out.ConsumedCapacity, false);
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
      if (!start) break;
    }
    const keyNames = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.filter((i) => i.name === input.IndexName).flatMap((i) => [i.partitionKey, i.sortKey])];
    const cursors = items.map((item) => encodeCursor(Object.fromEntries(keyNames.map((k) => [k, item[k]]))));
    return { items, nextCursor: start ? encodeCursor(start) : null, cursors };
  }

  return {
    /** A player; eventually consistent unless `consistent` (reading back a registration). */
    async getPlayer(id: string, consistent = false): Promise<PlayerRecord | null> {
      const item = await get('getPlayer', playerKey(id), consistent);
      return item ? { id, name: String(item.n), createdAt: Number(item.c), tokenHash: String(item.h) } : null;
    },

    /** Stores a new player; false when the id is taken. */
    async createPlayer(player: PlayerRecord): Promise<boolean> {
      const item = { ...playerKey(player.id), n: player.name, c: player.createdAt, h: player.tokenHash };
      return put('createPlayer', item, { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /** The game, read strongly consistent; null when there is none. */
    async getGame(id: string): Promise<GameRecord | null> {
      const item = await get('getGame', gameKey(id), true);
      return item ? itemToGame(item) : null;
    },

    /** Stores a new game; false when the id is taken. */
    async createGame(game: GameRecord): Promise<boolean> {
      return put('createGame', gameToItem(game), { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /**
     * Write units a write of `game` would be billed: what the service weighs before it moves
     * log entries out of the item. The item is kept, so that saving the same record does not
     * encode it again.
     */
    gameWriteUnits(game: GameRecord): number {
      return writeUnits(itemBytes(encodedGame(game)), writeUnitBytes);
    },

    /**
     * Replaces `previous` with `next` in one conditional write: it succeeds only while the
     * stored version is still the one `previous` was read at. False when another write won.
     */
    async saveGame(next: GameRecord, previous: GameRecord): Promise<boolean> {
      return put(
        'saveGame',
        encodedGame(next),
        { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': previous.state.version } },
        () => gameToItem(previous),
      );
    },

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
          put(
            'archiveEntries',
            { ...logChunkKey(game.id, seat, chunk[0]?.version ?? 0), e: encodeEntries(ruleset, game.createdAt, chunk), n: chunk.length, c: game.createdAt, r: game.state.ruleset },
            { ConditionExpression: 'attribute_not_exists(n) OR n < :n', ExpressionAttributeValues: { ':n': chunk.length } },
          ),
        ),
      );
    },

    /** Archived log entries of a game (of one seat when `seat` is given), in version order. */
    async archivedEntries(game: GameRecord, seat?: number): Promise<LogEntry[]> {
      const items = await queryAll('archivedEntries', {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': gameKey(game.id).pk, ':prefix': seat === undefined ? LOG_PREFIX : seatLogPrefix(seat) },
        ConsistentRead: true,
      });
      const ruleset = RULESETS[game.state.ruleset];
      return items.flatMap((item) => decodeEntries(ruleset, game.createdAt, String(item.e))).sort((a, b) => a.version - b.version);
    },

    /** The archived entry of `seat` at `version`, reading only the one chunk that can hold it. */
    async archivedEntryAt(game: GameRecord, seat: number, version: number): Promise<LogEntry | null> {
      const out = await send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': gameKey(game.id).pk, ':first': logChunkKey(game.id, seat, 0).sk, ':last': logChunkKey(game.id, seat, version).sk },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
          ...capacity,
        }),
      );
      report('archivedEntryAt', out.ConsumedCapacity, false);
      const item = out.Items?.[0];
      const entries = item ? decodeEntries(RULESETS[game.state.ruleset], game.createdAt, String(item.e)) : [];
      return entries.find((e) => e.version === version) ?? null;
    },

    /**
     * Writes memberships that changed. They are projections of the game item written after it,
     * so two requests can land them out of order: a membership of an older game version than
     * the stored one is skipped, never written over a newer one.
     */
    async putMemberships(changes: readonly MembershipChange[]): Promise<void> {
      const notNewer = (version: number) => ({ ConditionExpression: 'attribute_not_exists(v) OR v <= :v', ExpressionAttributeValues: { ':v': version } });
      await allSettled(
        changes.map((change) =>
          change.after
            ? put('putMembership', membershipToItem(change.after), notNewer(change.after.version), () => (change.before ? membershipToItem(change.before) : null))
            : send(new DeleteCommand({ TableName: tableName, Key: membershipKey(change.before.playerId, change.before.createdAt, change.before.gameId), ...notNewer(change.version) })).catch((error: unknown) => {
                if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
              }),
        ),
      );
    },

    /** Invitations to a game, one per invited player; writing one again changes nothing that matters. */
    async putInvitations(invitations: readonly Invitation[], expiresAt: number): Promise<void> {
      await allSettled(invitations.map((inv) => put('putInvitation', invitationToItem(inv, expiresAt))));
    },

    async deleteInvitation(inv: Invitation): Promise<void> {
      await send(new DeleteCommand({ TableName: tableName, Key: invitationKey(inv.playerId, inv.createdAt, inv.gameId) }));
    },

    /** A player's invitations, newest first. */
    async listInvitations(playerId: string, options: ListOptions): Promise<Page<Invitation>> {
      const pk = playerKey(playerId).pk;
      const page = await queryPage('listInvitations', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :i)', ExpressionAttributeValues: { ':p': pk, ':i': INVITATION_PREFIX } }, { pk }, options);
      return { ...page, items: page.items.map(itemToInvitation) };
    },

    /**
     * Open public games of the given rulesets, newest first, below the index sort key `before`
     * (a page's last), at most `limit`: each ruleset's lobby is read and the pages merged.
     */
    async lobby(rulesets: readonly RulesetId[], limit: number, before: string | null): Promise<{ gameIds: string[]; sortKeys: string[]; more: boolean }> {
      const pages = await Promise.all(
        rulesets.map(async (ruleset) => {
          const out = await send(
            new QueryCommand({
              TableName: tableName,
              IndexName: 'waiting',
              KeyConditionExpression: before === null ? 'wpk = :p' : 'wpk = :p AND wsk < :b',
              ExpressionAttributeValues: { ':p': lobbyPartition(ruleset), ...(before !== null && { ':b': before }) },
              ScanIndexForward: false,
              Limit: limit + 1,
              ...capacity,
            }),
          );
          report('lobby', out.ConsumedCapacity, false);
          return out.Items ?? [];
        }),
      );
      const merged = pages.flat().sort((a, b) => (String(a.wsk) < String(b.wsk) ? 1 : -1));
      const page = merged.slice(0, limit);
      return { gameIds: page.map((i) => String(i.pk).slice(2)), sortKeys: page.map((i) => String(i.wsk)), more: merged.length > limit };
    },

    /** Ids of active games whose turn deadline is at or before `now`, the most overdue first, at most `limit` per shard. */
    async dueGames(now: number, limit = 100): Promise<string[]> {
      const shards = await Promise.all(
        Array.from({ length: DEADLINE_SHARDS }, async (_, shard) => {
          const out = await send(
            new QueryCommand({
              TableName: tableName,
              IndexName: 'waiting',
              KeyConditionExpression: 'wpk = :p AND wsk <= :now',
              ExpressionAttributeValues: { ':p': deadlinePartition(shard), ':now': deadlineUpTo(now) },
              Limit: limit,
              ...capacity,
            }),
          );
          report('dueGames', out.ConsumedCapacity, false);
          return out.Items ?? [];
        }),
      );
      return shards
        .flat()
        .sort((a, b) => (String(a.wsk) < String(b.wsk) ? -1 : 1))
        .map((i) => String(i.pk).slice(2));
    },

    /**
     * A player's games created at or after `from` and before `to` (epoch ms), oldest first
     * (creation time, then game id), after the game `after` when given (its creation time and
     * id), optionally of one status and one ruleset: the walk of the records export.
     */
    async membershipsBetween(
      playerId: string,
      filter: { status?: string | undefined; ruleset?: RulesetId | undefined },
      range: { from: number; to: number; after?: { createdAt: number; gameId: string } | undefined },
      options: ListOptions,
    ): Promise<Page<Membership>> {
      // `M#<time>#` sorts before every key of that time and after every earlier one; a key and '#' right after it.
      const from = `${MEMBERSHIP_PREFIX}${sortableTime(range.from)}#`;
      const after = range.after ? `${membershipKey(playerId, range.after.createdAt, range.after.gameId).sk}#` : from;
      const lo = after > from ? after : from;
      const hi = `${MEMBERSHIP_PREFIX}${sortableTime(range.to)}#`;
      if (lo > hi) return { items: [], nextCursor: null, cursors: [] };
      const values = { ':lo': lo, ':hi': hi, ...(filter.ruleset && { ':r': filter.ruleset }) };
      const ruleset = filter.ruleset ? { FilterExpression: 'r = :r' } : {};
      const page = filter.status
        ? await queryPage(
            'membershipsBetween',
            { IndexName: 'byStatus', KeyConditionExpression: 'spk = :p AND ssk BETWEEN :lo AND :hi', ...ruleset, ExpressionAttributeValues: { ...values, ':p': statusPartition(playerId, filter.status) } },
            { spk: statusPartition(playerId, filter.status), pk: playerKey(playerId).pk },
            options,
            true,
          )
        : await queryPage(
            'membershipsBetween',
            { KeyConditionExpression: 'pk = :p AND sk BETWEEN :lo AND :hi', ...ruleset, ExpressionAttributeValues: { ...values, ':p': playerKey(playerId).pk } },
            { pk: playerKey(playerId).pk },
            options,
            true,
          );
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /** A player's games, newest first, optionally of one status and one ruleset. */
    async listMemberships(playerId: string, filter: { status?: string | undefined; ruleset?: RulesetId | undefined }, options: ListOptions): Promise<Page<Membership>> {
      const rulesetFilter = filter.ruleset ? { FilterExpression: 'r = :r', ExpressionAttributeValues: { ':r': filter.ruleset } } : { ExpressionAttributeValues: {} };
      const page = filter.status
        ? await queryPage(
            'listMemberships',
            {
              IndexName: 'byStatus',
              KeyConditionExpression: 'spk = :p',
              ...rulesetFilter,
              ExpressionAttributeValues: { ...rulesetFilter.ExpressionAttributeValues, ':p': statusPartition(playerId, filter.status) },
            },
            { spk: statusPartition(playerId, filter.status), pk: playerKey(playerId).pk },
            options,
          )
        : await queryPage(
            'listMemberships',
            {
              KeyConditionExpression: 'pk = :p AND begins_with(sk, :m)',
              ...rulesetFilter,
              ExpressionAttributeValues: { ...rulesetFilter.ExpressionAttributeValues, ':p': playerKey(playerId).pk, ':m': MEMBERSHIP_PREFIX },
            },
            { pk: playerKey(playerId).pk },
            options,
          );
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /** Active games waiting for `playerId` to move, the most urgent deadline first, then the oldest game. */
    async listTurns(playerId: string, options: ListOptions): Promise<Page<GameRecord>> {
      const tpk = turnPartition(playerId);
      const page = await queryPage('listTurns', { IndexName: 'turns', KeyConditionExpression: 'tpk = :p', ExpressionAttributeValues: { ':p': tpk } }, { tpk }, options, true);
      const games = await this.getGames(page.items.map((i) => String(i.pk).slice(2)));
      // The index is eventually consistent: drop a game whose turn has moved on since.
      const byId = new Map(games.map((g) => [g.id, g]));
      const waiting = page.items.flatMap((item, i) => {
        const game = byId.get(String(item.pk).slice(2));
        const toMove = game?.state.turn && game.state.seats[game.state.turn.seat]?.player?.id === playerId;
        return game && toMove ? [{ game, cursor: page.cursors[i] ?? '' }] : [];
      });
      return { items: waiting.map((w) => w.game), nextCursor: page.nextCursor, cursors: waiting.map((w) => w.cursor) };
    },

    /** Games by id (eventually consistent), in the order asked, skipping missing ones. */
    async getGames(ids: readonly string[]): Promise<GameRecord[]> {
      const found = new Map<string, GameRecord>();
      for (let i = 0; i < ids.length; i += 100) {
        let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map(gameKey);
        while (keys && keys.length > 0) {
          const out: BatchGetCommandOutput = await send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } }, ...capacity }));
          report('getGames', out.ConsumedCapacity, false);
          for (const item of out.Responses?.[tableName] ?? []) found.set(String(item.pk).slice(2), itemToGame(item));
          keys = out.UnprocessedKeys?.[tableName]?.Keys;
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    /** Finished sheets of a ruleset, best total first. */
    async leaderboard(ruleset: RulesetId, options: ListOptions): Promise<Page<Membership>> {
      const lpk = leaderboardPartition(ruleset);
      const page = await queryPage('leaderboard', { IndexName: 'leaderboard', KeyConditionExpression: 'lpk = :l', ExpressionAttributeValues: { ':l': lpk } }, { lpk }, options);
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /** Deletes nothing and writes in batches: used by tests and tools to seed data quickly. */
    async batchPut(items: readonly Item[]): Promise<void> {
      for (let i = 0; i < items.length; i += 25) {
        let requests: { PutRequest: { Item: Item } }[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
        while (requests && requests.length > 0) {
          const out: BatchWriteCommandOutput = await send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
          requests = out.UnprocessedItems?.[tableName] as typeof requests;
        }
      }
    },
  };
}
