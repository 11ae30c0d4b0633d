import { z } from '@hono/zod-openapi';
import {
  CreateWebhookBodySchema,
  DeliveryAttemptSchema,
  RegisteredWebhookSchema,
  WebhookSchema,
  ApiError,
  PageQuerySchema,
  pageOf,
  OPERATIONS,
} from '../../contract/index.js';
import { createdByGrant, pageOptions } from '../../service/index.js';
import type { Context } from 'hono';
import type { App, AppEnv } from '../env.js';
import { caller, json, principal, services } from '../env.js';
import { IdParam, PLAYER, jsonResponse, operationRoute } from '../openapi.js';

/*
 * A player's webhooks (Standard Webhooks 1.0): every event of every game the player is seated
 * in is POSTed to each, signed with its secret. See the README's Notifications section.
 */

const WebhookParam = IdParam('webhookId', 'A webhook id');
const OWN = ['UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'] as const;

const create = operationRoute({
  method: 'post',
  path: '/webhooks',
  operationId: 'createWebhook',
  tags: ['Webhooks'],
  summary: 'Register a webhook',
  description: 'Events of every game the caller is seated in are POSTed to `url`, signed with the secret returned here once. Production refuses URLs that are not `https` or resolve to private addresses.',
  security: PLAYER,
  request: { body: { content: { 'application/json': { schema: CreateWebhookBodySchema } }, required: true } },
  responses: { 201: jsonResponse(RegisteredWebhookSchema, 'The webhook and its secret', 'Location') },
});

const list = operationRoute({
  method: 'get',
  path: '/webhooks',
  operationId: 'listWebhooks',
  tags: ['Webhooks'],
  summary: "The caller's webhooks",
  security: PLAYER,
  responses: {
    200: jsonResponse(z.object({ items: z.array(WebhookSchema).meta({ description: 'Oldest first.' }) }).openapi('WebhookList', { description: "A player's webhooks." }), 'The webhooks'),
  },
});

const one = operationRoute({
  method: 'get',
  path: '/webhooks/{webhookId}',
  operationId: 'getWebhook',
  tags: ['Webhooks'],
  summary: 'One of the caller\'s webhooks',
  security: PLAYER,
  request: { params: WebhookParam },
  responses: { 200: jsonResponse(WebhookSchema, 'The webhook') },
});

const remove = operationRoute({
  method: 'delete',
  path: '/webhooks/{webhookId}',
  operationId: 'deleteWebhook',
  tags: ['Webhooks'],
  summary: 'Delete a webhook',
  description: 'No event is delivered to it afterwards.',
  security: PLAYER,
  request: { params: WebhookParam },
  responses: { 204: { description: 'Deleted' } },
});

const test = operationRoute({
  method: 'post',
  path: '/webhooks/{webhookId}/test',
  operationId: 'testWebhook',
  tags: ['Webhooks'],
  summary: 'Send a test event now',
  description: 'Delivers one `webhook.test` event, signed like every other, and answers with the attempt (also in the delivery log).',
  security: PLAYER,
  request: { params: WebhookParam },
  responses: { 200: jsonResponse(DeliveryAttemptSchema, 'The attempt') },
});

const rotate = operationRoute({
  method: 'post',
  path: '/webhooks/{webhookId}/rotate-secret',
  operationId: 'rotateWebhookSecret',
  tags: ['Webhooks'],
  summary: 'Rotate the signing secret',
  description: 'Returns a new secret, once. For 24 hours deliveries carry two signatures, one per secret, so the receiver can switch without missing any.',
  security: PLAYER,
  request: { params: WebhookParam },
  responses: { 200: jsonResponse(RegisteredWebhookSchema, 'The webhook and its new secret') },
});

const deliveries = operationRoute({
  method: 'get',
  path: '/webhooks/{webhookId}/deliveries',
  operationId: 'listWebhookDeliveries',
  tags: ['Webhooks'],
  summary: 'The delivery log of a webhook',
  description: 'Every attempt, newest first: the event, when, the status or the error, and when it is tried again. Kept for 30 days.',
  security: PLAYER,
  request: { params: WebhookParam, query: PageQuerySchema },
  responses: { 200: jsonResponse(pageOf(DeliveryAttemptSchema, 'DeliveryAttemptPage'), 'A page of attempts') },
});

export function webhookRoutes(app: App): void {
  const webhooks = (c: Context<AppEnv>) => {
    const found = services(c).webhooks;
    if (!found) throw new ApiError('NOT_FOUND', 'this server delivers no webhooks');
    return found;
  };
  app.openapi(create, async (c) => {
    const who = await principal(c, OPERATIONS.createWebhook);
    const registered = await webhooks(c).register(who.player.id, c.req.valid('json'), createdByGrant(who));
    c.header('location', `/v1/webhooks/${registered.webhook.id}`);
    c.header('cache-control', 'no-store');
    return c.json(json(registered), 201);
  });
  app.openapi(list, async (c) => c.json(json({ items: await webhooks(c).list((await caller(c, OPERATIONS.listWebhooks)).id) }), 200));
  app.openapi(one, async (c) => c.json(json(await webhooks(c).get((await caller(c, OPERATIONS.getWebhook)).id, c.req.valid('param').webhookId)), 200));
  app.openapi(remove, async (c) => {
    await webhooks(c).remove((await caller(c, OPERATIONS.deleteWebhook)).id, c.req.valid('param').webhookId);
    return c.body(null, 204);
  });
  app.openapi(test, async (c) => c.json(json(await webhooks(c).test((await caller(c, OPERATIONS.testWebhook)).id, c.req.valid('param').webhookId)), 200));
  app.openapi(rotate, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(json(await webhooks(c).rotateSecret((await caller(c, OPERATIONS.rotateWebhookSecret)).id, c.req.valid('param').webhookId)), 200);
  });
  app.openapi(deliveries, async (c) => {
    const player = await caller(c, OPERATIONS.listWebhookDeliveries);
    const { limit, cursor } = c.req.valid('query');
    const page = await webhooks(c).deliveries(player.id, c.req.valid('param').webhookId, pageOptions(limit, cursor));
    return c.json(json({ items: page.items, nextCursor: page.nextCursor }), 200);
  });
}
