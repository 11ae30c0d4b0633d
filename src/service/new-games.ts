import type { BotLevel, GameRecord, GameTournamentRef, GameView, LogEntry } from '../contract/index.js';
import { ApiError, COST_UNITS, fromRuleError } from '../contract/index.js';
import type { Outcome, PlayerRef, RulesetId } from '../engine/index.js';
import { createGame, joinGame } from '../engine/index.js';
import { METRIC, noMetrics } from '../metrics.js';
import { takeBotRun } from './bot-runs.js';
import type { GameServiceDeps } from './game-context.js';
import { loadGame } from './game-context.js';
import type { OptionsInput } from './game-options.js';
import { botLevels, botPlayer, checkRated, clientSeed, gameOptions } from './game-options.js';
import { viewAt } from './game-reads.js';
import { entryAt, wrote } from './idempotency.js';
import { listInvitations, viewFor } from './invitations.js';
import { projectGame, syncProjections } from './projections.js';
import { idFromKey, newId, newNonce } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import { recordView } from './view.js';
import type { JoinOptions, WriteOptions } from './write-path.js';
import { join } from './write-path.js';
import type { Writer } from './write-requests.js';
import { idempotencyDigest, playerRef } from './write-requests.js';

/*
 * New games: created by a player (with bots in the seats it asks for), or as the rematch of a
 * finished game. A new game is one conditional write that its id is free; a repeated create
 * finds its first game by the id its idempotency key gives. A game of bots only is answered
 * `active` and played in the background (bot-play.ts), in one of the creator's few places for
 * such games (bot-runs.ts).
 */

export interface CreateInput extends OptionsInput {
  readonly ruleset: string;
  readonly seats: number;
  readonly clientSeed?: string | undefined;
  /** Bots taking the next free seats (all of them: the creator does not sit). */
  readonly bots?: readonly { readonly level: string }[] | undefined;
}

/**
 * A new game's record, with its seed, the creator's client seed and no turn clock until it
 * starts. Bots take the seats from `firstBot` on, each a join of its own. No bot moves here:
 * the creator moves first, or, in a game of bots only, the background player does.
 */
function newRecord(deps: GameServiceDeps, id: string, created: Outcome, options: GameRecord['options'], seed: string, writer: Writer, bots: readonly BotLevel[] = [], firstBot = 1): GameRecord {
  const now = deps.clock();
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
  const active = state.status === 'active';
  return {
    id,
    createdAt: now,
    updatedAt: now,
    state,
    pending,
    archivedThrough: 0,
    seed: deps.random(32),
    diceScheme: 'hmac-sha256-v1',
    clientSeeds: created.state.seats.map((_, i) => (i === 0 ? seed : '')),
    options,
    turnStartedAt: active && options.turnSeconds !== null ? now : null,
    bots: levels,
  };
}

/** Writes a new game unless its id is taken; the game that holds the id otherwise. */
async function insert(deps: GameServiceDeps, game: GameRecord, writer: Writer): Promise<{ created: GameRecord } | { existing: GameRecord }> {
  const { store } = deps;
  const result = await settleWrite(
    () => store.createGame(game),
    async (): Promise<ReadBack<GameRecord>> => {
      const stored = await store.getGame(game.id);
      if (!stored) return { found: 'nothing' };
      return wrote(await entryAt(store, stored, 0, 1), writer) ? { found: 'mine' } : { found: 'other', stored };
    },
  );
  if (!result.landed) return { existing: result.stored };
  deps.cache?.put(game);
  deps.onCommitted?.(game, 0);
  await projectGame(store, deps.log, null, game);
  return { created: game };
}

export async function create(deps: GameServiceDeps, caller: PlayerRef, input: CreateInput, options: Pick<WriteOptions, 'idempotencyKey'> = {}): Promise<GameView> {
  const { store, random } = deps;
  const player = playerRef(caller);
  const settings = gameOptions(input, deps.minTurnSeconds);
  const seed = clientSeed(input.clientSeed);
  const bots = botLevels(input.bots, input.seats);
  if (settings.rated) checkRated(input.seats, bots);
  const key = options.idempotencyKey;
  const digest = idempotencyDigest(key);
  const writer: Writer = digest ? { key: digest, nonce: null } : { key: null, nonce: newNonce(random) };
  const id = key === undefined ? newId(random) : idFromKey(player.id, key);
  // When bots fill every seat the creator does not sit: a bot takes seat 0 too.
  const botsOnly = bots.length > 0 && bots.length === input.seats;
  const creator = botsOnly ? botPlayer(id, 0, bots[0]!) : player;
  const created = createGame({ ruleset: input.ruleset, seats: input.seats, creator });
  if (!created.ok) throw fromRuleError(created.error);
  // A game of bots only is played in the background (bot-play.ts), which loads their strategy; none is played here.
  if (botsOnly) await takePlace(deps, player.id, id, key !== undefined);
  const record = newRecord(deps, id, created.value, settings, botsOnly ? '' : seed, writer, bots, botsOnly ? 0 : 1);
  const result = await insert(deps, record, writer);
  if ('created' in result) {
    // The request's share of a game of bots only: the first round it starts.
    if (botsOnly) deps.meter?.add(input.seats * COST_UNITS.botTurn);
    return viewFor(record, recordView(result.created), player.id, deps.publicUrl);
  }
  // The id is taken: by the game this idempotency key created before, or (a fresh random
  // id of 80 bits) never.
  if (key === undefined) throw new Error('a fresh random game id was already taken');
  const existing = result.existing;
  const first = await entryAt(store, existing, 0, 1);
  const byCaller = first?.event.type === 'create' && (first.event.player.id === player.id || existing.bots[0] !== null);
  const sameGame = byCaller && first?.event.type === 'create' && first.event.ruleset === input.ruleset && first.event.seats === input.seats;
  if (!first || !sameGame) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 'this idempotency key created a different game', { gameId: id });
  (deps.metrics ?? noMetrics).count(METRIC.idempotentReplays);
  await syncProjections(store, null, existing);
  return viewFor(existing, await viewAt(store, existing, 1), player.id, deps.publicUrl);
}

/**
 * A place among the creator's games of bots only; a create repeated with its key after its
 * game's place went to another game is let through to find its game.
 */
async function takePlace(deps: GameServiceDeps, playerId: string, gameId: string, keyed: boolean): Promise<void> {
  try {
    await takeBotRun(deps.store, deps.clock, playerId, gameId);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'RATE_LIMITED' && keyed && (await deps.store.getGame(gameId)))) throw error;
  }
}

/**
 * A new open game like the finished `gameId` (ruleset, seats, options), with the caller
 * seated and the other players invited. There is one rematch per game: its id comes from
 * the finished game's, so a second player asking for it joins the first one's (or gets it
 * back when already seated). `created` says which.
 */
export async function rematch(deps: GameServiceDeps, caller: PlayerRef, gameId: string, options: Pick<JoinOptions, 'clientSeed'> = {}): Promise<{ created: boolean; game: GameView }> {
  const player = playerRef(caller);
  const seed = clientSeed(options.clientSeed);
  const old = await loadGame(deps.store, gameId);
  if (!old.state.seats.some((s) => s.player?.id === player.id)) throw new ApiError('FORBIDDEN', 'only a player of the game can ask for its rematch');
  if (old.state.status !== 'finished') throw new ApiError('GAME_NOT_FINISHED', `the game is ${old.state.status}: a rematch follows a finished game`);
  const id = idFromKey(old.id, 'rematch');
  const invited = old.state.seats.flatMap((s) => (s.player && s.player.id !== player.id ? [s.player] : []));
  const created = createGame({ ruleset: old.state.ruleset, seats: old.state.seats.length, creator: player, rematchOf: old.id, invited });
  if (!created.ok) throw fromRuleError(created.error);
  const writer: Writer = { key: null, nonce: newNonce(deps.random) };
  const record = newRecord(deps, id, created.value, old.options, seed, writer);
  // Listed before the write: a rematch that lands always has its invitations (one another
  // player created first lists its own; these name this record's time and are dropped as stale).
  await listInvitations(deps.store, record, player, invited);
  const result = await insert(deps, record, writer);
  if ('created' in result) return { created: true, game: viewFor(record, recordView(result.created), player.id, deps.publicUrl) };
  const existing = result.existing;
  if (existing.state.seats.some((s) => s.player?.id === player.id)) return { created: false, game: viewFor(existing, recordView(existing), player.id, deps.publicUrl) };
  return { created: false, game: await join(deps, player, id, { clientSeed: options.clientSeed }) };
}

/** A table of a tournament: its game's id, players in seat order, options and place in the tournament. */
export interface TableInput {
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly players: readonly PlayerRef[];
  readonly options: GameRecord['options'];
  readonly tournament: GameTournamentRef;
}

/**
 * A game whose every seat is taken at once (a tournament's table), created once under its id
 * whoever asks: a second creation finds the first game, which must seat the same players.
 */
export async function createTable(deps: GameServiceDeps, input: TableInput): Promise<GameRecord> {
  const [first, ...others] = input.players;
  if (!first) throw new Error(`table ${input.id} has no players`);
  const created = createGame({ ruleset: input.ruleset, seats: input.players.length, creator: first });
  if (!created.ok) throw fromRuleError(created.error);
  const writer: Writer = { key: null, nonce: newNonce(deps.random) };
  const now = deps.clock();
  const pending: LogEntry[] = [{ version: 1, at: now, ...writer, event: created.value.event }];
  let state = created.value.state;
  for (const player of others) {
    const joined = joinGame(state, player);
    if (!joined.ok) throw fromRuleError(joined.error);
    state = joined.value.state;
    pending.push({ version: state.version, at: now, key: null, nonce: null, event: joined.value.event });
  }
  const record: GameRecord = {
    id: input.id,
    createdAt: now,
    updatedAt: now,
    state,
    pending,
    archivedThrough: 0,
    seed: deps.random(32),
    diceScheme: 'hmac-sha256-v1',
    clientSeeds: input.players.map(() => ''),
    options: input.options,
    turnStartedAt: input.options.turnSeconds !== null ? now : null,
    bots: input.players.map(() => null),
    tournament: input.tournament,
  };
  const result = await insert(deps, record, writer);
  const game = 'created' in result ? result.created : result.existing;
  const seated = game.state.seats.map((s) => s.player?.id ?? '');
  if (seated.join() !== input.players.map((p) => p.id).join()) throw new Error(`game ${input.id} exists with other players than its table's`);
  if ('existing' in result) await syncProjections(deps.store, null, game);
  return game;
}
