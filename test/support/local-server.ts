import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export const projectRoot = join(import.meta.dirname, '..', '..');

/**
 * Starts what `npm start` runs (src/entry/local.ts) as a process of its own, on a free port
 * unless `env` names one, and resolves once it prints its address: the moment it serves, read
 * from its output as it comes, not polled for. Rejects with its output if it exits first.
 */
export async function startLocalServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/entry/local.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', TABLE_NAME: '', DYNAMODB_ENDPOINT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const address = /Yamb API on (http:\/\/localhost:\d+)/.exec(output);
      if (address) resolve(address[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving:\n${output}`)));
  });
  return { child, origin, output: () => output };
}

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
    const started = await startLocalServer({ DATA_DIR: dataDir, ...env });
    server = started.child;
    ctx.origin = started.origin;
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

export interface RestartableServer {
  /** The data folder every start of the server shares. */
  readonly dataDir: string;
  /** Starts the server on `port` over the data folder and resolves once it serves. */
  start(port: number): Promise<ChildProcess>;
}

/**
 * What `npm start` runs, to be killed and started again on the same data folder (a crash
 * test): every process it started is killed with SIGKILL and the folder removed after the
 * calling test file.
 */
export function useRestartableServer(name: string, env: Record<string, string> = {}): RestartableServer {
  const dataDir = mkdtempSync(join(tmpdir(), `yamb-${name}-`));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    async start(port) {
      const { child } = await startLocalServer({ PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0', ...env });
      children.push(child);
      return child;
    },
  };
}
