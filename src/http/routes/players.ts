import { createRoute } from '@hono/zod-openapi';
import type { Service } from '../../service/index.js';
import { playerView } from '../../service/player-service.js';
import type { App } from '../env.js';
import { IdParam, bearerSecurity, caller, problems } from '../env.js';
import { PlayerSchema, RegisterBodySchema, RegisteredSchema } from '../schemas.js';

const register = createRoute({
  method: 'post',
  path: '/players',
  tags: ['Players'],
  summary: 'Register a player',
  description: 'Creates a player and returns its bearer token. The token is shown only in this response: store it.',
  request: { body: { content: { 'application/json': { schema: RegisterBodySchema } }, required: true } },
  responses: { 201: { description: 'The new player and its token', content: { 'application/json': { schema: RegisteredSchema } } }, ...problems(400, 413, 415, 429) },
});

const me = createRoute({
  method: 'get',
  path: '/players/me',
  tags: ['Players'],
  summary: 'The authenticated player',
  security: bearerSecurity,
  responses: { 200: { description: 'The caller', content: { 'application/json': { schema: PlayerSchema } } }, ...problems(401) },
});

const byId = createRoute({
  method: 'get',
  path: '/players/{playerId}',
  tags: ['Players'],
  summary: "A player's public profile",
  request: { params: IdParam('playerId', 'A player id') },
  responses: { 200: { description: 'The player', content: { 'application/json': { schema: PlayerSchema } } }, ...problems(404) },
});

export function playerRoutes(app: App, service: Service): void {
  app.openapi(register, async (c) => {
    const { name } = c.req.valid('json');
    const registered = await service.players.register(name, c.get('client'));
    c.header('location', `/v1/players/${registered.player.id}`);
    c.header('cache-control', 'no-store');
    return c.json(registered, 201);
  });
  app.openapi(me, async (c) => c.json(playerView(await caller(c, service)), 200));
  app.openapi(byId, async (c) => c.json(await service.players.get(c.req.valid('param').playerId), 200));
}
