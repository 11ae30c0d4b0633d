import { describe, expect, it } from 'vitest';
import type { CategoryId, ColumnId } from '../../src/engine/index.js';
import { RULESET_IDS, RULESETS, boxesPerSheet, sheetTotals } from '../../src/engine/index.js';
import { GAME, MUTATIONS, ok, register, useGraphQL } from './client.js';

// Whole solo games of every ruleset over GraphQL, with random legal choices taken only from
// what the API offers (turn.canRoll, announceable, available), checked against the engine.

const t = useGraphQL();

/** mulberry32: a small seeded generator, so a failing sequence of choices can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Turn {
  rollsUsed: number;
  dice: number[];
  canRoll: boolean;
  announceable: CategoryId[];
  available: { column: ColumnId; category: CategoryId; score: number }[];
}

type Choice =
  | { kind: 'roll'; keep: number[] }
  | { kind: 'announce'; category: CategoryId }
  | { kind: 'score'; column: ColumnId; category: CategoryId; score: number };

function choose(turn: Turn, random: () => number): Choice {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const roll = (): Choice => {
    const keep = turn.dice.flatMap((_, i) => (random() < 0.5 ? [i] : []));
    return { kind: 'roll', keep: keep.length === turn.dice.length ? keep.slice(1) : keep }; // something must be rolled
  };
  const announce = (): Choice => ({ kind: 'announce', category: pick(turn.announceable) });
  if (turn.available.length > 0) {
    const r = random();
    if (turn.announceable.length > 0 && r < 0.1) return announce();
    if (turn.canRoll && r < 0.5) return roll();
    return { kind: 'score', ...pick(turn.available) };
  }
  if (turn.announceable.length > 0 && (!turn.canRoll || random() < 0.2)) return announce();
  if (turn.canRoll) return roll();
  throw new Error(`no legal choice offered: ${JSON.stringify(turn)}`);
}

describe('a whole solo game over GraphQL', () => {
  it.each(RULESET_IDS.map((id, i) => [id, 1000 + i] as const))('%s, played to the end with random legal choices', async (ruleset, seed) => {
    const random = seeded(seed);
    const { token } = await register(t.gql, `solo ${ruleset}`);
    let game = ok(await t.gql(MUTATIONS.create, { ruleset, seats: 1 }, token)).createGame;
    expect(game).toMatchObject({ ruleset, status: 'active', version: 1 });

    let actions = 0;
    while (game.status === 'active') {
      const choice = choose(game.turn, random);
      const write = { gameId: game.id, expectedVersion: game.version };
      const reply =
        choice.kind === 'roll'
          ? await t.gql(MUTATIONS.roll, { ...write, keep: choice.keep }, token)
          : choice.kind === 'announce'
            ? await t.gql(MUTATIONS.announce, { ...write, category: choice.category }, token)
            : await t.gql(MUTATIONS.score, { ...write, column: choice.column, category: choice.category }, token);
      const next = Object.values(ok(reply))[0];
      expect(next.version).toBe(game.version + 1);
      if (choice.kind === 'score') expect(next.lastMove).toMatchObject({ type: 'score', column: choice.column, category: choice.category, score: choice.score });
      if (choice.kind === 'roll') expect(next.turn.dice.filter((_: number, i: number) => choice.keep.includes(i))).toEqual(choice.keep.map((i) => game.turn.dice[i]));
      game = next;
      expect(++actions).toBeLessThan(1000);
    }

    const rules = RULESETS[ruleset];
    const [seat] = game.seats;
    expect(game).toMatchObject({ status: 'finished', turn: null, winners: [{ seat: 0 }] });
    expect(seat.place).toBe(1);
    expect(seat.sheet.map((c: { column: string }) => c.column)).toEqual(rules.columns.map((c) => c.id));

    // The engine's own arithmetic over the boxes the API returned.
    const boxes = seat.sheet.flatMap((c: { boxes: { score: number | null }[] }) => c.boxes.map((b) => b.score));
    expect(boxes).toHaveLength(boxesPerSheet(rules));
    expect(boxes.every((b: number | null) => b !== null)).toBe(true);
    const totals = sheetTotals(rules, boxes);
    expect(seat.total).toBe(totals.total);
    totals.columns.forEach((column, i) => {
      const { upper = null, bonus = null, middle = null, lower = null, total } = column.totals;
      expect(seat.sheet[i]).toMatchObject({ column: column.column, upper, bonus, middle, lower, total });
    });

    // The move log agrees with the sheet: one score move per box, each written where it says.
    const log = ok(await t.gql(`query($id: ID!) { game(id: $id) { version moves { version type column category score } } }`, { id: game.id })).game;
    expect(log.moves.map((m: { version: number }) => m.version)).toEqual(Array.from({ length: log.version }, (_, i) => i + 1));
    const scores = log.moves.filter((m: { type: string }) => m.type === 'score');
    const announced = log.moves.filter((m: { type: string }) => m.type === 'announce');
    expect(announced.length).toBeGreaterThanOrEqual(rules.announce ? rules.categories.length : 0); // the announce column is full
    expect(scores).toHaveLength(boxesPerSheet(rules));
    for (const m of scores) {
      const column = seat.sheet.find((c: { column: string }) => c.column === m.column);
      expect(column.boxes.find((b: { category: string }) => b.category === m.category).score).toBe(m.score);
    }
  });

  it('reads the finished game back unchanged', async () => {
    const { token } = await register(t.gql, 'reader');
    const created = ok(await t.gql(MUTATIONS.create, { ruleset: 'yams-5', seats: 1 }, token)).createGame;
    const read = ok(await t.gql(`query($id: ID!) { game(id: $id) { ${GAME} } }`, { id: created.id })).game;
    expect(read).toEqual(created);
  });
});
