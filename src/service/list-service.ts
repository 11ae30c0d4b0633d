import type { LeaderboardEntry } from '../contract/views.js';
import type { GameStatus, RulesetId } from '../engine/index.js';
import { GAME_STATUSES, isRulesetId } from '../engine/index.js';
import { InvalidCursorError } from '../store/cursor.js';
import type { ListOptions, Store } from '../store/dynamo-store.js';
import type { Page } from '../store/records.js';
import { ApiError } from './errors.js';
import { rankedPage, unwrapRankCursor } from './ranks.js';
import { ID_PATTERN } from './secrets.js';
import type { GameSummary, GameView } from './view.js';
import { iso, recordView, summaryView } from './view.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export type { LeaderboardEntry };

/** Page size and cursor as clients send them, checked. */
export function pageOptions(limit: number | undefined, cursor: string | undefined): ListOptions {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new ApiError('VALIDATION_FAILED', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { field: 'limit' });
  }
  if (cursor !== undefined && (cursor.length === 0 || cursor.length > 1000)) throw badCursor();
  return { limit: size, cursor };
}

const badCursor = () => new ApiError('VALIDATION_FAILED', 'the cursor is not one this list returned', { field: 'cursor' });

async function withCursor<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badCursor();
    throw error;
  }
}

/** The read-only lists: a player's games, the turn inbox and leaderboards. */
export function createListService({ store }: { store: Store }) {
  return {
    /** A player's games; `player` defaults to the caller (`me`), one of the two is needed. */
    async games(filter: { player?: string | undefined; status?: string | undefined; ruleset?: string | undefined }, options: ListOptions, me?: string): Promise<Page<GameSummary>> {
      const player = filter.player ?? me;
      if (player === undefined) {
        throw new ApiError('VALIDATION_FAILED', 'name a player (player=<id>), or send a bearer token to list your own games', { field: 'player' });
      }
      if (!ID_PATTERN.test(player)) throw new ApiError('VALIDATION_FAILED', 'player must be a player id', { field: 'player' });
      if (filter.status !== undefined && !(GAME_STATUSES as readonly string[]).includes(filter.status)) {
        throw new ApiError('VALIDATION_FAILED', `status must be one of ${GAME_STATUSES.join(', ')}`, { field: 'status' });
      }
      if (filter.ruleset !== undefined && !isRulesetId(filter.ruleset)) {
        throw new ApiError('VALIDATION_FAILED', 'ruleset must be a ruleset id', { field: 'ruleset' });
      }
      const page = await withCursor(() =>
        store.listMemberships(player, { status: filter.status as GameStatus | undefined, ruleset: filter.ruleset as RulesetId | undefined }, options),
      );
      return { ...page, items: page.items.map(summaryView) };
    },

    async turns(playerId: string, options: ListOptions): Promise<Page<GameView>> {
      const page = await withCursor(() => store.listTurns(playerId, options));
      return { ...page, items: page.items.map(recordView) };
    },

    async leaderboard(ruleset: string, options: ListOptions): Promise<Page<LeaderboardEntry>> {
      if (!isRulesetId(ruleset)) throw new ApiError('NOT_FOUND', `no ruleset "${ruleset}"`);
      const { cursor, state } = await withCursor(async () => unwrapRankCursor(options.cursor));
      const page = await withCursor(() => store.leaderboard(ruleset, { ...options, cursor }));
      return rankedPage(page, state, (m) => m.total ?? 0, (m, rank) => ({
        rank,
        player: { id: m.playerId, name: m.playerName },
        total: m.total ?? 0,
        gameId: m.gameId,
        seats: m.seats,
        finishedAt: iso(m.finishedAt ?? m.updatedAt),
      }));
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
