import type { AuthorizationCheck, AuthorizationParams, GrantRecord, OAuthMetadata, OAuthTokenView } from '../contract/index.js';
import { APP_SCOPES, ApiError, OAUTH_LIMITS, OAUTH_PATHS, SCOPE_DESCRIPTIONS, TOKEN_LIMITS } from '../contract/index.js';
import type { Store } from '../store/index.js';
import type { Principal } from './auth.js';
import { checkRequest, withQuery } from './oauth-request.js';
import type { TokenRequest } from './oauth-tokens.js';
import { OAuthFailure, createGrantTokens } from './oauth-tokens.js';
import type { RandomBytes } from './secrets.js';
import { newId, newItemToken, parseItemToken, sameDigest } from './secrets.js';
import { settleWrite } from './settle.js';
import type { TokenService } from './token-service.js';
import { requireAll } from './token-service.js';

export { OAuthFailure, type TokenRequest } from './oauth-tokens.js';

/*
 * OAuth 2.0 for apps: the person's approval makes a grant (one item) holding a code; the app
 * exchanges the code for tokens (oauth-tokens.ts); revoking a token revokes what it belongs
 * to (RFC 7009); the metadata says where all of it is (RFC 8414).
 */

export interface OAuthServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  readonly tokens: TokenService;
}

export function createOAuthService({ store, clock, random, tokens }: OAuthServiceDeps) {
  const { exchangeCode, refresh } = createGrantTokens({ store, clock, random, tokens });

  return {
    /** What an authorization request is, for the consent page: one to show the person, or the error redirect the app must get. VALIDATION_FAILED for a bad client_id or redirect_uri. */
    check(params: AuthorizationParams, issuer: string): AuthorizationCheck {
      const checked = checkRequest(params, issuer);
      if (!checked.ok) return { outcome: 'redirect', error: checked.error, redirectTo: checked.redirectTo };
      const { client, redirectUri, redirect, scopes } = checked.request;
      return { outcome: 'consent', client, redirectUri, redirectHost: redirect.host, scopes: scopes.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] })) };
    },

    /** The person's decision: a code for the app (a new grant), or `access_denied`; either way where the browser goes next. */
    async authorize(principal: Principal, params: AuthorizationParams & { decision: 'approve' | 'deny' }, issuer: string): Promise<{ redirectTo: string }> {
      const checked = checkRequest(params, issuer);
      if (!checked.ok) return { redirectTo: checked.redirectTo };
      const { client, redirectUri, redirect, scopes, state, challenge } = checked.request;
      if (params.decision === 'deny') return { redirectTo: withQuery(redirect, { error: 'access_denied', error_description: 'the player denied the request', state, iss: issuer }) };
      requireAll(principal, scopes, 'approving these scopes');
      const playerId = principal.player.id;
      if ((await tokens.liveTokens(playerId)).length >= TOKEN_LIMITS.maxPerPlayer) {
        throw new ApiError('LIMIT_REACHED', `a player may hold at most ${TOKEN_LIMITS.maxPerPlayer} tokens and approved apps; revoke one first`, { limit: TOKEN_LIMITS.maxPerPlayer });
      }
      const id = newId(random);
      const code = newItemToken('oac', playerId, id, random);
      const now = clock();
      const player = { id: playerId, name: principal.player.name, createdAt: Date.parse(principal.player.createdAt) };
      const grant: GrantRecord = { kind: 'app', id, player, client, scopes, createdAt: now, lastUsedAt: null, code: { hash: code.hash, expiresAt: now + OAUTH_LIMITS.codeSeconds * 1000, challenge, redirectUri }, tokens: null };
      const result = await settleWrite(
        () => store.createToken(grant),
        async () => {
          const stored = await store.getToken(playerId, id, true);
          if (!stored) return { found: 'nothing' as const };
          return stored.kind === 'app' && sameDigest(stored.code.hash, code.hash) ? { found: 'mine' as const } : { found: 'other' as const, stored };
        },
      );
      if (!result.landed) throw new Error('a fresh random grant id was already taken');
      return { redirectTo: withQuery(redirect, { code: code.token, state, iss: issuer }) };
    },

    /** The token endpoint: a code or a refresh token exchanged for tokens; OAuthFailure otherwise. */
    async token(request: TokenRequest): Promise<OAuthTokenView> {
      if (request.grant_type === 'authorization_code') return exchangeCode(request);
      if (request.grant_type === 'refresh_token') return refresh(request);
      if (request.grant_type === undefined) throw new OAuthFailure('invalid_request', 'grant_type is required: authorization_code or refresh_token');
      throw new OAuthFailure('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    },

    /** RFC 7009: revokes what the token belongs to (an app's whole grant, a personal token); anything else changes nothing. */
    async revoke(token: string | undefined): Promise<void> {
      const parsed = token ? parseItemToken(token) : null;
      if (!parsed) return;
      const record = await store.getToken(parsed.playerId, parsed.itemId, true);
      if (!record) return;
      const genuine =
        record.kind === 'personal'
          ? parsed.kind === 'personal' && sameDigest(record.hash, parsed.hash)
          : [record.code.hash, record.tokens?.accessHash, record.tokens?.refreshHash, ...(record.tokens?.previousRefresh ?? [])].some((h) => h !== undefined && sameDigest(h, parsed.hash));
      if (genuine) await tokens.revoke(record);
    },

    /** RFC 8414 metadata for the server at `issuer`. */
    metadata(issuer: string, documentation: string): OAuthMetadata {
      return {
        issuer,
        authorization_endpoint: `${issuer}${OAUTH_PATHS.authorize}`,
        token_endpoint: `${issuer}${OAUTH_PATHS.token}`,
        revocation_endpoint: `${issuer}${OAUTH_PATHS.revoke}`,
        scopes_supported: [...APP_SCOPES],
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        authorization_response_iss_parameter_supported: true,
        service_documentation: documentation,
      };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
