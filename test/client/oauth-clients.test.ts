import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { createYambClient } from 'yamb-client';
import { OAuthError, authorizeUrl, createPkce, exchangeCode, randomState, readCallback, refreshTokens, revokeToken } from 'yamb-client/oauth';
import { runApp } from '../../examples/oauth-app.js';
import { useApiServer } from '../support/api-server.js';

/*
 * The whole PKCE flow against a running API, driven by clients that know nothing of its code:
 * oauth4webapi, a maintained OAuth 2 client library (discovery per RFC 8414, PKCE, the
 * authorization response with its `iss`, the code and refresh grants, revocation); the
 * package's own helper (yamb-client/oauth); and the example app, as a function and as a
 * script. The person's approval is what the consent page sends: POST /v1/oauth/authorize with
 * the player's token; the browser then follows `redirectTo`.
 */

const api = useApiServer({ rateLimit: null });
const root = join(import.meta.dirname, '..', '..');

async function player(name: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${api.origin}/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  const body = (await res.json()) as { player: { id: string }; token: string };
  return { id: body.player.id, token: body.token };
}

/** What the consent page does when the player clicks Authorize: the API call, then the browser follows the redirect. */
async function approveInBrowser(authorizationUrl: string, token: string): Promise<string> {
  const params = Object.fromEntries(new URL(authorizationUrl).searchParams);
  const res = await fetch(`${api.origin}/v1/oauth/authorize`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...params, decision: 'approve' }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { redirectTo: string }).redirectTo;
}

const REDIRECT = 'http://127.0.0.1:8765/callback';

describe('oauth4webapi', () => {
  it('discovers the server, signs a player in with PKCE, plays, refreshes, and revokes', async () => {
    const ana = await player('Ana');
    const issuer = new URL(api.origin);
    const insecure = { [oauth.allowInsecureRequests]: true };
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    const client: oauth.Client = { client_id: 'oauth4webapi test app' };
    const auth = oauth.None();

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({ client_id: client.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'games:read games:play', state, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' })) url.searchParams.set(k, v);

    const callback = new URL(await approveInBrowser(url.href, ana.token));
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, insecure);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'games:read games:play' });

    // The access token plays for Ana.
    const yamb = createYambClient({ baseUrl: api.origin, token: tokens.access_token });
    const created = await yamb.POST('/v1/games', { body: { ruleset: 'yams-5', seats: 1 } });
    expect(created.data?.seats[0]?.player?.id).toBe(ana.id);

    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure));
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // The replaced refresh token again: the library reports the server's invalid_grant, and the grant is gone.
    const reused = await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure);
    await expect(oauth.processRefreshTokenResponse(as, client, reused)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await createYambClient({ baseUrl: api.origin, token: refreshed.access_token }).GET('/v1/players/me/turns')).response.status).toBe(401);

    // A second sign-in, signed out with RFC 7009.
    const again = new URL(url);
    const verifier2 = oauth.generateRandomCodeVerifier();
    again.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier2));
    const params2 = oauth.validateAuthResponse(as, client, new URL(await approveInBrowser(again.href, ana.token)), state);
    const second = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params2, REDIRECT, verifier2, insecure));
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, second.access_token, insecure));
    expect((await createYambClient({ baseUrl: api.origin, token: second.access_token }).GET('/v1/players/me/turns')).response.status).toBe(401);
  });

  it('reports a wrong verifier as the invalid_grant it is', async () => {
    const ben = await player('Ben');
    const issuer = new URL(api.origin);
    const insecure = { [oauth.allowInsecureRequests]: true };
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    const client: oauth.Client = { client_id: 'oauth4webapi test app' };
    const pkce = await createPkce();
    const state = randomState();
    const callback = new URL(await approveInBrowser(authorizeUrl({ baseUrl: api.origin, clientId: client.client_id, redirectUri: REDIRECT, scopes: ['games:read'], state, codeChallenge: pkce.challenge }), ben.token));
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, oauth.generateRandomCodeVerifier(), insecure);
    await expect(oauth.processAuthorizationCodeResponse(as, client, response)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('yamb-client/oauth', () => {
  it('builds the request, reads the answer, exchanges, refreshes and revokes', async () => {
    const cyd = await player('Cyd');
    const pkce = await createPkce();
    expect(pkce.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = randomState();
    const url = authorizeUrl({ baseUrl: api.origin, clientId: 'Helper', redirectUri: REDIRECT, scopes: ['games:play'], state, codeChallenge: pkce.challenge });
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ response_type: 'code', client_id: 'Helper', redirect_uri: REDIRECT, scope: 'games:play', state, code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    const callback = await approveInBrowser(url, cyd.token);
    expect(() => readCallback(callback, 'another state')).toThrow(OAuthError);
    const code = readCallback(callback, state);
    const tokens = await exchangeCode({ baseUrl: api.origin, clientId: 'Helper', redirectUri: REDIRECT, code, verifier: pkce.verifier });
    expect(tokens.scopes).toEqual(['games:play']);
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    await expect(exchangeCode({ baseUrl: api.origin, clientId: 'Helper', redirectUri: REDIRECT, code, verifier: pkce.verifier })).rejects.toMatchObject({ error: 'invalid_grant' });
    // The second use revoked the first use's tokens.
    await expect(refreshTokens({ baseUrl: api.origin, clientId: 'Helper', refreshToken: tokens.refreshToken })).rejects.toMatchObject({ error: 'invalid_grant' });

    const denied = new URL(url);
    const res = await fetch(`${api.origin}/v1/oauth/authorize`, { method: 'POST', headers: { authorization: `Bearer ${cyd.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...Object.fromEntries(denied.searchParams), decision: 'deny' }) });
    const deniedTo = ((await res.json()) as { redirectTo: string }).redirectTo;
    expect(() => readCallback(deniedTo, state)).toThrow(expect.objectContaining({ error: 'access_denied' }));

    const fresh = await createPkce();
    const code2 = readCallback(await approveInBrowser(authorizeUrl({ baseUrl: api.origin, clientId: 'Helper', redirectUri: REDIRECT, scopes: ['games:play'], state, codeChallenge: fresh.challenge }), cyd.token), state);
    const second = await exchangeCode({ baseUrl: api.origin, clientId: 'Helper', redirectUri: REDIRECT, code: code2, verifier: fresh.verifier });
    const renewed = await refreshTokens({ baseUrl: api.origin, clientId: 'Helper', refreshToken: second.refreshToken });
    await revokeToken({ baseUrl: api.origin, token: renewed.accessToken });
    await expect(refreshTokens({ baseUrl: api.origin, clientId: 'Helper', refreshToken: renewed.refreshToken })).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('examples/oauth-app.ts', () => {
  it('signs a player in, plays a move for them, refreshes and signs out', async () => {
    const dan = await player('Dan');
    const result = await runApp({
      baseUrl: api.origin,
      open: async (url) => {
        const redirectTo = await approveInBrowser(url, dan.token);
        // The browser follows the redirect to the app's loopback server.
        expect((await fetch(redirectTo)).status).toBe(200);
      },
    });
    expect(result.game.seats[0]?.player?.id).toBe(dan.id);
    expect(result.game.lastMove).toMatchObject({ type: 'roll', version: 2 });
    expect(result.tokens.scopes).toEqual(['games:read', 'games:play']);
    // Signed out: neither the old nor the refreshed tokens work.
    for (const token of [result.tokens.accessToken, result.refreshed.accessToken]) {
      expect((await createYambClient({ baseUrl: api.origin, token }).GET('/v1/players/me/turns')).response.status).toBe(401);
    }
  });

  it('runs as a script: npx tsx examples/oauth-app.ts <origin>', async () => {
    const eve = await player('Eve');
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/oauth-app.ts', api.origin], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const found = /^(http:\/\/\S+\/oauth\/authorize\?\S+)$/m.exec(out);
        if (found) resolve(found[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}${err}`)));
    });
    expect((await fetch(await approveInBrowser(url, eve.token))).status).toBe(200);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(err).toBe('');
    const [, gameId] = /^game (\w+): rolled [1-6]( [1-6]){4} for Eve; signed out$/m.exec(out) ?? [];
    expect(gameId, out).toBeDefined();
    const game = (await (await fetch(`${api.origin}/v1/games/${gameId}`)).json()) as { version: number; seats: { player: { id: string } }[] };
    expect(game.version).toBe(2);
    expect(game.seats[0]!.player.id).toBe(eve.id);
  });
});
