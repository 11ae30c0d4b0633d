/*
 * Ratings (API.md, round 3, "Ratings (OpenSkill)"): what a rating is and how its display number
 * is made (the shapes both APIs send are in views.ts and rating-views.ts). The model itself
 * (OpenSkill's Plackett-Luce, npm `openskill`, with its defaults) is the service's; these are
 * the numbers clients see.
 */

/** A rated game seats 2 to 8 players, none of them a bot, and offers no hints. */
export const RATED_SEATS = { min: 2, max: 8 } as const;

/** OpenSkill's defaults: where a new player starts. */
export const NEW_RATING = { mu: 25, sigma: 25 / 3 } as const;

/**
 * The display number: the conservative estimate `mu - 3 sigma` (the skill the player has
 * with about 99.7 % confidence), scaled by 40 and offset by 1000 so a new player shows 1000
 * and numbers read like the ratings players know. It rises as games make sigma smaller, and
 * with every better place. Rounded to a whole number.
 */
export const RATING_DISPLAY = { base: 1000, scale: 40, z: 3 } as const;

export const displayRating = (mu: number, sigma: number): number => Math.round(RATING_DISPLAY.base + RATING_DISPLAY.scale * (mu - RATING_DISPLAY.z * sigma));

/** A player's rank is counted among the players rated above; beyond this many it is not given. */
export const MAX_COUNTED_RANK = 1000;
