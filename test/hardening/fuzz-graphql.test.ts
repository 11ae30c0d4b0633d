import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS, COLUMN_IDS, GAME_STATUSES, RULESET_IDS } from '../../src/engine/index.js';
import type { Item } from '../../src/store/index.js';
import type { Who } from './fuzz-support.js';
import { headerText, legalBody, nastyString, prototypeIntact, viewOf, weirdValue, who, useFuzzTarget } from './fuzz-support.js';
import type { Sent } from './support.js';
import { SOAK, expectGraphQLCodes, reportFigures, send, tally, timeout, versionOf } from './support.js';

/*
 * Hostile GraphQL against live games: mutations with mutated arguments and variables,
 * queries with hostile ids, cursors and page sizes, broken documents and bodies. Never a 5xx;
 * every error carries a code of the error table with its status; a refused mutation leaves
 * every game as it was; an accepted one adds exactly 1 to its game's version (or, repeated
 * with its idempotency key, changes nothing).
 */

const fuzz = useFuzzTarget('hardening-fuzz-graphql');
const { errors, seenKeys, figures } = fuzz;

afterAll(() => reportFigures('fuzz-graphql', figures));

const RUNS = { mutations: 600 * SOAK, queries: 300 * SOAK, documents: 300 * SOAK };
const FC = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true });

const WRITE_FIELDS = ['roll', 'announce', 'score', 'resign', 'joinGame'] as const;
type WriteField = (typeof WRITE_FIELDS)[number];

type ArgValue = { readonly kind: 'right' | 'wrong' | 'absent'; readonly v: unknown };

/** An argument: the right value, a plausible wrong one, or anything, passed as a variable or inline. */
const arg = <T>(right: fc.Arbitrary<T>) =>
  fc.record({
    value: fc.oneof(
      { weight: 6, arbitrary: right.map((v): ArgValue => ({ kind: 'right', v })) },
      { weight: 2, arbitrary: weirdValue.map((v): ArgValue => ({ kind: 'wrong', v })) },
      { weight: 1, arbitrary: fc.constant<ArgValue>({ kind: 'absent', v: undefined }) },
    ),
    inline: fc.boolean(),
  });

/** The value a recipe's argument would have if it were right. */
const rightValue = (a: { value: ArgValue }, fallback: unknown) => (a.value.kind === 'right' ? a.value.v : fallback);

const mutationArb = fc.record({
  field: fc.oneof({ weight: 8, arbitrary: fc.constantFrom<WriteField>('roll', 'announce', 'score') }, { weight: 1, arbitrary: fc.constantFrom<WriteField>('resign', 'joinGame') }),
  legal: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  seed: fc.integer(),
  gameId: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: nastyString }),
  who,
  keep: arg(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 })),
  column: arg(fc.constantFrom(...COLUMN_IDS)),
  category: arg(fc.constantFrom(...CATEGORY_IDS)),
  expectedVersion: fc.oneof(fc.constant<'none' | 'current' | 'stale'>('none'), fc.constantFrom<'none' | 'current' | 'stale'>('current', 'stale'), weirdValue),
  key: fc.oneof(fc.constant<string | null>(null), fc.constantFrom('k0', 'k1', 'k2'), fc.constant('fresh'), nastyString),
  selection: fc.constantFrom('id version', 'version turn { dice rollsLeft }', 'version lastMove { type dice }', '__typename version'),
});

let fresh = 0;

/** GraphQL source text of a value (enums as bare names when `enumLike`). */
function literal(value: unknown, enumLike = false): string {
  if (enumLike && typeof value === 'string' && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v)).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${/^[_A-Za-z]\w*$/.test(k) ? k : 'k'}: ${literal(v)}`).join(', ')} }`;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value) ?? 'null';
}

/** Builds the document and variables of a mutation recipe against the current game. */
type Mutation = typeof mutationArb extends fc.Arbitrary<infer T> ? T : never;

function buildMutation(m: Mutation, target: string, item: Item | undefined) {
  const view = viewOf(item);
  const legal = legalBody(view, m.seed) as Record<string, unknown>;
  // A legal recipe sends the move the view allows, through the matching mutation.
  const field: WriteField = m.legal && view?.turn ? (legal.type === 'resign' ? 'resign' : (legal.type as WriteField)) : m.field;
  const params: string[] = ['$gameId: ID!'];
  const args: string[] = ['gameId: $gameId'];
  const variables: Record<string, unknown> = { gameId: m.gameId ?? target };
  const add = (name: string, type: string, a: { value: ArgValue; inline: boolean }, right: unknown, isEnum = false) => {
    if (a.value.kind === 'absent' && !m.legal) return;
    const value = m.legal || a.value.kind === 'right' ? right : a.value.v;
    if (a.inline && !m.legal) args.push(`${name}: ${literal(value, isEnum)}`);
    else {
      params.push(`$${name}: ${type}`);
      args.push(`${name}: $${name}`);
      variables[name] = value;
    }
  };
  if (field === 'roll') add('keep', '[Int!]', m.keep, legal.keep ?? rightValue(m.keep, []));
  if (field === 'announce') add('category', 'Category!', m.category, legal.category ?? rightValue(m.category, 'poker'), true);
  if (field === 'score') {
    add('column', 'Column!', m.column, legal.column ?? rightValue(m.column, 'free'), true);
    add('category', 'Category!', m.category, legal.category ?? rightValue(m.category, 'ones'), true);
  }
  const version = versionOf(item);
  const ev = m.expectedVersion;
  if (ev !== 'none') {
    params.push('$expectedVersion: Int');
    args.push('expectedVersion: $expectedVersion');
    variables.expectedVersion = ev === 'current' ? version : ev === 'stale' ? version - 1 : ev;
  }
  if (m.key !== null) {
    params.push('$idempotencyKey: String');
    args.push('idempotencyKey: $idempotencyKey');
    variables.idempotencyKey = m.key === 'fresh' ? `gql-${(fresh += 1)}` : m.key;
  }
  const query = `mutation Fuzz(${params.join(', ')}) { ${field}(${args.join(', ')}) { ${m.selection} } }`;
  return { field, query, variables, who: (m.legal ? 'mover' : m.who) as Who, view };
}

function check(res: Sent, label: string): string[] {
  figures.requests += 1;
  tally(figures.byStatus, String(res.status));
  if (res.status >= 500) figures.serverErrors += 1;
  expect(res.status, label).toBeLessThan(500);
  // Yoga refuses a body it cannot read (415) or an Accept it cannot serve (406) at the
  // transport level, with an empty body: there is no GraphQL response to carry a code.
  if ((res.status === 415 || res.status === 406) && res.text === '') {
    tally(figures.byCode, `(empty ${res.status})`);
    return [];
  }
  expect(res.json, `${label}: ${res.text.slice(0, 200)}`).toBeDefined();
  const codes = expectGraphQLCodes(res.json, label);
  for (const code of codes) tally(figures.byCode, code);
  // No store faults are injected here: a 503 or 500 code would be a bug.
  expect(codes.filter((c) => c === 'UNAVAILABLE' || c === 'INTERNAL'), label).toEqual([]);
  expect(prototypeIntact(), label).toBe(true);
  return codes;
}

const post = (body: string, token: string | undefined, headers: Record<string, string> = {}) =>
  send(fuzz.app, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }), ...headers }, body });

/** Every tracked game unchanged, except `target` after an accepted write. */
async function expectGames(before: Map<string, Item | undefined>, label: string, write?: { target: string; version: number | undefined; keyId: string | null }) {
  const after = await fuzz.world.snapshot();
  for (const [id, was] of before) {
    const now = after.get(id);
    if (write && id === write.target && write.version !== undefined) {
      if (versionOf(now) === versionOf(was) + 1) {
        figures.acceptedWrites += 1;
        expect(write.version, label).toBe(versionOf(now));
      } else {
        figures.idempotentReplays += 1;
        expect(write.keyId !== null && seenKeys.has(write.keyId), label).toBe(true);
        expect(now, label).toEqual(was);
      }
      continue;
    }
    if (JSON.stringify(now) !== JSON.stringify(was)) figures.gamesChangedByRefusals += 1;
    expect(now, `${label}: game ${id} changed`).toEqual(was);
  }
}

describe('GraphQL fuzz', () => {
  it('pinned: a negative expectedVersion with an idempotency key is VERSION_CONFLICT, not a store error', async () => {
    const before = await fuzz.world.ensure();
    const target = fuzz.world.pick('active');
    const view = viewOf(before.get(target));
    const res = await post(
      JSON.stringify({ query: 'mutation($id: ID!) { roll(gameId: $id, expectedVersion: -30, idempotencyKey: "pinned") { version } }', variables: { id: target } }),
      fuzz.world.tokenFor('mover', view),
    );
    expect(check(res, 'negative expectedVersion')).toEqual(['VERSION_CONFLICT']);
    await expectGames(before, 'negative expectedVersion');
  });

  it(
    `mutations with mutated arguments, variables and tokens (${RUNS.mutations} requests)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(mutationArb, async (m) => {
          const before = await fuzz.world.ensure();
          const target = fuzz.world.pick(m.field === 'joinGame' ? 'open' : 'active');
          const built = buildMutation(m, target, before.get(target));
          const token = fuzz.world.tokenFor(built.who, built.view);
          const res = await post(JSON.stringify({ query: built.query, variables: built.variables }), token);
          const label = `${built.query} ${JSON.stringify(built.variables).slice(0, 300)}`;
          check(res, label);
          const version = res.json?.data?.[built.field]?.version as number | undefined;
          const keyId = built.variables.idempotencyKey === undefined ? null : `${target}|${token}|${String(built.variables.idempotencyKey)}`;
          await expectGames(before, label, { target: m.gameId === null ? target : '', version, keyId });
          if (keyId) seenKeys.add(keyId);
        }),
        FC(777, RUNS.mutations),
      );
      expect(figures.acceptedWrites).toBeGreaterThan(50);
      expect(errors).toEqual([]);
    },
    timeout(90_000),
  );

  const pageArg = fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 150 }), weirdValue);
  const queryArb = fc.record({
    template: fc.constantFrom(
      'query($id: ID!) { game(id: $id) { id version status moves { version type } } }',
      'query($id: ID!) { player(id: $id) { id name } }',
      'query($id: String!) { ruleset(id: $id) { id name } }',
      'query($id: ID, $status: GameStatus, $ruleset: String, $first: Int, $after: String) { games(filter: { player: $id, status: $status, ruleset: $ruleset }, first: $first, after: $after) { edges { cursor node { id status } } pageInfo { hasNextPage endCursor } } }',
      'query($first: Int, $after: String) { myTurns(first: $first, after: $after) { edges { node { id } } } }',
      'query($ruleset: String!, $first: Int, $after: String) { leaderboard(ruleset: $ruleset, first: $first, after: $after) { edges { cursor node { total } } } }',
      'query { me { id } }',
    ),
    id: fc.oneof(fc.constant('target'), fc.constant('player'), nastyString, weirdValue),
    status: fc.oneof(fc.constant(undefined), fc.constantFrom(...GAME_STATUSES), weirdValue),
    ruleset: fc.oneof(fc.constantFrom(...RULESET_IDS), nastyString, weirdValue),
    first: pageArg,
    after: fc.oneof(fc.constant(undefined), fc.constant('real'), nastyString, fc.base64String({ maxLength: 300 }), weirdValue),
    who,
  });

  it(
    `queries with hostile ids, filters, page sizes and cursors (${RUNS.queries} requests)`,
    async () => {
      let realCursor: string | undefined;
      await fc.assert(
        fc.asyncProperty(queryArb, async (q) => {
          const before = await fuzz.world.snapshot();
          const target = fuzz.world.pick('active');
          const token = fuzz.world.tokenFor(q.who, viewOf(before.get(target)));
          const id = q.id === 'target' ? target : q.id === 'player' ? fuzz.world.players[0]!.id : q.id;
          const variables = { id, status: q.status, ruleset: q.ruleset, first: q.first, after: q.after === 'real' ? realCursor : q.after };
          const res = await post(JSON.stringify({ query: q.template, variables }), token);
          const label = `${q.template} ${JSON.stringify(variables).slice(0, 300)}`;
          check(res, label);
          realCursor = res.json?.data?.games?.pageInfo?.endCursor ?? realCursor;
          await expectGames(before, label);
        }),
        FC(31337, RUNS.queries),
      );
      expect(errors).toEqual([]);
    },
    timeout(60_000),
  );

  const documentArb = fc.oneof(
    fc.string({ maxLength: 80 }).map((query) => ({ query })),
    fc.string({ unit: 'binary', maxLength: 80 }).map((query) => ({ query })),
    fc.constantFrom(
      '{ rulesets { id } ',
      '{ rulesets { id colour } }',
      '{ __typename }',
      'subscription { x }',
      'query A { rulesets { id } } query B { me { id } }',
      'fragment F on Ruleset { ...F } { rulesets { ...F } }',
      'query($x: Boolean!) { rulesets @skip(if: $x) { id } }',
      '{ rulesets { id @include(if: "yes") } }',
      '{ game(id: 1) { id } }',
      '{ game { id } }',
      'mutation { roll(gameId: "x", keep: [0, 0, 0, 0, 0, 0, 0, 0, 0]) { id } }',
      'mutation { score(gameId: "x", column: diagonal, category: ones) { id } }',
      'mutation { createGame(ruleset: "jamb", seats: 99999999999) { id } }',
      '{ ruleset(id: "\\u0000") { id } }',
      `{ ${'a: rulesets { id } '.repeat(400)} }`,
      `{ ${'rulesets { '.repeat(300)}id${' }'.repeat(300)} }`,
      `query { ${'__schema { types { fields { type { fields { name } } } } } '} }`,
    ).map((query) => ({ query })),
    fc.record({ query: fc.constant('{ rulesets { id } }'), variables: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant('{"__proto__":{"x":1}}')) }),
    fc.record({ query: fc.constant('query($id: ID!) { game(id: $id) { id } }'), variables: fc.record({ id: weirdValue }), operationName: fc.oneof(fc.constant(undefined), nastyString) }),
    fc.record({ query: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 })), extensions: fc.jsonValue({ maxDepth: 2 }) }),
    fc.jsonValue({ maxDepth: 3 }),
  );

  it(
    `broken documents, variables and bodies (${RUNS.documents} requests)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          documentArb,
          fc.constantFrom('application/json', 'application/graphql-response+json', 'text/html', '*/*'),
          fc.oneof(
            { weight: 8, arbitrary: fc.constant<string | null>('application/json') },
            { weight: 2, arbitrary: fc.constantFrom<string | null>(null, 'application/graphql', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded') },
            { weight: 1, arbitrary: headerText() },
          ),
          fc.boolean(),
          async (body, accept, contentType, raw) => {
            const before = await fuzz.world.snapshot();
            const query = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
            const text = raw && typeof query === 'string' ? query : JSON.stringify(body);
            const headers: Record<string, string> = { accept, ...(contentType !== null && { 'content-type': contentType }) };
            try {
              new Request('http://localhost/graphql', { method: 'POST', headers });
            } catch {
              return;
            }
            const res = await send(fuzz.app, { method: 'POST', path: '/graphql', headers, body: text });
            check(res, `${text.slice(0, 200)} ${JSON.stringify(headers)}`);
            await expectGames(before, text.slice(0, 200));
          },
        ),
        FC(1234, RUNS.documents),
      );
      expect(errors).toEqual([]);
    },
    timeout(60_000),
  );
});
