import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, useLocalServer } from '../support/local-server.js';

/*
 * Runs the client guide's two-player curl walk-through, exactly as written, against the local
 * server that `npm start` runs, started here on a free port with a fresh data folder.
 */
const server = useLocalServer();

function walkthrough(): string {
  const guide = readFileSync(join(projectRoot, 'docs', 'client-guide.md'), 'utf8');
  const section = /<!-- walkthrough:start -->\s*```sh\n([\s\S]*?)```\s*<!-- walkthrough:end -->/.exec(guide);
  if (!section) throw new Error('the client guide has no walk-through block');
  return section[1]!;
}

describe("the client guide's curl walk-through", () => {
  it('works as written against npm start', () => {
    const script = walkthrough();
    expect(script).toContain('API=http://localhost:3000');
    const run = spawnSync('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', script.replace('API=http://localhost:3000', `API=${server.origin}`)], { encoding: 'utf8' });
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
