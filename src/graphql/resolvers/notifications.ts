import type { EventView } from '../../contract/index.js';
import { ApiError, EVENT_TYPES, OPERATIONS } from '../../contract/index.js';
import type { Lease } from '../../service/index.js';
import { createdByGrant, pageOptions } from '../../service/index.js';
import type { Context } from '../context.js';
import { rethrow } from '../errors.js';
import { connection } from './lists.js';
import { caller, principal } from './players.js';
import type { Resolvers } from './types.js';

/*
 * Notifications: the caller's webhooks (the same operations as REST) and the event streams as
 * subscriptions over GraphQL-over-SSE, iterating the same streams as the REST server-sent
 * events, within the same caps (a subscription holds a stream's place).
 */

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

/** Each event as the stream gave it. */
const event = (e: EventView) => e;

export const notifications = {
  Query: {
    webhooks: async (_root, _args, ctx) => webhooks(ctx).list((await caller(ctx, OPERATIONS.listWebhooks)).id),
    webhookDeliveries: async (_root, args, ctx) =>
      connection(await webhooks(ctx).deliveries((await caller(ctx, OPERATIONS.listWebhookDeliveries)).id, args.webhookId, pageOptions(args.first ?? undefined, args.after ?? undefined))),
  },
  Mutation: {
    registerWebhook: async (_root, args, ctx) => {
      const unknown = (args.events ?? []).filter((e) => !(EVENT_TYPES as readonly string[]).includes(e));
      if (unknown.length > 0) throw new ApiError('VALIDATION_FAILED', `unknown event types: ${unknown.join(', ')}`, { field: 'events' });
      const who = await principal(ctx, OPERATIONS.createWebhook);
      return webhooks(ctx).register(who.player.id, { url: args.url, events: args.events ?? [] }, createdByGrant(who));
    },
    deleteWebhook: async (_root, args, ctx) => {
      await webhooks(ctx).remove((await caller(ctx, OPERATIONS.deleteWebhook)).id, args.webhookId);
      return true;
    },
    testWebhook: async (_root, args, ctx) => webhooks(ctx).test((await caller(ctx, OPERATIONS.testWebhook)).id, args.webhookId),
    rotateWebhookSecret: async (_root, args, ctx) => webhooks(ctx).rotateSecret((await caller(ctx, OPERATIONS.rotateWebhookSecret)).id, args.webhookId),
  },
  Subscription: {
    gameEvents: {
      subscribe: async (_root, args, ctx) => {
        await ctx.service.games.get(args.gameId);
        const lease = ctx.service.streams.lease({ address: ctx.client });
        return until((signal, behind) => ctx.service.streams.game(args.gameId, args.after ? { eventId: args.after } : {}, signal, behind), lease, ctx.hangUp);
      },
      resolve: event,
    },
    tournamentEvents: {
      subscribe: async (_root, args, ctx) => {
        await ctx.service.tournaments.get(args.tournamentId);
        const lease = ctx.service.streams.lease({ address: ctx.client });
        return until((signal, behind) => ctx.service.streams.tournament(args.tournamentId, args.after ?? undefined, signal, behind), lease, ctx.hangUp);
      },
      resolve: event,
    },
    myEvents: {
      subscribe: async (_root, args, ctx) => {
        const player = await caller(ctx, OPERATIONS.streamMyEvents);
        const lease = ctx.service.streams.lease({ player: player.id, address: ctx.client });
        return until((signal, behind) => ctx.service.streams.player(player.id, args.after ?? undefined, signal, behind), lease, ctx.hangUp);
      },
      resolve: event,
    },
  },
} satisfies Resolvers;
