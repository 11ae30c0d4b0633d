import type { GrantRecord, GrantTokens, OAuthErrorCode, OAuthTokenView, Scope } from '../contract/index.js';
import { OAUTH_LIMITS } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { appScopes } from './oauth-request.js';
import type { RandomBytes } from './secrets.js';
import { newItemToken, parseItemToken, pkceChallenge, sameDigest } from './secrets.js';
import { settleWrite } from './settle.js';
import type { TokenService } from './token-service.js';

/*
 * The token endpoint's two grants (RFC 6749 4.1.3 and 6): a code exchanged once, within a
 * minute, with its PKCE verifier; a refresh token exchanged for new tokens, the old one then
 * remembered so that presenting it again revokes the grant (OAuth 2.1 reuse detection). Every
 * refusal is an OAuthFailure and changes nothing, but for those two reuses, which revoke.
 */

/** An RFC 6749 error of the token endpoint: 400 `{ error, error_description }`. */
export class OAuthFailure extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthFailure';
  }
}

/** A token request's fields, as the form (or JSON) sent them. */
export type TokenRequest = Partial<Record<'grant_type' | 'code' | 'redirect_uri' | 'client_id' | 'code_verifier' | 'refresh_token' | 'scope', string>>;

export interface GrantTokenDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  readonly tokens: TokenService;
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const invalidGrant = (description: string) => new OAuthFailure('invalid_grant', description);

export function createGrantTokens({ store, clock, random, tokens }: GrantTokenDeps) {
  /** New access and refresh tokens for `grant`, with the hashes the grant keeps. */
  function mint(grant: GrantRecord, scopes: readonly Scope[], previousRefresh: readonly string[]) {
    const access = newItemToken('oat', grant.player.id, grant.id, random);
    const refresh = newItemToken('ort', grant.player.id, grant.id, random);
    const now = clock();
    const stored: GrantTokens = {
      accessHash: access.hash,
      accessExpiresAt: now + OAUTH_LIMITS.accessTokenSeconds * 1000,
      accessScopes: scopes,
      refreshHash: refresh.hash,
      refreshExpiresAt: now + OAUTH_LIMITS.refreshTokenSeconds * 1000,
      previousRefresh: previousRefresh.slice(0, OAUTH_LIMITS.rememberedRefreshTokens),
    };
    const answer: OAuthTokenView = { access_token: access.token, token_type: 'Bearer', expires_in: OAUTH_LIMITS.accessTokenSeconds, scope: scopes.join(' '), refresh_token: refresh.token };
    return { stored, answer, now };
  }

  /** Writes a grant's new tokens until the outcome is known; a lost race (a concurrent use of the same code or refresh token) revokes the grant. */
  async function settleTokens(grant: GrantRecord, write: () => Promise<boolean>, mine: GrantTokens, unchanged: (stored: GrantRecord) => boolean): Promise<void> {
    const result = await settleWrite(write, async () => {
      const stored = await store.getToken(grant.player.id, grant.id, true);
      if (stored?.kind !== 'app') return { found: 'other' as const, stored: null };
      if (stored.tokens && sameDigest(stored.tokens.refreshHash, mine.refreshHash)) return { found: 'mine' as const };
      return unchanged(stored) ? { found: 'nothing' as const } : { found: 'other' as const, stored };
    });
    if (result.landed) return;
    if (result.stored) await tokens.revoke(result.stored);
    throw invalidGrant('this code or refresh token was used twice at once: the grant is revoked');
  }

  async function grantOf(value: string | undefined, kind: 'code' | 'refresh'): Promise<{ grant: GrantRecord; hash: string } | null> {
    const parsed = value ? parseItemToken(value) : null;
    if (!parsed || parsed.kind !== kind) return null;
    const grant = await store.getToken(parsed.playerId, parsed.itemId, true);
    return grant?.kind === 'app' ? { grant, hash: parsed.hash } : null;
  }

  async function exchangeCode(request: TokenRequest): Promise<OAuthTokenView> {
    const { code, redirect_uri: redirectUri, client_id: client, code_verifier: verifier } = request;
    if (!code || !redirectUri || !client || !verifier) throw new OAuthFailure('invalid_request', 'send code, redirect_uri, client_id and code_verifier');
    if (!VERIFIER.test(verifier)) throw new OAuthFailure('invalid_request', 'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');
    const found = await grantOf(code, 'code');
    if (!found || !sameDigest(found.grant.code.hash, found.hash)) throw invalidGrant('the code is unknown or its grant was revoked');
    const { grant, hash } = found;
    if (grant.tokens) {
      // RFC 6749 4.1.2: a code used twice revokes what its first use issued.
      await tokens.revoke(grant);
      throw invalidGrant('the code was already used: the tokens it gave are revoked');
    }
    if (grant.code.expiresAt <= clock()) throw invalidGrant(`the code expired: codes live ${OAUTH_LIMITS.codeSeconds} s`);
    if (client !== grant.client) throw invalidGrant('client_id is not the one the code was given to');
    if (redirectUri !== grant.code.redirectUri) throw invalidGrant('redirect_uri is not the one the code was given for');
    if (!sameDigest(pkceChallenge(verifier), grant.code.challenge)) throw invalidGrant('code_verifier does not match the code_challenge');
    const { stored, answer, now } = mint(grant, grant.scopes, []);
    await settleTokens(grant, () => store.issueGrantTokens(grant, hash, stored, now), stored, (s) => s.tokens === null);
    return answer;
  }

  async function refresh(request: TokenRequest): Promise<OAuthTokenView> {
    const { refresh_token: refreshToken, client_id: client } = request;
    if (!refreshToken || !client) throw new OAuthFailure('invalid_request', 'send refresh_token and client_id');
    const found = await grantOf(refreshToken, 'refresh');
    const current = found?.grant.tokens;
    if (!found || !current) throw invalidGrant('the refresh token is unknown or its grant was revoked');
    const { grant, hash } = found;
    if (client !== grant.client) throw invalidGrant('client_id is not the one the refresh token was given to');
    if (!sameDigest(current.refreshHash, hash)) {
      if (current.previousRefresh.some((old) => sameDigest(old, hash))) {
        // OAuth 2.1 reuse detection: a replaced refresh token came back, so one of its holders is not the app.
        await tokens.revoke(grant);
        throw invalidGrant('this refresh token was already exchanged: the grant is revoked; sign the player in again');
      }
      throw invalidGrant('the refresh token is unknown or its grant was revoked');
    }
    if (current.refreshExpiresAt <= clock()) throw invalidGrant('the refresh token expired: sign the player in again');
    let scopes = grant.scopes;
    if (request.scope !== undefined) {
      const asked = appScopes(request.scope);
      if ('error' in asked || asked.scopes.some((s) => !grant.scopes.includes(s))) throw new OAuthFailure('invalid_scope', `scope may only name scopes of the grant: ${grant.scopes.join(' ')}`);
      scopes = asked.scopes;
    }
    const { stored, answer, now } = mint(grant, scopes, [current.refreshHash, ...current.previousRefresh]);
    await settleTokens(grant, () => store.rotateGrantTokens(grant, current.refreshHash, stored, now), stored, (s) => s.tokens !== null && sameDigest(s.tokens.refreshHash, current.refreshHash));
    tokens.forget(grant.player.id, grant.id);
    return answer;
  }

  return { exchangeCode, refresh };
}
