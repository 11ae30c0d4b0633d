import { z } from '@hono/zod-openapi';
import { HintActionSchema } from './actions.js';

/*
 * The hint for the player to move (GET /v1/games/{id}/hint, GraphQL `Game.hint`). Its actions
 * are exactly bodies of POST /v1/games/{id}/actions (a hint never resigns).
 */

export const HintOptionSchema = z
  .object({
    action: HintActionSchema.meta({ description: 'The action, as a body of POST /v1/games/{id}/actions.' }),
    value: z.number().meta({
      description: "The seat's expected final grand total if it takes this action and plays on as the hint does (its own sheet alone, as in solitaire).",
      example: 1078.4,
    }),
  })
  .openapi('HintOption', { description: 'One legal action of the player to move and what it is worth.' });

export const HintSchema = z
  .object({
    best: HintActionSchema.meta({ description: 'The action the hint recommends: the first option.' }),
    options: z.array(HintOptionSchema).meta({
      description:
        'Every distinct legal action, best first: every available box, every category that may be announced, and the rolls (the first roll of a turn, or one per distinct set of dice kept, naming for each kept face the lowest positions showing it).',
    }),
    exact: z.boolean().meta({ description: 'True when the values are the exact optimum of solitaire play (yams-5, yams-6); false when they are the strong bot\'s estimate (jamb, yamb-classic).' }),
  })
  .openapi('Hint', { description: 'The best action for the player to move and the value of each legal action.' });
