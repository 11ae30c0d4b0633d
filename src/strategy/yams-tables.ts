import type { RulesetId } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import { YAMS_5_TABLE } from './tables/yams-5.js';
import { YAMS_6_TABLE } from './tables/yams-6.js';
import type { DecodedTable } from './yams-table-codec.js';
import { decodeTable } from './yams-table-codec.js';
import type { YamsModel } from './yams-model.js';
import { yamsModel } from './yams-model.js';

/** The rulesets solved exactly, with their shipped tables (base64 of `encodeTable`). */
export const EXACT_TABLES = { 'yams-5': YAMS_5_TABLE, 'yams-6': YAMS_6_TABLE } as const satisfies Partial<Record<RulesetId, string>>;
export type ExactRulesetId = keyof typeof EXACT_TABLES;

export const isExact = (id: RulesetId): id is ExactRulesetId => id in EXACT_TABLES;

export interface ExactTable extends DecodedTable {
  readonly model: YamsModel;
}

const loaded = new Map<ExactRulesetId, ExactTable>();

/** The turn-start table of a solved ruleset, decoded on first use (a few milliseconds) and kept. */
export function exactTable(id: ExactRulesetId): ExactTable {
  let table = loaded.get(id);
  if (!table) {
    const model = yamsModel(RULESETS[id]);
    table = { ...decodeTable(model, Buffer.from(EXACT_TABLES[id], 'base64')), model };
    loaded.set(id, table);
  }
  return table;
}
