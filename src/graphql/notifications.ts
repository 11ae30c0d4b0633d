import type { EventView, DeliveryAttemptView, WebhookView } from '../contract/index.js';
import { EVENT_TYPES, DeliveryAttemptSchema, RegisteredWebhookSchema, WebhookSchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { notifications } from './resolvers/notifications.js';

/*
 * Notifications over GraphQL: the caller's webhooks and the event streams as subscriptions
 * (their resolvers: resolvers/notifications.ts).
 */

const WebhookRef = objectFromZod<WebhookView>('Webhook', WebhookSchema);
const RegisteredWebhookRef = objectFromZod<{ webhook: WebhookView; secret: string }>('RegisteredWebhook', RegisteredWebhookSchema);
const DeliveryAttemptRef = objectFromZod<DeliveryAttemptView>('DeliveryAttempt', DeliveryAttemptSchema);
const DeliveryAttemptConnection = builder.connectionObject({ type: DeliveryAttemptRef, name: 'DeliveryAttemptConnection' });

const EVENT_TYPE_NOTE = `One of ${EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}; a String because the types contain ".".`;

export const EventRef = builder.objectRef<EventView>('Event').implement({
  description: 'One event of a game or a tournament, in the envelope webhooks and REST streams use.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The event id, `<gameId>.<version>.<n>` (a tournament\'s: `<tournamentId>.<version>.<n>`): pass it as `after` to resume after it.' }),
    type: t.exposeString('type', { description: `The event type. ${EVENT_TYPE_NOTE}` }),
    timestamp: t.expose('timestamp', { type: 'DateTime', description: 'When the move that caused it was accepted.' }),
    data: t.expose('data', { type: 'JSON', description: 'What the event says: `gameId` (a tournament\'s: `tournamentId`), `version` and the fields of its type.' }),
  }),
});

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookRef],
    description: "The caller's webhooks, oldest first. Needs a token.",
    resolve: notifications.Query.webhooks,
  }),
  webhookDeliveries: t.field({
    type: DeliveryAttemptConnection,
    description: 'The delivery log of one of the caller\'s webhooks, newest first.',
    args: {
      webhookId: t.arg.id({ required: true, description: 'A webhook id.' }),
      first: t.arg.int({ description: 'Page size, 1 to 100 (default 20).' }),
      after: t.arg.string({ description: 'An `endCursor` from this list.' }),
    },
    resolve: notifications.Query.webhookDeliveries,
  }),
}));

builder.mutationFields((t) => {
  const webhookId = () => t.arg.id({ required: true, description: 'A webhook id.' });
  return {
    registerWebhook: t.field({
      type: RegisteredWebhookRef,
      description: 'Registers a webhook for the events of every game the caller is seated in; the secret is returned this once.',
      args: {
        url: t.arg.string({ required: true, description: 'An `https` URL that resolves to public addresses (the local server also allows `http` and private ones).' }),
        events: t.arg.stringList({ description: `The event types to deliver; all when absent. ${EVENT_TYPE_NOTE}` }),
      },
      resolve: notifications.Mutation.registerWebhook,
    }),
    deleteWebhook: t.boolean({
      description: 'Deletes one of the caller\'s webhooks; true once it is gone.',
      args: { webhookId: webhookId() },
      resolve: notifications.Mutation.deleteWebhook,
    }),
    testWebhook: t.field({
      type: DeliveryAttemptRef,
      description: 'Sends a `webhook.test` event to the webhook now and returns the attempt.',
      args: { webhookId: webhookId() },
      resolve: notifications.Mutation.testWebhook,
    }),
    rotateWebhookSecret: t.field({
      type: RegisteredWebhookRef,
      description: 'A new signing secret, returned once; for 24 hours deliveries are signed with both.',
      args: { webhookId: webhookId() },
      resolve: notifications.Mutation.rotateWebhookSecret,
    }),
  };
});

builder.subscriptionFields((t) => ({
  gameEvents: t.field({
    type: EventRef,
    description: "A game's events: those after `after` (every one without it), then each new one. Needs no token.",
    args: {
      gameId: t.arg.id({ required: true, description: 'The game.' }),
      after: t.arg.string({ description: 'An event id of this game: resume right after it.' }),
    },
    subscribe: notifications.Subscription.gameEvents.subscribe,
    resolve: notifications.Subscription.gameEvents.resolve,
  }),
  tournamentEvents: t.field({
    type: EventRef,
    description: "A tournament's events (every player's round starts included): those after `after` (every one without it), then each new one. Needs no token.",
    args: {
      tournamentId: t.arg.id({ required: true, description: 'The tournament.' }),
      after: t.arg.string({ description: 'An event id of this tournament: resume right after it.' }),
    },
    subscribe: notifications.Subscription.tournamentEvents.subscribe,
    resolve: notifications.Subscription.tournamentEvents.resolve,
  }),
  myEvents: t.field({
    type: EventRef,
    description: 'The events of every game the caller is seated in, as they happen (after `after`: that game\'s later events and the other open and active games\' events since it). Needs a token.',
    args: { after: t.arg.string({ description: 'An event id: resume right after it.' }) },
    subscribe: notifications.Subscription.myEvents.subscribe,
    resolve: notifications.Subscription.myEvents.resolve,
  }),
}));
