import { describe, expect, it } from 'vitest';
import type { TournamentRecord, TournamentRoundRecord } from '../../src/contract/index.js';
import { doublePoints, opponents, pairRound, standingsOf, tableSizes } from '../../src/service/tournament-rules.js';
import { prng } from '../support/play.js';

/* The rules of a tournament as pure functions: points, tables, byes and the pairing, against the contract's words (API.md, "Correspondence tournaments"). */

describe('points at a table', () => {
  it.each([
    // [places, points]: place p of n earns n - p; k tied places share the mean of the k they cover.
    [[1, 2], [1, 0]],
    [[1, 1], [0.5, 0.5]],
    [[2, 1, 3], [1, 2, 0]],
    [[1, 1, 3], [1.5, 1.5, 0]],
    [[1, 2, 3, 3], [3, 2, 0.5, 0.5]],
    [[1, 2, 2, 2], [3, 1, 1, 1]],
    [[1, 1, 1, 1], [1.5, 1.5, 1.5, 1.5]],
  ])('places %j earn %j', (places, points) => {
    expect(doublePoints(places).map((p) => p / 2)).toEqual(points);
  });
});

describe('tables of a round', () => {
  it.each([
    // [players, tableSize, sizes, bye]: floor(P/n) tables of n; P mod n of 2 or more a smaller table; a single one a bye.
    [5, 2, [2, 2], true],
    [7, 3, [3, 3], true],
    [5, 3, [3, 2], false],
    [10, 4, [4, 4, 2], false],
    [9, 4, [4, 4], true],
    [2, 4, [2], false],
    [3, 2, [2], true],
  ])('%i players at tables of %i sit at %j, bye: %s', (players, size, sizes, bye) => {
    expect(tableSizes(players, size)).toEqual({ sizes, bye });
  });
});

/** A tournament of `count` players at tables of `tableSize`, its rounds played with seeded random places. */
function played(count: number, tableSize: number, rounds: number, seed: number) {
  const random = prng(seed);
  let t: Pick<TournamentRecord, 'players' | 'played' | 'tableSize' | 'seed'> = {
    players: Array.from({ length: count }, (_, i) => ({ id: `p${String(i).padStart(2, '0')}`, name: `P${i}`, rating: 1000 + Math.floor(random() * 4) * 10 })),
    played: [],
    tableSize,
    seed: new Uint8Array([seed, seed >> 8, 7]),
  };
  const history: { round: TournamentRoundRecord; metBefore: Map<string, Set<string>> }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const metBefore = opponents(t);
    const pairing = pairRound(t, round);
    const tables = pairing.tables.map((players, i) => ({ gameId: `g${round}.${i}`, players, result: players.map(() => ({ place: 1 + Math.floor(random() * players.length), total: Math.floor(random() * 300) })) }));
    const next: TournamentRoundRecord = { round, startedAt: round, tables, bye: pairing.bye };
    history.push({ round: next, metBefore });
    t = { ...t, played: [...t.played, next] };
  }
  return { t, history };
}

describe('the pairing', () => {
  it('seats every player once a round, and gives nobody a second bye while another has had none', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const count = 3 + (seed % 10);
      const size = 2 + (seed % 3);
      const { t, history } = played(count, size, 6, seed);
      const byes = new Map(t.players.map((p) => [p.id, 0]));
      for (const { round } of history) {
        const seated = [...round.tables.flatMap((table) => table.players), ...(round.bye ? [round.bye] : [])].sort();
        expect(seated).toEqual(t.players.map((p) => p.id).sort());
        expect(round.tables.map((table) => table.players.length)).toEqual(tableSizes(count, size).sizes);
        if (round.bye) {
          expect(byes.get(round.bye)).toBe(Math.min(...byes.values()));
          byes.set(round.bye, byes.get(round.bye)! + 1);
        }
      }
    }
  });

  it('avoids pairing players who have met whenever a seating without it exists (round 2 of pairs)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { history } = played(4 + (seed % 9), 2, 2, seed);
      const { round, metBefore } = history[1]!;
      for (const table of round.tables) expect(metBefore.get(table.players[0]!)?.has(table.players[1]!) ?? false, `seed ${seed}`).toBe(false);
    }
  });

  it('seats the leaders together: points first, then rating', () => {
    const { t, history } = played(8, 2, 2, 11);
    const before = standingsOf({ ...t, played: [history[0]!.round] });
    const points = new Map(before.map((s) => [s.playerId, s.doublePoints]));
    const top = history[1]!.round.tables[0]!.players.map((id) => points.get(id)!);
    expect(Math.min(...top)).toBe(Math.max(...points.values()));
  });

  it('is the same for every writer of the round: a function of the record alone', () => {
    const { t } = played(9, 3, 2, 5);
    expect(pairRound(t, 3)).toEqual(pairRound(structuredClone(t), 3));
  });
});
