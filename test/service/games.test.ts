import { describe, expect, it } from 'vitest';
import type { PlayAction } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { WRITE_UNIT_BYTES } from '../../src/store/capacity.js';
import { gameKey } from '../../src/store/keys.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, playOut, rawItem, rawPartition, refusal, register, replayedView, seededRandom, testService } from './support.js';

const ctx = useEmbeddedStore();

async function newGame(service: Service, ruleset: string, seats: number) {
  const clients = await register(service, ...Array.from({ length: seats }, (_, i) => `Player ${i}`));
  let view = await service.games.create(clients[0]!.player, { ruleset, seats });
  for (const c of clients.slice(1)) view = await service.games.join(c.player, view.id, { invitation: view.invitation!.code });
  return { clients, view };
}

/** Runs a refused action and checks that the game's partition did not change by a single byte. */
async function refusedWithoutTrace(gameId: string, act: () => Promise<unknown>, code: Parameters<typeof refusal>[1]) {
  const { pk, sk } = gameKey(gameId);
  const [itemBefore, partitionBefore] = [await rawItem(ctx, pk, sk), await rawPartition(ctx, pk)];
  const error = await refusal(act(), code);
  const [itemAfter, partitionAfter] = [await rawItem(ctx, pk, sk), await rawPartition(ctx, pk)];
  expect(itemBefore).toBeDefined();
  expect(itemAfter).toEqual(itemBefore);
  expect(Buffer.from(itemAfter?.k as Uint8Array)).toEqual(Buffer.from(itemBefore?.k as Uint8Array));
  expect(partitionAfter).toEqual(partitionBefore);
  return error;
}

/** The move log must say exactly what the accepted responses said, and replay to the stored state. */
async function expectLogMatches(service: Service, created: GameView[], accepted: GameView[]) {
  const { moves } = await service.games.moves(accepted.at(-1)!.id);
  const responses = [...created, ...accepted];
  expect(moves.map((m) => m.version)).toEqual(responses.map((_, i) => i + 1));
  expect(moves).toEqual(responses.map((r) => r.lastMove));
  const game = await service.games.get(accepted.at(-1)!.id);
  expect(replayedView(game, moves)).toEqual(game);
  expect(game).toEqual(accepted.at(-1));
  return { game, moves };
}

describe('create', () => {
  it('starts a one-seat game at once, with the creator to move', async () => {
    const service = testService(ctx);
    const [ana] = await register(service, 'Ana');
    const view = await service.games.create(ana!.player, { ruleset: 'jamb', seats: 1 });
    expect(view).toMatchObject({
      ruleset: 'jamb',
      status: 'active',
      version: 1,
      seats: [{ seat: 0, player: ana!.player, resigned: false, total: 0, place: null }],
      turn: { seat: 0, player: ana!.player, number: 1, rollsUsed: 0, rollsLeft: 3, dice: [], announced: null, canRoll: true, announceable: [], available: [] },
      winners: null,
      lastMove: { version: 1, type: 'create', seat: 0, player: ana!.player, ruleset: 'jamb', seats: 1 },
    });
    expect(view.seats[0]!.sheet.map((c) => c.column)).toEqual(['down', 'up', 'free', 'announce']);
    expect(view.seats[0]!.sheet.every((c) => c.boxes.length === 13 && c.boxes.every((b) => b.score === null))).toBe(true);
    expect(await service.games.get(view.id)).toEqual(view);
    // The dice seed never appears in a view.
    const item = await rawItem(ctx, gameKey(view.id).pk, 'G');
    const seed = Buffer.from(item?.k as Uint8Array);
    expect(seed).toHaveLength(32);
    const json = JSON.stringify(view);
    for (const encoding of ['base64', 'base64url', 'hex'] as const) expect(json).not.toContain(seed.toString(encoding).slice(0, 16));
  });

  it('keeps a multi-seat game open with the creator in seat 0 and the other seats free', async () => {
    const service = testService(ctx);
    const [ana] = await register(service, 'Ana');
    const view = await service.games.create(ana!.player, { ruleset: 'yams-6', seats: 3 });
    expect(view).toMatchObject({ status: 'open', version: 1, turn: null, winners: null });
    expect(view.seats.map((s) => s.player)).toEqual([ana!.player, null, null]);
    // Not waiting for anybody: the game is in nobody's turn inbox.
    expect((await rawItem(ctx, gameKey(view.id).pk, 'G'))?.tpk).toBeUndefined();
    expect((await service.lists.turns(ana!.player.id, { limit: 10 })).items).toEqual([]);
  });

  it.each([
    [{ ruleset: 'yahtzee', seats: 1 }],
    [{ ruleset: 'jamb', seats: 0 }],
    [{ ruleset: 'jamb', seats: 9 }],
    [{ ruleset: 'jamb', seats: 1.5 }],
    [{ ruleset: 'JAMB', seats: 1 }],
  ])('refuses %j with VALIDATION_FAILED', async (input) => {
    const service = testService(ctx);
    const [ana] = await register(service, 'Ana');
    await refusal(service.games.create(ana!.player, input), 'VALIDATION_FAILED');
    expect((await service.lists.games({ player: ana!.player.id }, { limit: 10 }, ana!.player.id)).items).toEqual([]);
  });
});

describe('join', () => {
  it('seats players in the next free seat and activates the game when the last seat is taken', async () => {
    const service = testService(ctx);
    const [ana, ivo, eva, max] = await register(service, 'Ana', 'Ivo', 'Eva', 'Max');
    const created = await service.games.create(ana!.player, { ruleset: 'yamb-classic', seats: 3 });
    const second = await service.games.join(ivo!.player, created.id, { invitation: created.invitation!.code });
    expect(second).toMatchObject({ status: 'open', version: 2, turn: null, lastMove: { type: 'join', seat: 1, player: ivo!.player, version: 2 } });
    expect(second.seats.map((s) => s.player)).toEqual([ana!.player, ivo!.player, null]);

    await refusedWithoutTrace(created.id, () => service.games.join(ivo!.player, created.id, { invitation: created.invitation!.code }), 'ALREADY_SEATED');
    await refusedWithoutTrace(created.id, () => service.games.join(ana!.player, created.id, { invitation: created.invitation!.code }), 'ALREADY_SEATED');

    const full = await service.games.join(eva!.player, created.id, { invitation: created.invitation!.code });
    expect(full).toMatchObject({ status: 'active', version: 3, turn: { seat: 0, player: ana!.player, number: 1, rollsUsed: 0 } });
    expect(full.seats.map((s) => s.player)).toEqual([ana!.player, ivo!.player, eva!.player]);

    await refusedWithoutTrace(created.id, () => service.games.join(max!.player, created.id, { invitation: created.invitation!.code }), 'GAME_FULL');
    await refusedWithoutTrace(created.id, () => service.games.join(eva!.player, created.id, { invitation: created.invitation!.code }), 'ALREADY_SEATED');
    expect(await service.games.get(created.id)).toEqual(full);
  });

  it('refuses a solo game as full and unknown or malformed ids as NOT_FOUND', async () => {
    const service = testService(ctx);
    const [ana, ivo] = await register(service, 'Ana', 'Ivo');
    const solo = await service.games.create(ana!.player, { ruleset: 'jamb', seats: 1 });
    await refusedWithoutTrace(solo.id, () => service.games.join(ivo!.player, solo.id), 'GAME_FULL');
    await refusal(service.games.join(ivo!.player, '0'.repeat(16)), 'NOT_FOUND');
    await refusal(service.games.join(ivo!.player, 'G#x'), 'NOT_FOUND');
    await refusal(service.games.get('0'.repeat(16)), 'NOT_FOUND');
    await refusal(service.games.moves('nope'), 'NOT_FOUND');
  });
});

describe('act', () => {
  it('rolls every die first, then rerolls only the dice not kept', async () => {
    const service = testService(ctx);
    const { clients, view } = await newGame(service, 'yams-6', 1);
    const first = await service.games.act(clients[0]!.player, view.id, { type: 'roll' });
    expect(first).toMatchObject({ version: 2, turn: { rollsUsed: 1, rollsLeft: 2, canRoll: true } });
    expect(first.turn!.dice).toHaveLength(6);
    expect(first.turn!.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
    expect(first.lastMove).toMatchObject({ version: 2, type: 'roll', seat: 0, turn: 1, keep: [], dice: first.turn!.dice });
    expect(first.turn!.available.length).toBeGreaterThan(0);

    const second = await service.games.act(clients[0]!.player, view.id, { type: 'roll', keep: [5, 0, 3] });
    expect(second.lastMove).toMatchObject({ version: 3, type: 'roll', keep: [0, 3, 5] });
    for (const i of [0, 3, 5]) expect(second.turn!.dice[i]).toBe(first.turn!.dice[i]);

    const box = second.turn!.available[0]!;
    const scored = await service.games.act(clients[0]!.player, view.id, { type: 'score', column: box.column, category: box.category });
    expect(scored.lastMove).toMatchObject({ version: 4, type: 'score', column: box.column, category: box.category, score: box.score, dice: second.turn!.dice });
    expect(scored.turn).toMatchObject({ number: 2, rollsUsed: 0, dice: [] });
    expect(scored.seats[0]!.sheet[0]!.boxes.find((b) => b.category === box.category)?.score).toBe(box.score);
  });

  it('maps every rule refusal to its code, and a refused action changes nothing stored', async () => {
    const service = testService(ctx);
    const { clients, view } = await newGame(service, 'jamb', 2);
    const [ana, ivo] = clients;
    const [outsider] = await register(service, 'Max');
    const act = (who: Client, action: PlayAction) => () => service.games.act(who.player, view.id, action);
    const reason = async (who: Client, action: PlayAction, expected: string) => {
      const error = await refusedWithoutTrace(view.id, act(who, action), 'ILLEGAL_MOVE');
      expect(error.details).toEqual({ reason: expected });
    };

    await refusedWithoutTrace(view.id, act(ivo!, { type: 'roll' }), 'NOT_YOUR_TURN');
    await refusedWithoutTrace(view.id, act(outsider!, { type: 'roll' }), 'FORBIDDEN');
    await refusedWithoutTrace(view.id, act(outsider!, { type: 'resign' }), 'FORBIDDEN');
    await refusedWithoutTrace(view.id, act(ana!, { type: 'dance' } as unknown as PlayAction), 'VALIDATION_FAILED');
    await reason(ana!, { type: 'score', column: 'free', category: 'ones' }, 'MUST_ROLL_FIRST');
    await reason(ana!, { type: 'announce', category: 'poker' }, 'MUST_ROLL_FIRST'); // jamb announces after the first roll
    await reason(ana!, { type: 'roll', keep: [0] }, 'INVALID_KEEP');

    await service.games.act(ana!.player, view.id, { type: 'roll' });
    await reason(ana!, { type: 'roll', keep: [0, 1, 2, 3, 4] }, 'INVALID_KEEP');
    await reason(ana!, { type: 'roll', keep: [7] }, 'INVALID_KEEP');
    await reason(ana!, { type: 'score', column: 'down', category: 'sixes' }, 'BOX_NOT_AVAILABLE'); // down fills from ones
    await reason(ana!, { type: 'score', column: 'up', category: 'ones' }, 'BOX_NOT_AVAILABLE'); // up fills from yamb
    await reason(ana!, { type: 'score', column: 'announce', category: 'ones' }, 'MUST_ANNOUNCE');
    await reason(ana!, { type: 'score', column: 'sideways', category: 'ones' }, 'UNKNOWN_COLUMN');
    await reason(ana!, { type: 'score', column: 'free', category: 'yams' }, 'UNKNOWN_CATEGORY');
    await reason(ana!, { type: 'announce', category: 'yams' }, 'UNKNOWN_CATEGORY');
    await refusedWithoutTrace(view.id, act(ivo!, { type: 'score', column: 'free', category: 'ones' }), 'NOT_YOUR_TURN');

    await service.games.act(ana!.player, view.id, { type: 'roll', keep: [] });
    await reason(ana!, { type: 'announce', category: 'poker' }, 'ANNOUNCE_TOO_LATE');
    await service.games.act(ana!.player, view.id, { type: 'roll', keep: [1] });
    await reason(ana!, { type: 'roll' }, 'NO_ROLLS_LEFT');
    await service.games.act(ana!.player, view.id, { type: 'score', column: 'free', category: 'ones' });

    // Ivo's turn: Ana is now the one out of turn; Ivo announces, which binds the turn to that box.
    await refusedWithoutTrace(view.id, act(ana!, { type: 'roll' }), 'NOT_YOUR_TURN');
    await service.games.act(ivo!.player, view.id, { type: 'roll' });
    await service.games.act(ivo!.player, view.id, { type: 'announce', category: 'poker' });
    await reason(ivo!, { type: 'announce', category: 'yamb' }, 'ANNOUNCE_NOT_ALLOWED');
    await reason(ivo!, { type: 'score', column: 'free', category: 'ones' }, 'BOX_NOT_AVAILABLE');
    await service.games.act(ivo!.player, view.id, { type: 'score', column: 'announce', category: 'poker' });

    // Ana's second turn: her free/ones box is taken.
    await service.games.act(ana!.player, view.id, { type: 'roll' });
    await reason(ana!, { type: 'score', column: 'free', category: 'ones' }, 'BOX_FILLED');
  });

  it('lets a player resign out of turn; the others play on and the resigned seat ranks last', async () => {
    const service = testService(ctx);
    const { clients, view } = await newGame(service, 'yams-5', 3);
    const [ana, ivo, eva] = clients;
    const resigned = await service.games.act(ivo!.player, view.id, { type: 'resign' });
    expect(resigned).toMatchObject({ status: 'active', turn: { seat: 0 }, lastMove: { type: 'resign', seat: 1, turn: 1 } });
    expect(resigned.seats[1]!.resigned).toBe(true);
    await refusedWithoutTrace(view.id, () => service.games.act(ivo!.player, view.id, { type: 'roll' }), 'GAME_NOT_ACTIVE');
    await refusedWithoutTrace(view.id, () => service.games.act(ivo!.player, view.id, { type: 'resign' }), 'GAME_NOT_ACTIVE');

    await service.games.act(ana!.player, view.id, { type: 'roll' });
    const scored = await service.games.act(ana!.player, view.id, { type: 'score', column: 'free', category: 'chance' });
    expect(scored.turn).toMatchObject({ seat: 2, player: eva!.player, number: 2 }); // seat 1 is skipped

    const alone = await service.games.act(eva!.player, view.id, { type: 'resign' });
    expect(alone.turn).toMatchObject({ seat: 0, number: 3 });
    const last = await finishQuickly(service, alone);
    expect(last).toMatchObject({ status: 'finished', turn: null, winners: [{ seat: 0, player: ana!.player }] });
    expect(last.seats.map((s) => [s.resigned, s.place])).toEqual([
      [false, 1],
      [true, 2],
      [true, 2],
    ]);
    await refusedWithoutTrace(view.id, () => service.games.act(ana!.player, view.id, { type: 'roll' }), 'GAME_NOT_ACTIVE');
  });

  it('refuses actions in an open game with GAME_NOT_ACTIVE', async () => {
    const service = testService(ctx);
    const [ana] = await register(service, 'Ana');
    const open = await service.games.create(ana!.player, { ruleset: 'jamb', seats: 2 });
    await refusedWithoutTrace(open.id, () => service.games.act(ana!.player, open.id, { type: 'roll' }), 'GAME_NOT_ACTIVE');
    await refusedWithoutTrace(open.id, () => service.games.act(ana!.player, open.id, { type: 'resign' }), 'GAME_NOT_ACTIVE');
  });
});

describe('moves', () => {
  it('a whole solo game: the log equals the accepted responses, archived or not, and replays to the final state', async () => {
    const service = testService(ctx);
    const { view } = await newGame(service, 'jamb', 1);
    ctx.readings.length = 0;
    const accepted = await playOut(service, view, seededRandom(1));
    const final = accepted.at(-1)!;
    expect(final).toMatchObject({ status: 'finished', turn: null, winners: [{ seat: 0 }] });
    expect(final.seats[0]!.sheet.flatMap((c) => c.boxes).every((b) => b.score !== null)).toBe(true);
    await expectLogMatches(service, [view], accepted);

    // The log left the game item in chunks whenever keeping it would have made a write cost a
    // second unit: every write of the game was billed one unit, and the chunks hold the rest.
    const writes = ctx.readings.filter((r) => r.operation === 'saveGame');
    expect(writes).toHaveLength(accepted.length);
    expect(Math.max(...writes.map((r) => r.itemBytes ?? Infinity))).toBeLessThanOrEqual(WRITE_UNIT_BYTES);
    const partition = await rawPartition(ctx, gameKey(view.id).pk);
    const chunks = partition.filter((i) => String(i.sk).startsWith('L#0#'));
    expect(chunks.length).toBeGreaterThan(1);
    const game = partition.find((i) => i.sk === 'G');
    expect(Number(game?.a)).toBe(chunks.reduce((sum, c) => sum + Number(c.n), 0));
  });

  it('a multi-seat game with a resignation: chunks per seat, the log still in order and complete', async () => {
    const service = testService(ctx);
    const { clients, view: created } = await newGame(service, 'yamb-classic', 3);
    const rand = seededRandom(2);
    const accepted = await playOut(service, created, rand, 40);
    accepted.push(await service.games.act(clients[2]!.player, created.id, { type: 'resign' }));
    accepted.push(...(await playOut(service, accepted.at(-1)!, rand, 40)));
    const { moves } = await service.games.moves(created.id);
    const game = await service.games.get(created.id);
    expect(moves.slice(3)).toEqual(accepted.map((a) => a.lastMove));
    expect(moves.map((m) => m.version)).toEqual(moves.map((_, i) => i + 1));
    expect(moves.slice(0, 3).map((m) => [m.type, m.seat, m.player?.id])).toEqual([
      ['create', 0, clients[0]!.player.id],
      ['join', 1, clients[1]!.player.id],
      ['join', 2, clients[2]!.player.id],
    ]);
    expect(replayedView(game, moves)).toEqual(game);
    const seats = new Set((await rawPartition(ctx, gameKey(created.id).pk)).flatMap((i) => (String(i.sk).startsWith('L#') ? [String(i.sk).split('#')[1]] : [])));
    expect([...seats].sort()).toEqual(['0', '1', '2']);
  });
});
