import type { GameRecord, TournamentRecord } from '../contract/index.js';
import type { GameState } from '../engine/index.js';
import { DEFAULT_QUOTA, FAIR_USE_LIMITS } from '../contract/index.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import { METRIC, noMetrics } from '../metrics.js';
import type { DeliveryOptions, Keyring, KeyringSource } from '../notify/index.js';
import { DEFAULT_RETRY_SECONDS, keyringLoader } from '../notify/index.js';
import type { Deadline, NotifyStore, Store } from '../store/index.js';
import type { DispatcherOptions } from './dispatcher.js';
import { createDispatcher } from './dispatcher.js';
import type { PushSigning } from './endpoints.js';
import { createLocalFeed } from './feed.js';
import { createFollowUp } from './follow-up.js';
import { createGameCache } from './game-cache.js';
import { createGameService } from './game-service.js';
import type { Credentials } from './auth.js';
import { ReadAhead, type GameServiceDeps } from './game-context.js';
import { createLiveEvents } from './live.js';
import { createPlayerService, playerState } from './player-service.js';
import { forgetWrittenHeads } from './list-service.js';
import { settleFinished } from './projections.js';
import { createReadCache } from './read-cache.js';
import type { RateLimit } from './rate-limit.js';
import { Meter, createQuotas } from './rate-limit.js';
import type { BotOptions } from './local-bots.js';
import { localBots } from './local-bots.js';
import type { Scheduler } from './repeat.js';
import { repeatEvery } from './repeat.js';
import type { RandomBytes } from './secrets.js';
import { secureRandom } from './secrets.js';
import type { Makers, RequestServices } from './services-over.js';
import { ServicesOver } from './services-over.js';
import { createExportService } from './export-service.js';
import { createSlots } from './stream-slots.js';
import { createEventStreams } from './streams.js';
import type { RoundDeps } from './tournament-rounds.js';
import { sweepTournaments } from './tournament-rounds.js';
import { createRatingService } from './rating-service.js';
import { createTournamentService } from './tournament-service.js';
import { createWebhookService, disableGrantWebhooks } from './webhook-service.js';
import { createGrantCheck } from './grants.js';
import { createTokenService } from './token-service.js';
import { createPushService, deleteGrantPushSubscriptions } from './push-service.js';
import { countWrite } from './write-metrics.js';

export interface ServiceOptions {
  readonly store: Store;
  readonly clock?: () => number;
  /** Source of ids, tokens and dice seeds; cryptographically secure unless a test says otherwise. */
  readonly random?: RandomBytes;
  readonly maxWriteAttempts?: number;
  readonly authCacheMs?: number;
  /** The quota per token in cost units (ADDRESS_FACTOR times it per client address), per function instance; none when absent. */
  readonly rateLimit?: RateLimit | null;
  /** Where the service reports what it repairs or gives up on in the background. */
  readonly log?: Logger;
  /** Webhooks and their dispatch; without it the API has none. */
  readonly notifications?: NotificationOptions;
  /**
   * How event streams learn of moves: `push` from this process's own writes (the local
   * server; the default), `poll` the store every `pollMs` for at most `maxDurationMs` (a
   * deployed function, which cannot see other instances' writes). `maxBehindBytes` lowers how
   * far a reader may fall behind before it is cut off (tests).
   */
  readonly streams?: { readonly mode: 'push' | 'poll'; readonly pollMs?: number; readonly maxDurationMs?: number; readonly maxBehindBytes?: number };
  /** The least `turnSeconds` a game may have: 60 unless lowered (MIN_TURN_SECONDS, local tests). */
  readonly minTurnSeconds?: number;
  /**
   * Plays overdue turns' timeouts every `sweepMs` in this process (the local server, every
   * second); without it a schedule calls `games.sweepDeadlines` (AWS: src/entry/sweeper.ts).
   */
  readonly deadlines?: { readonly sweepMs: number };
  /**
   * How many games this process keeps as its last write left them, for their next write to
   * start from without a read (game-cache.ts): for a process that writes most of its games'
   * moves itself (the local server). None (0) by default.
   */
  readonly gameCache?: number;
  /** How background work runs (the local feed's sweeper, the deadline sweeper): every so often, in this process, by default. */
  readonly scheduler?: Scheduler;
  /** Where business metrics are counted (src/metrics.ts); nowhere by default. */
  readonly metrics?: MetricsSink;
  /** Who plays the turns of bots left to the background (local-bots.ts): this process by default. */
  readonly bots?: BotOptions;
  /** Who hands on what this service writes (FeedKind); the notifications' feed, else local. */
  readonly feed?: FeedKind;
  /**
   * The web client's origin, for the links the API hands out (a game's invitation):
   * PUBLIC_URL. Without it, each request's own origin (the local server, the API's address).
   */
  readonly publicUrl?: string | undefined;
}

export interface NotificationOptions {
  readonly store: NotifyStore;
  /** Seals webhook secrets at rest (notify/keyring.ts); read when first needed if given as a function. */
  readonly keyring: KeyringSource;
  /** Allow `http` and private addresses for webhooks (the local server); production refuses them. */
  readonly allowPrivate: boolean;
  /** Delays before each retry of a failed delivery, in seconds; Standard Webhooks' schedule by default. */
  readonly retrySchedule?: readonly number[];
  /** How one delivery is made (timeout, resolver, trusted CAs). */
  readonly delivery?: Omit<DeliveryOptions, 'now' | 'allowPrivate'>;
  /**
   * Who hands the dispatcher the games written: `local`, this process, after each write and
   * at start-up, with a sweeper every `sweepMs` (the embedded store has no stream); `stream`,
   * the table's stream and a schedule (AWS: src/entry/dispatcher.ts and sweeper.ts).
   */
  readonly feed: 'local' | 'stream';
  readonly sweepMs?: number;
  /** Deliveries in flight at once across every endpoint (dispatcher.ts); 32 by default. */
  readonly concurrency?: number;
  /** How long the webhook test call waits for its endpoint; 5 s by default. */
  readonly testTimeoutMs?: number;
  /** Web Push: the VAPID keys (read when first needed) and the contact push services see; no pushes without it. */
  readonly push?: PushSigning;
}

/**
 * Who hands on what this service writes (the work after a game's end, webhooks): `local`, this
 * process (feed.ts); `stream`, the table's stream (AWS). The notifications' feed when they are
 * set, else local.
 */
export type FeedKind = 'local' | 'stream';

/** What the deployed API allows one token per function instance, in cost units. */
export const DEFAULT_RATE_LIMIT: RateLimit = DEFAULT_QUOTA;

/** What a player's stream follows: its open and active games, those it is invited to (their `invitation.received`), and its newest tournaments. */
const sourcesOf = async (store: Store, playerId: string) => {
  const [open, active, invited, entries] = await Promise.all([
    store.listMemberships(playerId, { status: 'open' }, { limit: 100 }),
    store.listMemberships(playerId, { status: 'active' }, { limit: 100 }),
    store.listInvitations(playerId, { limit: 100 }),
    store.listTournamentEntries(playerId, { limit: 20 }),
  ]);
  return { games: [...new Set([...open.items, ...active.items, ...invited.items].map((m) => m.gameId))], tournaments: entries.items.map((e) => e.tournamentId) };
};

/** The notifications of a service, their keyring read once when first needed (`keyringLoader`). */
type ServiceNotifications = Omit<NotificationOptions, 'keyring'> & { readonly keyring: () => Promise<Keyring> };

/** The dispatcher of webhooks and pushes that `n` configures. */
function dispatcherOf(n: ServiceNotifications, base: Pick<DispatcherOptions, 'store' | 'clock' | 'log' | 'metrics' | 'grants'>) {
  return createDispatcher({
    ...base,
    notify: n.store,
    keyring: n.keyring,
    retrySchedule: n.retrySchedule ?? DEFAULT_RETRY_SECONDS,
    delivery: { ...n.delivery, allowPrivate: n.allowPrivate },
    push: n.push ?? null,
    ...(n.concurrency !== undefined && { concurrency: n.concurrency }),
    ...(n.testTimeoutMs !== undefined && { testTimeoutMs: n.testTimeoutMs }),
  });
}

/** The service layer: the one place that reads and writes games and players. */
export function createService(options: ServiceOptions) {
  const deps = {
    store: options.store,
    clock: options.clock ?? Date.now,
    random: options.random ?? secureRandom,
    maxWriteAttempts: options.maxWriteAttempts ?? 8,
    authCacheMs: options.authCacheMs ?? 60_000,
    rateLimit: options.rateLimit ?? null,
    log: options.log ?? jsonLogger,
    metrics: options.metrics ?? noMetrics,
  };
  // One keyring for the service's life: a keyring read when first needed is read once, whatever reads it first.
  const n: ServiceNotifications | undefined = options.notifications && { ...options.notifications, keyring: keyringLoader(options.notifications.keyring) };
  const grants = createGrantCheck({ store: deps.store, clock: deps.clock });
  const dispatcher = n ? dispatcherOf(n, { store: deps.store, clock: deps.clock, log: deps.log, metrics: deps.metrics, grants }) : null;
  const streamMode = options.streams?.mode ?? 'push';
  const live = streamMode === 'push' ? createLiveEvents() : null;
  const bots = localBots(options.bots ?? {}, () => games, deps.clock, deps.log);
  const followUp = createFollowUp({ store: deps.store, clock: deps.clock, log: deps.log, dispatcher, live, rounds: () => rounds });
  const feedKind = options.feed ?? n?.feed ?? 'local';
  const feed =
    feedKind === 'local'
      ? createLocalFeed({
          follow: (item) => followUp.follow(item, { wait: false }),
          scan: () => deps.store.allWritten(),
          sweep: dispatcher ? () => dispatcher.sweep() : undefined,
          deliveries: dispatcher ?? undefined,
          log: deps.log,
          ...(n?.sweepMs !== undefined && { sweepMs: n.sweepMs }),
          ...(options.scheduler && { schedule: options.scheduler }),
        })
      : null;
  const onCommitted = (game: GameRecord, fromVersion: number, from?: GameState) => {
    countWrite(deps.metrics, game, fromVersion);
    feed?.written({ kind: 'game', game });
    followUp.publishGame(game, fromVersion, from);
    bots?.written(game);
    forgetWrittenHeads(heads, game, fromVersion);
  };
  const heads = createReadCache(deps.clock);
  const onTournamentWritten = (tournament: TournamentRecord, fromVersion: number) => {
    feed?.written({ kind: 'tournament', tournament });
    followUp.publishTournament(tournament, fromVersion);
  };
  const quotas = createQuotas(deps.rateLimit, deps.clock, () => deps.metrics.count(METRIC.rateLimited));
  const players = playerState({ ...deps, quotas });
  /** A grant revoked on this instance: what it created stops here at once, and its webhooks show it (grants.ts). */
  const onGrantRevoked = async (playerId: string, grantId: string) => {
    grants.forget(playerId, grantId);
    if (!n || !dispatcher) return;
    dispatcher.forget(playerId);
    // The dispatcher's own check stops them anyway; this shows it in the player's list now.
    await deleteGrantPushSubscriptions(n.store, playerId, grantId).catch((error: unknown) =>
      deps.log({ level: 'warn', msg: 'push subscriptions of a revoked grant not deleted', playerId, grantId, error: String(error) }),
    );
    await disableGrantWebhooks(n.store, playerId, grantId, deps.clock()).catch((error: unknown) =>
      deps.log({ level: 'warn', msg: 'webhooks of a revoked grant not disabled', playerId, grantId, error: String(error) }),
    );
  };
  const minTurnSeconds = options.minTurnSeconds !== undefined ? { minTurnSeconds: options.minTurnSeconds } : {};
  const cache = createGameCache(options.gameCache ?? 0);
  const exportSlots = createSlots({ perPlayer: Infinity, perAddress: FAIR_USE_LIMITS.exportsPerAddress, retryAfterSeconds: FAIR_USE_LIMITS.capRetryAfterSeconds, what: 'exports in progress' });
  // One literal without a spread: a game service is made for every request that plays, and a
  // literal that spreads one object into another takes V8's slow path (microseconds a request).
  const gameDeps = (store: Store, publicUrl?: string, meter?: Meter | null): GameServiceDeps => {
    const { clock, random, maxWriteAttempts, log, metrics } = deps;
    return { store, clock, random, maxWriteAttempts, log, onCommitted, cache, metrics, minTurnSeconds: options.minTurnSeconds, publicUrl, meter, ahead: meter ? new ReadAhead() : undefined };
  };
  const tournamentDeps = (store: Store) => ({ store, clock: deps.clock, random: deps.random, log: deps.log, onWritten: onTournamentWritten });
  /** What moves tournaments on, in the background (the sweeper, the end of their games). */
  const rounds: RoundDeps = { ...tournamentDeps(deps.store), games: gameDeps(deps.store) };
  /** How each service is made over a store; the same for every request. */
  const makers: Makers = {
    players: (over) => createPlayerService(over, players),
    games: ({ store, publicUrl, meter }) => createGameService(gameDeps(store, publicUrl, meter)),
    webhooks: (notify) => (n && dispatcher && notify ? createWebhookService({ notify, dispatcher, keyring: n.keyring, clock: deps.clock, random: deps.random, allowPrivate: n.allowPrivate, ...(n.delivery?.resolve && { resolve: n.delivery.resolve }) }) : null),
    exports: ({ store }) => createExportService({ store, slots: exportSlots }),
    push: (notify) =>
      n?.push && dispatcher && notify
        ? createPushService({ notify, dispatcher, signing: n.push, clock: deps.clock, random: deps.random, allowPrivate: n.allowPrivate, ...(n.delivery?.resolve && { resolve: n.delivery.resolve }) })
        : null,
    streams: createEventStreams({ store: deps.store, live, mode: streamMode, ...options.streams, sourcesOf }),
    tournaments: ({ store }) => createTournamentService({ ...tournamentDeps(store), ...minTurnSeconds }),
    ratings: ({ store }) => createRatingService({ store }),
    tokens: ({ store, clock, random, authCacheMs }) =>
      createTokenService({ store, clock, random, verify: { store, clock, authCacheMs, cache: players.credentials, touch: players.touch }, onGrantRevoked }),
  };
  /** The services over `store` (and `notify`): the root ones for background work, a request's within its deadline. */
  const servicesOver = (store: Store, notify: NotifyStore | null, publicUrl: string | undefined, meter: Meter | null = null) =>
    new ServicesOver(makers, { store, clock: deps.clock, random: deps.random, maxWriteAttempts: deps.maxWriteAttempts, authCacheMs: deps.authCacheMs, log: deps.log, heads, publicUrl, meter }, notify);
  const root = servicesOver(deps.store, n?.store ?? null, options.publicUrl);
  const games = root.games;
  // Overdue turns, tournaments to start or move on, and stalled bot games: the local loop (AWS: the scheduled rule).
  const deadlines = options.deadlines
    ? (options.scheduler ?? repeatEvery)(options.deadlines.sweepMs, async () => [(await games.sweepDeadlines()) + (await sweepTournaments(rounds)), await bots?.restartStalled()], (error) =>
        deps.log({ level: 'error', msg: 'deadline sweep failed', error: error instanceof Error ? { name: error.name, message: error.message } : String(error) }),
      )
    : null;
  return {
    players: root.players,
    games,
    /** The in-process deadline sweeper when `deadlines` is set (it also restarts stalled bot games): `stop`. */
    deadlines,
    /** The quotas of this instance: `admit` at the edge, `settle` once answered (rate-limit.ts). */
    quotas,
    /**
     * The background player of bot turns in this process (`bots.mode` local): `recover` hands it
     * every game a previous process left with a bot to move; `idle` for tests; `stop`. Null
     * where the table's stream plays them.
     */
    bots,
    lists: root.lists,
    records: root.records,
    exports: root.exports,
    hints: root.hints,
    webhooks: root.webhooks,
    push: root.push,
    tournaments: root.tournaments,
    ratings: root.ratings,
    /** Outside a request nothing is read ahead (RequestServices' `readGameAhead`): a request's services do it. */
    readGameAhead: (_credentials: Credentials, _gameId: string): void => {},
    /** Starts due tournaments and moves running ones on (the sweeper); returns how many tournament writes landed. */
    sweepTournaments: (limit?: number) => sweepTournaments(rounds, limit),
    /** What follows a write of a game or tournament: the table's stream hands every written item here (AWS). */
    follow: followUp.follow,
    /**
     * The services of one request: every store call they make spends from `deadline` (the
     * request edge starts it), and its links start with PUBLIC_URL, or else the `origin` the
     * request reached. They share the caches and rate limits of these, and are made as the
     * request first uses them.
     */
    forRequest(deadline: Deadline, origin?: string): RequestServices {
      return servicesOver(deps.store.within(deadline), n ? n.store.within(deadline) : null, options.publicUrl ?? origin, new Meter());
    },
    /**
     * The statistics' part of the "game finished" hook (projections.ts): a finished game's
     * memberships and statistics settled as it says, idempotently. The finishing write
     * projects them; `follow` runs this again for every finished game the table's stream or
     * the local feed (and its recovery at start-up) hands on, for games whose process died before.
     */
    settleFinished: (game: GameRecord) => settleFinished(deps.store, game),
    /** The dispatcher, for the deployed feeds (stream and schedule); null without notifications. */
    dispatcher,
    /** The in-process feed when `feed: 'local'`: recovery at start-up, `idle` for tests, `stop`. */
    feed,
    streams: makers.streams,
  };
}

export type Service = ReturnType<typeof createService>;
