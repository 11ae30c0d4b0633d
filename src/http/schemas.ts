import { z } from '@hono/zod-openapi';
import { MAX_SEATS } from '../engine/index.js';
import { AnnounceWindowSchema, CategoryIdSchema, ColumnIdSchema, ColumnOrderSchema, IllegalMoveReasonSchema, RulesetIdSchema, ScoreBasisSchema, SectionSchema, TotalsKindSchema, UpperBonusWhenSchema, VisibilitySchema, BotLevelSchema } from '../contract/enums.js';
import { MoveSchema, PlayerSchema } from '../contract/views.js';
import { API_ERRORS } from '../service/errors.js';
import { MAX_PAGE_SIZE } from '../service/list-service.js';
import { NAME_MAX_LENGTH } from '../service/player-service.js';
import { CLIENT_SEED_PATTERN, CLIENT_SEED_RULE, TURN_SECONDS } from '../service/game-options.js';

/*
 * Request and response schemas of the REST API. Enumerations come from the engine's id
 * lists; the response schemas mirror the service's view types and the compiler checks that
 * every handler returns what its schema documents.
 */

export * from '../contract/enums.js';
export * from '../contract/views.js';

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

const ClientSeed = z
  .string()
  .regex(CLIENT_SEED_PATTERN, `${CLIENT_SEED_RULE}`)
  .optional()
  .openapi({ description: `Your contribution to the dice (${CLIENT_SEED_RULE}): every roll of the game mixes in each seat's client seed, so the server's seed alone does not decide them. See the proof.`, example: 'my-lucky-seed' });

export const CreateGameBodySchema = z
  .object({
    ruleset: RulesetIdSchema,
    seats: z.number().int().min(1).max(MAX_SEATS).default(1).openapi({ description: 'Players in the game; 1 starts a solo game at once.', example: 2 }),
    turnSeconds: z
      .number()
      .int()
      .max(TURN_SECONDS.max)
      .optional()
      .openapi({ description: `Seconds each turn may take, ${TURN_SECONDS.min} (one minute) to ${TURN_SECONDS.max} (two weeks); absent for no deadline. When a turn runs out the server plays a \`timeout\` for the seat.`, example: 86_400 }),
    visibility: VisibilitySchema.optional().openapi({ description: '`private` (the default) or `public` (listed in the lobby).' }),
    hints: z.boolean().optional().openapi({ description: 'Whether players may ask for hints; true when absent.' }),
    clientSeed: ClientSeed,
    bots: z
      .array(z.object({ level: BotLevelSchema }).strict())
      .max(MAX_SEATS)
      .optional()
      .openapi({
        description: 'Bots for the next free seats (`seats` counts them too). A bot plays its whole turn in the request that started it. When bots fill every seat the creator does not sit, and the game plays itself to its end in this request.',
        example: [{ level: 'strong' }],
      }),
  })
  .strict()
  .openapi('CreateGame');

export const JoinGameBodySchema = z.object({ clientSeed: ClientSeed }).strict().openapi('JoinGame');

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

export const MovesSchema = z.object({ items: z.array(MoveSchema).openapi({ description: 'Every accepted action, oldest first.' }) }).openapi('MoveLog', { description: "A game's move log." });

export const pageOf = <T extends z.ZodTypeAny>(item: T, name: string) =>
  z
    .object({ items: z.array(item), nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last.' }) })
    .openapi(name);

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
    reason: IllegalMoveReasonSchema.optional().openapi({ description: 'For ILLEGAL_MOVE: the rule that refused the move.' }),
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
      .object({ kind: z.literal('ofAKind'), count: z.number().int(), score: ScoreBasisSchema, points: z.number().int() })
      .openapi({ description: 'At least `count` dice of one face: `matching` scores those dice + points, `allDice` every die + points, `fixed` the points.' }),
    z
      .object({ kind: z.literal('fullHouse'), exact: z.boolean(), score: ScoreBasisSchema.exclude(['matching']), points: z.number().int() })
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
      z.object({ id: ColumnIdSchema, name: z.string(), order: ColumnOrderSchema, description: z.string() }),
    ),
    categories: z.array(
      z.object({ id: CategoryIdSchema, label: z.string(), section: SectionSchema, scoring: ScoringSchema, description: z.string() }),
    ),
    totals: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal(TotalsKindSchema.enum.sum) }),
      z.object({
        kind: z.literal(TotalsKindSchema.enum.sections),
        upperBonus: z.object({ threshold: z.number().int(), points: z.number().int(), when: UpperBonusWhenSchema }).nullable(),
        middle: z.boolean(),
      }),
    ]),
    announce: z.object({ window: AnnounceWindowSchema, binding: z.boolean() }).nullable(),
    decisions: z.array(z.string()).openapi({ description: 'Rule decisions where the source document is silent or ambiguous.' }),
    commonRules: z.array(z.string()).openapi({ description: 'The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words.' }),
  })
  .openapi('Ruleset');
