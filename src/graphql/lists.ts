import type { GameSummary, LeaderboardEntry, ListOptions, Page } from '../contract/index.js';
import { ApiError, GameSummarySchema, LeaderboardEntrySchema, OPERATIONS } from '../contract/index.js';
import { pageOptions } from '../service/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { GameRef } from './games.js';
import { caller } from './players.js';
import { GameStatusEnum, LeaderboardBoardEnum, RULESET_ID_NOTE } from './vocabulary.js';

/*
 * The lists, as forward-only Relay connections: `first` and `after` map onto the service's
 * page size and cursor, and every edge carries the cursor that continues right after it.
 */

/** A service page as a Relay connection. */
function connection<T>(page: Page<T>) {
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

const GameSummaryRef = objectFromZod<GameSummary>('GameSummary', GameSummarySchema, {
  extra: (t) => ({
    game: t.field({ type: GameRef, description: 'The whole game (one more read per item).', resolve: (s, _args, ctx) => ctx.service.games.get(s.id) }),
  }),
});

const LeaderboardEntryRef = objectFromZod<LeaderboardEntry>('LeaderboardEntry', LeaderboardEntrySchema, {
  extra: (t) => ({
    game: t.field({ type: GameRef, description: 'The whole game (one more read per item).', resolve: (e, _args, ctx) => ctx.service.games.get(e.gameId) }),
  }),
});

const GameSummaryConnection = builder.connectionObject({ type: GameSummaryRef, name: 'GameSummaryConnection' });
const GameConnection = builder.connectionObject({ type: GameRef, name: 'GameConnection' });
const LeaderboardConnection = builder.connectionObject({ type: LeaderboardEntryRef, name: 'LeaderboardConnection' });

const GamesFilter = builder.inputType('GamesFilter', {
  description: 'Which games to list.',
  fields: (t) => ({
    player: t.id({ description: 'Whose games; defaults to the authenticated caller. Required without a token.' }),
    status: t.field({ type: GameStatusEnum, description: 'Only games with this status.' }),
    ruleset: t.string({ description: `Only games of this ruleset. ${RULESET_ID_NOTE}` }),
  }),
});

builder.queryFields((t) => {
  const pageArgs = () => ({
    first: t.arg.int({ description: 'Page size, 1 to 100 (default 20).' }),
    after: t.arg.string({ description: 'An `endCursor` or edge `cursor` from this list: the page continues right after it.' }),
  });
  return {
    games: t.field({
      type: GameSummaryConnection,
      description: 'A player\'s games, newest first. Needs no token when `filter.player` is given.',
      args: { filter: t.arg({ type: GamesFilter, description: 'Which games.' }), ...pageArgs() },
      resolve: async (_root, args, ctx) => {
        const filter = args.filter ?? {};
        const me = ctx.authorization === undefined ? undefined : (await caller(ctx, OPERATIONS.listGames)).id;
        const filters = { player: filter.player ?? undefined, status: filter.status ?? undefined, ruleset: filter.ruleset ?? undefined };
        return listPage(args, (o) => ctx.service.lists.games(filters, o, me));
      },
    }),
    myTurns: t.field({
      type: GameConnection,
      description: "The caller's games in which it is the caller's turn, the most urgent first (nearest deadline, then the oldest game): the asynchronous player's inbox. Needs a token.",
      args: pageArgs(),
      resolve: async (_root, args, ctx) => {
        const player = await caller(ctx, OPERATIONS.listMyTurns);
        return listPage(args, (o) => ctx.service.lists.turns(player.id, o));
      },
    }),
    lobby: t.field({
      type: GameConnection,
      description: 'Public open games with a free seat, newest first; join one with `joinGame`. Needs no token.',
      args: { ruleset: t.arg.string({ description: `Only games of this ruleset. ${RULESET_ID_NOTE}` }), ...pageArgs() },
      resolve: (_root, args, ctx) => listPage(args, (o) => ctx.service.lists.lobby({ ruleset: args.ruleset ?? undefined }, o)),
    }),
    myInvitations: t.field({
      type: GameConnection,
      description: 'Open games the caller is invited to (rematches, and invitations by id), newest first, until the caller joins or declines (`declineInvitation`) or the game starts. Join one with `joinGame`, no code needed. Needs a token.',
      args: pageArgs(),
      resolve: async (_root, args, ctx) => {
        const player = await caller(ctx, OPERATIONS.listMyInvitations);
        return listPage(args, (o) => ctx.service.lists.invitations(player.id, o));
      },
    }),
    leaderboard: t.field({
      type: LeaderboardConnection,
      description: 'The best finished sheets of a ruleset, best total first (earlier finish first on equal totals): people\'s, or bots\' with `board: bots`. NOT_FOUND for an unknown ruleset.',
      args: { ruleset: t.arg.string({ required: true, description: RULESET_ID_NOTE }), board: t.arg({ type: LeaderboardBoardEnum, description: 'Which board: `players` (the default) or `bots`.' }), ...pageArgs() },
      resolve: (_root, args, ctx) => listPage(args, (o) => ctx.service.lists.leaderboard(args.ruleset, o, args.board ?? undefined)),
    }),
  };
});
