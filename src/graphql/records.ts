import type { PlayerStats, ProofView } from '../contract/index.js';
import { PlayerStatsSchema, ProofSchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { GameRef } from './games.js';
import { PlayerObject } from './players.js';
import { records } from './resolvers/records.js';

/* Game records over GraphQL: a finished game's proof and a player's statistics, generated from the contract as REST's are. */

const ProofRef = objectFromZod<ProofView>('Proof', ProofSchema);
const PlayerStatsRef = objectFromZod<PlayerStats>('PlayerStats', PlayerStatsSchema);

builder.objectFields(GameRef, (t) => ({
  proof: t.field({
    type: ProofRef,
    nullable: true,
    description: 'The proof of the dice once the game is finished (REST: GET /v1/games/{id}/proof); null before, while the seed is secret. One more read.',
    resolve: records.Game.proof,
  }),
}));

builder.objectFields(PlayerObject, (t) => ({
  stats: t.field({
    type: PlayerStatsRef,
    description: "The player's statistics per ruleset played (REST: GET /v1/players/{id}/stats). Reads the player's games.",
    resolve: records.Player.stats,
  }),
}));
