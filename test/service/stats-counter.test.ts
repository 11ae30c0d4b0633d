import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceFor } from '../../src/entry/service.js';
import { createStreamHandler } from '../../src/entry/stream-dispatch.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring, parseKeyring } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { STORE_LIMITS, createService } from '../../src/service/index.js';
import { createDynamoStore, createNotifyStore } from '../../src/store/index.js';
import { gameKey, statsKey } from '../../src/store/keys.js';
import { rawItem, streamRecord } from '../entry/support.js';
import type { Fault } from '../support/faults.js';
import { countSent, faultyStore, is } from '../support/faults.js';
import { gatedClient } from '../support/gates.js';
import { manualScheduler } from '../support/scheduler.js';
import { useEmbeddedStore } from '../support/store.js';
import { expectExact, finishWith, playToLast } from './stats-support.js';
import type { Client } from './support.js';
import { finishedInBackground, register, steppingClock } from './support.js';
import type { Context } from 'aws-lambda';

/*
 * A player's statistics are sums counted as games move on (src/service/stats-counter.ts),
 * each move of a seat exactly once. Fault model, injected for real between the service and
 * the store: the process dies between the finishing game write and the statistics (every
 * resend of a statistics call fails, so the request gives up on them), at each step of the
 * count (before it, after the sums with their reply lost, after the mark); and two counters
 * race (the finishing write's and the table stream's, held at a gate between two writes while
 * the other runs). The repairs are the real ones, the "game finished" hook where it runs: the
 * local feed after the write and in its recovery at start-up, and the stream handler of the
 * deployed table. After every repair, and every repeated repair, the statistics equal a
 * recomputation from the games. The services whose intermediate state a test asserts have no
 * feed following their writes (`feed: 'stream'`, as on AWS), so only the named repairs run.
 */

const ctx = useEmbeddedStore();
const GIVE_UP = STORE_LIMITS.attempts * 4;
const context = { functionName: 'dispatcher', awsRequestId: 'test', getRemainingTimeInMillis: () => 300_000 } as unknown as Context;
const KEYS = `k1:${randomBytes(32).toString('base64')}`;
let clock: () => number;
const feeds: Service[] = [];

beforeAll(() => {
  clock = steppingClock(Date.UTC(2029, 0, 1));
});
afterAll(() => feeds.forEach((s) => s.feed?.stop()));

/** A fresh process over the store (as after a restart), with the local feed whose recovery settles finished games. */
function restarted(): Service {
  const notify = createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName });
  const service = createService({ store: ctx.store, clock, log: silentLogger, notifications: { store: notify, keyring: createKeyring([{ id: 't', key: Buffer.alloc(32, 3) }]), allowPrivate: true, feed: 'local', sweepMs: 60_000 } });
  feeds.push(service);
  return service;
}

/** The deployed table's stream, handed the finished game's item as Lambda hands it, to the handler the dispatcher function builds. */
async function streamed(gameId: string): Promise<void> {
  const service = createServiceFor({ client: ctx.db.client, tableName: ctx.db.tableName, logger: silentLogger, notifications: { keyring: parseKeyring(KEYS), feed: 'stream', env: {} } });
  const handler = createStreamHandler({ follow: service.follow, log: silentLogger });
  const record = streamRecord(await rawItem(ctx.db.client, ctx.db.tableName, gameKey(gameId)));
  expect(await handler({ Records: [record] }, context)).toEqual({ batchItemFailures: [] });
}

/** A two-seat game of Ana and Ben, started. */
async function started(service: Service, ana: Client, ben: Client, ruleset: 'yams-5' | 'yams-6' = 'yams-5'): Promise<GameView> {
  const game = await service.games.create(ana.player, { ruleset, seats: 2 });
  return service.games.join(ben.player, game.id, { invitation: game.invitation!.code });
}

describe('statistics', () => {
  it('equal a recomputation from the games, and are read in one store call whatever the history', async () => {
    const { store, faults } = faultyStore(ctx.db);
    const service = createService({ store, clock, log: silentLogger, feed: 'stream' });
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const ids: string[] = [];
    for (const ruleset of ['yams-5', 'yams-6', 'yams-5'] as const) ids.push((await finishWith(service, await started(service, ana, ben, ruleset))).id);
    const resigned = await started(service, ana, ben);
    ids.push(resigned.id);
    await service.games.act(ben.player, resigned.id, { type: 'resign' });
    ids.push((await started(service, ana, ben, 'yams-6')).id); // left active
    ids.push((await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 })).id); // open: not played
    for (const who of [ana, ben]) {
      const before = faults.calls.length;
      await expectExact(service, who.player, ids);
      expect(faults.calls.length - before).toBe(1 + ids.length); // the statistics, then the recomputation's reads of the games
    }
    const solo = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 });
    await finishWith(service, solo);
    ids.push(solo.id);
    const before = faults.calls.length;
    await service.records.stats(ana.player.id);
    expect(countSent(faults.calls.slice(before), 'QueryCommand')).toBe(1);
    expect(faults.calls.length - before).toBe(1);
    await expectExact(service, ana.player, ids);
  }, 120_000);

  it('keep nothing for bots: a game of bots only writes no statistics', async () => {
    const service = createService({ store: ctx.store, clock, log: silentLogger });
    const [ana] = (await register(service, 'Ana')) as [Client];
    const created = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2, bots: [{ level: 'random' }, { level: 'greedy' }] });
    // Played in the background to its end.
    const game = await finishedInBackground(service, created.id);
    expect(game.status).toBe('finished');
    for (const seat of game.seats) await expect(rawItem(ctx.db.client, ctx.db.tableName, statsKey(seat.player!.id, 'yams-5'))).rejects.toThrow(/no item/);
    expect((await service.records.stats(ana.player.id)).rulesets).toEqual([]);
  });
});

/** Where the process dies, as faults: every resend of those calls fails, so the request gives up on the statistics. */
const CRASHES: { name: string; faults: Fault[]; counted: boolean }[] = [
  { name: 'before the statistics are read', faults: [{ command: 'GetCommand', where: is.stats, when: 'before', times: GIVE_UP }], counted: false },
  {
    name: 'after the sums were written (their reply lost), before the count mark',
    faults: [
      { command: 'UpdateCommand', where: is.statsChange, when: 'after', times: 1 },
      { command: 'PutCommand', where: is.countMark, when: 'before', times: GIVE_UP },
    ],
    counted: true,
  },
  { name: 'after the count mark, before the pending note goes', faults: [{ command: 'UpdateCommand', where: is.statsNoteRemoval, when: 'before', times: GIVE_UP }], counted: true },
];

describe('a crash between the finishing write and the statistics', () => {
  it.each(CRASHES)('$name: the action stands, the repair counts the game once, and repeated repairs count nothing', async ({ faults: crash, counted }) => {
    const { store, faults } = faultyStore(ctx.db);
    const warnings: Record<string, unknown>[] = [];
    const service = createService({ store, clock, log: (e) => warnings.push(e), feed: 'stream' });
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const first = await finishWith(service, await started(service, ana, ben));
    const game = await finishWith(service, await started(service, ana, ben), () => crash.forEach((f) => faults.inject(f)));
    expect(game.status).toBe('finished');
    expect(faults.injected).toBeGreaterThan(0);
    expect(warnings.map((w) => w.msg)).toContain('projections not written');
    faults.clear();
    // What the crash left: the sums without the game, or with it and a pending note.
    const stats = await rawItem(ctx.db.client, ctx.db.tableName, statsKey(ana.player.id, 'yams-5')).catch(() => null);
    const notes = Object.keys(stats ?? {}).filter((k) => k.startsWith('p_'));
    if (!counted) expect((await service.records.stats(ana.player.id)).rulesets[0]?.finished).toBe(1);
    if (counted) expect(notes.length + Object.keys((await rawItem(ctx.db.client, ctx.db.tableName, statsKey(ben.player.id, 'yams-5'))) ?? {}).filter((k) => k.startsWith('p_')).length).toBeGreaterThan(0);

    await restarted().feed!.recover();
    for (const who of [ana, ben]) await expectExact(service, who.player, [first.id, game.id]);
    await streamed(game.id);
    await restarted().feed!.recover();
    for (const who of [ana, ben]) {
      await expectExact(service, who.player, [first.id, game.id]);
      const item = await rawItem(ctx.db.client, ctx.db.tableName, statsKey(who.player.id, 'yams-5'));
      expect(Object.keys(item).filter((k) => k.startsWith('p_'))).toEqual([]);
    }
  }, 120_000);
});

describe('the local feed after the finishing write', () => {
  it('counts a game whose finishing write gave up on its statistics once, beside the write, its retries and the recovery', async () => {
    const { store, faults } = faultyStore(ctx.db);
    const sweeper = manualScheduler();
    const service = createService({ store, clock, log: silentLogger, scheduler: sweeper.schedule });
    feeds.push(service);
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const game = await finishWith(service, await started(service, ana, ben), () => {
      faults.inject({ command: 'GetCommand', where: is.stats, when: 'before', times: GIVE_UP });
    });
    expect(faults.injected).toBeGreaterThan(0);
    faults.clear();
    // The hook ran after the write: it counted the game, or failed under the same fault and
    // waits for the next sweep, which hands the game on again.
    await service.feed!.idle();
    await sweeper.run();
    await service.feed!.idle();
    expect(service.feed!.failing).toBe(0);
    for (const who of [ana, ben]) await expectExact(service, who.player, [game.id]);
    await service.feed!.recover();
    await restarted().feed!.recover();
    for (const who of [ana, ben]) await expectExact(service, who.player, [game.id]);
  }, 60_000);
});

describe('two counters racing', () => {
  it.each([
    ['between its sums and its count mark', 'PutCommand', is.countMark],
    ['after reading the statistics, before writing them', 'UpdateCommand', is.statsChange],
  ] as const)('the finishing write held %s while the stream counts the game: counted once', async (_name, command, where) => {
    const gates = gatedClient(ctx.db.client);
    const service = createService({ store: createDynamoStore({ client: gates.client, tableName: ctx.db.tableName }), clock, log: silentLogger, feed: 'stream' });
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const { view, last } = await playToLast(service, await started(service, ana, ben));
    const other = await playToLast(service, await started(service, ana, ben));
    const gate = gates.hold(command, where);
    const finishing = service.games.act(view.turn!.player, view.id, last);
    await gate.reached;
    // The game write has landed; one player's count waits at the gate while the stream counts
    // the game, and another process finishes another game of the same players.
    await streamed(view.id);
    const elsewhere = createService({ store: ctx.store, clock, log: silentLogger });
    await elsewhere.games.act(other.view.turn!.player, other.view.id, other.last);
    const ids = [view.id, other.view.id];
    for (const who of [ana, ben]) await expectExact(service, who.player, ids);
    gate.open();
    expect((await finishing).status).toBe('finished');
    for (const who of [ana, ben]) await expectExact(service, who.player, ids);
  });

  it('eight counters at once of a game nobody counted: counted once', async () => {
    const { store, faults } = faultyStore(ctx.db);
    const service = createService({ store, clock, log: silentLogger, feed: 'stream' });
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const game = await finishWith(service, await started(service, ana, ben), () => {
      faults.inject({ command: 'GetCommand', where: is.stats, when: 'before', times: GIVE_UP });
    });
    faults.clear();
    expect((await service.records.stats(ana.player.id)).rulesets[0]?.finished).toBe(0);
    const processes = Array.from({ length: 8 }, () => createService({ store: createDynamoStore({ client: ctx.db.client, tableName: ctx.db.tableName }), clock, log: silentLogger }));
    const stored = await ctx.store.getGame(game.id);
    await Promise.all(processes.map((p) => p.settleFinished(stored!)));
    for (const who of [ana, ben]) await expectExact(service, who.player, [game.id]);
  });

  it("sixteen of one player's games counted at once, more counters than a count retries without a pause: each counted once", async () => {
    // Sixteen counters of one player's sums: each round only one of them writes, so without the
    // jittered pause between rounds the last ones would run out of rounds and count nothing.
    const { store, faults } = faultyStore(ctx.db);
    const service = createService({ store, clock, log: silentLogger, feed: 'stream' });
    const [ana] = (await register(service, 'Ana')) as [Client];
    const games: GameView[] = [];
    for (let i = 0; i < 16; i++) {
      const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 });
      const finished = await finishWith(service, game, () => {
        faults.inject({ command: 'GetCommand', where: is.stats, when: 'before', times: GIVE_UP });
      });
      games.push(finished);
      faults.clear();
    }
    expect((await service.records.stats(ana.player.id)).rulesets[0]).toMatchObject({ played: 16, finished: 0 });
    const stored = await ctx.store.getGames(games.map((g) => g.id));
    await Promise.all(stored.map((game) => createService({ store: createDynamoStore({ client: ctx.db.client, tableName: ctx.db.tableName }), clock, log: silentLogger }).settleFinished(game)));
    await expectExact(service, ana.player, games.map((g) => g.id));
  }, 120_000);

  it("one player's games finishing at the same time: each counted once", async () => {
    const service = createService({ store: ctx.store, clock, log: silentLogger });
    const [ana] = (await register(service, 'Ana')) as [Client];
    const games = await Promise.all(Array.from({ length: 6 }, () => service.games.create(ana.player, { ruleset: 'yams-6', seats: 1 })));
    const lasts = await Promise.all(games.map((g) => playToLast(service, g)));
    await Promise.all(lasts.map(({ view, last }) => service.games.act(ana.player, view.id, last)));
    await expectExact(service, ana.player, games.map((g) => g.id));
  }, 60_000);
});
