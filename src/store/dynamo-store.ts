import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameRecord } from '../contract/index.js';
import type { CapacityMeter } from './capacity.js';
import { WRITE_UNIT_BYTES } from './capacity.js';
import { STORE_LIMITS } from './client.js';
import type { Deadline } from './deadline.js';
import { scopedParts } from './deadline.js';
import { gameToItem } from './game-item.js';
import { botRunItems } from './bot-runs.js';
import { gameItems } from './games.js';
import { invitationItems } from './invitations.js';
import { logChunkItems } from './log-chunks.js';
import { membershipItems } from './memberships.js';
import { playerStatsItems } from './player-stats.js';
import { playerItems } from './players.js';
import { ratingItems } from './ratings.js';
import { tableScans } from './scans.js';
import { tournamentItems } from './tournaments.js';
import type { Item, TableAccess } from './table-access.js';
import { tableAccess } from './table-access.js';
import { tokenItems } from './tokens.js';

export interface StoreOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  /** Receives the capacity of every request (benchmarks); off when absent. */
  readonly meter?: CapacityMeter;
  /** Times one call is sent on transient faults (retry.ts); STORE_LIMITS.attempts by default. */
  readonly attempts?: number;
  /**
   * The billed write unit, DynamoDB's 1 KB by default: log entries leave the game item when
   * that saves a unit on its write. Tests set it lower to see the log archived from the first
   * turns on.
   */
  readonly writeUnitBytes?: number;
}

export type Store = ReturnType<typeof createDynamoStore>;

/**
 * The repository of the game store: every read and write of players, games, their log
 * chunks, memberships and invitations, ratings, tournaments, tokens and bot runs goes through here, one module per item kind. Its
 * calls have no budget but their own limits; `within(deadline)` gives the same store whose
 * calls all spend from one request's budget.
 */
export function createDynamoStore({ client, tableName, meter, attempts = STORE_LIMITS.attempts, writeUnitBytes = WRITE_UNIT_BYTES }: StoreOptions) {
  // One cache for the store in every deadline: records are never changed in place, and a
  // request's store is made for every request.
  const encoded = new WeakMap<GameRecord, Item>();
  const encodedGame = (game: GameRecord): Item => {
    let item = encoded.get(game);
    if (!item) encoded.set(game, (item = gameToItem(game)));
    return item;
  };
  const access = { client, tableName, meter, attempts };
  return scopedParts((deadline: Deadline) => tableAccess(access, deadline), {
    players: playerItems,
    games: (t: TableAccess) => gameItems(t, encodedGame, writeUnitBytes),
    logChunks: logChunkItems,
    memberships: membershipItems,
    invitations: invitationItems,
    playerStats: playerStatsItems,
    ratings: ratingItems,
    tournaments: tournamentItems,
    tokens: tokenItems,
    botRuns: botRunItems,
    scans: tableScans,
  });
}
export type { MembershipChange } from './memberships.js';
