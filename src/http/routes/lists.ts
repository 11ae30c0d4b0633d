import { z } from '@hono/zod-openapi';
import { pageOptions } from '../../service/index.js';
import type { App } from '../env.js';
import { caller, json, services } from '../env.js';
import { RulesetParam } from './rulesets.js';
import { PLAYER, PUBLIC, jsonResponse, operationRoute } from '../openapi.js';
import {
  HEAD_CACHE_SECONDS,
  GameSchema,
  GameStatusSchema,
  LeaderboardBoardSchema,
  GameSummarySchema,
  LeaderboardEntrySchema,
  PageQuerySchema,
  RulesetIdSchema,
  pageOf,
  OPERATIONS,
} from '../../contract/index.js';

const games = operationRoute({
  method: 'get',
  path: '/games',
  operationId: 'listGames',
  tags: ['Games'],
  summary: "A player's games, newest first",
  description:
    'Filter by `status` and `ruleset`. `player` defaults to the authenticated caller. A page may hold fewer than `limit` items while `nextCursor` is set: keep following it.',
  request: {
    query: PageQuerySchema.extend({
      player: z.string().max(64).optional().meta({ description: 'A player id; the caller when absent.', example: 'k3v9x2m7q1w8e4r6' }),
      status: GameStatusSchema.optional(),
      ruleset: RulesetIdSchema.optional(),
    }),
  },
  security: [...PUBLIC, ...PLAYER],
  responses: { 200: jsonResponse(pageOf(GameSummarySchema, 'GameSummaryPage'), 'A page of games') },
});

const turns = operationRoute({
  method: 'get',
  path: '/players/me/turns',
  operationId: 'listMyTurns',
  tags: ['Players'],
  summary: 'Games waiting for the caller to move',
  description: "The asynchronous player's inbox: every active game in which it is the caller's turn, the most urgent first (the nearest `turn.deadline`, then the oldest game).",
  security: PLAYER,
  request: { query: PageQuerySchema },
  responses: { 200: jsonResponse(pageOf(GameSchema, 'GamePage'), 'A page of games') },
});

const lobby = operationRoute({
  method: 'get',
  path: '/lobby',
  operationId: 'listLobby',
  tags: ['Games'],
  summary: 'Public games waiting for players',
  description: `Open games created with \`visibility: "public"\` that have a free seat, newest first; join one with \`POST /v1/games/{gameId}/join\`. Filter by \`ruleset\`. The first page may be up to ${HEAD_CACHE_SECONDS.lobby} s old (\`Cache-Control\`).`,
  security: PUBLIC,
  request: { query: PageQuerySchema.extend({ ruleset: RulesetIdSchema.optional() }) },
  responses: { 200: jsonResponse(pageOf(GameSchema, 'GamePage'), 'A page of open games') },
});

const invitations = operationRoute({
  method: 'get',
  path: '/players/me/invitations',
  operationId: 'listMyInvitations',
  tags: ['Players'],
  summary: 'Games the caller is invited to',
  description:
    'Open games the caller holds a pending invitation to, newest first: rematches of games it played (`POST /v1/games/{gameId}/rematch`) and invitations by id (`POST /v1/games/{gameId}/invitations`), until the caller joins or declines (`DELETE /v1/players/me/invitations/{gameId}`) or the game starts or is cancelled. Join one with `POST /v1/games/{gameId}/join`: no code is needed.',
  security: PLAYER,
  request: { query: PageQuerySchema },
  responses: { 200: jsonResponse(pageOf(GameSchema, 'GamePage'), 'A page of open games') },
});

const leaderboard = operationRoute({
  method: 'get',
  path: '/leaderboards/{rulesetId}',
  operationId: 'getLeaderboard',
  tags: ['Leaderboards'],
  summary: 'Best finished sheets of a ruleset',
  description: `Highest grand total first; on equal totals the earlier finish first. Resigned seats are not listed. \`board=players\` (the default) ranks the sheets people played, \`board=bots\` those bots played. The first page may be up to ${HEAD_CACHE_SECONDS.leaderboard} s old (\`Cache-Control\`).`,
  security: PUBLIC,
  request: { params: RulesetParam, query: PageQuerySchema.extend({ board: LeaderboardBoardSchema.optional() }) },
  responses: { 200: jsonResponse(pageOf(LeaderboardEntrySchema, 'LeaderboardPage'), 'A page of sheets') },
});

const page = <T>(p: { items: readonly T[]; nextCursor: string | null }) => json({ items: p.items, nextCursor: p.nextCursor });

/** A list head kept in memory (the first page): clients and shared caches may keep it as long. */
const headCaching = (cursor: string | undefined, seconds: number): Record<string, string> => (cursor === undefined ? { 'cache-control': `public, max-age=${seconds}` } : {});

export function listRoutes(app: App): void {
  app.openapi(games, async (c) => {
    const { player, status, ruleset, limit, cursor } = c.req.valid('query');
    const me = c.req.header('authorization') ? (await caller(c, OPERATIONS.listGames)).id : undefined;
    return c.json(page(await services(c).lists.games({ player, status, ruleset }, pageOptions(limit, cursor), me)), 200);
  });

  app.openapi(turns, async (c) => {
    const player = await caller(c, OPERATIONS.listMyTurns);
    const { limit, cursor } = c.req.valid('query');
    return c.json(page(await services(c).lists.turns(player.id, pageOptions(limit, cursor))), 200);
  });

  app.openapi(lobby, async (c) => {
    const { ruleset, limit, cursor } = c.req.valid('query');
    return c.json(page(await services(c).lists.lobby({ ruleset }, pageOptions(limit, cursor))), 200, headCaching(cursor, HEAD_CACHE_SECONDS.lobby));
  });

  app.openapi(invitations, async (c) => {
    const player = await caller(c, OPERATIONS.listMyInvitations);
    const { limit, cursor } = c.req.valid('query');
    return c.json(page(await services(c).lists.invitations(player.id, pageOptions(limit, cursor))), 200);
  });

  app.openapi(leaderboard, async (c) => {
    const { limit, cursor, board } = c.req.valid('query');
    const entries = await services(c).lists.leaderboard(c.req.valid('param').rulesetId, pageOptions(limit, cursor), board);
    return c.json(page(entries), 200, headCaching(cursor, HEAD_CACHE_SECONDS.leaderboard));
  });
}
