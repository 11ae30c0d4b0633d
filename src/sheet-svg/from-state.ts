/** A game state of the engine as a sheet input, for callers that hold a `GameState`. */
import type { GameEvent, GameState } from '../engine/index.js';
import { RULESETS, standings } from '../engine/index.js';
import type { GameSheetInput } from './model.js';

export interface SheetMeta {
  readonly gameId: string;
  /** ISO 8601, e.g. when the game was created. */
  readonly date: string;
  readonly title?: string;
  /** The game's latest event; a `score` event marks the box it filled. */
  readonly lastEvent?: GameEvent | null;
}

/** The sheet input of `state`: names from the seated players, places from `standings`. */
export function sheetInputFromGame(state: GameState, meta: SheetMeta): GameSheetInput {
  const places = standings(state);
  const last = meta.lastEvent?.type === 'score' ? meta.lastEvent : null;
  return {
    ruleset: RULESETS[state.ruleset],
    ...(meta.title !== undefined && { title: meta.title }),
    gameId: meta.gameId,
    version: state.version,
    status: state.status,
    date: meta.date,
    seats: state.seats.map((s, i) => ({ name: s.player?.name ?? null, boxes: s.boxes, resigned: s.resigned, place: places[i]?.place ?? null })),
    turn: state.turn ? { seat: state.turn.seat, number: state.turn.number } : null,
    lastScored: last ? { seat: last.seat, column: last.column, category: last.category } : null,
  };
}
