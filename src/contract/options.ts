import type { BotLevel } from '../strategy/index.js';
import { BOT_LEVELS } from '../strategy/index.js';

/*
 * What a client may choose and the limits of what it may ask, written once: the REST schemas,
 * the GraphQL arguments, the documentation and the service's checks all read them from here.
 */

export { BOT_LEVELS, type BotLevel };

/** How long a turn may last, in seconds (games created with `turnSeconds`): a minute to two weeks. */
export const TURN_SECONDS = { min: 60, max: 1_209_600 } as const;

/** Who finds an open game: `private` games are joined by invitation, `public` ones are listed in the lobby. */
export const VISIBILITIES = ['private', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What the creator chose beside ruleset and seats. */
export interface GameOptions {
  /** Seconds a turn may take before the server plays a timeout for the seat; null for no deadline. */
  readonly turnSeconds: number | null;
  /** `public` games are listed in the lobby while they have free seats; `private` ones are joined by invitation. */
  readonly visibility: Visibility;
  /** Whether the player to move may ask for a hint. */
  readonly hints: boolean;
  /** Whether the game changes its players' ratings when it finishes (2 to 8 seats, no bots, no hints). */
  readonly rated: boolean;
}

export const DEFAULT_GAME_OPTIONS: GameOptions = { turnSeconds: null, visibility: 'private', hints: true, rated: false };

/** A seat's client seed: 1 to 64 visible ASCII characters other than '|', which joins the seats' seeds. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7b\x7d\x7e]{1,64}$/;
export const CLIENT_SEED_RULE = '1 to 64 visible ASCII characters other than "|"';

/** The longest invitation code a join accepts; the codes the server makes are shorter (an unknown code is refused as any wrong code is). */
export const INVITATION_CODE_MAX = 64;

/** The longest display name, in characters. */
export const NAME_MAX_LENGTH = 40;

/** Items of a page of a list: at most, and when the client sends no limit. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The leaderboards of a ruleset: `players`, the sheets people played (with or without bots
 * at the table), and `bots`, the sheets bots played; a bots-only game enters only the bots
 * board (docs/records.md).
 */
export const LEADERBOARD_BOARDS = ['players', 'bots'] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

/**
 * How long the first page of the hottest lists may be served from memory, in seconds: each
 * instance keeps it that long (fresher when its own writes change it), and says so to clients
 * and shared caches (`Cache-Control`), so their index partitions see a bounded read rate
 * whatever the traffic.
 */
export const HEAD_CACHE_SECONDS = { leaderboard: 10, lobby: 2 } as const;

/** Moves per page of the move log: every game fits in one (8 seats of jamb make at most about 2,100 moves), so a client that sends no limit reads the whole log. */
export const MAX_MOVES_PAGE = 2500;

/** Webhooks one player may have. */
export const MAX_WEBHOOKS = 10;

/** Push subscriptions (browsers) one player may have. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * The turn reminder (API.md, Web Push): a turn of at least `minTurnSeconds` whose player has
 * not moved is recalled once, when `leftFraction` of it is left.
 */
export const PUSH_REMINDER = { minTurnSeconds: 3_600, leftFraction: 0.25 } as const;

/** What one response of the records export holds at most. */
export interface ExportLimits {
  /** Lines per response. */
  readonly maxLines: number;
  /** Bytes per response: the line that would pass it is left for the next one. */
  readonly maxBytes: number;
  /** No page is read after this long. */
  readonly maxMillis: number;
  /** The store time one page may take (its memberships, games and logs), as a request's budget. */
  readonly pageMillis: number;
}

/**
 * What a function can answer: a buffered Lambda response holds 6 MB, and the export's media
 * type goes base64-encoded (4/3 larger), inside the function's 10 s; both times together stay
 * inside it.
 */
export const EXPORT_LIMITS: ExportLimits = { maxLines: 10_000, maxBytes: 4 * 1024 * 1024, maxMillis: 4_000, pageMillis: 4_000 };

/** Where a tournament stands (tournaments.ts describes each to clients). */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** What a tournament may be: table sizes, rounds, players, how far ahead it may start, its name. */
export const TOURNAMENT_LIMITS = {
  tableSize: { min: 2, max: 4 },
  rounds: { min: 1, max: 20 },
  /** Players at most (and the default cap): one item holds the whole tournament. */
  players: { min: 2, max: 64 },
  /** `startsAt` is in the future, and at most this far ahead. */
  startsWithinDays: 365,
  nameLength: 60,
} as const;

/**
 * The event types, in the order the documentation lists them: a game's, then a tournament's.
 * What each one's `data` holds is in events.ts, whose tables the compiler holds to these lists.
 * Plain data, so a function that validates no request loads no schema for them.
 */
export const GAME_EVENT_TYPES = [
  'game.created',
  'player.joined',
  'game.started',
  'turn.started',
  'move.rolled',
  'move.announced',
  'move.scored',
  'player.resigned',
  'turn.timedOut',
  'player.left',
  'game.cancelled',
  'player.invited',
  'invitation.received',
  'invitation.declined',
  'game.finished',
] as const;
export const TOURNAMENT_EVENT_TYPES = ['tournament.started', 'tournament.roundStarted', 'tournament.finished'] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];
export type TournamentEventType = (typeof TOURNAMENT_EVENT_TYPES)[number];
export type EventType = GameEventType | TournamentEventType;
export const EVENT_TYPES: readonly [EventType, ...EventType[]] = [...GAME_EVENT_TYPES, ...TOURNAMENT_EVENT_TYPES];

/** What a person may choose to be told of by Web Push (push.ts describes each to clients). */
export const PUSH_EVENT_TYPES = ['turn.started', 'game.finished', 'player.joined', 'tournament.roundStarted'] as const;
export type PushEventType = (typeof PUSH_EVENT_TYPES)[number];

/** The longest `Last-Event-ID` an event stream reads (an event id is far shorter). */
export const LAST_EVENT_ID_MAX_LENGTH = 64;
