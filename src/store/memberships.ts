import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { BotLevel, ListOptions, Membership, Page } from '../contract/index.js';
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
 * v game version, x resigned, pn player name, vi 'public' (absent for private); once finished t total, pl place, f finished; index keys
 * spk/ssk always, lpk/lsk for a finished seat that did not resign.
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
    ...(ranked && {
      lpk: leaderboardPartition(m.ruleset),
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
      const values = { ':lo': lo, ':hi': hi, ...(filter.ruleset && { ':r': filter.ruleset }) };
      const ruleset = filter.ruleset ? { FilterExpression: 'r = :r' } : {};
      const page = filter.status
        ? await t.queryPage(
            'membershipsBetween',
            { IndexName: 'byStatus', KeyConditionExpression: 'spk = :p AND ssk BETWEEN :lo AND :hi', ...ruleset, ExpressionAttributeValues: { ...values, ':p': statusPartition(playerId, filter.status) } },
            { spk: statusPartition(playerId, filter.status), pk: playerKey(playerId).pk },
            options,
            true,
          )
        : await t.queryPage(
            'membershipsBetween',
            { KeyConditionExpression: 'pk = :p AND sk BETWEEN :lo AND :hi', ...ruleset, ExpressionAttributeValues: { ...values, ':p': playerKey(playerId).pk } },
            { pk: playerKey(playerId).pk },
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
      const conditions = [...(filter.ruleset ? ['r = :r'] : []), ...(filter.othersOnly ? [LISTED_TO_OTHERS] : [])];
      const values = { ...(filter.ruleset && { ':r': filter.ruleset }), ...(filter.othersOnly && { ':open': 'open', ':public': 'public' }) };
      const filtered = conditions.length > 0 ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeValues: values } : { ExpressionAttributeValues: {} };
      const page = filter.status
        ? await t.queryPage(
            'listMemberships',
            {
              IndexName: 'byStatus',
              KeyConditionExpression: 'spk = :p',
              ...filtered,
              ExpressionAttributeValues: { ...filtered.ExpressionAttributeValues, ':p': statusPartition(playerId, filter.status) },
            },
            { spk: statusPartition(playerId, filter.status), pk: playerKey(playerId).pk },
            options,
          )
        : await t.queryPage(
            'listMemberships',
            {
              KeyConditionExpression: 'pk = :p AND begins_with(sk, :m)',
              ...filtered,
              ExpressionAttributeValues: { ...filtered.ExpressionAttributeValues, ':p': playerKey(playerId).pk, ':m': MEMBERSHIP_PREFIX },
            },
            { pk: playerKey(playerId).pk },
            options,
          );
      return { ...page, items: page.items.map(itemToMembership) };
    },

    /** Finished sheets of a ruleset, best total first. */
    async leaderboard(ruleset: RulesetId, options: ListOptions): Promise<Page<Membership>> {
      const lpk = leaderboardPartition(ruleset);
      const page = await t.queryPage('leaderboard', { IndexName: 'leaderboard', KeyConditionExpression: 'lpk = :l', ExpressionAttributeValues: { ':l': lpk } }, { lpk }, options);
      return { ...page, items: page.items.map(itemToMembership) };
    },
  };
}
