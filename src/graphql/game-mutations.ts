import { CLIENT_SEED_RULE, TURN_SECONDS } from '../contract/index.js';
import { builder } from './builder.js';
import { GameRef } from './games.js';
import { games } from './resolvers/games.js';
import { BotLevelEnum, CategoryEnum, ColumnEnum, RULESET_ID_NOTE, VisibilityEnum } from './vocabulary.js';

/*
 * The game writes (their resolvers: resolvers/games.ts). Each returns the game as the action
 * left it; `expectedVersion` and `idempotencyKey` are what REST sends as If-Match and
 * Idempotency-Key.
 */

/** Each field's description ends with the codes its operation can answer (error-descriptions.ts adds them from the contract). */
const REFUSALS =
  "Refused with FORBIDDEN without a seat, NOT_YOUR_TURN out of turn (with `reason: TURN_TIMED_OUT` when the caller's turn ran out), ILLEGAL_MOVE with the rule as `reason`, VERSION_CONFLICT with `currentVersion`.";

builder.mutationFields((t) => {
  const key = () =>
    t.arg.string({
      description: 'Any unique string (e.g. a UUID), 1 to 255 visible ASCII characters. Repeating the request with the same key returns the first result and changes nothing, even after later moves.',
    });
  const write = () => ({
    gameId: t.arg.id({ required: true, description: 'The game id.' }),
    expectedVersion: t.arg.int({ description: 'Act only if the game is still at this version; otherwise VERSION_CONFLICT with `currentVersion`.' }),
    idempotencyKey: key(),
  });

  const seed = () => t.arg.string({ description: `Your contribution to the dice, ${CLIENT_SEED_RULE}: every roll mixes in each seat's client seed.` });

  return {
    createGame: t.field({
      type: GameRef,
      description: 'Creates a game with the caller in seat 0. A one-seat game is active at once; otherwise it is open until every seat is taken.',
      args: {
        ruleset: t.arg.string({ required: true, description: RULESET_ID_NOTE }),
        seats: t.arg.int({ required: true, description: 'Number of seats, 1 to 8.' }),
        turnSeconds: t.arg.int({ description: `Seconds each turn may take, ${TURN_SECONDS.min} to ${TURN_SECONDS.max}; absent for no deadline. When a turn runs out the server plays a \`timeout\` for the seat.` }),
        visibility: t.arg({ type: VisibilityEnum, description: '`private` (the default) or `public` (listed in `lobby`).' }),
        hints: t.arg.boolean({ description: 'Whether players may ask for hints; true when absent (false for a rated game, which allows none).' }),
        rated: t.arg.boolean({ description: "Whether the game changes its players' ratings when it finishes; false when absent. A rated game has 2 to 8 seats, no bots and no hints." }),
        clientSeed: seed(),
        bots: t.arg({ type: [BotLevelEnum], description: 'Bots for the next free seats, by level (`seats` counts them). When they fill every seat the creator does not sit and the game plays itself to the end.' }),
        idempotencyKey: key(),
      },
      resolve: games.Mutation.createGame,
    }),
    joinGame: t.field({
      type: GameRef,
      description:
        'Seats the caller in the next free seat; the game starts when the last seat is taken. A private game is joined by invitation: its code, or an invitation by id (no code needed); a rematch keeps its seats for the players it invited until they join or decline. Errors: INVITATION_REQUIRED, GAME_FULL, GAME_NOT_OPEN, ALREADY_SEATED, NOT_FOUND.',
      args: {
        ...write(),
        clientSeed: seed(),
        invitation: t.arg.string({ description: "A private game's invitation code (its players see it as `Game.invitation`)." }),
      },
      resolve: games.Mutation.joinGame,
    }),
    invitePlayer: t.field({
      type: GameRef,
      description:
        "A seated player of an open game invites a player by id: it lists the game in `myInvitations`, receives `invitation.received`, and joins without the code (or declines). Inviting a player who is invited already changes nothing. Errors: NOT_FOUND (game or player), FORBIDDEN (not seated), GAME_NOT_OPEN, ALREADY_SEATED (the player has a seat).",
      args: { ...write(), player: t.arg.id({ required: true, description: 'The id of the player to invite.' }) },
      resolve: games.Mutation.invitePlayer,
    }),
    declineInvitation: t.boolean({
      description:
        "Declines the caller's invitation to the game: it leaves `myInvitations`, and a seat it kept (a rematch's) is free for anyone. True once nothing is pending (declining twice is true too). Errors: NOT_FOUND, ALREADY_SEATED (leave the game instead).",
      args: { gameId: t.arg.id({ required: true, description: 'The game.' }) },
      resolve: games.Mutation.declineInvitation,
    }),
    leaveGame: t.field({
      type: GameRef,
      description: 'Leaves an open game: the seat is free again; when the creator leaves, the game is cancelled. A game that has started is left by resigning (GAME_NOT_OPEN).',
      args: write(),
      resolve: games.Mutation.leaveGame,
    }),
    rematch: t.field({
      type: GameRef,
      description:
        "A new open game like the finished one (ruleset, seats, options), the caller seated and the other players invited (`myInvitations`). One per game: when it exists already, the caller is seated in it. FORBIDDEN for someone who did not play the game.",
      args: { gameId: t.arg.id({ required: true, description: 'The finished game.' }), clientSeed: seed() },
      resolve: games.Mutation.rematch,
    }),
    roll: t.field({
      type: GameRef,
      description: `Rolls every die not kept. ${REFUSALS}`,
      args: {
        ...write(),
        keep: t.arg.intList({ description: 'Positions (from 0) of the dice to keep from the last roll; empty or absent on the first roll.' }),
      },
      resolve: games.Mutation.roll,
    }),
    announce: t.field({
      type: GameRef,
      description: `Announces a category for the announce column (see \`Turn.announceable\`). ${REFUSALS}`,
      args: { ...write(), category: t.arg({ type: CategoryEnum, required: true, description: 'The category announced.' }) },
      resolve: games.Mutation.announce,
    }),
    score: t.field({
      type: GameRef,
      description: `Writes the current dice into a box (see \`Turn.available\`) and ends the turn. ${REFUSALS}`,
      args: {
        ...write(),
        column: t.arg({ type: ColumnEnum, required: true, description: 'The column.' }),
        category: t.arg({ type: CategoryEnum, required: true, description: 'The category.' }),
      },
      resolve: games.Mutation.score,
    }),
    resign: t.field({
      type: GameRef,
      description: `Leaves the game: the others play on and the caller ranks last. ${REFUSALS}`,
      args: write(),
      resolve: games.Mutation.resign,
    }),
  };
});
