import { createRoute, z } from '@hono/zod-openapi';
import type { Service } from '../../service/index.js';
import { pageOptions } from '../../service/list-service.js';
import { ApiError } from '../../service/errors.js';
import type { App } from '../env.js';
import { bearerSecurity, caller, json, problems } from '../env.js';
import { GameSchema, GameStatusSchema, GameSummarySchema, LeaderboardEntrySchema, PageQuerySchema, RulesetIdSchema, pageOf } from '../schemas.js';

const games = createRoute({
  method: 'get',
  path: '/games',
  tags: ['Games'],
  summary: "A player's games, newest first",
  description:
    'Filter by `status` and `ruleset`. `player` defaults to the authenticated caller. A page may hold fewer than `limit` items while `nextCursor` is set: keep following it.',
  request: {
    query: PageQuerySchema.extend({
      player: z.string().max(64).optional().openapi({ description: 'A player id; the caller when absent.' }),
      status: GameStatusSchema.optional(),
      ruleset: RulesetIdSchema.optional(),
    }),
  },
  responses: { 200: { description: 'A page of games', content: { 'application/json': { schema: pageOf(GameSummarySchema, 'GameSummaryPage') } } }, ...problems(400, 401) },
});

const turns = createRoute({
  method: 'get',
  path: '/players/me/turns',
  tags: ['Players'],
  summary: 'Games waiting for the caller to move',
  description: 'The asynchronous player\'s inbox: every active game in which it is the caller\'s turn.',
  security: bearerSecurity,
  request: { query: PageQuerySchema },
  responses: { 200: { description: 'A page of games', content: { 'application/json': { schema: pageOf(GameSchema, 'GamePage') } } }, ...problems(400, 401) },
});

const leaderboard = createRoute({
  method: 'get',
  path: '/leaderboards/{rulesetId}',
  tags: ['Leaderboards'],
  summary: 'Best finished sheets of a ruleset',
  description: 'Highest grand total first; on equal totals the earlier finish first. Resigned seats are not listed.',
  request: { params: z.object({ rulesetId: z.string().max(64).openapi({ param: { name: 'rulesetId', in: 'path' }, example: 'jamb' }) }), query: PageQuerySchema },
  responses: { 200: { description: 'A page of sheets', content: { 'application/json': { schema: pageOf(LeaderboardEntrySchema, 'LeaderboardPage') } } }, ...problems(400, 404) },
});

const page = <T>(p: { items: readonly T[]; nextCursor: string | null }) => json({ items: p.items, nextCursor: p.nextCursor });

export function listRoutes(app: App, service: Service): void {
  app.openapi(games, async (c) => {
    const { player, status, ruleset, limit, cursor } = c.req.valid('query');
    const who = player ?? (c.req.header('authorization') ? (await caller(c, service)).id : undefined);
    if (!who) throw new ApiError('VALIDATION_FAILED', 'name a player with ?player=<id>, or send a bearer token to list your own games', { field: 'player' });
    return c.json(page(await service.lists.games({ player: who, status, ruleset }, pageOptions(limit, cursor))), 200);
  });

  app.openapi(turns, async (c) => {
    const player = await caller(c, service);
    const { limit, cursor } = c.req.valid('query');
    return c.json(page(await service.lists.turns(player.id, pageOptions(limit, cursor))), 200);
  });

  app.openapi(leaderboard, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    return c.json(page(await service.lists.leaderboard(c.req.valid('param').rulesetId, pageOptions(limit, cursor))), 200);
  });
}
