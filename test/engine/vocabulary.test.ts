import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/index.js';
import {
  ALL_RULESETS,
  ANNOUNCE_WINDOWS,
  COLUMN_ORDERS,
  FULL_HOUSE_SCORES,
  MOVE_TYPES,
  OF_A_KIND_SCORES,
  PLAY_ACTION_TYPES,
  RULESETS,
  RULESET_IDS,
  SCORING_KINDS,
  SECTIONS,
  TOTALS_KINDS,
  UPPER_BONUS_TIMINGS,
} from '../../src/engine/index.js';

// STYLE.md, practice 3: vocabulary is data; other layers generate their enums from these arrays,
// so every word the rulesets use must be in its list, and no list may hold a word nothing uses.

/** Each vocabulary with the words the four rulesets actually use from it. */
const USES: readonly [string, readonly string[], (r: Ruleset) => readonly string[]][] = [
  ['COLUMN_ORDERS', COLUMN_ORDERS, (r) => r.columns.map((c) => c.order)],
  ['SECTIONS', SECTIONS, (r) => r.categories.map((c) => c.section)],
  ['SCORING_KINDS', SCORING_KINDS, (r) => r.categories.map((c) => c.scoring.kind)],
  ['OF_A_KIND_SCORES', OF_A_KIND_SCORES, (r) => r.categories.flatMap((c) => (c.scoring.kind === 'ofAKind' ? [c.scoring.score] : []))],
  ['FULL_HOUSE_SCORES', FULL_HOUSE_SCORES, (r) => r.categories.flatMap((c) => (c.scoring.kind === 'fullHouse' ? [c.scoring.score] : []))],
  ['TOTALS_KINDS', TOTALS_KINDS, (r) => [r.totals.kind]],
  ['UPPER_BONUS_TIMINGS', UPPER_BONUS_TIMINGS, (r) => (r.totals.kind === 'sections' && r.totals.upperBonus ? [r.totals.upperBonus.when] : [])],
  ['ANNOUNCE_WINDOWS', ANNOUNCE_WINDOWS, (r) => (r.announce ? [r.announce.window] : [])],
];

describe.each(USES)('%s', (_, words, used) => {
  it('holds distinct words', () => {
    expect(new Set(words).size).toBe(words.length);
  });

  it('is exactly the set of words the rulesets use', () => {
    const seen = new Set(ALL_RULESETS.flatMap(used));
    expect([...seen].sort()).toEqual([...words].sort());
  });
});

describe('ruleset ids', () => {
  it('RULESETS holds one ruleset per id of RULESET_IDS, filed under its own id', () => {
    expect(Object.keys(RULESETS).sort()).toEqual([...RULESET_IDS].sort());
    for (const id of RULESET_IDS) expect(RULESETS[id].id).toBe(id);
    expect(ALL_RULESETS.map((r) => r.id)).toEqual(RULESET_IDS);
  });
});

describe('move types', () => {
  it('the play actions are the moves a seated player sends to an active game, in the same order', () => {
    // create, join, leave, invite and decline have routes of their own; a timeout is the server's move.
    expect(PLAY_ACTION_TYPES).toEqual(MOVE_TYPES.filter((t) => !['create', 'join', 'leave', 'timeout', 'invite', 'decline'].includes(t)));
  });
});
