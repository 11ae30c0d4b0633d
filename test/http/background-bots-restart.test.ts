import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { GameEventView } from '../../src/contract/index.js';
import { replay } from '../../src/engine/index.js';
import type { GameView, MoveView } from '../../src/service/index.js';
import { parsedEvents, untilFinished } from '../support/events.js';
import { freePort } from '../support/free-port.js';
import { useRestartableServer } from '../support/local-server.js';
import { replayedView, toEvent } from '../support/moves.js';
import { openStream } from '../support/sse.js';

/*
 * Fault model: the process dies in the middle of games played in the background. The local
 * server (`npm start`, a real process with its store on disk) plays three games of four strong
 * bots (each turn a write to the store on disk, slow on a loaded machine: the games are kept
 * small); it is killed with SIGKILL while they are under way, and started again on the same
 * data. The new process finds the games whose turn is a bot's (the store's index, not a
 * scan) and plays them on from their last write: every game finishes with a gap-free move
 * log that replays to it, and what was written before the crash is the start of it.
 */

const restartable = useRestartableServer('bots-restart');
const startServer = (port: number) => restartable.start(port);

describe('games of bots only across a crash of the local server', () => {
  it('go on from their last write after a restart, and finish with gap-free logs', async ({ onTestFailed }) => {
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
      return { status: res.status, json: (await res.json()) as any };
    };
    let server = await startServer(port);
    const ana = (await call('POST', '/v1/players', undefined, { name: 'Ana' })).json.token as string;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call('POST', '/v1/games', ana, { ruleset: 'jamb', seats: 4, bots: Array.from({ length: 4 }, () => ({ level: 'strong' })) });
      expect(created.status).toBe(201);
      ids.push(created.json.id);
    }

    // A failure (a timeout above all) says where each game stood, as the server last had it.
    onTestFailed(async () => {
      for (const id of ids) console.error(`[bots-restart] game ${id}:`, await call('GET', `/v1/games/${id}`).then((r) => `${r.json.status} at version ${r.json.version}`, String));
    });

    // Follow the first game until it is well under way, then kill the server mid-game.
    const { stream } = await openStream(`${api}/v1/games/${ids[0]}/events`);
    const before: GameEventView[] = [];
    while ((before.at(-1)?.data.version ?? 0) < 120) before.push(...(parsedEvents(await stream!.next(1)) as GameEventView[]));
    server.kill('SIGKILL');
    await once(server, 'exit');
    stream!.close();

    server = await startServer(port);
    const finished = await Promise.all(ids.map((id) => untilFinished(api, id)));
    for (const [i, id] of ids.entries()) {
      const view = (await call('GET', `/v1/games/${id}`)).json as GameView;
      const moves = (await call('GET', `/v1/games/${id}/moves`)).json.items as MoveView[];
      expect(view.status).toBe('finished');
      expect(moves.map((m) => m.version)).toEqual(Array.from({ length: view.version }, (_, v) => v + 1));
      expect(replay(moves.map(toEvent)).ok).toBe(true);
      expect(replayedView(view, moves)).toEqual(view);
      // 4 seats of 52 turns, each a score.
      expect(moves.filter((m) => m.type === 'score')).toHaveLength(4 * 52);
      expect(finished[i]!.at(-1)).toMatchObject({ type: 'game.finished', data: { version: view.version } });
    }
    // What the first game had written before the crash is the start of its whole history.
    const whole = finished[0]!;
    expect(whole.slice(0, before.length)).toEqual(before);
    server.kill('SIGTERM');
    await once(server, 'exit');
  }, 600_000);
});
