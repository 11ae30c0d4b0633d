import type { GameView, SeatView, TurnView } from '../service/index.js';
import type { SheetColumnView } from '../service/view.js';
import { builder } from './builder.js';
import { MoveRef } from './moves.js';
import { PlayerRefObject } from './players.js';
import { CategoryEnum, ColumnEnum, GameStatusEnum, RULESET_ID_NOTE } from './vocabulary.js';

type BoxView = SheetColumnView['boxes'][number];
type AvailableView = TurnView['available'][number];
type WinnerView = NonNullable<GameView['winners']>[number];

const BoxRef = builder.objectRef<BoxView>('Box').implement({
  description: 'One box of a sheet.',
  fields: (t) => ({
    category: t.field({ type: CategoryEnum, description: 'The category (row).', resolve: (b) => b.category }),
    score: t.int({ nullable: true, description: 'The score written; null while the box is empty.', resolve: (b) => b.score }),
  }),
});

const SUBTOTAL_NOTE = 'Null where the ruleset has no such row (see `Ruleset.totals`) or while it cannot be decided yet.';

const SheetColumnRef = builder.objectRef<SheetColumnView>('SheetColumn').implement({
  description: 'One column of a sheet: its boxes in category order, its subtotals and total.',
  fields: (t) => ({
    column: t.field({ type: ColumnEnum, description: 'The column.', resolve: (c) => c.column }),
    boxes: t.field({ type: [BoxRef], description: 'Every box of the column, in the ruleset\'s category order.', resolve: (c) => c.boxes }),
    upper: t.int({ nullable: true, description: `Sum of the number boxes. ${SUBTOTAL_NOTE}`, resolve: (c) => c.upper ?? null }),
    bonus: t.int({
      nullable: true,
      description: `The upper bonus: its points, 0 once missed. ${SUBTOTAL_NOTE}`,
      resolve: (c) => c.bonus ?? null,
    }),
    middle: t.int({
      nullable: true,
      description: `Ones x (Max - Min), once the three boxes are filled (may be negative). ${SUBTOTAL_NOTE}`,
      resolve: (c) => c.middle ?? null,
    }),
    lower: t.int({ nullable: true, description: `Sum of the combination boxes. ${SUBTOTAL_NOTE}`, resolve: (c) => c.lower ?? null }),
    total: t.exposeInt('total', { description: 'The column total so far.' }),
  }),
});

const SeatRef = builder.objectRef<SeatView>('Seat').implement({
  description: 'A seat of a game: its player and score sheet.',
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat number, from 0; seats play in this order.' }),
    player: t.field({ type: PlayerRefObject, nullable: true, description: 'The player; null while the seat is free.', resolve: (s) => s.player }),
    resigned: t.exposeBoolean('resigned', { description: 'Whether the player resigned (it ranks last).' }),
    sheet: t.field({ type: [SheetColumnRef], description: 'The score sheet, one entry per column in the ruleset\'s order.', resolve: (s) => s.sheet }),
    total: t.exposeInt('total', { description: 'The grand total so far.' }),
    place: t.int({
      nullable: true,
      description: 'Once finished: 1 for the best total, equal totals share a place, resigned seats share the last. Null before.',
      resolve: (s) => s.place,
    }),
  }),
});

const AvailableBoxRef = builder.objectRef<AvailableView>('AvailableBox').implement({
  description: 'A box the current dice may be scored in, with the score it would get.',
  fields: (t) => ({
    column: t.field({ type: ColumnEnum, description: 'The column.', resolve: (b) => b.column }),
    category: t.field({ type: CategoryEnum, description: 'The category.', resolve: (b) => b.category }),
    score: t.exposeInt('score', { description: 'What `score` would write now.' }),
  }),
});

const TurnRef = builder.objectRef<TurnView>('Turn').implement({
  description: 'The turn being played, with every legal choice, so a client needs no rule to offer them.',
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat to move.' }),
    player: t.field({ type: PlayerRefObject, description: 'The player to move.', resolve: (x) => x.player }),
    number: t.exposeInt('number', { description: 'The turn number, from 1, counting every seat\'s turns.' }),
    rollsUsed: t.exposeInt('rollsUsed', { description: 'Rolls made this turn.' }),
    rollsLeft: t.exposeInt('rollsLeft', { description: 'Rolls still allowed this turn.' }),
    dice: t.intList({ description: 'The dice (faces 1 to 6) by position; empty before the first roll. `keep` names these positions.', resolve: (x) => x.dice }),
    announced: t.field({ type: CategoryEnum, nullable: true, description: 'The category announced this turn, if any.', resolve: (x) => x.announced }),
    canRoll: t.exposeBoolean('canRoll', { description: 'Whether `roll` is allowed now.' }),
    announceable: t.field({ type: [CategoryEnum], description: 'Categories `announce` accepts now; empty when announcing is not possible.', resolve: (x) => x.announceable }),
    available: t.field({
      type: [AvailableBoxRef],
      description: 'Every box `score` accepts now, with its score; empty before the first roll.',
      resolve: (x) => x.available,
    }),
  }),
});

const WinnerRef = builder.objectRef<WinnerView>('Winner').implement({
  description: 'A seat with the best total of a finished game.',
  fields: (t) => ({
    seat: t.exposeInt('seat', { description: 'The seat.' }),
    player: t.field({ type: PlayerRefObject, nullable: true, description: 'Its player.', resolve: (w) => w.player }),
  }),
});

export const GameRef = builder.objectRef<GameView>('Game').implement({
  description: 'A game as everyone may see it: seats, sheets with totals, the turn with its legal choices, and the winners once finished.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The game id.' }),
    sheetUrl: t.string({
      description: "The game's printable score sheet (SVG, A4 portrait), relative to the API's address; cacheable by version.",
      resolve: (g) => `/v1/games/${g.id}/sheet.svg`,
    }),
    ruleset: t.exposeString('ruleset', { description: RULESET_ID_NOTE }),
    status: t.field({ type: GameStatusEnum, description: 'Open, active or finished.', resolve: (g) => g.status }),
    version: t.exposeInt('version', {
      description: 'Starts at 1; every accepted action adds exactly 1. Send it as `expectedVersion` to act only on this state.',
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the game was created.', resolve: (g) => g.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'When the last move was accepted.', resolve: (g) => g.updatedAt }),
    seats: t.field({ type: [SeatRef], description: 'Every seat, in playing order.', resolve: (g) => g.seats }),
    turn: t.field({ type: TurnRef, nullable: true, description: 'The turn being played; null unless the game is active.', resolve: (g) => g.turn }),
    winners: t.field({
      type: [WinnerRef],
      nullable: true,
      description: 'Seats with the best total once finished (several on a tie, none if every player resigned); null before.',
      resolve: (g) => g.winners,
    }),
    lastMove: t.field({ type: MoveRef, nullable: true, description: 'The move that created this version.', resolve: (g) => g.lastMove }),
    moves: t.field({
      type: [MoveRef],
      description: 'The move log up to this version, oldest first (one more read; the log can be long).',
      resolve: async (g, _args, ctx) => (await ctx.service.games.moves(g.id)).moves.filter((m) => m.version <= g.version),
    }),
  }),
});

builder.queryFields((t) => ({
  game: t.field({
    type: GameRef,
    nullable: true,
    description: 'A game; null with a NOT_FOUND error for an unknown id. Needs no token.',
    args: { id: t.arg.id({ required: true, description: 'The game id.' }) },
    resolve: (_root, { id }, ctx) => ctx.service.games.get(id),
  }),
}));
