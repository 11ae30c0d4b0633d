import { CATEGORY_IDS, COLUMN_IDS, GAME_STATUSES } from '../engine/index.js';
import { builder } from './builder.js';

/*
 * The shared vocabulary, generated from the engine's id arrays so the schema can never name
 * a column, category or status the engine does not know. Ruleset ids contain '-', which a
 * GraphQL enum value cannot, so they travel as String and the service checks them.
 */

export const ColumnEnum = builder.enumType('Column', {
  description: 'A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset (`Ruleset.columns`).',
  values: COLUMN_IDS,
});

export const CategoryEnum = builder.enumType('Category', {
  description: 'A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring (`Ruleset.categories`).',
  values: CATEGORY_IDS,
});

export const GameStatusEnum = builder.enumType('GameStatus', {
  description: '`open`: waiting for players to take the free seats; `active`: being played; `finished`: every sheet is full (or every player resigned).',
  values: GAME_STATUSES,
});

export const RULESET_ID_NOTE = 'A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see `rulesets`). A String, not an enum, because ids contain "-"; the server checks it.';
