import type { PlayerView, Scope } from '../contract/index.js';
import { ANY_SCOPE, ApiError } from '../contract/index.js';
import type { CredentialCache, Verified, VerifyDeps } from './credentials.js';
import { verifyToken } from './credentials.js';

/*
 * Authentication, once for REST and GraphQL: a request presents its Authorization header,
 * the operation (its entry of the contract's OPERATIONS) names the scope it needs, and the
 * answer is the principal the request acts for, or a refusal in the terms of RFC 6750:
 * UNAUTHENTICATED (401) for a missing, unknown, revoked or expired token, INSUFFICIENT_SCOPE
 * (403, with `requiredScopes`) for a token without the scope. The edge turns their `challenge`
 * into the WWW-Authenticate header.
 */

/** What a request presents: its `Authorization` header, as both APIs have it. */
export interface Credentials {
  readonly authorization?: string | undefined;
}

/** What an operation needs of its caller (an entry of the contract's OPERATIONS). */
export interface Requirement {
  /** The scope a token needs; ANY_SCOPE for any token; null for an operation that authenticates nobody. */
  readonly scope: Scope | typeof ANY_SCOPE | null;
}

/** Who a request acts for, and with which token. */
export interface Principal extends Verified {
  readonly player: PlayerView;
}

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

export interface AuthDeps extends VerifyDeps {
  readonly cache: CredentialCache;
}

/** The RFC 6750 error a refusal names in its WWW-Authenticate challenge (edge/errors.ts). */
export type BearerError = 'invalid_token' | 'insufficient_scope';

/** 401: no token (a bare `Bearer` challenge), or one that does not work now (`invalid_token`). */
export function unauthenticated(sent: boolean): ApiError {
  return sent
    ? new ApiError('UNAUTHENTICATED', 'the token sent is not valid: it is unknown, revoked or expired', { challenge: 'invalid_token' satisfies BearerError })
    : new ApiError('UNAUTHENTICATED', 'send "Authorization: Bearer <token>" with the token from player registration, a personal token or an app\'s access token');
}

/** 403: the token works but lacks `scopes`. */
export function insufficientScope(scopes: readonly Scope[], what = 'this operation'): ApiError {
  const list = scopes.join(', ');
  return new ApiError('INSUFFICIENT_SCOPE', `${what} needs the scope${scopes.length > 1 ? 's' : ''} ${list}, which the token sent does not have`, {
    requiredScopes: [...scopes],
    challenge: 'insufficient_scope' satisfies BearerError,
  });
}

/** Whether a principal holds `scope`. */
export const holds = (principal: Pick<Verified, 'scopes'>, scope: Scope): boolean => principal.scopes.includes(scope);

/**
 * The principal of a request's credentials, allowed to do what `requirement` names. Counts
 * one request against the token's rate limit (every request already counted against its
 * address at the edge).
 */
export async function authenticate(deps: AuthDeps, credentials: Credentials, requirement: Requirement): Promise<Principal> {
  const principal = await verified(deps, credentials);
  return allowed(principal, requirement);
}

/** The token a request presents, verified; UNAUTHENTICATED for anything else. (The player service charges the request to the token's quota: rate-limit.ts.) */
export async function verified(deps: AuthDeps, credentials: Credentials): Promise<Principal> {
  const token = bearerToken(credentials.authorization);
  const principal = await verifyToken(deps, token);
  if (!principal) throw unauthenticated(credentials.authorization !== undefined);
  return principal;
}

/** `principal` when it may do what `requirement` names; INSUFFICIENT_SCOPE otherwise. */
export function allowed(principal: Principal, requirement: Requirement): Principal {
  const { scope } = requirement;
  // An operation that names no scope authenticates nobody: a route that asks is a bug, not a client's mistake.
  if (scope === null) throw new Error('an operation without a scope asked for its caller: name its scope in OPERATIONS');
  if (scope !== ANY_SCOPE && !holds(principal, scope)) throw insufficientScope([scope]);
  return principal;
}
