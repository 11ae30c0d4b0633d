import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../support/local-server.js';
import { sseReader } from '../support/sse.js';

/*
 * The local server (`npm start`, a real process) plays the timeout of a turn whose deadline
 * passed by itself, with nobody calling it: MIN_TURN_SECONDS=1 lets a game have one-second
 * turns, and the game's event stream shows the timeout and the next turn as they happen.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'yamb-deadlines-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local server with turn deadlines', () => {
  it('times out a turn nobody plays, and the next one after it', async () => {
    const server = await startLocalServer({ PORT: '0', DATA_DIR: dataDir, MIN_TURN_SECONDS: '1', RATE_LIMIT_PER_SECOND: '0' });
    child = server.child;
    const origin = server.origin;
    const post = async (path: string, body: unknown, token?: string) =>
      (await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) })).json() as Promise<Record<string, any>>;

    const { token } = await post('/v1/players', { name: 'Sleepy' });
    const game = await post('/v1/games', { ruleset: 'yams-5', seats: 1, turnSeconds: 1 }, token);
    expect(game.turn.deadline).not.toBeNull();
    const abort = new AbortController();
    const stream = sseReader(await fetch(`${origin}/v1/games/${game.id}/events`, { headers: { accept: 'text/event-stream' }, signal: abort.signal }), abort);
    // created, game.started, turn.started; then two timeouts, each followed by the next turn.
    const events = (await stream.next(7)).map((e) => JSON.parse(e.data) as { type: string; data: Record<string, any> });
    abort.abort();
    expect(events.map((e) => e.type)).toEqual(['game.created', 'game.started', 'turn.started', 'turn.timedOut', 'turn.started', 'turn.timedOut', 'turn.started']);
    const [first, second] = events.filter((e) => e.type === 'turn.timedOut');
    expect([first!.data.turn, second!.data.turn]).toEqual([1, 2]);
    expect(first!.data.rolled).toHaveLength(5);
    const view = (await (await fetch(`${origin}/v1/games/${game.id}`)).json()) as Record<string, any>;
    expect(view.seats[0].sheet.flatMap((c: { boxes: { score: number | null }[] }) => c.boxes).filter((b: { score: number | null }) => b.score !== null).length).toBeGreaterThanOrEqual(2);
  });
});
