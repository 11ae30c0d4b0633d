import type { Api, Ruleset, RulesetId } from './api.js';

/*
 * Rulesets change only with a deploy: each is read once per page load and shared. Names and
 * labels shown anywhere (columns, categories, the score buttons) come from here.
 */

let all: Promise<Ruleset[]> | undefined;
const one = new Map<RulesetId, Promise<Ruleset>>();

export function rulesets(api: Api): Promise<Ruleset[]> {
  all ??= api.rulesets().catch((error: unknown) => {
    all = undefined;
    throw error;
  });
  return all;
}

export function ruleset(api: Api, id: RulesetId): Promise<Ruleset> {
  let found = one.get(id);
  if (!found) {
    found = api.ruleset(id).catch((error: unknown) => {
      one.delete(id);
      throw error;
    });
    one.set(id, found);
  }
  return found;
}

export const categoryLabel = (rs: Ruleset, id: string): string => rs.categories.find((c) => c.id === id)?.label ?? id;
export const columnName = (rs: Ruleset, id: string): string => rs.columns.find((c) => c.id === id)?.name ?? id;
