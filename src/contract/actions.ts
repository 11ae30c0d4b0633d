import { z } from '@hono/zod-openapi';
import type { PlayAction } from '../engine/index.js';
import type { Action } from '../strategy/index.js';
import { CategoryIdSchema, ColumnIdSchema } from './enums.js';

/*
 * The actions of the player to move, written once: what each type carries, as a body of
 * POST /v1/games/{id}/actions (which the engine's `PlayAction` mirrors) and as a hint names it
 * (the strategy's `Action`: every roll says what it keeps; a hint never resigns). The type
 * checks at the end hold the engine and the strategy to these shapes.
 */

/** Dice positions, 0-based, as `keep` names them. */
const Positions = z.array(z.number().int().min(0).max(5));

const Keep = Positions.max(6)
  .optional()
  .meta({ description: 'Positions (0-based) of the dice to keep; empty or absent on the first roll.', example: [0, 3] });

export const ActionBodySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('roll'), keep: Keep }).strict().openapi('RollAction'),
    z.object({ type: z.literal('announce'), category: CategoryIdSchema }).strict().openapi('AnnounceAction'),
    z.object({ type: z.literal('score'), column: ColumnIdSchema, category: CategoryIdSchema }).strict().openapi('ScoreAction'),
    z.object({ type: z.literal('resign') }).strict().openapi('ResignAction'),
  ])
  .openapi('Action');

export const HintActionSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('roll'),
      keep: Positions.meta({ description: 'Positions (0-based) of the dice to keep; empty on the first roll of a turn.' }),
    }),
    z.object({ type: z.literal('announce'), category: CategoryIdSchema }),
    z.object({ type: z.literal('score'), column: ColumnIdSchema, category: CategoryIdSchema }),
  ])
  .openapi('HintAction', { description: 'An action exactly as POST /v1/games/{id}/actions takes it: roll (keeping dice by position), announce or score.' });

/** What a hinted action does, in the words GraphQL's `HintActionType` gives each type. */
export const HINT_ACTION_TYPES = {
  roll: 'Roll the dice not kept (every die on the first roll of a turn).',
  announce: 'Announce a category for the announce column.',
  score: 'Write the dice into a box and end the turn.',
} as const satisfies Record<z.infer<typeof HintActionSchema>['type'], string>;

export type ActionBody = z.infer<typeof ActionBodySchema>;
export type HintActionView = z.infer<typeof HintActionSchema>;

// The engine takes every body; the strategy's actions are exactly the hint's (both ways, up
// to readonly arrays): a change on either side is a compile error here.
type Frozen<T> = { readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? readonly U[] : T[K] };
type Agrees<A, B> = [A] extends [B] ? true : false;
type Check<T extends true> = T;
export type ActionTypesAgree = [Check<Agrees<ActionBody, PlayAction>>, Check<Agrees<Action, Frozen<HintActionView>>>, Check<Agrees<Frozen<HintActionView>, Action>>];
