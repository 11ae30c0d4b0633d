import type { GameRatingRecord, RatingValue, RatingView, SeatRatingView } from '../contract/index.js';
import { displayRating } from '../contract/index.js';

/* Ratings as clients see them: the model's two numbers and the display number made from them. */

export const ratingView = ({ mu, sigma }: RatingValue): RatingView => ({ mu, sigma, rating: displayRating(mu, sigma) });

/** A rated game's change of every seat's rating, in seat order: what its `game.finished` and its view carry. */
export const seatRatingViews = (record: GameRatingRecord): SeatRatingView[] =>
  record.seats.map((s) => ({ seat: s.seat, player: s.player, before: ratingView(s.before), after: ratingView(s.after) }));
