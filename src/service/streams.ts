import type { GameEventView, GameRecord } from '../contract/index.js';
import { ApiError, FAIR_USE_LIMITS } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { withDeadline } from '../store/index.js';
import { channel } from './event-channel.js';
import type { VersionEvents } from './events.js';
import { eventPosition, eventsOfEntry, positionOfId, receives } from './events.js';
import type { LiveEvents } from './live.js';
import { loggedVersions } from './log.js';
import { ID_PATTERN } from './secrets.js';
import type { Holder, Lease } from './stream-slots.js';
import { createSlots } from './stream-slots.js';

/*
 * Event streams: a game's events, or a player's (the events of every game it is seated in),
 * first replayed from a position (after a reconnect), then live. `push` takes live events from
 * this process's writes (the local server: no polling); `poll` reads the store every `pollMs`
 * for a bounded time (a deployed function, which cannot see other instances' writes), after
 * which the stream ends and the client reconnects with Last-Event-ID. REST (SSE) and GraphQL
 * subscriptions iterate the same streams.
 *
 * Each is bounded (API.md, "Fair use"): a player and a client address hold at most so many
 * open at once (`lease`, before the answer starts); a reader that falls behind is cut off
 * (event-channel.ts); and a replay reads the game's log a page at a time as it sends it,
 * never the whole history at once, so replaying a finished game costs what reading its move
 * log costs.
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
  /** Bytes of events a reader may fall behind before it is cut off; FAIR_USE_LIMITS.streamBehindBytes by default. */
  readonly maxBehindBytes?: number;
}

/** What a stream does when its reader falls too far behind: hang up its connection (the stream itself has ended). */
export type OnBehind = () => void;

const positionOf = (e: GameEventView) => eventPosition(e.data.version, Number(e.id.split('.').at(-1)));

/** Waits `ms`, or less when `signal` aborts; the abort listener goes with the wait, so polls do not pile them up. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', wake), resolve()), ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/** The events of versions after `fromVersion` (the newest alone without reading the log). */
async function newVersions(polled: Store, game: GameRecord, fromVersion: number): Promise<VersionEvents[]> {
  const last = game.pending.at(-1);
  if (last && last.version === game.state.version && fromVersion === last.version - 1) return [eventsOfEntry(game, last, game.state)];
  const versions: VersionEvents[] = [];
  for await (const v of loggedVersions(polled, game)) if (v.version > fromVersion) versions.push(v);
  return versions;
}

/** A game's events, then (with `player`) only those the player receives, after `after`. */
const select = (versions: readonly VersionEvents[], after: string, player?: string) =>
  versions.flatMap((v) => v.events.filter((e) => !player || receives(v, e, player))).filter((e) => positionOf(e) > after);

/** The events of `game` after `position` that `player` receives (all of them without one), replayed from its log a page at a time. */
async function* replay(store: Store, game: GameRecord, position: string, player?: string): AsyncGenerator<GameEventView> {
  for await (const v of loggedVersions(store, game)) {
    for (const event of v.events) if (positionOf(event) > position && (!player || receives(v, event, player))) yield event;
  }
}

/** When the event at `position` of `game` happened; '' when it has none. */
async function timeOf(store: Store, game: GameRecord, position: string): Promise<string> {
  for await (const v of loggedVersions(store, game)) for (const event of v.events) if (positionOf(event) === position) return event.timestamp;
  return '';
}

export function createEventStreams({ store, live, mode, pollMs = 2_000, maxDurationMs = 5 * 60_000, pollBudgetMs = 3_000, listMemberships, maxBehindBytes = FAIR_USE_LIMITS.streamBehindBytes }: StreamOptions) {
  const slots = createSlots({ perPlayer: FAIR_USE_LIMITS.streamsPerPlayer, perAddress: FAIR_USE_LIMITS.streamsPerAddress, retryAfterSeconds: FAIR_USE_LIMITS.capRetryAfterSeconds, what: 'open event streams' });

  /** The live events of `topic` for one stream, queued until its reader takes them; stops listening when `signal` aborts. */
  function listen(topic: { game: string } | { player: string }, signal: AbortSignal, onBehind: OnBehind) {
    if (!live || mode !== 'push') return null;
    const done = new AbortController();
    const stop = () => done.abort();
    signal.addEventListener('abort', stop, { once: true });
    const incoming = channel(done.signal, maxBehindBytes, () => {
      stop();
      onBehind();
    });
    const unsubscribe = live.subscribe(topic, (events) => incoming.push(events));
    done.signal.addEventListener('abort', unsubscribe, { once: true });
    return { incoming, stop };
  }

  async function load(gameId: string): Promise<GameRecord> {
    const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
    if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
    return game;
  }

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
    /** How far behind a reader may fall, in bytes of events, before it is cut off. */
    maxBehindBytes,

    /**
     * A place for one more stream of `holder` (its player, when it has one, and its address);
     * RATE_LIMITED when either holds all of theirs. Taken before the answer starts, released
     * when the stream ends.
     */
    lease(holder: Holder): Lease {
      return slots.take(holder);
    },

    /** How many streams `holder`'s player and address hold open (tests). */
    held: (holder: Holder) => slots.held(holder),

    /**
     * The events of one game after `after` (an event id or a version), replayed, then live.
     * `onBehind` hangs up a reader that fell too far behind (the stream has ended).
     */
    async *game(gameId: string, after: { eventId?: string; version?: number }, signal: AbortSignal, onBehind: OnBehind = () => {}): AsyncGenerator<GameEventView> {
      const start = after.eventId ? positionOfId(after.eventId) : null;
      if (after.eventId && (!start || start.gameId !== gameId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
      let position = start?.position ?? (after.version !== undefined ? eventPosition(after.version, 999) : '');
      const listening = listen({ game: gameId }, signal, onBehind);
      try {
        const game = await load(gameId);
        for await (const event of replay(store, game, position)) {
          yield event;
          position = positionOf(event);
        }
        if (listening) {
          for await (const event of listening.incoming.drain()) {
            if (positionOf(event) <= position) continue;
            yield event;
            position = positionOf(event);
          }
        } else {
          yield* pollGames(async () => [gameId], new Map([[gameId, { version: game.state.version, position }]]), signal);
        }
      } finally {
        listening?.stop();
      }
    },

    /**
     * The events a player receives, of every game it is seated in: after `afterEventId` (then
     * that game's later events, and the other open and active games' events since it), live.
     */
    async *player(playerId: string, afterEventId: string | undefined, signal: AbortSignal, onBehind: OnBehind = () => {}): AsyncGenerator<GameEventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && !start) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
      const listening = listen({ player: playerId }, signal, onBehind);
      const seen = new Map<string, { version: number; position: string }>();
      try {
        const ids = await listMemberships(store, playerId);
        const current = await store.getGames(ids);
        // The game of Last-Event-ID is replayed on from it even when it has finished since.
        const from = start ? (current.find((g) => g.id === start.gameId) ?? (await load(start.gameId))) : null;
        const games = from && !current.includes(from) ? [from, ...current] : current;
        const since = start && from ? await timeOf(store, from, start.position) : '';
        for (const game of games) {
          let position = eventPosition(game.state.version, 999);
          if (start) {
            const own = game.id === start.gameId;
            for await (const event of replay(store, game, own ? start.position : '', playerId)) {
              if (!own && event.timestamp <= since) continue;
              yield event;
              position = positionOf(event);
            }
          }
          seen.set(game.id, { version: game.state.version, position });
        }
        if (listening) {
          for await (const event of listening.incoming.drain()) {
            const known = seen.get(event.data.gameId);
            if (known && positionOf(event) <= known.position) continue;
            seen.set(event.data.gameId, { version: event.data.version, position: positionOf(event) });
            yield event;
          }
        } else {
          yield* pollGames((polled) => listMemberships(polled, playerId), seen, signal, playerId);
        }
      } finally {
        listening?.stop();
      }
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
