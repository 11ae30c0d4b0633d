import { HintSchema, OPERATIONS } from '../../contract/index.js';
import type { App } from '../env.js';
import { caller, etag, json, services } from '../env.js';
import { IdParam, PLAYER, jsonResponse, operationRoute } from '../openapi.js';

const hint = operationRoute({
  method: 'get',
  path: '/games/{gameId}/hint',
  operationId: 'getHint',
  tags: ['Games'],
  summary: 'The best move for the player to move',
  description:
    "For the player to move only: every legal action (each exactly a body for POST .../actions) with the seat's expected final grand total if it takes it and plays on as the hint does, best first. Exact for yams-5 and yams-6, the strong bot's estimate for jamb and yamb-classic. Refused with FORBIDDEN in games created with `hints: false`. The ETag is the game version the hint is for.",
  security: PLAYER,
  request: { params: IdParam('gameId', 'A game id') },
  responses: {
    200: jsonResponse(HintSchema, 'The hint', 'ETag'),
  },
});

export function hintRoutes(app: App): void {
  app.openapi(hint, async (c) => {
    const player = await caller(c, OPERATIONS.getHint);
    const { version, hint: body } = await services(c).hints.hint(player, c.req.valid('param').gameId);
    c.header('etag', etag(version));
    c.header('cache-control', 'private, no-cache');
    return c.json(json(body), 200);
  });
}
