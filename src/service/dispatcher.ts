import type { CursorRecord, EventView, GameRecord, TournamentRecord, WebhookRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import { noMetrics } from '../metrics.js';
import type { DeliveryOptions, DeliveryResult, Keyring, WebhookEvent } from '../notify/index.js';
import { retryDelaySeconds } from '../notify/index.js';
import type { NotifyStore, Store, WrittenItem } from '../store/index.js';
import type { Endpoint, EndpointDeps, PushSigning } from './endpoints.js';
import { endpointCache, pushEndpoint, webhookAttempt, webhookEndpoint } from './endpoints.js';
import { eventPosition, receives } from './events.js';
import { createLanes } from './lanes.js';
import type { Outbox } from './outboxes.js';
import { gameOutbox, outboxOf, tournamentOutbox } from './outboxes.js';
import { createReminders } from './reminders.js';
import type { GrantCheck } from './grants.js';

/*
 * The dispatcher: brings every endpoint (webhook or push subscription) of every player seated
 * in a game up to date with the game's events. The outbox is the game's own move log, written
 * by the conditional write that accepted each move; what each endpoint has received is its
 * cursor for the game, moved on only after a delivery succeeded (so a crash redelivers the same
 * event, with the same id, never a different one). Events reach one endpoint in order: a failed
 * event waits for its retry, and the events after it wait behind it. A tournament's events go
 * the same way (its item holds the log of its event-bearing versions, written by the same
 * conditional write as each change), to the endpoints of its players (outboxes.ts).
 *
 * Each endpoint has its own lane (lanes.ts): one job in flight per endpoint, endpoints side by
 * side up to a global bound, so an endpoint that hangs delays its own deliveries only. Two
 * feeds call it with the same code: on AWS the table's stream (src/entry/dispatcher.ts), which
 * waits for a game's deliveries; locally the server process after each write and at start-up
 * (feed.ts), which hands them over and goes on. Retries are due cursors, found through the
 * table's `due` index by `sweep` (a scheduled function on AWS, every second locally), which
 * also sends the turn reminders that are due (reminders.ts).
 */

export interface DispatcherOptions {
  readonly store: Store;
  readonly notify: NotifyStore;
  /** The service's keyring, read once when first needed (`keyringLoader`). */
  readonly keyring: () => Promise<Keyring>;
  readonly clock: () => number;
  /** Delays before each retry, in seconds (notify/retry.ts). */
  readonly retrySchedule: readonly number[];
  /** What one delivery attempt may do (private addresses for the local server, a timeout). */
  readonly delivery: Omit<DeliveryOptions, 'now'>;
  readonly log: Logger;
  /** How long a player's endpoints are trusted without reading them again. */
  readonly webhookCacheMs?: number;
  /** Counts delivery attempts and their failures. */
  readonly metrics?: MetricsSink;
  /** Whether the app grant that created a webhook still works (grants.ts); every grant does when absent. */
  readonly grants?: GrantCheck;
  /** Web Push signing; without it push subscriptions receive nothing. */
  readonly push?: PushSigning | null;
  /** Deliveries in flight at once, across every endpoint. */
  readonly concurrency?: number;
  /** How long the webhook test call waits for its endpoint. */
  readonly testTimeoutMs?: number;
}

/** Deliveries in flight at once by default: each waits on the network, not the CPU. */
export const DEFAULT_DELIVERY_CONCURRENCY = 32;
/** The test call answers within the API's 10 s: its attempt waits 5 s at most. */
export const TEST_TIMEOUT_MS = 5_000;

/** Who asks: the feed of new moves, or the sweeper of due retries (which alone handles a failing cursor). */
type Caller = 'feed' | 'sweeper';

/** One lane job: bring `endpoint` up to date with `source`, a game or tournament (either loaded from `cursor` when the job runs). */
interface Job {
  readonly caller: Caller;
  readonly endpoint: Endpoint | null;
  readonly source: Outbox | null;
  readonly cursor: CursorRecord | null;
}

const newer = (a: Outbox | null, b: Outbox | null) => (a && b ? (b.version >= a.version ? b : a) : (b ?? a));
/** Two asks for one endpoint and source that wait together: the newest state, and the sweeper's right to retry. */
const merge = (a: Job, b: Job): Job => ({ caller: a.caller === 'sweeper' || b.caller === 'sweeper' ? 'sweeper' : 'feed', endpoint: b.endpoint ?? a.endpoint, source: newer(a.source, b.source), cursor: b.cursor ?? a.cursor });

const positionOf = (event: EventView) => eventPosition(event.data.version, Number(event.id.split('.').at(-1)));
const describe = (error: unknown) => (error instanceof Error ? { name: error.name, message: error.message } : String(error));

export function createDispatcher(options: DispatcherOptions) {
  const { store, notify, clock, retrySchedule, log } = options;
  const deps: EndpointDeps & { store: Store } = { store, notify, keyring: options.keyring, clock, retrySchedule, delivery: options.delivery, push: options.push ?? null, grants: options.grants, metrics: options.metrics ?? noMetrics, log };
  const endpoints = endpointCache(deps, options.webhookCacheMs ?? 30_000);
  const lanes = createLanes(options.concurrency ?? DEFAULT_DELIVERY_CONCURRENCY, (error, endpointId, key) => log({ level: 'error', msg: 'delivery failed', endpointId, key, error: describe(error) }));
  const reminders = createReminders(deps, endpoints, lanes);

  /**
   * The events after `through` that `endpoint` is to receive, in order, and the position of the
   * source's last event (where the cursor goes once they are delivered: events the endpoint
   * does not take are passed over with them).
   */
  async function pending(endpoint: Endpoint, source: Outbox, through: string): Promise<{ events: EventView[]; end: string }> {
    const versions = await source.versionsAfter(through);
    const all = versions.flatMap((v) => v.events.map((event, n) => ({ event, position: eventPosition(v.version, n), to: (player: string) => receives(v, event, player) })));
    const events = all
      .filter((e) => e.position > through && e.to(endpoint.playerId))
      .filter((e) => Date.parse(e.event.timestamp) >= endpoint.createdAt && endpoint.takes(e.event, source.item))
      .map((e) => e.event);
    return { events, end: all.at(-1)?.position ?? through };
  }

  /** Delivers what `endpoint` has not received of `game` (or a tournament), in order, and moves its cursor on. */
  async function advance(endpoint: Endpoint, game: Outbox, caller: Caller): Promise<void> {
    const stored = await notify.getCursor(endpoint.id, game.id);
    const cursor: CursorRecord = stored ?? { kind: endpoint.kind, endpointId: endpoint.id, playerId: endpoint.playerId, gameId: game.id, through: '', failures: 0, nextAt: null };
    if (cursor.failures > 0 && (caller === 'feed' || (cursor.nextAt ?? 0) > clock())) return;
    const { events, end } = await pending(endpoint, game, cursor.through);
    // Nothing new, or an older state of the game than the cursor has already passed.
    if (end <= cursor.through) return;
    let { failures } = cursor;
    let through = end;
    let nextAt: number | null = null;
    for (const [i, event] of events.entries()) {
      const result = await endpoint.send(event, failures + 1, game.item);
      if (result.ok) {
        failures = 0;
        continue;
      }
      if (result.gone) {
        await endpoint.drop(`the endpoint answered ${endpoint.kind === 'push' ? '404 or 410' : '410 Gone'}`);
        endpoints.forget(endpoint.playerId);
        return;
      }
      const delay = retryDelaySeconds(failures + 1, retrySchedule);
      if (delay === null) {
        // Every attempt of the schedule failed: the event is given up (a webhook's attempts are
        // in its delivery log) and the next one is tried.
        log({ level: 'warn', msg: 'event given up', endpoint: endpoint.kind, endpointId: endpoint.id, gameId: game.id, eventId: event.id });
        failures = 0;
        continue;
      }
      failures += 1;
      nextAt = clock() + delay * 1000;
      // The cursor stops right before the failed event: it and what follows wait for the retry.
      through = i === 0 ? cursor.through : positionOf(events[i - 1]!);
      break;
    }
    if (!(await notify.saveCursor({ ...cursor, through, failures, nextAt }, stored ? cursor.through : null))) {
      log({ level: 'warn', msg: 'delivery cursor moved meanwhile', endpoint: endpoint.kind, endpointId: endpoint.id, gameId: game.id });
    }
  }

  /** The endpoint a cursor belongs to, as stored now; null when it is gone or disabled. */
  async function endpointOf(cursor: CursorRecord): Promise<Endpoint | null> {
    if (cursor.kind === 'push') {
      const sub = deps.push ? await notify.getPushSubscription(cursor.playerId, cursor.endpointId, true) : null;
      return sub && pushEndpoint(deps, sub);
    }
    const hook = await notify.getWebhook(cursor.playerId, cursor.endpointId, true);
    return hook && !hook.disabled ? webhookEndpoint(deps, hook) : null;
  }

  /** The game, or else the tournament, a cursor follows. */
  async function sourceOf(id: string): Promise<Outbox | null> {
    const game = await store.getGame(id);
    if (game) return gameOutbox(store, game);
    const tournament = await store.getTournament(id);
    return tournament ? tournamentOutbox(tournament) : null;
  }

  async function run(job: Job): Promise<void> {
    const cursor = job.cursor;
    const [endpoint, source] = await Promise.all([job.endpoint ?? (cursor && endpointOf(cursor)), job.source ?? (cursor && sourceOf(cursor.gameId))]);
    if (!endpoint || !source) {
      if (cursor) await notify.saveCursor({ ...cursor, failures: 0, nextAt: null }, cursor.through); // nothing left to retry
      return;
    }
    await advance(endpoint, source, job.caller);
  }

  const submit = (endpointId: string, sourceId: string, job: Job) => lanes.submit(endpointId, sourceId, job, run, merge);

  /**
   * Hands every endpoint of the players of a written game or tournament its job (and arms a
   * game's turn reminder); resolves once they are queued, with `done`, a promise of their end
   * (in an object: an async function that returned the promise itself would wait for it).
   */
  async function enqueue(item: WrittenItem): Promise<{ readonly done: Promise<void> }> {
    const source = outboxOf(store, item);
    const targets = (await Promise.all(source.players.map((p) => endpoints.of(p)))).flat();
    const jobs = targets.map((endpoint) => submit(endpoint.id, source.id, { caller: 'feed', endpoint, source, cursor: null }));
    if (deps.push && item.kind === 'game') await reminders.arm(item.game);
    return { done: Promise.all(jobs).then(() => undefined) };
  }

  return {
    /** Queues the deliveries of a written game or tournament and goes on (the local feed): resolves with a promise of their end. */
    enqueue,

    /** Brings every endpoint of the game's players up to date with it, and waits for them (the table's stream). */
    async dispatch(game: GameRecord): Promise<void> {
      await (await enqueue({ kind: 'game', game })).done;
    },

    /** Brings every endpoint of the tournament's players up to date with it, and waits for them. */
    async dispatchTournament(tournament: TournamentRecord): Promise<void> {
      await (await enqueue({ kind: 'tournament', tournament })).done;
    },

    /**
     * Starts every retry that is due (and every due turn reminder) that is not already under
     * way, each in its endpoint's lane; returns how many it started. With `wait` it resolves
     * once they have ended (a function that must not return with work in flight).
     */
    async sweep({ wait = false }: { wait?: boolean } = {}): Promise<number> {
      const [due, reminded] = await Promise.all([notify.dueCursors(clock()), deps.push ? reminders.sweep() : Promise.resolve([])]);
      const started = due.filter((c) => !lanes.holds(c.endpointId, c.gameId)).map((cursor) => submit(cursor.endpointId, cursor.gameId, { caller: 'sweeper', endpoint: null, source: null, cursor }));
      const all = [...started, ...reminded];
      if (wait) await Promise.all(all);
      return all.length;
    },

    /** Resolves once no delivery (nor turn reminder) is queued or in flight. */
    async idle(): Promise<void> {
      await reminders.idle();
      await lanes.idle();
    },

    /** Forgets the cached endpoints of a player (after one was added or removed on this instance). */
    forget(playerId: string): void {
      endpoints.forget(playerId);
    },

    /** One attempt to `hook` of `event`, logged, outside any game and any lane (the webhook test), bounded in time. */
    test: (hook: WebhookRecord, event: WebhookEvent): Promise<DeliveryResult> => webhookAttempt(deps, hook, event, 1, options.testTimeoutMs ?? TEST_TIMEOUT_MS),
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
