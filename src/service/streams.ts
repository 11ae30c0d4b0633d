import type { GameEventView, GameRecord } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { withDeadline } from '../store/index.js';
import type { VersionEvents } from './events.js';
import { eventPosition, eventsOfEntry, positionOfId, receives } from './events.js';
import type { LiveEvents } from './live.js';
import { loggedEvents } from './log.js';
import { ID_PATTERN } from './secrets.js';

/*
 * Event streams: a game's events, or a player's (the events of every game it is seated in),
 * first replayed from a position (after a reconnect), then live. `push` takes live events from
 * this process's writes (the local server: no polling); `poll` reads the store every `pollMs`
 * for a bounded time (a deployed function, which cannot see other instances' writes), after
 * which the stream ends and the client reconnects with Last-Event-ID. REST (SSE) and GraphQL
 * subscriptions iterate the same streams.
 */

export interface StreamOptions {
  readonly store: Store;
  readonly live: LiveEvents | null;
  readonly mode: 'push' | 'poll';
  readonly pollMs?: number;
  /** How long a polling stream lasts before it ends (the function's own limit bounds it). */
  readonly maxDurationMs?: number;
  /** Store time of one poll. */
  readonly pollBudgetMs?: number;
  readonly listMemberships: (store: Store, playerId: string) => Promise<readonly string[]>;
}

const positionOf = (e: GameEventView) => eventPosition(e.data.version, Number(e.id.split('.').at(-1)));

/** Waits `ms`, or less when `signal` aborts; the abort listener goes with the wait, so polls do not pile them up. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', wake), resolve()), ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/** A queue that a listener fills and an async iterator drains, until `signal` aborts. */
function channel<T>(signal: AbortSignal) {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  signal.addEventListener('abort', () => wake?.(), { once: true });
  return {
    push(items: readonly T[]) {
      queue.push(...items);
      wake?.();
    },
    async *drain(): AsyncGenerator<T> {
      while (!signal.aborted) {
        const next = queue.shift();
        if (next !== undefined) yield next;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

export function createEventStreams({ store, live, mode, pollMs = 2_000, maxDurationMs = 5 * 60_000, pollBudgetMs = 3_000, listMemberships }: StreamOptions) {
  async function load(gameId: string): Promise<GameRecord> {
    const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
    if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
    return game;
  }

  /** The events of versions after `fromVersion` (the newest alone without reading the log). */
  async function newVersions(polled: Store, game: GameRecord, fromVersion: number): Promise<VersionEvents[]> {
    const last = game.pending.at(-1);
    if (last && last.version === game.state.version && fromVersion === last.version - 1) return [eventsOfEntry(game, last, game.state)];
    return (await loggedEvents(polled, game)).filter((v) => v.version > fromVersion);
  }

  /** A game's events, then (with `player`) only those the player receives, after `after`. */
  const select = (versions: readonly VersionEvents[], after: string, player?: string) =>
    versions.flatMap((v) => v.events.filter((e) => !player || receives(v, e, player))).filter((e) => positionOf(e) > after);

  async function* pollGames(gameIds: (polled: Store) => Promise<readonly string[]>, seen: Map<string, { version: number; position: string }>, signal: AbortSignal, player?: string): AsyncGenerator<GameEventView> {
    const until = Date.now() + maxDurationMs;
    while (!signal.aborted && Date.now() < until) {
      await sleep(pollMs, signal);
      if (signal.aborted) return;
      const updates = await withDeadline(pollBudgetMs, async (deadline) => {
        const polled = store.within(deadline);
        const ids = await gameIds(polled);
        const games = ids.length === 1 ? [await polled.getGame(ids[0]!)].filter((g) => g !== null) : await polled.getGames(ids);
        const out: GameEventView[] = [];
        for (const game of games) {
          const known = seen.get(game.id) ?? { version: 0, position: '' };
          if (game.state.version <= known.version) continue;
          const events = select(await newVersions(polled, game, known.version), known.position, player);
          seen.set(game.id, { version: game.state.version, position: events.length > 0 ? positionOf(events.at(-1)!) : known.position });
          out.push(...events);
        }
        return out;
      });
      yield* updates;
    }
  }

  return {
    /** The events of one game after `after` (an event id or a version), replayed, then live. */
    async *game(gameId: string, after: { eventId?: string; version?: number }, signal: AbortSignal): AsyncGenerator<GameEventView> {
      const start = after.eventId ? positionOfId(after.eventId) : null;
      if (after.eventId && (!start || start.gameId !== gameId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
      let position = start?.position ?? (after.version !== undefined ? eventPosition(after.version, 999) : '');
      const incoming = live && mode === 'push' ? channel<GameEventView>(signal) : null;
      const stop = incoming ? live!.subscribe({ game: gameId }, (events) => incoming.push(events)) : () => {};
      try {
        const game = await load(gameId);
        for (const event of select(await loggedEvents(store, game), position)) {
          yield event;
          position = positionOf(event);
        }
        if (incoming) {
          for await (const event of incoming.drain()) {
            if (positionOf(event) <= position) continue;
            yield event;
            position = positionOf(event);
          }
        } else {
          yield* pollGames(async () => [gameId], new Map([[gameId, { version: game.state.version, position }]]), signal);
        }
      } finally {
        stop();
      }
    },

    /**
     * The events a player receives, of every game it is seated in: after `afterEventId` (then
     * that game's later events, and the other open and active games' events since it), live.
     */
    async *player(playerId: string, afterEventId: string | undefined, signal: AbortSignal): AsyncGenerator<GameEventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && !start) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
      const incoming = live && mode === 'push' ? channel<GameEventView>(signal) : null;
      const stop = incoming ? live!.subscribe({ player: playerId }, (events) => incoming.push(events)) : () => {};
      const seen = new Map<string, { version: number; position: string }>();
      try {
        const ids = await listMemberships(store, playerId);
        const games = await store.getGames(ids);
        let since = '';
        if (start) {
          const own = games.find((g) => g.id === start.gameId) ?? (await load(start.gameId));
          const events = (await loggedEvents(store, own)).flatMap((v) => v.events);
          since = events.find((e) => positionOf(e) === start.position)?.timestamp ?? '';
        }
        for (const game of games) {
          const versions = start ? await loggedEvents(store, game) : [];
          const after = game.id === start?.gameId ? start.position : '';
          const replayed = select(versions, after, playerId).filter((e) => game.id === start?.gameId || e.timestamp > since);
          yield* replayed;
          seen.set(game.id, { version: game.state.version, position: replayed.length > 0 ? positionOf(replayed.at(-1)!) : eventPosition(game.state.version, 999) });
        }
        if (incoming) {
          for await (const event of incoming.drain()) {
            const known = seen.get(event.data.gameId);
            if (known && positionOf(event) <= known.position) continue;
            seen.set(event.data.gameId, { version: event.data.version, position: positionOf(event) });
            yield event;
          }
        } else {
          yield* pollGames((polled) => listMemberships(polled, playerId), seen, signal, playerId);
        }
      } finally {
        stop();
      }
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
