import type { ErrorReason, GameRecord } from '../contract/index.js';
import { ApiError, fromRuleError, turnDeadline } from '../contract/index.js';
import type { GameState, RuleError } from '../engine/index.js';
import { MAX_TIMEOUTS, timeoutTurn } from '../engine/index.js';
import { commit } from './commit.js';
import { gameDice } from './dice.js';
import type { GameServiceDeps } from './game-context.js';
import { newNonce } from './secrets.js';

/*
 * Turn deadlines: a turn past its deadline has ended, whatever arrives; its timeout is an
 * ordinary versioned write, played by the next write of the game or by the sweeper (every
 * second on the local server, every minute on AWS), whichever comes first.
 */

export const isOverdue = (clock: () => number, game: GameRecord) => {
  const deadline = turnDeadline(game);
  return deadline !== null && clock() >= deadline;
};

/** Plays the timeout of an overdue turn; returns the game as it is afterwards, whoever wrote it. */
export async function playTimeout(deps: GameServiceDeps, game: GameRecord): Promise<GameRecord> {
  const outcome = timeoutTurn(game.state, gameDice(game, game.state.version + 1));
  if (!outcome.ok) throw new Error(`game ${game.id} cannot time out: ${outcome.error.message}`);
  const result = await commit(deps, game, outcome.value, { key: null, nonce: newNonce(deps.random) });
  return 'saved' in result ? result.saved : result.lost;
}

/**
 * Plays the timeout of every turn whose deadline has passed. Returns how many it played; a
 * game some other writer moved on meanwhile is left as that writer left it.
 */
export async function sweepDeadlines(deps: GameServiceDeps, limit = 100): Promise<number> {
  let played = 0;
  for (const id of await deps.store.dueGames(deps.clock(), limit)) {
    let game = await deps.store.getGame(id);
    while (game && isOverdue(deps.clock, game)) {
      game = await playTimeout(deps, game);
      played += 1;
    }
  }
  return played;
}

/**
 * The API's refusal of a seat's move, which says so when the seat's last turn ended by
 * timeout (the engine counts a seat's timed-out turns until it moves again): a move that
 * lost the race to its deadline is NOT_YOUR_TURN with `reason: TURN_TIMED_OUT`, and one whose
 * seat the third timeout resigned is told why the game no longer takes its moves.
 */
export function refusalOf(state: GameState, seat: number, error: RuleError): ApiError {
  const timeouts = state.seats[seat]?.timeouts ?? 0;
  if (timeouts > 0 && error.code === 'NOT_YOUR_TURN') return new ApiError('NOT_YOUR_TURN', `your turn timed out: ${error.message} now`, { reason: 'TURN_TIMED_OUT' satisfies ErrorReason });
  if (timeouts >= MAX_TIMEOUTS && error.code === 'ALREADY_RESIGNED') {
    return new ApiError('GAME_NOT_ACTIVE', `your seat was resigned: ${MAX_TIMEOUTS} of its turns in a row timed out`);
  }
  return fromRuleError(error);
}
