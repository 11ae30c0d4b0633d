import { describe, expect, it } from 'vitest';
import type { GameState, Outcome, PlayerRef, Result } from '../../src/engine/index.js';
import { createGame, declineInvitation, inviteToGame, joinGame, leaveGame, replay } from '../../src/engine/index.js';
import { codeOf } from './support.js';

// API.md, "Private games and invitations": a seated player invites a player who has no seat;
// the invited player joins or declines; a rematch keeps its seats for its invited players
// until they join or decline.

const player = (id: string): PlayerRef => ({ id, name: id.toUpperCase() });
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(player) as [PlayerRef, PlayerRef, PlayerRef, PlayerRef];

function accepted(result: Result<Outcome>): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value.state;
}
const open = (seats = 3) => accepted(createGame({ ruleset: 'jamb', seats, creator: a }));
/** A rematch of a game a, b and c played: b and c are invited, and the two free seats are theirs. */
const rematch = () => accepted(createGame({ ruleset: 'jamb', seats: 3, creator: a, rematchOf: 'k3v9x2m7q1w8e4r6', invited: [b, c] }));
const pending = (state: GameState) => (state.invited ?? []).map((i) => [i.player.id, i.seat, i.reserved]);

describe('inviteToGame', () => {
  it('adds a pending invitation from the inviting seat, as a move of its own', () => {
    const joined = accepted(joinGame(open(), b));
    const result = inviteToGame(joined, b, c);
    expect(result.ok && result.value.event).toEqual({ type: 'invite', seat: 1, invited: c });
    const invited = accepted(result);
    expect(invited.version).toBe(joined.version + 1);
    expect(pending(invited)).toEqual([['c', 1, false]]);
    expect(invited.seats).toEqual(joined.seats);
  });

  // Each row: who invites whom, in which game, and the code it is refused with.
  const REFUSED: readonly [string, string, () => Result<Outcome>][] = [
    ['a player without a seat', 'NOT_SEATED', () => inviteToGame(open(), b, c)],
    ['a seated player', 'ALREADY_SEATED', () => inviteToGame(accepted(joinGame(open(), b)), a, b)],
    ['the inviter itself', 'ALREADY_SEATED', () => inviteToGame(open(), a, a)],
    ['a player invited already', 'ALREADY_INVITED', () => inviteToGame(accepted(inviteToGame(open(), a, b)), a, b)],
    ['into a game that started', 'GAME_NOT_OPEN', () => inviteToGame(accepted(joinGame(open(2), b)), a, c)],
    ['into a cancelled game', 'GAME_NOT_OPEN', () => inviteToGame(accepted(leaveGame(open(), a)), a, c)],
  ];
  it.each(REFUSED)('refuses inviting %s: %s', (_, code, attempt) => {
    expect(codeOf(attempt())).toBe(code);
  });
});

describe('declineInvitation', () => {
  it('removes the invitation, naming the seat that invited', () => {
    const invited = accepted(inviteToGame(accepted(joinGame(open(), b)), b, c));
    const result = declineInvitation(invited, c);
    expect(result.ok && result.value.event).toEqual({ type: 'decline', seat: 1, player: c });
    expect(pending(accepted(result))).toEqual([]);
    expect(accepted(result).invited).toBeUndefined();
  });

  it('refuses a player with no pending invitation, and a game that is not open', () => {
    expect(codeOf(declineInvitation(open(), b))).toBe('NOT_INVITED');
    expect(codeOf(declineInvitation(accepted(declineInvitation(rematch(), b)), b))).toBe('NOT_INVITED');
    const started = accepted(joinGame(accepted(joinGame(rematch(), b)), c));
    expect(codeOf(declineInvitation(started, b))).toBe('GAME_NOT_OPEN');
  });
});

describe('a rematch keeps its seats for its invited players', () => {
  it('refuses anyone else while every free seat is kept: INVITATION_REQUIRED', () => {
    const game = rematch();
    expect(pending(game)).toEqual([['b', 0, true], ['c', 0, true]]);
    expect(codeOf(joinGame(game, d))).toBe('INVITATION_REQUIRED');
    // One invited player joined: the last free seat is still the other's.
    const one = accepted(joinGame(game, b));
    expect(pending(one)).toEqual([['c', 0, true]]);
    expect(codeOf(joinGame(one, d))).toBe('INVITATION_REQUIRED');
    expect(accepted(joinGame(one, c)).status).toBe('active');
  });

  it('frees a seat for anyone once an invited player declines', () => {
    const declined = accepted(declineInvitation(rematch(), c));
    const withB = accepted(joinGame(declined, d));
    expect(withB.seats.map((s) => s.player?.id ?? null)).toEqual(['a', 'd', null]);
    expect(codeOf(joinGame(withB, player('e')))).toBe('INVITATION_REQUIRED');
    const full = accepted(joinGame(withB, b));
    expect(full.status).toBe('active');
    expect(full.invited).toBeUndefined();
  });

  it('an invitation by id keeps no seat: anyone may take one', () => {
    const invited = accepted(inviteToGame(open(2), a, b));
    expect(accepted(joinGame(invited, d)).status).toBe('active');
  });

  it('a cancelled game keeps no invitation', () => {
    expect(accepted(leaveGame(rematch(), a)).invited).toBeUndefined();
  });
});

describe('replay', () => {
  it('rebuilds the pending invitations from the log, and refuses a join the kept seats forbid', () => {
    const events = [
      { type: 'create', seat: 0, player: a, ruleset: 'jamb', seats: 3, rematchOf: 'k3v9x2m7q1w8e4r6', invited: [b] },
      { type: 'invite', seat: 0, invited: c },
      { type: 'decline', seat: 0, player: c },
      { type: 'invite', seat: 0, invited: d },
    ] as const;
    const rebuilt = replay(events);
    expect(rebuilt.ok && pending(rebuilt.value)).toEqual([['b', 0, true], ['d', 0, false]]);
    const sniped = replay([events[0], { type: 'join', seat: 1, player: d }, { type: 'join', seat: 2, player: c }]);
    expect(sniped.ok).toBe(false);
  });
});
