import type { PlayerView, TournamentSummary } from '../../contract/index.js';
import { OPERATIONS } from '../../contract/index.js';
import { listPage } from './lists.js';
import { caller } from './players.js';
import type { Resolvers } from './types.js';

/* Competition: ratings (a player's, a ruleset's list) and tournaments (create, join, leave, read, list). */
export const competition = {
  Player: {
    ratings: async (p: PlayerView, _args, ctx) => (await ctx.service.ratings.ofPlayer(p.id)).ratings,
  },
  TournamentSummary: {
    tournament: (s: TournamentSummary, _args, ctx) => ctx.service.tournaments.get(s.id),
  },
  Query: {
    ratings: (_root, args, ctx) => listPage(args, (o) => ctx.service.ratings.list(args.ruleset, o)),
    tournament: (_root, { id }, ctx) => ctx.service.tournaments.get(id),
    tournaments: (_root, args, ctx) => listPage(args, (o) => ctx.service.tournaments.list(args.status ?? undefined, o)),
  },
  Mutation: {
    createTournament: async (_root, args, ctx) =>
      ctx.service.tournaments.create(await caller(ctx, OPERATIONS.createTournament), {
        name: args.name,
        ruleset: args.ruleset,
        tableSize: args.tableSize,
        rounds: args.rounds,
        turnSeconds: args.turnSeconds,
        startsAt: args.startsAt,
        maxPlayers: args.maxPlayers ?? undefined,
        rated: args.rated ?? undefined,
      }),
    joinTournament: async (_root, args, ctx) => ctx.service.tournaments.join(await caller(ctx, OPERATIONS.joinTournament), args.tournamentId),
    leaveTournament: async (_root, args, ctx) => ctx.service.tournaments.leave(await caller(ctx, OPERATIONS.leaveTournament), args.tournamentId),
  },
} satisfies Resolvers;
