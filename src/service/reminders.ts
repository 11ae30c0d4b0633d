import type { GameRecord, PushSubscriptionRecord, ReminderRecord } from '../contract/index.js';
import { PUSH_REMINDER } from '../contract/index.js';
import { retryDelaySeconds } from '../notify/index.js';
import type { Store } from '../store/index.js';
import type { EndpointDeps, endpointCache } from './endpoints.js';
import { pushAttempt, wantsTurns } from './endpoints.js';
import { eventsOfEntry } from './events.js';
import type { Lanes } from './lanes.js';
import { reminderFor } from './push-words.js';

/*
 * Turn reminders (API.md, Web Push): when a quarter of a turn of at least an hour is left and
 * its player has not moved, the player's browsers are reminded, once per turn, with the
 * eventId of the turn.started it recalls.
 *
 * Scheduled as data, beside the game: when the dispatcher sees a write that started such a
 * turn for a player with a subscription that wants turns, it arms the game's reminder item,
 * which waits in the `due` index (its own partitions) until the reminder is due; a later turn's
 * arming replaces it, an earlier one's never does (a late or repeated dispatch arms nothing).
 * The sweep of due retries finds it there: if the game is still at the version that started
 * the turn (nobody moved, nothing happened), each subscription is sent the reminder in its own
 * lane; those that took it are recorded, those that failed are tried again on the retry
 * schedule, and once all took it (or gave up, or the turn is over) the item leaves the index.
 * A crash between a push and its record sends that push again: at least once, and once per
 * turn and browser otherwise.
 */

type Cache = ReturnType<typeof endpointCache>;

export function createReminders(deps: EndpointDeps & { readonly store: Store }, endpoints: Cache, lanes: Lanes) {
  const { notify, clock, log } = deps;
  /** Reminders a sweep started and that have not ended, by game: the next sweep leaves them be. */
  const running = new Map<string, Promise<void>>();

  /** Arms the reminder of the turn that `game`'s newest write started, if it is one to recall. */
  async function arm(game: GameRecord): Promise<void> {
    const last = game.pending.at(-1);
    const { turnSeconds } = game.options;
    if (!last || turnSeconds === null || turnSeconds < PUSH_REMINDER.minTurnSeconds || game.state.status !== 'active') return;
    const started = eventsOfEntry(game, last, game.state).events.find((e) => e.type === 'turn.started');
    if (started?.type !== 'turn.started' || started.data.deadline === null) return;
    const playerId = started.data.player.id;
    if (!(await endpoints.subscriptions(playerId)).some(wantsTurns)) return;
    const deadline = Date.parse(started.data.deadline);
    const remindAt = deadline - Math.round(turnSeconds * 1000 * PUSH_REMINDER.leftFraction);
    await notify.armReminder({ gameId: game.id, playerId, version: last.version, eventId: started.id, remindAt, deadline, done: [], failures: 0, nextAt: remindAt });
  }

  /** One round of a due reminder. */
  async function remind(r: ReminderRecord): Promise<void> {
    const game = await deps.store.getGame(r.gameId);
    if (!game || game.state.status !== 'active' || game.state.version !== r.version) {
      // The player moved, the turn timed out, or the game ended: nothing to recall.
      await notify.settleReminder(r.gameId, r.version, { done: r.done, failures: r.failures, nextAt: null });
      return;
    }
    const subscriptions = (await notify.pushSubscriptionsOf(r.playerId, true)).filter((s) => wantsTurns(s) && !r.done.includes(s.id));
    const parts = reminderFor(game, r.playerId, r.eventId, r.deadline, clock());
    const done = [...r.done];
    let failed = false;
    const one = async (sub: PushSubscriptionRecord) => {
      const result = await pushAttempt(deps, sub, parts);
      if (result.ok) done.push(sub.id);
      else if (result.error === 'GONE') {
        await notify.deletePushSubscription(sub.playerId, sub.id);
        endpoints.forget(sub.playerId);
      } else failed = true;
    };
    await Promise.all(subscriptions.map((sub) => lanes.submit(sub.id, `reminder#${r.gameId}`, sub, one)));
    const delay = failed ? retryDelaySeconds(r.failures + 1, deps.retrySchedule) : null;
    if (failed && delay === null) log({ level: 'warn', msg: 'turn reminder given up', gameId: r.gameId, eventId: r.eventId });
    await notify.settleReminder(r.gameId, r.version, { done, failures: failed ? r.failures + 1 : r.failures, nextAt: delay === null ? null : clock() + delay * 1000 });
  }

  return {
    arm,
    /** Starts every due reminder not already under way; their completions. */
    async sweep(): Promise<Promise<void>[]> {
      const due = await notify.dueReminders(clock());
      return due
        .filter((r) => !running.has(r.gameId))
        .map((r) => {
          const run = remind(r)
            .catch((error: unknown) => log({ level: 'error', msg: 'turn reminder failed', gameId: r.gameId, error: error instanceof Error ? { name: error.name, message: error.message } : String(error) }))
            .finally(() => running.delete(r.gameId));
          running.set(r.gameId, run);
          return run;
        });
    },

    /** Resolves once no reminder a sweep started is under way. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
