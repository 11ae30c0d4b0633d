import type { PushSubscriptionView } from '../contract/index.js';
import { ApiError, OPERATIONS, PUSH_EVENT_TYPES, PushKeySchema, PushSubscriptionSchema } from '../contract/index.js';
import type { Context } from './builder.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { caller, principal } from './players.js';
import { createdByGrant } from '../service/index.js';

/*
 * Web Push over GraphQL: the same operations as REST (the server's key, the caller's browsers),
 * the same checks and codes.
 */

const PushKeyRef = objectFromZod<{ publicKey: string }>('PushKey', PushKeySchema);
const PushSubscriptionRef = objectFromZod<PushSubscriptionView>('PushSubscription', PushSubscriptionSchema);

const PushSubscriptionKeysInput = builder.inputType('PushSubscriptionKeysInput', {
  description: 'The keys the messages are encrypted to (RFC 8291), base64url as the browser gives them.',
  fields: (t) => ({
    p256dh: t.string({ required: true, description: "The browser's P-256 public key (65 bytes, uncompressed point)." }),
    auth: t.string({ required: true, description: 'The 16-byte authentication secret.' }),
  }),
});

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's push subscription, as `PushSubscription.toJSON()` gives it.",
  fields: (t) => ({
    endpoint: t.string({ required: true, description: "The push service's URL for this browser: `https` (the local server also allows `http` and private addresses)." }),
    expirationTime: t.float({ description: 'As the browser gives it; not used.' }),
    keys: t.field({ type: PushSubscriptionKeysInput, required: true, description: 'The keys.' }),
  }),
});

function push(ctx: Context) {
  if (!ctx.service.push) throw new ApiError('NOT_FOUND', 'this server sends no push notifications');
  return ctx.service.push;
}

const EVENTS_NOTE = `One or more of ${PUSH_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}; all when absent.`;

builder.queryFields((t) => ({
  pushKey: t.field({
    type: PushKeyRef,
    description: "The server's VAPID public key: `applicationServerKey` of `pushManager.subscribe`. Needs no token.",
    resolve: (_root, _args, ctx) => push(ctx).key(),
  }),
  pushSubscriptions: t.field({
    type: [PushSubscriptionRef],
    description: "The caller's push subscriptions, oldest first. Needs a token.",
    resolve: async (_root, _args, ctx) => {
      // Who asks first: a refusal of the token comes before what this server offers.
      const { id } = await caller(ctx, OPERATIONS.listPushSubscriptions);
      return push(ctx).list(id);
    },
  }),
}));

builder.mutationFields((t) => ({
  createPushSubscription: t.field({
    type: PushSubscriptionRef,
    description: "Registers a browser for the caller's notifications (the same browser again keeps its id and takes the keys and events sent now).",
    args: {
      subscription: t.arg({ type: PushSubscriptionInput, required: true, description: 'The browser\'s subscription.' }),
      events: t.arg.stringList({ description: `What to be told of. ${EVENTS_NOTE}` }),
    },
    resolve: async (_root, args, ctx) => {
      const who = await principal(ctx, OPERATIONS.createPushSubscription);
      const unknown = (args.events ?? []).filter((e) => !(PUSH_EVENT_TYPES as readonly string[]).includes(e));
      if (unknown.length > 0) throw new ApiError('VALIDATION_FAILED', `unknown push event types: ${unknown.join(', ')}`, { field: 'events' });
      const { endpoint, keys } = args.subscription;
      return push(ctx).subscribe(who.player.id, { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, events: args.events ?? [] }, createdByGrant(who));
    },
  }),
  deletePushSubscription: t.boolean({
    description: "Stops notifying one of the caller's browsers; true once it is gone.",
    args: { subscriptionId: t.arg.id({ required: true, description: 'A push subscription id.' }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await caller(ctx, OPERATIONS.deletePushSubscription);
      await push(ctx).remove(id, args.subscriptionId);
      return true;
    },
  }),
}));
