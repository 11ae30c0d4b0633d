import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app/index.js';
import { createApp } from '../../src/app/index.js';
import { TOKEN_LIMITS } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { playerKey } from '../../src/store/keys.js';
import type { FaultyClient } from '../support/faults.js';
import { countSent, faultyStore } from '../support/faults.js';
import type { Fetch } from '../support/oauth.js';
import { api, appFetch } from '../support/oauth.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import { rawPartition } from '../service/support.js';

/*
 * Personal tokens, the token sent and the account token over REST, on two instances of the
 * API over one table (each with its own auth cache, as two Lambda instances), with a clock the
 * test moves: minting within the minting token's scopes, expiry, lastUsedAt written at most
 * once a minute, revocation of each kind (at once on the instance that revoked, within the
 * auth cache's lifetime on the other), the account token replaced, and the token test.
 */

const db = useEmbeddedStore();
let now = Date.UTC(2026, 5, 1, 12);
const clock = () => now;
const AUTH_CACHE_MS = 60_000;
let a: Fetch;
let b: Fetch;
let appA: App;
let faults: FaultyClient;
let account: string;
let playerId: string;

beforeAll(async () => {
  const faulty = faultyStore(db.db);
  faults = faulty.faults;
  const instance = (seed: string) => createApp({ service: createService({ store: faulty.store, clock, random: seededRandom(seed), log: silentLogger, authCacheMs: AUTH_CACHE_MS }), logger: silentLogger });
  appA = instance('tokens-a');
  a = appFetch(appA);
  b = appFetch(instance('tokens-b'));
  const registered = await api(a, 'POST', '/v1/players', undefined, { name: 'Ana' });
  account = registered.body.token;
  playerId = registered.body.player.id;
});

const mint = (token: string, body: Record<string, unknown>, f: Fetch = a) => api(f, 'POST', '/v1/tokens', token, body);
const me = (token: string, f: Fetch = a) => api(f, 'GET', '/v1/players/me', token);
const tokenItems = async () => (await rawPartition(db, playerKey(playerId).pk)).filter((i) => String(i.sk).startsWith('K#'));

describe('personal tokens', () => {
  it('are made with a name, scopes and an expiry; the value is shown once and only its hash is kept', async () => {
    const made = await mint(account, { name: 'my bot', scopes: ['games:play', 'games:read'], expiresInSeconds: 3600 });
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body.accessToken).toMatch(/^yamb_pat_[0-9a-z]{16}_[0-9a-z]{16}_[A-Za-z0-9_-]{43}$/);
    expect(made.body.token).toEqual({
      id: expect.any(String),
      name: 'my bot',
      scopes: ['games:read', 'games:play'],
      client: null,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 3_600_000).toISOString(),
      lastUsedAt: null,
    });
    const stored = JSON.stringify(await tokenItems());
    const secret = String(made.body.accessToken).slice(-43);
    expect(stored).not.toContain(secret);
    expect(stored).toContain(createHash('sha256').update(secret).digest('base64url'));
    const listed = await api(a, 'GET', '/v1/tokens', account);
    expect(listed.body.items).toContainEqual(made.body.token);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    // It acts for the player, within its scopes.
    expect((await me(made.body.accessToken)).status).toBe(403);
    expect((await api(a, 'POST', '/v1/games', made.body.accessToken, { ruleset: 'yams-5' })).status).toBe(201);
  });

  it('are minted with at most the scopes of the token that mints them; a refusal makes nothing', async () => {
    const manager = (await mint(account, { name: 'manager', scopes: ['games:read', 'tokens:manage'] })).body.accessToken as string;
    const before = (await tokenItems()).length;
    const wider = await mint(manager, { name: 'wider', scopes: ['games:read', 'games:play'] });
    expect(wider.status).toBe(403);
    expect(wider.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['games:play'] });
    expect(wider.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="games:play"');
    const unknown = await mint(account, { name: 'x', scopes: ['games:read', 'games:cheat'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    for (const bad of [{ name: '', scopes: ['games:read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['games:read'], expiresInSeconds: 59 }, { name: 'x', scopes: ['games:read'], extra: 1 }]) {
      expect((await mint(account, bad)).status).toBe(400);
    }
    expect(await tokenItems()).toHaveLength(before);
    const narrower = await mint(manager, { name: 'narrower', scopes: ['games:read'] });
    expect(narrower.status).toBe(201);
    // A token without tokens:manage mints nothing.
    expect((await mint(narrower.body.accessToken, { name: 'y', scopes: ['games:read'] })).body.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('stop at their expiry (401 invalid_token) and leave the list', async () => {
    const made = await mint(account, { name: 'short', scopes: ['profile:read'], expiresInSeconds: 60 });
    now += 59_000;
    expect((await me(made.body.accessToken)).status).toBe(200);
    now += 1_000;
    const expired = await me(made.body.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await api(a, 'GET', '/v1/tokens', account)).body.items.map((t: { id: string }) => t.id)).not.toContain(made.body.token.id);
  });

  it('record lastUsedAt to the minute, writing at most once a minute per token', async () => {
    const made = await mint(account, { name: 'used', scopes: ['profile:read'] });
    const touches = () => countSent(faults.calls, 'UpdateCommand', (input) => String((input.Key as { sk?: string } | undefined)?.sk) === `K#${made.body.token.id}`);
    const used = now;
    for (let i = 0; i < 10; i++) expect((await me(made.body.accessToken)).status).toBe(200);
    await expect.poll(touches).toBe(1);
    const listed = async () => (await api(a, 'GET', '/v1/tokens', account)).body.items.find((t: { id: string }) => t.id === made.body.token.id).lastUsedAt;
    await expect.poll(listed).toBe(new Date(used).toISOString());
    now += TOKEN_LIMITS.lastUsedResolutionMs;
    expect((await me(made.body.accessToken)).status).toBe(200);
    await expect.poll(touches).toBe(2);
    await expect.poll(listed).toBe(new Date(now).toISOString());
  });

  it('are limited in number per player (LIMIT_REACHED), revoked ones not counted', async () => {
    const fresh = (await api(a, 'POST', '/v1/players', undefined, { name: 'Many' })).body.token as string;
    const ids: string[] = [];
    for (let i = 0; i < TOKEN_LIMITS.maxPerPlayer; i++) ids.push((await mint(fresh, { name: `t${i}`, scopes: ['games:read'] })).body.token.id);
    const refused = await mint(fresh, { name: 'one more', scopes: ['games:read'] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LIMIT_REACHED', limit: TOKEN_LIMITS.maxPerPlayer });
    expect((await api(a, 'DELETE', `/v1/tokens/${ids[0]}`, fresh)).status).toBe(204);
    expect((await mint(fresh, { name: 'one more', scopes: ['games:read'] })).status).toBe(201);
  });
});

describe('revocation', () => {
  it('DELETE /v1/tokens/{id}: 401 at once on the instance that revoked, within the auth cache lifetime on another', async () => {
    const made = await mint(account, { name: 'revoked', scopes: ['profile:read'] });
    const token = made.body.accessToken as string;
    // Both instances know the token.
    expect((await me(token, a)).status).toBe(200);
    expect((await me(token, b)).status).toBe(200);
    expect((await api(a, 'DELETE', `/v1/tokens/${made.body.token.id}`, account)).status).toBe(204);
    expect((await me(token, a)).status).toBe(401);
    // The other instance trusts what it read for at most the auth cache's lifetime.
    expect((await me(token, b)).status).toBe(200);
    now += AUTH_CACHE_MS;
    expect((await me(token, b)).status).toBe(401);
    // Unknown ids, and revoking twice: 404, nothing changed.
    expect((await api(a, 'DELETE', `/v1/tokens/${made.body.token.id}`, account)).status).toBe(404);
    expect((await api(a, 'DELETE', '/v1/tokens/not-an-id', account)).status).toBe(404);
  });

  it('DELETE /v1/token revokes the token sent; the account token is replaced, not revoked', async () => {
    const token = (await mint(account, { name: 'self', scopes: ['games:read'] })).body.accessToken as string;
    expect((await api(a, 'DELETE', '/v1/token', token)).status).toBe(204);
    expect((await api(a, 'GET', '/v1/players/me/turns', token)).status).toBe(401);
    const refused = await api(a, 'DELETE', '/v1/token', account);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await me(account)).status).toBe(200);
  });

  it('POST /v1/players/me/token replaces the account token; personal tokens live on; only a token with every scope may ask', async () => {
    const personal = (await mint(account, { name: 'survivor', scopes: ['profile:read', 'tokens:manage'] })).body.accessToken as string;
    expect((await me(account, b)).status).toBe(200);
    expect((await api(a, 'POST', '/v1/players/me/token', personal)).body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    const replaced = await api(a, 'POST', '/v1/players/me/token', account);
    expect(replaced.status).toBe(201);
    expect(replaced.headers.get('cache-control')).toBe('no-store');
    const next = replaced.body.accessToken as string;
    expect(next).toMatch(new RegExp(`^yamb_${playerId}_`));
    expect((await me(account, a)).status).toBe(401);
    expect((await me(next, a)).status).toBe(200);
    // Another instance that read the player a moment ago reads it again once a second has passed.
    now += 1_000;
    expect((await me(next, b)).status).toBe(200);
    expect((await me(personal, a)).status).toBe(200);
    account = next;
  });
});

describe('the token test', () => {
  it('says what each token is, in the order sent, without a token', async () => {
    const personal = await mint(account, { name: 'tested', scopes: ['games:read'], expiresInSeconds: 600 });
    const tested = await api(b, 'POST', '/v1/token/test', undefined, { tokens: [personal.body.accessToken, 'nonsense', account, `yamb_${playerId}_${'A'.repeat(43)}`] });
    expect(tested.status).toBe(200);
    expect(tested.body.results).toEqual([
      { active: true, playerId, scopes: ['games:read'], client: null, expiresAt: new Date(now + 600_000).toISOString() },
      { active: false },
      { active: true, playerId, scopes: ['profile:read', 'games:read', 'games:play', 'webhooks:manage', 'tokens:manage'], client: null, expiresAt: null },
      { active: false },
    ]);
    // A test is not a use.
    const listed = (await api(a, 'GET', '/v1/tokens', account)).body.items.find((t: { id: string }) => t.id === personal.body.token.id);
    expect(listed.lastUsedAt).toBeNull();
  });

  it('takes 1 to 100 tokens, and is limited per address', async () => {
    expect((await api(a, 'POST', '/v1/token/test', undefined, { tokens: [] })).status).toBe(400);
    expect((await api(a, 'POST', '/v1/token/test', undefined, { tokens: Array.from({ length: 101 }, () => 'x') })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await api(a, 'POST', '/v1/token/test', undefined, { tokens: Array.from({ length: 100 }, (_, j) => `t${j}`) })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses[0]).toBe(200);
  });
});

describe('over GraphQL, the same operations', () => {
  const gql = async (query: string, token?: string) => (await api(a, 'POST', '/graphql', token, { query }, { accept: 'application/graphql-response+json' })).body;

  it('createToken, tokens, revokeToken, revokeCurrentToken and testTokens', async () => {
    now += 60_000; // past the token test's limit
    const created = await gql('mutation { createToken(name: "gql", scopes: ["games:read"], expiresInSeconds: 600) { accessToken token { id name scopes client } } }', account);
    expect(created.data.createToken.token).toMatchObject({ name: 'gql', scopes: ['games:read'], client: null });
    const { accessToken, token } = created.data.createToken;
    expect((await gql('{ tokens { id } }', account)).data.tokens.map((t: { id: string }) => t.id)).toContain(token.id);
    const unknown = await gql('mutation { createToken(name: "bad", scopes: ["games:cheat"]) { accessToken } }', account);
    expect(unknown.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const wider = await gql('mutation { createToken(name: "wider", scopes: ["games:play"]) { accessToken } }', accessToken);
    expect(wider.errors[0].extensions).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['tokens:manage'] });
    const tested = await gql(`{ testTokens(tokens: ["${accessToken}", "x"]) { active playerId scopes client } }`);
    expect(tested.data.testTokens).toEqual([{ active: true, playerId, scopes: ['games:read'], client: null }, { active: false, playerId: null, scopes: null, client: null }]);
    expect((await gql('mutation { revokeCurrentToken }', accessToken)).data.revokeCurrentToken).toBe(true);
    expect((await gql('{ myTurns { edges { cursor } } }', accessToken)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const other = (await gql('mutation { createToken(name: "other", scopes: ["games:read"]) { token { id } } }', account)).data.createToken.token.id;
    expect((await gql(`mutation { revokeToken(tokenId: "${other}") }`, account)).data.revokeToken).toBe(true);
    expect((await gql(`mutation { revokeToken(tokenId: "${other}") }`, account)).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('replaceAccountToken', async () => {
    const replaced = await gql('mutation { replaceAccountToken { accessToken } }', account);
    const next = replaced.data.replaceAccountToken.accessToken as string;
    expect((await me(account)).status).toBe(401);
    expect((await me(next)).status).toBe(200);
    account = next;
  });
});
