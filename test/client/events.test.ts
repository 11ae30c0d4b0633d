import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamError, type GameEvent, type ReconnectInfo, gameEvents, playerEvents } from 'yamb-client';
import { type CuttingProxy, startCuttingProxy } from '../support/cutting-proxy.js';
import { useLocalServer } from '../support/local-server.js';

/*
 * yamb-client's event-stream reader against the server `npm start` runs, through a proxy
 * that cuts connections and refuses some: the fault model is a stream broken at any point (a
 * network, a load balancer, a deployed stream's five minutes) and a server that answers 503
 * for a while. After every break the reader resumes with Last-Event-ID: the events it yields
 * are the game's events, each once, in order.
 */
const server = useLocalServer({ RATE_LIMIT_PER_SECOND: '0' });
let proxy: CuttingProxy;
beforeAll(async () => void (proxy = await startCuttingProxy(server.origin)));
afterAll(() => proxy?.close());

type Json = Record<string, any>;

async function post(path: string, token: string | undefined, body: unknown): Promise<Json> {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** A solo yams-5 game and its player's token. */
async function soloGame(name: string) {
  const { token } = await post('/v1/players', undefined, { name });
  const game = await post('/v1/games', token, { ruleset: 'yams-5', seats: 1 });
  /** Plays `turns` turns (roll once, score the first box); resolves with the game. */
  const play = async (turns: number) => {
    let view: Json = game;
    for (let i = 0; i < turns && view.status === 'active'; i++) {
      const rolled = await post(`/v1/games/${game.id}/actions`, token, { type: 'roll' });
      const box = rolled.turn.available[0];
      view = await post(`/v1/games/${game.id}/actions`, token, { type: 'score', column: box.column, category: box.category });
    }
    return view;
  };
  return { token: token as string, id: game.id as string, play };
}

/** Collects a stream's events until `until` says stop; resolves with them. */
async function collect(stream: AsyncGenerator<GameEvent>, until: (event: GameEvent, all: GameEvent[]) => boolean | Promise<boolean>) {
  const events: GameEvent[] = [];
  for await (const event of stream) {
    events.push(event);
    if (await until(event, events)) break;
  }
  return events;
}

/** Every event of a finished game, read straight from the server. */
const allEvents = (gameId: string) => collect(gameEvents(server.origin, gameId), (event) => event.type === 'game.finished');

/** An event's place in its game: version, then its number within the version. */
const position = (event: GameEvent) => {
  const [version, n] = event.id.split('.').slice(1).map(Number);
  return version! * 1000 + n!;
};

describe('yamb-client event streams', () => {
  it('resume after every cut connection with Last-Event-ID: each event once, in order', async () => {
    const game = await soloGame('Cut');
    const reconnects: ReconnectInfo[] = [];
    let cuts = 0;
    const received = await collect(gameEvents(proxy.origin, game.id, { retryMs: 20, onReconnect: (info) => reconnects.push(info) }), async (event) => {
      // After each score of the first four turns: cut the stream, and play the next turn while it is down.
      if (event.type === 'move.scored' && cuts < 4) {
        cuts += 1;
        proxy.cut();
        await game.play(cuts === 4 ? 13 : 1);
      }
      if (event.type === 'turn.started' && event.data.turn === 1) await game.play(1);
      return event.type === 'game.finished';
    });
    const expected = await allEvents(game.id);
    expect(received.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(received).toEqual(expected);
    expect(reconnects.length).toBeGreaterThanOrEqual(4);
    // Each reconnect asked for what followed the last event yielded before it.
    const resumed = proxy.requests.filter((head) => head.includes(`/v1/games/${game.id}/events`)).map((head) => /last-event-id: (.*)/.exec(head)?.[1]);
    expect(resumed[0]).toBeUndefined();
    expect(resumed.slice(1).every((id) => id !== undefined && expected.some((e) => e.id === id))).toBe(true);
    expect(reconnects.map((r) => r.lastEventId)).toEqual(expect.arrayContaining(resumed.slice(1)));
    const positions = received.map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('start after a saved lastEventId, and wait out 503s', async () => {
    const game = await soloGame('Saved');
    await game.play(13);
    const expected = await allEvents(game.id);
    const saved = expected[5]!.id;
    proxy.refuse(2);
    const reconnects: ReconnectInfo[] = [];
    const received = await collect(gameEvents(proxy.origin, game.id, { lastEventId: saved, retryMs: 20, onReconnect: (info) => reconnects.push(info) }), (event) => event.type === 'game.finished');
    expect(received).toEqual(expected.slice(6));
    // Both refusals were waited out, counted as failures in a row (a pooled connection the
    // proxy closed may fail first: that is a failure too).
    expect(reconnects.filter((r) => r.reason === '503')).toHaveLength(2);
    expect(reconnects.map((r) => r.failures)).toEqual(reconnects.map((_, i) => i + 1));
  });

  it('give up after maxFailures failed attempts in a row', async () => {
    const game = await soloGame('Down');
    proxy.refuse(5);
    const stream = gameEvents(proxy.origin, game.id, { retryMs: 5, maxFailures: 2 });
    await expect(collect(stream, () => false)).rejects.toThrow('the event stream failed 3 times in a row (last: 503)');
    proxy.refuse(0);
  });

  it("read the caller's own stream with its token, and stop when its signal aborts", async () => {
    const game = await soloGame('Mine');
    const abort = new AbortController();
    // From the game's creation on: what followed it is replayed, then the turn played here arrives live.
    const lastEventId = `${game.id}.1.0`;
    const received = await collect(playerEvents(proxy.origin, { token: game.token, lastEventId, signal: abort.signal }), async (event, all) => {
      if (all.length === 1) await game.play(1);
      if (event.type === 'turn.started' && event.data.turn === 2) abort.abort();
      return false;
    });
    expect(received.every((e) => 'gameId' in e.data && e.data.gameId === game.id)).toBe(true);
    expect(received.map((e) => e.type)).toEqual(expect.arrayContaining(['turn.started']));
    expect(received.at(-1)).toMatchObject({ type: 'turn.started', data: { turn: 2 } });
  });

  it('end with an EventStreamError and its code when the server refuses for good', async () => {
    const unknown = collect(gameEvents(server.origin, 'h4n8c2x6v0b3m5q7'), () => false);
    await expect(unknown).rejects.toMatchObject({ name: 'EventStreamError', status: 404, code: 'NOT_FOUND' });
    const anonymous = collect(playerEvents(server.origin, {}), () => false);
    await expect(anonymous).rejects.toBeInstanceOf(EventStreamError);
    await expect(collect(playerEvents(server.origin, { token: 'yamb_nobody_x' }), () => false)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
