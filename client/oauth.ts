import type { components } from './openapi.js';

/*
 * yamb-client/oauth: what an app needs to sign a player in with OAuth 2.0 (authorization
 * code with PKCE, S256) and keep the tokens fresh, with nothing but fetch and Web Crypto (so
 * it runs in browsers and in Node.js 20). The API needs no registration: `clientId` is the
 * app's name or URL, shown to the player on the consent page. Loopback redirect URIs
 * (http://127.0.0.1:<any port>/...) suit command-line and desktop apps (RFC 8252).
 *
 *   const pkce = await createPkce();
 *   const state = randomState();
 *   location.href = authorizeUrl({ baseUrl, clientId, redirectUri, scopes: ['games:play'], state, codeChallenge: pkce.challenge });
 *   // ...then, on redirectUri:
 *   const tokens = await exchangeCode({ baseUrl, clientId, redirectUri, verifier: pkce.verifier, code: readCallback(location.href, state) });
 */

/** A scope an app may ask for (`tokens:manage` is never granted to an app). */
export type AppScope = Exclude<components['schemas']['Scope'], 'tokens:manage'>;

/** An RFC 6749 error: from the token endpoint, or in the redirect (`access_denied` when the player said no). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

export interface PkcePair {
  /** Keep it secret until the exchange: 43 characters of base64url. */
  readonly verifier: string;
  /** BASE64URL(SHA-256(verifier)), sent with the authorization request. */
  readonly challenge: string;
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const randomText = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

/** A fresh PKCE verifier (32 random bytes) and its S256 challenge. */
export async function createPkce(): Promise<PkcePair> {
  const verifier = randomText(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** A random `state` that ties the answer to this request. */
export const randomState = (): string => randomText(16);

export interface AuthorizeRequest {
  /** The API's origin, e.g. http://localhost:3000. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scopes: readonly AppScope[];
  readonly state: string;
  readonly codeChallenge: string;
}

/** The consent page's address for this request: send the player's browser there. */
export function authorizeUrl({ baseUrl, clientId, redirectUri, scopes, state, codeChallenge }: AuthorizeRequest): string {
  const url = new URL('/oauth/authorize', baseUrl);
  const params = { response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: scopes.join(' '), state, code_challenge: codeChallenge, code_challenge_method: 'S256' };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The code of the address the browser came back to; an OAuthError for an error, or a `state` that is not this request's. */
export function readCallback(url: string | URL, expectedState: string): string {
  const params = new URL(url).searchParams;
  if (params.get('state') !== expectedState) throw new OAuthError('invalid_state', 'the answer is not for this request: its state differs');
  const error = params.get('error');
  if (error) throw new OAuthError(error, params.get('error_description') ?? '');
  const code = params.get('code');
  if (!code) throw new OAuthError('invalid_request', 'the answer carries no code');
  return code;
}

export interface OAuthTokens {
  /** Send as `Authorization: Bearer <accessToken>` (createYambClient's `token`). */
  readonly accessToken: string;
  /** Exchange it once for new tokens (`refreshTokens`); keep only the newest. */
  readonly refreshToken: string;
  /** When the access token stops working (epoch ms). */
  readonly expiresAt: number;
  readonly scopes: readonly AppScope[];
}

interface Endpoint {
  readonly baseUrl: string;
  /** The fetch to send requests with; globalThis.fetch by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

async function tokenRequest({ baseUrl, fetch = (r) => globalThis.fetch(r) }: Endpoint, fields: Record<string, string>): Promise<OAuthTokens> {
  const sent = Date.now();
  const response = await fetch(new Request(new URL('/oauth/token', baseUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new OAuthError(String(body.error ?? 'server_error'), String(body.error_description ?? `the token endpoint answered ${response.status}`));
  return {
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    expiresAt: sent + Number(body.expires_in) * 1000,
    scopes: String(body.scope ?? '').split(' ').filter(Boolean) as AppScope[],
  };
}

/** Exchanges the code (once, within a minute) with the verifier of its request. */
export function exchangeCode(options: Endpoint & { readonly clientId: string; readonly redirectUri: string; readonly code: string; readonly verifier: string }): Promise<OAuthTokens> {
  return tokenRequest(options, { grant_type: 'authorization_code', code: options.code, redirect_uri: options.redirectUri, client_id: options.clientId, code_verifier: options.verifier });
}

/**
 * New tokens for the refresh token; the one sent stops working. Presenting a replaced refresh
 * token again revokes the whole grant (the player then signs in again), so two parts of an
 * app must never refresh with the same one.
 */
export function refreshTokens(options: Endpoint & { readonly clientId: string; readonly refreshToken: string; readonly scopes?: readonly AppScope[] }): Promise<OAuthTokens> {
  return tokenRequest(options, { grant_type: 'refresh_token', refresh_token: options.refreshToken, client_id: options.clientId, ...(options.scopes && { scope: options.scopes.join(' ') }) });
}

/** Signs the app out: revokes the grant the token belongs to (RFC 7009). */
export async function revokeToken({ baseUrl, fetch = (r) => globalThis.fetch(r), token }: Endpoint & { readonly token: string }): Promise<void> {
  const response = await fetch(new Request(new URL('/oauth/revoke', baseUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) }));
  await response.body?.cancel();
  if (!response.ok) throw new OAuthError('server_error', `the revocation endpoint answered ${response.status}`);
}
