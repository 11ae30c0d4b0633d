/**
 * The rules engine: pure TypeScript, no IO, importing nothing outside this folder. Every
 * transition returns a new state or a rule error with a stable code.
 *
 * The public vocabulary is data: `as const` arrays, each with its type derived from it, from
 * which other layers generate their enums. Ids (`ids.ts`): RULESET_IDS, COLUMN_IDS,
 * CATEGORY_IDS, GAME_STATUSES, FACES. Ruleset words and moves (`vocabulary.ts`):
 * COLUMN_ORDERS, SECTIONS, SCORING_KINDS, OF_A_KIND_SCORES, FULL_HOUSE_SCORES, TOTALS_KINDS,
 * UPPER_BONUS_TIMINGS, ANNOUNCE_WINDOWS, MOVE_TYPES, PLAY_ACTION_TYPES. Refusals
 * (`result.ts`): RULE_ERROR_CODES.
 */
export * from './ids.js';
export * from './vocabulary.js';
export * from './result.js';
export * from './scoring.js';
export * from './roll-scores.js';
export * from './rulesets.js';
export * from './common-rules.js';
export * from './state.js';
export * from './dice.js';
export * from './sheet.js';
export * from './rules.js';
export * from './game.js';
export * from './lifecycle.js';
export * from './queries.js';
export * from './replay.js';
export * from './notation.js';
