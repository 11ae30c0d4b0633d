/**
 * Printable score sheets as SVG: pure functions from a ruleset (and a game) to one A4
 * document, deterministic to the byte. See `render.ts` for the data attributes.
 */
import type { Ruleset } from '../engine/index.js';
import type { GameSheetInput } from './model.js';
import { blankModel, gameModel } from './model.js';
import { renderSheet } from './render.js';

export type { GameSheetInput, GameSheetSeat } from './model.js';

/** An empty sheet of `ruleset` for 1 to 8 players on one A4 page; throws a RangeError for another count. */
export function renderBlankSheet(ruleset: Ruleset, options: { readonly players: number }): string {
  return renderSheet(blankModel(ruleset, options.players));
}

/** The sheet of a game: every seat's boxes, subtotals, totals and place, the last box written and the seat to play. */
export function renderGameSheet(input: GameSheetInput): string {
  return renderSheet(gameModel(input));
}
export type { SheetMeta } from './from-state.js';
export { sheetInputFromGame } from './from-state.js';
