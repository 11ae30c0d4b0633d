import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListOptions, Page, TournamentEntry, TournamentRecord, TournamentStatus } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import {
  TOURNAMENT_ENTRY_PREFIX,
  idOfPartition,
  idOfTournamentPartition,
  playerKey,
  tournamentEntryKey,
  tournamentIndexKeys,
  tournamentKey,
  tournamentStatusPartition,
  tournamentsUpTo,
} from './keys.js';
import { refusedByCondition } from './table-access.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Tournament items: one per tournament, holding everything (settings, players, every round's
 * tables and results, the log of its event-bearing versions), rewritten by every change under
 * the condition that its version is still the one read. v version, st status, r ruleset, c/u
 * created/updated, sa starts at, k the pairing seed, d the rest as JSON; wpk/wsk list it by
 * status. And a player's entries (P#<playerId>, TN#<created>#<id>): t tournament, c its
 * creation, v the version it reflects.
 */

type Encoded = Omit<TournamentRecord, 'id' | 'version' | 'status' | 'ruleset' | 'createdAt' | 'updatedAt' | 'startsAt' | 'seed'>;

export function tournamentToItem(t: TournamentRecord): Item {
  const { id, version, status, ruleset, createdAt, updatedAt, startsAt, seed, ...rest } = t;
  const data: Encoded = rest;
  return { ...tournamentKey(id), v: version, st: status, r: ruleset, c: createdAt, u: updatedAt, sa: startsAt, k: seed, d: JSON.stringify(data), ...tournamentIndexKeys(status, startsAt, id) };
}

export function itemToTournament(item: Item): TournamentRecord {
  const data = JSON.parse(String(item.d)) as Encoded;
  return {
    ...data,
    id: idOfTournamentPartition(item.pk),
    version: Number(item.v),
    status: item.st as TournamentStatus,
    ruleset: item.r as RulesetId,
    createdAt: Number(item.c),
    updatedAt: Number(item.u),
    startsAt: Number(item.sa),
    seed: item.k as Uint8Array,
  };
}

const itemToEntry = (item: Item): TournamentEntry => ({ playerId: idOfPartition(item.pk), tournamentId: String(item.t), createdAt: Number(item.c), version: Number(item.v ?? 0) });

/** The statuses listed soonest first; the finished, latest first. */
const forwardFor = (status: TournamentStatus) => status !== 'finished';

export function tournamentItems(t: TableAccess) {
  async function getTournaments(ids: readonly string[]): Promise<TournamentRecord[]> {
    const found = new Map<string, TournamentRecord>();
    for (let i = 0; i < ids.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map(tournamentKey);
      while (keys && keys.length > 0) {
        const out: BatchGetCommandOutput = await t.send(new BatchGetCommand({ RequestItems: { [t.tableName]: { Keys: keys } }, ...t.capacity }));
        t.report('getTournaments', out.ConsumedCapacity, false);
        for (const item of out.Responses?.[t.tableName] ?? []) found.set(idOfTournamentPartition(item.pk), itemToTournament(item));
        keys = out.UnprocessedKeys?.[t.tableName]?.Keys;
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async function waitingIds(operation: string, condition: string, values: Record<string, string>, limit: number, forward: boolean): Promise<string[]> {
    const out = await t.send(
      new QueryCommand({ TableName: t.tableName, IndexName: 'waiting', KeyConditionExpression: condition, ExpressionAttributeValues: values, ScanIndexForward: forward, Limit: limit, ...t.capacity }),
    );
    t.report(operation, out.ConsumedCapacity, false);
    return (out.Items ?? []).map((i) => idOfTournamentPartition(i.pk));
  }

  return {
    getTournaments,

    /** The tournament, read strongly consistent: its settings, players, standings and rounds in one read. */
    async getTournament(id: string): Promise<TournamentRecord | null> {
      const item = await t.get('getTournament', tournamentKey(id), true);
      return item ? itemToTournament(item) : null;
    },

    /** Stores a new tournament; false when the id is taken. */
    createTournament(tournament: TournamentRecord): Promise<boolean> {
      return t.put('createTournament', tournamentToItem(tournament), { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    /** Replaces the tournament read at `version` with `next`, in one conditional write; false when another write won. */
    saveTournament(next: TournamentRecord, version: number): Promise<boolean> {
      return t.put('saveTournament', tournamentToItem(next), { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': version } });
    },

    /** A page of the tournaments of one status (upcoming and running soonest first, finished latest first). */
    async listTournaments(status: TournamentStatus, options: ListOptions): Promise<Page<TournamentRecord>> {
      const wpk = tournamentStatusPartition(status);
      const page = await t.queryPage('listTournaments', { IndexName: 'waiting', KeyConditionExpression: 'wpk = :p', ExpressionAttributeValues: { ':p': wpk } }, { wpk }, options, forwardFor(status));
      const found = await getTournaments(page.items.map((i) => idOfTournamentPartition(i.pk)));
      // The index is eventually consistent: a tournament whose status moved on since is left out.
      const byId = new Map(found.map((x) => [x.id, x]));
      const listed = page.items.flatMap((item, i) => {
        const tournament = byId.get(idOfTournamentPartition(item.pk));
        return tournament?.status === status ? [{ tournament, cursor: page.cursors[i] ?? '' }] : [];
      });
      return { items: listed.map((l) => l.tournament), nextCursor: page.nextCursor, cursors: listed.map((l) => l.cursor) };
    },

    /** Ids of upcoming tournaments whose start is at or before `now`, the earliest first. */
    dueTournaments(now: number, limit = 100): Promise<string[]> {
      return waitingIds('dueTournaments', 'wpk = :p AND wsk <= :now', { ':p': tournamentStatusPartition('upcoming'), ':now': tournamentsUpTo(now) }, limit, true);
    },

    /** Ids of running tournaments, the earliest started first. */
    runningTournaments(limit = 100): Promise<string[]> {
      return waitingIds('runningTournaments', 'wpk = :p', { ':p': tournamentStatusPartition('running') }, limit, true);
    },

    /** Writes a player's entry, unless one of a later version is there. */
    async putTournamentEntry(entry: TournamentEntry): Promise<void> {
      const item = { ...tournamentEntryKey(entry.playerId, entry.createdAt, entry.tournamentId), t: entry.tournamentId, c: entry.createdAt, v: entry.version };
      await t.put('putTournamentEntry', item, { ConditionExpression: 'attribute_not_exists(v) OR v <= :v', ExpressionAttributeValues: { ':v': entry.version } });
    },

    /** Deletes a player's entry, unless a later version rewrote it. */
    async deleteTournamentEntry(entry: TournamentEntry): Promise<void> {
      await t
        .send(
          new DeleteCommand({
            TableName: t.tableName,
            Key: tournamentEntryKey(entry.playerId, entry.createdAt, entry.tournamentId),
            ConditionExpression: 'attribute_not_exists(v) OR v <= :v',
            ExpressionAttributeValues: { ':v': entry.version },
          }),
        )
        .catch((error: unknown) => {
          if (!refusedByCondition(error)) throw error;
        });
    },

    /** A player's tournaments, newest first. */
    async listTournamentEntries(playerId: string, options: ListOptions): Promise<Page<TournamentEntry>> {
      const pk = playerKey(playerId).pk;
      const page = await t.queryPage('listTournamentEntries', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :t)', ExpressionAttributeValues: { ':p': pk, ':t': TOURNAMENT_ENTRY_PREFIX } }, { pk }, options);
      return { ...page, items: page.items.map(itemToEntry) };
    },
  };
}
