import type { RulesetView } from '../../contract/index.js';
import { getRuleset, listRulesets } from '../../service/index.js';
import type { Resolvers } from './types.js';

export const rulesets = {
  Query: {
    rulesets: () => listRulesets(),
    ruleset: (_root, { id }) => getRuleset(id),
  },
  Ruleset: {
    sheetUrl: (r: RulesetView) => `/v1/rulesets/${r.id}/sheet.svg`,
  },
} satisfies Resolvers;
