import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../src/app/index.js';

/*
 * What the token and OAuth tests send, as an app and a person would: JSON calls with a bearer
 * token, form posts to the token endpoint, a PKCE pair, the consent page's approval, and the
 * code read back from the redirect it answers with.
 */

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
}

/** Anything that answers a fetch Request: the app in process, or a server through fetch. */
export type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

export const appFetch = (app: App): Fetch => async (path, init) => app.request(path, init);
export const originFetch = (origin: string): Fetch => (path, init) => fetch(`${origin}${path}`, init);

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body };
}

/** A JSON request with an optional bearer token. */
export async function api(f: Fetch, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(
    await f(path, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
}

/** A form post, as OAuth clients send to the token and revocation endpoints. */
export async function form(f: Fetch, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(await f(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() }));
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const REDIRECT = 'http://127.0.0.1:8765/callback';
export const CLIENT = 'Dice Bot';

export interface Approval {
  readonly verifier: string;
  readonly challenge: string;
  readonly state: string;
  readonly answer: Answer;
  /** The redirect's code; undefined when it carried an error. */
  readonly code: string | undefined;
  readonly redirect: URL | undefined;
}

/** The person's approval of an app's request, with `token` (the web client's account token). */
export async function approve(f: Fetch, token: string, params: Record<string, string> = {}, decision: 'approve' | 'deny' = 'approve'): Promise<Approval> {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const body = { response_type: 'code', client_id: CLIENT, redirect_uri: REDIRECT, scope: 'games:read games:play', state, code_challenge: challenge, code_challenge_method: 'S256', decision, ...params };
  const res = await api(f, 'POST', '/v1/oauth/authorize', token, body);
  const redirect = typeof res.body?.redirectTo === 'string' ? new URL(res.body.redirectTo) : undefined;
  return { verifier, challenge, state, answer: res, code: redirect?.searchParams.get('code') ?? undefined, redirect };
}

/** The token endpoint's authorization_code grant. */
export const exchange = (f: Fetch, code: string, verifier: string, extra: Record<string, string> = {}) =>
  form(f, '/oauth/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT, code_verifier: verifier, ...extra });

/** The token endpoint's refresh_token grant. */
export const refresh = (f: Fetch, refreshToken: string, extra: Record<string, string> = {}) => form(f, '/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT, ...extra });

/** Approval and exchange: an app signed in with the player's account token. */
export async function signIn(f: Fetch, token: string, params: Record<string, string> = {}): Promise<{ access: string; refresh: string; scope: string }> {
  const approval = await approve(f, token, params);
  if (!approval.code) throw new Error(`no code: ${JSON.stringify(approval.answer.body)}`);
  const tokens = await exchange(f, approval.code, approval.verifier);
  if (tokens.status !== 200) throw new Error(`exchange: ${JSON.stringify(tokens.body)}`);
  return { access: tokens.body.access_token, refresh: tokens.body.refresh_token, scope: tokens.body.scope };
}
