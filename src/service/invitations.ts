import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePath } from '../../web/src/paths.js';
import type { GameRecord, GameView, Invitation } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';
import { isStoreFault } from './errors.js';

/*
 * Invitations to open games. A private game is joined by invitation only: with its code (a
 * secret of the game that its players share as a link), or as a player invited by id (a
 * rematch invites the previous players). Who is invited is the game's own state, written by
 * the game's conditional write with the move that invited (the move's events are the
 * invitation's notice). What a player is invited to is also kept under the player, as a
 * projection for their list: written before the game write, so a write that lands always
 * has it, and checked against the game whenever it is listed.
 */

/** Where the web client's links point when the service serves no request (background work, tests of the service). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** How long an invitation is listed at most (the table's TTL removes it). */
const INVITATION_DAYS = 30;

/** 22 base64url characters: 132 bits of the HMAC, beyond any guessing. */
const CODE_LENGTH = 22;

/**
 * A game's invitation code: HMAC-SHA256 keyed by the game's secret dice seed, of a message
 * no roll uses, so the code tells nothing of the dice and needs no storage. The seed is
 * published once the game is finished, long after the code opened anything.
 */
export function invitationCode(game: Pick<GameRecord, 'seed'>): string {
  return createHmac('sha256', game.seed).update('invitation').digest('base64url').slice(0, CODE_LENGTH);
}

/** Whether `sent` is the game's code, compared in constant time (its length is no secret). */
export function isInvitationCode(game: Pick<GameRecord, 'seed'>, sent: string | undefined): boolean {
  if (sent === undefined) return false;
  const expected = Buffer.from(invitationCode(game));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether `player` may take a seat of the open game: anyone in a public game; in a private one, an invited player or a holder of the code. */
export function mayJoin(game: GameRecord, player: PlayerRef, code: string | undefined): boolean {
  if (game.options.visibility === 'public') return true;
  return isInvited(game, player.id) || isInvitationCode(game, code);
}

/** Whether `playerId` holds a pending invitation to the game. */
export const isInvited = (game: Pick<GameRecord, 'state'>, playerId: string) => game.state.invited?.some((i) => i.player.id === playerId) ?? false;

/**
 * The game as `viewer` sees it: while the game is open, its seated players also see how to
 * invite others (the code and the web client's link). Everyone else gets the public view.
 */
export function viewFor(game: Pick<GameRecord, 'id' | 'seed'>, view: GameView, viewer: string | undefined, publicUrl: string | undefined): GameView {
  if (viewer === undefined || view.status !== 'open' || !view.seats.some((s) => s.player?.id === viewer)) return view;
  const code = invitationCode(game);
  const url = `${publicUrl ?? DEFAULT_PUBLIC_URL}${pagePath('game', { gameId: game.id })}?invitation=${code}`;
  return { ...view, invitation: { code, url } };
}

/** The item that lists `invited`'s invitation to `game` (its key is the game's: one per player and game). */
const itemOf = (game: Pick<GameRecord, 'id' | 'createdAt'>, invited: PlayerRef, from: PlayerRef): Invitation => ({ playerId: invited.id, gameId: game.id, createdAt: game.createdAt, from });

/** Lists invitations under the invited players, before the game write that makes them: a failure refuses the request, which has changed nothing. */
export async function listInvitations(store: Store, game: Pick<GameRecord, 'id' | 'createdAt'>, from: PlayerRef, invited: readonly PlayerRef[]): Promise<void> {
  if (invited.length > 0) await store.putInvitations(invited.map((p) => itemOf(game, p, from)), game.createdAt + INVITATION_DAYS * 86_400_000);
}

/**
 * Removes a declined invitation from the player's list, after the game write. A failure is
 * logged: the list checks every invitation against its game, so it never shows it again.
 */
export async function unlistInvitation(store: Store, log: Logger, game: Pick<GameRecord, 'id' | 'createdAt'>, player: PlayerRef): Promise<void> {
  await store.deleteInvitation(itemOf(game, player, player)).catch((error: unknown) => {
    log({ level: isStoreFault(error) ? 'warn' : 'error', msg: 'declined invitation not unlisted', gameId: game.id, error: String(error) });
  });
}
