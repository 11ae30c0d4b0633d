import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../support/api-server.js';

/*
 * Runs every snippet of the client guide's "The same with GraphQL" section, as written and in
 * order, against a freshly started server. Only the documented placeholders are filled in:
 * `<id>` is the game the snippets created, `<code>` its invitation code, a `# as <Name>` comment sends that player's token
 * (from its registration above), a `variables: {...}` comment gives the variables, and the
 * curl snippet gets $API, $ANA and $GAME as the curl walk-through defines them.
 */
const root = join(import.meta.dirname, '..', '..');
const api = useApiServer();

interface Snippet {
  readonly lang: 'graphql' | 'sh';
  readonly text: string;
}

function section(): Snippet[] {
  const guide = readFileSync(join(root, 'docs', 'client-guide.md'), 'utf8');
  const body = /^## The same with GraphQL\n([\s\S]*?)^## /m.exec(guide)?.[1];
  if (!body) throw new Error('the client guide has no "The same with GraphQL" section');
  return [...body.matchAll(/```(graphql|sh)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1] as Snippet['lang'], text: m[2]! }));
}

/** Each operation of a snippet, with the comments between it and the next one. */
function operations(snippet: string): { source: string; notes: string }[] {
  const ops = parse(snippet).definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.loc ? [d.loc] : []));
  return ops.map((loc, i) => ({ source: snippet.slice(loc.start, loc.end), notes: snippet.slice(loc.start, ops[i + 1]?.start ?? snippet.length) }));
}

// Answers are checked field by field below; their shape is the schema's, not this file's.
type Json = Record<string, any>;

describe('the client guide\'s GraphQL snippets', () => {
  it('run as written, in order, with no errors', async () => {
    const snippets = section();
    expect(snippets.filter((s) => s.lang === 'graphql').length).toBeGreaterThanOrEqual(4);
    const tokens = new Map<string, string>();
    let gameId = '';
    let code = '';
    const results: { source: string; data: Json }[] = [];

    for (const snippet of snippets) {
      if (snippet.lang === 'sh') continue;
      for (const { source, notes } of operations(snippet.text)) {
        const actor = /# as (\w+)/.exec(notes)?.[1];
        const token = actor === undefined ? undefined : tokens.get(actor);
        if (actor !== undefined) expect(token, `${actor} acts before registering: ${source}`).toBeDefined();
        const variables = JSON.parse((/#.*\bvariables: (\{.*\})/.exec(notes)?.[1] ?? '{}').replaceAll('<id>', gameId)) as Json;
        const res = await fetch(`${api.origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify({ query: source.replaceAll('<id>', gameId).replaceAll('<code>', code), variables }),
        });
        const json = (await res.json()) as { data?: Json; errors?: unknown };
        expect(json.errors, source).toBeUndefined();
        expect(res.status, source).toBe(200);
        const data = json.data!;
        if (data.registerPlayer) tokens.set(/registerPlayer\(name: "(\w+)"\)/.exec(source)![1]!, data.registerPlayer.token);
        if (data.createGame) {
          gameId = data.createGame.id;
          code = data.createGame.invitation?.code ?? '';
        }
        results.push({ source, data });
      }
    }

    // What the section says happens: Ana and Ben register, Ana creates, Ben joins, Ana rolls and scores, Ben is to move.
    const find = (field: string) => results.find((r) => field in r.data)?.data[field];
    expect([...tokens.keys()]).toEqual(['Ana', 'Ben']);
    expect(find('createGame')).toMatchObject({ status: 'open' });
    expect(find('joinGame')).toMatchObject({ status: 'active', turn: { player: { name: 'Ana' } } });
    expect(find('roll')).toMatchObject({ version: 3, turn: { rollsLeft: 2, canRoll: true } });
    expect(find('roll').turn.dice).toHaveLength(5);
    expect(find('score')).toMatchObject({ version: 4, turn: { player: { name: 'Ben' } } });
    expect(find('myTurns').edges.map((e: Json) => e.node.id)).toEqual([gameId]);
    const game = find('game');
    expect(game.moves.map((m: Json) => `${m.version} ${m.type}`)).toEqual(['1 create', '2 join', '3 roll', '4 score']);
    expect(game.seats.map((s: Json) => s.player.name)).toEqual(['Ana', 'Ben']);

    // The curl snippet, with the variables of the curl walk-through.
    const curl = snippets.filter((s) => s.lang === 'sh');
    expect(curl).toHaveLength(1);
    const env = { ...process.env, API: api.origin, ANA: tokens.get('Ana')!, GAME: gameId };
    // Asynchronously: the server answering curl runs in this process.
    const run = await promisify(execFile)('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', curl[0]!.text], { env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const answer = JSON.parse(run.stdout) as { data?: Json; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ game: { version: 4, turn: { player: { name: 'Ben' } } } });
  });
});
