import type { EventView, DeliveryAttemptView, WebhookView } from '../contract/index.js';
import { EVENT_TYPES, DeliveryAttemptSchema, RegisteredWebhookSchema, WebhookSchema, ApiError, OPERATIONS } from '../contract/index.js';
import type { Lease } from '../service/index.js';
import { createdByGrant, pageOptions } from '../service/index.js';
import type { Context } from './builder.js';
import { builder } from './builder.js';
import { rethrow } from './errors.js';
import { objectFromZod } from './from-zod.js';
import { caller, principal } from './players.js';

/*
 * Notifications over GraphQL: the caller's webhooks (the same operations as REST) and the
 * event streams as subscriptions over GraphQL-over-SSE, iterating the same streams as the
 * REST server-sent events, within the same caps (a subscription holds a stream's place).
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
    timestamp: t.field({ type: 'DateTime', description: 'When the move that caused it was accepted.', resolve: (e) => e.timestamp }),
    data: t.field({ type: 'JSON', description: 'What the event says: `gameId` (a tournament\'s: `tournamentId`), `version` and the fields of its type.', resolve: (e) => e.data }),
  }),
});

function webhooks(ctx: Context) {
  if (!ctx.service.webhooks) throw new ApiError('NOT_FOUND', 'this server delivers no webhooks');
  return ctx.service.webhooks;
}

/**
 * An iterator over one stream, holding `lease` until it ends, however it ends: its events
 * run out, the subscription is returned (the client left), or its reader fell too far behind
 * (then its connection is cut and it reconnects with `after`). A stream that fails (a stalled
 * store) ends with the API's code, as a query would.
 */
function until<T>(open: (signal: AbortSignal, onBehind: () => void) => AsyncGenerator<T>, lease: Lease, hangUp: () => void): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const done = new AbortController();
      done.signal.addEventListener('abort', () => lease.release(), { once: true });
      const inner = open(done.signal, () => {
        done.abort();
        hangUp();
      });
      return {
        next: async () => {
          const result = await inner.next().catch((error: unknown) => {
            done.abort();
            return rethrow(error);
          });
          if (result.done) done.abort();
          return result;
        },
        return: async () => {
          done.abort();
          return (await inner.return(undefined)) as IteratorResult<T>;
        },
      };
    },
  };
}

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookRef],
    description: "The caller's webhooks, oldest first. Needs a token.",
    resolve: async (_root, _args, ctx) => webhooks(ctx).list((await caller(ctx, OPERATIONS.listWebhooks)).id),
  }),
  webhookDeliveries: t.field({
    type: DeliveryAttemptConnection,
    description: 'The delivery log of one of the caller\'s webhooks, newest first.',
    args: {
      webhookId: t.arg.id({ required: true, description: 'A webhook id.' }),
      first: t.arg.int({ description: 'Page size, 1 to 100 (default 20).' }),
      after: t.arg.string({ description: 'An `endCursor` from this list.' }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await webhooks(ctx).deliveries((await caller(ctx, OPERATIONS.listWebhookDeliveries)).id, args.webhookId, pageOptions(args.first ?? undefined, args.after ?? undefined));
      const edges = page.items.map((node, i) => ({ node, cursor: page.cursors[i] ?? '' }));
      return { edges, pageInfo: { hasNextPage: page.nextCursor !== null, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? page.nextCursor } };
    },
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
      resolve: async (_root, args, ctx) => {
        const unknown = (args.events ?? []).filter((e) => !(EVENT_TYPES as readonly string[]).includes(e));
        if (unknown.length > 0) throw new ApiError('VALIDATION_FAILED', `unknown event types: ${unknown.join(', ')}`, { field: 'events' });
        const who = await principal(ctx, OPERATIONS.createWebhook);
        return webhooks(ctx).register(who.player.id, { url: args.url, events: args.events ?? [] }, createdByGrant(who));
      },
    }),
    deleteWebhook: t.boolean({
      description: 'Deletes one of the caller\'s webhooks; true once it is gone.',
      args: { webhookId: webhookId() },
      resolve: async (_root, args, ctx) => {
        await webhooks(ctx).remove((await caller(ctx, OPERATIONS.deleteWebhook)).id, args.webhookId);
        return true;
      },
    }),
    testWebhook: t.field({
      type: DeliveryAttemptRef,
      description: 'Sends a `webhook.test` event to the webhook now and returns the attempt.',
      args: { webhookId: webhookId() },
      resolve: async (_root, args, ctx) => webhooks(ctx).test((await caller(ctx, OPERATIONS.testWebhook)).id, args.webhookId),
    }),
    rotateWebhookSecret: t.field({
      type: RegisteredWebhookRef,
      description: 'A new signing secret, returned once; for 24 hours deliveries are signed with both.',
      args: { webhookId: webhookId() },
      resolve: async (_root, args, ctx) => webhooks(ctx).rotateSecret((await caller(ctx, OPERATIONS.rotateWebhookSecret)).id, args.webhookId),
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
    subscribe: async (_root, args, ctx) => {
      await ctx.service.games.get(args.gameId);
      const lease = ctx.service.streams.lease({ address: ctx.client });
      return until((signal, behind) => ctx.service.streams.game(args.gameId, args.after ? { eventId: args.after } : {}, signal, behind), lease, ctx.hangUp);
    },
    resolve: (event: EventView) => event,
  }),
  tournamentEvents: t.field({
    type: EventRef,
    description: "A tournament's events (every player's round starts included): those after `after` (every one without it), then each new one. Needs no token.",
    args: {
      tournamentId: t.arg.id({ required: true, description: 'The tournament.' }),
      after: t.arg.string({ description: 'An event id of this tournament: resume right after it.' }),
    },
    subscribe: async (_root, args, ctx) => {
      await ctx.service.tournaments.get(args.tournamentId);
      const lease = ctx.service.streams.lease({ address: ctx.client });
      return until((signal, behind) => ctx.service.streams.tournament(args.tournamentId, args.after ?? undefined, signal, behind), lease, ctx.hangUp);
    },
    resolve: (event: EventView) => event,
  }),
  myEvents: t.field({
    type: EventRef,
    description: 'The events of every game the caller is seated in, as they happen (after `after`: that game\'s later events and the other open and active games\' events since it). Needs a token.',
    args: { after: t.arg.string({ description: 'An event id: resume right after it.' }) },
    subscribe: async (_root, args, ctx) => {
      const player = await caller(ctx, OPERATIONS.streamMyEvents);
      const lease = ctx.service.streams.lease({ player: player.id, address: ctx.client });
      return until((signal, behind) => ctx.service.streams.player(player.id, args.after ?? undefined, signal, behind), lease, ctx.hangUp);
    },
    resolve: (event: EventView) => event,
  }),
}));
