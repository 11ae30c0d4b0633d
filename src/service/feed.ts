import type { Logger } from '../log.js';
import type { WrittenItem } from '../store/index.js';
import type { Scheduler } from './repeat.js';
import { repeatEvery } from './repeat.js';

/*
 * The local feed of written games and tournaments: the embedded store has no stream, so the
 * server process hands on every game and tournament it writes, right after the write, and at
 * start-up every one of them (what a previous run wrote and did not finish handing on: a
 * webhook's cursor says what it has, a rated game's record whether it is rated). What follows a
 * write (`follow`: the work after a game's end, then the queueing of its deliveries to webhooks
 * and push subscriptions) runs for one item at a time, in write order, its newest state only;
 * one that fails is tried again by the next sweep, which also runs the sweeper of due retries
 * every `sweepMs`. The deliveries themselves run in their endpoints' lanes, and the feed goes on
 * (an endpoint that hangs delays only itself, dispatcher.ts). A deployed table feeds the same
 * work from its stream (src/entry/dispatcher.ts) and a schedule (src/entry/sweeper.ts) instead.
 */

export interface LocalFeedOptions {
  /** What follows a write: the work after a game's end, then the dispatch of its events. */
  readonly follow: (item: WrittenItem) => Promise<void>;
  /** Every stored game and tournament: what a restarted process hands on again. */
  readonly scan: () => AsyncIterable<WrittenItem>;
  /** The sweeper of due retries and reminders, when there are notifications. */
  readonly sweep?: (() => Promise<unknown>) | undefined;
  /** The deliveries `follow` queued, when there are notifications: what `idle` waits for besides. */
  readonly deliveries?: { idle(): Promise<void> } | undefined;
  readonly log: Logger;
  readonly sweepMs?: number;
  /** How the sweeper runs: every `sweepMs` in the background by default. */
  readonly schedule?: Scheduler;
}

const idOf = (item: WrittenItem) => (item.kind === 'game' ? item.game.id : item.tournament.id);
const versionOf = (item: WrittenItem) => (item.kind === 'game' ? item.game.state.version : item.tournament.version);

export function createLocalFeed({ follow, scan, sweep, deliveries, log, sweepMs = 1_000, schedule = repeatEvery }: LocalFeedOptions) {
  const newest = new Map<string, WrittenItem>();
  const running = new Map<string, Promise<void>>();
  /** Items whose follow-up failed, tried again by the next sweep. */
  const failed = new Map<string, WrittenItem>();
  let stopped = false;

  const fail = (what: string, error: unknown, extra: Record<string, unknown> = {}) =>
    log({ level: 'error', msg: what, ...extra, error: error instanceof Error ? { name: error.name, message: error.message } : String(error) });

  async function drain(id: string): Promise<void> {
    for (let item = newest.get(id); item && !stopped; item = newest.get(id)) {
      newest.delete(id);
      await follow(item).then(
        () => failed.delete(id),
        (error: unknown) => {
          failed.set(id, item!);
          fail('a written item was not handed on', error, { id, kind: item!.kind });
        },
      );
    }
    running.delete(id);
  }

  const retryFailed = async () => {
    const retried = [...failed.values()];
    failed.clear();
    for (const item of retried) feed.written(item);
    return retried.length;
  };
  // Its result is the webhook sweeper's (due cursors looked at), which tests wait on.
  const sweeper = schedule(
    sweepMs,
    async () => {
      await retryFailed();
      return sweep ? sweep() : 0;
    },
    (error) => fail('sweep failed', error),
  );

  const feed = {
    /** A game or tournament was written: hand on its newest state (once any hand-on of it under way ends). */
    written(item: WrittenItem): void {
      if (stopped) return;
      const id = idOf(item);
      const known = newest.get(id);
      if (!known || versionOf(known) < versionOf(item)) newest.set(id, item);
      if (!running.has(id)) running.set(id, drain(id));
    },

    /** Hands on every stored game and tournament: what a previous process wrote but did not finish handing on. */
    async recover(): Promise<number> {
      let items = 0;
      for await (const item of scan()) {
        if (stopped) break;
        items += 1;
        feed.written(item);
        await running.get(idOf(item));
      }
      return items;
    },

    /** Waits until every hand-on asked for so far has ended, and every delivery it queued. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
      await deliveries?.idle();
      // Work a delivery caused meanwhile (none today) would be caught by another round.
      if (running.size > 0) await feed.idle();
    },

    /** Items whose hand-on failed and waits for the next sweep. */
    get failing(): number {
      return failed.size;
    },

    stop(): void {
      stopped = true;
      sweeper.stop();
    },
  };
  return feed;
}

export type LocalFeed = ReturnType<typeof createLocalFeed>;
