import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export const projectRoot = join(import.meta.dirname, '..', '..');

export interface LocalServer {
  /** http://localhost:<port>, filled in `beforeAll`. */
  readonly origin: string;
}

/**
 * What `npm start` runs (src/entry/local.ts, with its embedded store, webhooks, streams and
 * limits as a newcomer gets them), started for the calling test file on a free port with a
 * fresh data folder, and stopped after it.
 */
export function useLocalServer(env: Record<string, string> = {}): LocalServer {
  const ctx = { origin: '' };
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'yamb-local-'));
  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/entry/local.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, TABLE_NAME: '', DYNAMODB_ENDPOINT: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    ctx.origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Yamb API on (http:\/\/localhost:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      server!.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
    });
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
