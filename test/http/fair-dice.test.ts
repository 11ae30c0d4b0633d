import { type ServerType, serve } from '@hono/node-server';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleSpecifiers } from '../support/imports.js';
import { verifyGame } from '../../scripts/verify-game.js';
import type { RulesetId } from '../../src/engine/index.js';
import { RULESET_IDS } from '../../src/engine/index.js';
import { createApp } from '../../src/app/index.js';
import { createService } from '../../src/service/index.js';
import { chooseAction, prng } from '../support/play.js';
import { untilFinished } from '../support/events.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Verifiable dice end to end (API.md "Verifiable dice"): finished games of every ruleset,
 * played over HTTP against a real local server, are checked by the independent verifier
 * (scripts/verify-game.ts); tampered answers (a die, a score, the seed, the commitment, the
 * client seeds, the scheme) make it fail; the commitment never changes and is the SHA-256 of
 * the revealed seed; and no response or log line holds a seed before its game ends.
 */

const ctx = useEmbeddedStore();
const logLines: string[] = [];
/** Every response with the ids of the games it could concern (all of them: it is scanned for every seed). */
const responses: { what: string; text: string }[] = [];
let origin = '';
let server: ServerType | undefined;

beforeAll(async () => {
  const log = (entry: object) => void logLines.push(JSON.stringify(entry));
  const service = createService({ store: ctx.store, rateLimit: null, log });
  const app = createApp({ service, logger: log });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: any; text: string }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  responses.push({ what: `${method} ${path} ${res.status}`, text: `${[...res.headers].join('\n')}\n${text}` });
  return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : null, text };
}

const register = async (name: string) => ((await call('POST', '/v1/players', undefined, { name })).json as { token: string; player: { id: string } }).token;

interface Played {
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly seats: number;
  readonly options: { v0?: boolean; resign?: boolean };
  readonly commitment: string;
  readonly clientSeeds: string[];
  /** Every commitment a view of the game showed while it ran, and its dice once finished. */
  readonly commitments: Set<string>;
  readonly finalDice: unknown;
  /** What the proof was while the game ran, over REST (the code) and GraphQL (the game's dice and proof). */
  readonly earlyProofs: { readonly code: string; readonly graphql: unknown }[];
}

/**
 * Plays one game to its end over REST with seeded choices, noting every commitment its
 * answers show and asking for its proof now and then before the end.
 */
async function play(ruleset: RulesetId, seats: number, seed: number, options: { v0?: boolean; resign?: boolean } = {}): Promise<Played> {
  const random = prng(seed);
  const tokens = await Promise.all(Array.from({ length: seats }, (_, i) => register(`P${seed}-${i}`)));
  // A game created before client seeds has none; the others have one but the second seat's.
  const clientSeeds = tokens.map((_, i) => (i === 1 || options.v0 ? '' : `seed-${seed}/${i}~!`));
  const created = await call('POST', '/v1/games', tokens[0], { ruleset, seats, ...(clientSeeds[0] && { clientSeed: clientSeeds[0] }) });
  if (created.status !== 201) throw new Error(`create: ${created.text}`);
  const id: string = created.json.id;
  const commitment: string = created.json.dice.commitment;
  const commitments = new Set<string>([commitment]);
  const earlyProofs: Played['earlyProofs'][number][] = [];
  if (options.v0) {
    // A game created before client seeds: its item has no scheme mark, so it keeps hmac-sha256-v0.
    await ctx.db.client.send(new UpdateCommand({ TableName: ctx.db.tableName, Key: { pk: `G#${id}`, sk: 'G' }, UpdateExpression: 'REMOVE ds' }));
  }
  let view = created.json;
  for (let i = 1; i < seats; i++) {
    view = (await call('POST', `/v1/games/${id}/join`, tokens[i], { invitation: created.json.invitation.code, ...(clientSeeds[i] && { clientSeed: clientSeeds[i] }) })).json;
  }
  let acted = 0;
  while (view.status === 'active') {
    commitments.add(view.dice.commitment);
    if (acted % 40 === 7) {
      const code = (await call('GET', `/v1/games/${id}/proof`)).json.code as string;
      const gql = await call('POST', '/graphql', undefined, { query: `{ game(id: "${id}") { dice { commitment } proof { serverSeed } } }` });
      earlyProofs.push({ code, graphql: gql.json.data.game });
    }
    const seat: number = view.turn.seat;
    const action = options.resign && acted === 9 ? { type: 'resign' } : chooseAction(view.turn, random);
    const res = await call('POST', `/v1/games/${id}/actions`, tokens[seat], action);
    if (res.status !== 200) throw new Error(`action ${acted}: ${res.text}`);
    view = res.json;
    acted++;
  }
  if (view.status !== 'finished') throw new Error(`game ${id} ended ${view.status}`);
  return { id, ruleset, seats, options, commitment, clientSeeds, commitments, finalDice: view.dice, earlyProofs };
}

/** Short games of the long rulesets (a resignation ends a two-seat game early), whole ones of the short rulesets. */
const PLAN: readonly [RulesetId, number, { v0?: boolean; resign?: boolean }][] = [
  ...RULESET_IDS.map((r): [RulesetId, number, { resign?: boolean }] => [r, 2, { resign: true }]),
  ['yams-5', 1, {}],
  ['yams-6', 1, {}],
  ['yams-5', 3, {}],
  ['yams-6', 2, { v0: true }],
];

/** The finished games every test below reads: those of PLAN, then one of bots only per ruleset, played in the background. */
const games: Played[] = [];
/** Response count when each game finished: the responses before it may not hold its seed. */
const finishedAt = new Map<string, number>();

beforeAll(async () => {
  for (const [i, [ruleset, seats, options]] of PLAN.entries()) {
    const game = await play(ruleset, seats, 1600 + i, options);
    games.push(game);
    finishedAt.set(game.id, responses.length);
  }
  for (const ruleset of RULESET_IDS) {
    const token = await register(`Host ${ruleset}`);
    const created = await call('POST', '/v1/games', token, { ruleset, seats: 3, clientSeed: `bots-${ruleset}`, bots: [{ level: 'random' }, { level: 'greedy' }, { level: 'strong' }] });
    if (created.status !== 201) throw new Error(`bots create: ${created.text}`);
    // Played to its end in the background: its stream says when.
    await untilFinished(origin, created.json.id);
    const commitment: string = created.json.dice.commitment;
    games.push({ id: created.json.id, ruleset, seats: 3, options: {}, commitment, clientSeeds: ['', '', ''], commitments: new Set([commitment]), finalDice: created.json.dice, earlyProofs: [] });
    finishedAt.set(created.json.id, responses.length);
  }
}, 600_000);

/** The revealed seed of a finished game, asked for now. */
const seedOf = async (game: Played) => Buffer.from((await call('GET', `/v1/games/${game.id}/proof`)).json.serverSeed as string, 'hex');

describe('finished games of every ruleset', () => {
  it.each(PLAN.map((p, i) => [...p, i] as const))('%s with %i seats %j: the same commitment throughout, no proof before the end', (ruleset, seats, options, i) => {
    const game = games[i]!;
    expect([game.ruleset, game.seats, game.options]).toEqual([ruleset, seats, options]);
    expect(game.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect([...game.commitments]).toEqual([game.commitment]);
    expect(game.finalDice).toEqual({ scheme: options.v0 ? 'hmac-sha256-v0' : 'hmac-sha256-v1', commitment: game.commitment });
    expect(game.earlyProofs.length).toBeGreaterThan(0);
    for (const early of game.earlyProofs) expect(early).toEqual({ code: 'GAME_NOT_FINISHED', graphql: { dice: { commitment: game.commitment }, proof: null } });
  });

  it.each(RULESET_IDS)('%s played to the end by bots in the background', async (ruleset) => {
    const game = games.find((g) => g.ruleset === ruleset && g.seats === 3 && g.earlyProofs.length === 0)!;
    const view = (await call('GET', `/v1/games/${game.id}`)).json;
    expect(view.status).toBe('finished');
    expect(view.seats.map((s: { bot: string | null }) => s.bot)).toEqual(['random', 'greedy', 'strong']);
  });

  it('reveal a seed whose SHA-256 is the commitment, with the client seeds each seat sent', async () => {
    for (const game of games) {
      const proof = (await call('GET', `/v1/games/${game.id}/proof`)).json;
      expect(createHash('sha256').update(Buffer.from(proof.serverSeed, 'hex')).digest('hex')).toBe(game.commitment);
      expect(proof.commitment).toBe(game.commitment);
      expect(proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(proof.clientSeeds).toEqual(game.clientSeeds);
      const gql = await call('POST', '/graphql', undefined, { query: `{ game(id: "${game.id}") { proof { scheme serverSeed commitment clientSeeds } } }` });
      expect(gql.json.data.game.proof).toEqual(proof);
    }
  });

  it('are verified by the independent verifier, which recomputes every die, kept die, box and total', async () => {
    for (const game of games) {
      const verdict = await verifyGame(`${origin}/v1/games/${game.id}`, game.commitment);
      expect(verdict.ok, `${game.ruleset} ${game.id}\n${verdict.lines.join('\n')}`).toBe(true);
      expect(verdict.lines.join('\n')).toMatch(/[1-9][0-9]* rolls with [1-9][0-9]* dice drawn from the seed/);
    }
  });
});

describe('no seed before the end', () => {
  it('appears in any response before its game finished, in hex or base64', async () => {
    expect(responses.length).toBeGreaterThan(500);
    for (const game of games) {
      const seed = await seedOf(game);
      const forms = [seed.toString('hex'), seed.toString('base64'), seed.toString('base64url').slice(0, 40)];
      for (const r of responses.slice(0, finishedAt.get(game.id))) for (const form of forms) expect(r.text.includes(form), r.what).toBe(false);
    }
  });

  it('appears in any log line, ever', async () => {
    const seeds = await Promise.all(games.map(async (game) => (await seedOf(game)).toString('hex')));
    expect(logLines.length).toBeGreaterThan(500);
    expect(new Set(seeds).size).toBe(games.length);
    for (const line of logLines) for (const seed of seeds) expect(line.includes(seed)).toBe(false);
  });
});

describe('the verifier refuses tampered answers', () => {
  let proxy: Server;
  let proxyOrigin = '';
  /** How the proxy changes the answer to a path (the game, its proof or its moves); unchanged when absent. */
  let tamper: (path: string, body: any) => void = () => {};

  beforeAll(async () => {
    proxy = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      const upstream = await fetch(`${origin}${req.url}`);
      const body = await upstream.json();
      tamper(new URL(req.url ?? '/', origin).pathname, body);
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  const flipHex = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
  const CASES: [string, (path: string, body: any) => void, RegExp][] = [
    ['a die of a roll', (p, b) => p.endsWith('/moves') && ((m) => (m.dice[2] = (m.dice[2] % 6) + 1))(b.items.find((m: any) => m.type === 'roll' && m.version > 5)), /the seed gives/],
    // A kept die that changed between two rolls of a turn.
    ['a kept die', (p, b) => p.endsWith('/moves') && ((m) => (m.dice[m.keep[0]] = (m.dice[m.keep[0]] % 6) + 1))(b.items.find((m: any) => m.type === 'roll' && m.keep.length > 0)), /the seed gives/],
    ['a score written', (p, b) => p.endsWith('/moves') && ((m) => (m.score += 1))(b.items.find((m: any) => m.type === 'score')), /make/],
    ['a total shown', (p, b) => /\/games\/[0-9a-z]+$/.test(p) && (b.seats[0].total += 5), /total/],
    ['the seed', (p, b) => p.endsWith('/proof') && (b.serverSeed = flipHex(b.serverSeed)), /SHA-256 of the revealed seed/],
    ['the seed and the proof\'s commitment with it', (p, b) => {
      if (!p.endsWith('/proof')) return;
      b.serverSeed = flipHex(b.serverSeed);
      b.commitment = createHash('sha256').update(Buffer.from(b.serverSeed, 'hex')).digest('hex');
    }, /the game shows the commitment/],
    ['a client seed', (p, b) => p.endsWith('/proof') && (b.clientSeeds[0] = `${b.clientSeeds[0]}x`), /the seed gives/],
    ['the scheme', (p, b) => p.endsWith('/proof') && (b.scheme = 'hmac-sha256-v0'), /v0 has no client seeds|the seed gives/],
  ];

  it.each(CASES)('%s', async (_what, change, reason) => {
    const game = games.find((g) => g.ruleset === 'jamb' && g.clientSeeds.length === 2)!;
    tamper = () => {};
    expect((await verifyGame(`${proxyOrigin}/v1/games/${game.id}`)).ok).toBe(true);
    tamper = change;
    const verdict = await verifyGame(`${proxyOrigin}/v1/games/${game.id}`);
    tamper = () => {};
    expect(verdict.ok, verdict.lines.join('\n')).toBe(false);
    expect(verdict.lines.filter((l) => l.startsWith('FAIL')).join('\n')).toMatch(reason);
  });

  it('a commitment other than the one noted at the start, however consistent the rest', async () => {
    const game = games[0]!;
    const verdict = await verifyGame(`${origin}/v1/games/${game.id}`, flipHex(game.commitment));
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toMatch(/the commitment you noted/);
  });

  it('from the command line: exit 0 and VERIFIED, exit 1 and NOT VERIFIED', async () => {
    const run = promisify(execFile);
    const script = fileURLToPath(new URL('../../scripts/verify-game.ts', import.meta.url));
    const game = games.find((g) => g.ruleset === 'yams-5')!;
    const good = await run(process.execPath, ['--import', 'tsx', script, `${origin}/v1/games/${game.id}`]);
    expect(good.stdout).toMatch(/VERIFIED: every die follows from the committed seed/);
    tamper = CASES[0]![1];
    const bad = await run(process.execPath, ['--import', 'tsx', script, `${proxyOrigin}/v1/games/${game.id}`]).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    tamper = () => {};
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/NOT VERIFIED/);
  });
});

describe('the verifier', () => {
  it('imports nothing from the server: only Node built-ins', () => {
    const source = readFileSync(new URL('../../scripts/verify-game.ts', import.meta.url), 'utf8');
    const imports = moduleSpecifiers(source);
    expect(imports.length).toBeGreaterThan(0);
    for (const from of imports) expect(from).toMatch(/^node:/);
  });
});
