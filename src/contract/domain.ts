import type { GameEvent, GameState, GameStatus, PlayerRef, RulesetId } from '../engine/index.js';
import type { BotLevel, GameOptions, TournamentStatus, Visibility } from './options.js';
import type { Scope } from './scopes.js';
import type { EventView } from './events.js';

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
  /** The tournament table this game is; absent (or null) for a game of its own. */
  readonly tournament?: GameTournamentRef | null;
}

/** Where a tournament game belongs: its tournament, round and table (from 1). */
export interface GameTournamentRef {
  readonly id: string;
  readonly round: number;
  readonly table: number;
}

export type DiceScheme = 'hmac-sha256-v0' | 'hmac-sha256-v1';

/** When the current turn of `game` times out (epoch ms); null without a deadline or a turn. */
export function turnDeadline(game: Pick<GameRecord, 'options' | 'turnStartedAt' | 'state'>): number | null {
  const { turnSeconds } = game.options;
  if (turnSeconds === null || game.turnStartedAt === null || game.state.status !== 'active') return null;
  return game.turnStartedAt + turnSeconds * 1000;
}

/** A player asked to a game (a rematch, or by id), kept under the player until they join, decline, or it starts. */
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
  /** The game's visibility: while it is open, a private game is listed to its players alone. */
  readonly visibility?: Visibility;
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
  /** The app grant whose token created it (service/grants.ts); absent or null when the player's own token did. */
  readonly grantId?: string | null;
}

/** What receives a player's events: a program's webhook, or a person's browser (Web Push). */
export type EndpointKind = 'webhook' | 'push';

/** How far an endpoint (a webhook or a push subscription) has delivered one game's events. */
export interface CursorRecord {
  readonly kind: EndpointKind;
  readonly endpointId: string;
  readonly playerId: string;
  readonly gameId: string;
  /** The position (the service's `eventPosition`) of the last event handled; '' before the first. */
  readonly through: string;
  /** Failed attempts at the next event; 0 while deliveries succeed. */
  readonly failures: number;
  /** When the next attempt is due (epoch ms); null unless failing. */
  readonly nextAt: number | null;
}

/** A browser that receives a player's notifications (Web Push, RFC 8030). */
export interface PushSubscriptionRecord {
  readonly id: string;
  readonly playerId: string;
  /** The push service's URL for the browser. */
  readonly endpoint: string;
  /** The browser's P-256 public key and 16-byte auth secret, base64url (RFC 8291). */
  readonly p256dh: string;
  readonly auth: string;
  /** Push event types (contract/push.ts) it is told of; every type when empty. */
  readonly events: readonly string[];
  readonly createdAt: number;
  /** The app grant whose token registered it (it stops with the grant); null or absent for the player's own token. */
  readonly grantId?: string | null;
}

/** A turn to recall to its player by push, once, when a quarter of it is left (one per game: its current turn). */
export interface ReminderRecord {
  readonly gameId: string;
  readonly playerId: string;
  /** The game version that started the turn; the reminder holds while the game is still at it. */
  readonly version: number;
  /** The `turn.started` it recalls. */
  readonly eventId: string;
  readonly remindAt: number;
  readonly deadline: number;
  /** Subscriptions already reminded (a retry skips them). */
  readonly done: readonly string[];
  /** Failed rounds so far, and when the next is due; `nextAt` null once it is over. */
  readonly failures: number;
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

/** A player's rating in one ruleset, as stored (OpenSkill's two numbers and how many games made them). */
export interface RatingRecord {
  readonly playerId: string;
  readonly playerName: string;
  readonly ruleset: RulesetId;
  readonly mu: number;
  readonly sigma: number;
  /** Rated games applied to it. */
  readonly games: number;
  readonly updatedAt: number;
  /** The rated game whose update holds this rating (the claim of services/ratings.ts); null when free. */
  readonly claim: string | null;
}

/** A rating as one game's update read it or made it. */
export interface RatingValue {
  readonly mu: number;
  readonly sigma: number;
}

/** How one rated game changed its players' ratings, recorded once, before any of them is applied. */
export interface GameRatingRecord {
  readonly gameId: string;
  readonly ruleset: RulesetId;
  readonly computedAt: number;
  /** Every seat, in seat order: its player, place, and rating before (with the games it counted) and after. */
  readonly seats: readonly { readonly seat: number; readonly player: PlayerRef; readonly place: number; readonly before: RatingValue & { readonly games: number }; readonly after: RatingValue }[];
  /** Whether every player's rating has it applied. */
  readonly done: boolean;
}

/** A player of a tournament, with its display rating when the tournament started (null before). */
export interface TournamentPlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly rating: number | null;
}

/** One table of a round: its game, its players in seat order, and once finished each seat's place and total. */
export interface TournamentTableRecord {
  readonly gameId: string;
  readonly players: readonly string[];
  readonly result: readonly { readonly place: number; readonly total: number }[] | null;
}

export interface TournamentRoundRecord {
  readonly round: number;
  readonly startedAt: number;
  readonly tables: readonly TournamentTableRecord[];
  /** The player left over, who sits the round out. */
  readonly bye: string | null;
}

/** A version of a tournament that brought events: what they are derived from, like a game's log. */
export interface TournamentLogEntry {
  readonly version: number;
  readonly at: number;
  readonly type: 'started' | 'roundStarted' | 'finished';
  /** For a round's start: the round. */
  readonly round?: number;
}

/** A tournament as stored: one item with everything, changed by one conditional write at a time. */
export interface TournamentRecord {
  readonly id: string;
  readonly name: string;
  readonly ruleset: RulesetId;
  readonly tableSize: number;
  readonly rounds: number;
  readonly turnSeconds: number;
  readonly startsAt: number;
  readonly maxPlayers: number;
  readonly rated: boolean;
  readonly createdBy: PlayerRef;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly finishedAt: number | null;
  readonly status: TournamentStatus;
  readonly version: number;
  /** Shuffles round 1's equal ratings, so that every writer of the round makes the same tables. */
  readonly seed: Uint8Array;
  readonly players: readonly TournamentPlayerRecord[];
  readonly played: readonly TournamentRoundRecord[];
  readonly log: readonly TournamentLogEntry[];
  /** A random tag of the write that made this version: how a writer recognises its own write after a lost reply. */
  readonly writer?: string;
}

/** A player's entry in a tournament, kept under the player (their tournaments, their stream). */
export interface TournamentEntry {
  readonly playerId: string;
  readonly tournamentId: string;
  readonly createdAt: number;
  /** The tournament version it reflects. */
  readonly version: number;
}
/** The player a token acts for, as it was when the token was made: a request with the token reads one item. */
export interface TokenOwner {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

/** A personal token: named, scoped, with an optional expiry. One item per token; only its hash is kept. */
export interface PersonalTokenRecord {
  readonly kind: 'personal';
  readonly id: string;
  readonly player: TokenOwner;
  readonly name: string;
  readonly scopes: readonly Scope[];
  /** SHA-256 of the token's secret, base64url. */
  readonly hash: string;
  readonly createdAt: number;
  /** Epoch ms; null for a token that does not expire. */
  readonly expiresAt: number | null;
  /** When a request last used it, to the minute; null before the first. */
  readonly lastUsedAt: number | null;
}

/** The tokens an app's grant issued: one access and one refresh token at a time. */
export interface GrantTokens {
  readonly accessHash: string;
  readonly accessExpiresAt: number;
  /** The access token's scopes: the grant's, or fewer when a refresh asked for fewer. */
  readonly accessScopes: readonly Scope[];
  readonly refreshHash: string;
  readonly refreshExpiresAt: number;
  /** Hashes of the refresh tokens this one replaced, newest first (a bounded number): presenting one again revokes the grant. */
  readonly previousRefresh: readonly string[];
}

/**
 * What a player approved for an app (OAuth 2.0, authorization code with PKCE): one item per
 * grant. It holds the code until it is exchanged (and after, to tell a second use), then the
 * tokens it issued.
 */
export interface GrantRecord {
  readonly kind: 'app';
  readonly id: string;
  readonly player: TokenOwner;
  /** The app's `client_id`, as the person saw it. */
  readonly client: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  readonly code: { readonly hash: string; readonly expiresAt: number; readonly challenge: string; readonly redirectUri: string };
  /** Null until the code is exchanged. */
  readonly tokens: GrantTokens | null;
}

export type TokenRecord = PersonalTokenRecord | GrantRecord;

/** The game or tournament an event belongs to: the first part of its id. */
export const sourceIdOf = (event: EventView): string => ('tournamentId' in event.data ? event.data.tournamentId : event.data.gameId);
