import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';

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

/** How much of each process's output a failed test shows: its end, where a stall or a crash is. */
const OUTPUT_SHOWN = 20_000;

/**
 * What `npm start` runs, to be killed and started again on the same data folder (a crash
 * test): every process it started is killed with SIGKILL and the folder removed after the
 * calling test file. A test that fails (a timeout included) shows the end of each process's
 * output, so that a failure seen once in a full run says where it stood.
 */
export function useRestartableServer(name: string, env: Record<string, string> = {}): RestartableServer {
  const dataDir = mkdtempSync(join(tmpdir(), `yamb-${name}-`));
  const started: { child: ChildProcess; output: () => string }[] = [];
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      for (const [i, { output }] of started.entries()) console.error(`[${name}] output of server process ${i + 1} of ${started.length}, its last ${OUTPUT_SHOWN} characters:\n${output().slice(-OUTPUT_SHOWN)}`);
    }),
  );
  afterAll(() => {
    for (const { child } of started) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    async start(port) {
      const server = await startLocalServer({ PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0', ...env });
      started.push(server);
      return server.child;
    },
  };
}
