import type { GameEvent, Outcome, PlayAction, PlayerRef, Result } from '../engine/index.js';
import { applyAction, createGame, joinGame, replay } from '../engine/index.js';
import type { Store } from '../store/dynamo-store.js';
import type { GameRecord, LogEntry } from '../store/records.js';
import type { Logger } from '../log.js';
import type { GameSheetInput } from '../sheet-svg/index.js';
import { sheetInputFromGame } from '../sheet-svg/index.js';
import { seededDice } from './dice.js';
import { ApiError, fromRuleError, isStoreFault } from './errors.js';
import { membershipChanges } from './memberships.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, idFromKey, keyDigest, newId, newNonce } from './secrets.js';
import { fullLog } from './log.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import type { GameView, MoveView } from './view.js';
import { gameView, moveView, recordView } from './view.js';

export interface WriteOptions {
  /** Refuse with VERSION_CONFLICT unless the game is at this version. */
  readonly expectedVersion?: number | undefined;
  /** Repeating a request with the same key returns the first result and changes nothing. */
  readonly idempotencyKey?: string | undefined;
}

export interface GameServiceDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  /** Attempts at a write that races with another writer, when the client set no precondition. */
  readonly maxWriteAttempts: number;
  readonly log: Logger;
  /** Told of every game write that landed, with the version it replaced (the local feeds of the dispatcher and the streams). */
  readonly onCommitted?: (game: GameRecord, fromVersion: number) => void;
}

/**
 * How a request marks the log entry it writes, so that it can recognise its own write after
 * a lost reply: the digest of the client's idempotency key, or else a fresh random nonce.
 */
type Writer = { readonly key: string; readonly nonce: null } | { readonly key: null; readonly nonce: string };

/** What the client sent, in the form the move log can be compared with. */
type Request = { readonly type: 'join' } | PlayAction;

/**
 * The only writer of games: loads a game, authorises the player, applies the engine and
 * saves with the condition that the version is still the one read.
 */
export function createGameService({ store, clock, random, maxWriteAttempts, log, onCommitted }: GameServiceDeps) {
  async function load(gameId: string): Promise<GameRecord> {
    const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
    if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
    return game;
  }

  /** The game exactly as it was at `version`, rebuilt from its log. */
  async function viewAt(game: GameRecord, version: number): Promise<GameView> {
    if (version === game.state.version) return recordView(game);
    const log = (await fullLog(store, game)).filter((e) => e.version <= version);
    const rebuilt = replay(log.map((e) => e.event));
    if (!rebuilt.ok) throw new Error(`game ${game.id} does not replay: ${rebuilt.error.message}`);
    const last = log.at(-1) ?? null;
    return gameView(game.id, rebuilt.value, game.createdAt, last?.at ?? game.createdAt, last);
  }

  /**
   * The entry a repeated request created, if any. With `expectedVersion` the first attempt
   * can only have created version expectedVersion + 1, so at most that one entry is read
   * (and none while the game is still at expectedVersion); without it, every entry of the
   * seat is searched, which reads the seat's archived chunks when the key is not recent.
   */
  async function findByKey(game: GameRecord, seat: number, key: string, expected: number | undefined): Promise<LogEntry | null> {
    const matches = (e: LogEntry | null): e is LogEntry => e !== null && e.key === key && e.event.seat === seat;
    if (expected !== undefined) {
      // Versions start at 1: a negative expectedVersion (GraphQL Int) names no entry, and must
      // not become a chunk key range the store refuses (entryAt reads nothing for it).
      const entry = await entryAt(game, seat, expected + 1);
      return matches(entry) ? entry : null;
    }
    const pending = game.pending.find(matches);
    if (pending || game.archivedThrough === 0) return pending ?? null;
    return (await store.archivedEntries(game, seat)).find(matches) ?? null;
  }

  /** The first result of a repeated request, after checking it is the same request. */
  async function replayed(game: GameRecord, entry: LogEntry, request: Request): Promise<GameView> {
    if (!sameRequest(entry.event, request)) {
      throw new ApiError('IDEMPOTENCY_KEY_REUSED', `this idempotency key was used for a ${entry.event.type} at version ${entry.version}`, {
        version: entry.version,
      });
    }
    await syncMemberships(null, game); // the client retried: repair a write it may not have seen complete
    return viewAt(game, entry.version);
  }

  async function syncMemberships(previous: GameRecord | null, next: GameRecord): Promise<void> {
    const changes = membershipChanges(previous, next);
    if (changes.length > 0) await store.putMemberships(changes);
  }

  /**
   * Memberships after a game write that landed. They are projections of the game item, and
   * the action is accepted once the game item is written: failing the request now would make
   * a client without an idempotency key repeat an action that happened. A failure is logged;
   * the next write that changes seats or status rewrites them, and so does any retry.
   */
  async function projectMemberships(previous: GameRecord | null, next: GameRecord): Promise<void> {
    try {
      await syncMemberships(previous, next);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      log({ level: isStoreFault(error) ? 'warn' : 'error', msg: 'memberships not written', gameId: next.id, version: next.state.version, error: { name, message } });
    }
  }

  /** The log entry of `seat` at `version`, from the game item or its archived chunk. */
  async function entryAt(game: GameRecord, seat: number, version: number): Promise<LogEntry | null> {
    if (version < 1 || version > game.state.version) return null;
    const pending = game.pending.find((e) => e.version === version);
    if (pending || version > game.archivedThrough) return pending ?? null;
    const archived = await store.archivedEntryAt(game, seat, version);
    return archived?.event.seat === seat ? archived : null;
  }

  /**
   * Whether `entry` is this very request's write. Only a nonce says so: an entry with the
   * request's idempotency key may be its twin's, which the key lookup answers instead (after
   * checking it was the same request).
   */
  const wrote = (entry: LogEntry | null, writer: Writer) => writer.nonce !== null && entry?.nonce === writer.nonce;

  /**
   * Saves the outcome of an action as the next version: archives log entries of turns
   * before the previous one, then one conditional write of the game item. Its outcome is
   * known when this returns: `saved` when it landed (even if its reply was lost), `lost`
   * with the game as another writer left it.
   */
  async function commit(previous: GameRecord, outcome: Outcome, writer: Writer): Promise<{ saved: GameRecord } | { lost: GameRecord }> {
    const now = Math.max(clock(), previous.updatedAt);
    const entry: LogEntry = { version: outcome.state.version, at: now, key: writer.key, nonce: writer.nonce, event: outcome.event };
    const turn = outcome.state.turn?.number ?? previous.state.turn?.number ?? 0;
    // Entries older than the previous turn leave the game item, two turns at a time: one
    // chunk write per seat every other turn keeps the item small at half the requests.
    const older = previous.pending.filter((e) => turnOf(e.event) < turn - 1);
    const archive = new Set(older.map((e) => turnOf(e.event))).size >= ARCHIVE_TURNS ? older : [];
    const next: GameRecord = {
      ...previous,
      state: outcome.state,
      updatedAt: now,
      pending: [...previous.pending.slice(archive.length), entry],
      archivedThrough: archive.at(-1)?.version ?? previous.archivedThrough,
    };
    if (archive.length > 0) await store.archiveEntries(previous, archive);
    const result = await settleWrite(
      () => store.saveGame(next, previous),
      async (): Promise<ReadBack<GameRecord>> => {
        const stored = await load(previous.id);
        if (wrote(await entryAt(stored, entry.event.seat, entry.version), writer)) return { found: 'mine' };
        return stored.state.version === previous.state.version ? { found: 'nothing' } : { found: 'other', stored };
      },
    );
    if (!result.landed) return { lost: result.stored };
    onCommitted?.(next, previous.state.version);
    await projectMemberships(previous, next);
    return { saved: next };
  }

  /**
   * Runs `attempt` against the latest game until its write lands: the shared path of every
   * action. With `expectedVersion` there is no retry: a lost race is a VERSION_CONFLICT
   * (once the next pass has checked that the winner was not this request's twin).
   */
  async function write(
    gameId: string,
    caller: PlayerRef,
    request: Request,
    options: WriteOptions,
    attempt: (game: GameRecord, player: PlayerRef) => Result<Outcome>,
  ): Promise<GameView> {
    const player = playerRef(caller);
    const key = idempotencyDigest(options.idempotencyKey);
    const expected = options.expectedVersion;
    let game = await load(gameId);
    for (let i = 0; i < maxWriteAttempts; i++) {
      const seat = game.state.seats.findIndex((s) => s.player?.id === player.id);
      if (key && seat >= 0) {
        const first = await findByKey(game, seat, key, expected);
        if (first) return replayed(game, first, request);
      }
      if (expected !== undefined && expected !== game.state.version) throw versionConflict(game.state.version, expected);
      const outcome = attempt(game, player);
      if (!outcome.ok) {
        await repairOnRefusal(game, seat, request);
        throw fromRuleError(outcome.error);
      }
      const writer: Writer = key ? { key, nonce: null } : { key: null, nonce: newNonce(random) };
      const result = await commit(game, outcome.value, writer);
      if ('saved' in result) return recordView(result.saved);
      // A lost race with a key may have been lost to this very request's twin (a client's
      // retry while the first is in flight): the next pass returns its result, or refuses.
      if (expected !== undefined && !key) throw versionConflict(result.lost.state.version, expected);
      game = result.lost;
    }
    throw new ApiError('UNAVAILABLE', 'the game is changing too fast; retry the request', { retryAfterSeconds: 1 });
  }

  /**
   * A client that repeats a request without an idempotency key after its first attempt
   * failed midway gets a refusal: whatever the rule code, when the request could have been a
   * join, a resignation or the end of the game, rewrite the game's memberships so the lists
   * repair. Refusals of ordinary moves of an active game write nothing.
   */
  async function repairOnRefusal(game: GameRecord, seat: number, request: Request): Promise<void> {
    const terminal = request.type === 'join' || request.type === 'resign' || game.state.status !== 'active';
    if (seat >= 0 && terminal) await syncMemberships(null, game);
  }

  return {
    async create(caller: PlayerRef, input: { ruleset: string; seats: number }, options: Pick<WriteOptions, 'idempotencyKey'> = {}): Promise<GameView> {
      const player = playerRef(caller);
      const created = createGame({ ...input, creator: player });
      if (!created.ok) throw fromRuleError(created.error);
      const key = options.idempotencyKey;
      const digest = idempotencyDigest(key);
      const writer: Writer = digest ? { key: digest, nonce: null } : { key: null, nonce: newNonce(random) };
      const now = clock();
      const game: GameRecord = {
        id: key === undefined ? newId(random) : idFromKey(player.id, key),
        createdAt: now,
        updatedAt: now,
        state: created.value.state,
        pending: [{ version: 1, at: now, ...writer, event: created.value.event }],
        archivedThrough: 0,
        seed: random(32),
      };
      const result = await settleWrite(
        () => store.createGame(game),
        async (): Promise<ReadBack<GameRecord>> => {
          const stored = await store.getGame(game.id);
          if (!stored) return { found: 'nothing' };
          return wrote(await entryAt(stored, 0, 1), writer) ? { found: 'mine' } : { found: 'other', stored };
        },
      );
      if (result.landed) {
        onCommitted?.(game, 0);
        await projectMemberships(null, game);
        return recordView(game);
      }
      // The id is taken: by the game this idempotency key created before, or (a fresh random
      // id of 80 bits) never.
      if (key === undefined) throw new Error('a fresh random game id was already taken');
      const existing = result.stored;
      const first = await entryAt(existing, 0, 1);
      const sameGame = first?.event.type === 'create' && first.event.player.id === player.id && first.event.ruleset === input.ruleset && first.event.seats === input.seats;
      if (!first || !sameGame) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'this idempotency key created a different game', { gameId: game.id });
      await syncMemberships(null, existing);
      return viewAt(existing, 1);
    },

    join(player: PlayerRef, gameId: string, options: WriteOptions = {}): Promise<GameView> {
      return write(gameId, player, { type: 'join' }, options, (game, seated) => joinGame(game.state, seated));
    },

    act(player: PlayerRef, gameId: string, action: PlayAction, options: WriteOptions = {}): Promise<GameView> {
      return write(gameId, player, action, options, (game) =>
        applyAction(game.state, player.id, action, seededDice(game.seed, game.state.version + 1)),
      );
    },

    async get(gameId: string): Promise<GameView> {
      return recordView(await load(gameId));
    },

    /** The game's whole move log, oldest first, and the version it ends at. */
    async moves(gameId: string): Promise<{ version: number; moves: MoveView[] }> {
      const game = await load(gameId);
      const log = await fullLog(store, game);
      return { version: game.state.version, moves: log.map((e) => moveView(game.state, e)) };
    },

    /** What the printable sheet of a game shows (the renderer is a pure function of it), and its version. */
    async sheet(gameId: string): Promise<{ version: number; input: GameSheetInput }> {
      const game = await load(gameId);
      const lastScore = game.pending.findLast((e) => e.event.type === 'score')?.event ?? null;
      const input = sheetInputFromGame(game.state, { gameId: game.id, date: new Date(game.createdAt).toISOString(), lastEvent: lastScore });
      return { version: game.state.version, input };
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The stored digest of a client's idempotency key, after checking its form; null without one. */
function idempotencyDigest(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('VALIDATION_FAILED', 'an idempotency key is 1 to 255 visible ASCII characters, e.g. a UUID', { field: 'idempotencyKey' });
  }
  return keyDigest(key);
}

/** Only the id and name of a player enter a game: never a stored record with its token hash. */
const playerRef = ({ id, name }: PlayerRef): PlayerRef => ({ id, name });

function versionConflict(current: number, expected: number): ApiError {
  return new ApiError('VERSION_CONFLICT', `the game is at version ${current}, not ${expected}`, { currentVersion: current });
}

/** Turns of log entries archived together. */
const ARCHIVE_TURNS = 2;

/** The turn an event belongs to; 0 before the first turn. */
function turnOf(event: GameEvent): number {
  return 'turn' in event ? (event.turn ?? 0) : 0;
}

function sameRequest(event: GameEvent, request: Request): boolean {
  if (event.type !== request.type) return false;
  switch (request.type) {
    case 'roll':
      return event.type === 'roll' && [...new Set(request.keep ?? [])].sort().join() === event.keep.join();
    case 'announce':
      return event.type === 'announce' && event.category === request.category;
    case 'score':
      return event.type === 'score' && event.column === request.column && event.category === request.category;
    default:
      return true;
  }
}
