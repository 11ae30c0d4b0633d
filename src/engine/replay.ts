import { scriptedDice } from './dice.js';
import { applyAction, createGame, joinGame } from './game.js';
import { declineInvitation, inviteToGame, leaveGame, timeoutTurn } from './lifecycle.js';
import type { Result } from './result.js';
import { fail, ok } from './result.js';
import type { GameEvent, GameState, Outcome, PlayAction } from './state.js';

/**
 * Applies one recorded event to `state` (undefined before the `create` event), taking the
 * dice from the event itself. Replaying a game's events rebuilds it exactly.
 */
export function applyEvent(state: GameState | undefined, event: GameEvent): Result<Outcome> {
  if (event.type === 'create') {
    return state ? fail('UNKNOWN_ACTION', 'a game is created once') : createGame({ ...event, creator: event.player });
  }
  if (!state) return fail('UNKNOWN_ACTION', 'the first event of a game must be its creation');
  if (event.type === 'join') return joinGame(state, event.player);
  if (event.type === 'leave') return leaveGame(state, event.player);
  if (event.type === 'timeout') return timeoutTurn(state, scriptedDice(event.rolled));
  if (event.type === 'invite') return inviteToGame(state, state.seats[event.seat]?.player ?? { id: '', name: '' }, event.invited);
  if (event.type === 'decline') return declineInvitation(state, event.player);
  const actor = state.seats[event.seat]?.player?.id ?? '';
  const kept = new Set(event.type === 'roll' ? event.keep : []);
  const rerolled = event.type === 'roll' ? event.dice.filter((_, i) => !kept.has(i)) : [];
  return applyAction(state, actor, toAction(event), scriptedDice(rerolled));
}

function toAction(event: Exclude<GameEvent, { type: 'create' | 'join' | 'leave' | 'timeout' | 'invite' | 'decline' }>): PlayAction {
  switch (event.type) {
    case 'roll':
      return { type: 'roll', keep: event.keep };
    case 'announce':
      return { type: 'announce', category: event.category };
    case 'score':
      return { type: 'score', column: event.column, category: event.category };
    case 'resign':
      return { type: 'resign' };
  }
}

/** Rebuilds a game from its events; fails on the first event the rules refuse or that does not match. */
export function replay(events: readonly GameEvent[]): Result<GameState> {
  let state: GameState | undefined;
  for (const [i, event] of events.entries()) {
    const result = applyEvent(state, event);
    if (!result.ok) return fail(result.error.code, `event ${i + 1} (${event.type}): ${result.error.message}`);
    if (canonical(result.value.event) !== canonical(event)) {
      return fail('UNKNOWN_ACTION', `event ${i + 1} (${event.type}) does not match what the rules produce`);
    }
    state = result.value.state;
  }
  return state ? ok(state) : fail('UNKNOWN_ACTION', 'no events');
}

/** JSON with object keys sorted, so equal events compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
