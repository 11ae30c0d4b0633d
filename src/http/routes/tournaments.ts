import { CreateTournamentBodySchema, OPERATIONS, PageQuerySchema, TournamentSchema, TournamentStatusSchema, TournamentSummarySchema, pageOf } from '../../contract/index.js';
import { pageOptions } from '../../service/index.js';
import type { App } from '../env.js';
import { caller, json, services } from '../env.js';
import { IdParam, PLAYER, PUBLIC, jsonResponse, operationRoute } from '../openapi.js';

/* Correspondence tournaments over REST: create one, join and leave it before it starts, read and list them. */

const TournamentParam = IdParam('tournamentId', 'A tournament id');

const create = operationRoute({
  method: 'post',
  path: '/tournaments',
  operationId: 'createTournament',
  tags: ['Tournaments'],
  summary: 'Create a tournament',
  description:
    'A Swiss tournament of games at tables of `tableSize`, starting at `startsAt`. The creator does not play unless it joins. Round 1 seats the players by rating; each later round starts when every game of the one before has finished, grouping players by points.',
  security: PLAYER,
  request: {
    body: {
      content: {
        'application/json': {
          schema: CreateTournamentBodySchema,
          example: { name: 'Sunday jamb', ruleset: 'jamb', tableSize: 3, rounds: 3, turnSeconds: 86_400, startsAt: '2030-01-06T18:00:00Z', maxPlayers: 16, rated: true },
        },
      },
      required: true,
    },
  },
  responses: { 201: jsonResponse(TournamentSchema, 'The new tournament', 'Location') },
});

const get = operationRoute({
  method: 'get',
  path: '/tournaments/{tournamentId}',
  operationId: 'getTournament',
  tags: ['Tournaments'],
  summary: 'A tournament',
  description: 'With its players, standings (rank, points, games, byes, tiebreak: the sum of grand totals) and rounds (each table: its game and players, and its results once played).',
  security: PUBLIC,
  request: { params: TournamentParam },
  responses: { 200: jsonResponse(TournamentSchema, 'The tournament') },
});

const list = operationRoute({
  method: 'get',
  path: '/tournaments',
  operationId: 'listTournaments',
  tags: ['Tournaments'],
  summary: 'Tournaments of a status',
  description: 'Upcoming (the default) and running tournaments soonest start first, finished ones latest first.',
  security: PUBLIC,
  request: { query: PageQuerySchema.extend({ status: TournamentStatusSchema.optional() }) },
  responses: { 200: jsonResponse(pageOf(TournamentSummarySchema, 'TournamentPage'), 'A page of tournaments') },
});

const membership = (operationId: 'joinTournament' | 'leaveTournament', path: string, summary: string, description: string) =>
  operationRoute({
    method: 'post',
    path,
    operationId,
    tags: ['Tournaments'],
    summary,
    description,
    security: PLAYER,
    request: { params: TournamentParam },
    responses: { 200: jsonResponse(TournamentSchema, 'The tournament') },
  });

const join = membership(
  'joinTournament',
  '/tournaments/{tournamentId}/join',
  'Join a tournament',
  'Before it starts; joining again changes nothing. `409 TOURNAMENT_CLOSED` once it is full, has started or has finished.',
);
const leave = membership('leaveTournament', '/tournaments/{tournamentId}/leave', 'Leave a tournament', 'Before it starts; leaving one you are not in changes nothing. `409 TOURNAMENT_CLOSED` once it has started.');

const page = <T>(p: { items: readonly T[]; nextCursor: string | null }) => json({ items: p.items, nextCursor: p.nextCursor });

export function tournamentRoutes(app: App): void {
  app.openapi(create, async (c) => {
    const player = await caller(c, OPERATIONS.createTournament);
    const tournament = await services(c).tournaments.create(player, c.req.valid('json'));
    c.header('location', `/v1/tournaments/${tournament.id}`);
    return c.json(json(tournament), 201);
  });
  app.openapi(get, async (c) => c.json(json(await services(c).tournaments.get(c.req.valid('param').tournamentId)), 200));
  app.openapi(list, async (c) => {
    const { status, limit, cursor } = c.req.valid('query');
    return c.json(page(await services(c).tournaments.list(status, pageOptions(limit, cursor))), 200);
  });
  app.openapi(join, async (c) => c.json(json(await services(c).tournaments.join(await caller(c, OPERATIONS.joinTournament), c.req.valid('param').tournamentId)), 200));
  app.openapi(leave, async (c) => c.json(json(await services(c).tournaments.leave(await caller(c, OPERATIONS.leaveTournament), c.req.valid('param').tournamentId)), 200));
}
