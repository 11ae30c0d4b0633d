import type { GameRecord, LeaderboardBoard, LeaderboardEntry, ListOptions, Page, GameSummary, GameView } from '../contract/index.js';
import { ApiError, DEFAULT_PAGE_SIZE, HEAD_CACHE_SECONDS, LEADERBOARD_BOARDS, MAX_PAGE_SIZE } from '../contract/index.js';
import type { GameStatus, RulesetId } from '../engine/index.js';
import { GAME_STATUSES, RULESET_IDS, isRulesetId } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { badCursor, withCursor } from './errors.js';
import { isInvited } from './invitations.js';
import { rankedPage, unwrapRankCursor } from './ranks.js';
import type { ReadCache } from './read-cache.js';
import { NO_READ_CACHE } from './read-cache.js';
import { ID_PATTERN } from './secrets.js';
import { iso, recordView, summaryView } from './view.js';

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

/** A lobby cursor: the index sort key of the last game shown (its creation time and id). */
const LOBBY_POSITION = /^[0-9a-z]{9}#[0-9a-hjkmnp-tv-z]{16}$/;
const lobbyCursor = (sortKey: string) => Buffer.from(sortKey).toString('base64url');
function lobbyPosition(cursor: string): string {
  const position = Buffer.from(cursor, 'base64url').toString();
  if (!LOBBY_POSITION.test(position)) throw badCursor();
  return position;
}

/** Whether anyone may take a seat of the open game: a free seat beyond those a rematch keeps for its invited players. */
function seatForAnyone({ state }: GameRecord): boolean {
  const free = state.seats.filter((s) => s.player === null).length;
  return free > (state.invited ?? []).filter((i) => i.reserved).length;
}

/** Keys of the list heads kept in memory (read-cache.ts): a prefix per list, then its filter and page size. */
export const HEADS = {
  lobby: (ruleset: string | undefined, limit: number) => `lobby:${ruleset ?? '*'}:${limit}`,
  leaderboard: (ruleset: string, board: LeaderboardBoard, limit: number) => `leaderboard:${ruleset}:${board}:${limit}`,
  /** The prefixes a write drops: every lobby head, or one ruleset's leaderboards. */
  anyLobby: 'lobby:',
  leaderboardsOf: (ruleset: string) => `leaderboard:${ruleset}:`,
};

/** A write of this instance changed list heads it keeps: the lobby when seats changed, the ruleset's boards when the game finished. */
export function forgetWrittenHeads(heads: ReadCache, game: GameRecord, fromVersion: number): void {
  const written = game.pending.filter((e) => e.version > fromVersion);
  const seats = written.some((e) => e.event.type === 'create' || e.event.type === 'join' || e.event.type === 'leave');
  if (seats && game.options.visibility === 'public') heads.forget(HEADS.anyLobby);
  if (game.state.status === 'finished') heads.forget(HEADS.leaderboardsOf(game.state.ruleset));
}

/**
 * The read-only lists: a player's games, the turn inbox, the lobby, invitations and
 * leaderboards. Each reads by key what it returns (docs/data-model.md); the first pages of
 * the lobby and of each leaderboard are kept for a few seconds in `heads`.
 */
export function createListService({ store, heads = NO_READ_CACHE }: { store: Store; heads?: ReadCache | undefined }) {
  async function lobbyPage(rulesets: readonly RulesetId[], { limit, cursor }: ListOptions): Promise<Page<GameView>> {
    const before = cursor === undefined ? null : lobbyPosition(cursor);
    const found = await store.lobby(rulesets, limit, before);
    const games = new Map((await store.getGames(found.gameIds)).map((g) => [g.id, g]));
    // The index is eventually consistent: a game that filled up or started since is left out.
    const listed = found.gameIds.flatMap((id, i) => {
      const game = games.get(id);
      const waiting = game?.state.status === 'open' && game.options.visibility === 'public' && seatForAnyone(game);
      return waiting ? [{ view: recordView(game), cursor: lobbyCursor(found.sortKeys[i] ?? '') }] : [];
    });
    const last = found.sortKeys.at(-1);
    return { items: listed.map((l) => l.view), nextCursor: found.more && last ? lobbyCursor(last) : null, cursors: listed.map((l) => l.cursor) };
  }

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
      // Another player's list leaves out the open private games: they are listed to their players alone.
      const othersOnly = player !== me;
      const page = await withCursor(() =>
        store.listMemberships(player, { status: filter.status as GameStatus | undefined, ruleset: filter.ruleset as RulesetId | undefined, othersOnly }, options),
      );
      return { ...page, items: page.items.map(summaryView) };
    },

    async turns(playerId: string, options: ListOptions): Promise<Page<GameView>> {
      const page = await withCursor(() => store.listTurns(playerId, options));
      return { ...page, items: page.items.map((g) => recordView(g)) };
    },

    /**
     * Public open games with a free seat, newest first, of one ruleset or all. The cursor is
     * the index position of the page's last game, so the merged rulesets page as one list.
     */
    async lobby(filter: { ruleset?: string | undefined }, options: ListOptions): Promise<Page<GameView>> {
      if (filter.ruleset !== undefined && !isRulesetId(filter.ruleset)) throw new ApiError('VALIDATION_FAILED', 'ruleset must be a ruleset id', { field: 'ruleset' });
      const rulesets = filter.ruleset ? [filter.ruleset] : RULESET_IDS;
      if (options.cursor !== undefined) return lobbyPage(rulesets, options);
      return heads.read(HEADS.lobby(filter.ruleset, options.limit), HEAD_CACHE_SECONDS.lobby * 1000, () => lobbyPage(rulesets, options));
    },

    /**
     * Open games `playerId` holds a pending invitation to (a rematch's, or one by id), newest
     * first. Each is checked against its game, which says who is invited: one it no longer
     * names is left out, and deleted once it can never be pending again.
     */
    async invitations(playerId: string, options: ListOptions): Promise<Page<GameView>> {
      const page = await withCursor(() => store.listInvitations(playerId, options));
      const games = new Map((await store.getGames([...new Set(page.items.map((i) => i.gameId))])).map((g) => [g.id, g]));
      const listed = page.items.flatMap((inv, i) => {
        const game = games.get(inv.gameId);
        const current = game !== undefined && game.createdAt === inv.createdAt;
        // Joined, started, cancelled, or listed by a rematch another player created first: the
        // next read tries again. (An open game that does not name the player yet may be a write
        // under way, which listed the invitation first: it is only left out.)
        const over = !current || game.state.status !== 'open' || game.state.seats.some((s) => s.player?.id === playerId);
        if (over) void store.deleteInvitation(inv).catch(() => undefined);
        return current && !over && isInvited(game, playerId) ? [{ view: recordView(game), cursor: page.cursors[i] ?? '' }] : [];
      });
      return { items: listed.map((l) => l.view), nextCursor: page.nextCursor, cursors: listed.map((l) => l.cursor) };
    },

    /** The best finished sheets of a ruleset, people's or (`board: 'bots'`) bots', each with its rank. */
    async leaderboard(ruleset: string, options: ListOptions, board: string = 'players'): Promise<Page<LeaderboardEntry>> {
      if (!isRulesetId(ruleset)) throw new ApiError('NOT_FOUND', `no ruleset "${ruleset}"`);
      if (!(LEADERBOARD_BOARDS as readonly string[]).includes(board)) throw new ApiError('VALIDATION_FAILED', `board must be one of ${LEADERBOARD_BOARDS.join(', ')}`, { field: 'board' });
      const which = board as LeaderboardBoard;
      const read = async () => {
        const { cursor, state } = await withCursor(async () => unwrapRankCursor(options.cursor));
        const page = await withCursor(() => store.leaderboard(ruleset, { ...options, cursor }, which));
        return rankedPage(page, state, (m) => m.total ?? 0, (m, rank) => ({
          rank,
          player: { id: m.playerId, name: m.playerName },
          bot: m.bot ?? null,
          total: m.total ?? 0,
          gameId: m.gameId,
          seats: m.seats,
          finishedAt: iso(m.finishedAt ?? m.updatedAt),
        }));
      };
      if (options.cursor !== undefined) return read();
      return heads.read(HEADS.leaderboard(ruleset, which, options.limit), HEAD_CACHE_SECONDS.leaderboard * 1000, read);
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
