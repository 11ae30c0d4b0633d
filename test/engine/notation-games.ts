import type { GeneratorValue } from 'fast-check';
import fc from 'fast-check';
import type { DiceSource, GameState, NotatedGame, NotatedMove, Outcome, PlayAction, PlayerRef, Result, RulesetId } from '../../src/engine/index.js';
import { RULESETS, applyAction, createGame, declineInvitation, inviteToGame, joinGame, leaveGame, timeoutTurn, toFace, turnOptions } from '../../src/engine/index.js';

/*
 * Random whole games for the notation tests: every move type the engine has, in the places
 * the rules allow them (leaving and rejoining before the start, invitations made, declined and
 * taken up, a rematch's kept seats, announcements, timeouts,
 * resignations in and out of turn, a creator who leaves), with names of any code points.
 */

/** Single code points that test the escaping: any code point, lone surrogates, the escaped set's edges, quotes. */
const nameUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  fc.constantFrom('"', '\\', ' ', '\n', '\r', '\t', '\u0085', '\u00a0', '\u200b', '\u200d', '\u202e', '\u2028', '\u2066', '\ufe0f', '\ufeff', '\u{e0041}', '\u{1f3b2}', 'ë', 'e\u0301', '名'),
);
/** A display name: any string, lone surrogates included. */
export const nameArb = fc.string({ unit: nameUnit, maxLength: 12 });

const ID_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';

export interface RandomGame {
  readonly game: NotatedGame;
  /** The state after the last move. */
  readonly state: GameState;
}

/** Plays one game from the choices `g` makes: to its end, or until the creator leaves before the start. */
export function randomGame(ruleset: RulesetId, seats: number, g: GeneratorValue): RandomGame {
  const below = (n: number) => g(fc.integer, { min: 0, max: n - 1 });
  const chance = (n: number) => below(n) === 0;
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  const id = (tag: number) => Array.from({ length: 14 }, () => pick([...ID_CHARS])).join('') + tag.toString(36).padStart(2, '0');
  let players = 0;
  const newPlayer = (): PlayerRef => ({ id: id(players++), name: g(() => nameArb) });
  const dice: DiceSource = { roll: (count) => Array.from({ length: count }, () => toFace(g(fc.integer, { min: 1, max: 6 }))) };
  // Years 0000 to about 9990, and moves up to a few days apart, a few slightly before the create (clock skew).
  const createdAt = g(fc.integer, { min: -62_167_219_200_000 + 10_000, max: 253_086_000_000_000 });
  let at = createdAt;
  const moves: NotatedMove[] = [];
  const record = (result: Result<Outcome>): GameState => {
    if (!result.ok) throw new Error(`a legal move was refused: ${result.error.code} ${result.error.message}`);
    at = chance(20) ? createdAt - below(1000) : at + below(chance(10) ? 300_000_000 : 60_000);
    moves.push({ at, event: result.value.event });
    return result.value.state;
  };

  const creator = newPlayer();
  const invited = chance(3) ? Array.from({ length: below(3) }, newPlayer) : [];
  let state = record(createGame({ ruleset, seats, creator, ...(chance(3) && { rematchOf: id(99) }), invited }));
  while (state.status === 'open') {
    const seated = state.seats.flatMap((s, i) => (s.player ? [{ ...s.player, seat: i }] : []));
    const pending = state.invited ?? [];
    // A rematch's invited players hold the free seats: anyone else joins only a seat left over.
    const reserved = pending.filter((i) => i.reserved);
    const spare = state.seats.filter((s) => s.player === null).length > reserved.length;
    const joining = [...reserved.map((i) => () => i.player), ...(spare ? [...pending.filter((i) => !i.reserved).map((i) => () => i.player), newPlayer] : [])];
    if (chance(6)) {
      const leaving = pick(seated);
      if (leaving.seat > 0 || chance(4)) state = record(leaveGame(state, leaving));
    } else if (chance(5)) state = record(inviteToGame(state, pick(seated), newPlayer()));
    else if (pending.length > 0 && chance(4)) state = record(declineInvitation(state, pick(pending).player));
    else state = record(joinGame(state, pick(joining)()));
  }

  const limit = RULESETS[ruleset].columns.length * RULESETS[ruleset].categories.length * seats * 8;
  while (state.status === 'active') {
    if (moves.length > limit) throw new Error('the game does not end');
    const turn = state.turn!;
    const playing = state.seats.flatMap((s, i) => (s.resigned ? [] : [i]));
    if (chance(150)) {
      const seat = pick(playing);
      state = record(applyAction(state, state.seats[seat]!.player!.id, { type: 'resign' }, dice));
      continue;
    }
    if (chance(25)) {
      state = record(timeoutTurn(state, dice));
      continue;
    }
    const options = turnOptions(state);
    const actions: PlayAction[] = [];
    if (options.canRoll) {
      const keep = turn.rollsUsed === 0 ? [] : [...Array(RULESETS[ruleset].dice).keys()].filter(() => g(fc.boolean));
      actions.push({ type: 'roll', keep: keep.length === RULESETS[ruleset].dice ? keep.slice(1) : keep });
    }
    if (options.announceable.length > 0 && (turn.rollsUsed > 0 || chance(5))) actions.push({ type: 'announce', category: pick(options.announceable) });
    if (options.boxes.length > 0) {
      const box = pick(options.boxes);
      actions.push({ type: 'score', column: box.column, category: box.category });
    }
    state = record(applyAction(state, state.seats[turn.seat]!.player!.id, pick(actions), dice));
  }
  return { game: { id: id(98), createdAt, moves }, state };
}
