import type { ProofView, GameRecord, LogEntry, Page, GameView, MoveView } from '../contract/index.js';
import { ApiError, MAX_MOVES_PAGE } from '../contract/index.js';
import { makeGame } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { diceCommitment } from './dice.js';
import { fullLog } from './log.js';
import { ID_PATTERN } from './secrets.js';
import { createStatsService } from './stats.js';
import { moveView, recordView } from './view.js';

/*
 * Game records: the proof of a finished game's dice, the move log in pages, the game as
 * notation text (docs/notation.md), and the whole record the export writes per line. All are
 * public reads, like the game itself; the seed leaves the service only in `proof`, and only
 * once the game is over.
 */

/** One line of the export: the game as its view shows it, every move, and its proof once finished. */
export interface GameRecordView {
  readonly game: GameView;
  readonly moves: readonly MoveView[];
  /** null until the game is finished. */
  readonly proof: ProofView | null;
  /** The game as notation text, when asked for. */
  readonly notation?: string;
}

export interface MovesPage extends Page<MoveView> {
  /** The game version the log was read at (the ETag). */
  readonly version: number;
}

/** The proof of a game's dice: its seed, only once the game is over. */
export function proofOf(game: GameRecord): ProofView {
  if (game.state.status !== 'finished') throw new ApiError('GAME_NOT_FINISHED', `the game is ${game.state.status}: its seed is revealed once it is finished`);
  return { scheme: game.diceScheme, serverSeed: Buffer.from(game.seed).toString('hex'), commitment: diceCommitment(game.seed), clientSeeds: [...game.clientSeeds] };
}

/** The notation text of a game and its whole log. */
export const notationOf = (game: GameRecord, log: readonly LogEntry[]): string =>
  makeGame({ id: game.id, createdAt: game.createdAt, moves: log.map((e) => ({ at: e.at, event: e.event })) });

/** A whole game: view, moves, proof when finished, and the notation when asked. */
export function recordOf(game: GameRecord, log: readonly LogEntry[], withNotation: boolean): GameRecordView {
  return {
    game: recordView(game),
    moves: log.map((e) => moveView(game.state, e)),
    proof: game.state.status === 'finished' ? proofOf(game) : null,
    ...(withNotation && { notation: notationOf(game, log) }),
  };
}

const movesCursor = (version: number) => Buffer.from(`m1.${version}`).toString('base64url');

function afterVersion(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const m = /^m1\.([1-9][0-9]{0,8})$/.exec(/^[A-Za-z0-9_-]{1,40}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('latin1') : '');
  if (!m) throw new ApiError('VALIDATION_FAILED', 'the cursor is not one this list returned', { field: 'cursor' });
  return Number(m[1]);
}

export function createRecordService({ store }: { store: Store }) {
  async function load(gameId: string): Promise<GameRecord> {
    const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
    if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
    return game;
  }

  return {
    ...createStatsService({ store }),

    /** The server seed, the commitment and the client seeds of a finished game; GAME_NOT_FINISHED before. */
    async proof(gameId: string): Promise<ProofView> {
      return proofOf(await load(gameId));
    },

    /** A page of the move log, oldest first: `limit` moves (MAX_MOVES_PAGE when absent) after the cursor's version. */
    async moves(gameId: string, options: { limit?: number | undefined; cursor?: string | undefined }): Promise<MovesPage> {
      const limit = options.limit ?? MAX_MOVES_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MOVES_PAGE) {
        throw new ApiError('VALIDATION_FAILED', `limit must be a whole number from 1 to ${MAX_MOVES_PAGE}`, { field: 'limit' });
      }
      const after = afterVersion(options.cursor);
      const game = await load(gameId);
      const log = after >= game.state.version ? [] : (await fullLog(store, game)).filter((e) => e.version > after);
      const page = log.slice(0, limit);
      const last = page.at(-1)?.version;
      return {
        version: game.state.version,
        items: page.map((e) => moveView(game.state, e)),
        cursors: page.map((e) => movesCursor(e.version)),
        nextCursor: log.length > limit && last !== undefined ? movesCursor(last) : null,
      };
    },

    /** The game as notation text (YGN 1), with the version it was read at. */
    async notation(gameId: string): Promise<{ version: number; text: string }> {
      const game = await load(gameId);
      return { version: game.state.version, text: notationOf(game, await fullLog(store, game)) };
    },
  };
}

export type RecordService = ReturnType<typeof createRecordService>;
