import type { RulesetView } from '../contract/index.js';
import { RulesetSchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { rulesets } from './resolvers/rulesets.js';
import { RULESET_ID_NOTE } from './vocabulary.js';

/*
 * The rulesets as data: GraphQL's Ruleset and every type under it (columns, categories, the
 * Scoring interface and its kinds, totals, the upper bonus, announcing) are made from the
 * contract's one ruleset view (contract/rulesets.ts), as REST's schema is.
 */

export const RulesetRef = objectFromZod<RulesetView>('Ruleset', RulesetSchema, {
  extra: (t) => ({
    sheetUrl: t.string({
      description: "A blank printable score sheet (SVG, A4 portrait) relative to the API's address; add `?players=N` (1 to 8) for N players' sheets.",
      resolve: rulesets.Ruleset.sheetUrl,
    }),
  }),
});

builder.queryFields((t) => ({
  rulesets: t.field({ type: [RulesetRef], description: 'Every ruleset.', resolve: rulesets.Query.rulesets }),
  ruleset: t.field({
    type: RulesetRef,
    nullable: true,
    description: 'One ruleset; null with a NOT_FOUND error for an unknown id.',
    args: { id: t.arg.string({ required: true, description: RULESET_ID_NOTE }) },
    resolve: rulesets.Query.ruleset,
  }),
}));
