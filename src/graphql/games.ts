import type { GameView } from '../contract/index.js';
import { GameSchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { MoveRef } from './moves.js';
import { games } from './resolvers/games.js';

/*
 * The game as GraphQL shows it: the contract's Game with every nested type generated from it
 * (Seat, SheetColumn, Box, Turn, AvailableBox, Winner, Move), plus what only GraphQL has.
 */

export const GameRef = objectFromZod<GameView>('Game', GameSchema, {
  extra: (t) => ({
    sheetUrl: t.string({
      description: "The game's printable score sheet (SVG, A4 portrait), relative to the API's address; cacheable by version.",
      resolve: games.Game.sheetUrl,
    }),
    moves: t.field({
      type: [MoveRef],
      description: 'The move log up to this version, oldest first (one more read; the log can be long).',
      resolve: games.Game.moves,
    }),
  }),
});

builder.queryFields((t) => ({
  game: t.field({
    type: GameRef,
    nullable: true,
    description: 'A game; null with a NOT_FOUND error for an unknown id. Needs no token; with one (scope `games:read`), a player of an open game also gets its `invitation`.',
    args: { id: t.arg.id({ required: true, description: 'The game id.' }) },
    resolve: games.Query.game,
  }),
}));
