import { readFileSync } from 'node:fs';
import type { GraphQLArgument, GraphQLField, GraphQLInputType } from 'graphql';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app/index.js';
import { createApp } from '../../src/app/index.js';
import type { Operation, OperationId, Scope } from '../../src/contract/index.js';
import { ANY_SCOPE, OPERATIONS, SCOPES } from '../../src/contract/index.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { securityOf } from '../../src/http/openapi.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Every scope on every route and every GraphQL field, derived from the one operations table:
 * for each operation that needs a scope, a token holding every other scope is refused with
 * 403 INSUFFICIENT_SCOPE (naming the scope, in the body and the WWW-Authenticate challenge),
 * and a token holding that scope alone gets past authentication. A route or field added
 * without its entry, or with an entry but no check, fails here. The REST document's security
 * requirements and the SDL's descriptions say the same.
 */

/** The schema the server runs. */
const schema = executableSchema();

type OpenApi = { paths: Record<string, Record<string, { operationId: OperationId; security?: Record<string, string[]>[] }>> };
const document = JSON.parse(readFileSync(new URL('../../schema/openapi.json', import.meta.url), 'utf8')) as OpenApi;
const routes = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), id: op.operationId, security: op.security })));
const scoped = (op: Operation): op is Operation & { scope: Scope } => op.scope !== null && op.scope !== ANY_SCOPE && !op.optionalScope;

const db = useEmbeddedStore();
let service: Service;
let app: App;
let account: string;
let playerId: string;
let gameId: string;
/** A personal token with every scope but one, and one with that scope alone, per scope. */
const allBut = new Map<Scope, string>();
const only = new Map<Scope, string>();

const ID = 'k3v9x2m7q1w8e4r6';

beforeAll(async () => {
  service = createService({
    store: db.store,
    random: seededRandom('scopes'),
    log: silentLogger,
    notifications: { store: createNotifyStore({ client: db.db.client, tableName: db.db.tableName }), keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 5) }]), allowPrivate: true, feed: 'stream' },
  });
  app = createApp({ service, logger: silentLogger });
  const registered = await service.players.register('Scoped');
  account = registered.token;
  playerId = registered.player.id;
  const mint = async (scopes: Scope[]) => {
    const res = await app.request('/v1/tokens', { method: 'POST', headers: { authorization: `Bearer ${account}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: `${scopes.length} scopes`, scopes }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  for (const scope of SCOPES) {
    allBut.set(scope, await mint(SCOPES.filter((s) => s !== scope)));
    only.set(scope, await mint([scope]));
  }
  const created = await app.request('/v1/games', { method: 'POST', headers: { authorization: `Bearer ${account}`, 'content-type': 'application/json' }, body: JSON.stringify({ ruleset: 'yams-5' }) });
  gameId = ((await created.json()) as { id: string }).id;
});

afterAll(() => service.feed?.stop());

/** A request to every route as a client would send it, with ids that name nothing; the body is read, a stream cancelled. */
async function call(route: (typeof routes)[number], authorization?: string): Promise<{ status: number; body: Record<string, any>; challenge: string | null }> {
  const path = route.path.replace(/\{[^}]+\}/g, ID);
  const res = await app.request(path, { method: route.method, headers: { ...(authorization && { authorization }) } });
  const type = res.headers.get('content-type') ?? '';
  let body: Record<string, any> = {};
  if (type.includes('json')) body = (await res.json()) as Record<string, any>;
  else await res.body?.cancel();
  return { status: res.status, body, challenge: res.headers.get('www-authenticate') };
}

describe('an operation whose scope only adds private details', () => {
  const optional = (Object.entries(OPERATIONS) as [OperationId, Operation][]).filter(([, op]) => op.optionalScope);

  it('is the game read, which an app that only plays must be able to make', () => {
    expect(optional.map(([id]) => id)).toEqual(['getGame']);
  });

  it('answers a token without the scope as it answers no token, over REST and GraphQL', async () => {
    const lacking = allBut.get('games:read')!;
    for (const authorization of [undefined, `Bearer ${lacking}`, `Bearer ${only.get('games:read')}`]) {
      const res = await app.request(`/v1/games/${gameId}`, { headers: { ...(authorization && { authorization }) } });
      expect(res.status, authorization).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(gameId);
    }
    expect(await gqlErrors(`{ game(id: "${gameId}") { id } }`, {}, lacking)).toEqual([]);
    // A token that is not valid is still refused: the scope is optional, the token's validity is not.
    const forged = await app.request(`/v1/games/${gameId}`, { headers: { authorization: `Bearer yamb_pat_${playerId}_${ID}_${'A'.repeat(43)}` } });
    expect(forged.status).toBe(401);
  });
});

describe('REST: every route checks the scope its operation names', () => {
  it('covers every operation of the table that needs a scope, and each scope', () => {
    const ids = new Set(routes.map((r) => r.id));
    const needing = (Object.entries(OPERATIONS) as [OperationId, Operation][]).filter(([, op]) => scoped(op));
    expect(needing.every(([id]) => ids.has(id))).toBe(true);
    expect(new Set(needing.map(([, op]) => op.scope))).toEqual(new Set(SCOPES));
  });

  it.each(routes.filter((r) => scoped(OPERATIONS[r.id])))('$method $path: 403 INSUFFICIENT_SCOPE without its scope, past authentication with it alone', async (route) => {
    const scope = OPERATIONS[route.id].scope as Scope;
    const refused = await call(route, `Bearer ${allBut.get(scope)}`);
    expect(refused.status, route.id).toBe(403);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: [scope] });
    expect(refused.challenge).toBe(`Bearer error="insufficient_scope", scope="${scope}"`);
    const passed = await call(route, `Bearer ${only.get(scope)}`);
    expect(passed.status, `${route.id}: ${JSON.stringify(passed.body)}`).not.toBe(401);
    if (passed.body.code === 'INSUFFICIENT_SCOPE') expect(passed.body.requiredScopes).not.toContain(scope);
  });

  it.each(routes.filter((r) => OPERATIONS[r.id].scope !== null))('$method $path: 401 with a Bearer challenge without a token, invalid_token with a bad one', async (route) => {
    const op: Operation = OPERATIONS[route.id];
    const anonymous = await call(route);
    if (op.optionalToken) expect(anonymous.status).not.toBe(401);
    else {
      expect(anonymous.status, route.id).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      expect(anonymous.challenge).toBe('Bearer');
    }
    const forged = await call(route, `Bearer yamb_pat_${playerId}_${ID}_${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(forged.challenge).toBe('Bearer error="invalid_token"');
  });

  it('documents each operation\'s scope as its security requirement, and none for public ones', () => {
    for (const route of routes) {
      const op: Operation = OPERATIONS[route.id];
      expect(route.security ?? [], route.id).toEqual(securityOf(op));
      if (scoped(op)) expect(route.security?.find((r) => 'Bearer' in r)?.Bearer, route.id).toEqual([op.scope]);
      if (op.scope === null) expect(route.security ?? [], route.id).toEqual([]);
    }
  });
});

/** A value of `type` GraphQL accepts, naming nothing that exists. */
function dummy(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return [dummy(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, dummy(f.type)]));
  if (isScalarType(type)) return ({ ID, String: 'x', Int: 1, Float: 1, Boolean: false, DateTime: '2030-01-01T00:00:00.000Z' } as Record<string, unknown>)[type.name] ?? 'x';
  throw new Error(`no dummy for ${String(type)}`);
}

/** The operation calling `field` with dummy required arguments, as `{ query, variables }`. */
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>, within?: string) {
  const required = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const variables = Object.fromEntries(required.map((a) => [a.name, dummy(a.type)]));
  const params = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.length ? `(${required.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const call = `${field.name}${args}${selection}`;
  const query = `${kind}${params ? ` (${params})` : ''} { ${within ? within.replace('%', call) : call} }`;
  return { query, variables };
}

const ROOTS = { Query: 'query', Mutation: 'mutation', Subscription: 'subscription' } as const;

/** Every field the table names for an operation that needs a scope, with how to call it. */
function graphqlCases() {
  return (Object.entries(OPERATIONS) as [OperationId, Operation][]).filter(([, op]) => scoped(op)).flatMap(([id, op]) =>
    op.graphql.map((name) => {
      if (name.includes('.')) {
        const [type = '', fieldName = ''] = name.split('.');
        const field = (schema.getType(type) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[fieldName]!;
        // Type fields are reached from a game the player has (Game.hint).
        return { id, name, scope: op.scope as Scope, build: () => operationFor('query', field, `game(id: "${gameId}") { % }`) };
      }
      const [rootName, root] = Object.entries(ROOTS).find(([type]) => (schema.getType(type) as { getFields(): object } | undefined)?.getFields()[name as never])!;
      const field = (schema.getType(rootName) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name]!;
      // A subscription with `after` replays at once, so it answers with a first event to read.
      const after = name === 'myEvents' ? `myEvents(after: "${gameId}.1.0") { id }` : undefined;
      return { id, name, scope: op.scope as Scope, build: () => (after ? { query: `subscription { ${after} }`, variables: {} } : operationFor(root, field)) };
    }),
  );
}

/** The error codes of a GraphQL answer (a subscription's first event over SSE), with their details. */
async function gqlErrors(query: string, variables: Record<string, unknown>, token: string): Promise<{ code: string; requiredScopes?: string[] }[]> {
  const sse = query.startsWith('subscription');
  const res = await app.request('/graphql', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: sse ? 'text/event-stream' : 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  let text = '';
  if (sse) {
    const reader = res.body!.getReader();
    while (!/^data: .*$/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    text = /^data: (.*)$/m.exec(text)?.[1] ?? '{}';
  } else text = await res.text();
  const body = JSON.parse(text) as { errors?: { extensions: { code: string; requiredScopes?: string[] } }[] };
  return (body.errors ?? []).map((e) => e.extensions);
}

describe('GraphQL: every field checks the scope its operation names', () => {
  const cases = graphqlCases();

  it('covers every field the table names for a scoped operation', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(
      (Object.values(OPERATIONS) as Operation[])
        .filter(scoped)
        .flatMap((op) => [...op.graphql])
        .sort(),
    );
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$name: INSUFFICIENT_SCOPE without $scope, past authentication with it alone', async ({ build, scope }) => {
    const { query, variables } = build();
    const refused = await gqlErrors(query, variables, allBut.get(scope)!);
    expect(refused).toContainEqual(expect.objectContaining({ code: 'INSUFFICIENT_SCOPE', requiredScopes: [scope] }));
    const passed = await gqlErrors(query, variables, only.get(scope)!);
    expect(passed.map((e) => e.code)).not.toContain('UNAUTHENTICATED');
    for (const error of passed.filter((e) => e.code === 'INSUFFICIENT_SCOPE')) expect(error.requiredScopes).not.toContain(scope);
  });

  it('says in the SDL which scope each of those fields needs', () => {
    for (const { name, scope } of cases) {
      const [type, fieldName] = name.includes('.') ? name.split('.') : [Object.keys(ROOTS).find((t) => (schema.getType(t) as { getFields(): object } | undefined)?.getFields()[name as never]), name];
      const field = (schema.getType(type!) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[fieldName!]!;
      expect(field.description, name).toContain(`\`${scope}\``);
    }
  });
});
