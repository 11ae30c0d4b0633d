import type { GameEvent, GameState, GameStatus, RulesetId } from '../engine/index.js';

/** One accepted action as the move log keeps it. */
export interface LogEntry {
  /** The game version this action created. */
  readonly version: number;
  /** Epoch milliseconds. */
  readonly at: number;
  /** Digest of the client's idempotency key, when one was sent. */
  readonly key: string | null;
  /**
   * A random tag of the request that wrote this entry, when it sent no key. A request whose
   * write landed but whose reply was lost finds its own entry by it (see the game service).
   */
  readonly nonce?: string | null;
  readonly event: GameEvent;
}

/** A game as stored: the engine state plus what the service keeps beside it. */
export interface GameRecord {
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly state: GameState;
  /** Log entries not yet archived in log chunks, oldest first. */
  readonly pending: readonly LogEntry[];
  /** Every entry up to this version is archived (0: none). */
  readonly archivedThrough: number;
  /** The secret dice seed; never leaves the service while the game runs. */
  readonly seed: Uint8Array;
}

export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
  /** SHA-256 of the token's secret part, base64url. The token itself is never stored. */
  readonly tokenHash: string;
}

/** A player's seat in a game, kept under the player so their games list without reading games. */
export interface Membership {
  readonly playerId: string;
  readonly playerName: string;
  readonly gameId: string;
  readonly ruleset: RulesetId;
  readonly status: GameStatus;
  readonly seat: number;
  readonly seats: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The game version this membership reflects: a late write of an older one must not win. */
  readonly version: number;
  readonly resigned: boolean;
  /** Set once the game is finished. */
  readonly total: number | null;
  readonly place: number | null;
  readonly finishedAt: number | null;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Continues after the last item; null on the last page. */
  readonly nextCursor: string | null;
  /** A cursor per item that continues right after it (Relay edges). */
  readonly cursors: readonly string[];
}
