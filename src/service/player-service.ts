import type { MetricsSink } from '../metrics.js';
import { METRIC, noMetrics } from '../metrics.js';
import type { Store } from '../store/index.js';
import type { PlayerRecord, PlayerView } from '../contract/index.js';
import { ApiError, COST_UNITS, NAME_MAX_LENGTH, TOKEN_LIMITS } from '../contract/index.js';
import type { Meter, Quotas, RateLimit } from './rate-limit.js';
import { createRateLimiter, quotaKey } from './rate-limit.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newId, newToken, sameDigest } from './secrets.js';
import type { AuthDeps, Credentials, Principal, Requirement } from './auth.js';
import { allowed, bearerToken, verified } from './auth.js';
import type { CredentialCache } from './credentials.js';
import { readsToCheck } from './credentials.js';
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
  /** The request's meter, charged to its principal's quota once authenticated; none outside a request. */
  readonly meter?: Meter | null | undefined;
}

export { ADDRESS_FACTOR } from '../contract/index.js';

/** Token tests per client address: each may ask about up to 100 tokens. */
export const TOKEN_TEST_RATE: RateLimit = { perSecond: 1, burst: 10 };

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

/** What the player service keeps between requests: the players as last read and the quotas. */
export type PlayerState = ReturnType<typeof playerState>;

export function playerState({ store, clock, quotas, metrics = noMetrics }: Pick<PlayerServiceDeps, 'store' | 'clock'> & { readonly quotas: Quotas; readonly metrics?: MetricsSink }) {
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
    /** The quotas in cost units, per token and per address (rate-limit.ts). */
    quotas,
  };
}

/** Players: registration and tokens. `state` is shared by the services of every request. */
export function createPlayerService(deps: PlayerServiceDeps, state: PlayerState) {
  const { store, clock, random, authCacheMs, meter } = deps;
  const { quotas } = state;
  const auth: AuthDeps = { store, clock, authCacheMs, cache: state.credentials, touch: state.touch };
  /** The token a request presents, verified (auth.ts); the request is charged to the token's quota (RATE_LIMITED when it does not hold the request's price). */
  const verify = async (credentials: Credentials): Promise<Principal> => {
    const principal = await verified(auth, credentials);
    if (meter) quotas.charge(meter, quotaKey(principal));
    return principal;
  };
  return {
    /**
     * A new player and its bearer token; the token is returned here once and never again.
     * `client` (e.g. the caller's address) gets a token's quota of registrations.
     */
    async register(name: unknown, client = 'anonymous'): Promise<{ player: PlayerView; token: string }> {
      quotas.register(client, COST_UNITS.action);
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
     * The principal of a request's credentials allowed to do what `requirement` names
     * (auth.ts): UNAUTHENTICATED, INSUFFICIENT_SCOPE. The request is charged to the token's
     * quota once its token is verified (RATE_LIMITED when it does not hold the request's price).
     */
    async authenticate(credentials: Credentials, requirement: Requirement): Promise<Principal> {
      return allowed(await verify(credentials), requirement);
    },

    /** `authenticate` in two steps, for a request that asks for several operations (GraphQL): the token once, each operation's scope. */
    verify,
    /** Whether checking the credentials reads the store: a token whose item this instance does not keep (credentials.ts). */
    readsToCheck: (credentials: Credentials): boolean => readsToCheck(auth, bearerToken(credentials.authorization)),
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
