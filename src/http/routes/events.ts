import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { EventView } from '../../contract/index.js';
import { GameEventSchema, ApiError, OPERATIONS } from '../../contract/index.js';
import { hangUp, unsentBytes } from '../../edge/index.js';
import type { Lease } from '../../service/index.js';
import { positionOfId } from '../../service/index.js';
import type { App, AppEnv } from '../env.js';
import { IdParam, caller, services } from '../env.js';
import { HEADERS, PLAYER, PUBLIC, operationRoute } from '../openapi.js';

/*
 * Event streams (of a game, a tournament, the caller) as server-sent events: each event is `id: <event id>`, `event: <type>`,
 * `data: <envelope>`; a comment line keeps the connection open; `Last-Event-ID` (or
 * `?after=<version>`) replays what a reconnecting client missed. Each stream holds one of its
 * player's and its address's places while it is open (429 RATE_LIMITED when they are all
 * taken), and a reader that falls too far behind is hung up on.
 */

/** A comment line at least this often, so proxies keep an idle stream open. */
export const KEEPALIVE_MS = 15_000;

const LastEventId = z.object({
  'last-event-id': z.string().max(64).optional().meta({ description: 'The id of the last event received: the stream replays every event after it.', example: 'h4n8c2x6v0b3m5q7.9.1' }),
});
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
    query: z.object({ after: z.coerce.number().int().min(0).optional().meta({ description: 'Replay only the events of versions after this one.', example: 12 }) }),
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

type Events = (signal: AbortSignal, onBehind: () => void) => AsyncGenerator<EventView>;

/** Writes `events` to an SSE response with keep-alive comments, until the client leaves or falls behind; then gives `lease` back. */
function sse(c: Context<AppEnv>, events: Events, keepaliveMs: number, lease: Lease, maxBehindBytes: number) {
  return streamSSE(c, async (out) => {
    const done = new AbortController();
    out.onAbort(() => done.abort());
    // A reader too far behind: the stream ends and its connection is cut (it reconnects with Last-Event-ID).
    // Its place is given back at once: its last write may never finish on a socket nobody reads.
    const behind = () => {
      lease.release();
      done.abort();
      out.abort();
      hangUp(c);
    };
    const keepalive = setInterval(() => void out.write(': keep-alive\n\n').catch(() => done.abort()), keepaliveMs);
    try {
      await out.write(': connected\n\n');
      for await (const event of events(done.signal, behind)) {
        if (done.signal.aborted) break;
        await out.writeSSE({ id: event.id, event: event.type, data: JSON.stringify(event) });
        // Its events may pile up below the stream too, in the connection's buffer.
        if (unsentBytes(c) > maxBehindBytes) {
          behind();
          break;
        }
      }
    } finally {
      clearInterval(keepalive);
      done.abort();
      lease.release();
    }
  });
}

export function eventRoutes(app: App, keepaliveMs = KEEPALIVE_MS): void {
  app.openapi(gameEvents, async (c) => {
    const { gameId } = c.req.valid('param');
    await services(c).games.get(gameId); // a 404 before the stream starts
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && positionOfId(eventId)?.gameId !== gameId) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
    const version = c.req.valid('query').after;
    const streams = services(c).streams;
    const lease = streams.lease({ address: c.get('client') });
    return sse(c, (signal, behind) => streams.game(gameId, { ...(eventId && { eventId }), ...(version !== undefined && { version }) }, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });

  app.openapi(tournamentEvents, async (c) => {
    const { tournamentId } = c.req.valid('param');
    await services(c).tournaments.get(tournamentId); // a 404 before the stream starts
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && positionOfId(eventId)?.gameId !== tournamentId) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this tournament', { field: 'Last-Event-ID' });
    const streams = services(c).streams;
    const lease = streams.lease({ address: c.get('client') });
    return sse(c, (signal, behind) => streams.tournament(tournamentId, eventId, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });

  app.openapi(myEvents, async (c) => {
    const player = await caller(c, OPERATIONS.streamMyEvents);
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && !positionOfId(eventId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
    const streams = services(c).streams;
    const lease = streams.lease({ player: player.id, address: c.get('client') });
    return sse(c, (signal, behind) => streams.player(player.id, eventId, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });
}
