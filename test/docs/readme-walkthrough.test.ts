import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Runs the README's curl walk-through, exactly as written, against the local server that
 * `npm start` runs, started here on a free port with a fresh data folder.
 */
const root = join(import.meta.dirname, '..', '..');
let server: ChildProcess;
let base = '';
const dataDir = mkdtempSync(join(tmpdir(), 'yamb-readme-'));

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/entry/local.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, TABLE_NAME: '', DYNAMODB_ENDPOINT: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Yamb API on (http:\/\/localhost:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
});

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

function walkthrough(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = /<!-- walkthrough:start -->\s*```sh\n([\s\S]*?)```\s*<!-- walkthrough:end -->/.exec(readme);
  if (!section) throw new Error('the README has no walk-through block');
  return section[1]!;
}

describe("the README's curl walk-through", () => {
  it('works as written against npm start', () => {
    const script = walkthrough();
    expect(script).toContain('API=http://localhost:3000');
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script.replace('API=http://localhost:3000', `API=${base}`)], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('active');
    expect(lines).toContain('Ben');
    expect(lines).toContain('304');
    expect(lines).toContain('NOT_YOUR_TURN');
    expect(lines.at(-1)).toBe('1 create, 2 join, 3 roll, 4 roll, 5 score');
  });
});
