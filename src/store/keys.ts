import type { LeaderboardBoard } from '../contract/index.js';

/**
 * Every key of the table, built in one place. See the key chart in docs/data-model.md.
 *
 * | item        | pk              | sk                      | index keys                                  |
 * |-------------|-----------------|-------------------------|---------------------------------------------|
 * | player      | P#<playerId>    | P                       |                                             |
 * | statistics  | P#<playerId>    | P#S#<ruleset>           |                                             |
 * | count mark  | P#<playerId>    | C#<gameId>              |                                             |
 * | membership  | P#<playerId>    | M#<created>#<gameId>    | spk S#<playerId>#<status>, ssk = sk;        |
 * |             |                 |                         | rpk R#<playerId>#<ruleset>, rsk = sk;       |
 * |             |                 |                         | qpk Q#<playerId>#<ruleset>#<status>,        |
 * |             |                 |                         |   qsk = sk;                                 |
 * |             |                 |                         | lpk L#<ruleset> (a person's sheet) or       |
 * |             |                 |                         |   B#<ruleset> (a bot's),                    |
 * |             |                 |                         |   lsk <total>#<time>#<game>#<seat>          |
 * | game        | G#<gameId>      | G                       | tpk T#<playerId to move>,                   |
 * |             |                 |                         |   tsk <deadline or ~>#<created>#<id>;       |
 * |             |                 |                         | wpk Y#<ruleset>, wsk <created>#<id> (lobby) |
 * |             |                 |                         | or wpk X#<shard>, wsk <deadline>#<id>       |
 * |             |                 |                         | or wpk B#<shard>, wsk <written>#<id> (a bot |
 * |             |                 |                         |   is to move)                               |
 * | log chunk   | G#<gameId>      | L#<seat>#<firstVersion> |                                             |
 * | invitation  | P#<playerId>    | I#<created>#<gameId>    |                                             |
 * | bot run     | P#<playerId>    | R#<slot>                |                                             |
 * | token/grant | P#<playerId>    | K#<tokenId>             |                                             |
 *
 * The items of notifications, beside the games: a player's webhooks, each webhook's progress
 * through each game's events (its cursor), and its delivery log.
 *
 * | item              | pk            | sk                       | index keys (while a retry waits)            |
 * |-------------------|---------------|--------------------------|---------------------------------------------|
 * | webhook           | P#<playerId>  | W#<webhookId>            |                                             |
 * | push subscription | P#<playerId>  | N#<subscriptionId>       |                                             |
 * | cursor            | H#<endpointId>| C#<gameId>               | dpk D#<shard>, dsk <due>#H#<endpoint>#<game>|
 * | delivery attempt  | H#<webhookId> | A#<time>#<eventId>#<n>   |                                             |
 * | reminder          | G#<gameId>    | R                        | dpk R#<shard>, dsk <due>#<gameId>           |
 *
 * An endpoint is a webhook or a push subscription: both have random ids of one kind, so their
 * cursors share the `H#` partitions (a cursor says which kind it belongs to).
 *
 * The items of competition: a player's rating per ruleset, the record of one rated game's
 * rating update, tournaments and a player's entries in them.
 *
 * | item              | pk               | sk                     | index keys                                   |
 * |-------------------|------------------|------------------------|----------------------------------------------|
 * | rating            | P#<playerId>     | RT#<ruleset>           | once rated: lpk RT#<ruleset>,                |
 * |                   |                  |                        |   lsk <rating+10^6>#<playerId>               |
 * | game rating       | G#<gameId>       | RT                     |                                              |
 * | tournament        | TN#<tournament>  | TN                     | wpk TS#<status>, wsk <startsAt>#<tournament> |
 * | tournament entry  | P#<playerId>     | TN#<created>#<tourn.>  |                                              |
 */
export type Key = { readonly pk: string; readonly sk: string };

/** Milliseconds as 9 base-36 digits: sorts like the number until the year 5138. */
export const sortableTime = (ms: number) => Math.max(0, Math.trunc(ms)).toString(36).padStart(9, '0');

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const playerKey = (playerId: string): Key => ({ pk: `P#${playerId}`, sk: 'P' });

/** The sort key of every game item (its partition holds its log chunks too). */
export const GAME_SORT_KEY = 'G';
export const gameKey = (gameId: string): Key => ({ pk: `G#${gameId}`, sk: GAME_SORT_KEY });

/** The id a partition key names: a player's, a game's or a webhook's, after its two-character prefix. */
export const idOfPartition = (pk: unknown) => String(pk).slice(2);

export const LOG_PREFIX = 'L#';
export const logChunkKey = (gameId: string, seat: number, firstVersion: number): Key => ({
  pk: `G#${gameId}`,
  sk: `${LOG_PREFIX}${seat}#${pad(firstVersion, 6)}`,
});
export const seatLogPrefix = (seat: number) => `${LOG_PREFIX}${seat}#`;

export const MEMBERSHIP_PREFIX = 'M#';
export const membershipKey = (playerId: string, createdAt: number, gameId: string): Key => ({
  pk: `P#${playerId}`,
  sk: `${MEMBERSHIP_PREFIX}${sortableTime(createdAt)}#${gameId}`,
});

/** The least membership sort key of a game created at or after `at` (epoch ms): `M#<time>#` sorts before every key of that time and after every earlier one. */
export const membershipsFrom = (at: number) => `${MEMBERSHIP_PREFIX}${sortableTime(at)}#`;
/** The least membership sort key after the membership `sk`: the key and '#' right after it. */
export const membershipsAfter = (sk: string) => `${sk}#`;

/** Sorts after every deadline (base-36 digits): games without one come last in the inbox. */
const NO_DEADLINE = '~';

/**
 * Index keys of a game item while it waits for `playerId` to move, read in ascending order:
 * the most urgent deadline first, then the oldest game. Without a deadline the key never
 * changes during a solo game, so its moves write nothing to the index.
 */
export const turnIndexKeys = (playerId: string, deadline: number | null, createdAt: number, gameId: string) => ({
  tpk: turnPartition(playerId),
  tsk: `${deadline === null ? NO_DEADLINE : sortableTime(deadline)}#${sortableTime(createdAt)}#${gameId}`,
});
export const turnPartition = (playerId: string) => `T#${playerId}`;

/** The `waiting` index is sparse: an open public game sits in its ruleset's lobby, an active game with a deadline in a deadline shard (or, while a bot is to move, in a bot shard). */
export const lobbyPartition = (ruleset: string) => `Y#${ruleset}`;
export const lobbyIndexKeys = (ruleset: string, createdAt: number, gameId: string) => ({ wpk: lobbyPartition(ruleset), wsk: `${sortableTime(createdAt)}#${gameId}` });

/** Deadlines are spread over this many partitions, each read by the sweeper. */
export const DEADLINE_SHARDS = 4;
export const deadlinePartition = (shard: number) => `X#${shard}`;
/** Which of `shards` index partitions a game's work goes to: a stable hash of its id. */
export const shardOf = (gameId: string, shards: number) => [...gameId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % shards;
export const deadlineIndexKeys = (deadline: number, gameId: string) => ({ wpk: deadlinePartition(shardOf(gameId, DEADLINE_SHARDS)), wsk: `${sortableTime(deadline)}#${gameId}` });
/** The largest `wsk` of a deadline due by `now`. */
export const deadlineUpTo = (now: number) => `${sortableTime(now)}#~`;

/**
 * A game whose turn is a bot's waits in the `waiting` index for the background player, by the
 * time it was written (its turn began then): the local worker's work list at start-up, and
 * the sweeper's list of stalled games on AWS.
 */
export const BOT_SHARDS = 4;
export const botPartition = (shard: number) => `B#${shard}`;
export const botIndexKeys = (writtenAt: number, gameId: string) => ({ wpk: botPartition(shardOf(gameId, BOT_SHARDS)), wsk: `${sortableTime(writtenAt)}#${gameId}` });
/** The largest `wsk` of a bot turn written by `at`. */
export const botTurnsUpTo = (at: number) => `${sortableTime(at)}#~`;

/** A player's places for games of bots only running at once (contract's FAIR_USE_LIMITS.botGamesPerPlayer). */
export const BOT_RUN_PREFIX = 'R#';
export const botRunKey = (playerId: string, slot: number): Key => ({ pk: `P#${playerId}`, sk: `${BOT_RUN_PREFIX}${slot}` });

export const INVITATION_PREFIX = 'I#';
export const invitationKey = (playerId: string, createdAt: number, gameId: string): Key => ({
  pk: `P#${playerId}`,
  sk: `${INVITATION_PREFIX}${sortableTime(createdAt)}#${gameId}`,
});

export const statusPartition = (playerId: string, status: string) => `S#${playerId}#${status}`;
/** A player's games of one ruleset (the `byRuleset` index), newest first. */
export const rulesetPartition = (playerId: string, ruleset: string) => `R#${playerId}#${ruleset}`;
/** A player's games of one ruleset and status (the `byRulesetStatus` index), newest first. */
export const rulesetStatusPartition = (playerId: string, ruleset: string, status: string) => `Q#${playerId}#${ruleset}#${status}`;

/**
 * A player's statistics in one ruleset sit beside the player item, under its sort key: the
 * player and every ruleset's statistics are one query (`sk BETWEEN P AND P#S#~`).
 */
export const STATS_PREFIX = 'P#S#';
export const statsKey = (playerId: string, ruleset: string): Key => ({ pk: `P#${playerId}`, sk: `${STATS_PREFIX}${ruleset}` });
export const PLAYER_AND_STATS = { from: 'P', to: `${STATS_PREFIX}~` } as const;

/** What a player's statistics have counted of one game (its count mark). */
export const COUNT_PREFIX = 'C#';
export const countKey = (playerId: string, gameId: string): Key => ({ pk: `P#${playerId}`, sk: `${COUNT_PREFIX}${gameId}` });

/** Which leaderboard a sheet is on: people's sheets rank on the ruleset's board, bots' on its bots board (docs/records.md). */
export const leaderboardPartition = (ruleset: string, board: LeaderboardBoard = 'players') => `${board === 'bots' ? 'B' : 'L'}#${ruleset}`;
/** Higher totals first when read backwards; on equal totals the earlier finish first. */
export const leaderboardSortKey = (total: number, finishedAt: number, gameId: string, seat: number) =>
  `${pad(total + 1_000_000, 7)}#${pad(10_000_000_000_000 - finishedAt, 13)}#${gameId}#${seat}`;

export const WEBHOOK_PREFIX = 'W#';
export const webhookKey = (playerId: string, webhookId: string): Key => ({ pk: playerKey(playerId).pk, sk: `${WEBHOOK_PREFIX}${webhookId}` });

/** An endpoint's own partition: its cursors, and a webhook's delivery log. */
export const webhookPartition = (endpointId: string) => `H#${endpointId}`;

export const cursorKey = (endpointId: string, gameId: string): Key => ({ pk: webhookPartition(endpointId), sk: `C#${gameId}` });

/** The due index is spread over this many partitions, each read by the sweeper. */
export const DUE_SHARDS = 4;
export const duePartition = (shard: number) => `D#${shard}`;
/** Index keys of a cursor while its retry waits, due at `nextAt`. */
export const dueIndexKeys = (endpointId: string, gameId: string, nextAt: number) => ({ dpk: duePartition(shardOf(gameId, DUE_SHARDS)), dsk: `${sortableTime(nextAt)}#H#${endpointId}#${gameId}` });
/** The largest `dsk` of a retry due by `now`. */
export const dueUpTo = (now: number) => `${sortableTime(now)}#~`;

export const ATTEMPT_PREFIX = 'A#';
export const attemptKey = (webhookId: string, at: number, eventId: string, attempt: number): Key => ({
  pk: webhookPartition(webhookId),
  sk: `${ATTEMPT_PREFIX}${sortableTime(at)}#${eventId}#${attempt}`,
});

export const PUSH_SUBSCRIPTION_PREFIX = 'N#';
export const pushSubscriptionKey = (playerId: string, subscriptionId: string): Key => ({ pk: playerKey(playerId).pk, sk: `${PUSH_SUBSCRIPTION_PREFIX}${subscriptionId}` });

/** A game's turn reminder, beside the game in its partition (one turn at a time). */
export const REMINDER_SORT_KEY = 'R';
export const reminderKey = (gameId: string): Key => ({ pk: `G#${gameId}`, sk: REMINDER_SORT_KEY });
/** Reminders wait in the `due` index too, in partitions of their own, so the sweep of retries never reads them. */
export const reminderPartition = (shard: number) => `R#${shard}`;
export const reminderIndexKeys = (gameId: string, at: number) => ({ dpk: reminderPartition(shardOf(gameId, DUE_SHARDS)), dsk: `${sortableTime(at)}#${gameId}` });
/*
 * Competition. A player's rating in a ruleset sits under the player; while a rated game's
 * update holds it (a claim, see service/ratings.ts) it carries that game's id. The rating
 * leaderboard shares the `leaderboard` index with the sheets, in partitions of its own.
 */

export const RATING_PREFIX = 'RT#';
export const ratingKey = (playerId: string, ruleset: string): Key => ({ pk: playerKey(playerId).pk, sk: `${RATING_PREFIX}${ruleset}` });
export const ratingPartition = (ruleset: string) => `${RATING_PREFIX}${ruleset}`;
/** The display rating as 7 digits (offset by 10^6, so any whole number sorts), then the player: read backwards, the best first. */
export const ratingSortKey = (rating: number, playerId: string) => `${pad(Math.max(0, Math.round(rating) + 1_000_000), 7)}#${playerId}`;
/** The least rating sort key above every key of `rating`: counting from it counts the players rated higher. */
export const ratingsAbove = (rating: number) => `${pad(Math.max(0, Math.round(rating) + 1_000_000), 7)}#~`;

/** The record of one rated game's update: the ratings before and after, written once, in the game's partition. */
export const GAME_RATING_SORT_KEY = 'RT';
export const gameRatingKey = (gameId: string): Key => ({ pk: gameKey(gameId).pk, sk: GAME_RATING_SORT_KEY });

/** A tournament: one item holds its settings, players, rounds, results and the log of its events. */
export const TOURNAMENT_PREFIX = 'TN#';
export const TOURNAMENT_SORT_KEY = 'TN';
export const tournamentKey = (tournamentId: string): Key => ({ pk: `${TOURNAMENT_PREFIX}${tournamentId}`, sk: TOURNAMENT_SORT_KEY });
export const idOfTournamentPartition = (pk: unknown) => String(pk).slice(TOURNAMENT_PREFIX.length);

/** The `waiting` index holds every tournament by status, by start time: the lists, and the sweeper's due starts. */
export const tournamentStatusPartition = (status: string) => `TS#${status}`;
export const tournamentIndexKeys = (status: string, startsAt: number, tournamentId: string) => ({ wpk: tournamentStatusPartition(status), wsk: `${sortableTime(startsAt)}#${tournamentId}` });
/** The largest `wsk` of a tournament starting by `now`. */
export const tournamentsUpTo = (now: number) => `${sortableTime(now)}#~`;

/** A player's entry in a tournament, under the player: their tournaments, newest first (streams, the web client). */
export const TOURNAMENT_ENTRY_PREFIX = 'TN#';
export const tournamentEntryKey = (playerId: string, createdAt: number, tournamentId: string): Key => ({
  pk: playerKey(playerId).pk,
  sk: `${TOURNAMENT_ENTRY_PREFIX}${sortableTime(createdAt)}#${tournamentId}`,
});
/** A personal token or an app's grant: one item each, under its player (store/tokens.ts). */
export const TOKEN_PREFIX = 'K#';
export const tokenKey = (playerId: string, tokenId: string): Key => ({ pk: playerKey(playerId).pk, sk: `${TOKEN_PREFIX}${tokenId}` });
