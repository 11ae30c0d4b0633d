import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import type { z } from '@hono/zod-openapi';
import { HINT_ACTION_TYPES, HintOptionSchema, HintSchema } from '../contract/index.js';
import { builder, describedValues } from './builder.js';
import { GameRef } from './games.js';
import type { Hint } from './resolvers/hints.js';
import { hints } from './resolvers/hints.js';
import { CategoryEnum, ColumnEnum } from './vocabulary.js';

/*
 * `Game.hint`: the contract's Hint (contract/hints.ts). GraphQL has no unions of input-like
 * shapes that fit an action, so an action is one object whose fields are set by its type,
 * the same names and values as the REST body.
 */

const described = (schema: z.ZodType) => {
  const description = getOpenApiMetadata(schema as never)?.description;
  if (!description) throw new Error('hint schemas need descriptions');
  return description;
};
const fieldOf = (schema: z.ZodObject, key: string) => described((schema.shape as Record<string, z.ZodType>)[key]!);

const HintActionType = builder.enumType('HintActionType', {
  description: 'What a hinted action does (the `type` of a POST /v1/games/{id}/actions body).',
  values: describedValues(HINT_ACTION_TYPES),
});

const HintActionRef = builder.objectRef<Hint['best']>('HintAction').implement({
  description: 'An action exactly as the roll, announce and score mutations (and POST /v1/games/{id}/actions) take it; the fields its type does not use are null.',
  fields: (t) => ({
    type: t.expose('type', { type: HintActionType, description: 'What the action does.' }),
    keep: t.intList({ nullable: true, description: 'roll: positions (0-based) of the dice to keep; empty on the first roll of a turn.', resolve: hints.HintAction.keep }),
    column: t.field({ type: ColumnEnum, nullable: true, description: 'score: the column.', resolve: hints.HintAction.column }),
    category: t.field({ type: CategoryEnum, nullable: true, description: 'announce, score: the category.', resolve: hints.HintAction.category }),
  }),
});

const HintOptionRef = builder.objectRef<Hint['options'][number]>('HintOption').implement({
  description: described(HintOptionSchema),
  fields: (t) => ({
    action: t.expose('action', { type: HintActionRef, description: fieldOf(HintOptionSchema, 'action') }),
    value: t.exposeFloat('value', { description: fieldOf(HintOptionSchema, 'value') }),
  }),
});

const HintRef = builder.objectRef<Hint>('Hint').implement({
  description: described(HintSchema),
  fields: (t) => ({
    best: t.expose('best', { type: HintActionRef, description: fieldOf(HintSchema, 'best') }),
    options: t.expose('options', { type: [HintOptionRef], description: fieldOf(HintSchema, 'options') }),
    exact: t.exposeBoolean('exact', { description: fieldOf(HintSchema, 'exact') }),
  }),
});

builder.objectFields(GameRef, (t) => ({
  hint: t.field({
    type: HintRef,
    nullable: true,
    description:
      "The best move for the caller, who must be the player to move, and the value of every legal action (the game's current version, whatever version this Game is). FORBIDDEN when the caller has no seat or the game was created with `hints: false`.",
    resolve: hints.Game.hint,
  }),
}));
