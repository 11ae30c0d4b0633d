import type { EventView, GameRecord, TournamentRecord } from '../contract/index.js';
import { ApiError, FAIR_USE_LIMITS, sourceIdOf } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { withDeadline } from '../store/index.js';
import { channel } from './event-channel.js';
import type { VersionEvents } from './events.js';
import { eventPosition, positionOfId, receives } from './events.js';
import type { LiveEvents } from './live.js';
import { loggedEvents, loggedVersions, newestEvents } from './log.js';
import { ID_PATTERN } from './secrets.js';
import type { Holder, Lease } from './stream-slots.js';
import { createSlots } from './stream-slots.js';
import { tournamentEvents } from './tournament-events.js';

/*
 * Event streams: a game's events, a tournament's, or a player's (the events of every game it
 * is seated in and every tournament it plays), first replayed from a position (after a
 * reconnect), then live. `push` takes live events from this process's writes (the local
 * server: no polling); `poll` reads the store every `pollMs` for a bounded time (a deployed
 * function, which cannot see other instances' writes), after which the stream ends and the
 * client reconnects with Last-Event-ID. REST (SSE) and GraphQL subscriptions iterate the same
 * streams.
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
  /** The games (open and active) and tournaments (not finished) whose events a player's stream carries. */
  readonly sourcesOf: (store: Store, playerId: string) => Promise<{ readonly games: readonly string[]; readonly tournaments: readonly string[] }>;
  /** Bytes of events a reader may fall behind before it is cut off; FAIR_USE_LIMITS.streamBehindBytes by default. */
  readonly maxBehindBytes?: number;
}

/** What a stream does when its reader falls too far behind: hang up its connection (the stream itself has ended). */
export type OnBehind = () => void;

/** A game or a tournament, as a stream reads it. */
type Source = { readonly kind: 'game'; readonly game: GameRecord } | { readonly kind: 'tournament'; readonly tournament: TournamentRecord };

const idOf = (s: Source) => (s.kind === 'game' ? s.game.id : s.tournament.id);
const versionOf = (s: Source) => (s.kind === 'game' ? s.game.state.version : s.tournament.version);
const positionOf = (e: EventView) => eventPosition(e.data.version, Number(e.id.split('.').at(-1)));

/**
 * Where a stream stands in each source: its kind, the version its events are known through,
 * the last event sent, and whether its last event (its end) has been sent. A source that left
 * the player's list (its game finished) is still polled until its end has been sent.
 */
type Seen = Map<string, { kind: Source['kind']; version: number; position: string; ended?: boolean }>;

const ENDS: ReadonlySet<string> = new Set(['game.finished', 'game.cancelled', 'tournament.finished']);

/** Waits `ms`, or less when `signal` aborts; the abort listener goes with the wait, so polls do not pile them up. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', wake), resolve()), ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/**
 * The events of a source's versions after `fromVersion` (a game's newest alone without reading
 * its log), and the version they are complete through: a rated game's last version waits for
 * its ratings (log.ts), so it is not passed over.
 */
async function eventsAfter(store: Store, source: Source, fromVersion: number): Promise<{ versions: VersionEvents[]; through: number }> {
  if (source.kind === 'tournament') return { versions: tournamentEvents(source.tournament).filter((v) => v.version > fromVersion), through: source.tournament.version };
  const { game } = source;
  const newest = fromVersion === game.state.version - 1 ? await newestEvents(store, game) : null;
  const versions = newest ? [newest] : (await loggedEvents(store, game)).filter((v) => v.version > fromVersion);
  return { versions, through: Math.max(fromVersion, ...versions.map((v) => v.version)) };
}

/** A source's events, then (with `player`) only those the player receives, after `after`. */
const select = (versions: readonly VersionEvents[], after: string, player?: string) =>
  versions.flatMap((v) => v.events.filter((e) => !player || receives(v, e, player))).filter((e) => positionOf(e) > after);

/**
 * The events of `source` after `position` that `player` receives (all of them without one),
 * replayed a page of its log at a time; `through` is left at the version they are complete
 * through (a rated game's last waits for its ratings).
 */
async function* replay(store: Store, source: Source, position: string, through: { version: number }, player?: string): AsyncGenerator<EventView> {
  const versions = source.kind === 'tournament' ? tournamentEvents(source.tournament) : loggedVersions(store, source.game);
  for await (const v of versions) {
    through.version = v.version;
    for (const event of v.events) if (positionOf(event) > position && (!player || receives(v, event, player))) yield event;
  }
}

/** When the event at `position` of `source` happened; '' when it has none. */
async function timeOf(store: Store, source: Source, position: string): Promise<string> {
  for await (const event of replay(store, source, '', { version: 0 })) if (positionOf(event) === position) return event.timestamp;
  return '';
}

/** How a stream without this process's live events polls the store. */
interface Polling {
  readonly store: Store;
  readonly pollMs: number;
  readonly maxDurationMs: number;
  readonly pollBudgetMs: number;
}

async function loadGame(store: Store, gameId: string): Promise<GameRecord> {
  const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
  if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
  return game;
}

async function loadTournament(store: Store, tournamentId: string): Promise<TournamentRecord> {
  const tournament = ID_PATTERN.test(tournamentId) ? await store.getTournament(tournamentId) : null;
  if (!tournament) throw new ApiError('NOT_FOUND', `no tournament with id "${tournamentId}"`);
  return tournament;
}

/** The game, or else the tournament, of an id. */
async function loadSource(store: Store, id: string): Promise<Source> {
  const game = ID_PATTERN.test(id) ? await store.getGame(id) : null;
  return game ? { kind: 'game', game } : { kind: 'tournament', tournament: await loadTournament(store, id) };
}

/** Polls the store for the sources' new events every `pollMs` for at most `maxDurationMs` (`seen` says where the stream stands). */
async function* poll({ store, pollMs, maxDurationMs, pollBudgetMs }: Polling, ids: (polled: Store) => Promise<{ games: readonly string[]; tournaments: readonly string[] }>, seen: Seen, signal: AbortSignal, player?: string): AsyncGenerator<EventView> {
  const until = Date.now() + maxDurationMs;
  while (!signal.aborted && Date.now() < until) {
    await sleep(pollMs, signal);
    if (signal.aborted) return;
    const updates = await withDeadline(pollBudgetMs, async (deadline) => {
      const polled = store.within(deadline);
      const listed = await ids(polled);
      const unended = (kind: Source['kind'], known: readonly string[]) => [...seen].filter(([id, s]) => s.kind === kind && !s.ended && !known.includes(id)).map(([id]) => id);
      const games = [...listed.games, ...unended('game', listed.games)];
      const tournaments = [...listed.tournaments, ...unended('tournament', listed.tournaments)];
      const sources: Source[] = [
        ...(games.length === 1 ? [await polled.getGame(games[0]!)].filter((g) => g !== null) : await polled.getGames(games)).map((game): Source => ({ kind: 'game', game })),
        ...(tournaments.length > 0 ? await polled.getTournaments(tournaments) : []).map((tournament): Source => ({ kind: 'tournament', tournament })),
      ];
      const out: EventView[] = [];
      for (const source of sources) {
        const known = seen.get(idOf(source)) ?? { kind: source.kind, version: 0, position: '' };
        if (versionOf(source) <= known.version) continue;
        const { versions, through } = await eventsAfter(polled, source, known.version);
        const events = select(versions, known.position, player);
        const ended = known.ended || versions.some((v) => v.events.some((e) => ENDS.has(e.type)));
        seen.set(idOf(source), { kind: source.kind, version: through, position: events.length > 0 ? positionOf(events.at(-1)!) : known.position, ended });
        out.push(...events);
      }
      return out;
    });
    yield* updates;
  }
}

export function createEventStreams({ store, live, mode, pollMs = 2_000, maxDurationMs = 5 * 60_000, pollBudgetMs = 3_000, sourcesOf, maxBehindBytes = FAIR_USE_LIMITS.streamBehindBytes }: StreamOptions) {
  const polling: Polling = { store, pollMs, maxDurationMs, pollBudgetMs };
  const slots = createSlots({ perPlayer: FAIR_USE_LIMITS.streamsPerPlayer, perAddress: FAIR_USE_LIMITS.streamsPerAddress, retryAfterSeconds: FAIR_USE_LIMITS.capRetryAfterSeconds, what: 'open event streams' });

  /** The live events of `topic` for one stream, queued until its reader takes them; stops listening when `signal` aborts. */
  function listen(topic: { game: string } | { tournament: string } | { player: string }, signal: AbortSignal, onBehind: OnBehind) {
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

  /** One source's events after `position`, replayed, then live; `onBehind` hangs up a reader that fell too far behind. */
  async function* follow(source: Source, position: string, signal: AbortSignal, onBehind: OnBehind): AsyncGenerator<EventView> {
    const id = idOf(source);
    const listening = listen(source.kind === 'game' ? { game: id } : { tournament: id }, signal, onBehind);
    try {
      // Read again once listening: nothing written in between is missed.
      const current = source.kind === 'game' ? ({ kind: 'game', game: await loadGame(store, id) } as const) : ({ kind: 'tournament', tournament: await loadTournament(store, id) } as const);
      const through = { version: 0 };
      for await (const event of replay(store, current, position, through)) {
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
        const ids = source.kind === 'game' ? { games: [id], tournaments: [] } : { games: [], tournaments: [id] };
        yield* poll(polling, async () => ids, new Map([[id, { kind: source.kind, version: through.version, position }]]), signal);
      }
    } finally {
      listening?.stop();
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
    async *game(gameId: string, after: { eventId?: string; version?: number }, signal: AbortSignal, onBehind: OnBehind = () => {}): AsyncGenerator<EventView> {
      const start = after.eventId ? positionOfId(after.eventId) : null;
      if (after.eventId && (!start || start.gameId !== gameId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
      const position = start?.position ?? (after.version !== undefined ? eventPosition(after.version, 999) : '');
      yield* follow({ kind: 'game', game: await loadGame(store, gameId) }, position, signal, onBehind);
    },

    /** Every event of one tournament (every player's round starts included) after `afterEventId`, replayed, then live. */
    async *tournament(tournamentId: string, afterEventId: string | undefined, signal: AbortSignal, onBehind: OnBehind = () => {}): AsyncGenerator<EventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && (!start || start.gameId !== tournamentId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this tournament', { field: 'Last-Event-ID' });
      yield* follow({ kind: 'tournament', tournament: await loadTournament(store, tournamentId) }, start?.position ?? '', signal, onBehind);
    },

    /**
     * The events a player receives, of every game it is seated in and every tournament it
     * plays: after `afterEventId` (then that source's later events, even when it has finished
     * since, and the others' events since it), live.
     */
    async *player(playerId: string, afterEventId: string | undefined, signal: AbortSignal, onBehind: OnBehind = () => {}): AsyncGenerator<EventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && !start) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
      const listening = listen({ player: playerId }, signal, onBehind);
      const seen: Seen = new Map();
      try {
        const ids = await sourcesOf(store, playerId);
        const current: Source[] = [
          ...(await store.getGames(ids.games)).map((game): Source => ({ kind: 'game', game })),
          ...(await store.getTournaments(ids.tournaments)).map((tournament): Source => ({ kind: 'tournament', tournament })),
        ];
        // The source of Last-Event-ID is replayed on from it even when it has finished since.
        const own = start ? (current.find((s) => idOf(s) === start.gameId) ?? (await loadSource(store, start.gameId))) : null;
        const sources = own && !current.includes(own) ? [own, ...current] : current;
        const since = start && own ? await timeOf(store, own, start.position) : '';
        for (const source of sources) {
          const through = { version: versionOf(source) };
          let position = '';
          if (start) {
            const mine = idOf(source) === start.gameId;
            for await (const event of replay(store, source, mine ? start.position : '', through, playerId)) {
              if (!mine && event.timestamp <= since) continue;
              yield event;
              position = positionOf(event);
            }
          }
          seen.set(idOf(source), { kind: source.kind, version: through.version, position: position || eventPosition(through.version, 999) });
        }
        if (listening) {
          for await (const event of listening.incoming.drain()) {
            const known = seen.get(sourceIdOf(event));
            if (known && positionOf(event) <= known.position) continue;
            seen.set(sourceIdOf(event), { kind: 'tournamentId' in event.data ? 'tournament' : 'game', version: event.data.version, position: positionOf(event) });
            yield event;
          }
        } else {
          yield* poll(polling, (polled) => sourcesOf(polled, playerId), seen, signal, playerId);
        }
      } finally {
        listening?.stop();
      }
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
