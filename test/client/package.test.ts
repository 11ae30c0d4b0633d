import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { projectRoot, useLocalServer } from '../support/local-server.js';
import { installOffline, markedBlock, pack, packInstalled, run } from './third-party.js';

/*
 * yamb-client as a third party gets it: `npm pack ./client` (what the client README says),
 * the tarball installed into an empty project without the network, the README's snippets
 * compiled there by tsc against the installed types only (once as a Node project, once as a
 * browser project for the quick start), and run against the API `npm start` serves.
 */
const server = useLocalServer();
const work = mkdtempSync(join(tmpdir(), 'yamb-client-pack-'));
const project = join(work, 'app');
const clientReadme = readFileSync(join(projectRoot, 'client', 'README.md'), 'utf8');
const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let packed: Awaited<ReturnType<typeof pack>>;

/** A snippet of the client README, aimed at the test's server, as a file of the project. */
function snippet(name: string, file: string): void {
  const source = markedBlock(clientReadme, name).replaceAll('http://localhost:3000', server.origin);
  writeFileSync(join(project, 'src', file), source);
}

const compilerOptions = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: false };

beforeAll(async () => {
  const deps = join(project, 'deps');
  mkdirSync(deps, { recursive: true });
  packed = await pack('./client', deps, projectRoot, true);
  const direct = ['standardwebhooks', '@types/node'];
  const packedDeps = await packInstalled(['eventsource-parser', 'openapi-fetch', ...direct], join(projectRoot, 'client'), deps, projectRoot);
  await installOffline(project, packed.filename, packedDeps, direct);
  mkdirSync(join(project, 'src'));
  snippet('quick-start', 'quick-start.ts');
  snippet('retries', 'retries.ts');
  snippet('events', 'events.ts');
  snippet('webhooks', 'webhooks.ts');
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, lib: ['ES2022'], types: ['node'], outDir: 'out' }, include: ['src'] }));
  // A browser app: DOM types and no Node types; it compiles what needs no Node module.
  writeFileSync(join(project, 'tsconfig.browser.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, lib: ['ES2022', 'DOM'], types: [], noEmit: true }, files: ['src/quick-start.ts'] }));
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const node = (file: string, args: string[] = []) => run(process.execPath, [join(project, 'out', file), ...args], { cwd: project, encoding: 'utf8' });

describe('the packed yamb-client', () => {
  it('holds JavaScript, type declarations, the README and the license, and no sources', () => {
    const files = packed.files.map((f) => f.path).sort();
    for (const entry of ['index', 'events', 'retry', 'webhooks', 'openapi']) expect(files).toEqual(expect.arrayContaining([`dist/${entry}.js`, `dist/${entry}.d.ts`]));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'yamb-client', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'yamb-client', version: '0.1.0', type: 'module', license: 'MIT' });
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual(['eventsource-parser', 'openapi-fetch']);
    // Installed as a copy (not a link to the workspace), with its dependencies beside it.
    expect(existsSync(join(project, 'node_modules', 'yamb-client', 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(project, 'node_modules', 'openapi-fetch', 'package.json'))).toBe(true);
  });

  it("compiles the README's snippets against the installed types, for Node and for a browser", async () => {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    await run(process.execPath, [tsc, '-p', 'tsconfig.browser.json'], { cwd: project, encoding: 'utf8' });
    expect(readdirSync(join(project, 'out')).sort()).toEqual(['events.js', 'quick-start.js', 'retries.js', 'webhooks.js']);
  });

  it('plays a whole game with the quick start, then replays its events', async () => {
    const { stdout } = await node('quick-start.js');
    const [, gameId, total] = /^game (\w+) finished: total (\d+)$/.exec(stdout.trim()) ?? [];
    expect(gameId, stdout).toBeDefined();
    const game = (await (await fetch(`${server.origin}/v1/games/${gameId}`)).json()) as { status: string; seats: { total: number }[] };
    expect(game.status).toBe('finished');
    expect(game.seats[0]!.total).toBe(Number(total));

    const events = (await node('events.js', [gameId!])).stdout.trim().split('\n').map((line) => line.split(' '));
    expect(events[0]).toEqual([`${gameId}.1.0`, 'game.created']);
    expect(events.at(-1)![1]).toBe('game.finished');
    // 13 turns of a roll and a score, each version's events in order, none twice.
    expect(events.filter(([, type]) => type === 'move.scored')).toHaveLength(13);
    const ids = events.map(([id]) => id!.split('.').slice(1).map(Number));
    for (let i = 1; i < ids.length; i++) expect(ids[i]![0]! * 100 + ids[i]![1]!).toBeGreaterThan(ids[i - 1]![0]! * 100 + ids[i - 1]![1]!);
  });

  it('acts with If-Match and an Idempotency-Key', async () => {
    expect((await node('retries.js')).stdout.trim()).toMatch(/^version 2: dice [1-6]( [1-6]){4}$/);
  });

  it('verifies a real webhook delivery and refuses a forged one', async () => {
    const post = (path: string, token: string, body?: unknown) =>
      fetch(`${server.origin}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    const { token } = (await (await fetch(`${server.origin}/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Hook"}' })).json()) as { token: string };
    const port = await freePort();
    const registered = (await (await post('/v1/webhooks', token, { url: `http://127.0.0.1:${port}/yamb` })).json()) as { webhook: { id: string }; secret: string };
    const receiver = spawn(process.execPath, [join(project, 'out', 'webhooks.js')], { cwd: project, env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: registered.secret } });
    let out = '';
    receiver.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    try {
      // A forged delivery: refused (and, answered, it shows the receiver is listening).
      const forged = { 'webhook-id': 'x.1.0', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,Zm9yZ2Vk' };
      let status = 0;
      for (let tries = 0; status === 0 && tries < 100; tries++) {
        status = await fetch(`http://127.0.0.1:${port}/yamb`, { method: 'POST', headers: forged, body: '{"type":"webhook.test"}' }).then((r) => r.status, () => new Promise<number>((resolve) => setTimeout(() => resolve(0), 100)));
      }
      expect(status).toBe(400);
      const attempt = (await (await post(`/v1/webhooks/${registered.webhook.id}/test`, token)).json()) as { eventId: string; status: number; error: string | null };
      expect(attempt).toMatchObject({ status: 204, error: null });
      expect(out).toContain('refused');
      expect(out).toContain(`verified webhook.test ${attempt.eventId}`);
    } finally {
      receiver.kill();
    }
  });
});
