import type { GameRecord } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';
import { isStoreFault } from './errors.js';
import { listInvitations } from './invitations.js';
import { membershipChanges } from './memberships.js';
import type { WriteRequest } from './write-requests.js';

/*
 * What a game write projects beside the game item: each seated player's membership (their
 * lists, inbox, leaderboards and statistics read them). They are written after the game item
 * and idempotently, so a retry or any later write repairs them. (Invitations are listed
 * before the game write instead: invitations.ts.)
 */

export async function syncMemberships(store: Store, previous: GameRecord | null, next: GameRecord): Promise<void> {
  const changes = membershipChanges(previous, next);
  if (changes.length > 0) await store.putMemberships(changes);
}

const errorOf = (error: unknown) => (error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) });

/**
 * Memberships after a game write that landed. They are projections of the game item, and
 * the action is accepted once the game item is written: failing the request now would make
 * a client without an idempotency key repeat an action that happened. A failure is logged;
 * the next write that changes seats or status rewrites them, and so does any retry.
 */
export async function projectMemberships(store: Store, log: Logger, previous: GameRecord | null, next: GameRecord): Promise<void> {
  try {
    await syncMemberships(store, previous, next);
  } catch (error) {
    log({ level: isStoreFault(error) ? 'warn' : 'error', msg: 'memberships not written', gameId: next.id, version: next.state.version, error: errorOf(error) });
  }
}

/**
 * A client that repeats a request without an idempotency key after its first attempt
 * failed midway gets a refusal: whatever the rule code, when the request could have been a
 * join, a resignation or the end of the game, rewrite the game's memberships so the lists
 * repair. Refusals of ordinary moves of an active game write nothing.
 */
export async function repairOnRefusal(store: Store, game: GameRecord, seat: number, player: PlayerRef, request: WriteRequest): Promise<void> {
  const terminal = request.type === 'join' || request.type === 'resign' || request.type === 'leave' || game.state.status !== 'active';
  if (seat >= 0 && terminal) await syncMemberships(store, null, game);
  // A leave repeated after its write landed: the seat is gone, and so must the membership be.
  if (seat < 0 && request.type === 'leave') await store.putMemberships([{ before: { playerId: player.id, createdAt: game.createdAt, gameId: game.id }, after: null, version: game.state.version }]);
  // An invitation repeated after its write landed: the invited player's list has it.
  const invited = request.type === 'invite' ? game.state.invited?.find((i) => i.player.id === request.player) : undefined;
  const inviter = invited ? game.state.seats[invited.seat]?.player : undefined;
  if (invited && inviter) await listInvitations(store, game, inviter, [invited.player]);
}
