import type { AuthorizationParams, OAuthErrorCode, Scope } from '../contract/index.js';
import { APP_FORBIDDEN_SCOPES, ApiError, OAUTH_LIMITS, SCOPES, isScope } from '../contract/index.js';

/*
 * An app's authorization request, checked (RFC 6749 4.1.1, RFC 7636, RFC 8252), with no IO.
 * A bad `client_id` or `redirect_uri` is the person's to see and never redirects (a
 * VALIDATION_FAILED problem: the app cannot be trusted with an answer); any other bad
 * parameter is the app's to hear, as a redirect with its RFC 6749 error.
 */

/** Loopback hosts where an app may listen on plain `http` (RFC 8252 7.3), as URL gives them. */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** 1 to 100 visible characters: no control, format or unassigned ones, and no space at either end. */
const CLIENT_ID = /^[^\p{C}\s](?:[^\p{C}]*[^\p{C}\s])?$/u;
/** BASE64URL of a SHA-256 digest. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export interface AppRequest {
  readonly client: string;
  readonly redirectUri: string;
  readonly redirect: URL;
  readonly scopes: readonly Scope[];
  readonly state: string | null;
  readonly challenge: string;
}

export type CheckedRequest =
  | { readonly ok: true; readonly request: AppRequest }
  | { readonly ok: false; readonly error: OAuthErrorCode; readonly description: string; readonly redirectTo: string };

/** `redirect` with `params` added to its query (those that are null left out). */
export function withQuery(redirect: URL, params: Record<string, string | null>): string {
  const url = new URL(redirect.href);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.append(name, value);
  return url.href;
}

/** The app and where its answer goes, or VALIDATION_FAILED (never a redirect). */
export function checkClient(params: Pick<AuthorizationParams, 'client_id' | 'redirect_uri'>): { client: string; redirectUri: string; redirect: URL } {
  const client = params.client_id ?? '';
  if ([...client].length > OAUTH_LIMITS.clientIdLength || !CLIENT_ID.test(client)) {
    throw new ApiError('VALIDATION_FAILED', `client_id must be 1 to ${OAUTH_LIMITS.clientIdLength} visible characters naming the app (its name or URL)`, { field: 'client_id' });
  }
  const redirectUri = params.redirect_uri ?? '';
  const redirect = URL.canParse(redirectUri) && redirectUri.length <= OAUTH_LIMITS.redirectUriLength ? new URL(redirectUri) : null;
  const allowed = redirect !== null && (redirect.protocol === 'https:' || (redirect.protocol === 'http:' && LOOPBACK.has(redirect.hostname)));
  if (!redirect || !allowed || redirect.hash !== '' || redirectUri.includes('#') || redirect.username !== '' || redirect.password !== '') {
    throw new ApiError(
      'VALIDATION_FAILED',
      'redirect_uri must be an absolute https URL, or http on a loopback host (127.0.0.1, [::1], localhost; any port), without a fragment or user name',
      { field: 'redirect_uri' },
    );
  }
  return { client, redirectUri, redirect };
}

/** The scopes of a space-separated `scope`, or why an app may not have them. */
export function appScopes(scope: string | undefined): { scopes: Scope[] } | { error: string } {
  const asked = (scope ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return { error: `scope is required: space-separated, of ${SCOPES.filter((s) => !APP_FORBIDDEN_SCOPES.includes(s)).join(', ')}` };
  const unknown = asked.filter((s) => !isScope(s));
  if (unknown.length > 0) return { error: `unknown scope: ${unknown.join(', ')}` };
  const forbidden = asked.filter((s) => APP_FORBIDDEN_SCOPES.includes(s as Scope));
  if (forbidden.length > 0) return { error: `${forbidden.join(', ')} is never granted to an app` };
  return { scopes: SCOPES.filter((s) => asked.includes(s)) };
}

/**
 * The whole request, checked. `iss` (RFC 9207) goes with every answer, so an app that talks to
 * several servers knows which one answered.
 */
export function checkRequest(params: AuthorizationParams, issuer: string): CheckedRequest {
  const { client, redirectUri, redirect } = checkClient(params);
  const stateOk = params.state === undefined || params.state.length <= OAUTH_LIMITS.stateLength;
  const refuse = (error: OAuthErrorCode, description: string): CheckedRequest => ({
    ok: false,
    error,
    description,
    redirectTo: withQuery(redirect, { error, error_description: description, state: stateOk ? (params.state ?? null) : null, iss: issuer }),
  });
  if (params.response_type === undefined) return refuse('invalid_request', 'response_type is required: code');
  if (params.response_type !== 'code') return refuse('unsupported_response_type', 'response_type must be code');
  if (!stateOk) return refuse('invalid_request', `state is longer than ${OAUTH_LIMITS.stateLength} characters`);
  if (params.code_challenge_method !== 'S256') return refuse('invalid_request', 'PKCE is required: code_challenge_method must be S256');
  if (!CHALLENGE.test(params.code_challenge ?? '')) return refuse('invalid_request', 'code_challenge must be BASE64URL(SHA-256(code_verifier)): 43 characters');
  const scopes = appScopes(params.scope);
  if ('error' in scopes) return refuse('invalid_scope', scopes.error);
  return { ok: true, request: { client, redirectUri, redirect, scopes: scopes.scopes, state: params.state ?? null, challenge: params.code_challenge! } };
}
