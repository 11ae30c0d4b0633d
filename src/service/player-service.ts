import type { MetricsSink } from '../metrics.js';
import { METRIC, noMetrics } from '../metrics.js';
import type { Store } from '../store/index.js';
import type { PlayerRecord, PlayerView } from '../contract/index.js';
import { ApiError, NAME_MAX_LENGTH, TOKEN_LIMITS } from '../contract/index.js';
import type { RateLimit } from './rate-limit.js';
import { createRateLimiter } from './rate-limit.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId, newToken, sameDigest } from './secrets.js';
import type { AuthDeps, Credentials, Principal, Requirement } from './auth.js';
import { allowed, authenticate, verified } from './auth.js';
import type { CredentialCache } from './credentials.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import { iso } from './view.js';

export type { PlayerView };

export interface PlayerServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** How long a verified token is trusted without reading the player again (0: always read). */
  readonly authCacheMs: number;
  /** Requests per player, per function instance; no limit when null. Each client address gets five times as many. */
  readonly rateLimit: RateLimit | null;
}

/** Token tests per client address: each may ask about up to 100 tokens. */
export const TOKEN_TEST_RATE: RateLimit = { perSecond: 1, burst: 10 };

/** How many players one address may carry (a household, an office behind one NAT). */
export const ADDRESS_FACTOR = 5;

/**
 * Characters a name may not hold: controls, format characters (bidirectional overrides and
 * isolates, zero-width spaces; the zero-width joiner of emoji sequences excepted), lone
 * surrogates, private-use and unassigned code points, line and paragraph separators.
 */
const FORBIDDEN = /(?!\u200d)[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
/** What renders as nothing: spaces, the emoji joiner, and the Hangul and Braille blank fillers. */
const INVISIBLE = /[\p{White_Space}\u200d\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * A display name: NFC-normalised and trimmed, 1 to 40 characters, none of them forbidden
 * above, and not blank once the invisible ones are removed (so no name looks empty or hides
 * a direction change that makes it look like another).
 */
export function checkName(name: unknown): string {
  const normal = typeof name === 'string' && !/\p{Cs}/u.test(name) ? name.normalize('NFC').trim() : '';
  if ([...normal].length > NAME_MAX_LENGTH || FORBIDDEN.test(normal) || normal.replace(INVISIBLE, '') === '') {
    throw new ApiError('VALIDATION_FAILED', `name must be 1 to ${NAME_MAX_LENGTH} visible characters, without control, format or direction-changing characters`, {
      field: 'name',
    });
  }
  return normal;
}

export const playerView = (p: PlayerRecord): PlayerView => ({ id: p.id, name: p.name, createdAt: iso(p.createdAt) });

/** What the player service keeps between requests: the players as last read and the rate limits. */
export type PlayerState = ReturnType<typeof playerState>;

export function playerState({ store, clock, rateLimit, metrics = noMetrics }: Pick<PlayerServiceDeps, 'store' | 'clock' | 'rateLimit'> & { readonly metrics?: MetricsSink }) {
  const refused = () => metrics.count(METRIC.rateLimited);
  return {
    /** Players and tokens as last read, for `authCacheMs` (credentials.ts). */
    credentials: new Map() as CredentialCache,
    /** Records a use of a personal token or an app's grant, off the request's path (with the store of no request, so the request's end cannot cut it). */
    touch: (playerId: string, tokenId: string, at: number) => {
      void store.touchToken(playerId, tokenId, at, at - TOKEN_LIMITS.lastUsedResolutionMs).catch(() => undefined);
    },
    /** Token tests (`POST /v1/token/test`, up to 100 tokens each) per client address. */
    tokenTests: createRateLimiter(TOKEN_TEST_RATE, clock, undefined, refused),
    limiter: rateLimit ? createRateLimiter(rateLimit, clock, undefined, refused) : null,
    addresses: rateLimit ? createRateLimiter({ perSecond: rateLimit.perSecond * ADDRESS_FACTOR, burst: rateLimit.burst * ADDRESS_FACTOR }, clock, undefined, refused) : null,
  };
}

/** Players: registration and tokens. `state` is shared by the services of every request. */
export function createPlayerService(deps: PlayerServiceDeps, state: PlayerState = playerState(deps)) {
  const { store, clock, random, authCacheMs } = deps;
  const { limiter, addresses } = state;
  const auth: AuthDeps = { store, clock, authCacheMs, cache: state.credentials, touch: state.touch, limiter };
  return {
    /**
     * Counts one request of `client` (the caller's address), whoever sends it: a flood from
     * one address is refused before it costs a store read, whatever headers it carries.
     */
    admit(client: string): void {
      addresses?.take(client);
    },

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

    /** The principal of a request's credentials allowed to do what `requirement` names (auth.ts): UNAUTHENTICATED, INSUFFICIENT_SCOPE. */
    authenticate(credentials: Credentials, requirement: Requirement): Promise<Principal> {
      return authenticate(auth, credentials, requirement);
    },

    /** `authenticate` in two steps, for a request that asks for several operations (GraphQL): the token once, each operation's scope. */
    verify: (credentials: Credentials): Promise<Principal> => verified(auth, credentials),
    allow: allowed,

    /** What authentication keeps on this instance (the token service forgets what it revokes). */
    auth,

    /** Counts one token test of `client` (the caller's address). */
    admitTokenTest(client: string): void {
      state.tokenTests.take(client);
    },

    async get(id: string): Promise<PlayerView> {
      const player = ID_PATTERN.test(id) ? await store.getPlayer(id) : null;
      if (!player) throw new ApiError('NOT_FOUND', `no player with id "${id}"`);
      return playerView(player);
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
