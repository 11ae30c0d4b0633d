import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError, CreatePushSubscriptionBodySchema, OPERATIONS, PushKeySchema, PushSubscriptionSchema } from '../../contract/index.js';
import type { App, AppEnv } from '../env.js';
import { caller, json, principal, services } from '../env.js';
import { createdByGrant } from '../../service/index.js';
import { IdParam, PLAYER, PUBLIC, jsonResponse, operationRoute } from '../openapi.js';

/*
 * A person's browsers (Web Push, RFC 8030): the server's VAPID public key to subscribe with,
 * and the subscriptions the player's notifications are pushed to, in words, encrypted to each
 * browser. See docs/notifications.md.
 */

const SubscriptionParam = IdParam('subscriptionId', 'A push subscription id');

const key = operationRoute({
  method: 'get',
  path: '/push/key',
  operationId: 'getPushKey',
  tags: ['Push'],
  summary: "The server's VAPID public key",
  description: 'Pass it as `applicationServerKey` to `pushManager.subscribe` (it is the same for every player), then register the subscription.',
  security: PUBLIC,
  responses: { 200: jsonResponse(PushKeySchema, 'The key') },
});

const create = operationRoute({
  method: 'post',
  path: '/push-subscriptions',
  operationId: 'createPushSubscription',
  tags: ['Push'],
  summary: 'Register a browser for notifications',
  description:
    "`subscription` is what `PushSubscription.toJSON()` gives. The caller's turns (and a reminder when a quarter of a turn of at least an hour is left), finished games and newcomers are pushed to it in words. The same browser registered again keeps its id and takes the keys and events sent now. Production refuses endpoints that are not `https` or resolve to private addresses.",
  security: PLAYER,
  request: { body: { content: { 'application/json': { schema: CreatePushSubscriptionBodySchema } }, required: true } },
  responses: { 201: jsonResponse(PushSubscriptionSchema, 'The subscription', 'Location') },
});

const list = operationRoute({
  method: 'get',
  path: '/push-subscriptions',
  operationId: 'listPushSubscriptions',
  tags: ['Push'],
  summary: "The caller's push subscriptions",
  security: PLAYER,
  responses: {
    200: jsonResponse(z.object({ items: z.array(PushSubscriptionSchema).meta({ description: 'Oldest first.' }) }).openapi('PushSubscriptionList', { description: "A player's push subscriptions." }), 'The subscriptions'),
  },
});

const one = operationRoute({
  method: 'get',
  path: '/push-subscriptions/{subscriptionId}',
  operationId: 'getPushSubscription',
  tags: ['Push'],
  summary: "One of the caller's push subscriptions",
  security: PLAYER,
  request: { params: SubscriptionParam },
  responses: { 200: jsonResponse(PushSubscriptionSchema, 'The subscription') },
});

const remove = operationRoute({
  method: 'delete',
  path: '/push-subscriptions/{subscriptionId}',
  operationId: 'deletePushSubscription',
  tags: ['Push'],
  summary: 'Stop notifying a browser',
  description: 'Nothing is pushed to it afterwards. A push service that answers 404 or 410 for it deletes it too.',
  security: PLAYER,
  request: { params: SubscriptionParam },
  responses: { 204: { description: 'Deleted' } },
});

export function pushRoutes(app: App): void {
  const push = (c: Context<AppEnv>) => {
    const found = services(c).push;
    if (!found) throw new ApiError('NOT_FOUND', 'this server sends no push notifications');
    return found;
  };
  app.openapi(key, async (c) => {
    // The same for everyone, and fixed for the deployment's life.
    c.header('cache-control', 'public, max-age=3600');
    return c.json(json(await push(c).key()), 200);
  });
  app.openapi(create, async (c) => {
    const who = await principal(c, OPERATIONS.createPushSubscription);
    const created = await push(c).subscribe(who.player.id, c.req.valid('json'), createdByGrant(who));
    c.header('location', `/v1/push-subscriptions/${created.id}`);
    return c.json(json(created), 201);
  });
  app.openapi(list, async (c) => c.json(json({ items: await push(c).list((await caller(c, OPERATIONS.listPushSubscriptions)).id) }), 200));
  app.openapi(one, async (c) => c.json(json(await push(c).get((await caller(c, OPERATIONS.getPushSubscription)).id, c.req.valid('param').subscriptionId)), 200));
  app.openapi(remove, async (c) => {
    await push(c).remove((await caller(c, OPERATIONS.deletePushSubscription)).id, c.req.valid('param').subscriptionId);
    return c.body(null, 204);
  });
}
