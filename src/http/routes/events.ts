import type { Context, Hono, MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { EventView } from '../../contract/index.js';
import { ApiError, LAST_EVENT_ID_MAX_LENGTH, OPERATIONS } from '../../contract/index.js';
import { hangUp, unsentBytes } from '../../edge/index.js';
import type { Lease } from '../../service/index.js';
import { positionOfId } from '../../service/index.js';
import type { AppEnv } from '../env.js';
import { caller, operationGuard, services } from '../env.js';

/*
 * Event streams (of a game, a tournament, the caller) as server-sent events: each event is `id: <event id>`, `event: <type>`,
 * `data: <envelope>`; a comment line keeps the connection open; `Last-Event-ID` (or
 * `?after=<version>`) replays what a reconnecting client missed. Each stream holds one of its
 * player's and its address's places while it is open (429 RATE_LIMITED when they are all
 * taken), and a reader that falls too far behind is hung up on.
 *
 * These routes load no zod: the streams function serves them alone (app/streams.ts). Their
 * declarations, for the documentation and for every request their own checks do not settle,
 * are event-docs.ts.
 */

/** A comment line at least this often, so proxies keep an idle stream open. */
export const KEEPALIVE_MS = 15_000;

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

/** The declarations and their validators, loaded when a request first needs them. */
const declared = () => import('./event-docs.js');
type Declared = Awaited<ReturnType<typeof declared>>;

/**
 * Validates a request's `target` without zod when `plain` can tell (every stream a client
 * opens in practice); anything else goes to the validator the declaration makes, so a refusal
 * is the documented schema's, word for word, and an odd value it accepts reads as it reads it.
 */
function checked<T extends 'query' | 'header', V extends object>(target: T, plain: (c: Context<AppEnv>) => V | undefined, declaredValidator: (declared: Declared) => MiddlewareHandler): MiddlewareHandler<AppEnv, string, { out: Record<T, V> }> {
  return async (c, next) => {
    const value = plain(c);
    if (value === undefined) return declaredValidator(await declared())(c, next);
    c.req.addValidatedData(target, value);
    await next();
  };
}

/** `Last-Event-ID`, when absent or not too long. */
const lastEventId = checked(
  'header',
  (c): { 'last-event-id'?: string } | undefined => {
    const id = c.req.header('last-event-id');
    return id === undefined ? {} : id.length <= LAST_EVENT_ID_MAX_LENGTH ? { 'last-event-id': id } : undefined;
  },
  (declared) => declared.EVENT_VALIDATORS.header,
);

/** `?after=<version>`, when absent or one plain decimal number. */
const afterVersion = checked(
  'query',
  (c): { after?: number } | undefined => {
    const after = c.req.queries('after');
    if (after === undefined) return {};
    return after.length === 1 && /^(?:0|[1-9]\d{0,14})$/.test(after[0]!) ? { after: Number(after[0]) } : undefined;
  },
  (declared) => declared.EVENT_VALIDATORS.query,
);

/** The three streams on `app` (REST's /v1, or the streams function's). */
export function eventRoutes(app: Hono<AppEnv>, keepaliveMs = KEEPALIVE_MS): void {
  app.get('/games/:gameId/events', operationGuard('streamGameEvents'), afterVersion, lastEventId, async (c) => {
    const gameId = c.req.param('gameId');
    await services(c).games.get(gameId); // a 404 before the stream starts
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && positionOfId(eventId)?.gameId !== gameId) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
    const version = c.req.valid('query').after;
    const streams = services(c).streams;
    const lease = streams.lease({ address: c.get('client') });
    return sse(c, (signal, behind) => streams.game(gameId, { ...(eventId && { eventId }), ...(version !== undefined && { version }) }, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });

  app.get('/tournaments/:tournamentId/events', operationGuard('streamTournamentEvents'), lastEventId, async (c) => {
    const tournamentId = c.req.param('tournamentId');
    await services(c).tournaments.get(tournamentId); // a 404 before the stream starts
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && positionOfId(eventId)?.gameId !== tournamentId) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this tournament', { field: 'Last-Event-ID' });
    const streams = services(c).streams;
    const lease = streams.lease({ address: c.get('client') });
    return sse(c, (signal, behind) => streams.tournament(tournamentId, eventId, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });

  app.get('/players/me/events', operationGuard('streamMyEvents'), lastEventId, async (c) => {
    const player = await caller(c, OPERATIONS.streamMyEvents);
    const eventId = c.req.valid('header')['last-event-id'];
    if (eventId && !positionOfId(eventId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
    const streams = services(c).streams;
    const lease = streams.lease({ player: player.id, address: c.get('client') });
    return sse(c, (signal, behind) => streams.player(player.id, eventId, signal, behind), keepaliveMs, lease, streams.maxBehindBytes) as never;
  });
}
