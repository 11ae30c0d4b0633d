import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { GameView } from '../../contract/index.js';
import { ApiError, ActionBodySchema, CreateGameBodySchema, GameSchema, JoinGameBodySchema, OPERATIONS } from '../../contract/index.js';
import type { App, AppEnv } from '../env.js';
import { caller, etag, json, notModified, services, viewer, writeOptions } from '../env.js';
import { IdParam, PLAYER, PUBLIC, WriteHeaders, jsonResponse, notModifiedResponse, operationRoute, stringsUnchecked } from '../openapi.js';

/**
 * Join and rematch take an optional body. It is documented here and read by the handler:
 * the router's validator would refuse an empty body sent with a JSON content type, which is
 * what many clients send for a POST without arguments.
 */
const OPTIONAL_SEED_BODY = {
  required: false,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/JoinGame' }, example: { invitation: 'mZ3kQ8vR1xT6bN0cW4yH7a', clientSeed: 'my-lucky-seed' } } },
};

const GameParam = IdParam('gameId', 'A game id');
const ReadHeaders = z.object({
  'if-none-match': z.string().optional().meta({ description: 'The ETag of the copy you hold; 304 when the game has not changed since.', example: '"12"' }),
});
/** What every write of a game can be refused with, besides its own rules. */
const WRITE_ERRORS = ['UNAUTHENTICATED', 'NOT_FOUND', 'VALIDATION_FAILED', 'VERSION_CONFLICT', 'IDEMPOTENCY_KEY_REUSED', 'UNAVAILABLE'] as const;

const ACTION_EXAMPLES = {
  roll: { summary: 'The first roll of a turn: every die', value: { type: 'roll' } },
  reroll: { summary: 'A later roll, keeping the dice at positions 0 and 3', value: { type: 'roll', keep: [0, 3] } },
  announce: { summary: 'Announce a category (announce column)', value: { type: 'announce', category: 'poker' } },
  score: { summary: 'Write the dice into a box', value: { type: 'score', column: 'down', category: 'ones' } },
  resign: { summary: 'Leave the game; the others play on', value: { type: 'resign' } },
};

const create = operationRoute({
  method: 'post',
  path: '/games',
  operationId: 'createGame',
  tags: ['Games'],
  summary: 'Create a game',
  description: 'The creator takes seat 0. A one-seat game starts at once; otherwise it is `open` until every seat is taken. With an Idempotency-Key, repeating the request returns the same game.',
  security: PLAYER,
  request: {
    body: {
      content: {
        'application/json': {
          schema: CreateGameBodySchema,
          examples: {
            duel: { summary: 'Two players, joined by id', value: { ruleset: 'jamb', seats: 2 } },
            daily: { summary: 'Four players from the lobby, a day per turn', value: { ruleset: 'yamb-classic', seats: 4, visibility: 'public', turnSeconds: 86_400 } },
            solo: { summary: 'A solo game with your own client seed', value: { ruleset: 'yams-5', clientSeed: 'my-lucky-seed' } },
          },
        },
      },
      required: true,
    },
    headers: WriteHeaders.pick({ 'idempotency-key': true }),
  },
  responses: { 201: jsonResponse(GameSchema, 'The new game', 'ETag', 'Location') },
});

const get = operationRoute({
  method: 'get',
  path: '/games/{gameId}',
  operationId: 'getGame',
  tags: ['Games'],
  summary: 'A game',
  description:
    "Sends an ETag of the version; poll with If-None-Match to get 304 until something changes. Needs no token; with one (scope `games:read`), a player of an open game also gets its `invitation`, in a copy of its own (ETag `\"<version>.i\"`, never stored by shared caches).",
  security: [...PUBLIC, ...PLAYER],
  request: { params: GameParam, headers: ReadHeaders },
  responses: { 200: jsonResponse(GameSchema, 'The game', 'ETag'), ...notModifiedResponse },
});

const join = operationRoute({
  method: 'post',
  path: '/games/{gameId}/join',
  operationId: 'joinGame',
  tags: ['Games'],
  summary: 'Take the next free seat',
  description:
    'The game starts when its last seat is taken. A private game is joined by invitation: send its code (`{ "invitation": "..." }`, from the `invitation` its players see), or be invited by id (then no code is needed). A rematch keeps its seats for the players it invited until they join or decline. The body is optional: `{ "clientSeed": "..." }` adds your seed to the dice.',
  security: PLAYER,
  request: { params: GameParam, headers: WriteHeaders },
  requestBody: OPTIONAL_SEED_BODY,
  responses: { 200: jsonResponse(GameSchema, 'The game with the caller seated', 'ETag') },
});

const leave = operationRoute({
  method: 'post',
  path: '/games/{gameId}/leave',
  operationId: 'leaveGame',
  tags: ['Games'],
  summary: 'Leave an open game',
  description: 'Before the game starts, a seated player leaves it and the seat is free again; when the creator leaves, the game is `cancelled`. A game that has started is left by resigning.',
  security: PLAYER,
  request: { params: GameParam, headers: WriteHeaders },
  responses: { 200: jsonResponse(GameSchema, 'The game without the caller', 'ETag') },
});

const rematch = operationRoute({
  method: 'post',
  path: '/games/{gameId}/rematch',
  operationId: 'rematchGame',
  tags: ['Games'],
  summary: 'Ask for a rematch of a finished game',
  description:
    "A new open game with the finished game's ruleset, seats and options, the caller seated, the other players invited (`GET /v1/players/me/invitations`). There is one rematch per game: `201` when this request created it, `200` when it existed already (the caller is then seated in it, if a seat was free).",
  security: PLAYER,
  request: { params: GameParam },
  requestBody: OPTIONAL_SEED_BODY,
  responses: {
    201: jsonResponse(GameSchema, 'The new game', 'ETag', 'Location'),
    200: jsonResponse(GameSchema, 'The rematch another player created, with the caller seated', 'ETag', 'Location'),
  },
});

const act = operationRoute({
  method: 'post',
  path: '/games/{gameId}/actions',
  operationId: 'act',
  tags: ['Games'],
  summary: 'Roll, announce, score or resign',
  description:
    'One action of the player to move (resign: any seated player, any time). Every accepted action adds 1 to the version. Send If-Match to act only on the version you saw, and an Idempotency-Key to retry safely.',
  security: PLAYER,
  request: {
    params: GameParam,
    headers: WriteHeaders,
    body: { content: { 'application/json': { schema: ActionBodySchema, examples: ACTION_EXAMPLES } }, required: true },
  },
  responses: {
    200: jsonResponse(GameSchema, 'The game after the action', 'ETag'),
  },
});

/** An optional JSON body: empty is `{}`; anything else must be a JoinGame. */
async function optionalBody(c: Context<AppEnv>): Promise<{ clientSeed?: string | undefined; invitation?: string | undefined }> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'the body is not JSON: send {"invitation": "...", "clientSeed": "..."}, either one, or nothing');
  }
  const parsed = JoinGameBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError('VALIDATION_FAILED', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, { field: String(issue?.path[0] ?? 'body') });
  }
  return parsed.data;
}

/**
 * The tag of a game's view: its version, and what changes the view without a new version. A
 * player's copy carries the invitation (its own tag); a finished rated game gains its ratings
 * moments after its last write (another tag once they are there, or a cache would keep the
 * view without them).
 */
const tagOf = (game: GameView) => etag(game.version, game.invitation !== undefined ? 'i' : game.seats.some((s) => s.ratingAfter) ? 'r' : undefined);

/**
 * The game with its ETag. Only the player's cache may keep a copy with the invitation. Every
 * copy varies with the token, so no cache answers one player's request with another's copy.
 */
export function sendGame(c: Context<AppEnv>, game: GameView) {
  const personal = game.invitation !== undefined;
  c.header('etag', tagOf(game));
  c.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
  c.header('vary', 'Authorization');
  return game;
}

export function gameRoutes(app: App): void {
  app.openAPIRegistry.register('JoinGame', JoinGameBodySchema);
  app.openapi(stringsUnchecked(app, create), async (c) => {
    const player = await caller(c, OPERATIONS.createGame);
    const { idempotencyKey } = writeOptions(c);
    const game = await services(c).games.create(player, c.req.valid('json'), { idempotencyKey });
    c.header('location', `/v1/games/${game.id}`);
    return c.json(json(sendGame(c, game)), 201);
  });

  app.openapi(stringsUnchecked(app, get), async (c) => {
    const game = await services(c).games.get(c.req.param('gameId'), await viewer(c, OPERATIONS.getGame));
    if (notModified(c, tagOf(game))) return c.body(null, 304, { etag: tagOf(game), vary: 'Authorization' });
    return c.json(json(sendGame(c, game)), 200);
  });

  app.openapi(stringsUnchecked(app, join), async (c) => {
    const player = await caller(c, OPERATIONS.joinGame);
    const { clientSeed, invitation } = await optionalBody(c);
    return c.json(json(sendGame(c, await services(c).games.join(player, c.req.param('gameId'), { ...writeOptions(c), clientSeed, invitation }))), 200);
  });

  app.openapi(stringsUnchecked(app, leave), async (c) => {
    const player = await caller(c, OPERATIONS.leaveGame);
    return c.json(json(sendGame(c, await services(c).games.leave(player, c.req.param('gameId'), writeOptions(c)))), 200);
  });

  app.openapi(rematch, async (c) => {
    const player = await caller(c, OPERATIONS.rematchGame);
    const { clientSeed } = await optionalBody(c);
    const { created, game } = await services(c).games.rematch(player, c.req.valid('param').gameId, { clientSeed });
    c.header('location', `/v1/games/${game.id}`);
    return c.json(json(sendGame(c, game)), created ? 201 : 200);
  });

  app.openapi(stringsUnchecked(app, act), async (c) => {
    const player = await caller(c, OPERATIONS.act);
    const game = await services(c).games.act(player, c.req.param('gameId'), c.req.valid('json'), writeOptions(c));
    return c.json(json(sendGame(c, game)), 200);
  });
}
