import type { ListOptions, Page, TournamentRecord, TournamentStatus, TournamentSummary, TournamentView } from '../contract/index.js';
import { ApiError, TOURNAMENT_LIMITS, TOURNAMENT_STATUSES, TURN_SECONDS } from '../contract/index.js';
import type { PlayerRef } from '../engine/index.js';
import { isRulesetId } from '../engine/index.js';
import { InvalidCursorError } from '../store/index.js';
import { newId } from './secrets.js';
import type { TournamentDeps } from './tournament-writes.js';
import { beside, changeTournament, loadTournament } from './tournament-writes.js';
import { tournamentSummary, tournamentView } from './tournament-view.js';
import { playerRef } from './write-requests.js';

/*
 * Tournaments as players see them: create one, join and leave it before it starts, read it
 * (players, standings and rounds in one read) and list them by status. Its rounds are played
 * by tournament-rounds.ts. Every change is one conditional write of the tournament item
 * (tournament-writes.ts); a player's entry is written beside it, like a game's memberships.
 */

export interface CreateTournamentInput {
  readonly name: string;
  readonly ruleset: string;
  readonly tableSize: number;
  readonly rounds: number;
  readonly turnSeconds: number;
  readonly startsAt: string;
  readonly maxPlayers?: number | undefined;
  readonly rated?: boolean | undefined;
}

const DAY_MS = 86_400_000;

const invalid = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, { field });

function whole(value: number, field: string, { min, max }: { min: number; max: number }, what: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(field, `${field} must be a whole number from ${min} to ${max} (${what})`);
  return value;
}

/** A new tournament's settings, checked against the contract's limits (GraphQL's arguments are not ranged; REST's are, the same way). */
function checked(input: CreateTournamentInput, now: number, minTurnSeconds: number) {
  const name = input.name.trim();
  if (name.length === 0 || name.length > TOURNAMENT_LIMITS.nameLength || /\p{Cc}/u.test(name)) throw invalid('name', `name must be 1 to ${TOURNAMENT_LIMITS.nameLength} characters, no control characters`);
  if (!isRulesetId(input.ruleset)) throw invalid('ruleset', 'ruleset must be a ruleset id (yamb-classic, jamb, yams-5, yams-6)');
  const startsAt = Date.parse(input.startsAt);
  if (Number.isNaN(startsAt)) throw invalid('startsAt', 'startsAt must be an ISO-8601 time, e.g. 2030-01-31T18:00:00Z');
  if (startsAt <= now) throw invalid('startsAt', 'startsAt must be in the future');
  if (startsAt > now + TOURNAMENT_LIMITS.startsWithinDays * DAY_MS) throw invalid('startsAt', `startsAt must be at most ${TOURNAMENT_LIMITS.startsWithinDays} days ahead`);
  return {
    name,
    ruleset: input.ruleset,
    tableSize: whole(input.tableSize, 'tableSize', TOURNAMENT_LIMITS.tableSize, 'players per table'),
    rounds: whole(input.rounds, 'rounds', TOURNAMENT_LIMITS.rounds, 'rounds to play'),
    turnSeconds: whole(input.turnSeconds, 'turnSeconds', { min: minTurnSeconds, max: TURN_SECONDS.max }, 'seconds per turn'),
    startsAt,
    maxPlayers: whole(input.maxPlayers ?? TOURNAMENT_LIMITS.players.max, 'maxPlayers', TOURNAMENT_LIMITS.players, 'players at most'),
    rated: input.rated ?? false,
  };
}

/** Why a tournament takes no more players (or lets none leave): null while it does. */
function closedReason(t: TournamentRecord, now: number): string | null {
  if (t.status === 'finished') return 'the tournament is finished';
  if (t.status === 'running' || now >= t.startsAt) return 'the tournament has started: players join and leave before it starts';
  return null;
}

export function createTournamentService(deps: TournamentDeps & { readonly minTurnSeconds?: number | undefined }) {
  const { store, clock } = deps;
  const entry = (t: TournamentRecord, playerId: string) => ({ playerId, tournamentId: t.id, createdAt: t.createdAt, version: t.version });

  return {
    async create(caller: PlayerRef, input: CreateTournamentInput): Promise<TournamentView> {
      const now = clock();
      const settings = checked(input, now, deps.minTurnSeconds ?? TURN_SECONDS.min);
      const tournament: TournamentRecord = {
        id: newId(deps.random),
        ...settings,
        createdBy: playerRef(caller),
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
        status: 'upcoming',
        version: 1,
        seed: deps.random(32),
        players: [],
        played: [],
        log: [],
      };
      if (!(await store.createTournament(tournament))) throw new Error('a fresh random tournament id was already taken');
      deps.onWritten?.(tournament, 0);
      return tournamentView(tournament);
    },

    async get(id: string): Promise<TournamentView> {
      return tournamentView(await loadTournament(store, id));
    },

    /** Seats the caller among the players; joining again changes nothing. TOURNAMENT_CLOSED once full, started or finished. */
    async join(caller: PlayerRef, id: string): Promise<TournamentView> {
      const player = playerRef(caller);
      const t = await changeTournament(deps, id, (t) => {
        if (t.players.some((p) => p.id === player.id)) return null;
        const closed = closedReason(t, clock());
        if (closed) throw new ApiError('TOURNAMENT_CLOSED', closed);
        if (t.players.length >= t.maxPlayers) throw new ApiError('TOURNAMENT_CLOSED', `the tournament is full: it takes at most ${t.maxPlayers} players`, { limit: t.maxPlayers });
        return { ...t, players: [...t.players, { id: player.id, name: player.name, rating: null }], version: t.version + 1, updatedAt: clock() };
      });
      await beside(deps.log, 'tournament entry', t.id, () => store.putTournamentEntry(entry(t, player.id)));
      return tournamentView(t);
    },

    /** Takes the caller off the players before the start; leaving when not a player changes nothing. */
    async leave(caller: PlayerRef, id: string): Promise<TournamentView> {
      const player = playerRef(caller);
      const t = await changeTournament(deps, id, (t) => {
        if (!t.players.some((p) => p.id === player.id)) return null;
        const closed = closedReason(t, clock());
        if (closed) throw new ApiError('TOURNAMENT_CLOSED', closed);
        return { ...t, players: t.players.filter((p) => p.id !== player.id), version: t.version + 1, updatedAt: clock() };
      });
      if (!t.players.some((p) => p.id === player.id)) await beside(deps.log, 'tournament entry', t.id, () => store.deleteTournamentEntry(entry(t, player.id)));
      return tournamentView(t);
    },

    /** Tournaments of one status: upcoming and running soonest first, finished latest first. */
    async list(status: string | undefined, options: ListOptions): Promise<Page<TournamentSummary>> {
      const wanted = (status ?? 'upcoming') as TournamentStatus;
      if (!TOURNAMENT_STATUSES.includes(wanted)) throw invalid('status', `status must be one of ${TOURNAMENT_STATUSES.join(', ')}`);
      try {
        const page = await store.listTournaments(wanted, options);
        return { ...page, items: page.items.map(tournamentSummary) };
      } catch (error) {
        if (error instanceof InvalidCursorError) throw invalid('cursor', 'the cursor is not one this list returned');
        throw error;
      }
    },

    /** A player's tournaments, newest first. */
    async ofPlayer(playerId: string, options: ListOptions): Promise<Page<TournamentSummary>> {
      const page = await store.listTournamentEntries(playerId, options).catch((error: unknown) => {
        throw error instanceof InvalidCursorError ? invalid('cursor', 'the cursor is not one this list returned') : error;
      });
      const found = new Map((await store.getTournaments(page.items.map((e) => e.tournamentId))).map((t) => [t.id, t]));
      // An entry left behind by a leave whose delete failed names a tournament without the player.
      const listed = page.items.flatMap((e, i) => {
        const t = found.get(e.tournamentId);
        return t?.players.some((p) => p.id === playerId) ? [{ summary: tournamentSummary(t), cursor: page.cursors[i] ?? '' }] : [];
      });
      return { items: listed.map((l) => l.summary), nextCursor: page.nextCursor, cursors: listed.map((l) => l.cursor) };
    },
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
