import type { RulesetId } from '../engine/index.js';
import { RULESETS } from '../engine/index.js';
import { decodeWeights } from './yamb-value-codec.js';
import { sheetLayout } from './yamb-sheet.js';
import { ValueModel } from './yamb-value.js';

/**
 * The learned values of the four-column rulesets, each in a data module of its own
 * (tables/yamb-*.ts, about 30 KiB of base64) that only `loadYambModel` imports, dynamically:
 * nothing that imports the strategy pays for them until a jamb or yamb-classic hint or bot
 * turn is wanted. Once loaded, a model stays for the life of the process.
 */
export const YAMB_RULESETS = ['jamb', 'yamb-classic'] as const;
export type YambRulesetId = (typeof YAMB_RULESETS)[number];

export const isYamb = (id: RulesetId): id is YambRulesetId => (YAMB_RULESETS as readonly string[]).includes(id);

const loaded = new Map<YambRulesetId, ValueModel>();
const loading = new Map<YambRulesetId, Promise<ValueModel>>();

async function tableOf(id: YambRulesetId): Promise<string> {
  // Literal paths, so that bundlers find the modules.
  switch (id) {
    case 'jamb':
      return (await import('./tables/yamb-jamb.js')).JAMB_VALUE;
    case 'yamb-classic':
      return (await import('./tables/yamb-classic.js')).YAMB_CLASSIC_VALUE;
  }
}

/** Loads and decodes the value of `id` (a few milliseconds, once per process). */
export function loadYambModel(id: YambRulesetId): Promise<ValueModel> {
  const model = loaded.get(id);
  if (model) return Promise.resolve(model);
  let pending = loading.get(id);
  if (!pending) {
    pending = tableOf(id).then((text) => {
      const decoded = new ValueModel(sheetLayout(RULESETS[id]), decodeWeights(id, Buffer.from(text, 'base64')));
      loaded.set(id, decoded);
      return decoded;
    });
    loading.set(id, pending);
    // A failed load may be tried again.
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

/** The loaded value of `id`; throws, naming the loader, when it was not loaded. */
export function yambModel(id: RulesetId): ValueModel {
  const model = isYamb(id) ? loaded.get(id) : undefined;
  if (!model) throw new Error(`the ${id} strategy is not loaded: await loadStrategy('${id}') before asking it`);
  return model;
}
