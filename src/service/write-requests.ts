import type { GameEvent, Outcome, PlayAction, PlayerRef } from '../engine/index.js';
import type { GameRecord } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import { keyDigest } from './secrets.js';

/*
 * What one write of a game is asked to do, in the forms the game service compares with its
 * move log: who wrote an entry (so that a request recognises its own write after a lost
 * reply), what was asked (so that a repeated request is known for the same one), and the
 * checks of what the client sent with it.
 */

/**
 * How a request marks the log entry it writes, so that it can recognise its own write after
 * a lost reply: the digest of the client's idempotency key, or else a fresh random nonce.
 */
export type Writer = { readonly key: string; readonly nonce: null } | { readonly key: null; readonly nonce: string };

/** What the client (or the deadline) asked for, in the form the move log can be compared with. */
export type WriteRequest =
  | { readonly type: 'join' }
  | { readonly type: 'leave' }
  | { readonly type: 'timeout' }
  | { readonly type: 'invite'; readonly player: string }
  | { readonly type: 'decline' }
  | PlayAction;

/** What a write changes in the record besides the engine state (a seat's client seed). */
export type Amend = (next: GameRecord, outcome: Outcome) => GameRecord;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The stored digest of a client's idempotency key, after checking its form; null without one. */
export function idempotencyDigest(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('VALIDATION_FAILED', 'an idempotency key is 1 to 255 visible ASCII characters, e.g. a UUID', { field: 'idempotencyKey' });
  }
  return keyDigest(key);
}

/** Only the id and name of a player enter a game: never a stored record with its token hash. */
export const playerRef = ({ id, name }: PlayerRef): PlayerRef => ({ id, name });

export function versionConflict(current: number, expected: number): ApiError {
  return new ApiError('VERSION_CONFLICT', `the game is at version ${current}, not ${expected}`, { currentVersion: current });
}

/** Sets the client seed of the seat a join or leave changed. */
export const withClientSeed =
  (seed: string): Amend =>
  (next, { event }) => ({ ...next, clientSeeds: next.clientSeeds.map((s, i) => (i === event.seat ? seed : s)) });

/** The turn an event belongs to; 0 before the first turn. */
export function turnOf(event: GameEvent): number {
  return 'turn' in event ? (event.turn ?? 0) : 0;
}

/** Whether a logged event is what `request` asks for: a repeated request must be the same one. */
export function sameRequest(event: GameEvent, request: WriteRequest): boolean {
  if (event.type !== request.type) return false;
  switch (request.type) {
    case 'roll':
      return event.type === 'roll' && [...new Set(request.keep ?? [])].sort().join() === event.keep.join();
    case 'announce':
      return event.type === 'announce' && event.category === request.category;
    case 'score':
      return event.type === 'score' && event.column === request.column && event.category === request.category;
    case 'invite':
      return event.type === 'invite' && event.invited.id === request.player;
    default:
      return true;
  }
}
