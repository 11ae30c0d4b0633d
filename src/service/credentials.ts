import type { PlayerRecord, PlayerView, Scope, TokenRecord } from '../contract/index.js';
import { SCOPES, TOKEN_LIMITS } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { parseItemToken, parseToken, sameDigest, tokenHash } from './secrets.js';
import { iso } from './view.js';

/*
 * Which token a request presents and whether it works now: the account token (checked
 * against its player item), a personal token or an app's access token (against its own
 * item). Items are kept as last read, per instance, for `authCacheMs`, so a request with a
 * known token costs no read; a token that does not match what is kept is read again at most
 * once per RECHECK_MS (a token made a moment ago on another instance, the account token that
 * replaced one), so a guesser costs at most one read per item and instance each time, however
 * many secrets it tries. Revoking on this instance forgets the item at once.
 */

/** A token that works now: who it acts for and what it may do. */
export interface Verified {
  readonly player: PlayerView;
  /**
   * The token's id, stable for its life: a personal token's or an app grant's id (as
   * `GET /v1/tokens` lists it); for the account token, its player's id (replacing the account
   * token keeps it). Quotas are counted per this id.
   */
  readonly tokenId: string;
  readonly kind: 'account' | 'personal' | 'app';
  readonly scopes: readonly Scope[];
  /** The app's `client_id` for an app's token; null otherwise. */
  readonly client: string | null;
  /** The grant an app's token belongs to; null for the player's own tokens. */
  readonly grantId: string | null;
  /** Epoch ms; null for a token that does not expire. */
  readonly expiresAt: number | null;
}

/** How soon a token that does not match the item as kept makes it be read again. */
export const RECHECK_MS = 1_000;

interface Entry {
  readonly record: PlayerRecord | TokenRecord | null;
  readonly until: number;
  readonly readAt: number;
  /** When this instance last recorded a use (lastUsedAt). */
  touchedAt: number;
}

/** Items as last read, by `player` or `player/item`; shared by every request of an instance. */
export type CredentialCache = Map<string, Entry>;

const MAX_ENTRIES = 10_000;
const itemKey = (playerId: string, itemId: string) => `${playerId}/${itemId}`;

export interface VerifyDeps {
  readonly store: Pick<Store, 'getPlayer' | 'getToken'>;
  readonly clock: () => number;
  /** How long an item is trusted without reading it again (0: always read). */
  readonly authCacheMs: number;
  readonly cache: CredentialCache;
  /** Records a use of a token, off the request's path. */
  readonly touch: (playerId: string, tokenId: string, at: number) => void;
}

/** Forgets what this instance keeps of a player's account token or of one of its tokens: the next request reads it. */
export function forgetCredential(cache: CredentialCache, playerId: string, itemId?: string): void {
  cache.delete(itemId === undefined ? playerId : itemKey(playerId, itemId));
}

const ALL_SCOPES: readonly Scope[] = SCOPES;

const playerOf = (p: { id: string; name: string; createdAt: number }): PlayerView => ({ id: p.id, name: p.name, createdAt: iso(p.createdAt) });

/** What `record` lets a token with hash `hash` do at `now`; null when it does not match or has expired. */
function verifiedBy(record: PlayerRecord | TokenRecord | null, kind: 'account' | 'personal' | 'access', hash: string, now: number): Verified | null {
  if (!record) return null;
  if (kind === 'account') {
    const player = record as PlayerRecord;
    if (!sameDigest(player.tokenHash, hash)) return null;
    return { player: playerOf(player), tokenId: player.id, kind: 'account', scopes: ALL_SCOPES, client: null, grantId: null, expiresAt: null };
  }
  const token = record as TokenRecord;
  if (kind === 'personal' && token.kind === 'personal') {
    if (!sameDigest(token.hash, hash) || (token.expiresAt !== null && token.expiresAt <= now)) return null;
    return { player: playerOf(token.player), tokenId: token.id, kind: 'personal', scopes: token.scopes, client: null, grantId: null, expiresAt: token.expiresAt };
  }
  if (kind === 'access' && token.kind === 'app' && token.tokens) {
    const { accessHash, accessExpiresAt, accessScopes } = token.tokens;
    if (!sameDigest(accessHash, hash) || accessExpiresAt <= now) return null;
    return { player: playerOf(token.player), tokenId: token.id, kind: 'app', scopes: accessScopes, client: token.client, grantId: token.id, expiresAt: accessExpiresAt };
  }
  return null;
}

/** What a token is checked against: the key of its item in the cache, its kind, its hash (made when asked), and how to read the item. */
function checkOf(deps: Pick<VerifyDeps, 'store'>, token: string) {
  const account = parseToken(token);
  if (account) return { key: account.playerId, kind: 'account' as const, hash: () => tokenHash(account.secret), read: () => deps.store.getPlayer(account.playerId, true) };
  const item = parseItemToken(token);
  if (!item || (item.kind !== 'personal' && item.kind !== 'access')) return null;
  return { key: itemKey(item.playerId, item.itemId), kind: item.kind, hash: () => item.hash, read: () => deps.store.getToken(item.playerId, item.itemId, true) };
}

/** The token a request presents, verified; null for anything that is not a token that works now. */
export async function verifyToken(deps: VerifyDeps, token: string | undefined): Promise<Verified | null> {
  const check = token ? checkOf(deps, token) : null;
  return check && verifyAgainst(deps, check.key, check.kind, check.hash(), check.read);
}

/** Whether checking `token` reads the store: a token of the right form whose item this instance does not keep, fresh. */
export function readsToCheck(deps: Pick<VerifyDeps, 'store' | 'cache' | 'clock'>, token: string | undefined): boolean {
  const check = token ? checkOf(deps, token) : null;
  if (!check) return false;
  const entry = deps.cache.get(check.key);
  return entry === undefined || entry.until <= deps.clock();
}

async function verifyAgainst(
  deps: VerifyDeps,
  key: string,
  kind: 'account' | 'personal' | 'access',
  hash: string,
  read: () => Promise<PlayerRecord | TokenRecord | null>,
): Promise<Verified | null> {
  const { cache, clock } = deps;
  const now = clock();
  let entry = cache.get(key);
  let fresh = false;
  if (!entry || entry.until <= now) {
    entry = await load(deps, key, read, now);
    fresh = true;
  }
  let verified = verifiedBy(entry.record, kind, hash, now);
  if (!verified && !fresh && now - entry.readAt >= RECHECK_MS) {
    entry = await load(deps, key, read, now);
    verified = verifiedBy(entry.record, kind, hash, now);
  }
  if (verified && verified.kind !== 'account' && now - entry.touchedAt >= TOKEN_LIMITS.lastUsedResolutionMs) {
    entry.touchedAt = now;
    deps.touch(verified.player.id, verified.tokenId, now);
  }
  return verified;
}

async function load(deps: VerifyDeps, key: string, read: () => Promise<PlayerRecord | TokenRecord | null>, now: number): Promise<Entry> {
  const record = await read();
  const lastUsed = record && 'lastUsedAt' in record ? (record.lastUsedAt ?? 0) : 0;
  const entry: Entry = { record, until: now + deps.authCacheMs, readAt: now, touchedAt: lastUsed };
  // Only items that exist are kept: ids nobody holds cost a read each, bounded by the address limit.
  if (record && deps.authCacheMs > 0) {
    if (deps.cache.size >= MAX_ENTRIES) deps.cache.clear();
    deps.cache.set(key, entry);
  } else {
    deps.cache.delete(key);
  }
  return entry;
}
