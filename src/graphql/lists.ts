import type { GameSummary, LeaderboardEntry } from '../contract/index.js';
import { GameSummarySchema, LeaderboardEntrySchema } from '../contract/index.js';
import { builder } from './builder.js';
import { objectFromZod } from './from-zod.js';
import { GameRef } from './games.js';
import { lists } from './resolvers/lists.js';
import { GameStatusEnum, LeaderboardBoardEnum, RULESET_ID_NOTE } from './vocabulary.js';

/* The lists, as forward-only Relay connections (their resolvers: resolvers/lists.ts). */

const GameSummaryRef = objectFromZod<GameSummary>('GameSummary', GameSummarySchema, {
  extra: (t) => ({
    game: t.field({ type: GameRef, description: 'The whole game (one more read per item).', resolve: lists.GameSummary.game }),
  }),
});

const LeaderboardEntryRef = objectFromZod<LeaderboardEntry>('LeaderboardEntry', LeaderboardEntrySchema, {
  extra: (t) => ({
    game: t.field({ type: GameRef, description: 'The whole game (one more read per item).', resolve: lists.LeaderboardEntry.game }),
  }),
});

const GameSummaryConnection = builder.connectionObject({ type: GameSummaryRef, name: 'GameSummaryConnection' });
const GameConnection = builder.connectionObject({ type: GameRef, name: 'GameConnection' });
const LeaderboardConnection = builder.connectionObject({ type: LeaderboardEntryRef, name: 'LeaderboardConnection' });

const GamesFilter = builder.inputType('GamesFilter', {
  description: 'Which games to list.',
  fields: (t) => ({
    player: t.id({ description: 'Whose games; defaults to the authenticated caller. Required without a token.' }),
    status: t.field({ type: GameStatusEnum, description: 'Only games with this status.' }),
    ruleset: t.string({ description: `Only games of this ruleset. ${RULESET_ID_NOTE}` }),
  }),
});

builder.queryFields((t) => {
  const pageArgs = () => ({
    first: t.arg.int({ description: 'Page size, 1 to 100 (default 20).' }),
    after: t.arg.string({ description: 'An `endCursor` or edge `cursor` from this list: the page continues right after it.' }),
  });
  return {
    games: t.field({
      type: GameSummaryConnection,
      description: 'A player\'s games, newest first. Needs no token when `filter.player` is given.',
      args: { filter: t.arg({ type: GamesFilter, description: 'Which games.' }), ...pageArgs() },
      resolve: lists.Query.games,
    }),
    myTurns: t.field({
      type: GameConnection,
      description: "The caller's games in which it is the caller's turn, the most urgent first (nearest deadline, then the oldest game): the asynchronous player's inbox. Needs a token.",
      args: pageArgs(),
      resolve: lists.Query.myTurns,
    }),
    lobby: t.field({
      type: GameConnection,
      description: 'Public open games with a free seat, newest first; join one with `joinGame`. Needs no token.',
      args: { ruleset: t.arg.string({ description: `Only games of this ruleset. ${RULESET_ID_NOTE}` }), ...pageArgs() },
      resolve: lists.Query.lobby,
    }),
    myInvitations: t.field({
      type: GameConnection,
      description: 'Open games the caller is invited to (rematches, and invitations by id), newest first, until the caller joins or declines (`declineInvitation`) or the game starts. Join one with `joinGame`, no code needed. Needs a token.',
      args: pageArgs(),
      resolve: lists.Query.myInvitations,
    }),
    leaderboard: t.field({
      type: LeaderboardConnection,
      description: 'The best finished sheets of a ruleset, best total first (earlier finish first on equal totals): people\'s, or bots\' with `board: bots`. NOT_FOUND for an unknown ruleset.',
      args: { ruleset: t.arg.string({ required: true, description: RULESET_ID_NOTE }), board: t.arg({ type: LeaderboardBoardEnum, description: 'Which board: `players` (the default) or `bots`.' }), ...pageArgs() },
      resolve: lists.Query.leaderboard,
    }),
  };
});
