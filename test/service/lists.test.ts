import { beforeAll, describe, expect, it } from 'vitest';
import type { GameStatus, RulesetId } from '../../src/engine/index.js';
import type { Service } from '../../src/service/index.js';
import { pageOptions } from '../../src/service/list-service.js';
import { encodeCursor } from '../../src/store/cursor.js';
import type { Membership, Page } from '../../src/contract/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, refusal, register, testService } from './support.js';

const ctx = useEmbeddedStore();

/** Reads every page of a list with `limit`, checking each page's size. */
async function allPages<T>(limit: number, read: (cursor: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await read(cursor);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    if (page.nextCursor === null) return items;
    expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    cursor = page.nextCursor;
  }
  throw new Error('the list does not end');
}

describe('a player\'s games', () => {
  let service: Service;
  let ana: Client;
  let ivo: Client;
  /** Ana's games in creation order, with what they should list as. */
  const games: { id: string; ruleset: RulesetId; status: GameStatus; seat: number }[] = [];

  beforeAll(async () => {
    service = testService(ctx);
    [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const plan: [RulesetId, number, 'stay' | 'join' | 'resign' | 'ivo-creates'][] = [
      ['jamb', 1, 'stay'],
      ['yamb-classic', 2, 'stay'],
      ['yams-6', 1, 'resign'],
      ['jamb', 2, 'join'],
      ['jamb', 1, 'resign'],
      ['yamb-classic', 1, 'stay'],
      ['jamb', 3, 'stay'],
      ['yams-6', 2, 'ivo-creates'],
      ['jamb', 1, 'stay'],
      ['yamb-classic', 1, 'resign'],
      ['yams-6', 1, 'stay'],
      ['jamb', 2, 'ivo-creates'],
      ['jamb', 1, 'resign'],
      ['yamb-classic', 2, 'join'],
    ];
    for (const [ruleset, seats, fate] of plan) {
      if (fate === 'ivo-creates') {
        const created = await service.games.create(ivo.player, { ruleset, seats });
        const joined = await service.games.join(ana.player, created.id, { invitation: created.invitation!.code });
        games.push({ id: created.id, ruleset, status: joined.status, seat: 1 });
        continue;
      }
      const created = await service.games.create(ana.player, { ruleset, seats });
      let status = created.status;
      if (fate === 'join') status = (await service.games.join(ivo.player, created.id, { invitation: created.invitation!.code })).status;
      if (fate === 'resign') status = (await service.games.act(ana.player, created.id, { type: 'resign' })).status;
      games.push({ id: created.id, ruleset, status, seat: 0 });
    }
    expect(new Set(games.map((g) => g.status))).toEqual(new Set(['open', 'active', 'finished']));
  });

  const expected = (filter: { status?: GameStatus; ruleset?: RulesetId }) =>
    games
      .filter((g) => (!filter.status || g.status === filter.status) && (!filter.ruleset || g.ruleset === filter.ruleset))
      .map((g) => g.id)
      .reverse();

  it('lists every game newest first, each with the player\'s own seat', async () => {
    const page = await service.lists.games({ player: ana.player.id }, { limit: 100 }, ana.player.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((s) => s.id)).toEqual(expected({}));
    const byId = new Map(games.map((g) => [g.id, g]));
    for (const summary of page.items) {
      const game = byId.get(summary.id)!;
      expect(summary).toMatchObject({ ruleset: game.ruleset, status: game.status, you: { seat: game.seat, resigned: game.status === 'finished' } });
    }
    const createdAt = page.items.map((s) => Date.parse(s.createdAt));
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
  });

  const filters: { status?: GameStatus; ruleset?: RulesetId }[] = [
    {},
    { status: 'open' },
    { status: 'active' },
    { status: 'finished' },
    { ruleset: 'jamb' },
    { ruleset: 'yams-6' },
    { ruleset: 'yams-5' },
    { status: 'active', ruleset: 'jamb' },
    { status: 'finished', ruleset: 'yamb-classic' },
    { status: 'open', ruleset: 'yams-6' },
  ];
  it.each(filters.flatMap((filter) => [1, 2, 5].map((limit) => [filter, limit] as const)))('filters %j in pages of %i', async (filter, limit) => {
    const listed = await allPages(limit, (cursor) => service.lists.games({ player: ana.player.id, ...filter }, { limit, cursor }, ana.player.id));
    expect(listed.map((s) => s.id)).toEqual(expected(filter));
    for (const summary of listed) {
      if (filter.status) expect(summary.status).toBe(filter.status);
      if (filter.ruleset) expect(summary.ruleset).toBe(filter.ruleset);
    }
  });

  it('lists another player\'s games from their side', async () => {
    const listed = await allPages(3, (cursor) => service.lists.games({ player: ivo.player.id }, { limit: 3, cursor }, ivo.player.id));
    const ivoGames = await Promise.all(games.map((g) => service.games.get(g.id)));
    const seated = ivoGames.filter((v) => v.seats.some((s) => s.player?.id === ivo.player.id)).map((v) => v.id).reverse();
    expect(listed.map((s) => s.id)).toEqual(seated);
    expect(listed.length).toBe(4);
  });

  it('refuses cursors this list did not return with VALIDATION_FAILED', async () => {
    const first = await service.lists.games({ player: ana.player.id }, { limit: 2 }, ana.player.id);
    const active = await service.lists.games({ player: ana.player.id, status: 'active' }, { limit: 1 }, ana.player.id);
    const ivos = await service.lists.games({ player: ivo.player.id }, { limit: 1 }, ivo.player.id);
    expect([first.nextCursor, active.nextCursor, ivos.nextCursor]).not.toContain(null);
    const pk = `P#${ana.player.id}`;
    const attempts: [{ status?: string; ruleset?: string; player?: string }, string][] = [
      [{}, 'garbage!'],
      [{}, ivos.nextCursor!], // another player's list
      [{}, active.nextCursor!], // a status list's cursor on the whole list
      [{ status: 'finished' }, active.nextCursor!], // another status
      [{ status: 'active' }, first.nextCursor!], // the whole list's cursor on a status list
      [{}, encodeCursor({ pk })],
      [{}, encodeCursor({ pk, sk: '' })],
      [{}, encodeCursor({ pk, sk: 'P' })], // the player item itself, outside the games
      [{}, encodeCursor({ pk, sk: 'M#1', extra: 'x' })],
      [{ status: 'active' }, encodeCursor({ pk, spk: `S#${ana.player.id}#active` })],
      [{ status: 'active' }, encodeCursor({ pk, sk: 'M#1', spk: `S#${ana.player.id}#active`, ssk: '' })],
    ];
    for (const [filter, cursor] of attempts) {
      const error = await refusal(service.lists.games({ player: ana.player.id, ...filter }, { limit: 2, cursor }, ana.player.id), 'VALIDATION_FAILED');
      expect(error.details).toEqual({ field: 'cursor' });
    }
    await refusal(service.lists.turns(ana.player.id, { limit: 2, cursor: active.nextCursor! }), 'VALIDATION_FAILED');
    await refusal(service.lists.turns(ana.player.id, { limit: 2, cursor: encodeCursor({ tpk: `T#${ana.player.id}`, tsk: '', pk, sk: 'G' }) }), 'VALIDATION_FAILED');
    await refusal(service.lists.leaderboard('jamb', { limit: 2, cursor: first.nextCursor! }), 'VALIDATION_FAILED');
    // The list itself still reads.
    expect((await service.lists.games({ player: ana.player.id }, { limit: 2, cursor: first.nextCursor! }, ana.player.id)).items).toHaveLength(2);
  });

  it('refuses bad filters and page sizes with VALIDATION_FAILED', async () => {
    await refusal(service.lists.games({ player: 'nobody' }, { limit: 2 }), 'VALIDATION_FAILED');
    await refusal(service.lists.games({ player: ana.player.id, status: 'paused' }, { limit: 2 }, ana.player.id), 'VALIDATION_FAILED');
    await refusal(service.lists.games({ player: ana.player.id, ruleset: 'yahtzee' }, { limit: 2 }, ana.player.id), 'VALIDATION_FAILED');
    for (const limit of [0, -1, 101, 1.5, Number.NaN]) expect(() => pageOptions(limit, undefined)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    for (const cursor of ['', 'x'.repeat(1001)]) expect(() => pageOptions(10, cursor)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(pageOptions(undefined, undefined)).toEqual({ limit: 20, cursor: undefined });
  });
});

describe('the turn inbox', () => {
  it('flips between the two players of a game turn by turn', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const inbox = async (c: Client) => (await service.lists.turns(c.player.id, { limit: 10 })).items.map((v) => v.id);
    const open = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    expect(await inbox(ana)).toEqual([]);
    let view = await service.games.join(ivo.player, open.id, { invitation: open.invitation!.code });
    for (let turn = 1; turn <= 6; turn++) {
      const [mover, waiter] = turn % 2 === 1 ? [ana, ivo] : [ivo, ana];
      expect(view.turn?.player).toEqual(mover.player);
      expect(await inbox(mover)).toEqual([open.id]);
      expect(await inbox(waiter)).toEqual([]);
      const [inboxView] = (await service.lists.turns(mover.player.id, { limit: 10 })).items;
      expect(inboxView).toEqual(view);
      view = await service.games.act(mover.player, open.id, { type: 'roll' });
      expect(await inbox(mover)).toEqual([open.id]); // still to move until a box is scored
      const box = view.turn!.available[0]!;
      view = await service.games.act(mover.player, open.id, { type: 'score', column: box.column, category: box.category });
    }
    // A resignation in turn passes the turn; a finished game leaves every inbox.
    view = await service.games.act(ana.player, open.id, { type: 'resign' });
    expect(await inbox(ana)).toEqual([]);
    expect(await inbox(ivo)).toEqual([open.id]);
    expect(view.turn?.player).toEqual(ivo.player);
    expect((await service.games.act(ivo.player, open.id, { type: 'resign' })).status).toBe('finished');
    expect(await inbox(ivo)).toEqual([]);
  });

  it('lists several waiting games, the oldest first when none has a deadline, in pages', async () => {
    const service = testService(ctx);
    const [eva] = (await register(service, 'Eva')) as [Client];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await service.games.create(eva.player, { ruleset: 'jamb', seats: 1 })).id);
    await service.games.create(eva.player, { ruleset: 'jamb', seats: 2 }); // open: nobody to move
    await service.games.act(eva.player, ids[1]!, { type: 'resign' }); // finished
    const listed = await allPages(2, (cursor) => service.lists.turns(eva.player.id, { limit: 2, cursor }));
    expect(listed.map((v) => v.id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
  });
});

describe('leaderboards', () => {
  it('rank finished, unresigned sheets of one ruleset by total, as played', async () => {
    const service = testService(ctx);
    const [ana, ivo, eva] = (await register(service, 'Ana', 'Ivo', 'Eva')) as [Client, Client, Client];
    const solo = await finishQuickly(service, await service.games.create(eva.player, { ruleset: 'yams-5', seats: 1 }));
    const duel = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    await service.games.join(ivo.player, duel.id, { invitation: duel.invitation!.code });
    const duelEnd = await finishQuickly(service, await service.games.act(ivo.player, duel.id, { type: 'resign' }));
    await service.games.create(ana.player, { ruleset: 'yams-5', seats: 1 }); // unfinished

    const expected = [
      { player: eva.player, bot: null, total: solo.seats[0]!.total, gameId: solo.id, seats: 1, finishedAt: solo.updatedAt },
      { player: ana.player, bot: null, total: duelEnd.seats[0]!.total, gameId: duel.id, seats: 2, finishedAt: duelEnd.updatedAt },
    ]
      .sort((a, b) => b.total - a.total || Date.parse(a.finishedAt) - Date.parse(b.finishedAt))
      .map((e, i, all) => ({ rank: 1 + all.filter((o) => o.total > e.total).length, ...e }));
    expect((await service.lists.leaderboard('yams-5', { limit: 10 })).items).toEqual(expected);
    expect((await service.lists.leaderboard('jamb', { limit: 10 })).items).toEqual([]);
    await refusal(service.lists.leaderboard('yahtzee', { limit: 10 }), 'NOT_FOUND');
  });

  it('order by total, then earlier finish on ties, skip resigned seats and other rulesets', async () => {
    const base = Date.UTC(2025, 5, 1);
    const entry = (name: string, total: number, finishedAfter: number, extra: Partial<Membership> = {}): Membership => ({
      playerId: `p${name.toLowerCase().padEnd(15, '0')}`,
      playerName: name,
      gameId: `g${name.toLowerCase().padEnd(15, '0')}`,
      ruleset: 'yams-6',
      status: 'finished',
      seat: 0,
      seats: 1,
      createdAt: base,
      updatedAt: base + finishedAfter,
      version: 100,
      resigned: false,
      total,
      place: 1,
      finishedAt: base + finishedAfter,
      ...extra,
    });
    const sheets = [
      entry('Low', 100, 1),
      entry('TieLate', 250, 9),
      entry('TieEarly', 250, 2),
      entry('Mid', 180, 3),
      entry('TieMiddle', 250, 5),
      entry('Zero', 0, 4),
      entry('Quit', 400, 1, { resigned: true, place: 2 }),
      entry('Other', 300, 1, { ruleset: 'yams-5' }),
      entry('Running', 350, 1, { status: 'active', total: null, place: null, finishedAt: null }),
    ];
    await ctx.store.putMemberships(sheets.map((after) => ({ before: null, after })));
    const service = testService(ctx);
    const order = ['TieEarly', 'TieMiddle', 'TieLate', 'Mid', 'Low', 'Zero'];
    const board = await service.lists.leaderboard('yams-6', { limit: 100 });
    expect(board.items.map((e) => e.player.name)).toEqual(order);
    expect(board.items.map((e) => e.total)).toEqual([250, 250, 250, 180, 100, 0]);
    const tieEarly = sheets[2]!;
    expect(board.items.map((e) => e.rank)).toEqual([1, 1, 1, 4, 5, 6]);
    expect(board.items[0]).toEqual({ rank: 1, player: { id: tieEarly.playerId, name: 'TieEarly' }, bot: null, total: 250, gameId: tieEarly.gameId, seats: 1, finishedAt: new Date(base + 2).toISOString() });
    for (const limit of [1, 4]) {
      const paged = await allPages(limit, (cursor) => service.lists.leaderboard('yams-6', { limit, cursor }));
      expect(paged.map((e) => e.player.name)).toEqual(order);
      expect(paged.map((e) => e.rank)).toEqual([1, 1, 1, 4, 5, 6]);
    }
  });
});
