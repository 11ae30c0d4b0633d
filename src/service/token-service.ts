import type { PersonalTokenRecord, Scope, TokenRecord, TokenTestResult, TokenView } from '../contract/index.js';
import { ApiError, SCOPES, TOKEN_LIMITS, isScope } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { allSettled } from '../store/index.js';
import type { Principal } from './auth.js';
import { holds, insufficientScope } from './auth.js';
import type { CredentialCache, VerifyDeps } from './credentials.js';
import { forgetCredential, verifyToken } from './credentials.js';
import { grantAlive } from './grants.js';
import { checkName } from './player-service.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId, newItemToken, newToken, sameDigest } from './secrets.js';
import { settleWrite } from './settle.js';
import { iso } from './view.js';

/*
 * A player's tokens: personal tokens (made, listed, revoked), the apps it approved (listed and
 * revoked here too, one grant each), the token a request was sent with (revoked), the account
 * token (replaced), and the token test anyone may ask. A token is minted with at most the
 * scopes of the token that mints it. Revoking forgets the token on this instance at once.
 */

export interface TokenServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** What authentication keeps on this instance, to forget what is revoked. */
  readonly verify: VerifyDeps & { readonly cache: CredentialCache };
  /** Told when a grant is revoked on this instance: what it created stops (grants.ts). */
  readonly onGrantRevoked: (playerId: string, grantId: string) => Promise<void>;
}

/** Whether a token item still works (a personal token unexpired, a grant exchanged and unexpired) or, for `counted`, still holds a place. */
export function tokenLive(record: TokenRecord, now: number, counted = false): boolean {
  if (record.kind === 'personal') return record.expiresAt === null || record.expiresAt > now;
  return grantAlive(record, now) || (counted && record.tokens === null && record.code.expiresAt > now);
}

export function tokenView(record: TokenRecord): TokenView {
  const common = { id: record.id, createdAt: iso(record.createdAt), lastUsedAt: record.lastUsedAt === null ? null : iso(record.lastUsedAt) };
  if (record.kind === 'personal') return { ...common, name: record.name, scopes: [...record.scopes], client: null, expiresAt: record.expiresAt === null ? null : iso(record.expiresAt) };
  return { ...common, name: record.client, scopes: [...record.scopes], client: record.client, expiresAt: record.tokens ? iso(record.tokens.refreshExpiresAt) : null };
}

/** Scopes from a client (GraphQL sends strings), each known, without repeats. */
export function checkScopes(scopes: readonly string[], field = 'scopes'): Scope[] {
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0 || scopes.length === 0) {
    throw new ApiError('VALIDATION_FAILED', unknown.length > 0 ? `unknown scopes: ${unknown.join(', ')} (known: ${SCOPES.join(', ')})` : `name at least one scope (${SCOPES.join(', ')})`, { field });
  }
  return SCOPES.filter((s) => scopes.includes(s));
}

/** INSUFFICIENT_SCOPE unless `principal` holds every one of `scopes`: no token mints more than it may do. */
export function requireAll(principal: Principal, scopes: readonly Scope[], what: string): void {
  const missing = scopes.filter((s) => !holds(principal, s));
  if (missing.length > 0) throw insufficientScope(missing, what);
}

const TEST_BATCH = 10;

async function testOne(deps: VerifyDeps, token: string): Promise<TokenTestResult> {
  const found = await verifyToken(deps, token);
  if (!found) return { active: false };
  return { active: true, playerId: found.player.id, scopes: [...found.scopes], client: found.client, expiresAt: found.expiresAt === null ? null : iso(found.expiresAt) };
}

export function createTokenService({ store, clock, random, verify, onGrantRevoked }: TokenServiceDeps) {
  /** The player's tokens that hold a place; those that no longer do are removed on the way (best effort). */
  async function liveTokens(playerId: string): Promise<TokenRecord[]> {
    const now = clock();
    const all = await store.tokensOf(playerId);
    const dead = all.filter((t) => !tokenLive(t, now, true));
    if (dead.length > 0) await allSettled(dead.map((t) => store.deleteToken(playerId, t.id))).catch(() => undefined);
    return all.filter((t) => tokenLive(t, now, true));
  }

  async function revoke(record: TokenRecord): Promise<void> {
    await store.deleteToken(record.player.id, record.id);
    forgetCredential(verify.cache, record.player.id, record.id);
    if (record.kind === 'app') await onGrantRevoked(record.player.id, record.id);
  }

  return {
    liveTokens,
    revoke,
    /** Forgets what this instance keeps of a token (its grant's tokens were replaced here). */
    forget: (playerId: string, tokenId: string) => forgetCredential(verify.cache, playerId, tokenId),

    async create(principal: Principal, input: { name: unknown; scopes: readonly string[]; expiresInSeconds?: number | null | undefined }): Promise<{ token: TokenView; accessToken: string }> {
      const name = checkName(input.name);
      const scopes = checkScopes(input.scopes);
      const { min, max } = TOKEN_LIMITS.expiresInSeconds;
      const seconds = input.expiresInSeconds ?? null;
      if (seconds !== null && !(Number.isInteger(seconds) && seconds >= min && seconds <= max)) {
        throw new ApiError('VALIDATION_FAILED', `expiresInSeconds must be a whole number from ${min} to ${max}, or absent for no expiry`, { field: 'expiresInSeconds' });
      }
      requireAll(principal, scopes, 'a token with these scopes');
      const playerId = principal.player.id;
      if ((await liveTokens(playerId)).length >= TOKEN_LIMITS.maxPerPlayer) {
        throw new ApiError('LIMIT_REACHED', `a player may hold at most ${TOKEN_LIMITS.maxPerPlayer} tokens and approved apps; revoke one first`, { limit: TOKEN_LIMITS.maxPerPlayer });
      }
      const id = newId(random);
      const { token, hash } = newItemToken('pat', playerId, id, random);
      const now = clock();
      const player = { id: playerId, name: principal.player.name, createdAt: Date.parse(principal.player.createdAt) };
      const record: PersonalTokenRecord = { kind: 'personal', id, player, name, scopes, hash, createdAt: now, expiresAt: seconds === null ? null : now + seconds * 1000, lastUsedAt: null };
      // The hash is this write's own tag: a stored token holding it is this write.
      const result = await settleWrite(
        () => store.createToken(record),
        async () => {
          const stored = await store.getToken(playerId, id, true);
          if (!stored) return { found: 'nothing' as const };
          return stored.kind === 'personal' && sameDigest(stored.hash, hash) ? { found: 'mine' as const } : { found: 'other' as const, stored };
        },
      );
      if (!result.landed) throw new Error('a fresh random token id was already taken');
      return { token: tokenView(record), accessToken: token };
    },

    /** The player's personal tokens and approved apps that work now, oldest first. */
    async list(principal: Principal): Promise<TokenView[]> {
      const now = clock();
      const live = (await liveTokens(principal.player.id)).filter((t) => tokenLive(t, now));
      return live.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)).map(tokenView);
    },

    /** Revokes one of the player's personal tokens or approved apps (all the app's tokens). */
    async revokeById(principal: Principal, tokenId: string): Promise<void> {
      const record = ID_PATTERN.test(tokenId) ? await store.getToken(principal.player.id, tokenId, true) : null;
      if (!record || !tokenLive(record, clock())) throw new ApiError('NOT_FOUND', `you have no token or approved app with id "${tokenId}"`);
      await revoke(record);
    },

    /** Revokes the token the request was sent with: a personal token, or an app's whole grant. The account token is replaced, not revoked. */
    async revokeCurrent(principal: Principal): Promise<void> {
      if (principal.kind === 'account') {
        throw new ApiError('FORBIDDEN', 'the account token cannot be revoked, only replaced: POST /v1/players/me/token gives a new one and revokes this one');
      }
      const record = await store.getToken(principal.player.id, principal.tokenId, true);
      if (record) await revoke(record);
      else forgetCredential(verify.cache, principal.player.id, principal.tokenId);
    },

    /** A new account token; the one it replaces stops working. Only a token with every scope (the account token's) may mint it. */
    async replaceAccountToken(principal: Principal): Promise<{ accessToken: string }> {
      requireAll(principal, SCOPES, 'replacing the account token');
      const playerId = principal.player.id;
      const player = await store.getPlayer(playerId, true);
      if (!player) throw new ApiError('NOT_FOUND', 'the player is gone');
      const { token, hash } = newToken(playerId, random);
      const result = await settleWrite(
        () => store.replaceTokenHash(playerId, player.tokenHash, hash),
        async () => {
          const stored = await store.getPlayer(playerId, true);
          if (stored && sameDigest(stored.tokenHash, hash)) return { found: 'mine' as const };
          return stored && sameDigest(stored.tokenHash, player.tokenHash) ? { found: 'nothing' as const } : { found: 'other' as const, stored };
        },
      );
      forgetCredential(verify.cache, playerId);
      if (!result.landed) throw new ApiError('FORBIDDEN', 'the account token was replaced meanwhile: sign in with the new one');
      return { accessToken: token };
    },

    /** What each token is, in the order sent: who it acts for and what it may do, or only that it does not work. */
    async test(tokens: readonly string[]): Promise<TokenTestResult[]> {
      // A test is not a use: it records no lastUsedAt.
      const deps: VerifyDeps = { ...verify, touch: () => undefined };
      const results: TokenTestResult[] = [];
      // A few at a time: one request never holds many store reads in flight.
      for (let i = 0; i < tokens.length; i += TEST_BATCH) {
        results.push(...(await Promise.all(tokens.slice(i, i + TEST_BATCH).map((token) => testOne(deps, token)))));
      }
      return results;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
