import type { GameRecord, GameView } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { Outcome, PlayAction, PlayerRef, Result } from '../engine/index.js';
import { applyAction, fail, joinGame, leaveGame } from '../engine/index.js';
import { METRIC, noMetrics } from '../metrics.js';
import { commit } from './commit.js';
import { isOverdue, playTimeout, refusalOf } from './deadlines.js';
import { gameDice } from './dice.js';
import type { GameServiceDeps } from './game-context.js';
import { loadGame } from './game-context.js';
import { clientSeed } from './game-options.js';
import { findByKey, replayed } from './idempotency.js';
import { mayJoin, viewFor } from './invitations.js';
import { repairOnRefusal } from './projections.js';
import { newNonce } from './secrets.js';
import { recordView } from './view.js';
import type { Amend, WriteRequest, Writer } from './write-requests.js';
import { idempotencyDigest, playerRef, versionConflict, withClientSeed } from './write-requests.js';

/*
 * The write path of a game, top to bottom in `write`: load the game (or take it from the
 * cache), authorise the player (its seat; the engine refuses a player without one), answer a
 * repeated request with its first result, time out an overdue turn, check the version the
 * client expects, apply the engine, and commit: record the events, one conditional write,
 * settle (commit.ts). Every action of a player is one call of `write`.
 */

export interface WriteOptions {
  /** Refuse with VERSION_CONFLICT unless the game is at this version. */
  readonly expectedVersion?: number | undefined;
  /** Repeating a request with the same key returns the first result and changes nothing. */
  readonly idempotencyKey?: string | undefined;
}

/** What a join may carry besides the write options. */
export interface JoinOptions extends WriteOptions {
  readonly clientSeed?: string | undefined;
  /** A private game's invitation code. */
  readonly invitation?: string | undefined;
}

/**
 * What the engine makes of the game for the player: the next version, a rule error, or null
 * when what the request asks is already so (an invitation made or declined before): nothing
 * is written, and the answer is the game as it is.
 */
export type Attempt = (game: GameRecord, player: PlayerRef) => Result<Outcome | null>;

/** What a write does besides its attempt: what it changes in the record, and what it must list before the game write that accepts it. */
export interface WriteSteps {
  readonly amend?: Amend | undefined;
  readonly before?: ((game: GameRecord, outcome: Outcome) => Promise<void>) | undefined;
}

/**
 * Runs `attempt` against the latest game until its write lands: the shared path of every
 * action. With `expectedVersion` there is no retry: a lost race is a VERSION_CONFLICT
 * (once the next pass has checked that the winner was not this request's twin).
 *
 * The game is the one read ahead for the request (game-context.ts), or read now. The game
 * this process wrote last is taken from the cache unread. Only a write that lands
 * on it confirms it is still the stored game (the write's condition is its version), so
 * every other answer (a replay, a refusal, a version conflict) is given on the game as read:
 * the cached game is read first, and the pass starts again. Its write losing to another
 * writer's is not an attempt: the game is then as read, as on any first pass.
 */
export async function write(deps: GameServiceDeps, gameId: string, caller: PlayerRef, request: WriteRequest, options: WriteOptions, attempt: Attempt, steps: WriteSteps = {}): Promise<GameView> {
  const { store, clock, random, cache, metrics = noMetrics } = deps;
  const conflict = (current: number, expected: number) => (metrics.count(METRIC.versionConflicts), versionConflict(current, expected));
  const player = playerRef(caller);
  const key = idempotencyDigest(options.idempotencyKey);
  const expected = options.expectedVersion;
  const cached = cache?.take(gameId);
  let game = cached ?? (await (deps.ahead?.take(gameId) ?? loadGame(store, gameId)));
  let confirmed = !cached;
  const reread = () => ((confirmed = true), loadGame(store, gameId));
  for (let attempts = 0; attempts < deps.maxWriteAttempts; ) {
    const seat = game.state.seats.findIndex((s) => s.player?.id === player.id);
    const first = key && seat >= 0 ? await findByKey(store, game, seat, key, expected) : null;
    if (first) {
      // A key has at most one entry per seat, and the cached game's entries are stored: the
      // repeat is answered with that entry, on the game as read.
      if (!confirmed) game = await reread();
      return viewFor(game, await replayed(deps, game, first, request), player.id, deps.publicUrl);
    }
    // A turn past its deadline has ended, whatever arrives now: its timeout is written first.
    if (isOverdue(clock, game)) {
      game = await playTimeout(deps, game);
      confirmed = true;
      attempts++;
      continue;
    }
    if (expected !== undefined && expected !== game.state.version) {
      if (!confirmed) {
        game = await reread();
        continue;
      }
      throw conflict(game.state.version, expected);
    }
    const outcome = attempt(game, player);
    if (!outcome.ok || outcome.value === null) {
      if (!confirmed) {
        game = await reread();
        continue;
      }
      await repairOnRefusal(store, game, seat, player, request);
      if (!outcome.ok) throw refusalOf(game.state, seat, outcome.error);
      return viewFor(game, recordView(game), player.id, deps.publicUrl);
    }
    await steps.before?.(game, outcome.value);
    const writer: Writer = key ? { key, nonce: null } : { key: null, nonce: newNonce(random) };
    const result = await commit(deps, game, outcome.value, writer, steps.amend);
    if ('saved' in result) return viewFor(result.saved, recordView(result.saved), player.id, deps.publicUrl);
    // A lost race with a key may have been lost to this very request's twin (a client's
    // retry while the first is in flight): the next pass returns its result, or refuses.
    if (expected !== undefined && !key) throw conflict(result.lost.state.version, expected);
    if (confirmed) attempts++;
    game = result.lost;
    confirmed = true;
  }
  throw new ApiError('UNAVAILABLE', 'the game is changing too fast; retry the request', { retryAfterSeconds: 1 });
}

/** A roll, an announcement, a score or a resignation of `player`. */
export function act(deps: GameServiceDeps, player: PlayerRef, gameId: string, action: PlayAction, options: WriteOptions = {}): Promise<GameView> {
  return write(deps, gameId, player, action, options, (game) => applyAction(game.state, player.id, action, gameDice(game, game.state.version + 1)));
}

/**
 * `player` takes the next free seat, with its client seed. A private game's seat needs an
 * invitation (its code, or one by id); the engine keeps a rematch's seats for its invited
 * players. A seated player, or a game that is not open, gets the engine's answer first.
 */
export async function join(deps: GameServiceDeps, player: PlayerRef, gameId: string, options: JoinOptions = {}): Promise<GameView> {
  const seed = clientSeed(options.clientSeed);
  const attempt: Attempt = (game, seated) => {
    const { state } = game;
    const decided = state.status !== 'open' || state.seats.some((s) => s.player?.id === seated.id);
    if (!decided && !mayJoin(game, seated, options.invitation)) return fail('INVITATION_REQUIRED', INVITATION_REQUIRED);
    return joinGame(state, seated);
  };
  return write(deps, gameId, player, { type: 'join' }, options, attempt, { amend: withClientSeed(seed) });
}

const INVITATION_REQUIRED = 'this private game is joined by invitation: send its code ("invitation"), or ask one of its players to invite you';

/** A seated player leaves an open game: the seat is free again; the creator leaving cancels it. */
export function leave(deps: GameServiceDeps, player: PlayerRef, gameId: string, options: WriteOptions = {}): Promise<GameView> {
  return write(deps, gameId, player, { type: 'leave' }, options, (game, seated) => leaveGame(game.state, seated), { amend: withClientSeed('') });
}
