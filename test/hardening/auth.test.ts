import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { type Logger, silentLogger } from '../../src/log.js';
import type { GameView } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { parseToken } from '../../src/service/secrets.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import type { FaultyClient } from '../support/faults.js';
import { faultyStore, is } from '../support/faults.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { RequestSpec, Sent } from './support.js';
import { expectGraphQLCodes, expectProblem, headersFor, rawPartition, reportFigures, send } from './support.js';

/*
 * Tokens and who may act. A whole session (registrations, play, refusals, a store timeout, a
 * bug) runs through one app with its logger captured: no token or secret may appear in a log
 * line or in any response but the registration that issued it, every log line carries its
 * request id, and only the seated player to move can change a game.
 */

const ctx = useEmbeddedStore();
let app: App;
let faults: FaultyClient;
const logLines: string[] = [];
const logEntries: Record<string, unknown>[] = [];
/** Every response of the session after the registrations, with what was sent. */
const responses: { spec: RequestSpec; res: Sent }[] = [];

interface Player {
  readonly id: string;
  readonly token: string;
  readonly name: string;
}
let ana: Player;
let ben: Player;
let cyd: Player;
let gameId: string;

beforeAll(async () => {
  const faulty = faultyStore(ctx.db);
  faults = faulty.faults;
  const service = createService({ store: faulty.store, random: seededRandom('hardening-auth'), log: silentLogger });
  const logger: Logger = (entry) => {
    logEntries.push(entry);
    logLines.push(JSON.stringify(entry));
  };
  app = createApp({ service, logger });

  const registered = await send(app, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name: 'Ana' } });
  ana = { id: registered.json.player.id, token: registered.json.token, name: 'Ana' };
  const viaGraphQL = await send(app, {
    method: 'POST',
    path: '/graphql',
    headers: headersFor(undefined),
    body: { query: 'mutation { registerPlayer(name: "Ben") { token player { id } } }' },
  });
  ben = { id: viaGraphQL.json.data.registerPlayer.player.id, token: viaGraphQL.json.data.registerPlayer.token, name: 'Ben' };
  const third = await send(app, { method: 'POST', path: '/v1/players', headers: headersFor(undefined), body: { name: 'Cyd' } });
  cyd = { id: third.json.player.id, token: third.json.token, name: 'Cyd' };
  // Each registration shows its own token once, and no other.
  expect(registered.text).not.toContain(ben.token);
  expect(viaGraphQL.text).not.toContain(ana.token);
});

/** A request of the session: recorded for the final scan. */
async function call(spec: RequestSpec): Promise<Sent> {
  const res = await send(app, spec);
  responses.push({ spec, res });
  return res;
}

const rest = (method: string, path: string, token?: string, body?: unknown, extra: Record<string, string> = {}) =>
  call({ method, path, headers: headersFor(token, extra), ...(body !== undefined && { body }) });
const gql = (query: string, token?: string, variables: Record<string, unknown> = {}) =>
  call({ method: 'POST', path: '/graphql', headers: headersFor(token), body: { query, variables } });

const secretOf = (token: string) => parseToken(token)!.secret;
const forge = (playerId: string, secret: string) => `yamb_${playerId}_${secret}`;

describe('who may act', () => {
  it('sets up a two-seat game: Ana creates, Ben joins, Cyd stays outside', async () => {
    const created = await rest('POST', '/v1/games', ana.token, { ruleset: 'jamb', seats: 2 });
    expect(created.status).toBe(201);
    gameId = created.json.id;
    expect((await rest('POST', `/v1/games/${gameId}/join`, ben.token, { invitation: created.json.invitation.code })).status).toBe(200);
    expect((await rest('POST', `/v1/games/${gameId}/actions`, ana.token, { type: 'roll' })).status).toBe(200);
  });

  it('an outsider cannot act, roll, score or resign in a game it does not sit in', async () => {
    for (const body of [{ type: 'roll' }, { type: 'score', column: 'free', category: 'max' }, { type: 'announce', category: 'poker' }, { type: 'resign' }]) {
      const res = await rest('POST', `/v1/games/${gameId}/actions`, cyd.token, body);
      expect(expectProblem(res)).toBe('FORBIDDEN');
    }
    const viaGraphQL = await gql('mutation($id: ID!) { resign(gameId: $id) { version } }', cyd.token, { id: gameId });
    expect(expectGraphQLCodes(viaGraphQL.json)).toEqual(['FORBIDDEN']);
  });

  it('a seated player cannot join twice, and a full game takes nobody else', async () => {
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/join`, ben.token))).toBe('ALREADY_SEATED');
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/join`, ana.token))).toBe('ALREADY_SEATED');
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/join`, cyd.token))).toBe('GAME_FULL');
    const viaGraphQL = await gql('mutation($id: ID!) { joinGame(gameId: $id) { version } }', ben.token, { id: gameId });
    expect(expectGraphQLCodes(viaGraphQL.json)).toEqual(['ALREADY_SEATED']);
  });

  it('nobody can resign or move for someone else: there is no field to name them, and extra fields are refused', async () => {
    const before = (await rest('GET', `/v1/games/${gameId}`)).json as GameView;
    for (const body of [
      { type: 'resign', player: ana.id },
      { type: 'resign', seat: 0 },
      { type: 'roll', keep: [], playerId: ana.id },
      `{"type":"resign","__proto__":{"player":"${ana.id}"}}`,
      `{"type":"resign","constructor":{"prototype":{"player":"${ana.id}"}}}`,
    ]) {
      expect(expectProblem(await rest('POST', `/v1/games/${gameId}/actions`, ben.token, body))).toBe('VALIDATION_FAILED');
    }
    // Ben to roll for Ana, whose turn it is: refused.
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/actions`, ben.token, { type: 'roll', keep: [0] }))).toBe('NOT_YOUR_TURN');
    const after = (await rest('GET', `/v1/games/${gameId}`)).json as GameView;
    expect(after.version).toBe(before.version);
  });

  it('a resignation resigns the caller only', async () => {
    const res = await rest('POST', `/v1/games/${gameId}/actions`, ben.token, { type: 'resign' }, { 'idempotency-key': 'ben-resigns' });
    expect(res.status).toBe(200);
    const view = res.json as GameView;
    expect(view.seats.map((s) => [s.player?.id, s.resigned])).toEqual([
      [ana.id, false],
      [ben.id, true],
    ]);
    expect(view.lastMove).toMatchObject({ type: 'resign', seat: 1, player: { id: ben.id } });
  });
});

describe('tokens', () => {
  it('a valid player id with a wrong secret, and a secret of another player, are UNAUTHENTICATED (cache warm or cold)', async () => {
    // Warm the verified-token cache with both real tokens first.
    expect((await rest('GET', '/v1/players/me', ana.token)).json.id).toBe(ana.id);
    expect((await rest('GET', '/v1/players/me', ben.token)).json.id).toBe(ben.id);
    const wrong = [
      forge(ana.id, 'A'.repeat(43)),
      forge(ana.id, secretOf(ben.token)),
      forge(ben.id, secretOf(ana.token)),
      forge(cyd.id, secretOf(ana.token)),
      forge('0000000000000000', secretOf(ana.token)),
      `${ana.token}x`,
      ana.token.slice(0, -1),
      ana.token.toUpperCase(),
      secretOf(ana.token),
    ];
    for (const token of wrong) {
      expect(expectProblem(await rest('GET', '/v1/players/me', token), token)).toBe('UNAUTHENTICATED');
      expect(expectProblem(await rest('POST', `/v1/games/${gameId}/actions`, token, { type: 'roll' }), token)).toBe('UNAUTHENTICATED');
      expect(expectGraphQLCodes((await gql('{ me { id } }', token)).json)).toEqual(['UNAUTHENTICATED']);
    }
    for (const header of ['Basic abc', `Token ${ana.token}`, `Bearer`, `Bearer ${ana.token} ${ana.token}`, ana.token]) {
      const res = await call({ method: 'GET', path: '/v1/players/me', headers: { authorization: header } });
      expect(expectProblem(res, header)).toBe('UNAUTHENTICATED');
    }
  });

  it('the store keeps only a hash of the secret', async () => {
    for (const p of [ana, ben, cyd]) {
      const items = JSON.stringify(await rawPartition(ctx.db, `P#${p.id}`));
      expect(items).not.toContain(secretOf(p.token));
      expect(items).not.toContain(p.token);
    }
  });
});

describe('a session with failures, for the scans', () => {
  it('plays on, lists, reads, and fails in every way the server can', async () => {
    expect((await rest('POST', `/v1/games/${gameId}/actions`, ana.token, { type: 'roll', keep: [0, 1] })).status).toBe(200);
    expect((await rest('GET', `/v1/games/${gameId}/moves`)).status).toBe(200);
    expect((await rest('GET', '/v1/games', ana.token)).status).toBe(200);
    expect((await rest('GET', '/v1/players/me/turns', ana.token)).status).toBe(200);
    expect((await rest('GET', `/v1/games/${gameId}/sheet.svg`)).status).toBe(200);
    expect((await gql(`{ me { id name } myTurns(first: 5) { edges { node { id version } } } game(id: "${gameId}") { moves { type player { id } } } }`, ana.token)).json.errors).toBeUndefined();
    // A store timeout: 503 (logged as an error with its stack).
    faults.inject({ command: 'GetCommand', where: is.gameRead, when: 'before', times: STORE_LIMITS.attempts });
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/actions`, ana.token, { type: 'roll', keep: [0] }))).toBe('UNAVAILABLE');
    // A bug under REST and under GraphQL: 500 INTERNAL, generic message, the details only in the log.
    faults.inject({ command: 'GetCommand', where: is.gameRead, when: 'before', error: 'bug' });
    const bug = await rest('GET', `/v1/games/${gameId}`, ana.token);
    expect(expectProblem(bug)).toBe('INTERNAL');
    expect(bug.text).not.toContain('injected');
    faults.inject({ command: 'GetCommand', where: is.gameRead, when: 'before', error: 'bug' });
    const gqlBug = await gql(`{ game(id: "${gameId}") { id } }`, ana.token);
    expect(expectGraphQLCodes(gqlBug.json)).toEqual(['INTERNAL']);
    expect(gqlBug.text).not.toContain('injected');
    // Validation failures of every kind, with the token in the request.
    expect(expectProblem(await rest('POST', `/v1/games/${gameId}/actions`, ana.token, '{"type":'))).toBe('VALIDATION_FAILED');
    expect(expectProblem(await rest('POST', '/v1/games', ana.token, { ruleset: 'chess' }))).toBe('VALIDATION_FAILED');
    expect(expectGraphQLCodes((await gql('{ me { id } ', ana.token)).json)).toEqual(['VALIDATION_FAILED']);
    // A request id sent by the client is echoed and logged.
    const traced = await call({ method: 'GET', path: '/v1/players/me', headers: { authorization: `Bearer ${ana.token}`, 'x-request-id': 'trace-me-42' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-me-42');
    expect(logEntries.some((l) => l.requestId === 'trace-me-42')).toBe(true);
  });
});

describe('the scans', () => {
  const secrets = () => [ana, ben, cyd].flatMap((p) => [p.token, secretOf(p.token)]);

  it('no token and no secret appears in any log line', () => {
    expect(logLines.length).toBeGreaterThan(40);
    expect(logEntries.some((l) => l.msg === 'request failed')).toBe(true);
    expect(logEntries.some((l) => l.msg === 'resolver failed' || (l.msg === 'request failed' && (l as { code?: string }).code === 'INTERNAL'))).toBe(true);
    for (const line of logLines) {
      for (const secret of secrets()) expect(line.includes(secret), line).toBe(false);
      expect(line.toLowerCase()).not.toContain('bearer');
    }
  });

  it('no token and no secret appears in any response after registration, body or header', () => {
    expect(responses.length).toBeGreaterThan(60);
    for (const { spec, res } of responses) {
      const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      for (const secret of secrets()) {
        expect(res.text.includes(secret), `${spec.method} ${spec.path}`).toBe(false);
        expect(headers.includes(secret), `${spec.method} ${spec.path}`).toBe(false);
      }
    }
  });

  it('every log line carries a request id', () => {
    for (const entry of logEntries) expect(typeof entry.requestId === 'string' && entry.requestId.length > 0, JSON.stringify(entry)).toBe(true);
  });

  afterAll(() => {
    reportFigures('auth', { responsesScanned: responses.length, logLinesScanned: logLines.length, tokensLeaked: 0, linesWithoutRequestId: 0 });
  });
});
