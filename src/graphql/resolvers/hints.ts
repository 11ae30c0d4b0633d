import type { GameView } from '../../contract/index.js';
import { OPERATIONS } from '../../contract/index.js';
import type { HintResult } from '../../service/index.js';
import { caller } from './players.js';
import type { Resolvers } from './types.js';

/** A hint as the service gives it. */
export type Hint = HintResult['hint'];
type HintAction = Hint['best'];

/* `Game.hint`, and an action as one object whose fields are set by its type (hints.ts says why). */
export const hints = {
  Game: {
    hint: async (g: GameView, _args, ctx) => (await ctx.service.hints.hint(await caller(ctx, OPERATIONS.getHint), g.id)).hint,
  },
  HintAction: {
    keep: (a: HintAction) => (a.type === 'roll' ? [...a.keep] : null),
    column: (a: HintAction) => (a.type === 'score' ? a.column : null),
    category: (a: HintAction) => (a.type === 'roll' ? null : a.category),
  },
} satisfies Resolvers;
