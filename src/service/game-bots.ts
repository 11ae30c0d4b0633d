import type { GameRecord, LogEntry } from '../contract/index.js';
import type { GameState } from '../engine/index.js';
import { botTurn } from '../strategy/index.js';
import { gameDice } from './dice.js';
import type { RandomBytes } from './secrets.js';

/**
 * The moves of the bots to play from `game`'s state on, each a log entry at `at`, and the
 * state after them: every turn that starts at a bot's seat is played at once, in the write
 * that started it (a game of bots only plays to its end). Bots draw their dice from the game
 * like anyone, and their choices from the service's random source.
 */
export function botEntries(random: RandomBytes, game: GameRecord, at: number): { entries: LogEntry[]; state: GameState } {
  const entries: LogEntry[] = [];
  let state = game.state;
  const botRandom = () => Buffer.from(random(4)).readUInt32BE(0) / 2 ** 32;
  for (let level = state.turn && game.bots[state.turn.seat]; state.status === 'active' && level; level = state.turn && game.bots[state.turn.seat]) {
    for (const step of botTurn(state, level, botRandom, (s) => gameDice(game, s.version + 1))) {
      entries.push({ version: step.outcome.state.version, at, key: null, nonce: null, event: step.outcome.event });
      state = step.outcome.state;
    }
  }
  return { entries, state };
}
