import type { Ruleset, RulesetId } from '../engine/index.js';
import { ALL_RULESETS, RULESETS, boxesPerSheet, isRulesetId } from '../engine/index.js';
import type { RulesetView } from '../contract/index.js';
import { ApiError } from '../contract/index.js';

export const rulesetView = (r: Ruleset): RulesetView => ({ ...r, boxesPerSheet: boxesPerSheet(r), turnsPerPlayer: boxesPerSheet(r) });

export const listRulesets = (): RulesetView[] => ALL_RULESETS.map(rulesetView);

export function getRuleset(id: string): RulesetView {
  if (!isRulesetId(id)) throw new ApiError('NOT_FOUND', `no ruleset "${id}"; the rulesets are ${ALL_RULESETS.map((r) => r.id).join(', ')}`);
  return rulesetView(RULESETS[id as RulesetId]);
}
