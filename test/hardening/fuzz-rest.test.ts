import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/engine/index.js';
import type { Item } from '../../src/store/index.js';
import type { BodyRecipe, IdRecipe, Who } from './fuzz-support.js';
import { ROUTE_ID, bodyRecipe, bodyText, headerText, nastyString, pathSegment, prototypeIntact, viewOf, weirdValue, who, useFuzzTarget } from './fuzz-support.js';
import type { Sent } from './support.js';
import { SOAK, expectProblem, reportFigures, send, tally, timeout, versionOf } from './support.js';

/*
 * Hostile REST requests against live games: random and mutated bodies, headers, query
 * strings, ids and methods. Whatever arrives, the answer is never a 5xx; every refusal is a
 * problem whose code and status come from the error table; a refused request leaves every
 * stored game exactly as it was; an accepted write adds exactly 1 to its game's version (or,
 * repeated with its idempotency key, changes nothing).
 */

const fuzz = useFuzzTarget('hardening-fuzz-rest');
const { errors, seenKeys, figures } = fuzz;

afterAll(() => reportFigures('fuzz-rest', { ...figures, gamesPlayed: fuzz.world.games.length }));

const RUNS = { actions: 800 * SOAK, routes: 400 * SOAK };
const FC = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true });

type Status = 'open' | 'active' | 'finished';
type Route = 'actions' | 'join' | 'get' | 'moves' | 'sheet' | 'create' | 'register';

interface Case {
  readonly status: Status;
  readonly route: Route;
  readonly method: string | null;
  readonly id: IdRecipe;
  readonly who: Who;
  readonly body: BodyRecipe;
  readonly createBody: unknown;
  readonly ifMatch: { kind: 'none' | 'current' | 'stale' | 'next' | 'any' } | { kind: 'text'; value: string };
  readonly ifNoneMatch: boolean;
  readonly key: { kind: 'none' | 'fresh' } | { kind: 'pool'; n: number } | { kind: 'text'; value: string };
  readonly contentType: string | null;
  readonly requestId: string | null;
}

const hostileCase: fc.Arbitrary<Case> = fc.record({
  status: fc.oneof({ weight: 6, arbitrary: fc.constant<Status>('active') }, { weight: 1, arbitrary: fc.constantFrom<Status>('open', 'finished') }),
  route: fc.oneof(
    { weight: 10, arbitrary: fc.constant<Route>('actions') },
    { weight: 1, arbitrary: fc.constantFrom<Route>('join', 'get', 'moves', 'sheet', 'create', 'register') },
  ),
  method: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'GET', 'POST', 'HEAD', 'OPTIONS') }),
  id: ROUTE_ID,
  who,
  body: bodyRecipe,
  createBody: fc.oneof(
    fc.record({ ruleset: fc.oneof(fc.constantFrom(...RULESET_IDS), weirdValue), seats: fc.oneof(fc.integer({ min: -1, max: 10 }), weirdValue) }, { requiredKeys: [] }),
    fc.record({ name: fc.oneof(nastyString, weirdValue) }, { requiredKeys: [] }),
    weirdValue,
  ),
  ifMatch: fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 2, arbitrary: fc.constantFrom({ kind: 'current' as const }, { kind: 'stale' as const }, { kind: 'next' as const }, { kind: 'any' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), value: headerText() }) },
  ),
  ifNoneMatch: fc.boolean(),
  key: fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'fresh' as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('pool' as const), n: fc.nat(3) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), value: fc.oneof(headerText(), headerText(300).map((s) => s.padEnd(256, 'k'))) }) },
  ),
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(null, 'text/plain', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/problem+json', '*/*'),
    },
    { weight: 1, arbitrary: headerText() },
  ),
  requestId: fc.option(headerText(80), { freq: 4 }),
}) as fc.Arbitrary<Case>;

/** A well-formed move of the player to move: it keeps the games going between hostile requests. */
const playingCase: fc.Arbitrary<Case> = fc.record({
  status: fc.constant<Status>('active'),
  route: fc.constant<Route>('actions'),
  method: fc.constant(null),
  id: fc.constant({ kind: 'target' as const }),
  who: fc.constant<Who>('mover'),
  body: fc.record({ kind: fc.constant('legal' as const), seed: fc.integer() }),
  createBody: fc.constant(null),
  ifMatch: fc.constantFrom({ kind: 'none' as const }, { kind: 'current' as const }),
  ifNoneMatch: fc.constant(false),
  key: fc.oneof(fc.constant({ kind: 'fresh' as const }), fc.record({ kind: fc.constant('pool' as const), n: fc.nat(3) }), fc.constant({ kind: 'none' as const })),
  contentType: fc.constant('application/json'),
  requestId: fc.constant(null),
});

const caseArb = fc.oneof({ weight: 3, arbitrary: hostileCase }, { weight: 1, arbitrary: playingCase });

let fresh = 0;

/** A path segment from an id recipe: the target game, another id, or something hostile. */
function idSegment(recipe: Case['id'], target: string): string {
  switch (recipe.kind) {
    case 'target':
      return target;
    case 'other-game':
      return fuzz.world.games[0]!;
    case 'player':
      return fuzz.world.players[0]!.id;
    case 'near':
      return `${target.slice(0, recipe.at)}${recipe.char}${target.slice(recipe.at + 1)}`;
    case 'raw': {
      const value = recipe.value;
      // Plain ASCII is sometimes sent raw (traversal, stray percent signs), anything else encoded.
      return /^[\x21-\x7e]*$/.test(value) && value.length % 2 === 0 ? value : pathSegment(value);
    }
  }
}

/** Builds the request a case describes against the current games; null when the client itself could not send it. */
function build(c: Case, target: string, before: Map<string, Item | undefined>) {
  const view = viewOf(before.get(target));
  const version = versionOf(before.get(target));
  const token = fuzz.world.tokenFor(c.who, view);
  const id = idSegment(c.id, target);
  const paths: Record<Route, [string, string]> = {
    actions: ['POST', `/v1/games/${id}/actions`],
    join: ['POST', `/v1/games/${id}/join`],
    get: ['GET', `/v1/games/${id}`],
    moves: ['GET', `/v1/games/${id}/moves`],
    sheet: ['GET', `/v1/games/${id}/sheet.svg`],
    create: ['POST', '/v1/games'],
    register: ['POST', '/v1/players'],
  };
  const [defaultMethod, path] = paths[c.route];
  const method = c.method ?? defaultMethod;
  const headers: Record<string, string> = {};
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  if (c.contentType !== null) headers['content-type'] = c.contentType;
  if (c.requestId !== null) headers['x-request-id'] = c.requestId;
  const ifMatch = c.ifMatch;
  if (ifMatch.kind === 'current') headers['if-match'] = `"${version}"`;
  if (ifMatch.kind === 'stale') headers['if-match'] = `"${Math.max(0, version - 1)}"`;
  if (ifMatch.kind === 'next') headers['if-match'] = `W/"${version + 1}"`;
  if (ifMatch.kind === 'any') headers['if-match'] = '*';
  if (ifMatch.kind === 'text') headers['if-match'] = ifMatch.value;
  if (c.ifNoneMatch && method === 'GET') headers['if-none-match'] = `"${version}"`;
  const key = c.key;
  if (key.kind === 'fresh') headers['idempotency-key'] = `fuzz-${(fresh += 1)}`;
  if (key.kind === 'pool') headers['idempotency-key'] = `pool-${key.n}`;
  if (key.kind === 'text') headers['idempotency-key'] = key.value;
  const body = c.route === 'create' || c.route === 'register' ? (JSON.stringify(c.createBody) ?? 'null') : bodyText(c.body, view);
  try {
    new Request(`http://localhost${path}`, { method, headers });
  } catch {
    return null; // e.g. a header value fetch itself refuses: no server would ever see it
  }
  return { method, path, headers, body, token, id, key: headers['idempotency-key'] };
}

/** The checks every response must pass; returns the problem code if any. */
function checkResponse(res: Sent, method: string, label: string): string | null {
  tally(figures.byStatus, String(res.status));
  figures.requests += 1;
  if (res.status >= 500) figures.serverErrors += 1;
  expect(res.status, label).toBeLessThan(500);
  if (res.status === 304) {
    expect(method, label).toBe('GET');
    return null;
  }
  expect(res.status < 300 || res.status >= 400, label).toBe(true);
  if (res.status < 400) return null;
  if (method === 'HEAD') {
    expect(res.headers.get('content-type'), label).toBe('application/problem+json');
    return null;
  }
  const code = expectProblem(res, label);
  tally(figures.byCode, code);
  return code;
}

async function runCase(c: Case): Promise<void> {
  const before = await fuzz.world.ensure();
  const target = fuzz.world.pick(c.status);
  const request = build(c, target, before);
  if (!request) return;
  const label = `${request.method} ${request.path} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 200)}`;
  const res = await send(fuzz.app, { method: request.method, path: request.path, headers: request.headers, ...(request.body !== null && { body: request.body }) });
  checkResponse(res, request.method, label);
  expect(prototypeIntact(), label).toBe(true);

  const after = await fuzz.world.snapshot();
  // The one game this request may change: the game its path names, when it is a write.
  const written = request.method === 'POST' && (c.route === 'actions' || c.route === 'join') ? request.id : null;
  const keyId = `${written}|${request.token}|${request.key}`;
  for (const [id, was] of before) {
    const now = after.get(id);
    if (id === written && res.status === 200) {
      if (versionOf(now) === versionOf(was) + 1) {
        figures.acceptedWrites += 1;
        expect(res.json.version, label).toBe(versionOf(now));
      } else {
        // Not applied: only an idempotent repeat may answer 200 without a change.
        figures.idempotentReplays += 1;
        expect(request.key !== undefined && seenKeys.has(keyId), label).toBe(true);
        expect(now, label).toEqual(was);
        expect(res.json.version, label).toBeLessThanOrEqual(versionOf(was));
      }
      continue;
    }
    if (JSON.stringify(now) !== JSON.stringify(was)) figures.gamesChangedByRefusals += 1;
    expect(now, `${label}: game ${id} changed`).toEqual(was);
  }
  if (request.key !== undefined) seenKeys.add(keyId);
}

describe('REST fuzz', () => {
  it(
    `actions, joins and reads with mutated bodies and hostile headers (${RUNS.actions} requests)`,
    async () => {
      await fc.assert(fc.asyncProperty(caseArb, runCase), FC(20261129, RUNS.actions));
      expect(figures.acceptedWrites).toBeGreaterThan(50);
      expect(errors).toEqual([]);
    },
    timeout(90_000),
  );

  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
  const queryValue = fc.oneof(
    fc.constantFrom('1', '20', '100', '101', '0', '-1', '1e2', '1.5', '', 'NaN', ' 5', '0x10', '00000000000000000000001'),
    fc.constantFrom('open', 'active', 'finished', ...RULESET_IDS),
    nastyString,
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    fc.base64String({ maxLength: 200 }),
  );
  const routeArb = fc.record({
    method: fc.constantFrom(...METHODS),
    template: fc.constantFrom(
      '/v1/games?{q}',
      '/v1/players/me/turns?{q}',
      '/v1/leaderboards/{id}?{q}',
      '/v1/rulesets/{id}',
      '/v1/rulesets/{id}/sheet.svg?{q}',
      '/v1/players/{id}',
      '/v1/players/me',
      '/v1/games/{id}',
      '/v1/games/{id}/{id}',
      '/v1/{id}',
      '/{id}',
      '/v2/games',
      '/graphql?{q}',
    ),
    id: fc.oneof(fc.constantFrom(...RULESET_IDS, 'me', '..', '.', '%2F', '%2e%2e'), nastyString),
    query: fc.array(fc.tuple(fc.constantFrom('limit', 'cursor', 'status', 'ruleset', 'player', 'players', 'query', 'limit', 'x', '__proto__'), queryValue), { maxLength: 4 }),
    who,
    body: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)), fc.string({ maxLength: 40 })), { freq: 2 }),
    contentType: fc.option(fc.constantFrom('application/json', 'text/plain'), { freq: 3 }),
  });

  it(
    `methods, paths, ids and query strings (${RUNS.routes} requests)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(routeArb, async (r) => {
          const before = await fuzz.world.snapshot();
          const view = viewOf(before.get(fuzz.world.pick('active')));
          const token = fuzz.world.tokenFor(r.who, view);
          const query = r.query.map(([k, v]) => `${k}=${pathSegment(v)}`).join('&');
          const id = /^[\x21-\x7e]*$/.test(r.id) ? r.id : pathSegment(r.id);
          const path = r.template.replaceAll('{id}', id).replace('{q}', query);
          const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }), ...(r.contentType && { 'content-type': r.contentType }) };
          try {
            new Request(`http://localhost${path}`, { method: r.method, headers });
          } catch {
            return;
          }
          const res = await send(fuzz.app, { method: r.method, path, headers, ...(r.body !== null && { body: r.body }) });
          const label = `${r.method} ${path} ${JSON.stringify(headers)} ${r.body}`;
          if (path.startsWith('/graphql')) {
            // Yoga answers in GraphQL's own shape; its errors carry codes too.
            expect(res.status, label).toBeLessThan(500);
            figures.requests += 1;
            tally(figures.byStatus, String(res.status));
          } else {
            checkResponse(res, r.method, label);
          }
          expect(prototypeIntact(), label).toBe(true);
          const after = await fuzz.world.snapshot();
          for (const [gameId, item] of before) expect(after.get(gameId), label).toEqual(item);
        }),
        FC(4242, RUNS.routes),
      );
      expect(errors).toEqual([]);
    },
    timeout(60_000),
  );
});
