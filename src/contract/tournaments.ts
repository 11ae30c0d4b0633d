import { z } from '@hono/zod-openapi';
import { RulesetIdSchema, contractEnum } from './enums.js';
import { TOURNAMENT_LIMITS, TOURNAMENT_STATUSES, TURN_SECONDS } from './options.js';
import { IdSchema, PlayerRefSchema, TimestampSchema } from './views.js';

/*
 * Correspondence tournaments (API.md, round 3): Swiss rounds of games at tables of 2 to 4,
 * written once here: what a client sends to create one, and the views both APIs send (the
 * tournament with its players, standings and rounds; a summary for lists). Their statuses and
 * limits, which the service reads, are plain data in options.ts.
 */

export const TournamentStatusSchema = contractEnum(TOURNAMENT_STATUSES, {
  name: 'TournamentStatus',
  graphql: 'TournamentStatus',
  description: 'Where a tournament stands.',
  values: {
    upcoming: 'Players join and leave until it starts at `startsAt`.',
    running: 'Its rounds are being played.',
    finished: 'The last round is over (or too few players came): the standings are final.',
  },
});

const int = (description: string) => z.number().int().meta({ description });
const { tableSize, rounds, players } = TOURNAMENT_LIMITS;

export const CreateTournamentBodySchema = z
  .object({
    name: z.string().trim().min(1).max(TOURNAMENT_LIMITS.nameLength).meta({ description: `1 to ${TOURNAMENT_LIMITS.nameLength} characters.`, example: 'Sunday jamb' }),
    ruleset: RulesetIdSchema,
    tableSize: z.number().int().min(tableSize.min).max(tableSize.max).meta({ description: `Players per table, ${tableSize.min} to ${tableSize.max}.`, example: 3 }),
    rounds: z.number().int().min(rounds.min).max(rounds.max).meta({ description: `Rounds, ${rounds.min} to ${rounds.max}.`, example: 3 }),
    turnSeconds: z
      .number()
      .int()
      .max(TURN_SECONDS.max)
      .meta({ description: `Seconds each turn of its games may take, ${TURN_SECONDS.min} to ${TURN_SECONDS.max}: a turn that runs out is played by the timeout rule, so every round ends.`, example: 86_400 }),
    startsAt: TimestampSchema.meta({ description: `When round 1 starts: in the future, at most ${TOURNAMENT_LIMITS.startsWithinDays} days ahead.` }),
    maxPlayers: z.number().int().min(players.min).max(players.max).optional().meta({ description: `The most players who may join, ${players.min} to ${players.max}; ${players.max} when absent.`, example: 16 }),
    rated: z.boolean().optional().meta({ description: "Whether its games are rated (each changes its players' ratings); false when absent." }),
  })
  .strict()
  .openapi('CreateTournament');

export const TournamentSettingsSchema = z
  .object({
    tableSize: int('Players per table (a leftover table may be smaller).'),
    rounds: int('Rounds to play.'),
    turnSeconds: int('Seconds each turn of its games may take.'),
    maxPlayers: int('The most players who may join.'),
    rated: z.boolean().meta({ description: 'Whether its games are rated.' }),
  })
  .openapi('TournamentSettings', { description: 'What the creator chose.' });

export const StandingSchema = z
  .object({
    rank: int('1 for the most points; equal points and tiebreak share a rank and the next rank skips.'),
    player: PlayerRefSchema.meta({ description: 'The player.' }),
    points: z.number().meta({ description: 'Place p at a table of n earns n - p points (tied places share the mean of theirs: halves happen); a bye earns tableSize - 1.', example: 4.5 }),
    games: int('Games played (byes not counted).'),
    byes: int('Rounds sat out with a bye.'),
    tiebreak: int('The sum of the grand totals of its games: the higher ranks first on equal points.'),
  })
  .openapi('Standing', { description: "A player's place in a tournament." });

export const TableResultSchema = z
  .object({
    player: PlayerRefSchema.meta({ description: 'The player.' }),
    place: int('The place in the game (1 for the best; resigned and timed-out players last).'),
    total: int('The grand total.'),
    points: z.number().meta({ description: 'The points the place earned.' }),
  })
  .openapi('TableResult', { description: "A seat's result at a table." });

export const TournamentTableSchema = z
  .object({
    table: int('The table, from 1.'),
    gameId: IdSchema.meta({ description: 'The game played at this table.' }),
    players: z.array(PlayerRefSchema).meta({ description: 'Its players in seat order.' }),
    results: z.array(TableResultSchema).nullable().meta({ description: 'Once the game is finished: every seat in seat order with its place, total and points. Null before.' }),
  })
  .openapi('TournamentTable', { description: 'One game of a round.' });

export const TournamentRoundSchema = z
  .object({
    round: int('The round, from 1.'),
    startedAt: TimestampSchema.meta({ description: 'When it started.' }),
    tables: z.array(TournamentTableSchema).meta({ description: 'Its tables: the first seats the highest ranked.' }),
    bye: PlayerRefSchema.nullable().meta({ description: 'The player who sits this round out (worth tableSize - 1 points), when one is left over.' }),
  })
  .openapi('TournamentRound', { description: 'One round of a tournament.' });

export const TournamentPlayerSchema = z
  .object({
    player: PlayerRefSchema.meta({ description: 'The player.' }),
    rating: z.number().int().nullable().meta({ description: 'Its display rating in the ruleset when the tournament started (round 1 seats by it); null before.' }),
  })
  .openapi('TournamentPlayer', { description: 'A player of a tournament.' });

const common = {
  id: IdSchema.meta({ description: 'The tournament id.' }),
  name: z.string().meta({ description: 'Its name.' }),
  ruleset: RulesetIdSchema.meta({ description: 'The ruleset of its games.' }),
  status: TournamentStatusSchema,
  version: int('Starts at 1; every change (a join, a leave, a result, a round) adds 1. Its events are numbered by it.'),
  startsAt: TimestampSchema.meta({ description: 'When round 1 starts (or started).' }),
  createdAt: TimestampSchema.meta({ description: 'When it was created.' }),
  createdBy: PlayerRefSchema.meta({ description: 'Who created it (who need not play).' }),
  settings: TournamentSettingsSchema,
  currentRound: int('The round being played; 0 before the start, the last round once finished.'),
};

export const TournamentSchema = z
  .object({
    ...common,
    finishedAt: TimestampSchema.nullable().meta({ description: 'When it finished; null before.' }),
    players: z.array(TournamentPlayerSchema).meta({ description: 'Its players, in the order they joined (by rating once started).' }),
    standings: z.array(StandingSchema).meta({ description: 'Every player, best first: by points, then tiebreak. Final once finished.' }),
    rounds: z.array(TournamentRoundSchema).meta({ description: 'The rounds started so far, first first.' }),
  })
  .openapi('Tournament', { description: 'A correspondence tournament: Swiss rounds of games at tables.' });

export const TournamentSummarySchema = z
  .object({ ...common, playerCount: int('Players who joined.') })
  .openapi('TournamentSummary', { description: 'A tournament in a list.' });

export type TournamentView = z.infer<typeof TournamentSchema>;
export type TournamentSummary = z.infer<typeof TournamentSummarySchema>;
export type StandingView = z.infer<typeof StandingSchema>;
export type CreateTournamentBody = z.infer<typeof CreateTournamentBodySchema>;
