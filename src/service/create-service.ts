import type { GameRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import { noMetrics } from '../metrics.js';
import type { DeliveryOptions, Keyring } from '../notify/index.js';
import { DEFAULT_RETRY_SECONDS } from '../notify/index.js';
import type { Deadline, NotifyStore, Store } from '../store/index.js';
import { createDispatcher } from './dispatcher.js';
import { eventsOfEntry } from './events.js';
import { createLocalFeed } from './feed.js';
import { createGameCache } from './game-cache.js';
import { createGameService } from './game-service.js';
import { createLiveEvents } from './live.js';
import { loggedEvents } from './log.js';
import { createPlayerService, playerState } from './player-service.js';
import { HEADS } from './list-service.js';
import { settleFinished } from './projections.js';
import { createReadCache } from './read-cache.js';
import type { RateLimit } from './rate-limit.js';
import type { Scheduler } from './repeat.js';
import { repeatEvery } from './repeat.js';
import type { RandomBytes } from './secrets.js';
import { secureRandom } from './secrets.js';
import type { Makers, RequestServices } from './services-over.js';
import { ServicesOver } from './services-over.js';
import { createEventStreams } from './streams.js';
import { createWebhookService } from './webhook-service.js';
import { countWrite } from './write-metrics.js';

export interface ServiceOptions {
  readonly store: Store;
  readonly clock?: () => number;
  /** Source of ids, tokens and dice seeds; cryptographically secure unless a test says otherwise. */
  readonly random?: RandomBytes;
  readonly maxWriteAttempts?: number;
  readonly authCacheMs?: number;
  /** Requests per player (and per client address for registration) per function instance; none when absent. */
  readonly rateLimit?: RateLimit | null;
  /** Where the service reports what it repairs or gives up on in the background. */
  readonly log?: Logger;
  /** Webhooks and their dispatch; without it the API has none. */
  readonly notifications?: NotificationOptions;
  /**
   * How event streams learn of moves: `push` from this process's own writes (the local
   * server; the default), `poll` the store every `pollMs` for at most `maxDurationMs` (a
   * deployed function, which cannot see other instances' writes).
   */
  readonly streams?: { readonly mode: 'push' | 'poll'; readonly pollMs?: number; readonly maxDurationMs?: number };
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
}

export interface NotificationOptions {
  readonly store: NotifyStore;
  /** Seals webhook secrets at rest (notify/keyring.ts). */
  readonly keyring: Keyring;
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
}

/** What the deployed API allows one player per function instance. */
export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 10, burst: 40 };

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
  const n = options.notifications;
  const dispatcher = n
    ? createDispatcher({
        store: deps.store,
        notify: n.store,
        keyring: n.keyring,
        clock: deps.clock,
        retrySchedule: n.retrySchedule ?? DEFAULT_RETRY_SECONDS,
        delivery: { ...n.delivery, allowPrivate: n.allowPrivate },
        log: deps.log,
        metrics: deps.metrics,
      })
    : null;
  const feed = n && dispatcher && n.feed === 'local' ? createLocalFeed({ dispatcher, notify: n.store, log: deps.log, settleFinished: (game) => settleFinished(deps.store, game), ...(n.sweepMs !== undefined && { sweepMs: n.sweepMs }), ...(options.scheduler && { schedule: options.scheduler }) }) : null;
  const streamMode = options.streams?.mode ?? 'push';
  const live = streamMode === 'push' ? createLiveEvents() : null;
  const publish = (game: GameRecord, fromVersion: number) => {
    if (!live || live.idle) return;
    const last = game.pending.at(-1);
    if (last && fromVersion === game.state.version - 1) return live.publish(game.id, [eventsOfEntry(game, last, game.state)]);
    void loggedEvents(deps.store, game)
      .then((versions) => live.publish(game.id, versions.filter((v) => v.version > fromVersion)))
      .catch((error: unknown) => deps.log({ level: 'error', msg: 'live events not published', gameId: game.id, error: String(error) }));
  };
  const heads = createReadCache(deps.clock);
  const onCommitted = (game: GameRecord, fromVersion: number) => {
    countWrite(deps.metrics, game, fromVersion);
    feed?.committed(game);
    publish(game, fromVersion);
    forgetHeads(game, fromVersion);
  };
  /** This instance's write changed a list head it keeps: the lobby when seats changed, the ruleset's boards when the game finished. */
  const forgetHeads = (game: GameRecord, fromVersion: number) => {
    const written = game.pending.filter((e) => e.version > fromVersion);
    const seats = written.some((e) => e.event.type === 'create' || e.event.type === 'join' || e.event.type === 'leave');
    if (seats && game.options.visibility === 'public') heads.forget(HEADS.anyLobby);
    if (game.state.status === 'finished') heads.forget(HEADS.leaderboardsOf(game.state.ruleset));
  };
  const players = playerState(deps);
  const minTurnSeconds = options.minTurnSeconds !== undefined ? { minTurnSeconds: options.minTurnSeconds } : {};
  const cache = createGameCache(options.gameCache ?? 0);
  const openAndActive = async (store: Store, playerId: string) => {
    const pages = await Promise.all((['open', 'active'] as const).map((status) => store.listMemberships(playerId, { status }, { limit: 100 })));
    return pages.flatMap((p) => p.items.map((m) => m.gameId));
  };
  /** How each service is made over a store; the same for every request. */
  const makers: Makers = {
    players: (over) => createPlayerService(over, players),
    // A literal, not a spread of `over`: this runs for every request that plays.
    games: ({ store, clock, random, maxWriteAttempts, log }) => createGameService({ store, clock, random, maxWriteAttempts, log, onCommitted, cache, metrics: deps.metrics, ...minTurnSeconds }),
    webhooks: (notify) => (n && dispatcher && notify ? createWebhookService({ notify, dispatcher, keyring: n.keyring, clock: deps.clock, random: deps.random, allowPrivate: n.allowPrivate, ...(n.delivery?.resolve && { resolve: n.delivery.resolve }) }) : null),
    streams: createEventStreams({ store: deps.store, live, mode: streamMode, ...options.streams, listMemberships: openAndActive }),
  };
  /** The services over `store` (and `notify`): the root ones for background work, a request's within its deadline. */
  const servicesOver = (store: Store, notify: NotifyStore | null) =>
    new ServicesOver(makers, { store, clock: deps.clock, random: deps.random, maxWriteAttempts: deps.maxWriteAttempts, authCacheMs: deps.authCacheMs, rateLimit: deps.rateLimit, log: deps.log, heads }, notify);
  const root = servicesOver(deps.store, n?.store ?? null);
  const games = root.games;
  const deadlines = options.deadlines
    ? (options.scheduler ?? repeatEvery)(options.deadlines.sweepMs, () => games.sweepDeadlines(), (error) =>
        deps.log({ level: 'error', msg: 'deadline sweep failed', error: error instanceof Error ? { name: error.name, message: error.message } : String(error) }),
      )
    : null;
  return {
    players: root.players,
    games,
    /** The in-process deadline sweeper when `deadlines` is set: `stop`. */
    deadlines,
    lists: root.lists,
    records: root.records,
    exports: root.exports,
    hints: root.hints,
    webhooks: root.webhooks,
    /**
     * The services of one request: every store call they make spends from `deadline` (the
     * request edge starts it). They share the caches and rate limits of these, and are made
     * as the request first uses them.
     */
    forRequest(deadline: Deadline): RequestServices {
      return servicesOver(deps.store.within(deadline), n ? n.store.within(deadline) : null);
    },
    /**
     * The "game finished" hook (projections.ts): a finished game's memberships and statistics
     * settled as it says, idempotently. The finishing write runs it; the table's stream runs it
     * again for every finished game (src/entry/stream-dispatch.ts), and so does the local feed's
     * recovery at start-up, for games whose process died before.
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
