import type { MoveView } from '../service/index.js';
import { builder, describedValues } from './builder.js';
import { PlayerRefObject } from './players.js';
import { CategoryEnum, ColumnEnum } from './vocabulary.js';

const MoveTypeEnum = builder.enumType('MoveType', {
  description: 'What an accepted action did.',
  values: describedValues<MoveView['type']>({
    create: 'The game was created; the creator took seat 0.',
    join: 'A player took the next free seat.',
    roll: 'The player to move rolled the dice not kept.',
    announce: 'The player to move announced a category.',
    score: 'The player to move wrote the dice into a box.',
    resign: 'A player left the game; it ranks last.',
  }),
});

/** One entry of a game's move log. Fields that do not apply to a move's type are null. */
export const MoveRef = builder.objectRef<MoveView>('Move').implement({
  description: 'One accepted action of a game. Fields that do not belong to the move\'s `type` are null.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'The game version this move created (the first move creates version 1).' }),
    at: t.field({ type: 'DateTime', description: 'When the move was accepted.', resolve: (m) => m.at }),
    type: t.field({ type: MoveTypeEnum, description: 'What the move did.', resolve: (m) => m.type }),
    seat: t.exposeInt('seat', { description: 'The seat that moved, from 0.' }),
    player: t.field({ type: PlayerRefObject, nullable: true, description: 'The player of that seat.', resolve: (m) => m.player }),
    turn: t.int({ nullable: true, description: 'The turn number; null for create and join.', resolve: (m) => m.turn }),
    keep: t.intList({ nullable: true, description: 'roll: the positions of the dice kept from the previous roll.', resolve: (m) => m.keep ?? null }),
    dice: t.intList({ nullable: true, description: 'roll: the dice after the roll; score: the dice scored.', resolve: (m) => m.dice ?? null }),
    column: t.field({ type: ColumnEnum, nullable: true, description: 'score: the column written.', resolve: (m) => m.column ?? null }),
    category: t.field({
      type: CategoryEnum,
      nullable: true,
      description: 'announce: the category announced; score: the category written.',
      resolve: (m) => m.category ?? null,
    }),
    score: t.int({ nullable: true, description: 'score: the score written.', resolve: (m) => m.score ?? null }),
    ruleset: t.string({ nullable: true, description: 'create: the ruleset id.', resolve: (m) => m.ruleset ?? null }),
    seats: t.int({ nullable: true, description: 'create: the number of seats.', resolve: (m) => m.seats ?? null }),
  }),
});
