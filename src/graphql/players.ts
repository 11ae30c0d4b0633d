import type { PlayerView } from '../contract/index.js';
import { PlayerRefSchema, PlayerSchema } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { players } from './resolvers/players.js';

/*
 * Players over GraphQL: the profile and a player's reference, made from the contract, the
 * registration, `me` and `player`. Who a request acts for is worked out by the resolvers
 * (resolvers/players.ts: `principal`, `caller`, `viewer`), which every domain's resolvers use.
 */

export const PlayerObject = objectFromZod<PlayerView>('Player', PlayerSchema);

export const PlayerRefObject = objectFromZod<PlayerRef>('PlayerRef', PlayerRefSchema, {
  extra: (t) => ({
    profile: t.field({
      type: PlayerObject,
      description: 'The public profile (one more read per player; prefer `id` and `name` in long lists).',
      resolve: players.PlayerRef.profile,
    }),
  }),
});

const RegistrationRef = builder.objectRef<{ player: PlayerView; token: string }>('Registration').implement({
  description: 'A new player and its bearer token.',
  fields: (t) => ({
    player: t.field({ type: PlayerObject, description: 'The new player.', resolve: players.Registration.player }),
    token: t.exposeString('token', {
      description: 'Send as `Authorization: Bearer <token>`. Shown this once: the server keeps only a hash of it.',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: PlayerObject,
    description: 'The authenticated player; UNAUTHENTICATED without a valid token.',
    resolve: players.Query.me,
  }),
  player: t.field({
    type: PlayerObject,
    nullable: true,
    description: 'A player\'s public profile; null with a NOT_FOUND error for an unknown id.',
    args: { id: t.arg.id({ required: true, description: 'The player id.' }) },
    resolve: players.Query.player,
  }),
}));

builder.mutationFields((t) => ({
  registerPlayer: t.field({
    type: RegistrationRef,
    description: 'Registers a player and returns its token. Needs no token. VALIDATION_FAILED for a bad name.',
    args: { name: t.arg.string({ required: true, description: 'Display name: trimmed, 1 to 40 characters, no control characters.' }) },
    resolve: players.Mutation.registerPlayer,
  }),
}));
