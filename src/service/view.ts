import type { GameState, Standing } from '../engine/index.js';
import { RULESETS, ROLLS_PER_TURN, sheetTotals, standings, turnOptions } from '../engine/index.js';
import type { GameSummary, GameView, MoveView, SeatView, TurnView, GameRecord, LogEntry, Membership, DiceView, SeatRatingView } from '../contract/index.js';
import { turnDeadline } from '../contract/index.js';
import { diceCommitment } from './dice.js';

/**
 * What a view is made of: the record without its log, and of its seed only the commitment
 * (computed here from the seed, or given by a caller that has no seed).
 */
export type ViewSource = Pick<GameRecord, 'id' | 'state' | 'createdAt' | 'updatedAt' | 'options' | 'turnStartedAt'> & { readonly bots?: GameRecord['bots']; readonly tournament?: GameRecord['tournament'] } &
  (Pick<GameRecord, 'seed' | 'diceScheme'> | { readonly dice: DiceView });

/*
 * What clients receive, built to the shapes of the contract (contract/views.ts). Everything a
 * client needs to show a game is computed here (totals, places, the boxes open to the current
 * dice and their scores), so no client has to know a scoring rule. The dice seed is never
 * part of a view, only its SHA-256.
 */

export type { GameSummary, GameView, MoveView, SeatView, TurnView };

const DAY_MS = 86_400_000;
/** Dates representable by `Date`: ±100,000,000 days from 1970. */
const MAX_MS = 8.64e15;
let isoDay = NaN;
let isoDayPrefix = '';
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `new Date(ms).toISOString()` for the view's times, at a fraction of its cost: the date part
 * is formatted once per UTC day (a view's three or four times are nearly always of one day,
 * and so are the views of one instance), the time of day by arithmetic. Anything but a whole
 * number of milliseconds in range goes to `toISOString` itself.
 */
export function iso(ms: number): string {
  if (!Number.isInteger(ms) || Math.abs(ms) > MAX_MS) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  if (day !== isoDay) {
    // 'YYYY-MM-DDT' (or '+YYYYYY-MM-DDT'): all but the 13 characters of 'hh:mm:ss.sssZ'.
    isoDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, -13);
    isoDay = day;
  }
  const t = ms - day * DAY_MS;
  const milli = t % 1000;
  const seconds = (t - milli) / 1000;
  const s = seconds % 60;
  const minutes = (seconds - s) / 60;
  const m = minutes % 60;
  return `${isoDayPrefix}${pad2((minutes - m) / 60)}:${pad2(m)}:${pad2(s)}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}

/** A game's view; `ratings`: a finished rated game's recorded rating change, which its seats show. */
export function gameView(source: ViewSource, last: LogEntry | null, ratings?: readonly SeatRatingView[] | null): GameView {
  const { id, state, createdAt, updatedAt, options } = source;
  const ruleset = RULESETS[state.ruleset];
  const places = standings(state);
  const seats = state.seats.map<SeatView>((seat, i) => {
    const totals = sheetTotals(ruleset, seat.boxes);
    return {
      seat: i,
      player: seat.player,
      bot: source.bots?.[i] ?? null,
      resigned: seat.resigned,
      sheet: totals.columns.map(({ column, boxes, totals: t }) => ({ column, boxes: [...boxes], ...t })),
      total: totals.total,
      place: places[i]?.place ?? null,
      ratingBefore: ratings?.[i]?.before ?? null,
      ratingAfter: ratings?.[i]?.after ?? null,
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
    options: { turnSeconds: options.turnSeconds, visibility: options.visibility, hints: options.hints, rated: options.rated },
    dice: 'dice' in source ? source.dice : { scheme: source.diceScheme, commitment: diceCommitment(source.seed) },
    turn: turnView(state, turnDeadline(source)),
    winners: state.status === 'finished' ? winnersOf(state, places).map((seat) => ({ seat, player: state.seats[seat]?.player ?? null })) : null,
    lastMove: last ? moveView(state, last) : null,
    tournament: source.tournament ?? null,
  };
}

/** The engine's `winners`, from the standings the view already has rather than totalling every sheet again. */
const winnersOf = (state: GameState, places: readonly Standing[]): number[] =>
  places.filter((s) => s.place === 1 && !state.seats[s.seat]?.resigned).map((s) => s.seat);

function turnView(state: GameState, deadline: number | null): TurnView | null {
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
    mustAnnounce: options.mustAnnounce,
    announceable: [...options.announceable],
    available: [...options.boxes],
    deadline: deadline === null ? null : iso(deadline),
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
  // Object.assign, not a spread: a literal that adds properties after a spread takes
  // microseconds in V8, and a page of moves builds thousands of these.
  switch (event.type) {
    case 'create':
      return Object.assign(base, { ruleset: event.ruleset, seats: event.seats }, event.rematchOf !== undefined && { rematchOf: event.rematchOf, invited: [...(event.invited ?? [])] });
    case 'timeout':
      return Object.assign(base, { rolled: [...event.rolled], announced: event.announced, column: event.column, category: event.category, dice: [...event.dice], score: event.score, resigned: event.resigned });
    case 'roll':
      return Object.assign(base, { keep: [...event.keep], dice: [...event.dice] });
    case 'announce':
      return Object.assign(base, { category: event.category });
    case 'score':
      return Object.assign(base, { column: event.column, category: event.category, dice: [...event.dice], score: event.score });
    case 'invite':
      return Object.assign(base, { invited: [event.invited] });
    default:
      return base;
  }
}

export function recordView(game: GameRecord, ratings?: readonly SeatRatingView[] | null): GameView {
  return gameView(game, game.pending.at(-1) ?? null, ratings);
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
