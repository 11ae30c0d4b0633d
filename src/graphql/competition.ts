import type { PlayerRatingView, RatingEntry, TournamentSummary, TournamentView } from '../contract/index.js';
import { PlayerRatingSchema, RatingEntrySchema, TOURNAMENT_LIMITS, TURN_SECONDS, TournamentSchema, TournamentStatusSchema, TournamentSummarySchema } from '../contract/index.js';
import { builder } from './builder.js';
import { graphqlEnum, objectFromZod } from './from-zod.js';
import { PlayerObject } from './players.js';
import { competition } from './resolvers/competition.js';
import { RULESET_ID_NOTE } from './vocabulary.js';

/*
 * Competition over GraphQL: ratings (a player's, a ruleset's list) and tournaments (create,
 * join, leave, read, list), the same operations as REST with the same scopes and codes. The
 * types are made from the contract's schemas.
 */

const PlayerRatingRef = objectFromZod<PlayerRatingView>('PlayerRating', PlayerRatingSchema);
const RatingEntryRef = objectFromZod<RatingEntry>('RatingEntry', RatingEntrySchema);
const RatingConnection = builder.connectionObject({ type: RatingEntryRef, name: 'RatingConnection' });
const TournamentRef = objectFromZod<TournamentView>('Tournament', TournamentSchema);
const TournamentSummaryRef = objectFromZod<TournamentSummary>('TournamentSummary', TournamentSummarySchema, {
  extra: (t) => ({
    tournament: t.field({ type: TournamentRef, description: 'The whole tournament: players, standings, rounds (one more read per item).', resolve: competition.TournamentSummary.tournament }),
  }),
});
const TournamentConnection = builder.connectionObject({ type: TournamentSummaryRef, name: 'TournamentConnection' });
const TournamentStatusEnum = graphqlEnum(TournamentStatusSchema);

builder.objectFields(PlayerObject, (t) => ({
  ratings: t.field({
    type: [PlayerRatingRef],
    description: "The player's rating per ruleset of a rated game it played, with its rank (REST: GET /v1/players/{id}/ratings). Reads the player's ratings.",
    resolve: competition.Player.ratings,
  }),
}));

builder.queryFields((t) => {
  const pageArgs = () => ({
    first: t.arg.int({ description: 'Page size, 1 to 100 (default 20).' }),
    after: t.arg.string({ description: 'An `endCursor` or edge `cursor` from this list: the page continues right after it.' }),
  });
  return {
    ratings: t.field({
      type: RatingConnection,
      description: "A ruleset's players by display rating, best first, with ranks (equal ratings share one). NOT_FOUND for an unknown ruleset.",
      args: { ruleset: t.arg.string({ required: true, description: RULESET_ID_NOTE }), ...pageArgs() },
      resolve: competition.Query.ratings,
    }),
    tournament: t.field({
      type: TournamentRef,
      nullable: true,
      description: 'A tournament with its players, standings and rounds; null with a NOT_FOUND error for an unknown id. Needs no token.',
      args: { id: t.arg.id({ required: true, description: 'The tournament id.' }) },
      resolve: competition.Query.tournament,
    }),
    tournaments: t.field({
      type: TournamentConnection,
      description: 'Tournaments of a status (upcoming when absent): upcoming and running soonest start first, finished latest first. Needs no token.',
      args: { status: t.arg({ type: TournamentStatusEnum, description: 'Which tournaments; upcoming when absent.' }), ...pageArgs() },
      resolve: competition.Query.tournaments,
    }),
  };
});

builder.mutationFields((t) => {
  const id = () => t.arg.id({ required: true, description: 'The tournament id.' });
  const { tableSize, rounds, players } = TOURNAMENT_LIMITS;
  return {
    createTournament: t.field({
      type: TournamentRef,
      description: 'Creates a Swiss tournament starting at `startsAt`; the creator does not play unless it joins. Errors: UNAUTHENTICATED, VALIDATION_FAILED (sizes, rounds or startsAt out of range).',
      args: {
        name: t.arg.string({ required: true, description: `1 to ${TOURNAMENT_LIMITS.nameLength} characters.` }),
        ruleset: t.arg.string({ required: true, description: RULESET_ID_NOTE }),
        tableSize: t.arg.int({ required: true, description: `Players per table, ${tableSize.min} to ${tableSize.max}.` }),
        rounds: t.arg.int({ required: true, description: `Rounds, ${rounds.min} to ${rounds.max}.` }),
        turnSeconds: t.arg.int({ required: true, description: `Seconds each turn of its games may take, ${TURN_SECONDS.min} to ${TURN_SECONDS.max}.` }),
        startsAt: t.arg({ type: 'DateTime', required: true, description: 'When round 1 starts: in the future.' }),
        maxPlayers: t.arg.int({ description: `The most players who may join, ${players.min} to ${players.max}; ${players.max} when absent.` }),
        rated: t.arg.boolean({ description: 'Whether its games are rated; false when absent.' }),
      },
      resolve: competition.Mutation.createTournament,
    }),
    joinTournament: t.field({
      type: TournamentRef,
      description: 'Adds the caller to the players before the start; joining again changes nothing. Errors: TOURNAMENT_CLOSED (full, started or finished), NOT_FOUND.',
      args: { tournamentId: id() },
      resolve: competition.Mutation.joinTournament,
    }),
    leaveTournament: t.field({
      type: TournamentRef,
      description: 'Takes the caller off the players before the start; leaving one you are not in changes nothing. Errors: TOURNAMENT_CLOSED (started or finished), NOT_FOUND.',
      args: { tournamentId: id() },
      resolve: competition.Mutation.leaveTournament,
    }),
  };
});
