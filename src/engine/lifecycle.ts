import type { DiceSource } from './dice.js';
import { advance, withInvited } from './game.js';
import { turnOptions } from './queries.js';
import type { Result } from './result.js';
import { fail, ok } from './result.js';
import { RULESETS, boxIndex } from './rulesets.js';
import { categoryAt, columnAt } from './layout.js';
import { rollScores } from './roll-scores.js';
import type { GameEvent, GameState, Outcome, PlayerRef } from './state.js';

/*
 * How a game is left before it starts, how players are invited to it and decline, and how a
 * turn whose time ran out is ended. All are moves of the log like the others, so a game
 * replays the same whoever or whatever moved.
 */

/** Turns in a row a seat may let time out; the last of them resigns it. */
export const MAX_TIMEOUTS = 3;

/**
 * `player` leaves an open game: the seat is free again; when the creator (seat 0) leaves, the
 * game is cancelled. A game that has started is left by resigning.
 */
export function leaveGame(state: GameState, player: PlayerRef): Result<Outcome> {
  const seat = state.seats.findIndex((s) => s.player?.id === player.id);
  if (seat < 0) return fail('NOT_SEATED', 'you have no seat in this game');
  if (state.status !== 'open') return fail('GAME_NOT_OPEN', `the game is ${state.status}: a game that has started is left by resigning`);
  const event: GameEvent = { type: 'leave', seat, player: state.seats[seat]!.player! };
  if (seat === 0) return ok({ state: withInvited({ ...state, status: 'cancelled', version: state.version + 1 }, []), event });
  const seats = state.seats.map((s, i) => (i === seat ? { ...s, player: null } : s));
  return ok({ state: { ...state, seats, version: state.version + 1 }, event });
}

/**
 * The player `inviter`, seated in the open game, invites `invited`: the invitation is pending
 * until they join or decline, or the game starts. It reserves no seat (a rematch's do).
 */
export function inviteToGame(state: GameState, inviter: PlayerRef, invited: PlayerRef): Result<Outcome> {
  const seat = state.seats.findIndex((s) => s.player?.id === inviter.id);
  if (seat < 0) return fail('NOT_SEATED', 'you have no seat in this game');
  if (state.status !== 'open') return fail('GAME_NOT_OPEN', `the game is ${state.status}: players are invited while it is open`);
  if (state.seats.some((s) => s.player?.id === invited.id)) return fail('ALREADY_SEATED', 'the player already has a seat in this game');
  if (state.invited?.some((i) => i.player.id === invited.id)) return fail('ALREADY_INVITED', 'the player is invited to this game already');
  const invitations = [...(state.invited ?? []), { player: invited, seat, reserved: false }];
  return ok({ state: withInvited({ ...state, version: state.version + 1 }, invitations), event: { type: 'invite', seat, invited } });
}

/** `player` declines its pending invitation to the open game; a seat it reserved is free for anyone. */
export function declineInvitation(state: GameState, player: PlayerRef): Result<Outcome> {
  if (state.status !== 'open') return fail('GAME_NOT_OPEN', `the game is ${state.status}: there is no invitation left to decline`);
  const invitation = state.invited?.find((i) => i.player.id === player.id);
  if (!invitation) return fail('NOT_INVITED', 'you have no pending invitation to this game');
  const rest = (state.invited ?? []).filter((i) => i !== invitation);
  return ok({ state: withInvited({ ...state, version: state.version + 1 }, rest), event: { type: 'decline', seat: invitation.seat, player: invitation.player } });
}

/** Ends the current turn by the timeout rule (TIMEOUT_RULE in common-rules.ts), drawing any roll from `dice`. */
export function timeoutTurn(state: GameState, dice: DiceSource): Result<Outcome> {
  const turn = state.turn;
  if (state.status !== 'active' || !turn) return fail('GAME_NOT_ACTIVE', `the game is ${state.status}, not active`);
  const ruleset = RULESETS[state.ruleset];
  const rolled = turn.rollsUsed === 0 ? dice.roll(ruleset.dice) : [];
  let current: GameState = rolled.length > 0 ? { ...state, turn: { ...turn, rollsUsed: 1, dice: rolled } } : state;
  let options = turnOptions(current);
  let announced = null;
  if (options.boxes.length === 0 && options.announceable.length > 0) {
    announced = options.announceable[0]!;
    current = { ...current, turn: { ...current.turn!, announced } };
    options = turnOptions(current);
  }
  const box = options.boxes.reduce<(typeof options.boxes)[number] | undefined>((best, b) => (best === undefined || b.score < best.score ? b : best), undefined);
  if (!box) return fail('BOX_NOT_AVAILABLE', 'no box can take the dice');
  const col = columnAt(ruleset, box.column);
  const cat = categoryAt(ruleset, box.category);
  const played = current.turn!;
  const points = rollScores(ruleset, played.dice)[cat]!;
  const seat = state.seats[turn.seat]!;
  const timeouts = (seat.timeouts ?? 0) + 1;
  const resigned = timeouts >= MAX_TIMEOUTS;
  const boxes = seat.boxes.map((v, i) => (i === boxIndex(ruleset, col, cat) ? points : v));
  const seats = state.seats.map((s, i) => (i === turn.seat ? { ...s, boxes, timeouts, resigned: s.resigned || resigned } : s));
  const event: GameEvent = {
    type: 'timeout',
    seat: turn.seat,
    turn: turn.number,
    rolled,
    announced,
    column: box.column,
    category: box.category,
    dice: played.dice,
    score: points,
    resigned,
  };
  return ok({ state: advance({ ...state, seats, version: state.version + 1 }, turn.seat, turn.number), event });
}
