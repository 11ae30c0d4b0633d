import type { EventType, EventView, GameEventOf, GameEventView, GameRecord, LogEntry, SeatRatingView } from '../contract/index.js';
import type { GameState, PlayerRef } from '../engine/index.js';
import { applyEvent, sheetTotal, RULESETS, standings, winners } from '../engine/index.js';
import { iso } from './view.js';

/*
 * A game's events, derived from its move log: the log is the game's event log, and these
 * functions are the one reading of it that webhooks, streams and subscriptions share. The
 * derivation is pure and deterministic, so an event has the same id and body however often it
 * is derived (a redelivery after a crash is the same event).
 */

/** The events one version (of a game or a tournament) brought, and who may receive them (the players seated after it; a tournament's players). */
export interface VersionEvents {
  readonly version: number;
  readonly events: readonly EventView[];
  readonly recipients: readonly string[];
}

/**
 * Whether `player` receives `event` of `v`: an invitation goes to the invited player alone, a
 * round's start to the player it is for, every other event to the players seated after it.
 */
export const receives = (v: VersionEvents, event: EventView, player: string) =>
  event.type === 'tournament.roundStarted' || event.type === 'invitation.received' ? event.data.player.id === player : v.recipients.includes(player);

/** Everyone who receives some event of these versions: their seated players and the players they invite. */
export const addressees = (versions: readonly VersionEvents[]): Set<string> =>
  new Set(versions.flatMap((v) => [...v.recipients, ...v.events.flatMap((e) => (e.type === 'invitation.received' ? [e.data.player.id] : []))]));

/**
 * Who may be owed events of `game`: its seated players, and every player its log still in
 * the game item invites (invitations are made while a game is open, when nothing is archived).
 */
export function audienceOf(game: Pick<GameRecord, 'state' | 'pending'>): string[] {
  const invited = game.pending.flatMap(({ event }) => (event.type === 'create' ? (event.invited ?? []) : event.type === 'invite' ? [event.invited] : []));
  return [...new Set([...game.state.seats.flatMap((s) => (s.player ? [s.player.id] : [])), ...invited.map((p) => p.id)])];
}

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
 * A turn this entry starts times out `turnSeconds` after it. `ratings`: a rated game's rating
 * change, which its `game.finished` carries.
 */
export function eventsOfEntry(game: EventSource, entry: LogEntry, after: GameState, ratings?: readonly SeatRatingView[]): VersionEvents {
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
    if (after.status === 'finished') out.push({ type: 'game.finished', data: { ...finished(after), ...(ratings && { ratings }) } });
    else if (after.turn && after.turn.number !== turn) turnStarted();
  };
  // The players seated learn who was invited; the invited player gets its invitation.
  const invitation = (seat: number, invited: PlayerRef, from: PlayerRef, rematchOf: string | null) => {
    out.push({ type: 'player.invited', data: { seat, player: invited, by: from, rematchOf } });
    out.push({ type: 'invitation.received', data: { from, player: invited, rematchOf } });
  };
  const event = entry.event;
  const player = seatOf(event.seat);
  switch (event.type) {
    case 'create':
      out.push({ type: 'game.created', data: { ruleset: event.ruleset, seats: event.seats, player: event.player } });
      for (const invited of event.invited ?? []) invitation(0, invited, event.player, event.rematchOf ?? null);
      if (after.status === 'active') started();
      break;
    case 'invite':
      if (player) invitation(event.seat, event.invited, player, null);
      break;
    case 'decline':
      out.push({ type: 'invitation.declined', data: { seat: event.seat, player: event.player } });
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

function finished(state: GameState): Omit<GameEventOf<'game.finished'>['data'], 'gameId' | 'version' | 'ratings'> {
  const places = standings(state).map((s) => ({ seat: s.seat, player: state.seats[s.seat]?.player ?? null, total: s.total, place: s.place ?? 0 }));
  return { places, winners: winners(state).map((seat) => ({ seat, player: state.seats[seat]?.player ?? null })) };
}

/** The events of every version of a log read as it comes (oldest first), by replaying it: one version in memory at a time; `ratings` as for eventsOfEntry. */
export async function* eventsOfEntries(game: EventSource, log: AsyncIterable<LogEntry>, ratings?: readonly SeatRatingView[]): AsyncGenerator<VersionEvents> {
  let state: GameState | undefined;
  for await (const entry of log) {
    const applied = applyEvent(state, entry.event);
    if (!applied.ok) throw new Error(`game ${game.id} does not replay at version ${entry.version}: ${applied.error.message}`);
    state = applied.value.state;
    yield eventsOfEntry(game, entry, state, ratings);
  }
}

/**
 * The events of every version of a whole log (oldest first), by replaying it; or of the
 * entries after `from`, the state they start from. `ratings` as for eventsOfEntry.
 */
export function eventsOfLog(game: EventSource, log: readonly LogEntry[], { from, ratings }: { from?: GameState | undefined; ratings?: readonly SeatRatingView[] | undefined } = {}): VersionEvents[] {
  let state: GameState | undefined = from;
  return log.map((entry) => {
    const applied = applyEvent(state, entry.event);
    if (!applied.ok) throw new Error(`game ${game.id} does not replay at version ${entry.version}: ${applied.error.message}`);
    state = applied.value.state;
    return eventsOfEntry(game, entry, state, ratings);
  });
}
