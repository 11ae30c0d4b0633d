import { expect } from 'vitest';
import type { EventView, GameEventView } from '../../src/contract/events.js';
import { loggedEvents } from '../../src/service/log.js';
import type { Store } from '../../src/store/dynamo-store.js';
import type { SentEvent } from './sse.js';
import { sseReader } from './sse.js';

/** Every event a game's log makes, as the API derives them. */
export async function expectedEvents(store: Store, gameId: string): Promise<EventView[]> {
  const game = await store.getGame(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return (await loggedEvents(store, game)).flatMap((v) => v.events);
}

/** The events of a stream, each checked to carry its id and type in the SSE fields too. */
export const parsedEvents = (events: SentEvent[]) =>
  events.map((e) => {
    const body = JSON.parse(e.data) as EventView;
    expect(e.id).toBe(body.id);
    expect(e.event).toBe(body.type);
    return body;
  });

/**
 * Reads a game's event stream until its `game.finished` (a game played in the background: a
 * game of bots only); resolves with the events read. `origin` is a server's (a real socket),
 * or a function that answers a path (an app's `request`). No sleeping and no polling: the
 * server pushes each write's events.
 */
export async function untilFinished(origin: string | ((path: string, init: RequestInit) => Response | Promise<Response>), gameId: string): Promise<GameEventView[]> {
  const path = `/v1/games/${gameId}/events`;
  const abort = new AbortController();
  const init = { headers: { accept: 'text/event-stream' }, signal: abort.signal };
  const response = typeof origin === 'string' ? await fetch(`${origin}${path}`, init) : await origin(path, init);
  if (!response.ok) throw new Error(`the stream of ${gameId} answered ${response.status}: ${await response.text()}`);
  const stream = sseReader(response, abort);
  const events: GameEventView[] = [];
  try {
    while (events.at(-1)?.type !== 'game.finished') events.push(...(parsedEvents(await stream.next(1)) as GameEventView[]));
  } finally {
    stream.close();
  }
  return events;
}
