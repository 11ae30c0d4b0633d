import { z } from '@hono/zod-openapi';
import { MAX_SEATS } from '../engine/index.js';
import { BotLevelSchema, RulesetIdSchema, VisibilitySchema } from './enums.js';
import { CLIENT_SEED_PATTERN, CLIENT_SEED_RULE, INVITATION_CODE_MAX, MAX_PAGE_SIZE, NAME_MAX_LENGTH, TURN_SECONDS } from './options.js';

/*
 * What clients send: the request bodies and queries REST validates (and OpenAPI documents),
 * with the limits of options.ts. The service checks the same limits again for GraphQL, whose
 * arguments are typed but not ranged. The action bodies are in actions.ts.
 */

export const RegisterBodySchema = z
  .object({ name: z.string().trim().min(1).max(NAME_MAX_LENGTH).meta({ description: 'Trimmed; no control characters.', example: 'Ana' }) })
  .strict()
  .openapi('RegisterPlayer');

const ClientSeed = z
  .string()
  .regex(CLIENT_SEED_PATTERN, `${CLIENT_SEED_RULE}`)
  .optional()
  .meta({ description: `Your contribution to the dice (${CLIENT_SEED_RULE}): every roll of the game mixes in each seat's client seed, so the server's seed alone does not decide them. See the proof.`, example: 'my-lucky-seed' });

export const CreateGameBodySchema = z
  .object({
    ruleset: RulesetIdSchema,
    seats: z.number().int().min(1).max(MAX_SEATS).default(1).meta({ description: 'Players in the game; 1 starts a solo game at once.', example: 2 }),
    turnSeconds: z
      .number()
      .int()
      .max(TURN_SECONDS.max)
      .optional()
      .meta({ description: `Seconds each turn may take, ${TURN_SECONDS.min} (one minute) to ${TURN_SECONDS.max} (two weeks); absent for no deadline. When a turn runs out the server plays a \`timeout\` for the seat.`, example: 86_400 }),
    visibility: VisibilitySchema.optional().meta({ description: '`private` (the default) or `public` (listed in the lobby).' }),
    hints: z.boolean().optional().meta({ description: 'Whether players may ask for hints; true when absent (false for a rated game, which allows none).' }),
    rated: z.boolean().optional().meta({ description: "Whether the game changes its players' ratings when it finishes (OpenSkill, from the places); false when absent. A rated game has 2 to 8 seats, no bots and no hints." }),
    clientSeed: ClientSeed,
    bots: z
      .array(z.object({ level: BotLevelSchema }).strict())
      .max(MAX_SEATS)
      .optional()
      .meta({
        description: 'Bots for the next free seats (`seats` counts them too). A bot plays its whole turn in the request that started it. When bots fill every seat the creator does not sit, and the game plays itself to its end in this request.',
        example: [{ level: 'strong' }],
      }),
  })
  .strict()
  .openapi('CreateGame');

export const JoinGameBodySchema = z
  .object({
    clientSeed: ClientSeed,
    invitation: z
      .string()
      .max(INVITATION_CODE_MAX)
      .optional()
      .meta({ description: "A private game's invitation code (its players see it in the game's `invitation`). Not needed for a public game, nor by a player invited by id.", example: 'mZ3kQ8vR1xT6bN0cW4yH7a' }),
  })
  .strict()
  .openapi('JoinGame');

export const InviteBodySchema = z
  .object({ player: z.string().max(64).meta({ description: 'The id of the player to invite.', example: 'p7q2w9e4r1t6y3u8' }) })
  .strict()
  .openapi('InvitePlayer');

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().meta({ description: `1 to ${MAX_PAGE_SIZE}; 20 when absent.` }),
  cursor: z.string().max(1000).optional().meta({ description: 'The `nextCursor` of the previous page.' }),
});
