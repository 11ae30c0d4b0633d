import type { PushSubscriptionView } from '../contract/index.js';
import { PUSH_EVENT_TYPES, PushKeySchema, PushSubscriptionSchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { push } from './resolvers/push.js';

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

const EVENTS_NOTE = `One or more of ${PUSH_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}; all when absent.`;

builder.queryFields((t) => ({
  pushKey: t.field({
    type: PushKeyRef,
    description: "The server's VAPID public key: `applicationServerKey` of `pushManager.subscribe`. Needs no token.",
    resolve: push.Query.pushKey,
  }),
  pushSubscriptions: t.field({
    type: [PushSubscriptionRef],
    description: "The caller's push subscriptions, oldest first. Needs a token.",
    resolve: push.Query.pushSubscriptions,
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
    resolve: push.Mutation.createPushSubscription,
  }),
  deletePushSubscription: t.boolean({
    description: "Stops notifying one of the caller's browsers; true once it is gone.",
    args: { subscriptionId: t.arg.id({ required: true, description: 'A push subscription id.' }) },
    resolve: push.Mutation.deletePushSubscription,
  }),
}));
