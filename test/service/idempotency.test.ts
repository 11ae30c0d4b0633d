import { describe, expect, it } from 'vitest';
import { createService } from '../../src/service/index.js';
import { idFromKey } from '../../src/service/secrets.js';
import type { Store } from '../../src/store/dynamo-store.js';
import { gameKey } from '../../src/store/keys.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { playOut, rawItem, refusal, register, seededRandom, steppingClock, testService } from './support.js';

const ctx = useEmbeddedStore();

const rawGame = (id: string) => rawItem(ctx, gameKey(id).pk, 'G');

describe('idempotency keys', () => {
  it('a repeated roll returns the first result, the same dice and version, and changes nothing', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const first = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'roll-1' });
    const stored = await rawGame(game.id);
    for (let i = 0; i < 3; i++) {
      expect(await service.games.act(ana.player, game.id, { type: 'roll', keep: [] }, { idempotencyKey: 'roll-1' })).toEqual(first);
    }
    expect(await rawGame(game.id)).toEqual(stored);
    expect((await service.games.get(game.id)).version).toBe(first.version);
    // Without the key the same request is a new roll.
    const second = await service.games.act(ana.player, game.id, { type: 'roll', keep: [0] });
    expect(second.version).toBe(first.version + 1);
  });

  it('returns the game as it was at that version, also after later actions and after the entry was archived', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const roll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'k-roll' });
    const box = roll.turn!.available[0]!;
    const score = await service.games.act(ana.player, game.id, { type: 'score', column: box.column, category: box.category }, { idempotencyKey: 'k-score' });

    const later = await playOut(service, score, seededRandom(3), 1);
    const repeatBeforeArchive = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'k-roll' });
    expect(repeatBeforeArchive).toEqual(roll);
    expect(Number((await rawGame(game.id))?.a)).toBeLessThan(roll.version); // still in the game item

    const more = await playOut(service, later.at(-1)!, seededRandom(4), 25);
    const item = await rawGame(game.id);
    expect(Number(item?.a)).toBeGreaterThanOrEqual(score.version); // both entries now live in chunks
    const repeatedRoll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'k-roll' });
    const repeatedScore = await service.games.act(ana.player, game.id, { type: 'score', column: box.column, category: box.category }, { idempotencyKey: 'k-score' });
    expect(repeatedRoll).toEqual(roll);
    expect(repeatedScore).toEqual(score);
    expect(repeatedRoll.turn!.dice).toEqual(roll.turn!.dice);
    expect(await rawGame(game.id)).toEqual(item);
    expect((await service.games.get(game.id)).version).toBe(more.at(-1)!.version);
  });

  it('with expectedVersion, reads no archived chunk for a fresh key and one to find an archived repeat', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const roll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'v-roll', expectedVersion: game.version });
    const more = await playOut(service, roll, seededRandom(7), 25);
    const latest = more.at(-1)!;
    expect(Number((await rawGame(game.id))?.a)).toBeGreaterThanOrEqual(roll.version); // the roll is archived

    const chunkReads = () => ctx.readings.filter((r) => r.operation.startsWith('archived')).map((r) => r.operation);
    ctx.readings.length = 0;
    const fresh = await service.games.act(ana.player, game.id, { type: 'resign' }, { idempotencyKey: 'v-fresh', expectedVersion: latest.version });
    expect(fresh.version).toBe(latest.version + 1);
    expect(chunkReads()).toEqual([]);

    ctx.readings.length = 0;
    const repeated = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'v-roll', expectedVersion: game.version });
    expect(repeated).toEqual(roll);
    // One chunk read finds the entry; rebuilding the game as it was then reads the log.
    expect(chunkReads()).toEqual(['archivedEntryAt', 'archivedEntries']);
    // The same version with another key is a plain conflict: the key was not used there.
    await refusal(service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'v-other', expectedVersion: game.version }), 'VERSION_CONFLICT');
  });

  it('refuses a key reused for a different request with IDEMPOTENCY_KEY_REUSED, archived or not', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'yamb-classic', seats: 1 });
    const roll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'k' });
    const stored = await rawGame(game.id);
    const reused = [
      { type: 'roll', keep: [1] },
      { type: 'announce', category: 'poker' },
      { type: 'score', column: 'free', category: 'ones' },
      { type: 'resign' },
    ] as const;
    for (const action of reused) {
      const error = await refusal(service.games.act(ana.player, game.id, action, { idempotencyKey: 'k' }), 'IDEMPOTENCY_KEY_REUSED');
      expect(error.details).toEqual({ version: roll.version });
    }
    await refusal(service.games.join(ana.player, game.id, { idempotencyKey: 'k' }), 'IDEMPOTENCY_KEY_REUSED');
    expect(await rawGame(game.id)).toEqual(stored);

    await playOut(service, roll, seededRandom(5), 30);
    expect(Number((await rawGame(game.id))?.a)).toBeGreaterThanOrEqual(roll.version);
    const error = await refusal(service.games.act(ana.player, game.id, { type: 'resign' }, { idempotencyKey: 'k' }), 'IDEMPOTENCY_KEY_REUSED');
    expect(error.details).toEqual({ version: roll.version });
  });

  it('scopes keys to the player: another seat may use the same key for its own request', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'same' });
    const anaRoll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'same' });
    const box = anaRoll.turn!.available[0]!;
    await service.games.act(ana.player, game.id, { type: 'score', column: box.column, category: box.category });
    // Ivo's key 'same' was his join: a roll under it is a different request of his.
    await refusal(service.games.act(ivo.player, game.id, { type: 'roll' }, { idempotencyKey: 'same' }), 'IDEMPOTENCY_KEY_REUSED');
    const ivoRoll = await service.games.act(ivo.player, game.id, { type: 'roll' }, { idempotencyKey: 'ivo-1' });
    expect(ivoRoll.lastMove).toMatchObject({ seat: 1, type: 'roll' });
    // Ana's key still answers with her own first roll.
    expect(await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'same' })).toEqual(anaRoll);
  });

  it('a refused request does not use up its key', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    await refusal(service.games.act(ana.player, game.id, { type: 'score', column: 'free', category: 'ones' }, { idempotencyKey: 'k' }), 'ILLEGAL_MOVE');
    const roll = await service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'k' });
    expect(roll.version).toBe(2);
  });

  it('a repeated join returns the first join, also once the game has started and moved on', async () => {
    const service = testService(ctx);
    const [ana, ivo, eva] = (await register(service, 'Ana', 'Ivo', 'Eva')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 3 });
    const joined = await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'join' });
    expect(await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'join' })).toEqual(joined);
    await refusal(service.games.join(ivo.player, game.id, { invitation: game.invitation!.code }), 'ALREADY_SEATED');
    const started = await service.games.join(eva.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'join' });
    expect(started).toMatchObject({ status: 'active', version: 3 });
    await playOut(service, started, seededRandom(6), 30);
    expect(await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'join' })).toEqual(joined);
    expect(await service.games.join(eva.player, game.id, { invitation: game.invitation!.code, idempotencyKey: 'join' })).toEqual(started);
  });

  it('a repeated create returns the first game, found by the id derived from player and key', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const created = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 }, { idempotencyKey: 'new-game' });
    expect(created.id).toBe(idFromKey(ana.player.id, 'new-game'));
    expect(await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 }, { idempotencyKey: 'new-game' })).toEqual(created);
    const started = await service.games.join(ivo.player, created.id, { invitation: created.invitation!.code });
    await playOut(service, started, seededRandom(7), 30);
    expect(await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 }, { idempotencyKey: 'new-game' })).toEqual(created);

    for (const other of [{ ruleset: 'jamb', seats: 3 }, { ruleset: 'yams-5', seats: 2 }]) {
      const error = await refusal(service.games.create(ana.player, other, { idempotencyKey: 'new-game' }), 'IDEMPOTENCY_KEY_REUSED');
      expect(error.details).toEqual({ gameId: created.id });
    }
    // The same key from another player is another game.
    const ivos = await service.games.create(ivo.player, { ruleset: 'jamb', seats: 2 }, { idempotencyKey: 'new-game' });
    expect(ivos.id).not.toBe(created.id);
    expect(ivos.seats[0]!.player).toEqual(ivo.player);
    const listed = await service.lists.games({ player: ana.player.id }, { limit: 10 }, ana.player.id);
    expect(listed.items.map((s) => s.id)).toEqual([created.id]);
  });

  it('an action whose memberships failed after the game write is accepted, and a retry repairs the lists', async () => {
    let failMemberships = 0;
    const flaky: Store = {
      ...ctx.store,
      putMemberships: async (changes) => {
        if (failMemberships > 0) {
          failMemberships--;
          throw new Error('connection reset');
        }
        return ctx.store.putMemberships(changes);
      },
    };
    const warnings: Record<string, unknown>[] = [];
    const service = createService({ store: flaky, clock: steppingClock(), log: (entry) => warnings.push(entry) });
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];

    // The game write landed, so the action stands: failing it would invite a keyless repeat.
    failMemberships = 1;
    const first = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 }, { idempotencyKey: 'c' });
    expect(warnings.map((w) => [w.msg, w.gameId])).toEqual([['projections not written', first.id]]);
    expect((await service.lists.games({ player: ana.player.id }, { limit: 10 }, ana.player.id)).items).toEqual([]);
    const created = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 }, { idempotencyKey: 'c' });
    expect(created).toEqual(first);
    expect((await service.lists.games({ player: ana.player.id }, { limit: 10 }, ana.player.id)).items.map((s) => [s.id, s.status])).toEqual([[created.id, 'open']]);

    failMemberships = 1;
    const joined = await service.games.join(ivo.player, created.id, { invitation: created.invitation!.code, idempotencyKey: 'j' });
    expect(joined.version).toBe(2);
    expect((await service.lists.games({ player: ivo.player.id }, { limit: 10 }, ivo.player.id)).items).toEqual([]);
    expect(await service.games.join(ivo.player, created.id, { invitation: created.invitation!.code, idempotencyKey: 'j' })).toEqual(joined);
    for (const c of [ana, ivo]) {
      expect((await service.lists.games({ player: c.player.id }, { limit: 10 }, c.player.id)).items.map((s) => [s.id, s.status])).toEqual([[created.id, 'active']]);
    }
  });
});

describe('expectedVersion', () => {
  it('refuses a stale version with VERSION_CONFLICT and the current version, and accepts the current one', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    const joinConflict = await refusal(service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, expectedVersion: 2 }), 'VERSION_CONFLICT');
    expect(joinConflict.details).toEqual({ currentVersion: 1 });
    const joined = await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, expectedVersion: 1 });
    expect(joined.version).toBe(2);

    const stored = await rawGame(game.id);
    for (const stale of [0, 1, 3, 99]) {
      const error = await refusal(service.games.act(ana.player, game.id, { type: 'roll' }, { expectedVersion: stale }), 'VERSION_CONFLICT');
      expect(error.details).toEqual({ currentVersion: 2 });
    }
    expect(await rawGame(game.id)).toEqual(stored);
    const rolled = await service.games.act(ana.player, game.id, { type: 'roll' }, { expectedVersion: 2 });
    expect(rolled.version).toBe(3);
    const conflict = await refusal(service.games.act(ana.player, game.id, { type: 'roll', keep: [0] }, { expectedVersion: 2 }), 'VERSION_CONFLICT');
    expect(conflict.details).toEqual({ currentVersion: 3 });
    expect((await service.games.act(ana.player, game.id, { type: 'roll', keep: [0] }, { expectedVersion: 3 })).version).toBe(4);
  });

  it('a retried request with its key and its old expectedVersion gets its first result, not a conflict', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const roll = await service.games.act(ana.player, game.id, { type: 'roll' }, { expectedVersion: 1, idempotencyKey: 'r' });
    await service.games.act(ana.player, game.id, { type: 'roll', keep: [] });
    expect(await service.games.act(ana.player, game.id, { type: 'roll' }, { expectedVersion: 1, idempotencyKey: 'r' })).toEqual(roll);
  });
});
