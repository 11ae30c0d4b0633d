import type { RulesetId } from '../engine/index.js';
import { isYamb, loadYambModel } from './yamb-models.js';
import { isExact, loadExactTable } from './yams-tables.js';

/**
 * Makes the strategy of `ruleset` ready for the synchronous hints and bots: loads the data it
 * plays from, which ships in modules of their own so that a process that never asks for a
 * hint or a bot turn never loads them (the exact tables of yams-5 and yams-6, the learned
 * values of jamb and yamb-classic). Call it before `hintFor`, `botAction` or `botTurn` on a
 * game of that ruleset; once loaded, it is kept.
 */
export async function loadStrategy(ruleset: RulesetId): Promise<void> {
  if (isExact(ruleset)) await loadExactTable(ruleset);
  else if (isYamb(ruleset)) await loadYambModel(ruleset);
}
