import { z } from '@hono/zod-openapi';
import { CATEGORY_IDS, COLUMN_IDS, GAME_STATUSES, MAX_SEATS, RULESET_IDS } from '../engine/index.js';
import { API_ERRORS } from '../service/errors.js';
import { MAX_PAGE_SIZE } from '../service/list-service.js';
import { NAME_MAX_LENGTH } from '../service/player-service.js';

/*
 * Request and response schemas of the REST API. Enumerations come from the engine's id
 * lists; the response schemas mirror the service's view types and the compiler checks that
 * every handler returns what its schema documents.
 */

export const RulesetIdSchema = z.enum(RULESET_IDS).openapi('RulesetId', { description: 'A ruleset id.' });
export const ColumnIdSchema = z.enum(COLUMN_IDS).openapi('ColumnId', { description: 'A column id; each ruleset uses some of them.' });
export const CategoryIdSchema = z.enum(CATEGORY_IDS).openapi('CategoryId', { description: 'A category id; each ruleset uses some of them.' });
export const GameStatusSchema = z.enum(GAME_STATUSES).openapi('GameStatus', {
  description: '`open` until every seat is taken, then `active`, `finished` once every sheet is full.',
});
const Timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-29T12:00:00.000Z' });
const Id = z.string().openapi({ example: 'k3v9x2m7q1w8e4r6' });

export const PlayerRefSchema = z.object({ id: Id, name: z.string() }).openapi('PlayerRef');
export const PlayerSchema = z.object({ id: Id, name: z.string(), createdAt: Timestamp }).openapi('Player');

export const RegisterBodySchema = z
  .object({ name: z.string().trim().min(1).max(NAME_MAX_LENGTH).openapi({ description: 'Trimmed; no control characters.', example: 'Ana' }) })
  .strict()
  .openapi('RegisterPlayer');
export const RegisteredSchema = z
  .object({
    player: PlayerSchema,
    token: z.string().openapi({ description: 'The bearer token. Shown once: the server keeps only its hash.', example: 'yamb_k3v9x2m7q1w8e4r6_…' }),
  })
  .openapi('RegisteredPlayer');

export const CreateGameBodySchema = z
  .object({
    ruleset: RulesetIdSchema,
    seats: z.number().int().min(1).max(MAX_SEATS).default(1).openapi({ description: 'Players in the game; 1 starts a solo game at once.', example: 2 }),
  })
  .strict()
  .openapi('CreateGame');

const Keep = z
  .array(z.number().int().min(0).max(5))
  .max(6)
  .optional()
  .openapi({ description: 'Positions (0-based) of the dice to keep; empty or absent on the first roll.', example: [0, 3] });
export const ActionBodySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('roll'), keep: Keep }).strict().openapi('RollAction'),
    z.object({ type: z.literal('announce'), category: CategoryIdSchema }).strict().openapi('AnnounceAction'),
    z.object({ type: z.literal('score'), column: ColumnIdSchema, category: CategoryIdSchema }).strict().openapi('ScoreAction'),
    z.object({ type: z.literal('resign') }).strict().openapi('ResignAction'),
  ])
  .openapi('Action');

const Box = z.object({ category: CategoryIdSchema, score: z.number().int().nullable() });
export const SheetColumnSchema = z
  .object({
    column: ColumnIdSchema,
    boxes: z.array(Box),
    upper: z.number().int().optional().openapi({ description: 'Sum of the number boxes filled so far (rulesets with sections).' }),
    bonus: z.number().int().nullable().optional().openapi({ description: 'The upper bonus; null while undecided.' }),
    middle: z.number().int().nullable().optional().openapi({ description: 'jamb: Ones x (Max - Min); null until all three are filled.' }),
    lower: z.number().int().optional(),
    total: z.number().int(),
  })
  .openapi('SheetColumn');

export const SeatSchema = z
  .object({
    seat: z.number().int(),
    player: PlayerRefSchema.nullable(),
    resigned: z.boolean(),
    sheet: z.array(SheetColumnSchema),
    total: z.number().int(),
    place: z.number().int().nullable().openapi({ description: '1 for the best once finished; shared on equal totals; null before.' }),
  })
  .openapi('Seat');

export const AvailableBoxSchema = z
  .object({ column: ColumnIdSchema, category: CategoryIdSchema, score: z.number().int() })
  .openapi('AvailableBox', { description: 'A box the current dice may be scored in, with the score it would get.' });

export const TurnSchema = z
  .object({
    seat: z.number().int(),
    player: PlayerRefSchema,
    number: z.number().int(),
    rollsUsed: z.number().int(),
    rollsLeft: z.number().int(),
    dice: z.array(z.number().int().min(1).max(6)),
    announced: CategoryIdSchema.nullable(),
    canRoll: z.boolean(),
    announceable: z.array(CategoryIdSchema),
    available: z.array(AvailableBoxSchema),
  })
  .openapi('Turn');

export const MoveSchema = z
  .object({
    version: z.number().int(),
    at: Timestamp,
    type: z.enum(['create', 'join', 'roll', 'announce', 'score', 'resign']),
    seat: z.number().int(),
    player: PlayerRefSchema.nullable(),
    turn: z.number().int().nullable(),
    keep: z.array(z.number().int()).optional(),
    dice: z.array(z.number().int()).optional(),
    column: ColumnIdSchema.optional(),
    category: CategoryIdSchema.optional(),
    score: z.number().int().optional(),
    ruleset: RulesetIdSchema.optional(),
    seats: z.number().int().optional(),
  })
  .openapi('Move');

export const GameSchema = z
  .object({
    id: Id,
    ruleset: RulesetIdSchema,
    status: GameStatusSchema,
    version: z.number().int().openapi({ description: 'Starts at 1; every accepted action adds exactly 1. Also the ETag.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    seats: z.array(SeatSchema),
    turn: TurnSchema.nullable(),
    winners: z.array(z.object({ seat: z.number().int(), player: PlayerRefSchema.nullable() })).nullable(),
    lastMove: MoveSchema.nullable(),
  })
  .openapi('Game');

export const MovesSchema = z.object({ items: z.array(MoveSchema) }).openapi('MoveLog');

export const GameSummarySchema = z
  .object({
    id: Id,
    ruleset: RulesetIdSchema,
    status: GameStatusSchema,
    seats: z.number().int(),
    createdAt: Timestamp,
    you: z.object({ seat: z.number().int(), resigned: z.boolean(), total: z.number().int().nullable(), place: z.number().int().nullable() }),
  })
  .openapi('GameSummary');

export const pageOf = <T extends z.ZodTypeAny>(item: T, name: string) =>
  z
    .object({ items: z.array(item), nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last.' }) })
    .openapi(name);

export const LeaderboardEntrySchema = z
  .object({ player: PlayerRefSchema, total: z.number().int(), gameId: Id, seats: z.number().int(), finishedAt: Timestamp })
  .openapi('LeaderboardEntry');

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().openapi({ description: `1 to ${MAX_PAGE_SIZE}; 20 when absent.` }),
  cursor: z.string().max(1000).optional().openapi({ description: 'The `nextCursor` of the previous page.' }),
});

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(Object.keys(API_ERRORS) as [keyof typeof API_ERRORS, ...(keyof typeof API_ERRORS)[]]),
    reason: z.string().optional().openapi({ description: 'For ILLEGAL_MOVE: the rule that refused the move, e.g. BOX_FILLED.' }),
    currentVersion: z.number().int().optional().openapi({ description: 'For VERSION_CONFLICT: the version the game is at.' }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .passthrough()
  .openapi('Problem', { description: 'An RFC 9457 problem: `code` is stable, `detail` is for developers.' });

const ScoringSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('face'), face: z.number().int() }).openapi({ description: 'Sum of the dice showing `face`.' }),
    z.object({ kind: z.literal('sum'), dice: z.number().int() }).openapi({ description: 'Sum of the `dice` highest dice.' }),
    z
      .object({ kind: z.literal('ofAKind'), count: z.number().int(), score: z.enum(['matching', 'allDice', 'fixed']), points: z.number().int() })
      .openapi({ description: 'At least `count` dice of one face: `matching` scores those dice + points, `allDice` every die + points, `fixed` the points.' }),
    z
      .object({ kind: z.literal('fullHouse'), exact: z.boolean(), score: z.enum(['allDice', 'fixed']), points: z.number().int() })
      .openapi({ description: 'Three of one face and two of another (`exact`: exactly 3 and 2).' }),
    z
      .object({ kind: z.literal('straight'), runs: z.array(z.object({ from: z.number().int(), length: z.number().int(), points: z.number().int() })) })
      .openapi({ description: 'The best run of consecutive faces the dice contain scores its points.' }),
    z.object({ kind: z.literal('twoTriples'), points: z.number().int() }).openapi({ description: 'Three dice of one face and three of another.' }),
  ])
  .openapi('Scoring');

export const RulesetSchema = z
  .object({
    id: RulesetIdSchema,
    name: z.string(),
    source: z.string(),
    dice: z.number().int(),
    rollsPerTurn: z.number().int(),
    boxesPerSheet: z.number().int(),
    turnsPerPlayer: z.number().int(),
    columns: z.array(
      z.object({ id: ColumnIdSchema, name: z.string(), order: z.enum(['down', 'up', 'free', 'announce']), description: z.string() }),
    ),
    categories: z.array(
      z.object({ id: CategoryIdSchema, label: z.string(), section: z.enum(['upper', 'middle', 'lower']), scoring: ScoringSchema, description: z.string() }),
    ),
    totals: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('sum') }),
      z.object({
        kind: z.literal('sections'),
        upperBonus: z.object({ threshold: z.number().int(), points: z.number().int(), when: z.enum(['complete', 'reached']) }).nullable(),
        middle: z.boolean(),
      }),
    ]),
    announce: z.object({ window: z.enum(['beforeSecondRoll', 'afterFirstRoll']), binding: z.boolean() }).nullable(),
    decisions: z.array(z.string()).openapi({ description: 'Rule decisions where the source document is silent or ambiguous.' }),
    commonRules: z.array(z.string()).openapi({ description: 'The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words.' }),
  })
  .openapi('Ruleset');
