import type { PlayerView } from '../contract/index.js';
import { ApiError, OPERATIONS, PlayerRefSchema, PlayerSchema } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import type { Principal, Requirement } from '../service/index.js';
import type { Context } from './builder.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';

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

export const PlayerObject = objectFromZod<PlayerView>('Player', PlayerSchema);

export const PlayerRefObject = objectFromZod<PlayerRef>('PlayerRef', PlayerRefSchema, {
  extra: (t) => ({
    profile: t.field({
      type: PlayerObject,
      description: 'The public profile (one more read per player; prefer `id` and `name` in long lists).',
      resolve: (p, _args, ctx) => ctx.service.players.get(p.id),
    }),
  }),
});

const RegistrationRef = builder.objectRef<{ player: PlayerView; token: string }>('Registration').implement({
  description: 'A new player and its bearer token.',
  fields: (t) => ({
    player: t.field({ type: PlayerObject, description: 'The new player.', resolve: (r) => r.player }),
    token: t.exposeString('token', {
      description: 'Send as `Authorization: Bearer <token>`. Shown this once: the server keeps only a hash of it.',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: PlayerObject,
    description: 'The authenticated player; UNAUTHENTICATED without a valid token.',
    resolve: (_root, _args, ctx) => authenticated(ctx, OPERATIONS.getMe),
  }),
  player: t.field({
    type: PlayerObject,
    nullable: true,
    description: 'A player\'s public profile; null with a NOT_FOUND error for an unknown id.',
    args: { id: t.arg.id({ required: true, description: 'The player id.' }) },
    resolve: (_root, { id }, ctx) => ctx.service.players.get(id),
  }),
}));

builder.mutationFields((t) => ({
  registerPlayer: t.field({
    type: RegistrationRef,
    description: 'Registers a player and returns its token. Needs no token. VALIDATION_FAILED for a bad name.',
    args: { name: t.arg.string({ required: true, description: 'Display name: trimmed, 1 to 40 characters, no control characters.' }) },
    resolve: (_root, { name }, ctx) => ctx.service.players.register(name, ctx.client),
  }),
}));
