import type { GameView } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import { declineInvitation, fail, inviteToGame, ok } from '../engine/index.js';
import type { GameServiceDeps } from './game-context.js';
import { listInvitations, unlistInvitation } from './invitations.js';
import { ID_PATTERN } from './secrets.js';
import type { Attempt, WriteOptions } from './write-path.js';
import { write } from './write-path.js';
import { playerRef } from './write-requests.js';

/*
 * The two writes of an invitation: a seated player invites a player by id, and an invited
 * player declines. Each is a move of the game (its events are the notice: the invited
 * player's `invitation.received`, the players' `invitation.declined`), so both are one
 * conditional write of the game and safe to repeat: an invitation made or declined before
 * writes nothing again and answers as the first did.
 */

/** The player to invite, as the game will name it; NOT_FOUND for an id no player has. */
async function invitee({ store }: GameServiceDeps, playerId: string): Promise<PlayerRef> {
  // Strongly consistent, as the token check is: a player registered a moment ago is found.
  const found = ID_PATTERN.test(playerId) ? await store.getPlayer(playerId, true) : null;
  if (!found) throw new ApiError('NOT_FOUND', `no player with id "${playerId}"`, { field: 'player' });
  return { id: found.id, name: found.name };
}

/**
 * `caller`, seated in the open game, invites the player `playerId`, who then lists the game
 * among its invitations, receives `invitation.received`, and may join without the code. The
 * invitation is listed under the invited player before the game write, so no accepted
 * invitation is ever missing from its list.
 */
export async function invite(deps: GameServiceDeps, caller: PlayerRef, gameId: string, playerId: string, options: WriteOptions = {}): Promise<GameView> {
  const from = playerRef(caller);
  const invited = await invitee(deps, playerId);
  const attempt: Attempt = (game, inviter) => {
    const result = inviteToGame(game.state, inviter, invited);
    return !result.ok && result.error.code === 'ALREADY_INVITED' ? ok(null) : result;
  };
  return write(deps, gameId, from, { type: 'invite', player: invited.id }, options, attempt, { before: (game) => listInvitations(deps.store, game, from, [invited]) });
}

/**
 * `caller` declines its invitation to the game: a seat the invitation kept is free again,
 * and the game leaves its list. Declining what is not pending (declined before, a game that
 * started) changes nothing in the game and still unlists it; a seated player leaves instead.
 */
export async function decline(deps: GameServiceDeps, caller: PlayerRef, gameId: string): Promise<void> {
  const player = playerRef(caller);
  const attempt: Attempt = (game, p) => {
    if (game.state.seats.some((s) => s.player?.id === p.id)) return fail('ALREADY_SEATED', 'you have a seat in this game: leave it instead of declining');
    const result = declineInvitation(game.state, p);
    return result.ok ? result : ok(null);
  };
  const view = await write(deps, gameId, player, { type: 'decline' }, {}, attempt);
  await unlistInvitation(deps.store, deps.log, { id: view.id, createdAt: Date.parse(view.createdAt) }, player);
}
