import type { PlayerView } from '../../contract/index.js';
import { ApiError, OPERATIONS } from '../../contract/index.js';
import type { PlayerRef } from '../../engine/index.js';
import type { Principal, Requirement } from '../../service/index.js';
import type { Context } from '../context.js';
import type { Resolvers } from './types.js';

/** Each request's verified token: its fields share one verification (and one count against the token's limit). */
const verifiedTokens = new WeakMap<Context, Promise<Principal>>();

/** Who the request acts for, with which token, allowed to do what the operation (an entry of OPERATIONS) requires. */
export async function principal(ctx: Context, operation: Requirement): Promise<Principal> {
  let verified = verifiedTokens.get(ctx);
  if (!verified) verifiedTokens.set(ctx, (verified = ctx.service.players.verify(ctx)));
  return ctx.service.players.allow(await verified, operation);
}

/** The player the request acts for, whose credentials (the request's Authorization header) meet what the operation requires. */
async function authenticated(ctx: Context, operation: Requirement): Promise<PlayerView> {
  return (await principal(ctx, operation)).player;
}

/**
 * The authenticated player as the engine names one. Only id and name: the service stores the
 * reference it is given in the game, so the stored record (with its token hash) must not be.
 */
export async function caller(ctx: Context, operation: Requirement): Promise<PlayerRef> {
  const { id, name } = await authenticated(ctx, operation);
  return { id, name };
}

/**
 * The player a query that may carry a token reads for: none without one; with one, it must be
 * valid. A token without `operation`'s scope reads what everyone reads.
 */
export async function viewer(ctx: Context, operation: Requirement): Promise<string | undefined> {
  if (ctx.authorization === undefined) return undefined;
  try {
    return (await authenticated(ctx, operation)).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_SCOPE') return undefined;
    throw error;
  }
}

export const players = {
  Query: {
    me: (_root, _args, ctx) => authenticated(ctx, OPERATIONS.getMe),
    player: (_root, { id }, ctx) => ctx.service.players.get(id),
  },
  Mutation: {
    registerPlayer: (_root, { name }, ctx) => ctx.service.players.register(name, ctx.client),
  },
  PlayerRef: {
    profile: (p: PlayerRef, _args, ctx) => ctx.service.players.get(p.id),
  },
  Registration: {
    player: (r: { player: PlayerView }) => r.player,
  },
} satisfies Resolvers;
