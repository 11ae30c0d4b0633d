import type { GameSummary, LeaderboardEntry, ListOptions, Page } from '../../contract/index.js';
import { ApiError, OPERATIONS } from '../../contract/index.js';
import { pageOptions } from '../../service/index.js';
import { caller } from './players.js';
import type { Resolvers } from './types.js';

/*
 * The lists, as forward-only Relay connections: `first` and `after` map onto the service's
 * page size and cursor, and every edge carries the cursor that continues right after it.
 */

/** A service page as a Relay connection. */
export function connection<T>(page: Page<T>) {
  const edges = page.items.map((node, i) => ({ node, cursor: page.cursors[i] ?? '' }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.nextCursor !== null,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? page.nextCursor,
    },
  };
}

type PageArgs = { first?: number | null; after?: string | null };

/** The service names its page arguments as REST does; a GraphQL client sent `first` and `after`. */
const ARG_NAMES: Record<string, string> = { limit: 'first', cursor: 'after', player: 'filter.player' };

/** Reads one page with the client's `first` and `after` and returns it as a connection. */
export async function listPage<T>(args: PageArgs, read: (options: ListOptions) => Promise<Page<T>>) {
  try {
    return connection(await read(pageOptions(args.first ?? undefined, args.after ?? undefined)));
  } catch (error) {
    const field = error instanceof ApiError ? ARG_NAMES[String(error.details['field'])] : undefined;
    if (!(error instanceof ApiError) || field === undefined) throw error;
    throw new ApiError(error.code, error.message.replace(/^limit\b/, field), { ...error.details, field });
  }
}

export const lists = {
  Query: {
    games: async (_root, args, ctx) => {
      const filter = args.filter ?? {};
      const me = ctx.authorization === undefined ? undefined : (await caller(ctx, OPERATIONS.listGames)).id;
      const filters = { player: filter.player ?? undefined, status: filter.status ?? undefined, ruleset: filter.ruleset ?? undefined };
      return listPage(args, (o) => ctx.service.lists.games(filters, o, me));
    },
    myTurns: async (_root, args, ctx) => {
      const player = await caller(ctx, OPERATIONS.listMyTurns);
      return listPage(args, (o) => ctx.service.lists.turns(player.id, o));
    },
    lobby: (_root, args, ctx) => listPage(args, (o) => ctx.service.lists.lobby({ ruleset: args.ruleset ?? undefined }, o)),
    myInvitations: async (_root, args, ctx) => {
      const player = await caller(ctx, OPERATIONS.listMyInvitations);
      return listPage(args, (o) => ctx.service.lists.invitations(player.id, o));
    },
    leaderboard: (_root, args, ctx) => listPage(args, (o) => ctx.service.lists.leaderboard(args.ruleset, o, args.board ?? undefined)),
  },
  GameSummary: {
    game: (s: GameSummary, _args, ctx) => ctx.service.games.get(s.id),
  },
  LeaderboardEntry: {
    game: (e: LeaderboardEntry, _args, ctx) => ctx.service.games.get(e.gameId),
  },
} satisfies Resolvers;
