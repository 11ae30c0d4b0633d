import type { GameRecord } from '../contract/index.js';
import { loadStrategy } from '../strategy/index.js';
import type { Committed } from './commit.js';
import { commitBotTurns } from './commit.js';
import type { TurnGate } from './bot-worker.js';
import { botToMove } from './game-bots.js';
import type { GameServiceDeps } from './game-context.js';

/*
 * Bot turns played in the background: games of bots only, and games whose people have all
 * resigned, once the request that started their bots has played its one round. Each slice
 * is an ordinary versioned write of the game with the events of its moves, so a slice that
 * races another (a retried stream record, the sweeper, a player's resignation) loses and
 * plays nothing, and a game whose player died mid-game goes on from its last write.
 *
 * Locally the worker plays one turn a write (bot-worker.ts); on AWS the table's stream hands
 * each written game whose turn is a bot's to `playSlice`, whose write is a stream record in
 * turn, and the sweeper restarts games whose slice never came (`restartStalled`).
 */

/** Bot turns in one write of the stream consumer: a few milliseconds of the strong bot each. */
export const BOT_SLICE_TURNS = 16;

/** A game whose bot has been waiting this long is stalled: its feed failed, and the sweeper plays it (AWS). */
export const BOT_STALL_MS = 60_000;

/** The game as a slice left it, and how many turns the slice played (0 when it lost its race, or no bot was to move). */
export interface Slice {
  readonly game: GameRecord;
  readonly played: number;
}

function sliceOf(before: GameRecord, committed: Committed | null): Slice {
  if (!committed) return { game: before, played: 0 };
  if ('lost' in committed) return { game: committed.lost, played: 0 };
  const played = committed.saved.pending.filter((e) => e.version > before.state.version && e.event.type === 'score').length;
  return { game: committed.saved, played };
}

/** Up to `turns` bot turns of `game` in one write; its strategy is loaded, so they are computed before the first await. */
const slice = async (deps: GameServiceDeps, game: GameRecord, turns: number): Promise<Slice> => sliceOf(game, await commitBotTurns(deps, game, turns));

/** Plays up to `turns` bot turns of `game` as it stands (a read, or a stream record's image) in one write. */
export async function playSlice(deps: GameServiceDeps, game: GameRecord, turns: number = BOT_SLICE_TURNS): Promise<Slice> {
  if (!botToMove(game)) return { game, played: 0 };
  await loadStrategy(game.state.ruleset);
  return slice(deps, game, turns);
}

/**
 * One bot turn of the game `gameId` through `gate` (the local worker): the game is read (or
 * taken from the cache) outside the gate, and only the turn's computation and the start of
 * its write hold it. Null when there is no such game.
 */
export async function playTurn(deps: GameServiceDeps, gameId: string, gate: TurnGate): Promise<GameRecord | null> {
  const game = deps.cache?.take(gameId) ?? (await deps.store.getGame(gameId));
  if (!game) return null;
  if (!botToMove(game)) {
    deps.cache?.put(game);
    return game;
  }
  // The strategy's data is loaded outside the gate too: the gate holds the turn's computation alone.
  await loadStrategy(game.state.ruleset);
  return (await gate.run(gameId, () => slice(deps, game, 1))).game;
}

/**
 * Plays a slice of every game whose bot has waited since `stalledBefore` or longer (found in
 * the index, the longest waiting first, at most `limit` per shard); how many it restarted.
 */
export async function restartStalled(deps: GameServiceDeps, stalledBefore: number, limit = 100): Promise<number> {
  let restarted = 0;
  for (const id of await deps.store.botGames(stalledBefore, limit)) {
    const game = await deps.store.getGame(id);
    if (!game || !botToMove(game) || game.updatedAt > stalledBefore) continue;
    if ((await playSlice(deps, game)).played > 0) restarted += 1;
  }
  return restarted;
}
