import type { RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { validator } from 'hono/validator';
import { GameEventSchema, LAST_EVENT_ID_MAX_LENGTH } from '../../contract/index.js';
import type { App } from '../env.js';
import { validationHook } from '../env.js';
import { HEADERS, IdParam, PLAYER, PUBLIC, operationRoute } from '../openapi.js';

/*
 * The event streams' routes as the documentation declares them, with their zod schemas. The
 * routes are served by events.ts, which reads the plain cases itself and leaves the rest to the
 * validators made here from the same schemas (`EVENT_VALIDATORS`): a function that serves the
 * streams alone loads this module, and zod, only when a request needs them.
 */

const LastEventId = z.object({
  'last-event-id': z.string().max(LAST_EVENT_ID_MAX_LENGTH).optional().meta({ description: 'The id of the last event received: the stream replays every event after it.', example: 'h4n8c2x6v0b3m5q7.9.1' }),
});
const AfterQuery = z.object({ after: z.coerce.number().int().min(0).optional().meta({ description: 'Replay only the events of versions after this one.', example: 12 }) });
const stream = (description: string) => ({
  description,
  headers: { 'X-Request-Id': HEADERS['X-Request-Id'] },
  content: { 'text/event-stream': { schema: GameEventSchema.meta({ description: 'Each `data:` line holds one event envelope as JSON.' }) } },
});

const gameEvents = operationRoute({
  method: 'get',
  path: '/games/{gameId}/events',
  operationId: 'streamGameEvents',
  tags: ['Events'],
  summary: "A game's events, live (server-sent events)",
  description: 'Every event of the game after `Last-Event-ID` (or after version `after`; from the start without either), then each new one as it happens. Reconnect with the last id you received.',
  security: PUBLIC,
  request: {
    params: IdParam('gameId', 'A game id'),
    headers: LastEventId,
    query: AfterQuery,
  },
  responses: { 200: stream('The event stream') },
});

const myEvents = operationRoute({
  method: 'get',
  path: '/players/me/events',
  operationId: 'streamMyEvents',
  tags: ['Events'],
  summary: "The caller's events, live (server-sent events)",
  description: 'The events of every game the caller is seated in, as they happen. With `Last-Event-ID`: first that game\'s later events and the other open and active games\' events since it.',
  security: PLAYER,
  request: { headers: LastEventId },
  responses: { 200: stream('The event stream') },
});

const tournamentEvents = operationRoute({
  method: 'get',
  path: '/tournaments/{tournamentId}/events',
  operationId: 'streamTournamentEvents',
  tags: ['Events'],
  summary: "A tournament's events, live (server-sent events)",
  description: "Every event of the tournament (`tournament.started`, every player's `tournament.roundStarted`, `tournament.finished`) after `Last-Event-ID` (from the start without it), then each new one as it happens.",
  security: PUBLIC,
  request: { params: IdParam('tournamentId', 'A tournament id'), headers: LastEventId },
  responses: { 200: stream('The event stream') },
});

/** Each stream route as documented, without its guards (events.ts runs them). */
export function documentEventRoutes(app: App): void {
  for (const { middleware: _guards, ...route } of [gameEvents, tournamentEvents, myEvents] as RouteConfig[]) app.openAPIRegistry.registerPath(route);
}

/**
 * The validator the router makes of a declared schema (OpenAPIHono's, with validationHook):
 * the same input, the same refusal. The schemas' keys are lower case, as `header` reads them.
 */
const validate = <T extends 'header' | 'query'>(target: T, schema: z.ZodObject) =>
  validator(target, async (value, c) => {
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : validationHook({ ...result, target }, c);
  });

/** The declared inputs of the stream routes (every stream route reads the same two, or one of them), and their validators. */
export const EVENT_INPUTS = { header: LastEventId, query: AfterQuery };
export const EVENT_VALIDATORS = { header: validate('header', LastEventId), query: validate('query', AfterQuery) };
