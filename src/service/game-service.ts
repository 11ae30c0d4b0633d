import type { GameRecord, GameView, MoveView } from '../contract/index.js';
import type { PlayAction, PlayerRef } from '../engine/index.js';
import type { GameSheetInput } from '../sheet-svg/index.js';
import type { Slice } from './bot-play.js';
import { playSlice, playTurn, restartStalled } from './bot-play.js';
import type { TurnGate } from './bot-worker.js';
import type { GameServiceDeps } from './game-context.js';
import { sweepDeadlines } from './deadlines.js';
import { gameMoves, gameSheet, getGame } from './game-reads.js';
import { decline, invite } from './invitation-writes.js';
import type { CreateInput } from './new-games.js';
import { create, rematch } from './new-games.js';
import type { JoinOptions, WriteOptions } from './write-path.js';
import { act, join, leave } from './write-path.js';

export type { GameServiceDeps } from './game-context.js';
export type { CreateInput } from './new-games.js';
export type { JoinOptions, WriteOptions } from './write-path.js';

/**
 * The only writer of games: every write loads a game, authorises the player, applies the
 * engine and saves with the condition that the version is still the one read (write-path.ts).
 * Its parts, each a module: new games and rematches (new-games.ts), the write path and its
 * commit (write-path.ts, commit.ts), repeated requests (idempotency.ts), memberships
 * (projections.ts), invitations (invitations.ts, invitation-writes.ts), bots (game-bots.ts;
 * in the background, bot-play.ts), deadlines (deadlines.ts) and the reads (game-reads.ts). A
 * class, so that the service a request makes is one small object.
 */
export class GameService {
  constructor(private readonly deps: GameServiceDeps) {}

  create(caller: PlayerRef, input: CreateInput, options: Pick<WriteOptions, 'idempotencyKey'> = {}): Promise<GameView> {
    return create(this.deps, caller, input, options);
  }

  join(player: PlayerRef, gameId: string, options: JoinOptions = {}): Promise<GameView> {
    return join(this.deps, player, gameId, options);
  }

  act(player: PlayerRef, gameId: string, action: PlayAction, options: WriteOptions = {}): Promise<GameView> {
    return act(this.deps, player, gameId, action, options);
  }

  /** Starts the read of `gameId` that this request's write of it will take (game-context.ts, ReadAhead). */
  readAhead(gameId: string): void {
    this.deps.ahead?.start(this.deps, gameId);
  }

  /** A seated player leaves an open game: the seat is free again; the creator leaving cancels it. */
  leave(player: PlayerRef, gameId: string, options: WriteOptions = {}): Promise<GameView> {
    return leave(this.deps, player, gameId, options);
  }

  /** A new open game like the finished `gameId`, the caller seated and the others invited; `created` says whether this call made it. */
  rematch(caller: PlayerRef, gameId: string, options: Pick<JoinOptions, 'clientSeed'> = {}): Promise<{ created: boolean; game: GameView }> {
    return rematch(this.deps, caller, gameId, options);
  }

  /** Plays the timeout of every turn whose deadline has passed; returns how many it played. */
  sweepDeadlines(limit = 100): Promise<number> {
    return sweepDeadlines(this.deps, limit);
  }

  /** One bot turn of the game through the local worker's gate; the game afterwards (bot-play.ts). */
  playBotTurn(gameId: string, gate: TurnGate): Promise<GameRecord | null> {
    return playTurn(this.deps, gameId, gate);
  }

  /** A slice of bot turns of the game as a stream record carried it, in one write (bot-play.ts). */
  playBotSlice(game: GameRecord, turns?: number): Promise<Slice> {
    return playSlice(this.deps, game, turns);
  }

  /** Plays a slice of each game whose bot has waited since `stalledBefore`; how many it restarted. */
  restartStalledBots(stalledBefore: number, limit?: number): Promise<number> {
    return restartStalled(this.deps, stalledBefore, limit);
  }

  /** Ids of games whose turn is a bot's, written by `upTo` (whenever, when null). */
  botGames(upTo: number | null, limit?: number): Promise<string[]> {
    return this.deps.store.botGames(upTo, limit);
  }

  /** The caller invites the player `playerId` to the open game the caller is seated in; the game as the caller sees it. */
  invite(caller: PlayerRef, gameId: string, playerId: string, options: WriteOptions = {}): Promise<GameView> {
    return invite(this.deps, caller, gameId, playerId, options);
  }

  /** The caller declines its invitation to the game (what is not pending is declined already). */
  decline(caller: PlayerRef, gameId: string): Promise<void> {
    return decline(this.deps, caller, gameId);
  }

  /** The game, as everyone sees it; as `viewer` sees it when given (its players see the invitation of an open game). */
  async get(gameId: string, viewer?: string): Promise<GameView> {
    return getGame(this.deps.store, gameId, viewer, this.deps.publicUrl);
  }

  /** The game's whole move log, oldest first, and the version it ends at. */
  moves(gameId: string): Promise<{ version: number; moves: MoveView[] }> {
    return gameMoves(this.deps.store, gameId);
  }

  /** What the printable sheet of a game shows (the renderer is a pure function of it), and its version. */
  sheet(gameId: string): Promise<{ version: number; input: GameSheetInput }> {
    return gameSheet(this.deps.store, gameId);
  }
}

/** The game service over `deps` (a request's store, or the root one for background work). */
export const createGameService = (deps: GameServiceDeps): GameService => new GameService(deps);
