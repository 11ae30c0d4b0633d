import { ApiError, OPERATIONS, PUSH_EVENT_TYPES } from '../../contract/index.js';
import { createdByGrant } from '../../service/index.js';
import type { Context } from '../context.js';
import { caller, principal } from './players.js';
import type { Resolvers } from './types.js';

/* Web Push: the same operations as REST (the server's key, the caller's browsers), the same checks and codes. */

function pushService(ctx: Context) {
  if (!ctx.service.push) throw new ApiError('NOT_FOUND', 'this server sends no push notifications');
  return ctx.service.push;
}

export const push = {
  Query: {
    pushKey: (_root, _args, ctx) => pushService(ctx).key(),
    pushSubscriptions: async (_root, _args, ctx) => {
      // Who asks first: a refusal of the token comes before what this server offers.
      const { id } = await caller(ctx, OPERATIONS.listPushSubscriptions);
      return pushService(ctx).list(id);
    },
  },
  Mutation: {
    createPushSubscription: async (_root, args, ctx) => {
      const who = await principal(ctx, OPERATIONS.createPushSubscription);
      const unknown = (args.events ?? []).filter((e) => !(PUSH_EVENT_TYPES as readonly string[]).includes(e));
      if (unknown.length > 0) throw new ApiError('VALIDATION_FAILED', `unknown push event types: ${unknown.join(', ')}`, { field: 'events' });
      const { endpoint, keys } = args.subscription;
      return pushService(ctx).subscribe(who.player.id, { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, events: args.events ?? [] }, createdByGrant(who));
    },
    deletePushSubscription: async (_root, args, ctx) => {
      const { id } = await caller(ctx, OPERATIONS.deletePushSubscription);
      await pushService(ctx).remove(id, args.subscriptionId);
      return true;
    },
  },
} satisfies Resolvers;
