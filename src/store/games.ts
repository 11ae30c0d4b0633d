import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRecord, ListOptions, Page, TournamentRecord } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { writeUnits, itemBytes } from './capacity.js';
import { gameToItem, itemToGame } from './game-item.js';
import { itemToTournament } from './tournaments.js';
import { BOT_SHARDS, DEADLINE_SHARDS, GAME_SORT_KEY, TOURNAMENT_SORT_KEY, botPartition, botTurnsUpTo, deadlinePartition, deadlineUpTo, gameKey, idOfPartition, lobbyPartition, turnPartition } from './keys.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Game items: one per game, rewritten by every accepted action under the condition that its
 * version is still the one read. They sit in sparse indexes while they wait: `turns` (for
 * the person to move), and `waiting` (in the lobby, for a deadline, or for a bot to move).
 */

/** The item of a record, encoded once however often it is weighed and written (records never change in place). */
export type EncodedGame = (game: GameRecord) => Item;

export function gameItems(t: TableAccess, encodedGame: EncodedGame, writeUnitBytes: number) {
  /** Games by id (eventually consistent), in the order asked, skipping missing ones. */
  async function getGames(ids: readonly string[]): Promise<GameRecord[]> {
    const found = new Map<string, GameRecord>();
    for (let i = 0; i < ids.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map(gameKey);
      while (keys && keys.length > 0) {
        const out: BatchGetCommandOutput = await t.send(new BatchGetCommand({ RequestItems: { [t.tableName]: { Keys: keys } }, ...t.capacity }));
        t.report('getGames', out.ConsumedCapacity, false);
        for (const item of out.Responses?.[t.tableName] ?? []) found.set(idOfPartition(item.pk), itemToGame(item));
        keys = out.UnprocessedKeys?.[t.tableName]?.Keys;
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The items of one index partition up to a sort key, at most `limit`, in `forward` order. */
  async function waiting(operation: string, condition: string, values: Record<string, string>, limit: number, forward: boolean): Promise<Item[]> {
    const out = await t.send(
      new QueryCommand({ TableName: t.tableName, IndexName: 'waiting', KeyConditionExpression: condition, ExpressionAttributeValues: values, ScanIndexForward: forward, Limit: limit, ...t.capacity }),
    );
    t.report(operation, out.ConsumedCapacity, false);
    return out.Items ?? [];
  }

  return {
    getGames,

    /** The game, read strongly consistent; null when there is none. */
    async getGame(id: string): Promise<GameRecord | null> {
      const item = await t.get('getGame', gameKey(id), true);
      return item ? itemToGame(item) : null;
    },

    /** Stores a new game; false when the id is taken. */
    async createGame(game: GameRecord): Promise<boolean> {
      return t.put('createGame', gameToItem(game), { ConditionExpression: 'attribute_not_exists(pk)' });
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
      return t.put(
        'saveGame',
        encodedGame(next),
        { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': previous.state.version } },
        () => gameToItem(previous),
      );
    },

    /**
     * Open public games of the given rulesets, newest first, below the index sort key `before`
     * (a page's last), at most `limit`: each ruleset's lobby is read and the pages merged.
     */
    async lobby(rulesets: readonly RulesetId[], limit: number, before: string | null): Promise<{ gameIds: string[]; sortKeys: string[]; more: boolean }> {
      const pages = await Promise.all(
        rulesets.map((ruleset) =>
          waiting('lobby', before === null ? 'wpk = :p' : 'wpk = :p AND wsk < :b', { ':p': lobbyPartition(ruleset), ...(before !== null && { ':b': before }) }, limit + 1, false),
        ),
      );
      const merged = pages.flat().sort((a, b) => (String(a.wsk) < String(b.wsk) ? 1 : -1));
      const page = merged.slice(0, limit);
      return { gameIds: page.map((i) => idOfPartition(i.pk)), sortKeys: page.map((i) => String(i.wsk)), more: merged.length > limit };
    },

    /** Ids of active games whose turn deadline is at or before `now`, the most overdue first, at most `limit` per shard. */
    async dueGames(now: number, limit = 100): Promise<string[]> {
      const shards = await Promise.all(
        Array.from({ length: DEADLINE_SHARDS }, (_, shard) => waiting('dueGames', 'wpk = :p AND wsk <= :now', { ':p': deadlinePartition(shard), ':now': deadlineUpTo(now) }, limit, true)),
      );
      return shards
        .flat()
        .sort((a, b) => (String(a.wsk) < String(b.wsk) ? -1 : 1))
        .map((i) => idOfPartition(i.pk));
    },

    /**
     * Ids of games whose turn is a bot's, written at or before `upTo` (whenever, when null),
     * the longest waiting first, at most `limit` per shard: what the background player has to
     * do (at start-up), or what stalled (the sweeper).
     */
    async botGames(upTo: number | null, limit = 100): Promise<string[]> {
      const shards = await Promise.all(
        Array.from({ length: BOT_SHARDS }, (_, shard) =>
          upTo === null
            ? waiting('botGames', 'wpk = :p', { ':p': botPartition(shard) }, limit, true)
            : waiting('botGames', 'wpk = :p AND wsk <= :upTo', { ':p': botPartition(shard), ':upTo': botTurnsUpTo(upTo) }, limit, true),
        ),
      );
      return shards
        .flat()
        .sort((a, b) => (String(a.wsk) < String(b.wsk) ? -1 : 1))
        .map((i) => idOfPartition(i.pk));
    },

    /** Active games waiting for `playerId` to move, the most urgent deadline first, then the oldest game. */
    async listTurns(playerId: string, options: ListOptions): Promise<Page<GameRecord>> {
      const tpk = turnPartition(playerId);
      const page = await t.queryPage('listTurns', { IndexName: 'turns', KeyConditionExpression: 'tpk = :p', ExpressionAttributeValues: { ':p': tpk } }, { tpk }, options, true);
      const games = await getGames(page.items.map((i) => idOfPartition(i.pk)));
      // The index is eventually consistent: drop a game whose turn has moved on since.
      const byId = new Map(games.map((g) => [g.id, g]));
      const waitingFor = page.items.flatMap((item, i) => {
        const game = byId.get(idOfPartition(item.pk));
        const toMove = game?.state.turn && game.state.seats[game.state.turn.seat]?.player?.id === playerId;
        return game && toMove ? [{ game, cursor: page.cursors[i] ?? '' }] : [];
      });
      return { items: waitingFor.map((w) => w.game), nextCursor: page.nextCursor, cursors: waitingFor.map((w) => w.cursor) };
    },
  };
}

/** A written game or tournament: what the feeds of written items hand on (their events, what follows a game's end). */
export type WrittenItem = { readonly kind: 'game'; readonly game: GameRecord } | { readonly kind: 'tournament'; readonly tournament: TournamentRecord };

/**
 * Every game and tournament item, a page at a time: the local server's recovery after a
 * restart, which the embedded store's lack of streams needs (a deployed table has its stream
 * instead).
 */
export async function* allWritten(t: TableAccess): AsyncGenerator<WrittenItem> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await t.send(
      new ScanCommand({ TableName: t.tableName, FilterExpression: 'sk = :g OR sk = :t', ExpressionAttributeValues: { ':g': GAME_SORT_KEY, ':t': TOURNAMENT_SORT_KEY }, ExclusiveStartKey: start }),
    );
    for (const item of out.Items ?? []) yield item.sk === GAME_SORT_KEY ? { kind: 'game', game: itemToGame(item) } : { kind: 'tournament', tournament: itemToTournament(item) };
    start = out.LastEvaluatedKey;
  } while (start);
}
