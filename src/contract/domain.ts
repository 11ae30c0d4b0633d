import type { GameEvent, GameState, GameStatus, RulesetId } from '../engine/index.js';
import type { BotLevel, GameOptions } from './options.js';

/*
 * The records of the domain: what the service keeps and the store persists, one type per item
 * kind. They are not what clients see (a game record holds its secret dice seed; the views of
 * views.ts are built from them), but every layer from the store up speaks of them, so they
 * live here, below the store, and not in it.
 */

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
  /** How dice are drawn from the seed; games created before client seeds keep 'hmac-sha256-v0'. */
  readonly diceScheme: DiceScheme;
  /** Each seat's client seed, in seat order; '' for a seat without one (or not yet taken). */
  readonly clientSeeds: readonly string[];
  /** What the creator chose beside ruleset and seats. */
  readonly options: GameOptions;
  /** When the current turn began (epoch ms); null while no turn is being played. */
  readonly turnStartedAt: number | null;
  /** The bot level of each seat, in seat order; null for a seat of a person (or not taken). */
  readonly bots: readonly (BotLevel | null)[];
}

export type DiceScheme = 'hmac-sha256-v0' | 'hmac-sha256-v1';

/** When the current turn of `game` times out (epoch ms); null without a deadline or a turn. */
export function turnDeadline(game: Pick<GameRecord, 'options' | 'turnStartedAt' | 'state'>): number | null {
  const { turnSeconds } = game.options;
  if (turnSeconds === null || game.turnStartedAt === null || game.state.status !== 'active') return null;
  return game.turnStartedAt + turnSeconds * 1000;
}

/** A player asked to a game (a rematch), kept under the player until they join or it starts. */
export interface Invitation {
  readonly playerId: string;
  readonly gameId: string;
  readonly createdAt: number;
  /** Who asked. */
  readonly from: { readonly id: string; readonly name: string };
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
  /**
   * Once finished: how many upper bonuses the seat's sheet earned (one per column with a
   * bonus). Absent before, and on memberships written before it was kept.
   */
  readonly bonuses?: number;
  /** The level when the seat is a bot's. */
  readonly bot?: BotLevel | null;
}

/**
 * What a player's statistics in one ruleset add up, over the games counted so far: the sums
 * behind `RulesetStats` (records.ts), each game counted once (service/stats-counter.ts).
 */
export interface StatsTally {
  readonly played: number;
  readonly finished: number;
  readonly won: number;
  readonly resigned: number;
  /** Finished sheets the player did not resign, and the sum of their totals. */
  readonly sheets: number;
  readonly sum: number;
  readonly best: number | null;
  readonly worst: number | null;
  /** Upper bonuses earned, and the upper sections they were earned out of. */
  readonly bonuses: number;
  readonly sections: number;
}

/** Nothing counted yet. */
export const EMPTY_TALLY: StatsTally = { played: 0, finished: 0, won: 0, resigned: 0, sheets: 0, sum: 0, best: null, worst: null, bonuses: 0, sections: 0 };

/** A player's statistics in one ruleset as stored: the tally, its version, and the counts still being marked. */
export interface StatsRecord {
  readonly playerId: string;
  readonly ruleset: RulesetId;
  /** Incremented by every change of the tally: a change is written only over the version it was computed from. */
  readonly version: number;
  readonly tally: StatsTally;
  /** Games whose change is in the tally but not yet marked on the game's count mark: game id to the change (`<from><to>`). */
  readonly pending: ReadonlyMap<string, string>;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Continues after the last item; null on the last page. */
  readonly nextCursor: string | null;
  /** A cursor per item that continues right after it (Relay edges). */
  readonly cursors: readonly string[];
}

/** A page of a list and how to ask for one. */
export interface ListOptions {
  readonly limit: number;
  readonly cursor?: string | undefined;
}

export interface WebhookRecord {
  readonly id: string;
  readonly playerId: string;
  readonly url: string;
  /** Event types delivered; every type when empty. */
  readonly events: readonly string[];
  /** The signing secret, sealed (notify/seal.ts). */
  readonly secret: string;
  /** The secret before the last rotation, sealed, and until when it still signs (epoch ms). */
  readonly previousSecret: { readonly sealed: string; readonly until: number } | null;
  readonly createdAt: number;
  /** Set once deliveries stopped for good (the endpoint answered 410): when and why. */
  readonly disabled: { readonly at: number; readonly reason: string } | null;
}

/** How far a webhook has delivered one game's events. */
export interface CursorRecord {
  readonly webhookId: string;
  readonly playerId: string;
  readonly gameId: string;
  /** The position (the service's `eventPosition`) of the last event handled; '' before the first. */
  readonly through: string;
  /** Failed attempts at the next event; 0 while deliveries succeed. */
  readonly failures: number;
  /** When the next attempt is due (epoch ms); null unless failing. */
  readonly nextAt: number | null;
}

/** One attempt to deliver one event to a webhook, as its delivery log keeps it. */
export interface DeliveryAttempt {
  readonly webhookId: string;
  readonly eventId: string;
  readonly type: string;
  readonly at: number;
  readonly attempt: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  /** When it is tried again (epoch ms); null after a success or the last attempt. */
  readonly nextRetryAt: number | null;
}
