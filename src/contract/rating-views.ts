import { z } from '@hono/zod-openapi';
import { RulesetIdSchema } from './enums.js';
import { MAX_COUNTED_RANK } from './ratings.js';
import { PlayerRefSchema, RatingSchema } from './views.js';

/* The rating views that name players: a player's ratings, a rating list's entries, a rated game's change per seat. */

export const PlayerRatingSchema = RatingSchema.extend({
  ruleset: RulesetIdSchema.meta({ description: 'The ruleset this rating is for.' }),
  games: z.number().int().meta({ description: 'Rated games of this ruleset the rating counts.' }),
  rank: z
    .number()
    .int()
    .nullable()
    .meta({ description: `The player's rank on the ruleset's rating list (1 for the best; equal display ratings share a rank); null beyond the first ${MAX_COUNTED_RANK}.` }),
}).openapi('PlayerRating', { description: "A player's rating in one ruleset." });

export const PlayerRatingsSchema = z
  .object({
    player: PlayerRefSchema.meta({ description: 'Whose ratings.' }),
    ratings: z.array(PlayerRatingSchema).meta({ description: "One entry per ruleset the player has played a rated game of, in the API's ruleset order." }),
  })
  .openapi('PlayerRatings', { description: "A player's ratings per ruleset." });

export const RatingEntrySchema = RatingSchema.extend({
  rank: z.number().int().meta({ description: '1 for the best display rating; equal ratings share a rank and the next rank skips (1, 2, 2, 4), across pages too.' }),
  player: PlayerRefSchema.meta({ description: 'The player.' }),
  games: z.number().int().meta({ description: 'Rated games of this ruleset the rating counts.' }),
}).openapi('RatingEntry', { description: 'A player on a rating list.' });

export const SeatRatingSchema = z
  .object({
    seat: z.number().int().meta({ description: 'The seat, from 0.' }),
    player: PlayerRefSchema.meta({ description: 'The player of that seat.' }),
    before: RatingSchema.meta({ description: "The player's rating before this game." }),
    after: RatingSchema.meta({ description: "The player's rating after it." }),
  })
  .openapi('SeatRating', { description: "How a rated game changed one seat's rating." });

export type PlayerRatingView = z.infer<typeof PlayerRatingSchema>;
export type PlayerRatingsView = z.infer<typeof PlayerRatingsSchema>;
export type RatingEntry = z.infer<typeof RatingEntrySchema>;
export type SeatRatingView = z.infer<typeof SeatRatingSchema>;
