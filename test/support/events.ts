import { expect } from 'vitest';
import type { EventView } from '../../src/contract/events.js';
import { loggedEvents } from '../../src/service/log.js';
import type { Store } from '../../src/store/dynamo-store.js';
import type { SentEvent } from './sse.js';

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
