import type { EventView, GameRecord, PushMessage, PushEventType, TournamentEventOf, TournamentRecord } from '../contract/index.js';
import { PUSH_EVENT_TYPES } from '../contract/index.js';
import type { PushUrgency } from '../notify/index.js';
import { RULESETS } from '../engine/index.js';
import type { WrittenItem } from '../store/index.js';
import { pagePath } from '../../web/src/paths.js';

/*
 * What a push tells a person, in words: "Your turn in Jamb with Ana and Bo — 2 h left". A
 * push is for the person it concerns: the player whose turn starts, the players a newcomer
 * joins, every player of a finished game, each player of a tournament whose round starts. The
 * message opens the game's page of the web client (its path, shared with the client:
 * web/src/paths.ts) and carries the game id as its tag, so a newer notification of a game
 * replaces the older one; a round without a game for the player (a bye) opens the tournament.
 */

/** Under this much time left, a turn's push is sent with `Urgency: high`. */
export const URGENT_MS = 3_600_000;
/** How long a push service keeps a message that is not about a turn's clock, for an offline browser. */
export const PUSH_TTL_SECONDS = 86_400;

export interface PushParts {
  readonly message: PushMessage;
  readonly ttlSeconds: number;
  readonly urgency: PushUrgency;
}

export const isPushEventType = (type: string): type is PushEventType => (PUSH_EVENT_TYPES as readonly string[]).includes(type);

const names = (list: readonly string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);
const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const points = (n: number) => n.toLocaleString('en-US');

/** "2 h left", "45 min left", "3 d left". */
export function timeLeft(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute left';
  if (minutes < 120) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h left` : `${Math.floor(hours / 24)} d left`;
}

/** "Jamb with Ana and Bo" (the others seated, as `to` sees them); "Jamb" alone for a solo game. */
function gameWords(game: GameRecord, to: string): string {
  const others = [...new Set(game.state.seats.flatMap((s) => (s.player && s.player.id !== to ? [s.player.name] : [])))];
  const name = RULESETS[game.state.ruleset].name;
  return others.length === 0 ? name : `${name} with ${names(others)}`;
}

/** The turn's sentence and clock: what a `turn.started` and its reminder say. */
function turnParts(game: GameRecord, to: string, deadline: string | null, now: number) {
  const left = deadline === null ? null : Date.parse(deadline) - now;
  const body = `Your turn in ${gameWords(game, to)}${left === null ? '' : ` — ${timeLeft(left)}`}`;
  const ttlSeconds = left === null ? PUSH_TTL_SECONDS : Math.max(0, Math.floor(left / 1000));
  return { body, ttlSeconds, urgency: (left !== null && left < URGENT_MS ? 'high' : 'normal') as PushUrgency };
}

const base = (game: GameRecord, eventId: string) => ({ url: pagePath('game', { gameId: game.id }), tag: game.id, eventId });

/** "Round 2 of Spring Cup: your game with Ana and Bo", or the bye; it opens the player's game of the round (else the tournament). */
function roundParts(event: TournamentEventOf<'tournament.roundStarted'>, t: TournamentRecord, to: string): PushParts | null {
  const { round, player, gameId } = event.data;
  if (player.id !== to) return null;
  const table = t.played.find((r) => r.round === round)?.tables.find((x) => x.gameId === gameId);
  const others = (table?.players ?? []).filter((id) => id !== to).map((id) => t.players.find((p) => p.id === id)?.name ?? id);
  const body = `Round ${round} of ${t.name}: ${gameId === null ? 'you sit this round out' : others.length > 0 ? `your game with ${names(others)}` : 'your game'}`;
  const url = gameId === null ? pagePath('tournament', { tournamentId: t.id }) : pagePath('game', { gameId });
  return { message: { title: `Round ${round} started`, body, url, tag: gameId ?? t.id, eventId: event.id }, ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' };
}

/**
 * The push of `event` (of the game or tournament `from`) for the player `to`, or null when the
 * event is not one to tell that player of (another player's turn, their own join, an event
 * type a push never carries).
 */
export function pushFor(event: EventView, from: WrittenItem, to: string, now: number): PushParts | null {
  if (event.type === 'tournament.roundStarted') return from.kind === 'tournament' ? roundParts(event, from.tournament, to) : null;
  if (from.kind !== 'game') return null;
  const { game } = from;
  switch (event.type) {
    case 'turn.started': {
      if (event.data.player.id !== to) return null;
      const { body, ttlSeconds, urgency } = turnParts(game, to, event.data.deadline, now);
      return { message: { title: 'Your turn', body, ...base(game, event.id) }, ttlSeconds, urgency };
    }
    case 'player.joined': {
      if (event.data.player.id === to) return null;
      const who = event.data.player.name;
      return { message: { title: `${who} joined`, body: `${who} joined your game of ${RULESETS[game.state.ruleset].name}`, ...base(game, event.id) }, ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' };
    }
    case 'game.finished': {
      const mine = event.data.places.find((p) => p.player?.id === to);
      const best = event.data.places.filter((p) => p.place === 1);
      const winners = names(best.flatMap((p) => (p.player && p.player.id !== to ? [p.player.name] : [])));
      let result: string;
      if (mine?.place === 1) result = best.length > 1 ? `you tied for 1st with ${points(mine.total)}` : `you won with ${points(mine.total)}`;
      else if (mine) result = `you placed ${ordinal(mine.place)} with ${points(mine.total)}${winners ? `; ${winners} won with ${points(best[0]?.total ?? 0)}` : ''}`;
      else result = winners ? `${winners} won` : 'nobody won';
      return { message: { title: 'Game over', body: `${gameWords(game, to)} is over: ${result}`, ...base(game, event.id) }, ttlSeconds: PUSH_TTL_SECONDS, urgency: 'normal' };
    }
    default:
      return null;
  }
}

/** The reminder of the turn `eventId` started, for its player: its own message, flagged. */
export function reminderFor(game: GameRecord, to: string, eventId: string, deadline: number, now: number): PushParts {
  const { body, ttlSeconds, urgency } = turnParts(game, to, new Date(deadline).toISOString(), now);
  return { message: { title: 'Reminder: your turn', body, ...base(game, eventId), reminder: true }, ttlSeconds, urgency };
}
