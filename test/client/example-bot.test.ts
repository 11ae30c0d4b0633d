import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createYambClient } from 'yamb-client';
import { playSolo } from '../../examples/play-solo.js';
import { useApiServer } from '../support/api-server.js';

/*
 * The example bot plays whole solo games through the typed client against a freshly started
 * server (the real app over the embedded store, on a loopback port), and what it reports is
 * what the API then serves.
 */
const root = join(import.meta.dirname, '..', '..');
const api = useApiServer({ rateLimit: null });

async function served(gameId: string) {
  const { data, response } = await createYambClient({ baseUrl: api.origin }).GET('/v1/games/{gameId}', { params: { path: { gameId } } });
  expect(response.status).toBe(200);
  return data!;
}

async function movesOf(gameId: string) {
  const { data } = await createYambClient({ baseUrl: api.origin }).GET('/v1/games/{gameId}/moves', { params: { path: { gameId } } });
  // Every entry is a move (the document's Move type also admits null, as a game's lastMove may be).
  expect(data!.items.every((m) => m !== null)).toBe(true);
  return data!.items.filter((m) => m !== null);
}

describe('examples/play-solo.ts', () => {
  it.each(['yams-5', 'yams-6', 'jamb', 'yamb-classic'] as const)('plays a %s game to the end; its total is the one the API serves', async (ruleset) => {
    const result = await playSolo({ baseUrl: api.origin, ruleset });
    expect(result.game.status).toBe('finished');
    const game = await served(result.gameId);
    expect(game.status).toBe('finished');
    expect(game.ruleset).toBe(ruleset);
    expect(game.version).toBe(result.game.version);
    expect(game.seats[0]!.player?.id).toBe(result.playerId);
    expect(result.total).toBe(game.seats[0]!.total);
    // The log holds exactly the bot's actions.
    const moves = await movesOf(result.gameId);
    expect(moves.map((m) => m.version)).toEqual(moves.map((_, i) => i + 1));
    expect(moves).toHaveLength(result.actions + 1);
    // Each score in the log is the one on the sheet, and every box got one.
    const scored = new Map(moves.filter((m) => m.type === 'score').map((m) => [`${m.column} ${m.category}`, m.score]));
    const boxes = game.seats[0]!.sheet.flatMap((column) => column.boxes.map((box) => [`${column.column} ${box.category}`, box.score] as const));
    expect(new Map(boxes)).toEqual(scored);
  });

  it('runs as a script: npx tsx examples/play-solo.ts <origin> <ruleset>', async () => {
    // Asynchronously: the server answering the script runs in this process.
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/play-solo.ts', api.origin, 'yams-5'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    const match = /^game (\w+) \(yams-5\) finished after (\d+) actions: total (\d+)$/.exec(last);
    expect(match, run.stdout).not.toBeNull();
    const game = await served(match![1]!);
    expect(game.status).toBe('finished');
    expect(Number(match![3])).toBe(game.seats[0]!.total);
    expect(Number(match![2]) + 1).toBe(game.version);
  });
});
