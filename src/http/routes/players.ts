import type { App } from '../env.js';
import { caller, services } from '../env.js';
import { IdParam, PLAYER, PUBLIC, jsonResponse, operationRoute } from '../openapi.js';
import { PlayerSchema, RegisterBodySchema, RegisteredSchema, OPERATIONS } from '../../contract/index.js';

const register = operationRoute({
  method: 'post',
  path: '/players',
  operationId: 'registerPlayer',
  tags: ['Players'],
  summary: 'Register a player',
  description: 'Creates a player and returns its bearer token. The token is shown only in this response: store it.',
  security: PUBLIC,
  request: { body: { content: { 'application/json': { schema: RegisterBodySchema, example: { name: 'Ana' } } }, required: true } },
  responses: { 201: jsonResponse(RegisteredSchema, 'The new player and its token', 'Location') },
});

const me = operationRoute({
  method: 'get',
  path: '/players/me',
  operationId: 'getMe',
  tags: ['Players'],
  summary: 'The authenticated player',
  security: PLAYER,
  responses: { 200: jsonResponse(PlayerSchema, 'The caller') },
});

const byId = operationRoute({
  method: 'get',
  path: '/players/{playerId}',
  operationId: 'getPlayer',
  tags: ['Players'],
  summary: "A player's public profile",
  security: PUBLIC,
  request: { params: IdParam('playerId', 'A player id') },
  responses: { 200: jsonResponse(PlayerSchema, 'The player') },
});

export function playerRoutes(app: App): void {
  app.openapi(register, async (c) => {
    const { name } = c.req.valid('json');
    const registered = await services(c).players.register(name, c.get('client'));
    c.header('location', `/v1/players/${registered.player.id}`);
    c.header('cache-control', 'no-store');
    return c.json(registered, 201);
  });
  app.openapi(me, async (c) => c.json(await caller(c, OPERATIONS.getMe), 200));
  app.openapi(byId, async (c) => c.json(await services(c).players.get(c.req.valid('param').playerId), 200));
}
