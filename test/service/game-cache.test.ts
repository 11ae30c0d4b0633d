import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../src/engine/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createGameCache } from '../../src/service/game-cache.js';
import { createGameService } from '../../src/service/game-service.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import type { FaultyClient } from '../support/faults.js';
import { countSent, faultyStore, is } from '../support/faults.js';
import { seededRandom as seededBytes } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { legalAction, refusal, register, seededRandom, steppingClock } from './support.js';

/*
 * The game cache: a process starts a game's next write from the game as its own last write
 * left it, without reading it. Only that write's condition confirms the cached game, so the
 * fault models are those of a cache that is wrong: another instance wrote the game since
 * (the cached game is stale), a write landed while its reply was lost, a process died after
 * its write. In each, every action is applied exactly once, at the version it would have had
 * without a cache, and a refusal, a replay or a version conflict is given only on the game as
 * stored.
 */

const ctx = useEmbeddedStore();

/** One process: a service over its own faulty client of the shared table, with a game cache. */
interface Instance {
  readonly service: Service;
  readonly faults: FaultyClient;
}

const clock = steppingClock();
function instance(name: string, gameCache = 100): Instance {
  const { store, faults } = faultyStore(ctx.db, { writeUnitBytes: 1 });
  return { service: createService({ store, clock, random: seededBytes(`game-cache:${name}`), log: silentLogger, gameCache }), faults };
}

/** The game reads and game writes an instance sent while `run` ran. */
async function counted<T>(i: Instance, run: () => Promise<T>): Promise<{ result: T; reads: number; writes: number }> {
  const from = i.faults.calls.length;
  const result = await run();
  const sent = i.faults.calls.slice(from);
  return { result, reads: countSent(sent, 'GetCommand', is.gameRead), writes: countSent(sent, 'PutCommand', is.gameWrite) };
}

const moveTypes = async (service: Service, id: string) => (await service.games.moves(id)).moves.map((m) => `${m.version}:${m.type}:${m.seat}`);

describe('the game cache: a write starts from this process’s last write of the game', () => {
  it('a game this process wrote last is written again without a read, one write per action', async () => {
    const a = instance('unread');
    const [ana] = (await register(a.service, 'Ana')) as [Client];
    let view = await a.service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const rand = seededRandom(5);
    for (let i = 0; i < 12; i++) {
      const { result, reads, writes } = await counted(a, () => a.service.games.act(ana.player, view.id, legalAction(view, rand)!));
      expect([reads, writes]).toEqual([0, 1]);
      expect(result.version).toBe(view.version + 1);
      view = result;
    }
    // A process without a cache reads the game for every action, and sees the same game.
    expect(await instance('reader', 0).service.games.get(view.id)).toEqual(view);
  });

  it.each<RulesetId>(['yamb-classic', 'jamb', 'yams-5', 'yams-6'])('%s: the cached game is the stored game after every write, to the end of a game with a bot', async (ruleset) => {
    const { store } = faultyStore(ctx.db, { writeUnitBytes: 1 });
    const cache = createGameCache(10)!;
    const games = createGameService({ store, clock, random: seededBytes(`cached-record:${ruleset}`), maxWriteAttempts: 8, log: silentLogger, cache });
    const [ana] = (await register(createService({ store, clock }), 'Ana')) as [Client];
    let view = await games.create(ana.player, { ruleset, seats: 2, bots: [{ level: 'strong' }] });
    const rand = seededRandom(9);
    for (let actions = 0; view.status === 'active'; actions++) {
      expect(cache.peek(view.id)).toStrictEqual(await store.getGame(view.id));
      view = await games.act(ana.player, view.id, legalAction(view, rand)!);
    }
    expect(view.status).toBe('finished');
    expect(cache.peek(view.id)).toStrictEqual(await store.getGame(view.id));
  });

  it('another instance wrote since: the stale write fails its condition, and the action lands once, on the stored game', async () => {
    const [a, b] = [instance('stale-a'), instance('stale-b')];
    const [ana, ben] = (await register(a.service, 'Ana', 'Ben')) as [Client, Client];
    const game = await a.service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    await b.service.games.join(ben.player, game.id, { invitation: game.invitation!.code });
    // Ana rolls on A (A caches it); she scores on B, which passes the turn to Ben.
    const rolled = await a.service.games.act(ana.player, game.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    const scored = await b.service.games.act(ana.player, game.id, { type: 'score', column: box.column, category: box.category });
    expect(scored.turn!.player.id).toBe(ben.player.id);

    // On A's cached game it is still Ana's turn: a refusal there would be wrong, so A reads the game and Ben's roll lands.
    const benOnA = await counted(a, () => a.service.games.act(ben.player, game.id, { type: 'roll' }));
    expect(benOnA.result.version).toBe(scored.version + 1);
    expect(benOnA.result.lastMove!.player!.id).toBe(ben.player.id);
    expect([benOnA.reads, benOnA.writes]).toEqual([1, 1]);

    // B's cached game is now stale and allows the roll: its write fails the condition, B reads, and the roll lands once.
    const benOnB = await counted(b, () => b.service.games.act(ben.player, game.id, { type: 'roll' }));
    expect(benOnB.result.version).toBe(benOnA.result.version + 1);
    expect([benOnB.reads, benOnB.writes]).toEqual([1, 2]);
    expect(await moveTypes(a.service, game.id)).toEqual(['1:create:0', '2:join:1', '3:roll:0', '4:score:0', '5:roll:1', '6:roll:1']);

    // A refusal that holds on the stored game is still given, after the read: Ana may not move in Ben's turn.
    await refusal(a.service.games.act(ana.player, game.id, { type: 'roll' }), 'NOT_YOUR_TURN');
    expect((await a.service.games.get(game.id)).version).toBe(6);
  });

  it('a stale cache answers no version conflict and no repeat: both are decided on the stored game', async () => {
    const [a, b] = [instance('answers-a'), instance('answers-b')];
    const [ana] = (await register(a.service, 'Ana')) as [Client];
    const game = await a.service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 });
    await a.service.games.act(ana.player, game.id, { type: 'roll' }); // A caches version 2
    const keyed = await b.service.games.act(ana.player, game.id, { type: 'roll', keep: [1] }, { idempotencyKey: 'tap' }); // version 3, on B

    // The client knows version 3; A's cached game is at 2. Not a conflict: the stored game is at 3.
    const expected = await a.service.games.act(ana.player, game.id, { type: 'roll', keep: [2] }, { expectedVersion: 3 });
    expect(expected.version).toBe(4);
    // B's cached game (3) does not hold version 4: an expectedVersion of 4 is right, and lands.
    const onB = await b.service.games.act(ana.player, game.id, { type: 'announce', category: expected.turn!.announceable[0]! }, { expectedVersion: 4 }).catch((e: unknown) => e);
    if (expected.turn!.announceable.length > 0) expect(onB).toMatchObject({ version: 5 });
    // The retry of B's keyed roll, sent to A: A holds the game as written above, without that key's
    // entry at hand in its own write; the answer is the first result, and nothing is applied again.
    const before = await moveTypes(a.service, game.id);
    expect(await a.service.games.act(ana.player, game.id, { type: 'roll', keep: [1] }, { idempotencyKey: 'tap' })).toEqual(keyed);
    expect(await b.service.games.act(ana.player, game.id, { type: 'roll', keep: [1] }, { idempotencyKey: 'tap' })).toEqual(keyed);
    expect(await moveTypes(a.service, game.id)).toEqual(before);
    // A conflict that holds on the stored game is still given.
    await refusal(a.service.games.act(ana.player, game.id, { type: 'roll' }, { expectedVersion: 3 }), 'VERSION_CONFLICT');
  });

  it('a write that landed while its reply was lost: the next write starts from it, and a keyed retry is answered once', async () => {
    const a = instance('lost-reply');
    const [ana] = (await register(a.service, 'Ana')) as [Client];
    const game = await a.service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    // Every resend of the write lands and loses its reply; the service reads back and finds its own write.
    a.faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', times: STORE_LIMITS.attempts, sameItem: true });
    const first = await a.service.games.act(ana.player, game.id, { type: 'roll' });
    expect(first.version).toBe(2);
    const next = await counted(a, () => a.service.games.act(ana.player, game.id, { type: 'roll', keep: [0, 1] }));
    expect([next.reads, next.writes, next.result.version]).toEqual([0, 1, 3]);

    // Now the reply and the read-back both fail: the request fails though its write landed.
    a.faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', times: STORE_LIMITS.attempts, sameItem: true });
    a.faults.inject({ command: 'GetCommand', where: is.gameRead, when: 'before', times: STORE_LIMITS.attempts });
    await expect(a.service.games.act(ana.player, game.id, { type: 'roll', keep: [0] }, { idempotencyKey: 'once' })).rejects.toThrow(/timed out/);
    a.faults.clear();
    const stored = await a.service.games.get(game.id);
    expect(stored.version).toBe(4);
    // The retry gets the first result, from the stored game: the cache kept nothing of the failed request.
    const retried = await a.service.games.act(ana.player, game.id, { type: 'roll', keep: [0] }, { idempotencyKey: 'once' });
    expect(retried).toEqual(stored);
    expect(await moveTypes(a.service, game.id)).toEqual(['1:create:0', '2:roll:0', '3:roll:0', '4:roll:0']);
  });

  it('a process that died after its write: another one, with an empty cache, reads the game and goes on', async () => {
    const a = instance('died');
    const [ana] = (await register(a.service, 'Ana')) as [Client];
    const game = await a.service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const rolled = await a.service.games.act(ana.player, game.id, { type: 'roll' });
    const c = instance('after-death');
    const next = await counted(c, () => c.service.games.act(ana.player, game.id, { type: 'roll', keep: [4] }));
    expect([next.reads, next.writes, next.result.version]).toEqual([1, 1, rolled.version + 1]);
  });

  it('keeps at most its size: the game written longest ago leaves first', () => {
    const cache = createGameCache(2)!;
    const record = (id: string) => ({ id }) as Parameters<typeof cache.put>[0];
    for (const id of ['g1', 'g2', 'g1', 'g3']) cache.put(record(id));
    expect([cache.peek('g1')?.id, cache.peek('g2')?.id, cache.peek('g3')?.id]).toEqual(['g1', undefined, 'g3']);
    expect(cache.take('g1')?.id).toBe('g1');
    expect(cache.peek('g1')).toBeUndefined();
    expect(createGameCache(0)).toBeNull();
    expect(() => createGameCache(-1)).toThrow(/whole number/);
  });
});
