import { z } from '@hono/zod-openapi';

/*
 * Verifiable dice in the contract: the commitment every game view carries from its creation,
 * and the proof a finished game reveals (API.md, "Verifiable dice"; src/service/dice.ts).
 * Apart from views.ts so that views.ts and records.ts can both use it.
 */

const SCHEME_NOTE =
  'How the dice are drawn from the seed: `hmac-sha256-v1` (the seats\' client seeds count) or `hmac-sha256-v0` (games created before client seeds). A string: GraphQL enums cannot hold hyphens.';

export const DiceSchema = z
  .object({
    scheme: z.string().meta({ description: SCHEME_NOTE, example: 'hmac-sha256-v1' }),
    commitment: z.string().meta({
      description: 'Lowercase hex SHA-256 of the 32-byte server seed, fixed from the creation on. Note it when the game starts: the seed revealed at the end must hash to it.',
      example: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    }),
  })
  .openapi('Dice', { description: 'The commitment to the dice of a game: the seed stays secret until the game is over.' });

export const ProofSchema = z
  .object({
    scheme: z.string().meta({ description: SCHEME_NOTE, example: 'hmac-sha256-v1' }),
    serverSeed: z.string().meta({ description: 'The 32-byte server seed, lowercase hex.' }),
    commitment: z.string().meta({ description: 'Lowercase hex SHA-256 of the seed, as every view of the game showed it.' }),
    clientSeeds: z.array(z.string()).meta({ description: 'One string per seat in seat order, as each seat sent it at create or join; "" for none.' }),
  })
  .openapi('Proof', {
    description:
      'What a finished game reveals so anyone can recompute every die: the roll that creates version v draws from HMAC-SHA256(seed, "roll:<v>:<block>:<clientSeeds joined by |>") (v0: "roll:<v>:<block>"), block 0, 1, ...; each byte below 252 is a die, byte mod 6 + 1; the dice fill the rerolled positions in ascending order.',
  });

export type DiceView = z.infer<typeof DiceSchema>;
export type ProofView = z.infer<typeof ProofSchema>;
