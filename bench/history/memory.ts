import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The local server's resident memory as games are played through it: `npm start`'s server
 * (the embedded store on disk, its game cache, its local feed), its heap capped at 160 MB,
 * sent two-seat games of random bots over HTTP one after another (each played to its end by
 * the background player before the next); its resident set size read
 * from /proc after every `every` games.
 */

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Game {
  readonly id: string;
  readonly status: string;
}

/** Waits for the background player to finish a game of bots only, so one game runs at a time (a player may run five). */
async function finished(base: string, headers: Record<string, string>, game: Game): Promise<void> {
  for (let current = game; current.status !== 'finished'; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await fetch(`${base}/v1/games/${current.id}`, { headers });
    if (res.status !== 200) throw new Error(`reading a game of bots: ${res.status} ${await res.text()}`);
    current = (await res.json()) as Game;
  }
}

export interface MemorySample {
  readonly games: number;
  readonly rssMb: number;
}

/** Plays `games` games through a fresh local server; its RSS at the start and after every `every` games. */
export async function localServerMemory(games: number, every: number): Promise<MemorySample[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yamb-history-'));
  const port = await freePort();
  const entry = fileURLToPath(new URL('../../src/entry/local.ts', import.meta.url));
  const server = spawn(process.execPath, ['--max-old-space-size=160', '--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/v1`).then((r) => r.ok, () => false)) break;
      if (i > 300) throw new Error('the local server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const registered = (await (await fetch(`${base}/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Memory"}' })).json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${registered.token}` };
    const body = JSON.stringify({ ruleset: 'yams-5', seats: 2, bots: [{ level: 'random' }, { level: 'random' }] });
    const samples: MemorySample[] = [{ games: 0, rssMb: rss(server.pid!) }];
    for (let n = 1; n <= games; n++) {
      const res = await fetch(`${base}/v1/games`, { method: 'POST', headers, body });
      if (res.status !== 201) throw new Error(`creating a game of bots: ${res.status} ${await res.text()}`);
      await finished(base, headers, (await res.json()) as Game);
      if (n % every === 0) samples.push({ games: n, rssMb: rss(server.pid!) });
    }
    return samples;
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
