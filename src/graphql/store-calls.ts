import { DEFAULT_PAGE_SIZE, TOKEN_LIMITS } from '../contract/index.js';
import { MAX_SEATS, RULESET_IDS } from '../engine/index.js';

/*
 * The store calls of each GraphQL field, which the query limits (limits.ts) price an
 * operation by: what its resolver calls at most, from the service's code paths, and held to
 * what the calls counted through the store show (test/graphql/store-calls.test.ts). A field
 * added to the schema that calls the store gets its entry here and its case in that test.
 */

/** Seats of the largest game: what a write's projections are counted for. */
const SEATS = MAX_SEATS;
/** A counted move of one seat's statistics: two reads and three writes (service/stats-counter.ts). */
const COUNT = 5;
/** What every write of a game can make: the caller's token, the game, an idempotency key's entry, a log chunk per seat, the conditional write. */
const WRITE = 1 + 1 + 1 + SEATS + 1;
/** A write that changes seats or status: every seat's membership, and every seat counted into its player's statistics. */
const PROJECTED = WRITE + SEATS + SEATS * COUNT;
/** A creation under a cap (service/capped.ts): the count, the write and its read-back when its reply is lost, the count again, the write taken back. */
const CAPPED = 1 + 2 + 1 + 1;
/** A change of a tournament (service/tournament-writes.ts): its read, then up to 8 tries of a conditional write and its read-back. */
const TOURNAMENT_CHANGE = 1 + 8 * 2;
/** A player's tokens, and the expired ones met deleted (at most as many as a player may hold). */
const LIVE_TOKENS = 1 + TOKEN_LIMITS.maxPerPlayer;
/** A revoked app's grant: its webhooks listed, and each of them (at most 10) disabled. */
const GRANT_WEBHOOKS = 1 + 10;

/**
 * Store calls each field's resolver makes at most, for each item of the list it sits in; for
 * a connection, `page` for the page and `perItem` for each of its `first` items. A root field
 * not named here is priced DEFAULT_ROOT_CALLS; a field below the root not named here must
 * make none (the test checks every field named here, and every root field is named).
 */
export const STORE_CALLS: Readonly<Record<string, number | { readonly page: number; readonly perItem: number }>> = {
  'Query.rulesets': 0,
  'Query.ruleset': 0,
  'Query.game': 1,
  'Query.player': 1,
  'Query.me': 1,
  // The caller's token (when one is sent), then one query of the list's key (the filter's index).
  'Query.games': 2,
  // The token, the index query, one batch read of the games.
  'Query.myTurns': 3,
  // One query per ruleset's lobby and one batch read (none while the page is kept in memory).
  'Query.lobby': RULESET_IDS.length + 1,
  // The token, the query, one batch read; a stale invitation met is deleted.
  'Query.myInvitations': { page: 3, perItem: 1 },
  'Query.leaderboard': 1,
  'Query.webhooks': 2,
  'Query.webhookDeliveries': 3,
  'Game.moves': 2,
  'Game.proof': 1,
  'Game.hint': 2,
  'GameSummary.game': 1,
  'LeaderboardEntry.game': 1,
  'PlayerRef.profile': 1,
  'Player.stats': 1,
  'Mutation.registerPlayer': 1,
  // A game of bots only: every bot's membership (its turns are played in the background).
  'Mutation.createGame': 1 + 1 + SEATS + COUNT,
  'Mutation.joinGame': PROJECTED,
  'Mutation.leaveGame': PROJECTED,
  // The old game, the token, the new game's write and its projections, and an invitation per other player.
  'Mutation.rematch': 1 + 1 + 1 + 1 + COUNT + SEATS + PROJECTED,
  'Mutation.roll': WRITE,
  'Mutation.announce': WRITE,
  'Mutation.score': PROJECTED,
  'Mutation.resign': PROJECTED,
  // The token, then a creation under the cap of 10.
  'Mutation.registerWebhook': 1 + CAPPED,
  'Mutation.deleteWebhook': 3,
  'Mutation.rotateWebhookSecret': 3,
  'Mutation.testWebhook': 3,
  // What a stream reads before its first event; afterwards it reads as the stream limits allow.
  // A game's: the game read three times (its check, the stream's, and again once listening),
  // the first page of each seat's archived log (a replay reads a page at a time), and a
  // finished game's rating record.
  'Subscription.gameEvents': 3 + SEATS + 1,
  'Subscription.myEvents': 4,
  // The tournament, read three times (its check, the stream's, and again once listening): its events are derived from its one item.
  'Subscription.tournamentEvents': 3,
  // Personal tokens: the caller's token, then its tokens; a test reads each token sent (at most 100: it goes alone).
  'Query.tokens': 1 + LIVE_TOKENS,
  'Query.testTokens': TOKEN_LIMITS.maxTested,
  'Mutation.createToken': 1 + LIVE_TOKENS + 2,
  // The token and the revoked one read, deleted; an app's grant takes its webhooks with it.
  'Mutation.revokeToken': 1 + 2 + GRANT_WEBHOOKS,
  'Mutation.revokeCurrentToken': 1 + 2 + GRANT_WEBHOOKS,
  // The token, the player read, its token hash replaced and read back when the reply is lost.
  'Mutation.replaceAccountToken': 1 + 1 + 2,
  // Push: the key is configuration; the token, then one query, or the browser's subscription looked for and renewed before a capped creation.
  'Query.pushKey': 0,
  'Query.pushSubscriptions': 2,
  'Mutation.createPushSubscription': 1 + 2 + CAPPED,
  'Mutation.deletePushSubscription': 3,
  // An invitation by id: a write that moves no seat, with the invited player read and its invitation listed (or unlisted) beside it.
  'Mutation.invitePlayer': WRITE + 2,
  'Mutation.declineInvitation': WRITE + 1,
  // A player's ratings: the player, its ratings, and its rank in each rated ruleset (one counting query).
  'Player.ratings': 2 + RULESET_IDS.length,
  'Query.ratings': 1,
  // Tournaments: one item each; the list is an index query and one batch read.
  'Query.tournament': 1,
  'Query.tournaments': 2,
  'TournamentSummary.tournament': 1,
  'Mutation.createTournament': 1 + 2,
  // The token, the change, the player's entry beside it.
  'Mutation.joinTournament': 1 + TOURNAMENT_CHANGE + 1,
  'Mutation.leaveTournament': 1 + TOURNAMENT_CHANGE + 1,
};

/** The price of a root field STORE_CALLS does not name. */
export const DEFAULT_ROOT_CALLS = 10;

/** Store calls `coordinate` makes for a page of `pageSize` items (`root`: a field of Query, Mutation or Subscription). */
export function storeCalls(coordinate: string, pageSize: number | undefined, root: boolean): number {
  const declared = STORE_CALLS[coordinate];
  if (declared === undefined) return root ? DEFAULT_ROOT_CALLS : 0;
  return typeof declared === 'number' ? declared : declared.page + declared.perItem * (pageSize ?? DEFAULT_PAGE_SIZE);
}

