import type { GameEvent, Move } from '../api.js';

/*
 * The move log is read once (GET .../moves) and then grows from the event stream: each event
 * of a move carries what the log's entry holds, so the log is never read again in full.
 */

const MOVE_OF_EVENT: Partial<Record<GameEvent['type'], Move['type']>> = {
  'player.joined': 'join',
  'player.left': 'leave',
  'move.rolled': 'roll',
  'move.announced': 'announce',
  'move.scored': 'score',
  'player.resigned': 'resign',
  'turn.timedOut': 'timeout',
  'player.invited': 'invite',
  'invitation.declined': 'decline',
};

/** The log entry an event stands for, or null for events that are not moves (turn.started ...). */
export function moveOfEvent(event: GameEvent): Move | null {
  const type = MOVE_OF_EVENT[event.type];
  if (!type) return null;
  // A rematch's invitations belong to its `create` entry (version 1), which the log read holds.
  if (event.type === 'player.invited' && event.data.rematchOf !== null) return null;
  const data = event.data as Record<string, unknown> & { version: number; seat: number; player: Move['player']; turn?: number };
  const move: Record<string, unknown> = { ...data, type, at: event.timestamp, turn: data.turn ?? null };
  // An invitation's entry names the inviting seat's player, and whom it invited.
  if (event.type === 'player.invited') Object.assign(move, { player: event.data.by, invited: [event.data.player] });
  delete move.gameId;
  delete move.by;
  delete move.rematchOf;
  return move as unknown as Move;
}

/** `log` with `move` added in version order, unless an entry of its version is there already. */
export function addMove(log: readonly Move[], move: Move): readonly Move[] {
  if (log.some((m) => m.version === move.version)) return log;
  return [...log, move].sort((a, b) => a.version - b.version);
}
