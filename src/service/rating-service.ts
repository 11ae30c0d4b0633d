import type { ListOptions, Page, PlayerRatingsView, RatingEntry, RatingRecord } from '../contract/index.js';
import { ApiError, MAX_COUNTED_RANK, displayRating } from '../contract/index.js';
import { RULESET_IDS, isRulesetId } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { InvalidCursorError } from '../store/index.js';
import { rankedPage, unwrapRankCursor } from './ranks.js';
import { ID_PATTERN } from './secrets.js';

/* The reads of ratings: a player's, per ruleset with its rank, and a ruleset's rating list. */

const badCursor = () => new ApiError('VALIDATION_FAILED', 'the cursor is not one this list returned', { field: 'cursor' });

const ratingOf = (r: RatingRecord) => displayRating(r.mu, r.sigma);

export function createRatingService({ store }: { store: Store }) {
  return {
    /** A player's rating in every ruleset of a rated game it played, with its rank there. */
    async ofPlayer(playerId: string): Promise<PlayerRatingsView> {
      const player = ID_PATTERN.test(playerId) ? await store.getPlayer(playerId) : null;
      if (!player) throw new ApiError('NOT_FOUND', `no player with id "${playerId}"`);
      const rated = (await store.playerRatings(playerId)).filter((r) => r.games > 0).sort((a, b) => RULESET_IDS.indexOf(a.ruleset) - RULESET_IDS.indexOf(b.ruleset));
      const ranks = await Promise.all(rated.map((r) => store.countRatedAbove(r.ruleset, ratingOf(r), MAX_COUNTED_RANK - 1)));
      return {
        player: { id: player.id, name: player.name },
        ratings: rated.map((r, i) => ({ ruleset: r.ruleset, mu: r.mu, sigma: r.sigma, rating: ratingOf(r), games: r.games, rank: ranks[i] === null ? null : ranks[i]! + 1 })),
      };
    },

    /** A ruleset's players by display rating, best first, with ranks that hold across pages. */
    async list(ruleset: string, options: ListOptions): Promise<Page<RatingEntry>> {
      if (!isRulesetId(ruleset)) throw new ApiError('NOT_FOUND', `no ruleset "${ruleset}"`);
      try {
        const { cursor, state } = unwrapRankCursor(options.cursor);
        const page = await store.ratingList(ruleset, { ...options, cursor });
        return rankedPage(page, state, ratingOf, (r, rank) => ({ rank, player: { id: r.playerId, name: r.playerName }, mu: r.mu, sigma: r.sigma, rating: ratingOf(r), games: r.games }));
      } catch (error) {
        if (error instanceof InvalidCursorError) throw badCursor();
        throw error;
      }
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
