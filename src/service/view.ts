import type { CategoryId, ColumnId, ColumnTotals, GameState, GameStatus, PlayerRef, RulesetId } from '../engine/index.js';
import { RULESETS, ROLLS_PER_TURN, sheetTotals, standings, turnOptions, winners } from '../engine/index.js';
import type { GameRecord, LogEntry, Membership } from '../store/records.js';

/*
 * What clients receive. Everything a client needs to show a game is computed here (totals,
 * places, the boxes open to the current dice and their scores), so no client has to know a
 * scoring rule. The dice seed is never part of a view.
 */

export interface SheetColumnView extends ColumnTotals {
  readonly column: ColumnId;
  readonly boxes: { readonly category: CategoryId; readonly score: number | null }[];
}

export interface SeatView {
  readonly seat: number;
  readonly player: PlayerRef | null;
  readonly resigned: boolean;
  readonly sheet: SheetColumnView[];
  readonly total: number;
  readonly place: number | null;
}

export interface TurnView {
  readonly seat: number;
  readonly player: PlayerRef;
  readonly number: number;
  readonly rollsUsed: number;
  readonly rollsLeft: number;
  readonly dice: number[];
  readonly announced: CategoryId | null;
  readonly canRoll: boolean;
  readonly announceable: CategoryId[];
  readonly available: { readonly column: ColumnId; readonly category: CategoryId; readonly score: number }[];
}

export interface MoveView {
  readonly version: number;
  readonly at: string;
  readonly type: 'create' | 'join' | 'roll' | 'announce' | 'score' | 'resign';
  readonly seat: number;
  readonly player: PlayerRef | null;
  readonly turn: number | null;
  readonly keep?: readonly number[];
  readonly dice?: readonly number[];
  readonly column?: ColumnId;
  readonly category?: CategoryId;
  readonly score?: number;
  readonly ruleset?: RulesetId;
  readonly seats?: number;
}

export interface GameView {
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly status: GameStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly seats: SeatView[];
  readonly turn: TurnView | null;
  /** Seats with the best total once finished (several on a tie); null before. */
  readonly winners: { readonly seat: number; readonly player: PlayerRef | null }[] | null;
  /** The action that created this version. */
  readonly lastMove: MoveView | null;
}

export interface GameSummary {
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly status: GameStatus;
  readonly seats: number;
  readonly createdAt: string;
  readonly you: { readonly seat: number; readonly resigned: boolean; readonly total: number | null; readonly place: number | null };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export function gameView(id: string, state: GameState, createdAt: number, updatedAt: number, last: LogEntry | null): GameView {
  const ruleset = RULESETS[state.ruleset];
  const places = standings(state);
  const seats = state.seats.map<SeatView>((seat, i) => {
    const totals = sheetTotals(ruleset, seat.boxes);
    return {
      seat: i,
      player: seat.player,
      resigned: seat.resigned,
      sheet: totals.columns.map(({ column, boxes, totals: t }) => ({ column, boxes: [...boxes], ...t })),
      total: totals.total,
      place: places[i]?.place ?? null,
    };
  });
  return {
    id,
    ruleset: state.ruleset,
    status: state.status,
    version: state.version,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    seats,
    turn: turnView(state),
    winners: state.status === 'finished' ? winners(state).map((seat) => ({ seat, player: state.seats[seat]?.player ?? null })) : null,
    lastMove: last ? moveView(state, last) : null,
  };
}

function turnView(state: GameState): TurnView | null {
  const turn = state.turn;
  const player = turn && state.seats[turn.seat]?.player;
  if (!turn || !player) return null;
  const options = turnOptions(state);
  return {
    seat: turn.seat,
    player,
    number: turn.number,
    rollsUsed: turn.rollsUsed,
    rollsLeft: ROLLS_PER_TURN - turn.rollsUsed,
    dice: [...turn.dice],
    announced: turn.announced,
    canRoll: options.canRoll,
    announceable: [...options.announceable],
    available: [...options.boxes],
  };
}

/** A log entry as clients see it; `state` supplies the player of the seat. */
export function moveView(state: GameState, { version, at, event }: LogEntry): MoveView {
  const base = {
    version,
    at: iso(at),
    type: event.type,
    seat: event.seat,
    player: 'player' in event ? event.player : (state.seats[event.seat]?.player ?? null),
    turn: 'turn' in event ? event.turn : null,
  };
  switch (event.type) {
    case 'create':
      return { ...base, ruleset: event.ruleset, seats: event.seats };
    case 'roll':
      return { ...base, keep: [...event.keep], dice: [...event.dice] };
    case 'announce':
      return { ...base, category: event.category };
    case 'score':
      return { ...base, column: event.column, category: event.category, dice: [...event.dice], score: event.score };
    default:
      return base;
  }
}

export function recordView(game: GameRecord): GameView {
  return gameView(game.id, game.state, game.createdAt, game.updatedAt, game.pending.at(-1) ?? null);
}

export function summaryView(m: Membership): GameSummary {
  return {
    id: m.gameId,
    ruleset: m.ruleset,
    status: m.status,
    seats: m.seats,
    createdAt: iso(m.createdAt),
    you: { seat: m.seat, resigned: m.resigned, total: m.total, place: m.place },
  };
}
