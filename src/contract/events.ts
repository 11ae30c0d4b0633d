import { z } from '@hono/zod-openapi';
import { CategoryIdSchema, ColumnIdSchema, RulesetIdSchema, contractEnum } from './enums.js';
import { IdSchema, PlayerRefSchema, TimestampSchema } from './views.js';
import type { EventType, GameEventType, TournamentEventType } from './options.js';
import { EVENT_TYPES } from './options.js';
import { SeatRatingSchema } from './rating-views.js';
import { StandingSchema } from './tournaments.js';

/*
 * The events of a game, written once: every event type with what its `data` holds. The
 * envelope schemas of webhooks, streams and GraphQL subscriptions, the type enum of both APIs
 * and the documentation all come from `EVENT_DATA` and the list of types (options.ts, which
 * the compiler holds it to); adding an event type is its name there, its entry here, and the
 * code that emits it (eventsOfEntry in service/events.ts).
 */

const int = (description: string) => z.number().int().meta({ description });
const seat = int('The seat, from 0.');
const player = PlayerRefSchema.meta({ description: 'The player of that seat.' });
const turn = int('The turn number, from 1, counting every seat\'s turns.');

const PlaceSchema = z
  .object({ seat, player: PlayerRefSchema.nullable().meta({ description: 'The player of that seat.' }), total: int('The grand total.'), place: int('1 for the best; equal totals share a place; resigned seats come after every other seat, ranked among themselves by total.') })
  .openapi('Place', { description: 'A seat\'s final standing.' });

/** An event type's entry: when it is sent, and what its `data` holds. */
interface EventEntry {
  readonly description: string;
  readonly data: Readonly<Record<string, z.ZodType>>;
}

/** What each event type's `data` holds besides `gameId` and `version`, and when it is sent. */
export const EVENT_DATA = {
  'game.created': {
    description: 'A game was created; its creator sits in seat 0.',
    data: { ruleset: RulesetIdSchema.meta({ description: 'The ruleset.' }), seats: int('Number of seats.'), player: PlayerRefSchema.meta({ description: 'The creator.' }) },
  },
  'player.joined': { description: 'A player took a seat.', data: { seat, player } },
  'game.started': {
    description: 'Every seat is taken: the game is active. Sent with the join (or creation) that started it.',
    data: { players: z.array(PlayerRefSchema).meta({ description: 'The players in seat order.' }) },
  },
  'turn.started': {
    description: 'A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included.',
    data: { seat, player, turn, deadline: TimestampSchema.nullable().meta({ description: 'When the turn times out; null without a turn deadline.' }) },
  },
  'move.rolled': {
    description: 'The player to move rolled the dice not kept.',
    data: {
      seat,
      player,
      turn,
      keep: z.array(z.number().int()).meta({ description: 'Positions of the dice kept from the previous roll.' }),
      dice: z.array(z.number().int()).meta({ description: 'The dice after the roll, by position.' }),
    },
  },
  'move.announced': { description: 'The player to move announced a category.', data: { seat, player, turn, category: CategoryIdSchema.meta({ description: 'The category announced.' }) } },
  'move.scored': {
    description: 'The player to move wrote the dice into a box, ending the turn.',
    data: {
      seat,
      player,
      turn,
      column: ColumnIdSchema.meta({ description: 'The column written.' }),
      category: CategoryIdSchema.meta({ description: 'The category written.' }),
      dice: z.array(z.number().int()).meta({ description: 'The dice scored.' }),
      score: int('The score written.'),
      total: int("The seat's grand total after it."),
    },
  },
  'player.resigned': { description: 'A player resigned (or let its third turn in a row time out): the others play on and it ranks last.', data: { seat, player } },
  'turn.timedOut': {
    description: "A turn's time ran out: the server ended it by the timeout rule (the ruleset's common rules say how).",
    data: {
      seat,
      player,
      turn,
      rolled: z.array(z.number().int()).meta({ description: 'The dice it rolled (every die), empty when the seat had rolled already.' }),
      announced: CategoryIdSchema.nullable().meta({ description: 'The category it announced (only when the announce column alone had room), or null.' }),
      column: ColumnIdSchema.meta({ description: 'The column written.' }),
      category: CategoryIdSchema.meta({ description: 'The category written.' }),
      dice: z.array(z.number().int()).meta({ description: 'The dice scored.' }),
      score: int('The score written.'),
      resigned: z.boolean().meta({ description: "Whether it was the seat's third timed-out turn in a row, which resigns it." }),
    },
  },
  'player.left': { description: 'A player left an open game: its seat is free again.', data: { seat, player } },
  'game.cancelled': { description: 'The creator left the open game: it is cancelled and never starts.', data: { player: PlayerRefSchema.meta({ description: 'The creator, who left.' }) } },
  'player.invited': {
    description: "A player was invited to the open game (by a rematch, or by id): sent to the game's players; the invited player gets an `invitation.received`.",
    data: {
      seat: int('The seat that invited (0 for a rematch: the player who asked for it).'),
      player: PlayerRefSchema.meta({ description: 'The invited player.' }),
      by: PlayerRefSchema.meta({ description: 'The player who invited (for a rematch, the one who asked for it: seat 0 of the new game).' }),
      rematchOf: IdSchema.nullable().meta({ description: 'The finished game a rematch replays; null for an invitation by id.' }),
    },
  },
  'invitation.received': {
    description: 'You were invited to an open game: sent to the invited player alone, who is not seated. Join it (no code needed) or decline it; it is listed in `GET /v1/players/me/invitations` meanwhile.',
    data: {
      from: PlayerRefSchema.meta({ description: 'The player who invited you.' }),
      player: PlayerRefSchema.meta({ description: 'You, the invited player.' }),
      rematchOf: IdSchema.nullable().meta({ description: 'For a rematch, the finished game it replays; null for an invitation by id.' }),
    },
  },
  'invitation.declined': {
    description: "An invited player declined: sent to the game's players. A seat the invitation kept (a rematch's) is free for anyone.",
    data: { seat: int('The seat whose invitation was declined.'), player: PlayerRefSchema.meta({ description: 'The player who declined.' }) },
  },
  'game.finished': {
    description: 'Every sheet is full (or every player resigned): the places are final.',
    data: {
      places: z.array(PlaceSchema).meta({ description: 'Every seat in seat order with its total and place.' }),
      winners: z.array(z.object({ seat, player: PlayerRefSchema.nullable().meta({ description: 'Its player.' }) }).openapi('EventWinner', { description: 'A winning seat.' })).meta({ description: 'The seats with the best total (several on a tie; none when every player resigned).' }),
      ratings: z.array(SeatRatingSchema).optional().meta({ description: "A rated game's rating change of every seat, in seat order; absent for a game that is not rated. A rated game's `game.finished` is sent once its ratings are applied." }),
    },
  },
} as const satisfies Record<GameEventType, EventEntry>;

const tournamentPlayer = PlayerRefSchema.meta({ description: 'The player this event is for.' });

/**
 * The events of a tournament, to its players: in their streams, webhooks and push like the
 * events of their games, and all of them on the tournament's own stream. Their `data` holds
 * `tournamentId` and `version` (the tournament version the change created) instead of a
 * game's; their ids are `<tournamentId>.<version>.<n>`.
 */
export const TOURNAMENT_EVENT_DATA = {
  'tournament.started': {
    description: 'The tournament started with its players (sent with the first round\'s `tournament.roundStarted`).',
    data: { players: z.array(PlayerRefSchema).meta({ description: 'Its players, by their rating at the start.' }) },
  },
  'tournament.roundStarted': {
    description: "A round started: one event per player, naming the player's game of the round, or null for a bye. Sent only to that player (every one on the tournament's stream).",
    data: {
      round: int('The round, from 1.'),
      player: tournamentPlayer,
      gameId: IdSchema.nullable().meta({ description: "The player's game in this round; null for a bye." }),
    },
  },
  'tournament.finished': {
    description: 'The last round is over (or too few players came): the standings are final.',
    data: { standings: z.array(StandingSchema).meta({ description: 'The final standings, best first.' }) },
  },
} as const satisfies Record<TournamentEventType, EventEntry>;

const isTournamentType = (type: EventType): type is TournamentEventType => type in TOURNAMENT_EVENT_DATA;
const describe = (type: EventType) => (isTournamentType(type) ? TOURNAMENT_EVENT_DATA[type].description : EVENT_DATA[type].description);

/** Event types carry dots, which GraphQL enum values cannot: GraphQL has them as Strings. */
export const EventTypeSchema = contractEnum(EVENT_TYPES, {
  name: 'EventType',
  description: EVENT_TYPES.map((t) => `\`${t}\`: ${describe(t)}`).join(' '),
});

const GameRefData = {
  gameId: IdSchema.meta({ description: 'The game.' }),
  version: int('The game version this event belongs to (the version the move created).'),
};

const TournamentRefData = {
  tournamentId: IdSchema.meta({ description: 'The tournament.' }),
  version: int('The tournament version this event belongs to (the version the change created).'),
};

const pascal = (type: string) => type.replace(/(^|\.)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The envelope of one event type, with its typed `data`. */
function envelope(type: EventType) {
  const data: Record<string, z.ZodType> = isTournamentType(type) ? { ...TournamentRefData, ...TOURNAMENT_EVENT_DATA[type].data } : { ...GameRefData, ...EVENT_DATA[type].data };
  return z
    .object({
      id: z.string().meta({ description: 'The event id, `<gameId>.<version>.<n>` (a tournament\'s: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.', example: 'h4n8c2x6v0b3m5q7.9.1' }),
      type: z.literal(type).meta({ description: describe(type) }),
      timestamp: TimestampSchema.meta({ description: 'When the move (or the change of the tournament) that caused it was accepted.' }),
      data: z.object(data).openapi(`${pascal(type)}Data`, { description: `What a \`${type}\` event says.` }),
    })
    .openapi(`${pascal(type)}Event`, { description: describe(type) });
}

/** Any event, of a game or of a tournament: webhooks deliver it as the body, streams as `data:`, GraphQL subscriptions as `data`. */
export const GameEventSchema = z
  .discriminatedUnion('type', EVENT_TYPES.map(envelope) as unknown as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]])
  .openapi('Event', { description: 'One event of a game or a tournament, in the envelope every channel uses.' });

type DataOf<T extends GameEventType> = { gameId: string; version: number } & z.infer<z.ZodObject<(typeof EVENT_DATA)[T]['data']>>;
type TournamentDataOf<T extends TournamentEventType> = { tournamentId: string; version: number } & z.infer<z.ZodObject<(typeof TOURNAMENT_EVENT_DATA)[T]['data']>>;

/** An event as the server makes it: the envelope of one type with its data. */
export type GameEventOf<T extends GameEventType> = { id: string; type: T; timestamp: string; data: DataOf<T> };
export type GameEventView = { [T in GameEventType]: GameEventOf<T> }[GameEventType];
export type TournamentEventOf<T extends TournamentEventType> = { id: string; type: T; timestamp: string; data: TournamentDataOf<T> };
export type TournamentEventView = { [T in TournamentEventType]: TournamentEventOf<T> }[TournamentEventType];
/** Any event: of a game or of a tournament. */
export type EventView = GameEventView | TournamentEventView;

