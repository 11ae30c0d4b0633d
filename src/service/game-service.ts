import type { GameState, Outcome, PlayAction, PlayerRef, Result } from '../engine/index.js';
import { botTurn, loadStrategy } from '../strategy/index.js';
import { applyAction, createGame, joinGame, leaveGame, replay, timeoutTurn } from '../engine/index.js';
import type { Store } from '../store/dynamo-store.js';
import type { BotLevel, GameRecord, LogEntry } from '../store/records.js';
import { turnDeadline } from '../store/records.js';
import type { Logger } from '../log.js';
import type { GameSheetInput } from '../sheet-svg/index.js';
import { sheetInputFromGame } from '../sheet-svg/index.js';
import { gameDice } from './dice.js';
import { ApiError, fromRuleError, isStoreFault } from './errors.js';
import { membershipChanges } from './memberships.js';
import type { OptionsInput } from './game-options.js';
import { botLevels, botPlayer, clientSeed, gameOptions } from './game-options.js';
import type { Amend, WriteRequest, Writer } from './write-requests.js';
import { idempotencyDigest, playerRef, sameRequest, turnOf, versionConflict, withClientSeed } from './write-requests.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, idFromKey, newId, newNonce } from './secrets.js';
import { fullLog } from './log.js';
import type { GameCache } from './game-cache.js';
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
  /** The least `turnSeconds` a game may have (MIN_TURN_SECONDS, for local tests); 60 by default. */
  readonly minTurnSeconds?: number;
  /** The games this process wrote last, where their next write starts (game-cache.ts); none when absent. */
  readonly cache?: GameCache | null;
}

export interface CreateInput extends OptionsInput {
  readonly ruleset: string;
  readonly seats: number;
  readonly clientSeed?: string | undefined;
  /** Bots taking the next free seats (all of them: the creator does not sit). */
  readonly bots?: readonly { readonly level: string }[] | undefined;
}

/** What a join may carry besides the write options. */
export interface JoinOptions extends WriteOptions {
  readonly clientSeed?: string | undefined;
}

/**
 * The only writer of games: loads a game, authorises the player, applies the engine and
 * saves with the condition that the version is still the one read.
 */
export function createGameService({ store, clock, random, maxWriteAttempts, log, onCommitted, minTurnSeconds, cache = null }: GameServiceDeps) {
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
    // The turn's start, for its deadline: the record's when it is still the same turn, else the
    // time of the move that began it (the last one that was not a roll or an announcement).
    const sameTurn = rebuilt.value.turn?.number === game.state.turn?.number && rebuilt.value.status === game.state.status;
    const began = log.findLast((e) => e.event.type !== 'roll' && e.event.type !== 'announce');
    const turnStartedAt = rebuilt.value.turn ? (sameTurn ? game.turnStartedAt : (began?.at ?? game.createdAt)) : null;
    return gameView({ ...game, state: rebuilt.value, updatedAt: last?.at ?? game.createdAt, turnStartedAt }, last);
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

  /**
   * The version the write of `entry` ended at: the bots' moves that followed it in the same
   * write (same time, bot seats) belong to its result, as its first answer showed them.
   */
  async function lastOfWrite(game: GameRecord, entry: LogEntry): Promise<number> {
    if (!game.bots.some((b) => b !== null)) return entry.version;
    let version = entry.version;
    for (const e of await fullLog(store, game)) if (e.version === version + 1 && e.at === entry.at && game.bots[e.event.seat]) version = e.version;
    return version;
  }

  /** The first result of a repeated request, after checking it is the same request. */
  async function replayed(game: GameRecord, entry: LogEntry, request: WriteRequest): Promise<GameView> {
    if (!sameRequest(entry.event, request)) {
      throw new ApiError('IDEMPOTENCY_KEY_REUSED', `this idempotency key was used for a ${entry.event.type} at version ${entry.version}`, {
        version: entry.version,
      });
    }
    await syncMemberships(null, game); // the client retried: repair a write it may not have seen complete
    return viewAt(game, await lastOfWrite(game, entry));
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
  async function commit(previous: GameRecord, outcome: Outcome, writer: Writer, amend?: Amend): Promise<{ saved: GameRecord } | { lost: GameRecord }> {
    const now = Math.max(clock(), previous.updatedAt);
    const entry: LogEntry = { version: outcome.state.version, at: now, key: writer.key, nonce: writer.nonce, event: outcome.event };
    const moved: GameRecord = { ...previous, state: outcome.state };
    const base = amend ? amend(moved, outcome) : moved;
    // Bots whose turn this move started play it now, in the same write: more versions, one item.
    if (base.bots.some(Boolean)) await loadStrategy(base.state.ruleset);
    const bots = botEntries(base, now);
    const state = bots.state;
    const sameTurn = previous.state.status === 'active' && previous.state.turn?.number === state.turn?.number;
    // Only a turn with a clock keeps its start (the item holds it for no other).
    const clocked = state.status === 'active' && state.turn && base.options.turnSeconds !== null;
    const turnStartedAt = !clocked ? null : sameTurn ? (previous.turnStartedAt ?? previous.updatedAt) : now;
    const turn = state.turn?.number ?? previous.state.turn?.number ?? 0;
    const kept: GameRecord = { ...base, state, updatedAt: now, turnStartedAt, pending: [...previous.pending, entry, ...bots.entries] };
    // Entries older than the previous turn leave the game item only when that makes this
    // write cheaper: a write is billed by the started kilobyte, and a chunk write costs a
    // request and a unit of its own, so the log stays in the item for as long as it fits in
    // the units the item needs anyway. Only entries already written are archived, so no
    // chunk ever holds a move that did not land.
    const older = previous.pending.filter((e) => turnOf(e.event) < turn - 1);
    const archived: GameRecord = { ...kept, pending: kept.pending.slice(older.length), archivedThrough: older.at(-1)?.version ?? previous.archivedThrough };
    const units = store.gameWriteUnits(kept);
    // A write of one unit cannot get cheaper (the archived item is then not even encoded).
    const archive = older.length > 0 && units > 1 && store.gameWriteUnits(archived) < units;
    const next = archive ? archived : kept;
    if (archive) await store.archiveEntries(previous, older);
    const result = await settleWrite(
      () => store.saveGame(next, previous),
      async (): Promise<ReadBack<GameRecord>> => {
        const stored = await load(previous.id);
        if (wrote(await entryAt(stored, entry.event.seat, entry.version), writer)) return { found: 'mine' };
        return stored.state.version === previous.state.version ? { found: 'nothing' } : { found: 'other', stored };
      },
    );
    if (!result.landed) return { lost: result.stored };
    cache?.put(next);
    onCommitted?.(next, previous.state.version);
    await projectMemberships(previous, next);
    return { saved: next };
  }

  /**
   * Runs `attempt` against the latest game until its write lands: the shared path of every
   * action. With `expectedVersion` there is no retry: a lost race is a VERSION_CONFLICT
   * (once the next pass has checked that the winner was not this request's twin).
   *
   * The game this process wrote last is taken from the cache unread. Only a write that lands
   * on it confirms it is still the stored game (the write's condition is its version), so
   * every other answer (a replay, a refusal, a version conflict) is given on the game as read:
   * the cached game is read first, and the pass starts again. Its write losing to another
   * writer's is not an attempt: the game is then as read, as on any first pass.
   */
  async function write(
    gameId: string,
    caller: PlayerRef,
    request: WriteRequest,
    options: WriteOptions,
    attempt: (game: GameRecord, player: PlayerRef) => Result<Outcome>,
    amend?: Amend,
  ): Promise<GameView> {
    const player = playerRef(caller);
    const key = idempotencyDigest(options.idempotencyKey);
    const expected = options.expectedVersion;
    const cached = cache?.take(gameId);
    let game = cached ?? (await load(gameId));
    let confirmed = !cached;
    const reread = () => ((confirmed = true), load(gameId));
    for (let attempts = 0; attempts < maxWriteAttempts; ) {
      const seat = game.state.seats.findIndex((s) => s.player?.id === player.id);
      const first = key && seat >= 0 ? await findByKey(game, seat, key, expected) : null;
      if (first) {
        // A key has at most one entry per seat, and the cached game's entries are stored: the
        // repeat is answered with that entry, on the game as read.
        if (!confirmed) game = await reread();
        return replayed(game, first, request);
      }
      // A turn past its deadline has ended, whatever arrives now: its timeout is written first.
      if (isOverdue(game)) {
        game = await playTimeout(game);
        confirmed = true;
        attempts++;
        continue;
      }
      if (expected !== undefined && expected !== game.state.version) {
        if (!confirmed) {
          game = await reread();
          continue;
        }
        throw versionConflict(game.state.version, expected);
      }
      const outcome = attempt(game, player);
      if (!outcome.ok) {
        if (!confirmed) {
          game = await reread();
          continue;
        }
        await repairOnRefusal(game, seat, player, request);
        throw fromRuleError(outcome.error);
      }
      const writer: Writer = key ? { key, nonce: null } : { key: null, nonce: newNonce(random) };
      const result = await commit(game, outcome.value, writer, amend);
      if ('saved' in result) return recordView(result.saved);
      // A lost race with a key may have been lost to this very request's twin (a client's
      // retry while the first is in flight): the next pass returns its result, or refuses.
      if (expected !== undefined && !key) throw versionConflict(result.lost.state.version, expected);
      if (confirmed) attempts++;
      game = result.lost;
      confirmed = true;
    }
    throw new ApiError('UNAVAILABLE', 'the game is changing too fast; retry the request', { retryAfterSeconds: 1 });
  }

  /**
   * A client that repeats a request without an idempotency key after its first attempt
   * failed midway gets a refusal: whatever the rule code, when the request could have been a
   * join, a resignation or the end of the game, rewrite the game's memberships so the lists
   * repair. Refusals of ordinary moves of an active game write nothing.
   */
  async function repairOnRefusal(game: GameRecord, seat: number, player: PlayerRef, request: WriteRequest): Promise<void> {
    const terminal = request.type === 'join' || request.type === 'resign' || request.type === 'leave' || game.state.status !== 'active';
    if (seat >= 0 && terminal) await syncMemberships(null, game);
    // A leave repeated after its write landed: the seat is gone, and so must the membership be.
    if (seat < 0 && request.type === 'leave') await store.putMemberships([{ before: { playerId: player.id, createdAt: game.createdAt, gameId: game.id }, after: null, version: game.state.version }]);
  }

  const isOverdue = (game: GameRecord) => {
    const deadline = turnDeadline(game);
    return deadline !== null && clock() >= deadline;
  };

  /** Plays the timeout of an overdue turn; returns the game as it is afterwards, whoever wrote it. */
  async function playTimeout(game: GameRecord): Promise<GameRecord> {
    const outcome = timeoutTurn(game.state, gameDice(game, game.state.version + 1));
    if (!outcome.ok) throw new Error(`game ${game.id} cannot time out: ${outcome.error.message}`);
    const result = await commit(game, outcome.value, { key: null, nonce: newNonce(random) });
    return 'saved' in result ? result.saved : result.lost;
  }

  /**
   * A new game's record, with its seed, the creator's client seed and no turn clock until it
   * starts. Bots take the seats from `firstBot` on, each a join of its own, and play their
   * turns at once (a game of bots only plays to its end here).
   */
  function newRecord(id: string, created: Outcome, options: GameRecord['options'], seed: string, writer: Writer, bots: readonly BotLevel[] = [], firstBot = 1): GameRecord {
    const now = clock();
    const seats = created.state.seats.length;
    const levels = Array.from({ length: seats }, (_, i) => (i >= firstBot ? (bots[i - firstBot] ?? null) : null));
    const pending: LogEntry[] = [{ version: 1, at: now, ...writer, event: created.event }];
    let state = created.state;
    for (const [seat, level] of levels.entries()) {
      if (!level || seat === 0) continue;
      const joined = joinGame(state, botPlayer(id, seat, level));
      if (!joined.ok) throw new Error(`a bot cannot join: ${joined.error.message}`);
      state = joined.value.state;
      pending.push({ version: state.version, at: now, key: null, nonce: null, event: joined.value.event });
    }
    const record: GameRecord = {
      id,
      createdAt: now,
      updatedAt: now,
      state,
      pending,
      archivedThrough: 0,
      seed: random(32),
      diceScheme: 'hmac-sha256-v1',
      clientSeeds: created.state.seats.map((_, i) => (i === 0 ? seed : '')),
      options,
      turnStartedAt: null,
      bots: levels,
    };
    const played = botEntries(record, now);
    const active = played.state.status === 'active';
    return { ...record, state: played.state, pending: [...pending, ...played.entries], turnStartedAt: active && options.turnSeconds !== null ? now : null };
  }

  /** The moves of the bots to play from `game`'s state on, each a log entry, and the state after them. */
  function botEntries(game: GameRecord, at: number): { entries: LogEntry[]; state: GameState } {
    const entries: LogEntry[] = [];
    let state = game.state;
    for (let level = state.turn && game.bots[state.turn.seat]; state.status === 'active' && level; level = state.turn && game.bots[state.turn.seat]) {
      for (const step of botTurn(state, level, botRandom, (s) => gameDice(game, s.version + 1))) {
        entries.push({ version: step.outcome.state.version, at, key: null, nonce: null, event: step.outcome.event });
        state = step.outcome.state;
      }
    }
    return { entries, state };
  }

  /** Uniform numbers in [0, 1) for the random bot, from the service's random source. */
  const botRandom = () => Buffer.from(random(4)).readUInt32BE(0) / 2 ** 32;

  /** Writes a new game unless its id is taken; the game that holds the id otherwise. */
  async function insert(game: GameRecord, writer: Writer): Promise<{ created: GameRecord } | { existing: GameRecord }> {
    const result = await settleWrite(
      () => store.createGame(game),
      async (): Promise<ReadBack<GameRecord>> => {
        const stored = await store.getGame(game.id);
        if (!stored) return { found: 'nothing' };
        return wrote(await entryAt(stored, 0, 1), writer) ? { found: 'mine' } : { found: 'other', stored };
      },
    );
    if (!result.landed) return { existing: result.stored };
    cache?.put(game);
    onCommitted?.(game, 0);
    await projectMemberships(null, game);
    return { created: game };
  }

  /** Invitations of a rematch: projections of its create entry, written after it like memberships. */
  async function invite(game: GameRecord, from: PlayerRef, invited: readonly PlayerRef[]): Promise<void> {
    const invitations = invited.map((p) => ({ playerId: p.id, gameId: game.id, createdAt: game.createdAt, from }));
    await store.putInvitations(invitations, game.createdAt + INVITATION_DAYS * 86_400_000).catch((error: unknown) => {
      log({ level: isStoreFault(error) ? 'warn' : 'error', msg: 'invitations not written', gameId: game.id, error: String(error) });
    });
  }

  return {
    async create(caller: PlayerRef, input: CreateInput, options: Pick<WriteOptions, 'idempotencyKey'> = {}): Promise<GameView> {
      const player = playerRef(caller);
      const settings = gameOptions(input, minTurnSeconds);
      const seed = clientSeed(input.clientSeed);
      const bots = botLevels(input.bots, input.seats);
      const key = options.idempotencyKey;
      const digest = idempotencyDigest(key);
      const writer: Writer = digest ? { key: digest, nonce: null } : { key: null, nonce: newNonce(random) };
      const id = key === undefined ? newId(random) : idFromKey(player.id, key);
      // When bots fill every seat the creator does not sit: a bot takes seat 0 too.
      const botsOnly = bots.length > 0 && bots.length === input.seats;
      const creator = botsOnly ? botPlayer(id, 0, bots[0]!) : player;
      const created = createGame({ ruleset: input.ruleset, seats: input.seats, creator });
      if (!created.ok) throw fromRuleError(created.error);
      if (bots.length > 0) await loadStrategy(created.value.state.ruleset);
      const record = newRecord(id, created.value, settings, botsOnly ? '' : seed, writer, bots, botsOnly ? 0 : 1);
      const result = await insert(record, writer);
      if ('created' in result) return recordView(result.created);
      // The id is taken: by the game this idempotency key created before, or (a fresh random
      // id of 80 bits) never.
      if (key === undefined) throw new Error('a fresh random game id was already taken');
      const existing = result.existing;
      const first = await entryAt(existing, 0, 1);
      const byCaller = first?.event.type === 'create' && (first.event.player.id === player.id || existing.bots[0] !== null);
      const sameGame = byCaller && first?.event.type === 'create' && first.event.ruleset === input.ruleset && first.event.seats === input.seats;
      if (!first || !sameGame) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'this idempotency key created a different game', { gameId: id });
      await syncMemberships(null, existing);
      return viewAt(existing, 1);
    },

    async join(player: PlayerRef, gameId: string, options: JoinOptions = {}): Promise<GameView> {
      const seed = clientSeed(options.clientSeed);
      return write(gameId, player, { type: 'join' }, options, (game, seated) => joinGame(game.state, seated), withClientSeed(seed));
    },

    act(player: PlayerRef, gameId: string, action: PlayAction, options: WriteOptions = {}): Promise<GameView> {
      return write(gameId, player, action, options, (game) => applyAction(game.state, player.id, action, gameDice(game, game.state.version + 1)));
    },

    /** A seated player leaves an open game: the seat is free again; the creator leaving cancels it. */
    leave(player: PlayerRef, gameId: string, options: WriteOptions = {}): Promise<GameView> {
      return write(gameId, player, { type: 'leave' }, options, (game, seated) => leaveGame(game.state, seated), withClientSeed(''));
    },

    /**
     * A new open game like the finished `gameId` (ruleset, seats, options), with the caller
     * seated and the other players invited. There is one rematch per game: its id comes from
     * the finished game's, so a second player asking for it joins the first one's (or gets it
     * back when already seated). `created` says which.
     */
    async rematch(caller: PlayerRef, gameId: string, options: Pick<JoinOptions, 'clientSeed'> = {}): Promise<{ created: boolean; game: GameView }> {
      const player = playerRef(caller);
      const seed = clientSeed(options.clientSeed);
      const old = await load(gameId);
      if (!old.state.seats.some((s) => s.player?.id === player.id)) throw new ApiError('FORBIDDEN', 'only a player of the game can ask for its rematch');
      if (old.state.status !== 'finished') throw new ApiError('GAME_NOT_FINISHED', `the game is ${old.state.status}: a rematch follows a finished game`);
      const id = idFromKey(old.id, 'rematch');
      const invited = old.state.seats.flatMap((s) => (s.player && s.player.id !== player.id ? [s.player] : []));
      const created = createGame({ ruleset: old.state.ruleset, seats: old.state.seats.length, creator: player, rematchOf: old.id, invited });
      if (!created.ok) throw fromRuleError(created.error);
      const writer: Writer = { key: null, nonce: newNonce(random) };
      const result = await insert(newRecord(id, created.value, old.options, seed, writer), writer);
      if ('created' in result) {
        await invite(result.created, player, invited);
        return { created: true, game: recordView(result.created) };
      }
      const existing = result.existing;
      if (existing.state.seats.some((s) => s.player?.id === player.id)) return { created: false, game: recordView(existing) };
      return { created: false, game: await this.join(player, id, { clientSeed: options.clientSeed }) };
    },

    /**
     * Plays the timeout of every turn whose deadline has passed (the sweeper: every second on
     * the local server, every minute on AWS). Returns how many it played; a game some other
     * writer moved on meanwhile is left as that writer left it.
     */
    async sweepDeadlines(limit = 100): Promise<number> {
      let played = 0;
      for (const id of await store.dueGames(clock(), limit)) {
        let game = await store.getGame(id);
        while (game && isOverdue(game)) {
          game = await playTimeout(game);
          played += 1;
        }
      }
      return played;
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

/** How long an invitation is listed at most (the table's TTL removes it). */
const INVITATION_DAYS = 30;
