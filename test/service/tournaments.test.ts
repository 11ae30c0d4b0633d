import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView, TournamentView } from '../../src/contract/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { refusal, register } from './support.js';

/*
 * A whole correspondence tournament (API.md, "Correspondence tournaments"), on a clock the
 * test moves: five players at tables of two (two tables and a bye each round), two rounds,
 * one player who never moves and is timed out of its games. The standings are computed here,
 * independently, from the games' places and totals as their views show them.
 */

const ctx = useEmbeddedStore();
const START = Date.UTC(2030, 0, 6, 18);
const TURN_SECONDS = 5;
let now = START - 3_600_000;
let service: Service;
/** What the background work logged as errors: nothing, in the end. */
const errors: Record<string, unknown>[] = [];

beforeAll(() => {
  service = createService({ store: ctx.store, clock: () => (now += 1), log: (e) => void (e.level === 'error' && errors.push(e)), minTurnSeconds: 1 });
});
afterAll(() => service.feed?.stop());

/** The quickest legal move: score the best available box, else announce, else roll. */
function quickAction(view: GameView) {
  const { available, announceable, rollsUsed } = view.turn!;
  if (available.length > 0) {
    const best = [...available].sort((a, b) => b.score - a.score)[0]!;
    return { type: 'score', column: best.column, category: best.category } as const;
  }
  if (rollsUsed > 0 && announceable.length > 0) return { type: 'announce', category: announceable[0]! } as const;
  return { type: 'roll' } as const;
}

/** Plays a table's game to its end; `absent` never moves: its turns time out (the clock jumps past each deadline, the sweeper plays them). */
async function playTable(gameId: string, absent?: string): Promise<GameView> {
  let view = await service.games.get(gameId);
  while (view.status === 'active') {
    const turn = view.turn!;
    if (turn.player.id === absent) {
      now = Date.parse(turn.deadline!) + 1;
      await service.games.sweepDeadlines();
      view = await service.games.get(gameId);
    } else {
      view = await service.games.act(turn.player, gameId, quickAction(view));
    }
  }
  await service.feed!.idle();
  return view;
}

/** Plays every table of the current round, the absent player's last. */
async function playRound(t: TournamentView, absent: string): Promise<GameView[]> {
  const tables = [...t.rounds.at(-1)!.tables].sort((a, b) => Number(a.players.some((p) => p.id === absent)) - Number(b.players.some((p) => p.id === absent)));
  const views: GameView[] = [];
  for (const table of tables) views.push(await playTable(table.gameId, absent));
  return views;
}

/** Every event of the tournament, from its stream. */
async function tournamentEvents(id: string): Promise<EventView[]> {
  const abort = new AbortController();
  const events: EventView[] = [];
  const t = await service.tournaments.get(id);
  const expected = t.rounds.length * t.players.length + (t.status === 'finished' ? 2 : 1);
  for await (const event of service.streams.tournament(id, undefined, abort.signal)) {
    events.push(event);
    if (events.length === expected) abort.abort();
  }
  return events;
}

describe('a tournament', () => {
  let players: Client[];
  let tournament: TournamentView;

  it('is created, joined and left before it starts; bad settings and a full or started one are refused', async () => {
    players = await register(service, 'Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay');
    const base = { name: 'Sunday yams', ruleset: 'yams-5', tableSize: 2, rounds: 2, turnSeconds: TURN_SECONDS, startsAt: new Date(START).toISOString(), maxPlayers: 5, rated: true };
    for (const bad of [{ tableSize: 5 }, { tableSize: 1 }, { rounds: 0 }, { rounds: 21 }, { startsAt: new Date(now - 1000).toISOString() }, { maxPlayers: 65 }, { ruleset: 'chess' }, { turnSeconds: 0 }]) {
      const error = await refusal(service.tournaments.create(players[0]!.player, { ...base, ...bad }), 'VALIDATION_FAILED');
      expect(Object.keys(bad)).toContain(error.details.field);
    }
    expect((await service.tournaments.list('upcoming', { limit: 100 })).items).toEqual([]);
    tournament = await service.tournaments.create(players[0]!.player, base);
    expect(tournament).toMatchObject({ status: 'upcoming', version: 1, players: [], currentRound: 0, settings: { tableSize: 2, rounds: 2, maxPlayers: 5, rated: true } });
    for (const p of players.slice(0, 5)) tournament = await service.tournaments.join(p.player, tournament.id);
    expect((await service.tournaments.join(players[0]!.player, tournament.id)).version).toBe(tournament.version);
    const full = await refusal(service.tournaments.join(players[5]!.player, tournament.id), 'TOURNAMENT_CLOSED');
    expect(full.message).toMatch(/full/);
    tournament = await service.tournaments.leave(players[4]!.player, tournament.id);
    tournament = await service.tournaments.join(players[5]!.player, tournament.id);
    expect(tournament.players.map((p) => p.player.name)).toEqual(['Ana', 'Ben', 'Cy', 'Dee', 'Fay']);
    expect((await service.tournaments.list('upcoming', { limit: 100 })).items.map((s) => [s.id, s.playerCount])).toEqual([[tournament.id, 5]]);
    expect((await service.tournaments.ofPlayer(players[5]!.player.id, { limit: 10 })).items.map((s) => s.id)).toEqual([tournament.id]);
    expect((await service.tournaments.ofPlayer(players[4]!.player.id, { limit: 10 })).items).toEqual([]);
    // Nothing starts before its time.
    expect(await service.sweepTournaments()).toBe(0);
  });

  it('starts at startsAt: two tables of two and a bye; then nobody joins or leaves', async () => {
    now = START;
    expect(await service.sweepTournaments()).toBeGreaterThan(0);
    tournament = await service.tournaments.get(tournament.id);
    expect(tournament.status).toBe('running');
    expect(tournament.players.every((p) => p.rating === 1000)).toBe(true);
    const [round] = tournament.rounds;
    expect(round!.tables.map((t) => t.players.length)).toEqual([2, 2]);
    expect(round!.bye).not.toBeNull();
    const seated = [...round!.tables.flatMap((t) => t.players.map((p) => p.id)), round!.bye!.id].sort();
    expect(seated).toEqual(tournament.players.map((p) => p.player.id).sort());
    for (const table of round!.tables) {
      const game = await service.games.get(table.gameId);
      expect(game).toMatchObject({ status: 'active', tournament: { id: tournament.id, round: 1 }, options: { turnSeconds: TURN_SECONDS, rated: true, hints: false } });
      expect(game.seats.map((s) => s.player!.id)).toEqual(table.players.map((p) => p.id));
    }
    await refusal(service.tournaments.join(players[4]!.player, tournament.id), 'TOURNAMENT_CLOSED');
    await refusal(service.tournaments.leave(players[0]!.player, tournament.id), 'TOURNAMENT_CLOSED');
    expect(await service.sweepTournaments()).toBe(0);
  });

  it('plays round 2 once every game of round 1 has finished, by points, without a second bye or a repeated pairing', async () => {
    const absent = tournament.rounds[0]!.tables.at(-1)!.players[0]!.id;
    const first = await playRound(tournament, absent);
    const timedOut = first.find((g) => g.seats.some((s) => s.player?.id === absent))!;
    expect(timedOut.seats.find((s) => s.player?.id === absent)).toMatchObject({ resigned: true, place: 2 });
    tournament = await service.tournaments.get(tournament.id);
    expect(tournament.rounds).toHaveLength(2);
    const [one, two] = tournament.rounds;
    expect(two!.bye!.id).not.toBe(one!.bye!.id);
    const pairs = (r: typeof one) => r!.tables.map((t) => t.players.map((p) => p.id).sort().join());
    expect(pairs(two).filter((p) => pairs(one).includes(p))).toEqual([]);
    // Grouped by points: the first table seats the players with the most.
    const points = new Map(tournament.standings.map((s) => [s.player.id, s.points]));
    const at = (table: number) => two!.tables[table]!.players.map((p) => points.get(p.id)!);
    expect(Math.min(...at(0))).toBeGreaterThanOrEqual(Math.max(...at(1)));
    await playRound(tournament, absent);
  });

  it('finishes with standings of points (n - p a place, ties sharing, n - 1 a bye) and the sum of totals as tiebreak', async () => {
    tournament = await service.tournaments.get(tournament.id);
    expect(tournament.status).toBe('finished');
    const rows = new Map(tournament.players.map((p) => [p.player.id, { player: p.player, points: 0, games: 0, byes: 0, tiebreak: 0 }]));
    for (const round of tournament.rounds) {
      if (round.bye) Object.assign(rows.get(round.bye.id)!, { points: rows.get(round.bye.id)!.points + 1, byes: rows.get(round.bye.id)!.byes + 1 });
      for (const table of round.tables) {
        const game = await service.games.get(table.gameId);
        const n = game.seats.length;
        for (const seat of game.seats) {
          const tied = game.seats.filter((s) => s.place === seat.place).length;
          const covered = Array.from({ length: tied }, (_, k) => n - (seat.place! + k));
          const row = rows.get(seat.player!.id)!;
          row.points += covered.reduce((a, b) => a + b, 0) / tied;
          row.games += 1;
          row.tiebreak += seat.total;
        }
      }
    }
    const expected = [...rows.values()].sort((a, b) => b.points - a.points || b.tiebreak - a.tiebreak);
    expect(tournament.standings.map((s) => ({ player: s.player, points: s.points, games: s.games, byes: s.byes, tiebreak: s.tiebreak }))).toEqual(expected);
    tournament.standings.forEach((s) => expect(s.rank).toBe(expected.findIndex((e) => e.points === s.points && e.tiebreak === s.tiebreak) + 1));
    expect((await service.tournaments.list('finished', { limit: 10 })).items.map((t) => t.id)).toContain(tournament.id);
  });

  it('told its players each step: started, every round with their game or a bye, finished', async () => {
    const events = await tournamentEvents(tournament.id);
    expect(events.map((e) => e.type)).toEqual(['tournament.started', ...Array(5).fill('tournament.roundStarted'), ...Array(5).fill('tournament.roundStarted'), 'tournament.finished']);
    for (const e of events) expect(e.id).toMatch(new RegExp(`^${tournament.id}\\.${e.data.version}\\.\\d+$`));
    tournament.rounds.forEach((round, r) => {
      const started = events.filter((e) => e.type === 'tournament.roundStarted' && e.data.round === r + 1);
      for (const e of started) {
        if (e.type !== 'tournament.roundStarted') continue;
        const table = round.tables.find((t) => t.players.some((p) => p.id === e.data.player.id));
        expect(e.data.gameId).toBe(table?.gameId ?? null);
        if (!table) expect(round.bye?.id).toBe(e.data.player.id);
      }
    });
    const finished = events.at(-1)!;
    expect(finished.type === 'tournament.finished' && finished.data.standings).toEqual(tournament.standings);
    expect(errors).toEqual([]);
  });
});
