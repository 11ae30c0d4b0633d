import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { type Logger, silentLogger } from '../../src/log.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { idFromKey } from '../../src/service/secrets.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import { itemToGame } from '../../src/store/index.js';
import { recordView } from '../../src/service/view.js';
import type { Fault, FaultyClient } from '../support/faults.js';
import { countSent, faultyStore, is } from '../support/faults.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Sent } from './support.js';
import { SOAK, expectProblem, expectReplays, headersFor, rawGame, rawPartition, reportFigures, send, steppingClock, tally, timeout, versionOf } from './support.js';

/*
 * The store fails at every point of an action: the read, a log chunk archived before the
 * game write, the game write before it is sent and after it landed, a membership written
 * after it. A fault before the game write is a retryable 503 UNAVAILABLE and nothing
 * changes; a fault of the game write itself is settled by the service, which reads back
 * what is stored and recognises its own write (or sends it again): the client gets the
 * action's result. Either way the stored game is its version before or exactly one after
 * and replays from its log, and repeating the same request with the same Idempotency-Key
 * applies nothing again and repairs the players' game lists.
 */

const ctx = useEmbeddedStore();
let faults: FaultyClient;
let service: Service;
let app: App;
const logs: Record<string, unknown>[] = [];
const figures = { faultsInjected: 0, byPoint: {} as Record<string, number>, requests: 0, retries: 0, unavailable: 0, settled: 0, lost: 0, appliedTwice: 0, listsRepaired: 0 };

beforeAll(() => {
  // Every turn that passes moves the entries before the previous one out of the game item (a
  // write unit of one byte: each archive saves a unit), so chunk writes are among the points hit.
  const faulty = faultyStore(ctx.db, { writeUnitBytes: 1 });
  faults = faulty.faults;
  // No feed follows the writes here (as on AWS, where the table's stream runs apart): what
  // repairs the lists is the request path alone, not the "game finished" hook settling them.
  service = createService({ store: faulty.store, clock: steppingClock(), random: seededRandom('hardening-faults'), log: silentLogger, feed: 'stream' });
  const logger: Logger = (entry) => logs.push(entry);
  app = createApp({ service, logger });
});

afterAll(() => {
  figures.faultsInjected = faults.injected;
  reportFigures('faults', figures);
});

interface Point {
  readonly name: string;
  readonly fault: Fault;
  /** Whether the action is applied by the faulted request itself (otherwise: 503 and nothing changes). */
  readonly applied: boolean;
}

/** Every resend of the call fails: the store gives up on it. */
const GIVE_UP = STORE_LIMITS.attempts;

const POINTS: readonly Point[] = [
  { name: 'game read', fault: { command: 'GetCommand', where: is.gameRead, when: 'before', times: GIVE_UP, sameItem: true }, applied: false },
  { name: 'game read, once', fault: { command: 'GetCommand', where: is.gameRead, when: 'before' }, applied: true },
  { name: 'archive chunk put, not sent', fault: { command: 'PutCommand', where: is.archivePut, when: 'before', times: GIVE_UP, sameItem: true }, applied: false },
  { name: 'archive chunk put, landed', fault: { command: 'PutCommand', where: is.archivePut, when: 'after', error: 'network', times: GIVE_UP, sameItem: true }, applied: false },
  { name: 'game write, not sent', fault: { command: 'PutCommand', where: is.gameWrite, when: 'before', times: GIVE_UP, sameItem: true }, applied: true },
  { name: 'game write, landed', fault: { command: 'PutCommand', where: is.gameWrite, when: 'after', times: GIVE_UP, sameItem: true }, applied: true },
  { name: 'game write, landed, once', fault: { command: 'PutCommand', where: is.gameWrite, when: 'after', error: 'network' }, applied: true },
  { name: 'membership put, not sent', fault: { command: 'PutCommand', where: is.membershipPut, when: 'before', error: 'network', times: GIVE_UP, sameItem: true }, applied: true },
  { name: 'membership put, landed', fault: { command: 'PutCommand', where: is.membershipPut, when: 'after', times: GIVE_UP, sameItem: true }, applied: true },
];
const point = (name: string): Point => POINTS.find((p) => p.name === name)!;
const slug = (text: string) => text.replace(/[^\w-]+/g, '-');

async function player(name: string): Promise<{ id: string; token: string }> {
  const { player: p, token } = await service.players.register(name);
  return { id: p.id, token };
}

const act = (token: string, gameId: string, body: unknown, key: string) =>
  send(app, { method: 'POST', path: `/v1/games/${gameId}/actions`, headers: headersFor(token, { 'idempotency-key': key }), body });
const join = (token: string, gameId: string, key: string, invitation: string) =>
  send(app, { method: 'POST', path: `/v1/games/${gameId}/join`, headers: headersFor(token, { 'idempotency-key': key }), body: { invitation } });
const create = (token: string, body: unknown, key: string) => send(app, { method: 'POST', path: '/v1/games', headers: headersFor(token, { 'idempotency-key': key }), body });

/** Every seated player's list shows the game with its current status, seat, resignation and place. */
async function expectListsRight(gameId: string): Promise<void> {
  const view = await service.games.get(gameId);
  for (const seat of view.seats) {
    if (!seat.player) continue;
    const page = await service.lists.games({ player: seat.player.id }, { limit: 100 }, seat.player.id);
    const listed = page.items.find((s) => s.id === gameId);
    expect(listed, `${seat.player.name}'s list holds ${gameId}`).toBeDefined();
    expect(listed!.status).toBe(view.status);
    expect(listed!.you).toMatchObject({ seat: seat.seat, resigned: seat.resigned, place: seat.place });
  }
}

/**
 * Sends `request` with `fault` armed, then again unchanged; checks everything the contract
 * promises. Returns the retry's game and whether the fault fired.
 */
async function faultThenRetry(gameId: string, p: Point, request: () => Promise<Sent>): Promise<{ view: GameView; fired: boolean }> {
  const before = await rawGame(ctx.db, gameId);
  const version = versionOf(before);
  const ok = before ? 200 : 201;
  const armed = faults.inject(p.fault);
  const first = await request();
  faults.clear();
  figures.requests += 1;
  if (!armed.fired) {
    expect(first.status, first.text).toBe(ok);
    return { view: first.json as GameView, fired: false };
  }
  tally(figures.byPoint, p.name);
  const during = await rawGame(ctx.db, gameId);
  if (p.applied) {
    expect(first.status, `${p.name} ${first.text.slice(0, 200)}`).toBe(ok);
    figures.settled += 1;
    expect(versionOf(during), p.name).toBe(version + 1);
    // The answer is what landed: the same move, the same dice.
    expect((first.json as GameView).lastMove).toEqual(recordView(itemToGame(during!)).lastMove);
  } else {
    expect(expectProblem(first, p.name)).toBe('UNAVAILABLE');
    expect(first.headers.get('retry-after')).toBe('1');
    figures.unavailable += 1;
    expect(during).toEqual(before);
  }
  if (during) await expectReplays(service, gameId);

  const retry = await request();
  figures.retries += 1;
  expect(retry.status, retry.text).toBe(ok);
  const view = retry.json as GameView;
  const after = await rawGame(ctx.db, gameId);
  if (versionOf(after) !== version + 1) figures.appliedTwice += 1;
  expect(view.version).toBe(version + 1);
  expect(versionOf(after)).toBe(version + 1);
  if (p.applied) {
    expect(view).toEqual(first.json);
    expect(after).toEqual(during);
  }
  const moves = await expectReplays(service, gameId);
  // Nothing lost: the move the client finally got is the one the log holds at its version.
  const logged = moves.find((m) => m.version === view.version);
  if (!logged || logged.type !== view.lastMove?.type || JSON.stringify(logged.dice) !== JSON.stringify(view.lastMove?.dice)) figures.lost += 1;
  expect(logged).toEqual(view.lastMove);
  await expectListsRight(gameId);
  figures.listsRepaired += 1;
  return { view, fired: true };
}

/** Plays whole turns (roll, then the best box) through the service until turn `turn` begins. */
async function playUntilTurn(view: GameView, turn: number, tokens: Map<string, string>): Promise<GameView> {
  let current = view;
  while (current.turn && current.turn.number < turn) {
    const t = current.turn;
    const token = tokens.get(t.player.id)!;
    const best = [...t.available].sort((a, b) => b.score - a.score)[0];
    const body = t.rollsUsed === 0 || !best ? { type: 'roll' } : { type: 'score', column: best.column, category: best.category };
    const res = await send(app, { method: 'POST', path: `/v1/games/${current.id}/actions`, headers: headersFor(token), body });
    expect(res.status, res.text).toBe(200);
    current = res.json as GameView;
  }
  return current;
}

/** Plays until the player to move has one empty box left and has rolled: the next score finishes its sheet. */
async function playUntilLastScore(view: GameView, tokens: Map<string, string>): Promise<GameView> {
  const boxes = (v: GameView) => v.seats.reduce((n, s) => n + s.sheet.reduce((m, c) => m + c.boxes.filter((b) => b.score === null).length, 0), 0);
  let current = view;
  for (;;) {
    if (boxes(current) === 1 && current.turn!.rollsUsed > 0) return current;
    const t = current.turn!;
    const body = t.rollsUsed === 0 ? { type: 'roll' } : { type: 'score', column: t.available[0]!.column, category: t.available[0]!.category };
    const res = await send(app, { method: 'POST', path: `/v1/games/${current.id}/actions`, headers: headersFor(tokens.get(t.player.id)!), body });
    expect(res.status, res.text).toBe(200);
    current = res.json as GameView;
  }
}

describe('a fault at each point of an action: a consistent game, applied at most once, and a retry that applies it exactly once', () => {
  it.each(['game read', 'game read, once', 'game write, not sent', 'game write, landed', 'game write, landed, once'])('%s (a roll)', async (name) => {
    const ana = await player('Ana');
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'jamb', seats: 1 });
    const { fired, view } = await faultThenRetry(game.id, point(name), () => act(ana.token, game.id, { type: 'roll' }, slug(`roll-${name}`)));
    expect(fired).toBe(true);
    expect(view.turn?.dice).toHaveLength(5);
  });

  it.each(['archive chunk put, not sent', 'archive chunk put, landed'])('%s (the score that ends turn 2 archives turn 1)', async (name) => {
    const ana = await player('Ana');
    const created = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'yams-5', seats: 1 });
    const turn2 = await playUntilTurn(created, 2, new Map([[ana.id, ana.token]]));
    const rolled = await service.games.act({ id: ana.id, name: 'Ana' }, turn2.id, { type: 'roll' });
    const chunks = async () => (await rawPartition(ctx.db, `G#${rolled.id}`)).filter((i) => String(i.sk).startsWith('L#')).length;
    const [before, archivedBefore] = [await chunks(), Number((await rawGame(ctx.db, rolled.id))?.a)];
    const box = rolled.turn!.available[0]!;
    const { fired } = await faultThenRetry(rolled.id, point(name), () => act(ana.token, rolled.id, { type: 'score', column: box.column, category: box.category }, slug(`archive-${name}`)));
    expect(fired).toBe(true);
    expect(await chunks()).toBe(before + 1);
    expect(Number((await rawGame(ctx.db, rolled.id))?.a)).toBeGreaterThan(archivedBefore);
  });

  it.each(['membership put, not sent', 'membership put, landed'])('%s (the join that fills the game)', async (name) => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'jamb', seats: 2 });
    const { fired, view } = await faultThenRetry(game.id, point(name), () => join(ben.token, game.id, slug(`join-${name}`), game.invitation!.code));
    expect(fired).toBe(true);
    expect(view.status).toBe('active');
  });

  it.each(['membership put, not sent', 'membership put, landed'])('%s (the score that finishes the game)', async (name) => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'yams-5', seats: 2 });
    await service.games.join({ id: ben.id, name: 'Ben' }, game.id, { invitation: game.invitation!.code });
    const tokens = new Map([[ana.id, ana.token], [ben.id, ben.token]]);
    const last = await playUntilLastScore(await service.games.get(game.id), tokens);
    const box = last.turn!.available[0]!;
    const token = tokens.get(last.turn!.player.id)!;
    const { fired, view } = await faultThenRetry(game.id, point(name), () => act(token, game.id, { type: 'score', column: box.column, category: box.category }, slug(`final-${name}`)));
    expect(fired).toBe(true);
    expect(view.status).toBe('finished');
    expect(view.seats.every((s) => s.place !== null)).toBe(true);
  });

  it('a create whose membership put failed: the retry returns the same game and lists it', async () => {
    const ana = await player('Ana');
    const key = 'create-membership-fault';
    const gameId = idFromKey(ana.id, key);
    const { fired, view } = await faultThenRetry(gameId, point('membership put, not sent'), () => create(ana.token, { ruleset: 'jamb', seats: 2 }, key));
    expect(fired).toBe(true);
    expect(view.id).toBe(gameId);
  });

  it('without an idempotency key, repeating the final score repairs the lists (GAME_NOT_ACTIVE, nothing applied)', async () => {
    const ana = await player('Ana');
    const created = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'yams-5', seats: 1 });
    const last = await playUntilLastScore(created, new Map([[ana.id, ana.token]]));
    const box = last.turn!.available[0]!;
    const body = { type: 'score', column: box.column, category: box.category };
    const armed = faults.inject(point('membership put, not sent').fault);
    const first = await send(app, { method: 'POST', path: `/v1/games/${created.id}/actions`, headers: headersFor(ana.token), body });
    expect(armed.fired).toBe(true);
    // The game write landed, so the score stands; only the list is behind.
    expect(first.status).toBe(200);
    expect(first.json.status).toBe('finished');
    const stale = await service.lists.games({ player: ana.id }, { limit: 10 }, ana.id);
    expect(stale.items.find((s) => s.id === created.id)?.status).toBe('active');
    const version = versionOf(await rawGame(ctx.db, created.id));
    const again = await send(app, { method: 'POST', path: `/v1/games/${created.id}/actions`, headers: headersFor(ana.token), body });
    expect(expectProblem(again)).toBe('GAME_NOT_ACTIVE');
    expect(versionOf(await rawGame(ctx.db, created.id))).toBe(version);
    await expectListsRight(created.id);
  });

  it('without an idempotency key, repeating a resignation repairs the lists, whatever the refusal says', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'jamb', seats: 2 });
    await service.games.join({ id: ben.id, name: 'Ben' }, game.id, { invitation: game.invitation!.code });
    const body = { type: 'resign' };
    const armed = faults.inject(point('membership put, not sent').fault);
    const first = await send(app, { method: 'POST', path: `/v1/games/${game.id}/actions`, headers: headersFor(ben.token), body });
    expect(armed.fired).toBe(true);
    expect(first.status).toBe(200);
    const again = await send(app, { method: 'POST', path: `/v1/games/${game.id}/actions`, headers: headersFor(ben.token), body });
    expect(expectProblem(again)).toBe('GAME_NOT_ACTIVE');
    await expectListsRight(game.id);
  });
});

describe('GraphQL', () => {
  it('a roll whose write landed but whose answer was lost: the service finds its own write, and a retry gets the same dice', async () => {
    const ana = await player('Ana');
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'yams-6', seats: 1 });
    const roll = () =>
      send(app, {
        method: 'POST',
        path: '/graphql',
        headers: headersFor(ana.token),
        body: { query: 'mutation($id: ID!) { roll(gameId: $id, idempotencyKey: "gql-roll") { version turn { dice } } }', variables: { id: game.id } },
      });
    const armed = faults.inject(point('game write, landed').fault);
    const first = await roll();
    expect(armed.fired).toBe(true);
    tally(figures.byPoint, 'game write, landed (GraphQL)');
    const landed = recordView(itemToGame((await rawGame(ctx.db, game.id))!));
    expect(landed.version).toBe(2);
    expect(first.json).toEqual({ data: { roll: { version: 2, turn: { dice: landed.turn!.dice } } } });
    const retry = await roll();
    expect(retry.json).toEqual(first.json);
    expect(versionOf(await rawGame(ctx.db, game.id))).toBe(2);
    await expectReplays(service, game.id);
  });

  it('a read that times out: UNAVAILABLE with the rest of the query intact', async () => {
    const ana = await player('Ana');
    const game = await service.games.create({ id: ana.id, name: 'Ana' }, { ruleset: 'jamb', seats: 1 });
    faults.inject(point('game read').fault);
    const res = await send(app, { method: 'POST', path: '/graphql', headers: headersFor(undefined), body: { query: `{ game(id: "${game.id}") { id } rulesets { id } }` } });
    expect(res.json.data).toMatchObject({ game: null, rulesets: [{ id: 'yamb-classic' }, { id: 'jamb' }, { id: 'yams-5' }, { id: 'yams-6' }] });
    expect(res.json.errors.map((e: any) => e.extensions.code)).toEqual(['UNAVAILABLE']);
  });
});

/**
 * Plays `games` whole games, every request with the next point's fault, each then retried;
 * `readsPerAction` receives how many times each action request read its game.
 */
async function soak(games: number, prefix: string, readsPerAction: number[] = []): Promise<void> {
  const gameReads = () => countSent(faults.calls, 'GetCommand', is.gameRead);
  const counted = async (request: () => Promise<Sent>) => {
    const before = gameReads();
    const sent = await request();
    readsPerAction.push(gameReads() - before);
    return sent;
  };
  for (let g = 0; g < games; g++) {
    const seats = 1 + (g % 3);
    const people = await Promise.all(Array.from({ length: seats }, (_, i) => player(`P${g}-${i}`)));
    const tokens = new Map(people.map((p) => [p.id, p.token]));
    const rand = prng(500 + g);
    let step = g;
    const next = () => POINTS[step++ % POINTS.length]!;
    const key = `${prefix}-${g}-create`;
    let { view } = await faultThenRetry(idFromKey(people[0]!.id, key), next(), () => create(people[0]!.token, { ruleset: 'yams-5', seats }, key));
    const invitation = view.invitation?.code ?? '';
    for (const [i, p] of people.slice(1).entries()) {
      ({ view } = await faultThenRetry(view.id, next(), () => join(p.token, view.id, `${prefix}-${g}-join-${i}`, invitation)));
    }
    let action = 0;
    while (view.status === 'active' && view.turn) {
      const body = chooseAction(view.turn, rand);
      const token = tokens.get(view.turn.player.id)!;
      const gameId = view.id;
      ({ view } = await faultThenRetry(gameId, next(), () => counted(() => act(token, gameId, body, `${prefix}-${g}-${action}`))));
      action += 1;
    }
    expect(view.status).toBe('finished');
  }
}

describe('whole games played with a fault on every action', () => {
  it(
    'every point, in turn, over whole games: never a lost or doubled action, lists always repaired',
    async () => {
      await soak(4 * SOAK, 'sweep');
      expect(figures.lost).toBe(0);
      expect(figures.appliedTwice).toBe(0);
      for (const p of POINTS) expect(figures.byPoint[p.name], p.name).toBeGreaterThan(0);
    },
    timeout(90_000),
  );

  it('every failure was logged with its request id, as a 503 and never as a 500', () => {
    const failures = logs.filter((l) => l.msg === 'request failed');
    expect(failures.length).toBeGreaterThan(0);
    for (const l of failures) expect(l).toMatchObject({ level: 'error', code: 'UNAVAILABLE', requestId: expect.any(String) });
    expect(logs.filter((l) => l.msg === 'request' && Number(l.status) >= 500).every((l) => l.status === 503)).toBe(true);
  });
});

describe('the same, on a process that keeps its games (the local server\'s game cache)', () => {
  beforeAll(() => {
    const faulty = faultyStore(ctx.db, { writeUnitBytes: 1 });
    faults = faulty.faults;
    service = createService({ store: faulty.store, clock: steppingClock(), random: seededRandom('hardening-faults-cached'), log: silentLogger, gameCache: 100 });
    app = createApp({ service, logger: (entry) => logs.push(entry) });
  });

  it(
    'every write point, in turn, over whole games: never a lost or doubled action; writes start from the cache',
    async () => {
      const fired = { ...figures.byPoint };
      const readsPerAction: number[] = [];
      await soak(4 * SOAK, 'cached', readsPerAction);
      expect(figures.lost).toBe(0);
      expect(figures.appliedTwice).toBe(0);
      // Every point of the game write fires on a write that started from the cache.
      for (const p of POINTS.filter((q) => q.name.startsWith('game write'))) expect((figures.byPoint[p.name] ?? 0) - (fired[p.name] ?? 0), p.name).toBeGreaterThan(0);
      // Most first sends of an action started from the cache, without reading the game (a retry
      // finds its key and is answered on the game as read: about half the requests are retries).
      expect(readsPerAction.filter((n) => n === 0).length).toBeGreaterThan(readsPerAction.length / 3);
    },
    timeout(90_000),
  );
});
