import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { BotLevel, LeaderboardBoard, ListOptions, Membership, Page } from '../contract/index.js';
import type { GameStatus, RulesetId } from '../engine/index.js';
import {
  MEMBERSHIP_PREFIX,
  idOfPartition,
  leaderboardPartition,
  leaderboardSortKey,
  membershipKey,
  membershipsAfter,
  membershipsFrom,
  playerKey,
  rulesetPartition,
  rulesetStatusPartition,
  statusPartition,
} from './keys.js';
import { allSettled } from './retry.js';
import type { Item, TableAccess } from './table-access.js';
import { refusedByCondition } from './table-access.js';

/**
 * A membership before and after a change; `before` null when unknown or new; `after` null
 * when the player left the game at `version` (the membership is deleted).
 */
export type MembershipChange =
  | { readonly before: Membership | null; readonly after: Membership }
  | { readonly before: Pick<Membership, 'playerId' | 'createdAt' | 'gameId'>; readonly after: null; readonly version: number };

/*
 * Membership item: g game, r ruleset, st status, s seat, n seats, c created, u updated,
 * v game version, x resigned, pn player name, vi 'public' (absent for private); once finished
 * t total, pl place, f finished; index keys spk/ssk, rpk/rsk and qpk/qsk always (a player's
 * games by status, by ruleset, by both), lpk/lsk for a finished seat that did not resign (a
 * person's on the ruleset's board, a bot's on its bots board).
 */
export function membershipToItem(m: Membership): Item {
  const key = membershipKey(m.playerId, m.createdAt, m.gameId);
  const ranked = m.status === 'finished' && !m.resigned && m.total !== null && m.finishedAt !== null;
  return {
    ...key,
    g: m.gameId,
    r: m.ruleset,
    st: m.status,
    s: m.seat,
    n: m.seats,
    c: m.createdAt,
    u: m.updatedAt,
    v: m.version,
    x: m.resigned ? 1 : 0,
    pn: m.playerName,
    ...(m.total !== null && { t: m.total }),
    ...(m.place !== null && { pl: m.place }),
    ...(m.finishedAt !== null && { f: m.finishedAt }),
    ...(m.bonuses !== undefined && { ub: m.bonuses }),
    ...(m.bot && { bl: m.bot }),
    ...(m.visibility === 'public' && { vi: 'public' }),
    spk: statusPartition(m.playerId, m.status),
    ssk: key.sk,
    rpk: rulesetPartition(m.playerId, m.ruleset),
    rsk: key.sk,
    qpk: rulesetStatusPartition(m.playerId, m.ruleset, m.status),
    qsk: key.sk,
    ...(ranked && {
      lpk: leaderboardPartition(m.ruleset, m.bot ? 'bots' : 'players'),
      lsk: leaderboardSortKey(m.total ?? 0, m.finishedAt ?? 0, m.gameId, m.seat),
    }),
  };
}

export function itemToMembership(item: Item): Membership {
  const num = (name: string) => (item[name] === undefined ? null : Number(item[name]));
  return {
    playerId: idOfPartition(item.pk),
    playerName: String(item.pn ?? ''),
    gameId: String(item.g),
    ruleset: item.r as Membership['ruleset'],
    status: item.st as GameStatus,
    seat: Number(item.s),
    seats: Number(item.n),
    createdAt: Number(item.c),
    updatedAt: Number(item.u),
    version: Number(item.v ?? 0),
    resigned: item.x === 1,
    total: num('t'),
    place: num('pl'),
    finishedAt: num('f'),
    ...(item.ub !== undefined && { bonuses: Number(item.ub) }),
    ...(item.bl !== undefined && { bot: item.bl as BotLevel }),
    visibility: item.vi === 'public' ? 'public' : 'private',
  };
}

/**
 * What a list of another player's games filters out: open private games (`vi` is written for
 * public ones only, so a membership written before it was kept counts as private).
 */
const LISTED_TO_OTHERS = "(st <> :open OR vi = :public)";

export function membershipItems(t: TableAccess) {
  return {
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
            ? t.put('putMembership', membershipToItem(change.after), notNewer(change.after.version), () => (change.before ? membershipToItem(change.before) : null))
            : t.send(new DeleteCommand({ TableName: t.tableName, Key: membershipKey(change.before.playerId, change.before.createdAt, change.before.gameId), ...notNewer(change.version) })).catch((error: unknown) => {
                if (!refusedByCondition(error)) throw error;
              }),
        ),
      );
    },

    /** One membership, strongly consistent; null when there is none. */
    async getMembership(playerId: string, createdAt: number, gameId: string): Promise<Membership | null> {
      const item = await t.get('getMembership', membershipKey(playerId, createdAt, gameId), true);
      return item ? itemToMembership(item) : null;
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
      const from = membershipsFrom(range.from);
      const after = range.after ? membershipsAfter(membershipKey(playerId, range.after.createdAt, range.after.gameId).sk) : from;
      const lo = after > from ? after : from;
      const hi = membershipsFrom(range.to);
      if (lo > hi) return { items: [], nextCursor: null, cursors: [] };
      const q = membershipQuery(playerId, filter);
      const page = await t.queryPage(
        'membershipsBetween',
        { ...q.index, KeyConditionExpression: `${q.pk} = :p AND ${q.sk} BETWEEN :lo AND :hi`, ExpressionAttributeValues: { ':p': q.partition, ':lo': lo, ':hi': hi } },
        q.cursor,
        options,
        true,
      );
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /**
     * A player's games, newest first, optionally of one status and one ruleset, and without
     * open private games for `othersOnly` (a list another player asks for).
     */
    async listMemberships(
      playerId: string,
      filter: { status?: string | undefined; ruleset?: RulesetId | undefined; othersOnly?: boolean | undefined },
      options: ListOptions,
    ): Promise<Page<Membership>> {
      const q = membershipQuery(playerId, filter);
      // The table's partition holds other items of the player: its memberships are those under M#.
      const table = q.index.IndexName === undefined;
      const page = await t.queryPage(
        'listMemberships',
        {
          ...q.index,
          KeyConditionExpression: table ? `${q.pk} = :p AND begins_with(${q.sk}, :m)` : `${q.pk} = :p`,
          ...(filter.othersOnly && { FilterExpression: LISTED_TO_OTHERS }),
          ExpressionAttributeValues: { ':p': q.partition, ...(table && { ':m': MEMBERSHIP_PREFIX }), ...(filter.othersOnly && { ':open': 'open', ':public': 'public' }) },
        },
        q.cursor,
        options,
      );
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /** Finished sheets of a ruleset, best total first: people's, or bots' on the bots board. */
    async leaderboard(ruleset: RulesetId, options: ListOptions, board: LeaderboardBoard = 'players'): Promise<Page<Membership>> {
      const lpk = leaderboardPartition(ruleset, board);
      const page = await t.queryPage('leaderboard', { IndexName: 'leaderboard', KeyConditionExpression: 'lpk = :l', ExpressionAttributeValues: { ':l': lpk } }, { lpk }, options);
      return { ...page, items: page.items.map(itemToMembership) };
    },
  };
}

/**
 * Where a player's games of a filter are, by key: the table's partition for all of them, or
 * the index whose partition is exactly the filter's (status, ruleset, or both). Every sort key
 * is the membership's own, so the same range reads any of them, and nothing is filtered after
 * it is read but the open private games of another player's list (LISTED_TO_OTHERS).
 */
function membershipQuery(playerId: string, { status, ruleset }: { status?: string | undefined; ruleset?: RulesetId | undefined }) {
  const pk = playerKey(playerId).pk;
  const at = (IndexName: string, partitionName: string, sortName: string, partition: string) => ({
    index: { IndexName },
    pk: partitionName,
    sk: sortName,
    partition,
    // A cursor names the index partition and the table's: one of another list is refused.
    cursor: { [partitionName]: partition, pk },
  });
  if (status !== undefined && ruleset !== undefined) return at('byRulesetStatus', 'qpk', 'qsk', rulesetStatusPartition(playerId, ruleset, status));
  if (ruleset !== undefined) return at('byRuleset', 'rpk', 'rsk', rulesetPartition(playerId, ruleset));
  if (status !== undefined) return at('byStatus', 'spk', 'ssk', statusPartition(playerId, status));
  return { index: { IndexName: undefined }, pk: 'pk', sk: 'sk', partition: pk, cursor: { pk } };
}
