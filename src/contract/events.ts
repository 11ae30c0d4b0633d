import { z } from '@hono/zod-openapi';
import { CategoryIdSchema, ColumnIdSchema, RulesetIdSchema, contractEnum } from './enums.js';
import { IdSchema, PlayerRefSchema, TimestampSchema } from './views.js';

/*
 * The events of a game, written once: every event type with what its `data` holds. The
 * envelope schemas of webhooks, streams and GraphQL subscriptions, the type enum of both APIs
 * and the documentation all come from `EVENT_DATA`; adding an event type is one entry here
 * (and the code that emits it, eventsOfEntry in service/events.ts).
 */

const int = (description: string) => z.number().int().openapi({ description });
const seat = int('The seat, from 0.');
const player = PlayerRefSchema.openapi({ description: 'The player of that seat.' });
const turn = int('The turn number, from 1, counting every seat\'s turns.');

const PlaceSchema = z
  .object({ seat, player: PlayerRefSchema.nullable().openapi({ description: 'The player of that seat.' }), total: int('The grand total.'), place: int('1 for the best; equal totals share a place; resigned seats share the last.') })
  .openapi('Place', { description: 'A seat\'s final standing.' });

/** What each event type's `data` holds besides `gameId` and `version`, and when it is sent. */
export const EVENT_DATA = {
  'game.created': {
    description: 'A game was created; its creator sits in seat 0.',
    data: { ruleset: RulesetIdSchema.openapi({ description: 'The ruleset.' }), seats: int('Number of seats.'), player: PlayerRefSchema.openapi({ description: 'The creator.' }) },
  },
  'player.joined': { description: 'A player took a seat.', data: { seat, player } },
  'game.started': {
    description: 'Every seat is taken: the game is active. Sent with the join (or creation) that started it.',
    data: { players: z.array(PlayerRefSchema).openapi({ description: 'The players in seat order.' }) },
  },
  'turn.started': {
    description: 'A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included.',
    data: { seat, player, turn, deadline: TimestampSchema.nullable().openapi({ description: 'When the turn times out; null without a turn deadline.' }) },
  },
  'move.rolled': {
    description: 'The player to move rolled the dice not kept.',
    data: {
      seat,
      player,
      turn,
      keep: z.array(z.number().int()).openapi({ description: 'Positions of the dice kept from the previous roll.' }),
      dice: z.array(z.number().int()).openapi({ description: 'The dice after the roll, by position.' }),
    },
  },
  'move.announced': { description: 'The player to move announced a category.', data: { seat, player, turn, category: CategoryIdSchema.openapi({ description: 'The category announced.' }) } },
  'move.scored': {
    description: 'The player to move wrote the dice into a box, ending the turn.',
    data: {
      seat,
      player,
      turn,
      column: ColumnIdSchema.openapi({ description: 'The column written.' }),
      category: CategoryIdSchema.openapi({ description: 'The category written.' }),
      dice: z.array(z.number().int()).openapi({ description: 'The dice scored.' }),
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
      rolled: z.array(z.number().int()).openapi({ description: 'The dice it rolled (every die), empty when the seat had rolled already.' }),
      announced: CategoryIdSchema.nullable().openapi({ description: 'The category it announced (only when the announce column alone had room), or null.' }),
      column: ColumnIdSchema.openapi({ description: 'The column written.' }),
      category: CategoryIdSchema.openapi({ description: 'The category written.' }),
      dice: z.array(z.number().int()).openapi({ description: 'The dice scored.' }),
      score: int('The score written.'),
      resigned: z.boolean().openapi({ description: "Whether it was the seat's third timed-out turn in a row, which resigns it." }),
    },
  },
  'player.left': { description: 'A player left an open game: its seat is free again.', data: { seat, player } },
  'game.cancelled': { description: 'The creator left the open game: it is cancelled and never starts.', data: { player: PlayerRefSchema.openapi({ description: 'The creator, who left.' }) } },
  'player.invited': {
    description: 'A player was invited to a rematch: sent to the invited player, who is not seated yet.',
    data: {
      player: PlayerRefSchema.openapi({ description: 'The invited player.' }),
      by: PlayerRefSchema.openapi({ description: 'The player who asked for the rematch (seat 0 of the new game).' }),
      rematchOf: IdSchema.openapi({ description: 'The finished game the rematch replays.' }),
    },
  },
  'game.finished': {
    description: 'Every sheet is full (or every player resigned): the places are final.',
    data: {
      places: z.array(PlaceSchema).openapi({ description: 'Every seat in seat order with its total and place.' }),
      winners: z.array(z.object({ seat, player: PlayerRefSchema.nullable().openapi({ description: 'Its player.' }) }).openapi('EventWinner', { description: 'A winning seat.' })).openapi({ description: 'The seats with the best total (several on a tie; none when every player resigned).' }),
    },
  },
} as const;

export type EventType = keyof typeof EVENT_DATA;
export const EVENT_TYPES = Object.keys(EVENT_DATA) as [EventType, ...EventType[]];

/** Event types carry dots, which GraphQL enum values cannot: GraphQL has them as Strings. */
export const EventTypeSchema = contractEnum(EVENT_TYPES, {
  name: 'EventType',
  description: EVENT_TYPES.map((t) => `\`${t}\`: ${EVENT_DATA[t].description}`).join(' '),
});

const GameRefData = {
  gameId: IdSchema.openapi({ description: 'The game.' }),
  version: int('The game version this event belongs to (the version the move created).'),
};

const pascal = (type: string) => type.replace(/(^|\.)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The envelope of one event type, with its typed `data`. */
function envelope<T extends EventType>(type: T) {
  return z
    .object({
      id: z.string().openapi({ description: 'The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.', example: 'h4n8c2x6v0b3m5q7.9.1' }),
      type: z.literal(type).openapi({ description: EVENT_DATA[type].description }),
      timestamp: TimestampSchema.openapi({ description: 'When the move that caused it was accepted.' }),
      data: z.object({ ...GameRefData, ...EVENT_DATA[type].data }).openapi(`${pascal(type)}Data`, { description: `What a \`${type}\` event says.` }),
    })
    .openapi(`${pascal(type)}Event`, { description: EVENT_DATA[type].description });
}

/** Any game event: webhooks deliver it as the body, streams as `data:`, GraphQL subscriptions as `data`. */
export const GameEventSchema = z
  .discriminatedUnion('type', EVENT_TYPES.map(envelope) as unknown as [ReturnType<typeof envelope>, ...ReturnType<typeof envelope>[]])
  .openapi('Event', { description: 'One event of a game, in the envelope every channel uses.' });

type DataOf<T extends EventType> = { gameId: string; version: number } & { [K in keyof (typeof EVENT_DATA)[T]['data']]: z.infer<(typeof EVENT_DATA)[T]['data'][K]> };

/** An event as the server makes it: the envelope of one type with its data. */
export type GameEventOf<T extends EventType> = { id: string; type: T; timestamp: string; data: DataOf<T> };
export type GameEventView = { [T in EventType]: GameEventOf<T> }[EventType];
