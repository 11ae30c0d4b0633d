import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRatingRecord, ListOptions, Page, RatingRecord } from '../contract/index.js';
import { NEW_RATING, displayRating } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { RATING_PREFIX, gameRatingKey, idOfPartition, playerKey, ratingKey, ratingPartition, ratingSortKey, ratingsAbove } from './keys.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Rating items, one per player and ruleset: mu, sg sigma, n rated games applied, pn player
 * name, u updated, lg the last game applied, lk the rated game whose update holds the item
 * (its claim; absent when free); lpk/lsk on the rating list once a game is applied. And the
 * record of each rated game's update (G#<gameId>, RT): s its seats as JSON, d 1 once applied.
 * The protocol that writes them is the service's (service/ratings.ts); each call here is one
 * conditional request.
 */

function itemToRating(item: Item): RatingRecord {
  return {
    playerId: idOfPartition(item.pk),
    playerName: String(item.pn ?? ''),
    ruleset: String(item.sk).slice(RATING_PREFIX.length) as RulesetId,
    mu: item.mu === undefined ? NEW_RATING.mu : Number(item.mu),
    sigma: item.sg === undefined ? NEW_RATING.sigma : Number(item.sg),
    games: Number(item.n ?? 0),
    updatedAt: Number(item.u ?? 0),
    claim: item.lk === undefined ? null : String(item.lk),
  };
}

/** The same games count, still held by `gameId`. */
const heldAt = (gameId: string, games: number) => ({
  ConditionExpression: 'lk = :g AND n = :n',
  ExpressionAttributeValues: { ':g': gameId, ':n': games },
});

export function ratingItems(t: TableAccess) {
  return {
    /** A player's rating in a ruleset; null when the player has none (not even a claim). */
    async getRating(playerId: string, ruleset: RulesetId, consistent = true): Promise<RatingRecord | null> {
      const item = await t.get('getRating', ratingKey(playerId, ruleset), consistent);
      return item ? itemToRating(item) : null;
    },

    /**
     * Claims a player's rating for the update of `gameId`: false when another game holds it.
     * A player without a rating gets an item holding only the claim (and 0 games).
     */
    claimRating(playerId: string, ruleset: RulesetId, gameId: string): Promise<boolean> {
      return t.update('claimRating', ratingKey(playerId, ruleset), {
        expression: 'SET lk = :g, n = if_not_exists(n, :zero)',
        ConditionExpression: 'attribute_not_exists(lk) OR lk = :g',
        ExpressionAttributeValues: { ':g': gameId, ':zero': 0 },
      });
    },

    /**
     * Applies `gameId`'s update: the rating becomes `next` (one game more than `games`) and
     * the claim goes, provided the game still holds it at `games`. False otherwise.
     */
    applyRating(next: RatingRecord, gameId: string, games: number): Promise<boolean> {
      const rating = displayRating(next.mu, next.sigma);
      const item: Item = {
        ...ratingKey(next.playerId, next.ruleset),
        mu: next.mu,
        sg: next.sigma,
        n: next.games,
        pn: next.playerName,
        u: next.updatedAt,
        lg: gameId,
        lpk: ratingPartition(next.ruleset),
        lsk: ratingSortKey(rating, next.playerId),
      };
      return t.put('applyRating', item, heldAt(gameId, games));
    },

    /** Removes a claim of `gameId` left on a rating it has already changed (at `games`); false when the item moved on. */
    releaseClaim(playerId: string, ruleset: RulesetId, gameId: string, games: number): Promise<boolean> {
      return t.update('releaseClaim', ratingKey(playerId, ruleset), { expression: 'REMOVE lk', ...heldAt(gameId, games) });
    },

    /** A player's ratings, one per ruleset of a rated game (a bare claim included: its `games` is 0). */
    async playerRatings(playerId: string): Promise<RatingRecord[]> {
      const items = await t.queryAll('playerRatings', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :r)', ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':r': RATING_PREFIX } });
      return items.map(itemToRating);
    },

    /** A ruleset's rating list, best display rating first. */
    async ratingList(ruleset: RulesetId, options: ListOptions): Promise<Page<RatingRecord>> {
      const lpk = ratingPartition(ruleset);
      const page = await t.queryPage('ratingList', { IndexName: 'leaderboard', KeyConditionExpression: 'lpk = :l', ExpressionAttributeValues: { ':l': lpk } }, { lpk }, options);
      return { ...page, items: page.items.map(itemToRating) };
    },

    /** How many players of a ruleset have a display rating above `rating`, counted up to `max`; null beyond. */
    async countRatedAbove(ruleset: RulesetId, rating: number, max: number): Promise<number | null> {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const out = await t.send(
          new QueryCommand({
            TableName: t.tableName,
            IndexName: 'leaderboard',
            KeyConditionExpression: 'lpk = :l AND lsk > :above',
            ExpressionAttributeValues: { ':l': ratingPartition(ruleset), ':above': ratingsAbove(rating) },
            Select: 'COUNT',
            Limit: max + 1 - count,
            ExclusiveStartKey: start,
            ...t.capacity,
          }),
        );
        t.report('countRatedAbove', out.ConsumedCapacity, false);
        count += out.Count ?? 0;
        start = out.LastEvaluatedKey;
      } while (start && count <= max);
      return count > max ? null : count;
    },

    async getGameRating(gameId: string): Promise<GameRatingRecord | null> {
      const item = await t.get('getGameRating', gameRatingKey(gameId), true);
      if (!item) return null;
      return { gameId, ruleset: item.r as RulesetId, computedAt: Number(item.c), seats: JSON.parse(String(item.s)) as GameRatingRecord['seats'], done: item.d === 1 };
    },

    /** Records a game's update, once: false when it is recorded already. */
    putGameRating(record: GameRatingRecord): Promise<boolean> {
      const item = { ...gameRatingKey(record.gameId), r: record.ruleset, c: record.computedAt, s: JSON.stringify(record.seats) };
      return t.put('putGameRating', item, { ConditionExpression: 'attribute_not_exists(pk)' });
    },

    async markGameRatingDone(gameId: string): Promise<void> {
      await t.update('markGameRatingDone', gameRatingKey(gameId), { expression: 'SET d = :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } });
    },
  };
}
