import type { Face, RulesetId } from './ids.js';
import { COMMON_RULES } from './common-rules.js';
import type { CategoryDef, ColumnDef, Ruleset } from './rulesets.js';

/*
 * Building blocks the ruleset definitions share. Internal: index.ts does not re-export this
 * module; the rulesets are published through `RULESETS`.
 */

/**
 * A ruleset from its own rules, with the common rules added (they are the same for every
 * ruleset and written once, in `COMMON_RULES`). The id keeps its literal type, so `RULESETS`
 * can check that each ruleset is filed under its own id.
 */
export function defineRuleset<const Id extends RulesetId>(
  definition: Omit<Ruleset, 'commonRules'> & { readonly id: Id },
): Ruleset & { readonly id: Id } {
  const { decisions, ...rules } = definition;
  return { ...rules, commonRules: COMMON_RULES, decisions };
}

const NUMBER_LABELS = ['Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'] as const;
const NUMBER_IDS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const;

export function numberCategories(diceWord: string): CategoryDef[] {
  return NUMBER_IDS.map((id, i) => {
    const face = (i + 1) as Face;
    return {
      id,
      label: NUMBER_LABELS[i] ?? id,
      section: 'upper',
      scoring: { kind: 'face', face },
      description: `Sum of ${diceWord} showing ${face}.`,
    };
  });
}

export const COLUMN = {
  down: { id: 'down', name: 'Down', order: 'down', description: 'Fill from top to bottom: only the topmost empty box is available.' },
  up: { id: 'up', name: 'Up', order: 'up', description: 'Fill from bottom to top: only the bottommost empty box is available.' },
  free: { id: 'free', name: 'Free', order: 'free', description: 'Any empty box, in any order.' },
} as const satisfies Record<string, ColumnDef>;

