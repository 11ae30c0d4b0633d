import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../src/engine/index.js';
import { RULESETS, RULESET_IDS, scoreDice, toFace } from '../../src/engine/index.js';
import { REFERENCE_COLUMNS, REFERENCE_DICE, REFERENCE_RULES, allRolls, referenceScore } from './reference-scoring.js';

const engineScore = (ruleset: RulesetId, category: string, dice: readonly number[]): number => {
  const def = RULESETS[ruleset].categories.find((c) => c.id === category);
  if (!def) throw new Error(`${ruleset} has no ${category}`);
  return scoreDice(def.scoring, dice.map(toFace));
};

describe('every distinct roll', () => {
  it('there are 252 multisets of five dice and 462 of six', () => {
    expect(allRolls(5)).toHaveLength(252);
    expect(allRolls(6)).toHaveLength(462);
  });
});

describe.each(RULESET_IDS)('%s matches RULES.md', (id) => {
  const ruleset = RULESETS[id];

  // RULES.md: each ruleset's dice, columns and categories, top to bottom.
  it('has the dice, columns and categories of RULES.md, in order', () => {
    expect(ruleset.dice).toBe(REFERENCE_DICE[id]);
    expect(ruleset.columns.map((c) => c.id)).toEqual(REFERENCE_COLUMNS[id]);
    expect(ruleset.categories.map((c) => c.id)).toEqual(Object.keys(REFERENCE_RULES[id]));
  });

  it.each(ruleset.categories.map((c) => c.id))('%s: engine score equals the reference score for every distinct roll', (category) => {
    const mismatches = allRolls(ruleset.dice)
      .map((dice) => ({ dice: dice.join(''), engine: engineScore(id, category, dice), reference: referenceScore(id, category, dice) }))
      .filter((m) => m.engine !== m.reference);
    expect(mismatches).toEqual([]);
  });
});

describe('scores do not depend on dice order', () => {
  const die = fc.integer({ min: 1, max: 6 });
  const case_ = fc
    .constantFrom(...RULESET_IDS)
    .chain((id) =>
      fc.array(die, { minLength: RULESETS[id].dice, maxLength: RULESETS[id].dice }).chain((dice) =>
        fc.record({
          id: fc.constant(id),
          category: fc.constantFrom(...RULESETS[id].categories.map((c) => c.id)),
          dice: fc.constant(dice),
          shuffled: fc.shuffledSubarray(dice, { minLength: dice.length, maxLength: dice.length }),
        }),
      ),
    );

  it('any permutation of the dice scores the same in every category', () => {
    fc.assert(
      fc.property(case_, ({ id, category, dice, shuffled }) => {
        expect(engineScore(id, category, shuffled)).toBe(engineScore(id, category, dice));
      }),
      { seed: 20240601, numRuns: 2000 },
    );
  });
});
