import type { CategoryId, ColumnId, Face, GameStatus, RulesetId } from './ids.js';
import type { Assert, Same } from './type-checks.js';
import type { MoveType, PlayActionType } from './vocabulary.js';

/** A player as the engine knows one: an opaque id and a display name. */
export interface PlayerRef {
  readonly id: string;
  readonly name: string;
}

/** One score box: the score written, or null while empty. */
export type Box = number | null;

export interface Seat {
  /** null while the seat is free. */
  readonly player: PlayerRef | null;
  readonly resigned: boolean;
  /** The sheet, column-major: index = column * categories + category (see `boxIndex`). */
  readonly boxes: readonly Box[];
  /** Turns in a row this seat let time out (absent: none); the third resigns it. */
  readonly timeouts?: number;
}

export interface Turn {
  readonly seat: number;
  /** 1 for the game's first turn, counting every seat's turns. */
  readonly number: number;
  readonly rollsUsed: number;
  /** Empty before the first roll. */
  readonly dice: readonly Face[];
  readonly announced: CategoryId | null;
}

/**
 * A player asked to an open game who has not joined or declined yet. A rematch's invitations
 * are `reserved`: until they join or decline, the free seats are theirs.
 */
export interface Invitation {
  readonly player: PlayerRef;
  /** The seat that invited (seat 0, the creator, for a rematch). */
  readonly seat: number;
  readonly reserved: boolean;
}

/** A whole game as plain serialisable data. The engine never mutates one. */
export interface GameState {
  readonly ruleset: RulesetId;
  readonly status: GameStatus;
  /** 1 after creation; every accepted action adds exactly 1. */
  readonly version: number;
  readonly seats: readonly Seat[];
  /** The turn being played; null unless the game is active. */
  readonly turn: Turn | null;
  /** The invitations still pending while the game is open, oldest first; absent when none. */
  readonly invited?: readonly Invitation[];
}

/** What an accepted action did: the move log records these. */
export type GameEvent =
  | {
      readonly type: 'create';
      readonly seat: 0;
      readonly player: PlayerRef;
      readonly ruleset: RulesetId;
      readonly seats: number;
      /** A rematch: the finished game it replays, and the players invited to it. */
      readonly rematchOf?: string;
      readonly invited?: readonly PlayerRef[];
    }
  | { readonly type: 'join'; readonly seat: number; readonly player: PlayerRef }
  | { readonly type: 'roll'; readonly seat: number; readonly turn: number; readonly keep: readonly number[]; readonly dice: readonly Face[] }
  | { readonly type: 'announce'; readonly seat: number; readonly turn: number; readonly category: CategoryId }
  | {
      readonly type: 'score';
      readonly seat: number;
      readonly turn: number;
      readonly column: ColumnId;
      readonly category: CategoryId;
      readonly dice: readonly Face[];
      readonly score: number;
    }
  | { readonly type: 'resign'; readonly seat: number; readonly turn: number | null }
  | { readonly type: 'leave'; readonly seat: number; readonly player: PlayerRef }
  /** The player of `seat` invited a player who has no seat. */
  | { readonly type: 'invite'; readonly seat: number; readonly invited: PlayerRef }
  /** An invited player declined the invitation of `seat` (the seat that invited: the decliner has none). */
  | { readonly type: 'decline'; readonly seat: number; readonly player: PlayerRef }
  | {
      /** A turn whose time ran out, ended for the seat by the timeout rule (rules in lifecycle.ts). */
      readonly type: 'timeout';
      readonly seat: number;
      readonly turn: number;
      /** The dice the timeout rolled (every die), empty when the seat had rolled already. */
      readonly rolled: readonly Face[];
      /** The category it announced (only when the announce column alone had room), or null. */
      readonly announced: CategoryId | null;
      readonly column: ColumnId;
      readonly category: CategoryId;
      readonly dice: readonly Face[];
      readonly score: number;
      /** Whether this was the seat's third timed-out turn in a row, which resigns it. */
      readonly resigned: boolean;
    };

// The log records exactly the move types of the vocabulary.
type MoveTypesAgree = Assert<Same<GameEvent['type'], MoveType>>;

export interface Outcome {
  readonly state: GameState;
  readonly event: GameEvent;
}

/** A play action as a client sends it: unchecked input, validated by `applyAction`. */
export type PlayAction =
  | { readonly type: 'roll'; readonly keep?: readonly number[] | undefined }
  | { readonly type: 'announce'; readonly category: string }
  | { readonly type: 'score'; readonly column: string; readonly category: string }
  | { readonly type: 'resign' };

type PlayActionTypesAgree = Assert<Same<PlayAction['type'], PlayActionType>>;
