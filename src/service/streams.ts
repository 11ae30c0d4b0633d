import type { EventView, GameRecord, TournamentRecord } from '../contract/index.js';
import { ApiError, sourceIdOf } from '../contract/index.js';
import type { Store } from '../store/index.js';
import { withDeadline } from '../store/index.js';
import type { VersionEvents } from './events.js';
import { eventPosition, positionOfId, receives } from './events.js';
import type { LiveEvents } from './live.js';
import { loggedEvents, newestEvents } from './log.js';
import { ID_PATTERN } from './secrets.js';
import { tournamentEvents } from './tournament-events.js';

/*
 * Event streams: a game's events, a tournament's, or a player's (the events of every game it
 * is seated in and every tournament it plays), first replayed from a position (after a
 * reconnect), then live. `push` takes live events from this process's writes (the local
 * server: no polling); `poll` reads the store every `pollMs` for a bounded time (a deployed
 * function, which cannot see other instances' writes), after which the stream ends and the
 * client reconnects with Last-Event-ID. REST (SSE) and GraphQL subscriptions iterate the same
 * streams.
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
}

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

export function createEventStreams({ store, live, mode, pollMs = 2_000, maxDurationMs = 5 * 60_000, pollBudgetMs = 3_000, sourcesOf }: StreamOptions) {
  async function loadGame(gameId: string): Promise<GameRecord> {
    const game = ID_PATTERN.test(gameId) ? await store.getGame(gameId) : null;
    if (!game) throw new ApiError('NOT_FOUND', `no game with id "${gameId}"`);
    return game;
  }

  async function loadTournament(tournamentId: string): Promise<TournamentRecord> {
    const tournament = ID_PATTERN.test(tournamentId) ? await store.getTournament(tournamentId) : null;
    if (!tournament) throw new ApiError('NOT_FOUND', `no tournament with id "${tournamentId}"`);
    return tournament;
  }

  /** The game, or else the tournament, of an id. */
  async function loadSource(id: string): Promise<Source> {
    const game = ID_PATTERN.test(id) ? await store.getGame(id) : null;
    return game ? { kind: 'game', game } : { kind: 'tournament', tournament: await loadTournament(id) };
  }

  async function* poll(ids: (polled: Store) => Promise<{ games: readonly string[]; tournaments: readonly string[] }>, seen: Seen, signal: AbortSignal, player?: string): AsyncGenerator<EventView> {
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

  /** One source's events after `position`, replayed, then live. */
  async function* follow(source: Source, position: string, signal: AbortSignal): AsyncGenerator<EventView> {
    const id = idOf(source);
    const incoming = live && mode === 'push' ? channel<EventView>(signal) : null;
    const stop = incoming ? live!.subscribe(source.kind === 'game' ? { game: id } : { tournament: id }, (events) => incoming.push(events)) : () => {};
    try {
      // Read again once listening: nothing written in between is missed.
      const current = source.kind === 'game' ? ({ kind: 'game', game: await loadGame(id) } as const) : ({ kind: 'tournament', tournament: await loadTournament(id) } as const);
      const { versions, through } = await eventsAfter(store, current, 0);
      for (const event of select(versions, position)) {
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
        const ids = source.kind === 'game' ? { games: [id], tournaments: [] } : { games: [], tournaments: [id] };
        yield* poll(async () => ids, new Map([[id, { kind: source.kind, version: through, position }]]), signal);
      }
    } finally {
      stop();
    }
  }

  return {
    /** The events of one game after `after` (an event id or a version), replayed, then live. */
    async *game(gameId: string, after: { eventId?: string; version?: number }, signal: AbortSignal): AsyncGenerator<EventView> {
      const start = after.eventId ? positionOfId(after.eventId) : null;
      if (after.eventId && (!start || start.gameId !== gameId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this game', { field: 'Last-Event-ID' });
      const position = start?.position ?? (after.version !== undefined ? eventPosition(after.version, 999) : '');
      yield* follow({ kind: 'game', game: await loadGame(gameId) }, position, signal);
    },

    /** Every event of one tournament (every player's round starts included) after `afterEventId`, replayed, then live. */
    async *tournament(tournamentId: string, afterEventId: string | undefined, signal: AbortSignal): AsyncGenerator<EventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && (!start || start.gameId !== tournamentId)) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event of this tournament', { field: 'Last-Event-ID' });
      yield* follow({ kind: 'tournament', tournament: await loadTournament(tournamentId) }, start?.position ?? '', signal);
    },

    /**
     * The events a player receives, of every game it is seated in and every tournament it
     * plays: after `afterEventId` (then that source's later events, and the others' events
     * since it), live.
     */
    async *player(playerId: string, afterEventId: string | undefined, signal: AbortSignal): AsyncGenerator<EventView> {
      const start = afterEventId ? positionOfId(afterEventId) : null;
      if (afterEventId && !start) throw new ApiError('VALIDATION_FAILED', 'Last-Event-ID is not an event id', { field: 'Last-Event-ID' });
      const incoming = live && mode === 'push' ? channel<EventView>(signal) : null;
      const stop = incoming ? live!.subscribe({ player: playerId }, (events) => incoming.push(events)) : () => {};
      const seen: Seen = new Map();
      try {
        const ids = await sourcesOf(store, playerId);
        const sources: Source[] = [
          ...(await store.getGames(ids.games)).map((game): Source => ({ kind: 'game', game })),
          ...(await store.getTournaments(ids.tournaments)).map((tournament): Source => ({ kind: 'tournament', tournament })),
        ];
        let since = '';
        if (start) {
          const own = sources.find((s) => idOf(s) === start.gameId) ?? (await loadSource(start.gameId));
          const events = (await eventsAfter(store, own, 0)).versions.flatMap((v) => v.events);
          since = events.find((e) => positionOf(e) === start.position)?.timestamp ?? '';
        }
        for (const source of sources) {
          const { versions, through } = start ? await eventsAfter(store, source, 0) : { versions: [], through: versionOf(source) };
          const mine = idOf(source) === start?.gameId;
          const replayed = select(versions, mine ? start!.position : '', playerId).filter((e) => mine || e.timestamp > since);
          yield* replayed;
          seen.set(idOf(source), { kind: source.kind, version: through, position: replayed.length > 0 ? positionOf(replayed.at(-1)!) : eventPosition(through, 999) });
        }
        if (incoming) {
          for await (const event of incoming.drain()) {
            const known = seen.get(sourceIdOf(event));
            if (known && positionOf(event) <= known.position) continue;
            seen.set(sourceIdOf(event), { kind: 'tournamentId' in event.data ? 'tournament' : 'game', version: event.data.version, position: positionOf(event) });
            yield event;
          }
        } else {
          yield* poll((polled) => sourcesOf(polled, playerId), seen, signal, playerId);
        }
      } finally {
        stop();
      }
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
