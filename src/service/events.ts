import type { EventType, GameEventOf, GameEventView, GameRecord, LogEntry } from '../contract/index.js';
import type { GameState, PlayerRef } from '../engine/index.js';
import { applyEvent, sheetTotal, RULESETS, standings, winners } from '../engine/index.js';
import { iso } from './view.js';

/*
 * A game's events, derived from its move log: the log is the game's event log, and these
 * functions are the one reading of it that webhooks, streams and subscriptions share. The
 * derivation is pure and deterministic, so an event has the same id and body however often it
 * is derived (a redelivery after a crash is the same event).
 */

/** The events one version brought, and who may receive them (the players seated after it). */
export interface VersionEvents {
  readonly version: number;
  readonly events: readonly GameEventView[];
  readonly recipients: readonly string[];
}

/** Whether `player` receives `event` of `v`: the players seated after it, and an invited player its invitation. */
export const receives = (v: VersionEvents, event: GameEventView, player: string) =>
  v.recipients.includes(player) || (event.type === 'player.invited' && event.data.player.id === player);

/** The position of an event in its game's sequence, as a string that sorts like the sequence. */
export const eventPosition = (version: number, n: number) => `${String(version).padStart(8, '0')}.${String(n).padStart(3, '0')}`;
/** The position of an event id `<gameId>.<version>.<n>`, or null for anything else. */
export function positionOfId(id: string): { gameId: string; position: string } | null {
  const match = /^([0-9a-hjkmnp-tv-z]{16})\.(\d{1,8})\.(\d{1,3})$/.exec(id);
  return match ? { gameId: match[1]!, position: eventPosition(Number(match[2]), Number(match[3])) } : null;
}

/** What events are derived from besides the log: the game's id, and its deadline setting. */
export type EventSource = Pick<GameRecord, 'id' | 'options'>;

/**
 * The events of the version `entry` created in `game`; `after` is the game right after it.
 * A turn this entry starts times out `turnSeconds` after it.
 */
export function eventsOfEntry(game: EventSource, entry: LogEntry, after: GameState): VersionEvents {
  const gameId = game.id;
  const { turnSeconds } = game.options;
  const deadline = turnSeconds === null ? null : iso(entry.at + turnSeconds * 1000);
  const out: { type: EventType; data: object }[] = [];
  const seatOf = (seat: number): PlayerRef | null => after.seats[seat]?.player ?? null;
  const started = () => {
    out.push({ type: 'game.started', data: { players: after.seats.flatMap((s) => (s.player ? [s.player] : [])) } });
    turnStarted();
  };
  const turnStarted = () => {
    const turn = after.turn;
    const player = turn ? seatOf(turn.seat) : null;
    if (turn && player) out.push({ type: 'turn.started', data: { seat: turn.seat, player, turn: turn.number, deadline } });
  };
  const turnOver = (turn: number | null) => {
    if (after.status === 'finished') out.push({ type: 'game.finished', data: finished(after) });
    else if (after.turn && after.turn.number !== turn) turnStarted();
  };
  const event = entry.event;
  const player = seatOf(event.seat);
  switch (event.type) {
    case 'create':
      out.push({ type: 'game.created', data: { ruleset: event.ruleset, seats: event.seats, player: event.player } });
      for (const invited of event.invited ?? []) out.push({ type: 'player.invited', data: { player: invited, by: event.player, rematchOf: event.rematchOf ?? '' } });
      if (after.status === 'active') started();
      break;
    case 'join':
      out.push({ type: 'player.joined', data: { seat: event.seat, player: event.player } });
      if (after.status === 'active') started();
      break;
    case 'roll':
      out.push({ type: 'move.rolled', data: { seat: event.seat, player, turn: event.turn, keep: [...event.keep], dice: [...event.dice] } });
      break;
    case 'announce':
      out.push({ type: 'move.announced', data: { seat: event.seat, player, turn: event.turn, category: event.category } });
      break;
    case 'score': {
      const total = sheetTotal(RULESETS[after.ruleset], after.seats[event.seat]?.boxes ?? []);
      out.push({ type: 'move.scored', data: { seat: event.seat, player, turn: event.turn, column: event.column, category: event.category, dice: [...event.dice], score: event.score, total } });
      turnOver(event.turn);
      break;
    }
    case 'resign':
      out.push({ type: 'player.resigned', data: { seat: event.seat, player } });
      turnOver(event.turn);
      break;
    case 'leave':
      out.push({ type: 'player.left', data: { seat: event.seat, player: event.player } });
      if (after.status === 'cancelled') out.push({ type: 'game.cancelled', data: { player: event.player } });
      break;
    case 'timeout': {
      const { rolled, announced, column, category, dice, score, resigned } = event;
      out.push({ type: 'turn.timedOut', data: { seat: event.seat, player, turn: event.turn, rolled: [...rolled], announced, column, category, dice: [...dice], score, resigned } });
      if (resigned) out.push({ type: 'player.resigned', data: { seat: event.seat, player } });
      turnOver(event.turn);
      break;
    }
  }
  const timestamp = iso(entry.at);
  const events = out.map(({ type, data }, n) => ({ id: `${gameId}.${entry.version}.${n}`, type, timestamp, data: { gameId, version: entry.version, ...data } }) as GameEventView);
  return { version: entry.version, events, recipients: after.seats.flatMap((s) => (s.player ? [s.player.id] : [])) };
}

function finished(state: GameState): GameEventOf<'game.finished'>['data'] extends infer D ? Omit<D, 'gameId' | 'version'> : never {
  const places = standings(state).map((s) => ({ seat: s.seat, player: state.seats[s.seat]?.player ?? null, total: s.total, place: s.place ?? 0 }));
  return { places, winners: winners(state).map((seat) => ({ seat, player: state.seats[seat]?.player ?? null })) };
}

/** The events of every version of a whole log (oldest first), by replaying it. */
export function eventsOfLog(game: EventSource, log: readonly LogEntry[]): VersionEvents[] {
  let state: GameState | undefined;
  return log.map((entry) => {
    const applied = applyEvent(state, entry.event);
    if (!applied.ok) throw new Error(`game ${game.id} does not replay at version ${entry.version}: ${applied.error.message}`);
    state = applied.value.state;
    return eventsOfEntry(game, entry, state);
  });
}
