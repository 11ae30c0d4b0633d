/**
 * What a sheet shows, whether blank or filled in: the two public entry points map their
 * input onto one model and the renderer draws only the model.
 */
import type { CategoryId, ColumnId, GameStatus, Ruleset, SheetTotals } from '../engine/index.js';
import { MAX_SEATS, sheetTotals } from '../engine/index.js';

export interface GameSheetSeat {
  /** null for a seat nobody has taken. */
  readonly name: string | null;
  /** The seat's sheet, column-major as in the engine (`boxIndex`). */
  readonly boxes: readonly (number | null)[];
  readonly resigned: boolean;
  /** 1 for the best; null until the game is finished. */
  readonly place: number | null;
}

/** A game as its printed sheet needs it. */
export interface GameSheetInput {
  readonly ruleset: Ruleset;
  /** Printed as the heading; the ruleset's name when absent. */
  readonly title?: string;
  readonly gameId: string;
  readonly version: number;
  readonly status: GameStatus;
  /** ISO 8601; printed as YYYY-MM-DD. */
  readonly date: string;
  readonly seats: readonly GameSheetSeat[];
  readonly turn: { readonly seat: number; readonly number: number } | null;
  /** The box written last, highlighted on the sheet. */
  readonly lastScored: { readonly seat: number; readonly column: ColumnId; readonly category: CategoryId } | null;
}

export interface SeatView {
  readonly name: string | null;
  /** null on a blank sheet, where even totals stay empty. */
  readonly totals: SheetTotals | null;
  readonly resigned: boolean;
  readonly place: number | null;
  readonly toPlay: boolean;
  readonly last: { readonly column: ColumnId; readonly category: CategoryId } | null;
}

export interface SheetModel {
  readonly kind: 'blank' | 'game';
  readonly ruleset: Ruleset;
  readonly title: string;
  /** null leaves a line to write the date on. */
  readonly date: string | null;
  readonly info: string;
  readonly rootData: Readonly<Record<string, string | number>>;
  readonly seats: readonly SeatView[];
}

function checkSeats(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SEATS) {
    throw new RangeError(`a sheet has from 1 to ${MAX_SEATS} players, not ${count}`);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function blankModel(ruleset: Ruleset, players: number): SheetModel {
  checkSeats(players);
  const seat: SeatView = { name: null, totals: null, resigned: false, place: null, toPlay: false, last: null };
  return {
    kind: 'blank',
    ruleset,
    title: ruleset.name,
    date: null,
    info: [`${ruleset.dice} dice`, `up to ${plural(ruleset.rollsPerTurn, 'roll')} a turn`, plural(players, 'player')].join(' · '),
    rootData: { 'data-kind': 'blank', 'data-ruleset': ruleset.id, 'data-players': players },
    seats: Array.from({ length: players }, () => seat),
  };
}

function gameInfo(input: GameSheetInput): string {
  const parts = [`Game ${input.gameId}`, `version ${input.version}`, input.status];
  if (input.title !== undefined) parts.unshift(input.ruleset.name);
  if (input.turn) {
    const name = input.seats[input.turn.seat]?.name ?? `seat ${input.turn.seat + 1}`;
    parts.push(`turn ${input.turn.number}: ${name} to play`);
  }
  return parts.join(' · ');
}

export function gameModel(input: GameSheetInput): SheetModel {
  checkSeats(input.seats.length);
  const { ruleset, turn, lastScored } = input;
  const seats = input.seats.map((s, i): SeatView => ({
    name: s.name,
    totals: sheetTotals(ruleset, s.boxes),
    resigned: s.resigned,
    place: s.place,
    toPlay: turn?.seat === i,
    last: lastScored?.seat === i ? { column: lastScored.column, category: lastScored.category } : null,
  }));
  return {
    kind: 'game',
    ruleset,
    title: input.title ?? ruleset.name,
    date: /^\d{4}-\d{2}-\d{2}/.exec(input.date)?.[0] ?? input.date,
    info: gameInfo(input),
    rootData: {
      'data-kind': 'game',
      'data-ruleset': ruleset.id,
      'data-players': seats.length,
      'data-game-id': input.gameId,
      'data-version': input.version,
      'data-status': input.status,
    },
    seats,
  };
}
