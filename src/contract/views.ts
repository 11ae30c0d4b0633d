import { z } from '@hono/zod-openapi';
import { DiceSchema } from './dice.js';
import { RATING_DISPLAY } from './ratings.js';
import { TURN_SECONDS } from './options.js';
import { BotLevelSchema, CategoryIdSchema, ColumnIdSchema, GameStatusSchema, MoveTypeSchema, RulesetIdSchema, VisibilitySchema } from './enums.js';

/*
 * What clients receive, written once: the zod schemas are the REST response schemas and the
 * OpenAPI components, their inferred types are what the service builds (service/view.ts),
 * and the GraphQL object types are generated from them (graphql/from-zod.ts). A field added
 * here is a type error in the service until it is filled, and appears in both APIs.
 */

/** An opaque id: 16 characters of lowercase base 32 (GraphQL `ID`). */
export const IdSchema = z.string().meta({ description: 'An id.', example: 'k3v9x2m7q1w8e4r6' });
/** A moment as an ISO-8601 UTC string (GraphQL `DateTime`). */
export const TimestampSchema = z.string().meta({ format: 'date-time', example: '2026-11-29T12:00:00.000Z' });

const int = (description: string) => z.number().int().meta({ description });

export const PlayerRefSchema = z
  .object({
    id: IdSchema.meta({ description: 'The player id.' }),
    name: z.string().meta({ description: 'The display name.' }),
  })
  .openapi('PlayerRef', { description: 'A player as a game or a list names one: id and display name.' });

export const PlayerSchema = z
  .object({
    id: IdSchema.meta({ description: 'The player id.' }),
    name: z.string().meta({ description: 'The display name, 1 to 40 characters.' }),
    createdAt: TimestampSchema.meta({ description: 'When the player registered.' }),
  })
  .openapi('Player', { description: "A player's public profile." });

export const BoxSchema = z
  .object({
    category: CategoryIdSchema.meta({ description: 'The category (row).' }),
    score: z.number().int().nullable().meta({ description: 'The score written; null while the box is empty.' }),
  })
  .openapi('Box', { description: 'One box of a sheet.' });

const SUBTOTAL_NOTE = 'Absent (GraphQL: null) where the ruleset has no such row (see the ruleset\'s `totals`); null while it cannot be decided yet.';

export const SheetColumnSchema = z
  .object({
    column: ColumnIdSchema.meta({ description: 'The column.' }),
    boxes: z.array(BoxSchema).meta({ description: "Every box of the column, in the ruleset's category order." }),
    upper: z.number().int().optional().meta({ description: `Sum of the number boxes filled so far. ${SUBTOTAL_NOTE}` }),
    bonus: z.number().int().nullable().optional().meta({ description: `The upper bonus: its points, 0 once missed. ${SUBTOTAL_NOTE}` }),
    middle: z.number().int().nullable().optional().meta({ description: `Ones x (Max - Min), once the three boxes are filled (may be negative). ${SUBTOTAL_NOTE}` }),
    lower: z.number().int().optional().meta({ description: `Sum of the combination boxes. ${SUBTOTAL_NOTE}` }),
    total: int('The column total so far.'),
  })
  .openapi('SheetColumn', { description: 'One column of a sheet: its boxes in category order, its subtotals and total.' });

const RATING_NOTE = `\`round(${RATING_DISPLAY.base} + ${RATING_DISPLAY.scale} × (mu − ${RATING_DISPLAY.z} × sigma))\`: ${RATING_DISPLAY.base} for a new player`;

export const RatingSchema = z
  .object({
    mu: z.number().meta({ description: 'The estimated skill (OpenSkill mu; 25 for a new player).', example: 27.63 }),
    sigma: z.number().meta({ description: 'The uncertainty of mu (OpenSkill sigma; 25/3 for a new player, smaller with every game).', example: 6.92 }),
    rating: z.number().int().meta({ description: `The display number, ${RATING_NOTE}.`, example: 1274 }),
  })
  .openapi('Rating', { description: 'A rating: the model\'s two numbers and the display number made from them.' });

export type RatingView = z.infer<typeof RatingSchema>;

export const SeatSchema = z
  .object({
    seat: int('The seat number, from 0; seats play in this order.'),
    player: PlayerRefSchema.nullable().meta({ description: 'The player; null while the seat is free.' }),
    bot: BotLevelSchema.nullable().meta({ description: "The bot's level when a bot plays this seat (it moves at once, in the request that started its turn); null for a person." }),
    resigned: z.boolean().meta({ description: 'Whether the player resigned (it ranks last).' }),
    sheet: z.array(SheetColumnSchema).meta({ description: "The score sheet, one entry per column in the ruleset's order." }),
    total: int('The grand total so far.'),
    place: z.number().int().nullable().meta({ description: 'Once finished: 1 for the best total, equal totals share a place; resigned seats come after every other seat, ranked among themselves by total. Null before.' }),
    ratingBefore: RatingSchema.nullable().meta({ description: "A finished rated game: the player's rating before it. Null otherwise, and until the game's ratings are applied (moments after it ends)." }),
    ratingAfter: RatingSchema.nullable().meta({ description: "A finished rated game: the player's rating after it. Null otherwise, and until the game's ratings are applied." }),
  })
  .openapi('Seat', { description: 'A seat of a game: its player and score sheet.' });

export const AvailableBoxSchema = z
  .object({
    column: ColumnIdSchema.meta({ description: 'The column.' }),
    category: CategoryIdSchema.meta({ description: 'The category.' }),
    score: int('What `score` would write now.'),
  })
  .openapi('AvailableBox', { description: 'A box the current dice may be scored in, with the score it would get.' });

export const TurnSchema = z
  .object({
    seat: int('The seat to move.'),
    player: PlayerRefSchema.meta({ description: 'The player to move.' }),
    number: int("The turn number, from 1, counting every seat's turns."),
    rollsUsed: int('Rolls made this turn.'),
    rollsLeft: int('Rolls still allowed this turn.'),
    dice: z.array(z.number().int().min(1).max(6)).meta({ description: 'The dice (faces 1 to 6) by position; empty before the first roll. `keep` names these positions.' }),
    announced: CategoryIdSchema.nullable().meta({ description: 'The category announced this turn, if any.' }),
    canRoll: z.boolean().meta({ description: 'Whether `roll` is allowed now.' }),
    mustAnnounce: z.boolean().meta({
      description: 'True when the player may neither roll again nor score until they announce a category (only the announce column has room and nothing is announced yet): the next action must be `announce`.',
    }),
    announceable: z.array(CategoryIdSchema).meta({ description: 'Categories `announce` accepts now; empty when announcing is not possible.' }),
    available: z.array(AvailableBoxSchema).meta({ description: 'Every box `score` accepts now, with its score; empty before the first roll.' }),
    deadline: TimestampSchema.nullable().meta({
      description: 'When this turn times out (games created with `turnSeconds`): the server then plays a `timeout` for the seat. Null without a deadline.',
    }),
  })
  .openapi('Turn', { description: 'The turn being played, with every legal choice, so a client needs no rule to offer them.' });

export const WinnerSchema = z
  .object({
    seat: int('The seat.'),
    player: PlayerRefSchema.nullable().meta({ description: 'Its player.' }),
  })
  .openapi('Winner', { description: 'A seat with the best total of a finished game.' });

export const MoveSchema = z
  .object({
    version: int('The game version this move created (the first move creates version 1).'),
    at: TimestampSchema.meta({ description: 'When the move was accepted.' }),
    type: MoveTypeSchema.meta({ description: 'What the move did.' }),
    seat: int('The seat that moved, from 0 (decline: the seat whose invitation was declined).'),
    player: PlayerRefSchema.nullable().meta({ description: 'The player of that seat (decline: the player who declined).' }),
    turn: z.number().int().nullable().meta({ description: 'The turn number; null for moves before the game started (create, join, leave, invite, decline).' }),
    keep: z.array(z.number().int()).optional().meta({ description: 'roll: the positions of the dice kept from the previous roll.' }),
    dice: z.array(z.number().int()).optional().meta({ description: 'roll: the dice after the roll; score: the dice scored.' }),
    column: ColumnIdSchema.optional().meta({ description: 'score: the column written.' }),
    category: CategoryIdSchema.optional().meta({ description: 'announce: the category announced; score: the category written.' }),
    score: z.number().int().optional().meta({ description: 'score: the score written.' }),
    ruleset: RulesetIdSchema.optional().meta({ description: 'create: the ruleset id.' }),
    seats: z.number().int().optional().meta({ description: 'create: the number of seats.' }),
    rematchOf: IdSchema.optional().meta({ description: 'create, for a rematch: the finished game it replays.' }),
    invited: z.array(PlayerRefSchema).optional().meta({ description: 'create, for a rematch: the players invited to it; invite: the player invited.' }),
    rolled: z.array(z.number().int()).optional().meta({ description: 'timeout: the dice it rolled (every die), empty when the seat had rolled already.' }),
    announced: CategoryIdSchema.nullable().optional().meta({ description: 'timeout: the category it announced (only when the announce column alone had room), or null.' }),
    resigned: z.boolean().optional().meta({ description: "timeout: whether it was the seat's third in a row, which resigned it." }),
  })
  .openapi('Move', { description: "One accepted action of a game. Fields that do not belong to the move's `type` are absent (GraphQL: null)." });

export const GameOptionsSchema = z
  .object({
    turnSeconds: z
      .number()
      .int()
      .nullable()
      .meta({ description: `Seconds each turn may take (${TURN_SECONDS.min} to ${TURN_SECONDS.max}); when one runs out the server plays a \`timeout\` for the seat. Null: no deadline.`, example: 86_400 }),
    visibility: VisibilitySchema,
    hints: z.boolean().meta({ description: 'Whether the player to move may ask for a hint (`GET /v1/games/{id}/hint`).' }),
    rated: z.boolean().meta({ description: "Whether the game changes its players' ratings when it finishes." }),
  })
  .openapi('GameOptions', { description: "A game's options, fixed at creation (a rematch copies them)." });

export const GameTournamentSchema = z
  .object({
    id: IdSchema.meta({ description: 'The tournament.' }),
    round: int('The round, from 1.'),
    table: int('The table, from 1.'),
  })
  .openapi('GameTournament', { description: 'Where a tournament game belongs.' });
export const InvitationSchema = z
  .object({
    code: z.string().meta({ description: 'The secret that lets anyone who has it join: `POST /v1/games/{id}/join` with `{ "invitation": "<code>" }`. Share it only with the players you want.', example: 'mZ3kQ8vR1xT6bN0cW4yH7a' }),
    url: z.string().meta({ description: "The game's page in the web client with the code: whoever opens it can sign in and join.", example: 'https://yamb.example/games/k3v9x2m7q1w8e4r6?invitation=mZ3kQ8vR1xT6bN0cW4yH7a' }),
  })
  .openapi('Invitation', { description: 'How to invite players to an open game: its code, and a link to share.' });

export const GameSchema = z
  .object({
    id: IdSchema.meta({ description: 'The game id.' }),
    ruleset: RulesetIdSchema.meta({ description: 'The ruleset.' }),
    status: GameStatusSchema.meta({ description: 'Open, active, finished or cancelled.' }),
    version: int('Starts at 1; every accepted action adds exactly 1. It is the ETag; send it as If-Match (GraphQL: `expectedVersion`) to act only on this state.'),
    createdAt: TimestampSchema.meta({ description: 'When the game was created.' }),
    updatedAt: TimestampSchema.meta({ description: 'When the last move was accepted.' }),
    seats: z.array(SeatSchema).meta({ description: 'Every seat, in playing order.' }),
    options: GameOptionsSchema.meta({ description: 'What the creator chose beside ruleset and seats.' }),
    dice: DiceSchema.meta({ description: 'The commitment to the dice (SHA-256 of the secret seed), the same from creation to the end; GET /v1/games/{id}/proof reveals the seed once the game is finished.' }),
    turn: TurnSchema.nullable().meta({ description: 'The turn being played; null unless the game is active.' }),
    winners: z.array(WinnerSchema).nullable().meta({ description: 'Seats with the best total once finished (several on a tie); only a seat that did not resign wins, so none when every player resigned. Null before.' }),
    lastMove: MoveSchema.nullable().meta({ description: 'The move that created this version.' }),
    tournament: GameTournamentSchema.nullable().meta({ description: 'The tournament this game is a table of; null for a game of its own.' }),
    invitation: InvitationSchema.optional().meta({
      description: "While the game is open, to its seated players only (a request with their token, scope `games:read`): the code and link that invite others. Absent for everyone else (GraphQL: null).",
    }),
  })
  .openapi('Game', {
    description: 'A game as everyone may see it: seats, sheets with totals, the turn with its legal choices, and the winners once finished.',
  });

export const SummarySeatSchema = z
  .object({
    seat: int('The seat, from 0.'),
    resigned: z.boolean().meta({ description: 'Whether the player resigned.' }),
    total: z.number().int().nullable().meta({ description: "The player's grand total once the game is finished; null before." }),
    place: z.number().int().nullable().meta({ description: "The player's place once the game is finished; null before." }),
  })
  .openapi('SummarySeat', { description: "The listed player's seat in a game." });

export const GameSummarySchema = z
  .object({
    id: IdSchema.meta({ description: 'The game id.' }),
    ruleset: RulesetIdSchema.meta({ description: 'The ruleset.' }),
    status: GameStatusSchema.meta({ description: 'Open, active, finished or cancelled.' }),
    seats: int('Number of seats.'),
    createdAt: TimestampSchema.meta({ description: 'When the game was created.' }),
    you: SummarySeatSchema.meta({ description: "The listed player's seat (the `player` asked for, or the caller when absent)." }),
  })
  .openapi('GameSummary', { description: "A game in a player's list of games, with that player's seat." });

export const LeaderboardEntrySchema = z
  .object({
    rank: int('1 for the best total; equal totals share a rank and the next rank skips (1, 2, 2, 4), across pages too.'),
    player: PlayerRefSchema.meta({ description: 'Whose sheet.' }),
    bot: BotLevelSchema.nullable().meta({ description: "The bot's level when a bot played this sheet; null for a person." }),
    total: int("The sheet's grand total."),
    gameId: IdSchema.meta({ description: 'The game it was played in.' }),
    seats: int('Seats of that game.'),
    finishedAt: TimestampSchema.meta({ description: 'When the game finished.' }),
  })
  .openapi('LeaderboardEntry', { description: 'One finished sheet on a leaderboard.' });

export type PlayerRefView = z.infer<typeof PlayerRefSchema>;
export type PlayerView = z.infer<typeof PlayerSchema>;
export type SheetColumnView = z.infer<typeof SheetColumnSchema>;
export type SeatView = z.infer<typeof SeatSchema>;
export type TurnView = z.infer<typeof TurnSchema>;
export type MoveView = z.infer<typeof MoveSchema>;
export type GameView = z.infer<typeof GameSchema>;
export type InvitationView = z.infer<typeof InvitationSchema>;
export type GameSummary = z.infer<typeof GameSummarySchema>;
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const RegisteredSchema = z
  .object({
    player: PlayerSchema,
    token: z.string().meta({ description: 'The bearer token. Shown once: the server keeps only its hash.', example: 'yamb_k3v9x2m7q1w8e4r6_…' }),
  })
  .openapi('RegisteredPlayer');

/** A game's move log, or a page of it (the move log is paged like the other lists, with a larger page). */
export const MovePageSchema = z
  .object({
    items: z.array(MoveSchema).meta({ description: 'Accepted actions, oldest first.' }),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the moves after these; null when these are the last.' }),
  })
  .openapi('MoveLog', { description: "A game's move log, or a page of it." });

/** A page of a list of `item`, as REST sends it. */
export const pageOf = <T extends z.ZodTypeAny>(item: T, name: string) =>
  z
    .object({ items: z.array(item), nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last.' }) })
    .openapi(name);
