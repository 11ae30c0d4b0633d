import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { GameView, Service } from '../../service/index.js';
import type { App, AppEnv } from '../env.js';
import { IdParam, WriteHeaders, bearerSecurity, caller, etag, json, notModified, problems, writeOptions } from '../env.js';
import { ActionBodySchema, CreateGameBodySchema, GameSchema, MovesSchema } from '../schemas.js';

const GameParam = IdParam('gameId', 'A game id');
const gameResponse = (description: string) => ({ description, content: { 'application/json': { schema: GameSchema } } });
const notModifiedResponse = { 304: { description: 'The game is still at the version named in If-None-Match' } };
const ReadHeaders = z.object({
  'if-none-match': z.string().optional().openapi({ description: 'The ETag of the copy you hold; 304 when the game has not changed since.' }),
});

const create = createRoute({
  method: 'post',
  path: '/games',
  tags: ['Games'],
  summary: 'Create a game',
  description: 'The creator takes seat 0. A one-seat game starts at once; otherwise it is `open` until every seat is taken. With an Idempotency-Key, repeating the request returns the same game.',
  security: bearerSecurity,
  request: { body: { content: { 'application/json': { schema: CreateGameBodySchema } }, required: true }, headers: WriteHeaders.pick({ 'idempotency-key': true }) },
  responses: { 201: gameResponse('The new game'), ...problems(400, 401, 413, 415, 422, 429, 503) },
});

const get = createRoute({
  method: 'get',
  path: '/games/{gameId}',
  tags: ['Games'],
  summary: 'A game',
  description: 'Sends an ETag of the version; poll with If-None-Match to get 304 until something changes.',
  request: { params: GameParam, headers: ReadHeaders },
  responses: { 200: gameResponse('The game'), ...notModifiedResponse, ...problems(404, 503) },
});

const join = createRoute({
  method: 'post',
  path: '/games/{gameId}/join',
  tags: ['Games'],
  summary: 'Take the next free seat',
  security: bearerSecurity,
  request: { params: GameParam, headers: WriteHeaders },
  responses: { 200: gameResponse('The game with the caller seated'), ...problems(400, 401, 404, 409, 412, 422, 429, 503) },
});

const act = createRoute({
  method: 'post',
  path: '/games/{gameId}/actions',
  tags: ['Games'],
  summary: 'Roll, announce, score or resign',
  description:
    'One action of the player to move (resign: any seated player, any time). Every accepted action adds 1 to the version. Send If-Match to act only on the version you saw, and an Idempotency-Key to retry safely.',
  security: bearerSecurity,
  request: { params: GameParam, headers: WriteHeaders, body: { content: { 'application/json': { schema: ActionBodySchema } }, required: true } },
  responses: { 200: gameResponse('The game after the action'), ...problems(400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503) },
});

const moves = createRoute({
  method: 'get',
  path: '/games/{gameId}/moves',
  tags: ['Games'],
  summary: 'The move log',
  description: 'Every accepted action in order: seat, player, type, arguments, the dice it produced or scored, the score written, the version it created and when.',
  request: { params: GameParam, headers: ReadHeaders },
  responses: { 200: { description: 'The move log', content: { 'application/json': { schema: MovesSchema } } }, ...notModifiedResponse, ...problems(404, 503) },
});

function sendGame(c: Context<AppEnv>, game: GameView) {
  c.header('etag', etag(game.version));
  c.header('cache-control', 'no-cache');
  return game;
}

export function gameRoutes(app: App, service: Service): void {
  app.openapi(create, async (c) => {
    const player = await caller(c, service);
    const { idempotencyKey } = writeOptions(c);
    const game = await service.games.create(player, c.req.valid('json'), { idempotencyKey });
    c.header('location', `/v1/games/${game.id}`);
    return c.json(json(sendGame(c, game)), 201);
  });

  app.openapi(get, async (c) => {
    const game = await service.games.get(c.req.valid('param').gameId);
    if (notModified(c, game.version)) return c.body(null, 304, { etag: etag(game.version) });
    return c.json(json(sendGame(c, game)), 200);
  });

  app.openapi(join, async (c) => {
    const player = await caller(c, service);
    return c.json(json(sendGame(c, await service.games.join(player, c.req.valid('param').gameId, writeOptions(c)))), 200);
  });

  app.openapi(act, async (c) => {
    const player = await caller(c, service);
    const game = await service.games.act(player, c.req.valid('param').gameId, c.req.valid('json'), writeOptions(c));
    return c.json(json(sendGame(c, game)), 200);
  });

  app.openapi(moves, async (c) => {
    const { game, moves: items } = await service.games.moves(c.req.valid('param').gameId);
    const version = game.state.version;
    if (notModified(c, version)) return c.body(null, 304, { etag: etag(version) });
    c.header('etag', etag(version));
    c.header('cache-control', 'no-cache');
    return c.json(json({ items }), 200);
  });
}
