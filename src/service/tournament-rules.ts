import { createHmac } from 'node:crypto';
import type { TournamentRecord, TournamentRoundRecord } from '../contract/index.js';

/*
 * The rules of a tournament as pure functions of its record: points, standings, and the
 * pairing of the next round. Every writer of a round computes the same tables from the same
 * record (the only chance is a shuffle drawn from the tournament's own seed), which is what
 * lets two sweepers race to start a round and agree on its games.
 */

/**
 * Twice the points of each seat at a table, by place: place p at a table of n earns n - p,
 * and k seats sharing a place share the mean of the points of the k places they cover.
 */
export function doublePoints(places: readonly number[]): number[] {
  const n = places.length;
  return places.map((place) => {
    const shared = places.filter((p) => p === place).length;
    return 2 * n - 2 * place - (shared - 1);
  });
}

export interface StandingRecord {
  readonly playerId: string;
  /** Twice the points: halves happen when places are shared. */
  readonly doublePoints: number;
  readonly games: number;
  readonly byes: number;
  readonly tiebreak: number;
  readonly rank: number;
}

/** Whom each player has met at a table, by player id. */
export function opponents(t: Pick<TournamentRecord, 'played'>): Map<string, Set<string>> {
  const met = new Map<string, Set<string>>();
  for (const round of t.played) {
    for (const table of round.tables) {
      for (const p of table.players) {
        const set = met.get(p) ?? new Set<string>();
        for (const q of table.players) if (q !== p) set.add(q);
        met.set(p, set);
      }
    }
  }
  return met;
}

/** Every player's points, games, byes and tiebreak (the sum of its grand totals), best first: by points, then tiebreak. */
export function standingsOf(t: Pick<TournamentRecord, 'players' | 'played' | 'tableSize'>): StandingRecord[] {
  const rows = new Map(t.players.map((p) => [p.id, { playerId: p.id, doublePoints: 0, games: 0, byes: 0, tiebreak: 0 }]));
  for (const round of t.played) {
    const bye = round.bye ? rows.get(round.bye) : undefined;
    if (bye) {
      bye.byes += 1;
      bye.doublePoints += 2 * (t.tableSize - 1);
    }
    for (const table of round.tables) {
      if (!table.result) continue;
      const points = doublePoints(table.result.map((r) => r.place));
      table.players.forEach((id, seat) => {
        const row = rows.get(id);
        if (!row) return;
        row.games += 1;
        row.doublePoints += points[seat] ?? 0;
        row.tiebreak += table.result![seat]?.total ?? 0;
      });
    }
  }
  const order = t.players.map((p, i) => ({ row: rows.get(p.id)!, i }));
  order.sort((a, b) => b.row.doublePoints - a.row.doublePoints || b.row.tiebreak - a.row.tiebreak || a.i - b.i);
  let previous: { doublePoints: number; tiebreak: number; rank: number } | null = null;
  return order.map(({ row }, i) => {
    const rank = previous && previous.doublePoints === row.doublePoints && previous.tiebreak === row.tiebreak ? previous.rank : i + 1;
    previous = { ...row, rank };
    return { ...row, rank };
  });
}

/** A lot per player and round drawn from the tournament's seed: equals are ordered by it. */
function lot(seed: Uint8Array, round: number, playerId: string): string {
  return createHmac('sha256', seed).update(`round:${round}:${playerId}`).digest('hex');
}

/** The sizes of a round's tables: floor(P / n) tables of n, and the P mod n left over as one smaller table when two or more. */
export function tableSizes(players: number, tableSize: number): { sizes: number[]; bye: boolean } {
  const full = Math.floor(players / tableSize);
  const left = players % tableSize;
  return { sizes: [...Array.from({ length: full }, () => tableSize), ...(left >= 2 ? [left] : [])], bye: left === 1 };
}

export interface Pairing {
  /** Each table's players in seat order, the highest ranked table first. */
  readonly tables: readonly (readonly string[])[];
  readonly bye: string | null;
}

/**
 * The tables of round `round` (from 1). Round 1 orders the players by their rating at the
 * start, later rounds by points, then that rating; equals are shuffled by the seed. A single
 * player left over sits out (the lowest ranked of those with the fewest byes, so nobody has a
 * second bye while another has had none). Tables are filled best first with players next to
 * each other in that order, avoiding players who have met where any seating can (seatTables).
 */
export function pairRound(t: Pick<TournamentRecord, 'players' | 'played' | 'tableSize' | 'seed'>, round: number): Pairing {
  const rating = new Map(t.players.map((p) => [p.id, p.rating ?? 0]));
  const standing = new Map(standingsOf(t).map((s) => [s.playerId, s]));
  const lots = new Map(t.players.map((p) => [p.id, lot(t.seed, round, p.id)]));
  const points = (id: string) => (round === 1 ? 0 : (standing.get(id)?.doublePoints ?? 0));
  const ordered = t.players
    .map((p) => p.id)
    .sort((a, b) => points(b) - points(a) || (rating.get(b) ?? 0) - (rating.get(a) ?? 0) || (lots.get(a)! < lots.get(b)! ? -1 : 1));
  const { sizes, bye: hasBye } = tableSizes(ordered.length, t.tableSize);
  let bye: string | null = null;
  if (hasBye) {
    const fewest = Math.min(...ordered.map((id) => standing.get(id)?.byes ?? 0));
    bye = ordered.findLast((id) => (standing.get(id)?.byes ?? 0) === fewest)!;
  }
  const pool = ordered.filter((id) => id !== bye);
  return { tables: seatTables(pool, sizes, opponents(t)), bye };
}

/** Nodes the search of a round's tables may visit before it settles for the best seating found. */
const SEARCH_BUDGET = 20_000;

/**
 * Seats `pool` (best first) at tables of `sizes`: each table takes the best player left and the
 * next players in order, searched depth first in that order for the seating with the fewest
 * players meeting again (the first without any ends the search; a bounded search keeps the
 * best so far). Tables are filled best first, so players meet those closest in the order.
 */
function seatTables(pool: readonly string[], sizes: readonly number[], met: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const meetings = (id: string, table: readonly string[]) => table.filter((m) => met.get(id)?.has(m)).length;
  let best: { tables: string[][]; repeats: number } | null = null;
  let budget = SEARCH_BUDGET;
  const search = (rest: readonly string[], tables: string[][], repeats: number): void => {
    if (budget-- <= 0 || (best && repeats >= best.repeats)) return;
    const size = sizes[tables.length];
    if (size === undefined) {
      best = { tables, repeats };
      return;
    }
    const fill = (table: string[], from: number, added: number): void => {
      if (best?.repeats === 0) return;
      if (table.length === size) {
        search(rest.filter((id) => !table.includes(id)), [...tables, table], repeats + added);
        return;
      }
      for (let i = from; i < rest.length && rest.length - i >= size - table.length; i++) fill([...table, rest[i]!], i + 1, added + meetings(rest[i]!, table));
    };
    fill([rest[0]!], 1, 0);
  };
  search(pool, [], 0);
  return best!.tables;
}

/** The round being played (the last started), or null before the start. */
export const currentRound = (t: Pick<TournamentRecord, 'played'>): TournamentRoundRecord | null => t.played.at(-1) ?? null;

/** Whether every table of the current round has its result. */
export const roundOver = (t: Pick<TournamentRecord, 'played'>): boolean => currentRound(t)?.tables.every((table) => table.result !== null) ?? false;
