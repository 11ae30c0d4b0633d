import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../web/src/api.js';
import { eventWords } from '../../web/src/game/announcements.js';

/*
 * What the web client's live region says when a game ends: the winners, or, when every player
 * left the game (resigned, or let three turns in a row time out), that nobody won
 * (docs/rules-decisions.md).
 */

const finished = (winners: { seat: number; player: { id: string; name: string } | null }[], places: { seat: number; total: number; place: number }[]) =>
  ({ type: 'game.finished', data: { winners, places: places.map((p) => ({ ...p, player: null })) } }) as unknown as GameEvent;

describe('the end of a game, as the web client announces it', () => {
  it('names the winner and the winning total', () => {
    const event = finished([{ seat: 1, player: { id: 'b', name: 'Ben' } }], [{ seat: 0, total: 180, place: 2 }, { seat: 1, total: 210, place: 1 }]);
    expect(eventWords(event, undefined, null, false)).toBe('Game over. Ben wins with 210.');
  });

  it('says nobody wins when every player left, though one of them holds place 1', () => {
    const event = finished([], [{ seat: 0, total: 21, place: 2 }, { seat: 1, total: 30, place: 1 }]);
    expect(eventWords(event, undefined, null, false)).toBe('Game over. Nobody wins: every player left the game.');
  });
});
