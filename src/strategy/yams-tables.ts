import type { RulesetId } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import type { DecodedTable } from './yams-table-codec.js';
import { decodeTable } from './yams-table-codec.js';
import type { YamsModel } from './yams-model.js';
import { yamsModel } from './yams-model.js';

/** The rulesets solved exactly, each with a shipped table (base64 of `encodeTable`). */
export const EXACT_RULESETS = ['yams-5', 'yams-6'] as const satisfies readonly RulesetId[];
export type ExactRulesetId = (typeof EXACT_RULESETS)[number];

export const isExact = (id: RulesetId): id is ExactRulesetId => (EXACT_RULESETS as readonly string[]).includes(id);

/**
 * The table's text, from a data module of its own (some 450 KiB each) imported on demand: a
 * bundle keeps it in a chunk of its own, which a process loads with its first hint or bot
 * turn of that ruleset, and every other process never reads.
 */
async function tableText(id: ExactRulesetId): Promise<string> {
  // Literal paths, so that bundlers find the modules.
  switch (id) {
    case 'yams-5':
      return (await import('./tables/yams-5.js')).YAMS_5_TABLE;
    case 'yams-6':
      return (await import('./tables/yams-6.js')).YAMS_6_TABLE;
  }
}

const texts = new Map<ExactRulesetId, string>();
const loading = new Map<ExactRulesetId, Promise<void>>();

/** Loads the table of `id` (its decoding waits for its first use); once per process. */
export function loadExactTable(id: ExactRulesetId): Promise<void> {
  if (texts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = tableText(id).then((text) => void texts.set(id, text));
    loading.set(id, pending);
    // A failed load may be tried again.
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

export interface ExactTable extends DecodedTable {
  readonly model: YamsModel;
}

const loaded = new Map<ExactRulesetId, ExactTable>();

/** The turn-start table of a solved ruleset, loaded before (`loadExactTable`), decoded on first use (a few milliseconds) and kept. */
export function exactTable(id: ExactRulesetId): ExactTable {
  let table = loaded.get(id);
  if (!table) {
    const model = yamsModel(RULESETS[id]);
    const text = texts.get(id);
    if (text === undefined) throw new Error(`the ${id} table is not loaded: await loadStrategy('${id}') before asking it`);
    table = { ...decodeTable(model, Buffer.from(text, 'base64')), model };
    loaded.set(id, table);
  }
  return table;
}
