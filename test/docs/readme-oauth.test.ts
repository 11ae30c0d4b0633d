import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { markedBlock } from '../client/third-party.js';
import { projectRoot, useLocalServer } from '../support/local-server.js';

/*
 * The README's "Build an app", exactly as written against a fresh `npm start`: the curl
 * walk-through in bash (a personal token, the PKCE flow, a game played with the app's token,
 * refresh and revocation), and the TypeScript sign-in, type-checked strictly and run with the
 * consent page's click done by the test.
 */
const run = promisify(execFile);
const server = useLocalServer();
const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const inRepo = mkdtempSync(join(projectRoot, '.readme-'));
afterAll(() => rmSync(inRepo, { recursive: true, force: true }));

const block = (name: string) => {
  const text = markedBlock(readme, name);
  return text.replaceAll('http://localhost:3000', server.origin);
};

describe('README: Build an app', () => {
  it('curl: a personal token, then the PKCE flow, a game, a refresh and a revocation', async () => {
    const { stdout, stderr } = await run('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', block('readme-oauth-curl')], { cwd: inRepo, encoding: 'utf8' });
    expect(stderr).toBe('');
    expect(stdout.trim().split('\n')).toEqual(["[ 'games:read' ]", 'games:read games:play', 'Ana', '200']);
  });

  it('TypeScript: signIn gets tokens for the scopes asked', async () => {
    const file = join(inRepo, 'sign-in.ts');
    writeFileSync(file, block('readme-oauth-typescript'));
    const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'es2022', '--module', 'nodenext', '--types', 'node', file], { cwd: projectRoot, encoding: 'utf8' });
    const { signIn } = (await import(file)) as { signIn: (baseUrl: string, redirectUri: string, open: (url: string) => Promise<string>) => Promise<{ accessToken: string; scopes: string[] }> };

    const registered = (await (await fetch(`${server.origin}/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ben' }) })).json()) as { token: string };
    // The person's "Authorize" on the consent page: the call it makes, and the address it sends the browser to.
    const approve = async (url: string) => {
      const res = await fetch(`${server.origin}/v1/oauth/authorize`, { method: 'POST', headers: { authorization: `Bearer ${registered.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...Object.fromEntries(new URL(url).searchParams), decision: 'approve' }) });
      return ((await res.json()) as { redirectTo: string }).redirectTo;
    };
    const tokens = await signIn(server.origin, 'http://127.0.0.1:8765/cb', approve);
    expect(tokens.scopes).toEqual(['games:read', 'games:play']);
    const turns = await fetch(`${server.origin}/v1/players/me/turns`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(turns.status).toBe(200);
  });
});
