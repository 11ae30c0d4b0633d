import type { PlayerRef } from '../engine/index.js';
import type { BotLevel, GameOptions, Visibility } from '../contract/index.js';
import { ApiError, BOT_LEVELS, CLIENT_SEED_PATTERN, CLIENT_SEED_RULE, DEFAULT_GAME_OPTIONS, RATED_SEATS, TURN_SECONDS, VISIBILITIES } from '../contract/index.js';
import { idFromKey } from './secrets.js';

/*
 * What a creator may choose beside ruleset and seats, and the client seed a seat may add to
 * the dice, checked against the limits of the contract (contract/options.ts), which the REST
 * schemas, the GraphQL arguments and the docs read too.
 */

export interface OptionsInput {
  readonly turnSeconds?: number | null | undefined;
  readonly visibility?: string | undefined;
  readonly hints?: boolean | undefined;
  readonly rated?: boolean | undefined;
}

/**
 * The options of a new game, checked. `minTurnSeconds` lowers the least deadline for local
 * tests (MIN_TURN_SECONDS); the largest is always two weeks.
 */
export function gameOptions(input: OptionsInput, minTurnSeconds: number = TURN_SECONDS.min): GameOptions {
  const { turnSeconds = null, visibility = DEFAULT_GAME_OPTIONS.visibility, rated = DEFAULT_GAME_OPTIONS.rated } = input;
  // A rated game offers no hints: they default to off, and asking for them is refused.
  const hints = input.hints ?? (rated ? false : DEFAULT_GAME_OPTIONS.hints);
  if (rated && hints) throw new ApiError('VALIDATION_FAILED', 'a rated game offers no hints: leave hints out (or false) for a rated game', { field: 'hints' });
  if (turnSeconds !== null && (!Number.isInteger(turnSeconds) || turnSeconds < minTurnSeconds || turnSeconds > TURN_SECONDS.max)) {
    throw new ApiError('VALIDATION_FAILED', `turnSeconds must be a whole number from ${minTurnSeconds} to ${TURN_SECONDS.max} (two weeks), or absent for no deadline`, { field: 'turnSeconds' });
  }
  if (!(VISIBILITIES as readonly string[]).includes(visibility)) {
    throw new ApiError('VALIDATION_FAILED', `visibility must be one of ${VISIBILITIES.join(', ')}`, { field: 'visibility' });
  }
  return { turnSeconds, visibility: visibility as Visibility, hints, rated };
}

/** A seat's client seed, checked; '' when the seat sent none. */
export function clientSeed(seed: string | undefined): string {
  if (seed === undefined) return '';
  if (!CLIENT_SEED_PATTERN.test(seed)) throw new ApiError('VALIDATION_FAILED', `clientSeed must be ${CLIENT_SEED_RULE}`, { field: 'clientSeed' });
  return seed;
}

/** The bots a create asks for, checked: at most one per seat, each of a known level. */
export function botLevels(bots: readonly { level: string }[] | undefined, seats: number): BotLevel[] {
  if (bots === undefined) return [];
  if (bots.length > seats) throw new ApiError('VALIDATION_FAILED', `${bots.length} bots do not fit in ${seats} seats: seats counts the bots too`, { field: 'bots' });
  for (const bot of bots) {
    if (!(BOT_LEVELS as readonly string[]).includes(bot.level)) throw new ApiError('VALIDATION_FAILED', `a bot's level is one of ${BOT_LEVELS.join(', ')}`, { field: 'bots' });
  }
  return bots.map((b) => b.level as BotLevel);
}

const BOT_NAMES: Record<BotLevel, string> = { random: 'Random bot', greedy: 'Greedy bot', strong: 'Strong bot' };

/** A bot's player: an id of its own per game and seat (no account, no token), and its level's name. */
export const botPlayer = (gameId: string, seat: number, level: BotLevel): PlayerRef => ({ id: idFromKey(gameId, `bot:${seat}`), name: BOT_NAMES[level] });

/** A rated game's seats and bots, checked: 2 to 8 seats, every one a person's. */
export function checkRated(seats: number, bots: readonly BotLevel[]): void {
  if (!Number.isInteger(seats) || seats < RATED_SEATS.min || seats > RATED_SEATS.max) {
    throw new ApiError('VALIDATION_FAILED', `a rated game has ${RATED_SEATS.min} to ${RATED_SEATS.max} seats`, { field: 'seats' });
  }
  if (bots.length > 0) throw new ApiError('VALIDATION_FAILED', 'a rated game has no bots: every seat is a player\'s', { field: 'bots' });
}
