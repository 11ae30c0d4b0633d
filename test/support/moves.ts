import type { Face, GameEvent } from '../../src/engine/index.js';
import { replay } from '../../src/engine/index.js';
import type { GameView, MoveView } from '../../src/service/index.js';
import { gameView } from '../../src/service/view.js';

/** The engine event a public move describes: replaying a game's moves with the engine checks the API's log. */
export function toEvent(move: MoveView): GameEvent {
  const { seat, turn, player } = move;
  switch (move.type) {
    case 'create':
      return { type: 'create', seat: 0, player: player!, ruleset: move.ruleset!, seats: move.seats!, ...(move.rematchOf !== undefined && { rematchOf: move.rematchOf }), ...(move.invited?.length && { invited: move.invited }) };
    case 'invite':
      return { type: 'invite', seat, invited: move.invited![0]! };
    case 'decline':
      return { type: 'decline', seat, player: player! };
    case 'join':
      return { type: 'join', seat, player: player! };
    case 'roll':
      return { type: 'roll', seat, turn: turn!, keep: move.keep!, dice: move.dice as Face[] };
    case 'announce':
      return { type: 'announce', seat, turn: turn!, category: move.category! };
    case 'score':
      return { type: 'score', seat, turn: turn!, column: move.column!, category: move.category!, dice: move.dice as Face[], score: move.score! };
    case 'resign':
      return { type: 'resign', seat, turn };
    case 'leave':
      return { type: 'leave', seat, player: player! };
    case 'timeout':
      return {
        type: 'timeout',
        seat,
        turn: turn!,
        rolled: (move.rolled ?? []) as Face[],
        announced: move.announced ?? null,
        column: move.column!,
        category: move.category!,
        dice: move.dice as Face[],
        score: move.score!,
        resigned: move.resigned ?? false,
      };
  }
}

/**
 * The view a game's public move log replays to, with the timestamps and last move of
 * `current`: equal to `current` when the log says exactly what the game shows.
 */
export function replayedView(current: GameView, moves: readonly MoveView[]): GameView | string {
  const replayed = replay(moves.map(toEvent));
  if (!replayed.ok) return replayed.error.message;
  const { options, turn } = current;
  const turnStartedAt = turn?.deadline && options.turnSeconds !== null ? Date.parse(turn.deadline) - options.turnSeconds * 1000 : null;
  const source = { bots: current.seats.map((s) => s.bot), id: current.id, state: replayed.value, createdAt: Date.parse(current.createdAt), updatedAt: Date.parse(current.updatedAt), options, turnStartedAt };
  return { ...gameView({ ...source, dice: current.dice }, null), lastMove: current.lastMove };
}
