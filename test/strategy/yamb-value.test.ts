import { beforeAll, describe, expect, it } from 'vitest';
import type { Box, Turn } from '../../src/engine/index.js';
import { RULESETS, boxRefusal, sheetTotal } from '../../src/engine/index.js';
import { prng } from '../../src/strategy/random.js';
import { playGame } from '../../src/strategy/simulate.js';
import { strongMove } from '../../src/strategy/yamb-play.js';
import type { YambRulesetId } from '../../src/strategy/yamb-models.js';
import { YAMB_RULESETS, loadYambModel } from '../../src/strategy/yamb-models.js';
import { TurnSearch, scoreTable } from '../../src/strategy/yamb-search.js';
import { playSolitaire } from '../../src/strategy/yamb-selfplay.js';
import { fillGain, plainBoxes, sheetLayout, sheetTotalOf, toSheet } from '../../src/strategy/yamb-sheet.js';
import { decodeWeights, encodeWeights, roundWeights } from '../../src/strategy/yamb-value-codec.js';
import { ValueModel } from '../../src/strategy/yamb-value.js';

const models = new Map<YambRulesetId, ValueModel>();
beforeAll(async () => {
  for (const id of YAMB_RULESETS) models.set(id, await loadYambModel(id));
});

/** A sheet with each box filled, with the given chance, by a score its category can take. */
function randomSheet(id: YambRulesetId, random: () => number, filled: number): Box[] {
  const ruleset = RULESETS[id];
  const { distinct } = scoreTable(ruleset);
  return Array.from({ length: ruleset.columns.length * ruleset.categories.length }, (_, i) => {
    if (random() >= filled) return null;
    const values = distinct[i % ruleset.categories.length]!;
    return values[Math.floor(random() * values.length)]!;
  });
}

describe.each(YAMB_RULESETS)('the strong %s player', (id) => {
  const ruleset = RULESETS[id];
  const layout = sheetLayout(ruleset);

  it("totals sheets, and what a box adds, as the engine's totals do", () => {
    const random = prng(id.length);
    for (let n = 0; n < 300; n++) {
      const boxes = randomSheet(id, random, n / 300);
      const sheet = toSheet(layout, boxes);
      expect(sheetTotalOf(layout, sheet)).toBe(sheetTotal(ruleset, boxes));
      const empty = boxes.flatMap((b, i) => (b === null ? [i] : []));
      if (empty.length === 0) continue;
      const box = empty[Math.floor(random() * empty.length)]!;
      const values = scoreTable(ruleset).distinct[box % ruleset.categories.length]!;
      const score = values[Math.floor(random() * values.length)]!;
      const after = boxes.map((b, i) => (i === box ? score : b));
      expect(fillGain(layout, sheet, box, score)).toBe(sheetTotal(ruleset, after) - sheetTotal(ruleset, boxes));
    }
  });

  it('offers without an announcement exactly the boxes the engine lets a turn score', () => {
    const random = prng(2 * id.length);
    const out = new Int32Array(layout.boxes);
    for (let n = 0; n < 300; n++) {
      const boxes = randomSheet(id, random, n / 300);
      const turn: Turn = { seat: 0, number: 1, rollsUsed: 1, dice: [1, 2, 3, 4, 5], announced: null } as unknown as Turn;
      const engine = boxes.flatMap((_, i) => (boxRefusal(ruleset, boxes, turn, Math.floor(i / layout.categories), i % layout.categories) === null ? [i] : []));
      const count = plainBoxes(layout, toSheet(layout, boxes), out);
      expect(Array.from(out.subarray(0, count))).toEqual(engine);
    }
  });

  it('values the sheets a turn can leave by difference exactly as from scratch', () => {
    // Random weights of the shipped shape: every feature and hidden unit counts.
    const shipped = models.get(id)!;
    const random0 = prng(4 * id.length);
    const noise = (a: Float32Array, scale: number) => Float32Array.from(a, () => scale * (random0() - 0.5));
    const w = shipped.weights;
    const model = new ValueModel(layout, { ...w, w1: noise(w.w1, 1), b1: noise(w.b1, 0.5), w2: noise(w.w2, 20), lin: noise(w.lin, 20) });
    const random = prng(3 * id.length);
    const x = new Float64Array(model.features.inputs);
    for (let n = 0; n < 60; n++) {
      const sheet = toSheet(layout, randomSheet(id, random, n / 60));
      const search = new TurnSearch(model, sheet);
      model.featuresOf(sheet, x);
      // A full sheet is worth nothing more, whatever the network says of it.
      expect(search.value).toBeCloseTo(search.empty === 0 ? 0 : model.valueOf(x), 6);
      const empty = Array.from(sheet.keys()).filter((i) => sheet[i]! < 0);
      if (empty.length < 2) continue;
      for (const box of empty.slice(0, 4)) {
        const g = search.gains(box);
        for (const v of scoreTable(ruleset).distinct[box % layout.categories]!) {
          const after = Int16Array.from(sheet);
          after[box] = v;
          model.featuresOf(after, x);
          expect(g[v]).toBeCloseTo(fillGain(layout, sheet, box, v) + model.valueOf(x), 6);
        }
      }
    }
  });

  it('plays the training games as the bot plays through the engine: the same dice make the same sheet', () => {
    const model = models.get(id)!;
    for (const seed of [1, 2]) {
      const trained = playSolitaire(model, prng(seed));
      // The engine draws each reroll's dice in order from the same source, as the training games add them to the kept ones.
      const { state } = playGame(id, [(s) => strongMove(s, model)], prng(seed));
      expect(Array.from(trained)).toEqual(state.seats[0]!.boxes);
    }
  });

  it('ships weights that decode to what was encoded, for their own ruleset only', () => {
    const weights = roundWeights(models.get(id)!.weights);
    const bytes = encodeWeights(id, weights);
    expect(decodeWeights(id, bytes)).toEqual(weights);
    expect(() => decodeWeights(id === 'jamb' ? 'yamb-classic' : 'jamb', bytes)).toThrow(/not/);
  });
});
