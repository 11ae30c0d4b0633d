import { ApiError } from '../contract/index.js';

/*
 * What a player and a client address may hold open at once in this process: event streams
 * (SSE and GraphQL subscriptions) and exports, each a lease taken before the answer starts
 * and given back when it ends, however it ends. Counted in memory, like the quotas: a
 * deployed function serves one stream per invocation, so there the cap that holds is the
 * streams function's concurrency (docs/client-guide.md, "Rate limits").
 */

/** Who holds a lease: the player (when the request has one) and the client address. */
export interface Holder {
  readonly player?: string | undefined;
  readonly address: string;
}

/** A lease on a place; `release` gives it back (again and again is harmless). */
export interface Lease {
  release(): void;
}

export interface SlotLimits {
  readonly perPlayer: number;
  readonly perAddress: number;
  /** What the refusal tells the client to wait. */
  readonly retryAfterSeconds: number;
  /** What is held: "open event streams", "exports in progress". */
  readonly what: string;
}

export function createSlots({ perPlayer, perAddress, retryAfterSeconds, what }: SlotLimits) {
  const held = new Map<string, number>();
  const count = (key: string, by: number) => {
    const n = (held.get(key) ?? 0) + by;
    if (n <= 0) held.delete(key);
    else held.set(key, n);
  };
  return {
    /** A place for `holder`, or RATE_LIMITED with a Retry-After when its player or its address holds all of theirs. */
    take(holder: Holder): Lease {
      const keys = [`a:${holder.address}`, ...(holder.player ? [`p:${holder.player}`] : [])];
      const player = holder.player ? (held.get(`p:${holder.player}`) ?? 0) : 0;
      if (player >= perPlayer) throw new ApiError('RATE_LIMITED', `a player may have at most ${perPlayer} ${what} at once; close one first`, { retryAfterSeconds, limit: perPlayer });
      if ((held.get(`a:${holder.address}`) ?? 0) >= perAddress) {
        throw new ApiError('RATE_LIMITED', `a client address may have at most ${perAddress} ${what} at once; close one first`, { retryAfterSeconds, limit: perAddress });
      }
      for (const key of keys) count(key, 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          for (const key of keys) count(key, -1);
        },
      };
    },

    /** How many places `holder`'s player and address hold (tests). */
    held(holder: Holder): { player: number; address: number } {
      return { player: holder.player ? (held.get(`p:${holder.player}`) ?? 0) : 0, address: held.get(`a:${holder.address}`) ?? 0 };
    },
  };
}

export type Slots = ReturnType<typeof createSlots>;
