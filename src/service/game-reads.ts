import type { GameRecord, GameView, MoveView } from '../contract/index.js';
import { replay } from '../engine/index.js';
import type { GameSheetInput } from '../sheet-svg/index.js';
import { sheetInputFromGame } from '../sheet-svg/index.js';
import type { Store } from '../store/index.js';
import { loadGame } from './game-context.js';
import { seatRatingViews } from './rating-views.js';
import { isRatedFinish } from './ratings.js';
import { viewFor } from './invitations.js';
import { fullLog } from './log.js';
import { gameView, moveView, recordView } from './view.js';

/* The reads of one game: as it is now, as it was at a version, its move log and its printable sheet. */

/** The game exactly as it was at `version`, rebuilt from its log. */
export async function viewAt(store: Store, game: GameRecord, version: number): Promise<GameView> {
  if (version === game.state.version) return recordView(game);
  const log = (await fullLog(store, game)).filter((e) => e.version <= version);
  const rebuilt = replay(log.map((e) => e.event));
  if (!rebuilt.ok) throw new Error(`game ${game.id} does not replay: ${rebuilt.error.message}`);
  const last = log.at(-1) ?? null;
  // The turn's start, for its deadline: the record's when it is still the same turn, else the
  // time of the move that began it (the last one that was not a roll or an announcement).
  const sameTurn = rebuilt.value.turn?.number === game.state.turn?.number && rebuilt.value.status === game.state.status;
  const began = log.findLast((e) => e.event.type !== 'roll' && e.event.type !== 'announce');
  const turnStartedAt = rebuilt.value.turn ? (sameTurn ? game.turnStartedAt : (began?.at ?? game.createdAt)) : null;
  return gameView({ ...game, state: rebuilt.value, updatedAt: last?.at ?? game.createdAt, turnStartedAt }, last);
}

/** The game as it is now; a finished rated game with its seats' rating change, once recorded. */
export async function getGame(store: Store, gameId: string, viewer?: string, publicUrl?: string): Promise<GameView> {
  const game = await loadGame(store, gameId);
  const record = isRatedFinish(game) ? await store.getGameRating(game.id) : null;
  // Everyone's view, with the ratings of a rated game once applied; a seated player's copy of an open game adds its invitation.
  return viewFor(game, recordView(game, record && seatRatingViews(record)), viewer, publicUrl);
}

/** The game's whole move log, oldest first, and the version it ends at. */
export async function gameMoves(store: Store, gameId: string): Promise<{ version: number; moves: MoveView[] }> {
  const game = await loadGame(store, gameId);
  const log = await fullLog(store, game);
  return { version: game.state.version, moves: log.map((e) => moveView(game.state, e)) };
}

/** What the printable sheet of a game shows (the renderer is a pure function of it), and its version. */
export async function gameSheet(store: Store, gameId: string): Promise<{ version: number; input: GameSheetInput }> {
  const game = await loadGame(store, gameId);
  const lastScore = game.pending.findLast((e) => e.event.type === 'score')?.event ?? null;
  const input = sheetInputFromGame(game.state, { gameId: game.id, date: new Date(game.createdAt).toISOString(), lastEvent: lastScore });
  return { version: game.state.version, input };
}
