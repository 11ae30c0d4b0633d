import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentRecord } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import { tableGameId } from '../../src/service/tournament-rounds.js';
import { faultyClient } from '../support/faults.js';
import { gatedClient } from '../support/gates.js';
import { useEmbeddedStore } from '../support/store.js';
import { finishQuickly } from '../service/support.js';

/*
 * Fault model: more than one sweeper (the scheduled rule overlapping itself, the local loop of
 * two processes) and a game's end all move the same tournament on at once, and any of them may
 * die between creating a round's games and writing the round. Each sweeper is a process of its
 * own over the same table; a race is one sweeper held at a gate right before its write of the
 * tournament while the other runs; a crash is that write failing until the process gives up.
 * Whatever happens, each round starts once (one version, one log entry, one set of games) and
 * the tournament ends once.
 */

const ctx = useEmbeddedStore();
const START = Date.UTC(2030, 5, 1, 12);
let now = START - 60_000;
const clock = () => (now += 1);
let writer: Service;
let n = 0;

beforeAll(() => {
  writer = createService({ store: ctx.store, clock, log: silentLogger, feed: 'stream', minTurnSeconds: 1 });
});

/** A sweeper: a process of its own over the table, through `client`; nobody follows its writes (the test plays the stream). */
const sweeper = (client: DynamoDBDocumentClient = ctx.db.client) =>
  createService({ store: createDynamoStore({ client, tableName: ctx.db.tableName }), clock, log: silentLogger, feed: 'stream', minTurnSeconds: 1 });

/** The write of a tournament item that starts round `round` (or, with 0, ends it). */
const roundWrite = (round: number) => (input: Record<string, unknown>) => {
  const item = input.Item as Record<string, unknown> | undefined;
  if (item?.sk !== 'TN') return false;
  const data = JSON.parse(String(item.d)) as Pick<TournamentRecord, 'played'>;
  return round === 0 ? item.st === 'finished' : data.played.length === round && !data.played[round - 1]!.tables.some((t) => t.result);
};

/** A tournament of five players at tables of two, two rounds, due to start now. */
async function dueTournament(): Promise<string> {
  now = START - 30_000;
  const players = await Promise.all(['A', 'B', 'C', 'D', 'E'].map(async (x) => (await writer.players.register(`${x}${(n += 1)}`)).player));
  const t = await writer.tournaments.create(players[0]!, { name: `Race ${n}`, ruleset: 'yams-5', tableSize: 2, rounds: 2, turnSeconds: 3600, startsAt: new Date(START + n * 1000).toISOString() });
  for (const p of players) await writer.tournaments.join(p, t.id);
  now = START + n * 1000;
  return t.id;
}

const stored = async (id: string) => (await ctx.store.getTournament(id))!;

/** The round started once: one log entry, the version one past the write before, and its games seated as its tables. */
async function expectRoundOnce(t: TournamentRecord, round: number, version: number): Promise<void> {
  expect(t.version).toBe(version);
  expect(t.played).toHaveLength(round);
  expect(t.log.filter((e) => e.type === 'roundStarted' && e.round === round)).toEqual([{ version, at: expect.any(Number), type: 'roundStarted', round }]);
  for (const table of t.played[round - 1]!.tables) {
    const game = (await ctx.store.getGame(table.gameId))!;
    expect(game.state.seats.map((s) => s.player!.id)).toEqual(table.players);
    expect(game.tournament).toEqual({ id: t.id, round, table: t.played[round - 1]!.tables.indexOf(table) + 1 });
  }
}

/** Plays every game of the tournament's current round to its end, with nobody following (no hook moves the tournament). */
async function playRound(id: string): Promise<void> {
  for (const table of (await stored(id)).played.at(-1)!.tables) await finishQuickly(writer, await writer.games.get(table.gameId));
}

describe('two sweepers racing', () => {
  it('start a tournament once: the one held before writing round 1 finds it written', async () => {
    const id = await dueTournament();
    const gated = gatedClient(ctx.db.client);
    const gate = gated.hold('PutCommand', roundWrite(1));
    const slow = sweeper(gated.client).sweepTournaments();
    await gate.reached;
    const before = await stored(id);
    expect(await sweeper().sweepTournaments()).toBeGreaterThan(0);
    const started = await stored(id);
    await expectRoundOnce(started, 1, before.version + 1);
    gate.open();
    await slow;
    expect(await stored(id)).toEqual(started);
    expect(started.log.filter((e) => e.type === 'started')).toHaveLength(1);
  });

  it('advance a round once, racing freely, and racing the end of its last game', async () => {
    const id = await dueTournament();
    await Promise.all([sweeper().sweepTournaments(), sweeper().sweepTournaments()]);
    const one = await stored(id);
    await expectRoundOnce(one, 1, one.version);
    await playRound(id);
    // The round's last game ends: its hook and two sweepers all move the tournament on.
    const last = (await ctx.store.getGame(one.played[0]!.tables.at(-1)!.gameId))!;
    await Promise.all([sweeper().sweepTournaments(), sweeper().sweepTournaments(), sweeper().follow({ kind: 'game', game: last })]);
    const two = await stored(id);
    // The hook may record its game's result first, in a write of its own; the round starts once.
    await expectRoundOnce(two, 2, two.log.at(-1)!.version);
    expect(two.version).toBeLessThanOrEqual(one.version + 2);
    expect(two.played[0]!.tables.every((t) => t.result !== null)).toBe(true);
    await playRound(id);
    await Promise.all([sweeper().sweepTournaments(), sweeper().sweepTournaments()]);
    const done = await stored(id);
    expect(done).toMatchObject({ status: 'finished', version: two.version + 1 });
    expect(done.log.filter((e) => e.type === 'finished')).toEqual([{ version: done.version, at: expect.any(Number), type: 'finished' }]);
  });

  it('advance a round once when the one held before writing it is the last to write', async () => {
    const id = await dueTournament();
    await sweeper().sweepTournaments();
    await playRound(id);
    const one = await stored(id);
    const gated = gatedClient(ctx.db.client);
    const gate = gated.hold('PutCommand', roundWrite(2));
    const slow = sweeper(gated.client).sweepTournaments();
    await gate.reached;
    await sweeper().sweepTournaments();
    const two = await stored(id);
    await expectRoundOnce(two, 2, one.version + 1);
    gate.open();
    await slow;
    expect(await stored(id)).toEqual(two);
  });

  it('start a round once after one died between creating its games and writing it', async () => {
    const id = await dueTournament();
    const faults = faultyClient(ctx.db.client);
    // Every resend of the write fails: the sweeper gives up, as a process that dies would.
    faults.inject({ command: 'PutCommand', where: roundWrite(1), when: 'before', times: STORE_LIMITS.attempts * 10 });
    await expect(sweeper(faults.client).sweepTournaments()).rejects.toThrow();
    const unwritten = await stored(id);
    expect(unwritten.played).toEqual([]);
    // Its games were created, and are the ones the round adopts.
    const orphans = await Promise.all([1, 2].map(async (table) => (await ctx.store.getGame(tableGameId(id, 1, table)))!));
    expect(orphans.map((g) => g.state.status)).toEqual(['active', 'active']);
    await sweeper().sweepTournaments();
    const started = await stored(id);
    await expectRoundOnce(started, 1, unwritten.version + 1);
    expect(started.played[0]!.tables.map((t) => t.gameId)).toEqual(orphans.map((g) => g.id));
    for (const game of orphans) expect((await ctx.store.getGame(game.id))!.createdAt).toBe(game.createdAt);
  });
});
