import type { GameRecord } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';
import { allSettled } from '../store/index.js';
import { isStoreFault } from './errors.js';
import { listInvitations } from './invitations.js';
import { membershipChanges, membershipsOf, sameSeatsAndStatus } from './memberships.js';
import { countSeat, countState } from './stats-counter.js';
import type { WriteRequest } from './write-requests.js';

/*
 * What a game write projects beside the game item: each seated player's membership (their
 * lists, inbox and leaderboards read them) and each player's statistics (counted once per move
 * of a seat, stats-counter.ts). They are written after the game item and idempotently, so a
 * retry or any later write repairs them; a finished game's are settled again by the "game
 * finished" hook (follow-up.ts). (Invitations are listed before the game write instead:
 * invitations.ts.)
 */

/** Counts every seat whose counted state `next` moves on from `previous` (every seat when null). */
async function countSeats(store: Store, previous: GameRecord | null, next: GameRecord): Promise<void> {
  const before = new Map((previous ? membershipsOf(previous) : []).map((m) => [m.playerId, countState(m)]));
  const moved = membershipsOf(next).filter((m) => !m.bot && countState(m) !== 'o' && before.get(m.playerId) !== countState(m));
  await allSettled(moved.map((m) => countSeat(store, m)));
}

/**
 * Memberships and statistics as `next` implies them, where they changed from `previous` (all
 * of them when null: a repair); the first failure is thrown once both are done. The
 * statistics are counted from the game, not from the memberships, so a membership write that
 * failed takes nothing from them.
 */
export async function syncProjections(store: Store, previous: GameRecord | null, next: GameRecord): Promise<void> {
  // A seat's membership and count change only with the seats and the status: most actions change neither.
  if (previous && sameSeatsAndStatus(previous, next)) return;
  const changes = membershipChanges(previous, next);
  await allSettled([changes.length > 0 ? store.putMemberships(changes) : Promise.resolve(), countSeats(store, previous, next)]);
}

const errorOf = (error: unknown) => (error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) });

/**
 * Memberships and statistics after a game write that landed. They are projections of the
 * game item, and the action is accepted once the game item is written: failing the request
 * now would make a client without an idempotency key repeat an action that happened. A
 * failure is logged; the next write that changes seats or status repairs them, and so does
 * any retry, and a finished game's are settled again by `settleFinished`.
 */
export async function projectGame(store: Store, log: Logger, previous: GameRecord | null, next: GameRecord): Promise<void> {
  try {
    await syncProjections(store, previous, next);
  } catch (error) {
    log({ level: isStoreFault(error) ? 'warn' : 'error', msg: 'projections not written', gameId: next.id, version: next.state.version, error: errorOf(error) });
  }
}

/**
 * The statistics' part of the "game finished" hook (follow-up.ts): a finished game's
 * memberships and its seats' statistics, settled as the game says, at no more cost than three
 * reads per seat when they already are. The finishing write projects them itself; this is for
 * the writes whose process died before (the follow-up runs it for every finished game the
 * table's stream or the local feed hands on, and the local feed, at start-up, for the games a
 * previous run wrote). Safe to call any number of times, from any number of places at once.
 */
export async function settleFinished(store: Store, game: GameRecord): Promise<void> {
  if (game.state.status !== 'finished') return;
  const stale = await Promise.all(membershipsOf(game).map(async (m) => ((await store.getMembership(m.playerId, m.createdAt, m.gameId))?.version ?? -1) < m.version));
  if (stale.some(Boolean)) await store.putMemberships(membershipChanges(null, game));
  await countSeats(store, null, game);
}

/**
 * A client that repeats a request without an idempotency key after its first attempt
 * failed midway gets a refusal: whatever the rule code, when the request could have been a
 * join, a resignation or the end of the game, rewrite the game's memberships so the lists
 * repair. Refusals of ordinary moves of an active game write nothing.
 */
export async function repairOnRefusal(store: Store, game: GameRecord, seat: number, player: PlayerRef, request: WriteRequest): Promise<void> {
  const terminal = request.type === 'join' || request.type === 'resign' || request.type === 'leave' || game.state.status !== 'active';
  if (seat >= 0 && terminal) await syncProjections(store, null, game);
  // A leave repeated after its write landed: the seat is gone, and so must the membership be.
  if (seat < 0 && request.type === 'leave') await store.putMemberships([{ before: { playerId: player.id, createdAt: game.createdAt, gameId: game.id }, after: null, version: game.state.version }]);
  // An invitation repeated after its write landed: the invited player's list has it.
  const invited = request.type === 'invite' ? game.state.invited?.find((i) => i.player.id === request.player) : undefined;
  const inviter = invited ? game.state.seats[invited.seat]?.player : undefined;
  if (invited && inviter) await listInvitations(store, game, inviter, [invited.player]);
}
