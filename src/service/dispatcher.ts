import type { GameEventView, CursorRecord, WebhookRecord, GameRecord } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { MetricsSink } from '../metrics.js';
import { METRIC, noMetrics } from '../metrics.js';
import type { DeliveryOptions, DeliveryResult, Keyring, WebhookEvent } from '../notify/index.js';
import { deliver, openSecret, retryDelaySeconds } from '../notify/index.js';
import type { Store, NotifyStore } from '../store/index.js';
import { allSettled } from '../store/index.js';
import { eventPosition, eventsOfEntry, receives } from './events.js';
import { loggedEvents } from './log.js';

/*
 * The dispatcher: brings every webhook of every player seated in a game up to date with the
 * game's events. The outbox is the game's own move log, written by the conditional write that
 * accepted each move; what each webhook has received is its cursor for the game, moved on
 * only after a delivery succeeded (so a crash redelivers the same event, with the same id,
 * never a different one). Events reach one webhook in order: a failed event waits for its
 * retry, and the events after it wait behind it.
 *
 * Two feeds call it with the same code: on AWS the table's stream (src/entry/dispatcher.ts),
 * locally the server process after each write and at start-up (feed.ts). Retries are due
 * cursors, found through the table's `due` index by `sweep` (a scheduled function on AWS,
 * every second locally).
 */

export interface DispatcherOptions {
  readonly store: Store;
  readonly notify: NotifyStore;
  readonly keyring: Keyring;
  readonly clock: () => number;
  /** Delays before each retry, in seconds (notify/retry.ts). */
  readonly retrySchedule: readonly number[];
  /** What one delivery attempt may do (private addresses for the local server, a timeout). */
  readonly delivery: Omit<DeliveryOptions, 'now'>;
  readonly log: Logger;
  /** How long a player's webhooks are trusted without reading them again. */
  readonly webhookCacheMs?: number;
  /** Counts delivery attempts of game events and their failures. */
  readonly metrics?: MetricsSink;
}

/** Who asks: the feed of new moves, or the sweeper of due retries (which alone handles a failing cursor). */
type Caller = 'feed' | 'sweeper';

const positionOf = (event: GameEventView) => eventPosition(event.data.version, Number(event.id.split('.').at(-1)));

export function createDispatcher(options: DispatcherOptions) {
  const { store, notify, keyring, clock, retrySchedule, log, metrics = noMetrics } = options;
  const cacheMs = options.webhookCacheMs ?? 30_000;
  const hooks = new Map<string, { list: WebhookRecord[]; until: number }>();

  async function webhooksOf(playerId: string): Promise<WebhookRecord[]> {
    const cached = hooks.get(playerId);
    if (cached && cached.until > clock()) return cached.list;
    const list = (await notify.webhooksOf(playerId)).filter((w) => w.disabled === null);
    if (hooks.size > 10_000) hooks.clear();
    hooks.set(playerId, { list, until: clock() + cacheMs });
    return list;
  }

  /**
   * The events after `through` that `hook` is to receive, in order, and the position of the
   * game's last event (where the cursor goes once they are delivered: events the webhook does
   * not take are passed over with them).
   */
  async function pending(hook: WebhookRecord, game: GameRecord, through: string): Promise<{ events: GameEventView[]; end: string }> {
    const last = game.pending.at(-1);
    if (!last) return { events: [], end: through };
    // When the cursor holds everything before the newest version, that version's events come
    // from the game as it is; otherwise the log is replayed.
    const onlyNewest = through !== '' && through >= eventPosition(last.version - 1, 0) && through < eventPosition(last.version, 0);
    const versions = onlyNewest ? [eventsOfEntry(game, last, game.state)] : await loggedEvents(store, game);
    const all = versions.flatMap((v) => v.events.map((event, n) => ({ event, position: eventPosition(v.version, n), to: (player: string) => receives(v, event, player) })));
    const wanted = new Set(hook.events);
    const events = all
      .filter((e) => e.position > through && e.to(hook.playerId))
      .filter((e) => Date.parse(e.event.timestamp) >= hook.createdAt && (wanted.size === 0 || wanted.has(e.event.type)))
      .map((e) => e.event);
    return { events, end: all.at(-1)?.position ?? through };
  }

  function secretsOf(hook: WebhookRecord): string[] {
    const current = openSecret(hook.secret, keyring, { context: hook.id });
    const previous = hook.previousSecret && hook.previousSecret.until > clock() ? openSecret(hook.previousSecret.sealed, keyring, { context: hook.id }) : null;
    return previous ? [current, previous] : [current];
  }

  /** One delivery attempt of `event` to `hook`, logged. */
  async function attempt(hook: WebhookRecord, event: WebhookEvent, number: number): Promise<DeliveryResult> {
    const result = await deliver({ url: hook.url, secrets: secretsOf(hook), event }, { ...options.delivery, now: () => new Date(clock()) });
    const delay = result.ok || result.error === 'GONE' ? null : retryDelaySeconds(number, retrySchedule);
    await notify.logAttempt({
      webhookId: hook.id,
      eventId: event.id,
      type: event.type,
      at: clock(),
      attempt: number,
      status: result.status ?? null,
      error: result.error ? `${result.error}${result.detail ? `: ${result.detail}` : ''}` : null,
      durationMs: Math.round(result.durationMs),
      nextRetryAt: delay === null ? null : clock() + delay * 1000,
    });
    return result;
  }

  /** Delivers what `hook` has not received of `game`, in order, and moves its cursor on. */
  async function advance(hook: WebhookRecord, game: GameRecord, caller: Caller): Promise<void> {
    const stored = await notify.getCursor(hook.id, game.id);
    const cursor: CursorRecord = stored ?? { webhookId: hook.id, playerId: hook.playerId, gameId: game.id, through: '', failures: 0, nextAt: null };
    if (cursor.failures > 0 && (caller === 'feed' || (cursor.nextAt ?? 0) > clock())) return;
    const { events, end } = await pending(hook, game, cursor.through);
    if (end === cursor.through) return;
    let { failures } = cursor;
    let through = end;
    let nextAt: number | null = null;
    for (const [i, event] of events.entries()) {
      const result = await attempt(hook, event, failures + 1);
      metrics.count(METRIC.webhookDeliveries);
      if (!result.ok) metrics.count(METRIC.webhookFailures);
      if (result.ok) {
        failures = 0;
        continue;
      }
      if (result.error === 'GONE') {
        await notify.disableWebhook(hook.playerId, hook.id, clock(), 'the endpoint answered 410 Gone');
        hooks.delete(hook.playerId);
        return;
      }
      const delay = retryDelaySeconds(failures + 1, retrySchedule);
      if (delay === null) {
        // Every attempt of the schedule failed: the event is given up (its attempts are in the
        // delivery log) and the next one is tried.
        log({ level: 'warn', msg: 'webhook event given up', webhookId: hook.id, gameId: game.id, eventId: event.id });
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
      log({ level: 'warn', msg: 'webhook cursor moved meanwhile', webhookId: hook.id, gameId: game.id });
    }
  }

  return {
    /** Brings every webhook of the game's players up to date with it (the game as a feed saw it). */
    async dispatch(game: GameRecord): Promise<void> {
      const create = game.pending.find((e) => e.version === 1)?.event;
    const invited = create?.type === 'create' ? (create.invited ?? []).map((p) => p.id) : [];
    const players = [...new Set([...game.state.seats.flatMap((s) => (s.player ? [s.player.id] : [])), ...invited])];
      const targets = (await Promise.all(players.map(webhooksOf))).flat();
      await allSettled(targets.map((hook) => advance(hook, game, 'feed')));
    },

    /** Retries every delivery that is due; returns how many cursors it looked at. */
    async sweep(): Promise<number> {
      const due = await notify.dueCursors(clock());
      for (const cursor of due) {
        const [hook, game] = await Promise.all([notify.getWebhook(cursor.playerId, cursor.webhookId, true), store.getGame(cursor.gameId)]);
        if (!hook || hook.disabled || !game) {
          await notify.saveCursor({ ...cursor, failures: 0, nextAt: null }, cursor.through); // nothing left to retry
          continue;
        }
        await advance(hook, game, 'sweeper');
      }
      return due.length;
    },

    /** Forgets the cached webhooks of a player (after one was added or removed on this instance). */
    forget(playerId: string): void {
      hooks.delete(playerId);
    },

    /** One attempt to `hook` of `event`, logged, outside any game (the webhook test). */
    attempt: (hook: WebhookRecord, event: WebhookEvent) => attempt(hook, event, 1),
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
