import type { DiceSource } from './dice.js';
import { MAX_SEATS, isRulesetId } from './ids.js';
import type { Result } from './result.js';
import { fail, ok } from './result.js';
import type { Ruleset } from './rulesets.js';
import { RULESETS, boxIndex, boxesPerSheet } from './rulesets.js';
import { categoryAt, columnAt } from './layout.js';
import { rollScores } from './roll-scores.js';
import type { GameEvent, GameState, Invitation, Outcome, PlayAction, PlayerRef, Seat, Turn } from './state.js';
import { announceRefusal, isSheetFull, rollRefusal, scoreRefusal } from './rules.js';

const emptySeat = (ruleset: Ruleset): Seat => ({
  player: null,
  resigned: false,
  boxes: Array<null>(boxesPerSheet(ruleset)).fill(null),
});

/** A new game with `creator` in seat 0; active at once when it has one seat, otherwise open. */
export function createGame(input: { ruleset: string; seats: number; creator: PlayerRef; rematchOf?: string; invited?: readonly PlayerRef[] }): Result<Outcome> {
  if (!isRulesetId(input.ruleset)) return fail('UNKNOWN_RULESET', `unknown ruleset "${input.ruleset}"`);
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > MAX_SEATS) {
    return fail('INVALID_SEATS', `seats must be a whole number from 1 to ${MAX_SEATS}`);
  }
  const ruleset = RULESETS[input.ruleset];
  const seats = Array.from({ length: input.seats }, (_, i) =>
    i === 0 ? { ...emptySeat(ruleset), player: input.creator } : emptySeat(ruleset),
  );
  const invited = (input.invited ?? []).map((player) => ({ player, seat: 0, reserved: true }));
  const open: GameState = { ruleset: ruleset.id, status: 'open', version: 1, seats, turn: null, ...(invited.length > 0 && { invited }) };
  const event: GameEvent = {
    type: 'create',
    seat: 0,
    player: input.creator,
    ruleset: ruleset.id,
    seats: input.seats,
    ...(input.rematchOf !== undefined && { rematchOf: input.rematchOf }),
    ...(input.invited && input.invited.length > 0 && { invited: input.invited }),
  };
  return ok({ state: seats.length === 1 ? start(open) : open, event });
}

/**
 * Seats `player` in the first free seat; the game starts when the last seat is taken. Seats
 * reserved for a rematch's invited players are theirs: anyone else takes only a seat left over
 * once each of them has one.
 */
export function joinGame(state: GameState, player: PlayerRef): Result<Outcome> {
  if (state.status === 'cancelled') return fail('GAME_NOT_OPEN', 'the game was cancelled: its creator left before it started');
  if (state.seats.some((s) => s.player?.id === player.id)) return fail('ALREADY_SEATED', 'you already have a seat in this game');
  const seat = state.seats.findIndex((s) => s.player === null);
  if (seat < 0 || state.status !== 'open') return fail('GAME_FULL', 'every seat of this game is taken');
  const free = state.seats.filter((s) => s.player === null).length;
  const reservedForOthers = (state.invited ?? []).filter((i) => i.reserved && i.player.id !== player.id).length;
  const mine = state.invited?.some((i) => i.reserved && i.player.id === player.id) ?? false;
  if (!mine && free <= reservedForOthers) return fail('INVITATION_REQUIRED', 'the free seats are kept for the players invited to this rematch until they join or decline');
  const seats = state.seats.map((s, i) => (i === seat ? { ...s, player } : s));
  const joined: GameState = withInvited({ ...state, seats, version: state.version + 1 }, (state.invited ?? []).filter((i) => i.player.id !== player.id));
  const full = seats.every((s) => s.player !== null);
  return ok({ state: full ? start(joined) : joined, event: { type: 'join', seat, player } });
}

/** `state` with these pending invitations (none: the property is left out). */
export function withInvited(state: GameState, invited: readonly Invitation[]): GameState {
  const { invited: _old, ...rest } = state;
  return invited.length > 0 ? { ...rest, invited } : rest;
}

/** A game that starts has no pending invitations left: every seat is taken. */
function start(state: GameState): GameState {
  return withInvited({ ...state, status: 'active', turn: newTurn(0, 1) }, []);
}

const newTurn = (seat: number, number: number): Turn => ({ seat, number, rollsUsed: 0, dice: [], announced: null });

/**
 * Applies a play action by the player `actorId`. Returns the next state and what happened,
 * or a rule error with a stable code; the given state is never changed.
 */
export function applyAction(state: GameState, actorId: string, action: PlayAction, dice: DiceSource): Result<Outcome> {
  const seat = state.seats.findIndex((s) => s.player?.id === actorId);
  if (seat < 0) return fail('NOT_SEATED', 'you have no seat in this game');
  if (action.type === 'resign' && state.status === 'open') return fail('GAME_NOT_ACTIVE', 'the game has not started: leave it instead of resigning');
  if (state.status !== 'active' || !state.turn) return fail('GAME_NOT_ACTIVE', `the game is ${state.status}, not active`);
  if (state.seats[seat]?.resigned) return fail('ALREADY_RESIGNED', 'you have resigned from this game');
  if (action.type === 'resign') return resign(state, seat);
  if (state.turn.seat !== seat) return fail('NOT_YOUR_TURN', `it is seat ${state.turn.seat}'s turn`);
  const ruleset = RULESETS[state.ruleset];
  // A seat that moves itself starts its count of timed-out turns again.
  const moving = state.seats[seat]?.timeouts ? { ...state, seats: state.seats.map((s, i) => (i === seat ? { ...s, timeouts: 0 } : s)) } : state;
  switch (action.type) {
    case 'roll':
      return roll(moving, ruleset, state.turn, action.keep ?? [], dice);
    case 'announce':
      return announce(moving, ruleset, state.turn, action.category);
    case 'score':
      return score(moving, ruleset, state.turn, action.column, action.category);
    default:
      return fail('UNKNOWN_ACTION', `unknown action type "${(action as { type: unknown }).type}"`);
  }
}

function roll(state: GameState, ruleset: Ruleset, turn: Turn, keep: readonly number[], dice: DiceSource): Result<Outcome> {
  const refusal = rollRefusal(ruleset, seatBoxes(state, turn.seat), turn, keep);
  if (refusal) return { ok: false, error: refusal };
  const kept = new Set(keep);
  const positions = Array.from({ length: ruleset.dice }, (_, i) => i).filter((i) => !kept.has(i));
  const faces = dice.roll(positions.length);
  const next = turn.rollsUsed === 0 ? [...faces] : [...turn.dice];
  if (turn.rollsUsed > 0) positions.forEach((p, i) => (next[p] = faces[i] ?? next[p]!));
  const sortedKeep = [...kept].sort((a, b) => a - b);
  return ok({
    state: { ...state, version: state.version + 1, turn: { ...turn, rollsUsed: turn.rollsUsed + 1, dice: next } },
    event: { type: 'roll', seat: turn.seat, turn: turn.number, keep: sortedKeep, dice: next },
  });
}

function announce(state: GameState, ruleset: Ruleset, turn: Turn, categoryId: string): Result<Outcome> {
  const refusal = announceRefusal(ruleset, seatBoxes(state, turn.seat), turn, categoryId);
  if (refusal) return { ok: false, error: refusal };
  const category = ruleset.categories[categoryAt(ruleset, categoryId)]!.id;
  return ok({
    state: { ...state, version: state.version + 1, turn: { ...turn, announced: category } },
    event: { type: 'announce', seat: turn.seat, turn: turn.number, category },
  });
}

function score(state: GameState, ruleset: Ruleset, turn: Turn, columnId: string, categoryId: string): Result<Outcome> {
  const boxes = seatBoxes(state, turn.seat);
  const refusal = scoreRefusal(ruleset, boxes, turn, columnId, categoryId);
  if (refusal) return { ok: false, error: refusal };
  const col = columnAt(ruleset, columnId);
  const cat = categoryAt(ruleset, categoryId);
  const column = ruleset.columns[col]!;
  const category = ruleset.categories[cat]!;

  const points = rollScores(ruleset, turn.dice)[cat]!;
  const filled = boxes.map((v, i) => (i === boxIndex(ruleset, col, cat) ? points : v));
  const seats = state.seats.map((s, i) => (i === turn.seat ? { ...s, boxes: filled } : s));
  const event: GameEvent = {
    type: 'score',
    seat: turn.seat,
    turn: turn.number,
    column: column.id,
    category: category.id,
    dice: turn.dice,
    score: points,
  };
  return ok({ state: advance({ ...state, seats, version: state.version + 1 }, turn.seat, turn.number), event });
}

function resign(state: GameState, seat: number): Result<Outcome> {
  const seats = state.seats.map((s, i) => (i === seat ? { ...s, resigned: true } : s));
  const resigned = { ...state, seats, version: state.version + 1 };
  const turn = state.turn;
  const event: GameEvent = { type: 'resign', seat, turn: turn?.number ?? null };
  if (turn && turn.seat !== seat) return ok({ state: resigned, event });
  return ok({ state: advance(resigned, seat, turn?.number ?? 0), event });
}

/** Passes the turn to the next seat in order that still plays; finishes the game when none does. */
export function advance(state: GameState, fromSeat: number, turnNumber: number): GameState {
  const ruleset = RULESETS[state.ruleset];
  const n = state.seats.length;
  for (let step = 1; step <= n; step++) {
    const seat = (fromSeat + step) % n;
    const s = state.seats[seat];
    if (s && !s.resigned && !isSheetFull(s.boxes)) return { ...state, turn: newTurn(seat, turnNumber + 1) };
  }
  return { ...state, status: 'finished', turn: null };
}

function seatBoxes(state: GameState, seat: number) {
  return state.seats[seat]?.boxes ?? [];
}
