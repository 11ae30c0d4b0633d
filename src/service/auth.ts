import type { PlayerRecord, PlayerView, Scope } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { iso } from './view.js';
import type { RateLimiter } from './rate-limit.js';
import { parseToken, sameDigest, tokenHash } from './secrets.js';

/*
 * Authentication, once for REST and GraphQL: a request presents its Authorization header,
 * the operation names what it needs, and the answer is the principal the request acts for,
 * or UNAUTHENTICATED. Round 3 adds token kinds and scopes here: the principal will carry the
 * token's id, scopes and client, and a requirement's scope is then checked against them.
 */

/** What a request presents: its `Authorization` header, as both APIs have it. */
export interface Credentials {
  readonly authorization?: string | undefined;
}

/** What an operation needs of its caller (an entry of the contract's OPERATIONS). */
export interface Requirement {
  /** The scope a token needs; every token holds every scope until round 3 adds personal and app tokens. */
  readonly scope: Scope | null;
}

/** Who a request acts for. */
export interface Principal {
  readonly player: PlayerView;
}

/** The token of an `Authorization: Bearer <token>` header; undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/** Players as last read, by id, with until when they are trusted without a read. */
export type KnownPlayers = Map<string, { record: PlayerRecord; until: number }>;

export interface AuthDeps {
  readonly store: Pick<Store, 'getPlayer'>;
  readonly clock: () => number;
  /** How long a verified token is trusted without reading the player again (0: always read). */
  readonly authCacheMs: number;
  /** Shared by every request: see `playerState`. */
  readonly known: KnownPlayers;
  /** Requests per player; none when null. */
  readonly limiter: RateLimiter | null;
}

const unauthenticated = () => new ApiError('UNAUTHENTICATED', 'send "Authorization: Bearer <token>" with the token from player registration');

/**
 * The principal of a request's credentials; UNAUTHENTICATED for anything but a valid bearer
 * token. Counts one request against the player's rate limit (every request already counted
 * against its address at the edge).
 */
export async function authenticate(deps: AuthDeps, credentials: Credentials, _requirement: Requirement): Promise<Principal> {
  const record = await verify(deps, bearerToken(credentials.authorization));
  deps.limiter?.take(record.id);
  return { player: { id: record.id, name: record.name, createdAt: iso(record.createdAt) } };
}

/**
 * The player a token belongs to. Players are kept as last read for `authCacheMs`: a token is
 * then checked against the stored hash in memory. So a guesser costs at most one store read
 * per player id and instance per `authCacheMs` however many secrets it tries, and nothing a
 * guesser does can make a valid token be refused.
 */
async function verify({ store, clock, authCacheMs, known }: AuthDeps, token: string | undefined): Promise<PlayerRecord> {
  const parsed = token ? parseToken(token) : null;
  if (!parsed) throw unauthenticated();
  let player = known.get(parsed.playerId);
  if (!player || player.until <= clock()) {
    // Strongly consistent: a player registered a moment ago, on another instance, is found.
    const stored = await store.getPlayer(parsed.playerId, true);
    if (!stored) throw unauthenticated(); // not cached: ids nobody registered cost a read each, bounded by `admit`
    player = { record: stored, until: clock() + authCacheMs };
    if (authCacheMs > 0) {
      if (known.size >= 10_000) known.clear();
      known.set(parsed.playerId, player);
    }
  }
  if (!sameDigest(player.record.tokenHash, tokenHash(parsed.secret))) throw unauthenticated();
  return player.record;
}
