import {
  AccountTokenSchema,
  CreateTokenBodySchema,
  CreatedTokenSchema,
  OPERATIONS,
  TokenListSchema,
  TokenTestBodySchema,
  TokenTestResultsSchema,
} from '../../contract/index.js';
import type { App } from '../env.js';
import { json, principal, services } from '../env.js';
import { IdParam, jsonResponse, operationRoute } from '../openapi.js';

/*
 * Tokens (API.md, round 3): personal tokens, the apps a player approved (one grant each,
 * listed and revoked with them), the token a request is sent with, the account token, and
 * the token test. Every answer that shows a token's value is `Cache-Control: no-store`.
 */

const create = operationRoute({
  method: 'post',
  path: '/tokens',
  operationId: 'createToken',
  tags: ['Tokens'],
  summary: 'Make a personal token',
  description:
    'A named token with the scopes asked for (at most those of the token sent) and an optional expiry. Its value is in this answer only; the server keeps a hash.',
  request: { body: { content: { 'application/json': { schema: CreateTokenBodySchema } }, required: true } },
  responses: { 201: jsonResponse(CreatedTokenSchema, 'The token and its value', 'Location') },
});

const list = operationRoute({
  method: 'get',
  path: '/tokens',
  operationId: 'listTokens',
  tags: ['Tokens'],
  summary: 'Personal tokens and approved apps',
  description: "The caller's personal tokens and the apps it approved (each with its `client`), without their values, oldest first. Revoked and expired ones are not listed.",
  responses: { 200: jsonResponse(TokenListSchema, 'The tokens') },
});

const revoke = operationRoute({
  method: 'delete',
  path: '/tokens/{tokenId}',
  operationId: 'revokeToken',
  tags: ['Tokens'],
  summary: 'Revoke a personal token or an app',
  description: "A personal token, or an app's grant: its access and refresh tokens stop working, and the webhooks it created are disabled.",
  request: { params: IdParam('tokenId', 'A token id (for an app, its grant id), as `GET /v1/tokens` lists it') },
  responses: { 204: { description: 'Revoked' } },
});

const revokeCurrent = operationRoute({
  method: 'delete',
  path: '/token',
  operationId: 'revokeCurrentToken',
  tags: ['Tokens'],
  summary: 'Revoke the token sent',
  description: "Any token but the account token, which is replaced instead (`POST /v1/players/me/token`): a personal token, or an app's access token (its whole grant).",
  responses: { 204: { description: 'Revoked' } },
});

const replace = operationRoute({
  method: 'post',
  path: '/players/me/token',
  operationId: 'replaceAccountToken',
  tags: ['Tokens'],
  summary: 'Replace the account token',
  description: 'A new account token (every scope, no expiry); the one it replaces stops working. Only a token with every scope may ask (the account token does). Personal tokens and apps are unaffected.',
  responses: { 201: jsonResponse(AccountTokenSchema, 'The new account token') },
});

const test = operationRoute({
  method: 'post',
  path: '/token/test',
  operationId: 'testTokens',
  tags: ['Tokens'],
  summary: 'Test tokens',
  description: 'What each token is, in the order sent: who it acts for, its scopes, its app and expiry, or `active: false`. Needs no token; limited per client address.',
  request: { body: { content: { 'application/json': { schema: TokenTestBodySchema } }, required: true } },
  responses: { 200: jsonResponse(TokenTestResultsSchema, 'One result per token') },
});

export function tokenRoutes(app: App): void {
  app.openapi(create, async (c) => {
    const created = await services(c).tokens.create(await principal(c, OPERATIONS.createToken), c.req.valid('json'));
    c.header('location', '/v1/tokens');
    c.header('cache-control', 'no-store');
    return c.json(json(created), 201);
  });
  app.openapi(list, async (c) => c.json(json({ items: await services(c).tokens.list(await principal(c, OPERATIONS.listTokens)) }), 200));
  app.openapi(revoke, async (c) => {
    await services(c).tokens.revokeById(await principal(c, OPERATIONS.revokeToken), c.req.valid('param').tokenId);
    return c.body(null, 204);
  });
  app.openapi(revokeCurrent, async (c) => {
    await services(c).tokens.revokeCurrent(await principal(c, OPERATIONS.revokeCurrentToken));
    return c.body(null, 204);
  });
  app.openapi(replace, async (c) => {
    const replaced = await services(c).tokens.replaceAccountToken(await principal(c, OPERATIONS.replaceAccountToken));
    c.header('cache-control', 'no-store');
    return c.json(replaced, 201);
  });
  app.openapi(test, async (c) => {
    services(c).players.admitTokenTest(c.get('client'));
    c.header('cache-control', 'no-store');
    return c.json(json({ results: await services(c).tokens.test(c.req.valid('json').tokens) }), 200);
  });
}
