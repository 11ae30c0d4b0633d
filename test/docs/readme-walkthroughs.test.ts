import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { markedBlock } from '../client/third-party.js';
import { projectRoot, useLocalServer } from '../support/local-server.js';

/*
 * The README's five-minute walk-throughs, exactly as written, each from a fresh `npm start`
 * to a finished game: the curl one in bash, the GraphQL one as a Node.js script, the
 * TypeScript one in this repository (where the workspace links yamb-client), type-checked
 * and run with tsx as `npx tsx play.ts` runs it. Only the server's address is changed.
 */
const run = promisify(execFile);
const server = useLocalServer();
const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const cwd = mkdtempSync(join(tmpdir(), 'yamb-readme-'));
// In the repository, as a reader's play.ts would be: an ES module by the root package.json,
// resolving yamb-client through the workspace (ignored by git, should a run leave it).
const inRepo = mkdtempSync(join(projectRoot, '.readme-'));
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
  rmSync(inRepo, { recursive: true, force: true });
});

const block = (name: string) => {
  const text = markedBlock(readme, name);
  expect(text).toContain('http://localhost:3000');
  return text.replaceAll('http://localhost:3000', server.origin);
};

const YAMS_5 = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'threeOfAKind', 'square', 'fullHouse', 'smallStraight', 'largeStraight', 'chance', 'yams'];

type Json = Record<string, any>;

/** Each `<category>: <n>` line, in order; the game filled every box of yams-5 once. */
function scoredLines(stdout: string): { categories: string[]; scores: number[]; rest: string[] } {
  const lines = stdout.trim().split('\n');
  const scored = lines.slice(0, 13).map((line) => /^(\w+): (\w+)$/.exec(line));
  expect(scored.every(Boolean), stdout).toBe(true);
  expect([...scored.map((m) => m![1]!)].sort()).toEqual([...YAMS_5].sort());
  return { categories: scored.map((m) => m![1]!), scores: scored.map((m) => Number(m![2])), rest: lines.slice(13) };
}

/** The grand total is the boxes' sum plus the upper bonus (35 at 63 in yams-5) when earned. */
function expectTotal(total: number, scores: readonly number[]): void {
  const sum = scores.reduce((a, b) => a + b, 0);
  const upper = scores.slice(0, 6).reduce((a, b) => a + b, 0);
  expect(total).toBe(sum + (upper >= 63 ? 35 : 0));
}

describe("the README's walk-throughs, from a fresh server to a finished game", () => {
  it('curl', async () => {
    const { stdout, stderr } = await run('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', block('readme-curl')], { cwd, encoding: 'utf8' });
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(14);
    // One line a turn: the box written and the game's status after it.
    expect(lines.slice(0, 12).every((line) => line.endsWith(': active'))).toBe(true);
    expect(lines[12]).toMatch(/: finished$/);
    expect(lines.slice(0, 13).map((line) => line.split(':')[0]).sort()).toEqual([...YAMS_5].sort());
    const [, total] = /^1\. Ana: (\d+)$/.exec(lines[13]!) ?? [];
    expect(total, lines[13]).toBeDefined();
    // The sheet it saved is the finished game's, with that total on it.
    const svg = readFileSync(join(cwd, 'sheet.svg'), 'utf8');
    expect(svg).toMatch(/^<\?xml[^]*<svg[^]*<\/svg>\s*$/);
    expect(svg).toContain('data-kind="game"');
    expect(svg).toContain(`>${total}<`);
  });

  it('GraphQL', async () => {
    const file = join(cwd, 'play.mjs');
    writeFileSync(file, block('readme-graphql'));
    const { stdout, stderr } = await run(process.execPath, [file], { cwd, encoding: 'utf8' });
    expect(stderr).toBe('');
    const { scores, rest } = scoredLines(stdout);
    expect(rest).toHaveLength(1);
    const finished = JSON.parse(rest[0]!) as Json;
    expect(finished).toMatchObject({ status: 'finished', seats: [{ player: { name: 'Ana' }, place: 1 }] });
    expectTotal(finished.seats[0].total, scores);
    // Its sheet is served where sheetUrl says.
    const sheet = await fetch(`${server.origin}${finished.sheetUrl}`);
    expect(sheet.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('the typed client', async () => {
    const file = join(inRepo, 'play.ts');
    writeFileSync(file, block('readme-typescript'));
    // The snippet type-checks against the package's published types, strictly.
    const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'es2022', '--module', 'nodenext', '--types', 'node', file], { cwd: projectRoot, encoding: 'utf8' });
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file], { cwd: projectRoot, encoding: 'utf8' });
    expect(stderr).toBe('');
    const { scores, rest } = scoredLines(stdout);
    const [, total] = /^finished: Ana (\d+) points, place 1$/.exec(rest.join('\n')) ?? [];
    expect(total, stdout).toBeDefined();
    expectTotal(Number(total), scores);
  });
});
