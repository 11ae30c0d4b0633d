import type { PlayerRef } from '../engine/index.js';
import type { Store } from '../store/index.js';
import type { GameRecord } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { Hint } from '../strategy/index.js';
import { hintFor, loadStrategy } from '../strategy/index.js';
import { ID_PATTERN } from './secrets.js';

export interface HintServiceDeps {
  readonly store: Store;
}

/** A hint with the version of the game it is for. */
export interface HintResult {
  readonly version: number;
  readonly hint: Hint;
}

/** Games created with `hints: false` refuse hints (the store reads older records with the default options, hints on). */
export const hintsAllowed = (game: Pick<GameRecord, 'options'>): boolean => game.options.hints;

/**
 * Hints for the player to move: one store read and the strategy's pure computation, no write.
 * The value of each option is the seat's own expected final total (solitaire), as the
 * strategy computes it.
 */
export function createHintService({ store }: HintServiceDeps) {
  return {
    /**
     * The hint for `caller`'s move in game `gameId`. Refused: NOT_FOUND (no such game),
     * FORBIDDEN (hints are off in this game, or the caller has no seat), GAME_NOT_ACTIVE (not
     * started, finished, or the caller resigned), NOT_YOUR_TURN (another seat is to move).
     */
    async hint(caller: Pick<PlayerRef, 'id'>, gameId: string): Promise<HintResult> {
      const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
      if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
      const { state } = game;
      const seat = state.seats.findIndex((s) => s.player?.id === caller.id);
      if (seat < 0) throw new ApiError('FORBIDDEN', 'you have no seat in this game');
      if (!hintsAllowed(game)) throw new ApiError('FORBIDDEN', 'this game was created with hints off');
      if (state.status !== 'active' || !state.turn || state.seats[seat]?.resigned) {
        throw new ApiError('GAME_NOT_ACTIVE', state.seats[seat]?.resigned ? 'you have resigned from this game' : `the game is ${state.status}, not active`);
      }
      if (state.turn.seat !== seat) throw new ApiError('NOT_YOUR_TURN', `it is seat ${state.turn.seat}'s turn`);
      await loadStrategy(state.ruleset);
      const hint = hintFor(state);
      if (!hint) throw new Error(`game ${game.id} is active with no turn to hint`);
      return { version: state.version, hint };
    },
  };
}

export type HintService = ReturnType<typeof createHintService>;
