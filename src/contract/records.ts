import { z } from '@hono/zod-openapi';
import { RulesetIdSchema } from './enums.js';
import { PlayerRefSchema } from './views.js';

/*
 * The contract of game records beside the game view: a player's statistics (the dice
 * commitment and proof are in dice.ts). REST schemas, OpenAPI components and GraphQL types
 * all come from these, as in views.ts.
 */

export type { DiceView, ProofView } from './dice.js';
export { DiceSchema, ProofSchema } from './dice.js';

const int = (description: string) => z.number().int().meta({ description });

export const RulesetStatsSchema = z
  .object({
    ruleset: RulesetIdSchema.meta({ description: 'The ruleset.' }),
    played: int('Games of this ruleset the player sat in that started (active or finished).'),
    finished: int('Of those, the finished ones.'),
    won: int('Finished games the player won (first place, not resigned; ties count for every winner).'),
    resigned: int('Games the player resigned (or left by timing out).'),
    mean: z.number().nullable().meta({ description: 'Mean grand total of the finished games the player did not resign; null when none.' }),
    best: z.number().int().nullable().meta({ description: 'Best such total; null when none.' }),
    worst: z.number().int().nullable().meta({ description: 'Worst such total; null when none.' }),
    upperBonusRate: z.number().nullable().meta({
      description: 'Upper bonuses earned per upper section played (one per column with a bonus) over those sheets, 0 to 1; null for rulesets without a bonus or without such sheets.',
    }),
  })
  .openapi('RulesetStats', { description: "A player's record in one ruleset." });

export const PlayerStatsSchema = z
  .object({
    player: PlayerRefSchema.meta({ description: 'Whose statistics.' }),
    rulesets: z.array(RulesetStatsSchema).meta({ description: 'One entry per ruleset the player has played, in the API\'s ruleset order.' }),
  })
  .openapi('PlayerStats', { description: "A player's statistics per ruleset, computed from the player's games: each game counts once." });

export type RulesetStats = z.infer<typeof RulesetStatsSchema>;
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
