import type { GameRecord, LogEntry } from '../contract/index.js';
import type { GameState } from '../engine/index.js';
import { botTurn } from '../strategy/index.js';
import { gameDice } from './dice.js';
import type { RandomBytes } from './secrets.js';

/** Whether `game` waits for a bot: it is active and the seat to move is a bot's. */
export const botToMove = (game: Pick<GameRecord, 'state' | 'bots'>): boolean =>
  game.state.status === 'active' && game.state.turn !== null && game.bots[game.state.turn.seat] != null;

/**
 * The moves of at most `turns` bot turns played from `game`'s state on, each a log entry at
 * `at`, the state after them and how many turns they were. A request plays the turns of at
 * most one round (`turns` = the bots' seats) after the move that started them, in its own write;
 * the background player plays the rest (bot-play.ts). Bots draw their dice from the game like
 * anyone, and their choices from the service's random source.
 */
export function botEntries(random: RandomBytes, game: GameRecord, at: number, turns: number): { entries: LogEntry[]; state: GameState; turns: number } {
  const entries: LogEntry[] = [];
  let state = game.state;
  let played = 0;
  const botRandom = () => Buffer.from(random(4)).readUInt32BE(0) / 2 ** 32;
  for (let level = state.turn && game.bots[state.turn.seat]; played < turns && state.status === 'active' && level; level = state.turn && game.bots[state.turn.seat]) {
    for (const step of botTurn(state, level, botRandom, (s) => gameDice(game, s.version + 1))) {
      entries.push({ version: step.outcome.state.version, at, key: null, nonce: null, event: step.outcome.event });
      state = step.outcome.state;
    }
    played += 1;
  }
  return { entries, state, turns: played };
}
