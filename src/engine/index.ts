/**
 * The rules engine: pure TypeScript, no IO, importing nothing outside this folder. Every
 * transition returns a new state or a rule error with a stable code.
 */
export * from './ids.js';
export * from './result.js';
export * from './scoring.js';
export * from './rulesets.js';
export * from './state.js';
export * from './dice.js';
export * from './sheet.js';
export * from './rules.js';
export * from './game.js';
export * from './queries.js';
export * from './replay.js';
