import type { GameView, PlayerView } from '../../contract/index.js';
import type { Resolvers } from './types.js';

/* Game records: a finished game's proof and a player's statistics. */
export const records = {
  Game: {
    proof: async (g: GameView, _args, ctx) => (g.status === 'finished' ? ctx.service.records.proof(g.id) : null),
  },
  Player: {
    stats: (p: PlayerView, _args, ctx) => ctx.service.records.stats(p.id),
  },
} satisfies Resolvers;
