import type { GameView, Operation } from '../../contract/index.js';
import { OPERATIONS } from '../../contract/index.js';
import type { PlayerRef } from '../../engine/index.js';
import type { WriteOptions } from '../../service/index.js';
import type { Context } from '../context.js';
import { caller, viewer } from './players.js';
import type { Resolvers } from './types.js';

/*
 * The game: its reads, and the writes, each of which returns the game as the action left it;
 * `expectedVersion` and `idempotencyKey` are what REST sends as If-Match and Idempotency-Key.
 */

/** GraphQL's null means absent; the service checks the key's form. */
const idempotencyKey = (key: string | null | undefined): string | undefined => key ?? undefined;

const writeOptions = (args: { expectedVersion?: number | null; idempotencyKey?: string | null }): WriteOptions => ({
  expectedVersion: args.expectedVersion ?? undefined,
  idempotencyKey: idempotencyKey(args.idempotencyKey),
});

/** The caller of a write of game `gameId`, whose read starts while the token is checked (the contract's `writesGame`). */
function writer(ctx: Context, operation: Operation, gameId: string): Promise<PlayerRef> {
  if (operation.writesGame) ctx.service.readGameAhead(ctx, gameId);
  return caller(ctx, operation);
}

export const games = {
  Query: {
    game: async (_root, { id }, ctx) => ctx.service.games.get(id, await viewer(ctx, OPERATIONS.getGame)),
  },
  Game: {
    sheetUrl: (g: GameView) => `/v1/games/${g.id}/sheet.svg`,
    moves: async (g: GameView, _args, ctx) => (await ctx.service.games.moves(g.id)).moves.filter((m) => m.version <= g.version),
  },
  Mutation: {
    createGame: async (_root, args, ctx) =>
      ctx.service.games.create(
        await caller(ctx, OPERATIONS.createGame),
        { ruleset: args.ruleset, seats: args.seats, turnSeconds: args.turnSeconds ?? undefined, visibility: args.visibility ?? undefined, hints: args.hints ?? undefined, rated: args.rated ?? undefined, clientSeed: args.clientSeed ?? undefined, bots: args.bots?.map((level) => ({ level })) },
        { idempotencyKey: idempotencyKey(args.idempotencyKey) },
      ),
    joinGame: async (_root, args, ctx) =>
      ctx.service.games.join(await writer(ctx, OPERATIONS.joinGame, args.gameId), args.gameId, { ...writeOptions(args), clientSeed: args.clientSeed ?? undefined, invitation: args.invitation ?? undefined }),
    invitePlayer: async (_root, args, ctx) => ctx.service.games.invite(await caller(ctx, OPERATIONS.invitePlayer), args.gameId, args.player, writeOptions(args)),
    declineInvitation: async (_root, args, ctx) => {
      await ctx.service.games.decline(await caller(ctx, OPERATIONS.declineInvitation), args.gameId);
      return true;
    },
    leaveGame: async (_root, args, ctx) => ctx.service.games.leave(await writer(ctx, OPERATIONS.leaveGame, args.gameId), args.gameId, writeOptions(args)),
    rematch: async (_root, args, ctx) => (await ctx.service.games.rematch(await caller(ctx, OPERATIONS.rematchGame), args.gameId, { clientSeed: args.clientSeed ?? undefined })).game,
    roll: async (_root, args, ctx) =>
      ctx.service.games.act(await writer(ctx, OPERATIONS.act, args.gameId), args.gameId, { type: 'roll', keep: args.keep ?? undefined }, writeOptions(args)),
    announce: async (_root, args, ctx) =>
      ctx.service.games.act(await writer(ctx, OPERATIONS.act, args.gameId), args.gameId, { type: 'announce', category: args.category }, writeOptions(args)),
    score: async (_root, args, ctx) =>
      ctx.service.games.act(await writer(ctx, OPERATIONS.act, args.gameId), args.gameId, { type: 'score', column: args.column, category: args.category }, writeOptions(args)),
    resign: async (_root, args, ctx) => ctx.service.games.act(await writer(ctx, OPERATIONS.act, args.gameId), args.gameId, { type: 'resign' }, writeOptions(args)),
  },
} satisfies Resolvers;
