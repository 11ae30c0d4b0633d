import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { OAUTH_LIMITS } from '../../src/contract/index.js';
import type { Logger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { playerKey } from '../../src/store/keys.js';
import { rawPartition } from '../service/support.js';
import type { Approval, Fetch } from '../support/oauth.js';
import { CLIENT, REDIRECT, api, appFetch, approve, exchange, form, refresh, signIn } from '../support/oauth.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * OAuth 2.0 for apps over REST, end to end in process with a clock the test moves: the
 * consent page's check and approval, the code exchanged once within a minute with its PKCE
 * verifier, refresh tokens rotated with reuse detection, RFC 7009 revocation, RFC 8414
 * metadata, CORS from any origin on the OAuth endpoints, and bad input that changes nothing.
 * Every log line of the file is kept: none may hold a token, a code or a verifier.
 */

const db = useEmbeddedStore();
let now = Date.UTC(2026, 5, 2, 9);
const logs: string[] = [];
/** Every secret the file sees: tokens, codes, verifiers. */
const secrets = new Set<string>();
let f: Fetch;
let account: string;
let playerId: string;

const keep = (...values: (string | undefined)[]) => values.forEach((v) => v && secrets.add(v));

beforeAll(async () => {
  const logger: Logger = (entry) => logs.push(JSON.stringify(entry));
  const service = createService({ store: db.store, clock: () => now, random: seededRandom('oauth'), log: logger });
  // CORS restricted to one origin: the OAuth endpoints answer every origin all the same.
  f = appFetch(createApp({ service, logger, corsOrigins: ['https://yamb.example'] }));
  const registered = await api(f, 'POST', '/v1/players', undefined, { name: 'Ana' });
  account = registered.body.token;
  playerId = registered.body.player.id;
  keep(account);
});

afterAll(() => {
  // Never log a token, code or verifier: every line of the file, every secret it saw.
  expect(logs.length).toBeGreaterThan(50);
  expect(secrets.size).toBeGreaterThan(20);
  for (const secret of secrets) for (const line of logs) expect(line.includes(secret), `a log line holds a secret: ${line}`).toBe(false);
});

const kept = async (approval: Promise<Approval>) => {
  const a = await approval;
  keep(a.code, a.verifier);
  return a;
};
const tokenItems = async () => (await rawPartition(db, playerKey(playerId).pk)).filter((i) => String(i.sk).startsWith('K#'));
const me = (token: string) => api(f, 'GET', '/v1/players/me', token);
const turns = (token: string) => api(f, 'GET', '/v1/players/me/turns', token);

describe('the consent page asks what a request is', () => {
  const check = (params: Record<string, string>) => api(f, 'GET', `/v1/oauth/authorize?${new URLSearchParams(params)}`);
  const base = { response_type: 'code', client_id: CLIENT, redirect_uri: REDIRECT, scope: 'games:read games:play', state: 's1', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' };

  it('names the app, the redirect host and each scope in words', async () => {
    const checked = await check(base);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      outcome: 'consent',
      client: CLIENT,
      redirectUri: REDIRECT,
      redirectHost: '127.0.0.1:8765',
      scopes: [
        { scope: 'games:read', description: expect.stringContaining('See your games') },
        { scope: 'games:play', description: expect.stringContaining('Play for you') },
      ],
    });
  });

  it.each([
    ['no client_id', { client_id: '' }],
    ['a client_id of 101 characters', { client_id: 'x'.repeat(101) }],
    ['a client_id with a control character', { client_id: 'Dice\u0007Bot' }],
    ['http on a public host', { redirect_uri: 'http://example.org/cb' }],
    ['a fragment', { redirect_uri: 'https://app.example/cb#x' }],
    ['a relative redirect', { redirect_uri: '/cb' }],
    ['another scheme', { redirect_uri: 'javascript:alert(1)' }],
    ['user info', { redirect_uri: 'https://me@app.example/cb' }],
  ])('never redirects for %s: a 400 problem', async (_, params) => {
    const checked = await check({ ...base, ...params });
    expect(checked.status).toBe(400);
    expect(checked.body.code).toBe('VALIDATION_FAILED');
    expect(checked.body.redirectTo).toBeUndefined();
  });

  it.each([
    ['no scope', { scope: '' }, 'invalid_scope'],
    ['an unknown scope', { scope: 'games:read games:cheat' }, 'invalid_scope'],
    ['tokens:manage', { scope: 'games:read tokens:manage' }, 'invalid_scope'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['no PKCE', { code_challenge: '', code_challenge_method: '' }, 'invalid_request'],
    ['a malformed challenge', { code_challenge: 'short' }, 'invalid_request'],
  ])('sends the app an RFC 6749 error for %s', async (_, params, error) => {
    const checked = await check({ ...base, ...params });
    expect(checked.body).toMatchObject({ outcome: 'redirect', error });
    const redirect = new URL(checked.body.redirectTo);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({ error, state: 's1', iss: 'http://localhost' });
  });
});

describe('the authorization code flow with PKCE', () => {
  it('approves, exchanges the code once for tokens that act within their scopes, and lists the app', async () => {
    const approval = await kept(approve(f, account));
    expect(approval.answer.status).toBe(200);
    expect(approval.answer.headers.get('cache-control')).toBe('no-store');
    expect(`${approval.redirect!.origin}${approval.redirect!.pathname}`).toBe(REDIRECT);
    expect(approval.redirect!.searchParams.get('state')).toBe(approval.state);
    expect(approval.redirect!.searchParams.get('iss')).toBe('http://localhost');
    expect(approval.code).toMatch(/^yamb_oac_/);
    const tokens = await exchange(f, approval.code!, approval.verifier);
    keep(tokens.body.access_token, tokens.body.refresh_token);
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get('cache-control')).toBe('no-store');
    expect(tokens.body).toEqual({ access_token: expect.stringMatching(/^yamb_oat_/), token_type: 'Bearer', expires_in: 3600, scope: 'games:read games:play', refresh_token: expect.stringMatching(/^yamb_ort_/) });
    // Within its scopes: play and read games; not the profile, not tokens.
    expect((await api(f, 'POST', '/v1/games', tokens.body.access_token, { ruleset: 'yams-5' })).status).toBe(201);
    expect((await turns(tokens.body.access_token)).status).toBe(200);
    expect((await me(tokens.body.access_token)).body.code).toBe('INSUFFICIENT_SCOPE');
    expect((await api(f, 'GET', '/v1/tokens', tokens.body.access_token)).body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['tokens:manage'] });
    // The player sees the app among its tokens, with its client.
    const listed = (await api(f, 'GET', '/v1/tokens', account)).body.items;
    expect(listed).toContainEqual(expect.objectContaining({ name: CLIENT, client: CLIENT, scopes: ['games:read', 'games:play'], expiresAt: new Date(now + OAUTH_LIMITS.refreshTokenSeconds * 1000).toISOString() }));
    // What the store keeps are hashes.
    const stored = JSON.stringify(await tokenItems());
    for (const secret of [approval.code, tokens.body.access_token, tokens.body.refresh_token]) expect(stored).not.toContain(String(secret).slice(-43));
  });

  it('a code used twice is invalid_grant and revokes what its first use issued', async () => {
    const approval = await kept(approve(f, account));
    const first = await exchange(f, approval.code!, approval.verifier);
    keep(first.body.access_token, first.body.refresh_token);
    expect((await turns(first.body.access_token)).status).toBe(200);
    const second = await exchange(f, approval.code!, approval.verifier);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('already used') });
    expect((await turns(first.body.access_token)).status).toBe(401);
    expect((await refresh(f, first.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('a wrong verifier, redirect_uri or client_id is invalid_grant and changes nothing: the right ones still work', async () => {
    const approval = await kept(approve(f, account));
    const before = JSON.stringify(await tokenItems());
    const wrong = [
      exchange(f, approval.code!, 'x'.repeat(43)),
      exchange(f, approval.code!, approval.verifier, { redirect_uri: 'http://127.0.0.1:8765/other' }),
      exchange(f, approval.code!, approval.verifier, { client_id: 'Another App' }),
    ];
    for (const answer of await Promise.all(wrong)) expect(answer.body.error).toBe('invalid_grant');
    for (const [fields, error] of [
      [{ code_verifier: 'short' }, 'invalid_request'],
      [{ code_verifier: '' }, 'invalid_request'],
      [{ grant_type: 'password' }, 'unsupported_grant_type'],
      [{ grant_type: '' }, 'unsupported_grant_type'],
      [{ code: 'yamb_oac_nonsense' }, 'invalid_grant'],
    ] as const) {
      expect((await exchange(f, approval.code!, approval.verifier, fields)).body.error, JSON.stringify(fields)).toBe(error);
    }
    expect((await form(f, '/oauth/token', { code: approval.code! })).body.error).toBe('invalid_request');
    expect(JSON.stringify(await tokenItems())).toBe(before);
    const tokens = await exchange(f, approval.code!, approval.verifier);
    keep(tokens.body.access_token, tokens.body.refresh_token);
    expect(tokens.status).toBe(200);
  });

  it('a code lives 60 s: an expired one is invalid_grant and changes nothing', async () => {
    const approval = await kept(approve(f, account));
    const before = JSON.stringify(await tokenItems());
    now += OAUTH_LIMITS.codeSeconds * 1000;
    const late = await exchange(f, approval.code!, approval.verifier);
    expect(late.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('expired') });
    expect(JSON.stringify(await tokenItems())).toBe(before);
  });

  it('denying sends access_denied; approving scopes the approving token lacks is refused', async () => {
    const denied = await kept(approve(f, account, {}, 'deny'));
    expect(Object.fromEntries(denied.redirect!.searchParams)).toMatchObject({ error: 'access_denied', state: denied.state });
    const reader = (await api(f, 'POST', '/v1/tokens', account, { name: 'approver', scopes: ['games:read', 'tokens:manage'] })).body.accessToken as string;
    keep(reader);
    const refused = await kept(approve(f, reader));
    expect(refused.answer.status).toBe(403);
    expect(refused.answer.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['games:play'] });
    // An app's own token can approve nothing: it never holds tokens:manage.
    const app = await signIn(f, account);
    keep(app.access, app.refresh);
    expect((await kept(approve(f, app.access))).answer.body.code).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('refresh tokens', () => {
  it('rotate: new tokens each time, the replaced access token stops, and a replaced refresh token presented again revokes the grant', async () => {
    const first = await signIn(f, account);
    keep(first.access, first.refresh);
    const second = await refresh(f, first.refresh);
    keep(second.body.access_token, second.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh);
    expect((await turns(first.access)).status).toBe(401);
    expect((await turns(second.body.access_token)).status).toBe(200);
    const third = await refresh(f, second.body.refresh_token);
    keep(third.body.access_token, third.body.refresh_token);
    expect((await turns(third.body.access_token)).status).toBe(200);
    // The first refresh token comes back: one of its holders is not the app.
    const reused = await refresh(f, first.refresh);
    expect(reused.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('revoked') });
    expect((await turns(third.body.access_token)).status).toBe(401);
    expect((await refresh(f, third.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('refuses another client_id, a wider scope and garbage without changing anything; narrows on request', async () => {
    const app = await signIn(f, account);
    keep(app.access, app.refresh);
    const before = JSON.stringify(await tokenItems());
    expect((await refresh(f, app.refresh, { client_id: 'Another App' })).body.error).toBe('invalid_grant');
    expect((await refresh(f, app.refresh, { scope: 'games:read webhooks:manage' })).body.error).toBe('invalid_scope');
    expect((await refresh(f, 'yamb_ort_nothing')).body.error).toBe('invalid_grant');
    expect((await form(f, '/oauth/token', { grant_type: 'refresh_token' })).body.error).toBe('invalid_request');
    expect(JSON.stringify(await tokenItems())).toBe(before);
    const narrowed = await refresh(f, app.refresh, { scope: 'games:read' });
    keep(narrowed.body.access_token, narrowed.body.refresh_token);
    expect(narrowed.body.scope).toBe('games:read');
    expect((await turns(narrowed.body.access_token)).status).toBe(200);
    expect((await api(f, 'POST', '/v1/games', narrowed.body.access_token, { ruleset: 'yams-5' })).body.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('access tokens live an hour, refresh tokens 90 days from their last use', async () => {
    const app = await signIn(f, account);
    keep(app.access, app.refresh);
    now += OAUTH_LIMITS.accessTokenSeconds * 1000;
    const expired = await turns(app.access);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const renewed = await refresh(f, app.refresh);
    keep(renewed.body.access_token, renewed.body.refresh_token);
    expect((await turns(renewed.body.access_token)).status).toBe(200);
    now += OAUTH_LIMITS.refreshTokenSeconds * 1000;
    expect((await refresh(f, renewed.body.refresh_token)).body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('expired') });
  });
});

describe('revocation of an app', () => {
  it.each([
    ['RFC 7009 with its access token', async (app: { access: string; refresh: string }) => form(f, '/oauth/revoke', { token: app.access })],
    ['RFC 7009 with its refresh token', async (app: { access: string; refresh: string }) => form(f, '/oauth/revoke', { token: app.refresh, token_type_hint: 'refresh_token' })],
    ['DELETE /v1/token with its access token', async (app: { access: string }) => api(f, 'DELETE', '/v1/token', app.access)],
    [
      'DELETE /v1/tokens/{id} by the player',
      async () => {
        const items = (await api(f, 'GET', '/v1/tokens', account)).body.items as { id: string; client: string | null }[];
        return api(f, 'DELETE', `/v1/tokens/${items.filter((t) => t.client === CLIENT).at(-1)!.id}`, account);
      },
    ],
  ])('%s: its access and refresh tokens stop at once', async (_, revoke) => {
    const app = await signIn(f, account);
    keep(app.access, app.refresh);
    expect((await turns(app.access)).status).toBe(200);
    expect([200, 204]).toContain((await revoke(app)).status);
    expect((await turns(app.access)).status).toBe(401);
    expect((await refresh(f, app.refresh)).body.error).toBe('invalid_grant');
  });

  it('RFC 7009 answers 200 for anything, and revokes a personal token too; never the account token', async () => {
    for (const token of ['', 'nonsense', `yamb_oat_${playerId}_${'0'.repeat(16)}_${'A'.repeat(43)}`, account]) expect((await form(f, '/oauth/revoke', { token })).status).toBe(200);
    expect((await me(account)).status).toBe(200);
    const personal = (await api(f, 'POST', '/v1/tokens', account, { name: 'p', scopes: ['profile:read'] })).body.accessToken as string;
    keep(personal);
    expect((await form(f, '/oauth/revoke', { token: personal })).status).toBe(200);
    expect((await me(personal)).status).toBe(401);
  });
});

describe('metadata and CORS', () => {
  it('publishes RFC 8414 metadata', async () => {
    const metadata = await api(f, 'GET', '/.well-known/oauth-authorization-server');
    expect(metadata.body).toMatchObject({
      issuer: 'http://localhost',
      authorization_endpoint: 'http://localhost/oauth/authorize',
      token_endpoint: 'http://localhost/oauth/token',
      revocation_endpoint: 'http://localhost/oauth/revoke',
      scopes_supported: ['profile:read', 'games:read', 'games:play', 'webhooks:manage'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  it.each(['/oauth/token', '/oauth/revoke', '/.well-known/oauth-authorization-server'])('%s answers CORS requests from any origin, preflight included', async (path) => {
    const origin = 'https://some-app.example';
    const preflight = await f(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const method = path.startsWith('/.well-known') ? 'GET' : 'POST';
    const res = await f(path, { method, headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, ...(method === 'POST' && { body: 'token=x&grant_type=refresh_token' }) });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the rest of the API keeps the configured origins', async () => {
    const res = await f('/v1/rulesets', { headers: { origin: 'https://some-app.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await f('/v1/rulesets', { headers: { origin: 'https://yamb.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://yamb.example');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
  });

  it('the token endpoint takes JSON too, and refuses other bodies in its own terms', async () => {
    const json = await f('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT }) });
    expect(await json.json()).toMatchObject({ error: 'invalid_grant' });
    const text = await f('/oauth/token', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'grant_type=refresh_token' });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: 'invalid_request' });
    const twice = await f('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=refresh_token&grant_type=authorization_code' });
    expect(await twice.json()).toMatchObject({ error: 'invalid_request' });
  });
});
