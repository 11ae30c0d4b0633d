import { describe, expect, it } from 'vitest';
import type { PlayAction } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { silentLogger } from '../../src/log.js';
import type { ServiceOptions } from '../../src/service/index.js';
import { ApiError, createService } from '../../src/service/index.js';
import type { MembershipChange, Store } from '../../src/store/dynamo-store.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import { gameKey } from '../../src/store/keys.js';
import { seededRandom as seededBytes } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { legalAction, rawPartition, refusal, register, replayedView, seededRandom, steppingClock } from './support.js';

/*
 * Many clients at one game at once. Whatever interleaving the store produces, every accepted
 * action must get its own version, the versions must have no gap, the move log must hold
 * exactly the accepted actions, and the stored state must be the replay of that log.
 */

const ctx = useEmbeddedStore();
const CLIENTS = 20;
const ROUNDS = 5;

/**
 * Every move choice, id and die of this file follows from SEED (only the interleaving is the
 * store's), and each describe names it: CONCURRENCY_SEED=<seed> replays a failed run's choices.
 */
const SEED = Number(process.env.CONCURRENCY_SEED ?? 1);
const seeded = (n: number) => seededRandom(SEED * 1000 + n);

/**
 * A service whose ids and dice seeds come from SEED and the test's name. Its store bills
 * writes by the byte, so every turn that passes moves older log entries into chunks: the
 * races below run across archiving too.
 */
function seededService(options: Partial<ServiceOptions> = {}) {
  const random = seededBytes(`concurrency:${SEED}:${expect.getState().currentTestName}`);
  const store = createDynamoStore({ client: ctx.db.client, tableName: ctx.db.tableName, writeUnitBytes: 1 });
  return createService({ store, clock: steppingClock(), random, log: silentLogger, ...options });
}

interface Attempt {
  readonly client: number;
  readonly player: string;
  readonly action: PlayAction;
  readonly key: string | undefined;
  readonly result?: GameView;
  readonly error?: ApiError;
}

/** One device: reads the game, picks a legal action for whoever is to move (its own player, it hopes), sends it. */
async function device(service: Service, gameId: string, client: number, who: Client, rounds: number): Promise<Attempt[]> {
  const rand = seeded(100 + client);
  const attempts: Attempt[] = [];
  for (let round = 0; round < rounds; round++) {
    const view = await service.games.get(gameId);
    if (view.status !== 'active') break;
    const action = legalAction(view, rand) ?? { type: 'roll' };
    const key = client % 2 === 0 ? `device-${client}-${round}` : undefined;
    try {
      const result = await service.games.act(who.player, gameId, action, { idempotencyKey: key });
      attempts.push({ client, player: who.player.id, action, key, result });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      attempts.push({ client, player: who.player.id, action, key, error });
    }
  }
  return attempts;
}

/** The checks every concurrent run must pass. */
async function expectConsistent(service: Service, gameId: string, firstVersion: number, attempts: readonly Attempt[]) {
  const accepted = attempts.filter((a) => a.result);
  expect(accepted.length).toBeGreaterThan(0);
  const versions = accepted.map((a) => a.result!.version).sort((a, b) => a - b);
  // Each accepted action has a version of its own, and together they leave no gap.
  expect(versions).toEqual(versions.map((_, i) => firstVersion + 1 + i));

  for (const a of accepted) {
    const move = a.result!.lastMove!;
    expect(move.version).toBe(a.result!.version);
    expect(move.player?.id).toBe(a.player);
    expect(move.type).toBe(a.action.type);
    if (a.action.type === 'roll') expect(move.keep).toEqual([...(a.action.keep ?? [])].sort((x, y) => x - y));
    if (a.action.type === 'score') expect([move.column, move.category]).toEqual([a.action.column, a.action.category]);
    if (a.action.type === 'announce') expect(move.category).toBe(a.action.category);
  }

  const { version, moves } = await service.games.moves(gameId);
  expect(version).toBe(versions.at(-1));
  expect(moves.map((m) => m.version)).toEqual(moves.map((_, i) => i + 1));
  // The log after the start is exactly the accepted responses, one to one: same version, type, dice.
  const byVersion = new Map(accepted.map((a) => [a.result!.version, a.result!.lastMove]));
  expect(moves.slice(firstVersion)).toEqual(moves.slice(firstVersion).map((m) => byVersion.get(m.version)));
  const view = await service.games.get(gameId);
  expect(replayedView(view, moves)).toEqual(view);
  expect(view.version).toBe(version);
  return accepted;
}

/** A refused attempt may only be refused for what other devices did first. */
function expectOnlyRaceRefusals(attempts: readonly Attempt[], allowed: readonly string[]) {
  for (const a of attempts) if (a.error) expect(allowed, `${a.error.code}: ${a.error.message}`).toContain(a.error.code);
}

/**
 * `instances` processes over the one table, device i on process i % instances; each keeps a
 * game cache when `gameCache` is set, so its writes start from its own last write of the game
 * (stale whenever another process wrote since).
 */
function processes(instances: number, gameCache = 0): Service[] {
  return Array.from({ length: instances }, (_, i) => seededService({ maxWriteAttempts: 40, gameCache, ...(i > 0 && { random: seededBytes(`concurrency:${SEED}:${i}:${expect.getState().currentTestName}`) }) }));
}

async function oneSoloPlayer(services: readonly Service[]) {
  const service = services[0]!;
  const [ana] = (await register(service, 'Ana')) as [Client];
  const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
  const attempts = (await Promise.all(Array.from({ length: CLIENTS }, (_, i) => device(services[i % services.length]!, game.id, i, ana, ROUNDS)))).flat();
  // A stale view's roll or box may no longer be legal; with 40 attempts no write should give up.
  expectOnlyRaceRefusals(attempts, ['ILLEGAL_MOVE']);
  const accepted = await expectConsistent(service, game.id, 1, attempts);
  // Once the third turn has begun, the first turns' entries were archived while the race was on.
  const archived = (await rawPartition(ctx, gameKey(game.id).pk)).filter((i) => String(i.sk).startsWith('L#'));
  if ((await service.games.get(game.id)).turn!.number >= 3) expect(archived.length).toBeGreaterThan(0);

  // An idempotent retry of a roll returns the same dice and version and changes nothing, on every process.
  const roll = accepted.find((a) => a.key && a.action.type === 'roll');
  expect(roll).toBeDefined();
  const version = (await service.games.get(game.id)).version;
  for (const other of services) {
    const retried = await other.games.act(ana.player, game.id, roll!.action, { idempotencyKey: roll!.key });
    expect(retried).toEqual(roll!.result);
    expect(retried.lastMove?.dice).toEqual(roll!.result!.lastMove?.dice);
  }
  expect((await service.games.get(game.id)).version).toBe(version);
}

async function fourPlayers(services: readonly Service[]) {
  const service = services[0]!;
  const players = await register(service, 'Ana', 'Ivo', 'Eva', 'Max');
  let view = await service.games.create(players[0]!.player, { ruleset: 'yamb-classic', seats: 4 });
  for (const p of players.slice(1)) view = await service.games.join(p.player, view.id, { invitation: view.invitation!.code });
  expect(view.status).toBe('active');
  const attempts = (
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => device(services[i % services.length]!, view.id, i, players[i % 4]!, ROUNDS)))
  ).flat();
  expectOnlyRaceRefusals(attempts, ['ILLEGAL_MOVE', 'NOT_YOUR_TURN']);
  expect(attempts.some((a) => a.error?.code === 'NOT_YOUR_TURN')).toBe(true);
  const accepted = await expectConsistent(service, view.id, 4, attempts);
  for (const a of accepted) expect(a.result!.lastMove!.seat).toBe(players.findIndex((p) => p.player.id === a.player));
}

describe(`three processes, each with its game cache, racing at one game (seed ${SEED})`, () => {
  it('one player on 20 devices at a solo game: consecutive versions, a complete log, the state its replay', () => oneSoloPlayer(processes(3, 50)));
  it('four players on five devices each at a 4-seat game: only the player to move gets through', () => fourPlayers(processes(3, 50)));
});

describe(`20 concurrent clients (seed ${SEED})`, () => {
  it('one player on 20 devices at a solo game: consecutive versions, a complete log, the state its replay', () => oneSoloPlayer(processes(1)));
  it('four players on five devices each at a 4-seat game: only the player to move gets through', () => fourPlayers(processes(1)));

  it('the same request with the same key from many devices at once is applied once', async () => {
    const service = seededService({ maxWriteAttempts: 40 });
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 });
    const results = await Promise.all(Array.from({ length: 8 }, () => service.games.act(ana.player, game.id, { type: 'roll' }, { idempotencyKey: 'tap' })));
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0]!.version).toBe(2);
    const { moves } = await service.games.moves(game.id);
    expect(moves.map((m) => m.type)).toEqual(['create', 'roll']);
  });

  it('eight players joining a 4-seat game at once: three get the free seats, the others GAME_FULL', async () => {
    const service = seededService({ maxWriteAttempts: 40 });
    const [host, ...guests] = await register(service, 'Host', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8');
    const game = await service.games.create(host!.player, { ruleset: 'yams-6', seats: 4 });
    const settled = await Promise.allSettled(guests.map((g) => service.games.join(g.player, game.id, { invitation: game.invitation!.code })));
    const joined = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as ApiError] : []));
    expect(joined.map((v) => v.lastMove!.seat).sort()).toEqual([1, 2, 3]);
    expect(joined.map((v) => v.version).sort()).toEqual([2, 3, 4]);
    expect(refused.map((e) => e.code)).toEqual(Array(5).fill('GAME_FULL'));
    const final = await service.games.get(game.id);
    expect(final.status).toBe('active');
    expect(final.seats.map((s) => s.player?.id).slice(1).sort()).toEqual(joined.map((v) => v.lastMove!.player!.id).sort());
    for (const v of joined) {
      const listed = await service.lists.games({ player: v.lastMove!.player!.id }, { limit: 5 }, v.lastMove!.player!.id);
      expect(listed.items.map((s) => [s.id, s.status])).toEqual([[game.id, 'active']]);
    }
  });

  it('the same create with the same key from many devices at once makes one game', async () => {
    const service = seededService();
    const [ana] = (await register(service, 'Ana')) as [Client];
    const results = await Promise.all(Array.from({ length: 6 }, () => service.games.create(ana.player, { ruleset: 'jamb', seats: 2 }, { idempotencyKey: 'one' })));
    for (const r of results) expect(r).toEqual(results[0]);
    expect((await service.lists.games({ player: ana.player.id }, { limit: 10 }, ana.player.id)).items.map((s) => s.id)).toEqual([results[0]!.id]);
  });

  it('without a precondition a lost race is retried only as often as allowed, then UNAVAILABLE and nothing written', async () => {
    const service = seededService({ maxWriteAttempts: 1 });
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 });
    // Every one of these is legal from the version it reads, but only one can land per version.
    const settled = await Promise.allSettled(Array.from({ length: 6 }, () => service.games.act(ana.player, game.id, { type: 'resign' })));
    const won = settled.filter((s) => s.status === 'fulfilled');
    const lost = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as ApiError] : []));
    expect(won).toHaveLength(1);
    for (const e of lost) expect(['UNAVAILABLE', 'GAME_NOT_ACTIVE']).toContain(e.code);
    expect((await service.games.moves(game.id)).moves.map((m) => m.type)).toEqual(['create', 'resign']);
  });
});

describe(`two writers with the same expectedVersion (seed ${SEED})`, () => {
  it('exactly one wins; the other gets VERSION_CONFLICT with the version the winner made', async () => {
    const service = seededService();
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    const [randA, randB] = [seeded(71), seeded(72)];
    for (let race = 0; race < 12; race++) {
      const view = await service.games.get(game.id);
      const actions = [legalAction(view, randA)!, legalAction(view, randB)!];
      const settled = await Promise.allSettled(actions.map((action) => service.games.act(ana.player, game.id, action, { expectedVersion: view.version })));
      const winners = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const losers = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect(losers[0]).toBeInstanceOf(ApiError);
      expect(losers[0]).toMatchObject({ code: 'VERSION_CONFLICT', details: { currentVersion: view.version + 1 } });
      expect(winners[0]!.version).toBe(view.version + 1);
      expect(await service.games.get(game.id)).toEqual(winners[0]);
    }
    const { moves } = await service.games.moves(game.id);
    expect(moves).toHaveLength(13);
    // And a late writer still holding the first version is refused the same way.
    await refusal(service.games.act(ana.player, game.id, { type: 'resign' }, { expectedVersion: 1 }), 'VERSION_CONFLICT');
  });
});

describe(`memberships written after the game write (seed ${SEED})`, () => {
  it('are never overwritten by the memberships of an older version that landed late', async () => {
    // Holds the next membership write until released: a slow request, or a slow network.
    let holding = false;
    const held: { changes: readonly MembershipChange[]; release: () => void }[] = [];
    const slow: Store = {
      ...ctx.store,
      putMemberships: async (changes) => {
        if (holding) {
          holding = false;
          await new Promise<void>((release) => held.push({ changes, release }));
        }
        return ctx.store.putMemberships(changes);
      },
    };
    const service = seededService({ store: slow });
    const [ana, ivo, eva] = (await register(service, 'Ana', 'Ivo', 'Eva')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 3 });

    holding = true;
    const ivoJoins = service.games.join(ivo.player, game.id, { invitation: game.invitation!.code }); // its game write lands, its membership write waits
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(held[0]!.changes.map((c) => [c.after?.playerId, c.after?.status])).toEqual([[ivo.player.id, 'open']]);
    const started = await service.games.join(eva.player, game.id, { invitation: game.invitation!.code }); // writes every membership as active
    expect(started.status).toBe('active');
    held[0]!.release();
    await ivoJoins;

    for (const c of [ana, ivo, eva]) {
      const listed = await service.lists.games({ player: c.player.id }, { limit: 10 }, c.player.id);
      expect(listed.items.map((s) => [s.id, s.status])).toEqual([[game.id, 'active']]);
      expect((await service.lists.games({ player: c.player.id, status: 'open' }, { limit: 10 }, c.player.id)).items).toEqual([]);
    }
  });
});
