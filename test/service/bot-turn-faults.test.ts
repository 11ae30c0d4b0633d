import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/contract/index.js';
import { replay } from '../../src/engine/index.js';
import { createSweepHandler } from '../../src/entry/scheduled-sweep.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { BOT_STALL_MS, createService } from '../../src/service/index.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import { faultyStore, is } from '../support/faults.js';
import { useEmbeddedStore } from '../support/store.js';
import { replayedView, toEvent } from './support.js';

/*
 * Games of bots only played in the background, with the store failing under them for real
 * (a faulty client between the service and dynalite). Fault models:
 * - deployed (the table's stream plays slices of bot turns): a slice's write lands but its
 *   reply is lost, so the stream retries the record with its old image, and the record of
 *   the write that landed never comes (its batch failed for good); the scheduled sweeper
 *   finds the stalled game and plays it on;
 * - local (a worker in the process plays one turn a write): a turn's write lands with its
 *   reply lost as many times as the store resends it (the service reads the game back and
 *   knows), or it never reaches the store while the read back fails too (the worker gives
 *   the game up, and the in-process sweeper hands it back).
 * Either way the game finishes, every bot turn exactly once: versions without a gap, a log
 * that replays to the final state, and 52 scores per seat of jamb (a doubled score would be
 * refused by the replay, a lost one would leave a box empty).
 */

const ctx = useEmbeddedStore();
const TWO_GREEDY = { ruleset: 'jamb', seats: 2, bots: [{ level: 'greedy' }, { level: 'greedy' }] } as const;
/** The store gives a call up after this many faults in a row (it resends transient ones). */
const GIVE_UP = STORE_LIMITS.attempts;

async function expectWholeGame(service: Service, gameId: string): Promise<void> {
  const view = await service.games.get(gameId);
  const { moves } = await service.games.moves(gameId);
  expect(view.status).toBe('finished');
  expect(moves.map((m) => m.version)).toEqual(Array.from({ length: view.version }, (_, v) => v + 1));
  expect(replay(moves.map(toEvent)).ok).toBe(true);
  expect(replayedView(view, moves)).toEqual(view);
  for (const seat of [0, 1]) expect(moves.filter((m) => m.type === 'score' && m.seat === seat)).toHaveLength(52);
}

describe('games of bots only on the table stream (deployed)', () => {
  it('a slice that landed with its reply lost is played once: its retried record plays nothing, and the sweeper goes on when the next record never comes', async () => {
    const { store, faults } = faultyStore(ctx.db);
    const service = createService({ store, rateLimit: null, log: silentLogger, bots: { mode: 'stream' } });
    const { player } = await service.players.register('Ana');
    const created = await service.games.create(player, TWO_GREEDY);
    // What the stream hands over: the image of each game write, read here from the table itself.
    const written = async (): Promise<GameRecord> => (await ctx.store.getGame(created.id))!;

    // Two slices as their records come.
    for (let i = 0; i < 2; i++) expect((await service.games.playBotSlice(await written())).played).toBeGreaterThan(0);

    // The third slice's write lands, and its reply is lost as often as the store resends it.
    const record = await written();
    const fault = faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', times: GIVE_UP, sameItem: true });
    const outcome = await service.games.playBotSlice(record).then(
      (slice) => slice.played,
      () => 'failed' as const,
    );
    expect(fault.fired).toBe(true);
    const landed = await written();
    expect(landed.state.version).toBeGreaterThan(record.state.version);
    // However the slice answered, its record is retried with the old image: it loses the
    // conditional write and plays nothing.
    expect(['failed', landed.pending.filter((e) => e.version > record.state.version && e.event.type === 'score').length]).toContain(outcome);
    expect((await service.games.playBotSlice(record)).played).toBe(0);
    expect((await written()).state.version).toBe(landed.state.version);

    // The record of the write that landed never comes. Within BOT_STALL_MS the sweeper leaves
    // the game alone (its record may be on its way); after it, the game is stalled and played on.
    const sweepAt = (now: number) => createSweepHandler({ dispatcher: { sweep: async () => 0 }, bots: service.games, clock: () => now, log: silentLogger })({}, { getRemainingTimeInMillis: () => 0 });
    expect((await sweepAt(landed.updatedAt + 1_000)).bots).toBe(0);
    expect((await sweepAt(landed.updatedAt + BOT_STALL_MS + 1_000)).bots).toBe(1);
    const swept = await written();
    expect(swept.state.version).toBeGreaterThan(landed.state.version);

    // From there each write's record plays the next slice, to the end.
    for (let game = swept; game.state.status === 'active'; game = await written()) expect((await service.games.playBotSlice(game)).played).toBeGreaterThan(0);
    await expectWholeGame(service, created.id);
  }, 120_000);
});

function localService(errors: Record<string, unknown>[]) {
  const { store, faults } = faultyStore(ctx.db);
  let sweep: (() => Promise<unknown>) | undefined;
  const service = createService({
    store,
    rateLimit: null,
    log: (entry) => void (entry.level === 'error' && errors.push(entry)),
    deadlines: { sweepMs: 60_000 },
    // The sweeper runs when the test says so; every game whose bot is to move counts as stalled.
    scheduler: (_ms, task) => ((sweep = task), { stop: () => {} }),
    bots: { stallMs: 0 },
  });
  return { service, faults, sweep: () => sweep!() };
}

describe('games of bots only on the local worker', () => {
  it('a turn whose write lands with its reply lost is settled by reading the game back: the worker goes on, the turn written once', async () => {
    const errors: Record<string, unknown>[] = [];
    const { service, faults } = localService(errors);
    const { player } = await service.players.register('Bea');
    // The 30th game write from now (the create's writes come first) lands, and its reply is lost as often as the store resends it.
    const fault = faults.inject({ command: 'PutCommand', where: is.gameWrite, nth: 30, when: 'after', times: GIVE_UP, sameItem: true });
    const created = await service.games.create(player, TWO_GREEDY);
    await service.bots!.idle();
    expect(fault.fired).toBe(true);
    expect(errors).toEqual([]);
    await expectWholeGame(service, created.id);
    service.deadlines?.stop();
  }, 120_000);

  it('a turn whose write fails while the store is unreachable is given up, then handed back by the sweeper and played once', async () => {
    const errors: Record<string, unknown>[] = [];
    const { service, faults, sweep } = localService(errors);
    const { player } = await service.players.register('Cy');
    // The 30th game write from now is never sent, and neither is the read that would tell whether it landed.
    const write = faults.inject({ command: 'PutCommand', where: is.gameWrite, nth: 30, when: 'before', times: GIVE_UP, sameItem: true });
    const readBack = faults.inject({ command: 'GetCommand', where: (input) => write.fired && is.gameRead(input), when: 'before', times: GIVE_UP });
    const created = await service.games.create(player, TWO_GREEDY);
    await service.bots!.idle();
    expect(write.fired && readBack.fired).toBe(true);
    // The worker gave the game up with the failed turn: it stays where its last write left it.
    expect(errors.map((e) => e.msg)).toEqual(['bot turn failed']);
    const stopped = await service.games.get(created.id);
    expect(stopped.status).toBe('active');
    expect(stopped.version).toBeGreaterThan(created.version);
    await sweep();
    await service.bots!.idle();
    await expectWholeGame(service, created.id);
    service.deadlines?.stop();
  }, 120_000);
});
