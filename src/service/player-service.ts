import type { Store } from '../store/dynamo-store.js';
import type { PlayerRecord } from '../store/records.js';
import { ApiError } from './errors.js';
import type { RateLimit } from './rate-limit.js';
import { createRateLimiter } from './rate-limit.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId, newToken, parseToken, sameDigest, tokenHash } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import { iso } from './view.js';

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
}

export interface PlayerServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** How long a verified token is trusted without reading the player again (0: always read). */
  readonly authCacheMs: number;
  /** Requests per player, per function instance; no limit when null. */
  readonly rateLimit: RateLimit | null;
}

export const NAME_MAX_LENGTH = 40;

/** A display name: trimmed, 1 to 40 characters, no control characters, no lone surrogates (they cannot be stored or encoded). */
export function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed.length === 0 || [...trimmed].length > NAME_MAX_LENGTH || /[\p{Cc}\p{Cs}]/u.test(trimmed)) {
    throw new ApiError('VALIDATION_FAILED', `name must be 1 to ${NAME_MAX_LENGTH} characters without control characters`, {
      field: 'name',
    });
  }
  return trimmed;
}

export const playerView = (p: PlayerRecord): PlayerView => ({ id: p.id, name: p.name, createdAt: iso(p.createdAt) });

export function createPlayerService({ store, clock, random, authCacheMs, rateLimit }: PlayerServiceDeps) {
  const verified = new Map<string, { player: PlayerRecord; until: number }>();
  const limiter = rateLimit ? createRateLimiter(rateLimit, clock) : null;

  return {
    /**
     * A new player and its bearer token; the token is returned here once and never again.
     * `client` (e.g. the caller's address) is rate limited like a player.
     */
    async register(name: unknown, client = 'anonymous'): Promise<{ player: PlayerView; token: string }> {
      limiter?.take(`client:${client}`);
      const checked = checkName(name);
      const id = newId(random);
      const { token, hash } = newToken(id, random);
      const record: PlayerRecord = { id, name: checked, createdAt: clock(), tokenHash: hash };
      // The token hash is this registration's own tag: a stored player with it is this write.
      const result = await settleWrite(
        () => store.createPlayer(record),
        async (): Promise<ReadBack<PlayerRecord>> => {
          const stored = await store.getPlayer(id, true);
          if (!stored) return { found: 'nothing' };
          return sameDigest(stored.tokenHash, hash) ? { found: 'mine' } : { found: 'other', stored };
        },
      );
      if (!result.landed) throw new Error('a fresh random player id was already taken');
      return { player: playerView(record), token };
    },

    /**
     * The player a bearer token belongs to; UNAUTHENTICATED for anything else. Counts one
     * request against the player's rate limit; wrong tokens count against `client` (the
     * caller's address), so guessing is limited without locking the real player out.
     */
    async authenticate(token: string | undefined, client = 'anonymous'): Promise<PlayerRecord> {
      const player = await verify(token, client);
      limiter?.take(player.id);
      return player;
    },

    async get(id: string): Promise<PlayerView> {
      const player = ID_PATTERN.test(id) ? await store.getPlayer(id) : null;
      if (!player) throw new ApiError('NOT_FOUND', `no player with id "${id}"`);
      return playerView(player);
    },
  };

  async function verify(token: string | undefined, client: string): Promise<PlayerRecord> {
    const refused = new ApiError('UNAUTHENTICATED', 'send "Authorization: Bearer <token>" with the token from player registration');
    const parsed = token ? parseToken(token) : null;
    if (!parsed) throw refused;
    const digest = tokenHash(parsed.secret);
    const cached = verified.get(digest);
    // The digest alone is not enough: the token's player id must be the cached player's too.
    if (cached && cached.until > clock() && cached.player.id === parsed.playerId) return cached.player;
    // Wrong tokens are limited per client before the store is read: guessing costs reads.
    const failures = `failed:${client}`;
    limiter?.check(failures);
    const player = await store.getPlayer(parsed.playerId);
    if (!player || !sameDigest(player.tokenHash, digest)) {
      limiter?.take(failures);
      throw refused;
    }
    if (authCacheMs > 0) {
      if (verified.size >= 10_000) verified.clear();
      verified.set(digest, { player, until: clock() + authCacheMs });
    }
    return player;
  }
}

export type PlayerService = ReturnType<typeof createPlayerService>;
