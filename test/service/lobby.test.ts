import { describe, expect, it } from 'vitest';
import type { GameView, Page, Service } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, refusal, register, testService } from './support.js';

/*
 * The lobby, leaving an open game, rematches and invitations, as the service answers them on
 * one store shared by the tests of this file (each test reads only the games it made, or a
 * ruleset lobby it alone fills).
 */

const ctx = useEmbeddedStore();

async function everyPage(read: (cursor: string | undefined) => Promise<Page<GameView>>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await read(cursor);
    ids.push(...page.items.map((g) => g.id));
    if (page.nextCursor === null) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('the lobby does not end');
}

describe('the lobby', () => {
  it('lists open public games with a free seat, newest first, across rulesets in pages, and by ruleset', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const before = new Set(await everyPage((cursor) => service.lists.lobby({}, { limit: 100, cursor })));
    const made: GameView[] = [];
    for (const ruleset of ['jamb', 'yams-5', 'jamb', 'yamb-classic', 'yams-6', 'jamb']) {
      made.push(await service.games.create(ana.player, { ruleset, seats: 2, visibility: 'public' }));
    }
    await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 }); // private
    await service.games.join(ivo.player, made[2]!.id, { invitation: made[2]!.invitation!.code }); // full: it started
    const listed = (await everyPage((cursor) => service.lists.lobby({}, { limit: 2, cursor }))).filter((id) => !before.has(id));
    const expected = [made[5], made[4], made[3], made[1], made[0]].map((g) => g!.id);
    expect(listed).toEqual(expected);
    const jamb = (await everyPage((cursor) => service.lists.lobby({ ruleset: 'jamb' }, { limit: 1, cursor }))).filter((id) => !before.has(id));
    expect(jamb).toEqual([made[5]!.id, made[0]!.id]);
  });

  it('refuses an unknown ruleset and a cursor it did not hand out', async () => {
    const service = testService(ctx);
    expect((await refusal(service.lists.lobby({ ruleset: 'chess' }, { limit: 5 }), 'VALIDATION_FAILED')).details.field).toBe('ruleset');
    expect((await refusal(service.lists.lobby({}, { limit: 5, cursor: 'bm90LWEtY3Vyc29y' }), 'VALIDATION_FAILED')).details.field).toBe('cursor');
  });
});

describe('leaving an open game', () => {
  it('frees the seat and drops the game from the leaver\'s list; the game can be joined again', async () => {
    const service = testService(ctx);
    const [ana, ivo, eva] = (await register(service, 'Ana', 'Ivo', 'Eva')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 3 });
    await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code });
    const left = await service.games.leave(ivo.player, game.id);
    expect(left.seats.map((s) => s.player?.id ?? null)).toEqual([ana.player.id, null, null]);
    expect(left.lastMove?.type).toBe('leave');
    expect((await service.lists.games({ player: ivo.player.id }, { limit: 10 }, ivo.player.id)).items).toEqual([]);
    await refusal(service.games.leave(ivo.player, game.id), 'FORBIDDEN');
    const joined = await service.games.join(eva.player, game.id, { invitation: game.invitation!.code });
    expect(joined.seats[1]!.player?.id).toBe(eva.player.id);
  });

  it('cancels the game when the creator leaves; a started game is left by resigning', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    const open = await service.games.create(ana.player, { ruleset: 'jamb', seats: 3, visibility: 'public' });
    await service.games.join(ivo.player, open.id, { invitation: open.invitation!.code });
    const cancelled = await service.games.leave(ana.player, open.id);
    expect(cancelled.status).toBe('cancelled');
    expect((await service.lists.games({ player: ivo.player.id }, { limit: 10 }, ivo.player.id)).items.map((g) => [g.id, g.status])).toEqual([[open.id, 'cancelled']]);
    expect((await service.lists.lobby({ ruleset: 'jamb' }, { limit: 100 })).items.map((g) => g.id)).not.toContain(open.id);
    await refusal(service.games.join(ivo.player, open.id, { invitation: open.invitation!.code }), 'GAME_NOT_OPEN');

    const solo = await service.games.create(ana.player, { ruleset: 'jamb', seats: 1 });
    await refusal(service.games.leave(ana.player, solo.id), 'GAME_NOT_OPEN');
  });
});

describe('rematch', () => {
  it('makes one open game like the finished one, invites the others, and seats whoever asks next', async () => {
    const service = testService(ctx);
    const [ana, ivo, eva] = (await register(service, 'Ana', 'Ivo', 'Eva')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2, turnSeconds: 3_600, hints: false });
    await refusal(service.games.rematch(ana.player, game.id), 'GAME_NOT_FINISHED');
    const finished = await finishQuickly(service, await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code }));
    await refusal(service.games.rematch(eva.player, finished.id), 'FORBIDDEN');

    const first = await service.games.rematch(ivo.player, finished.id);
    expect(first.created).toBe(true);
    expect(first.game).toMatchObject({ status: 'open', ruleset: 'yams-5', options: { turnSeconds: 3_600, visibility: 'private', hints: false, rated: false } });
    expect(first.game.seats.map((s) => s.player?.id ?? null)).toEqual([ivo.player.id, null]);
    expect(first.game.lastMove).toMatchObject({ type: 'create', rematchOf: finished.id, invited: [ana.player] });
    expect((await service.lists.invitations(ana.player.id, { limit: 10 })).items.map((g) => g.id)).toEqual([first.game.id]);
    expect((await service.lists.invitations(ivo.player.id, { limit: 10 })).items).toEqual([]);

    const again = await service.games.rematch(ivo.player, finished.id);
    expect(again).toMatchObject({ created: false, game: { id: first.game.id, version: first.game.version } });
    const second = await service.games.rematch(ana.player, finished.id);
    expect(second.created).toBe(false);
    expect(second.game).toMatchObject({ id: first.game.id, status: 'active' });
    expect((await service.lists.invitations(ana.player.id, { limit: 10 })).items).toEqual([]);
  });
});

describe('client seeds', () => {
  it('are 1 to 64 visible ASCII characters other than "|", on create and on join', async () => {
    const service = testService(ctx);
    const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
    for (const clientSeed of ['', 'a|b', 'x'.repeat(65), 'tab\there', 'é']) {
      expect((await refusal(service.games.create(ana.player, { ruleset: 'jamb', seats: 2, clientSeed }), 'VALIDATION_FAILED')).details.field).toBe('clientSeed');
    }
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2, clientSeed: 'x'.repeat(64) });
    await refusal(service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, clientSeed: 'a|b' }), 'VALIDATION_FAILED');
    expect((await service.games.join(ivo.player, game.id, { invitation: game.invitation!.code, clientSeed: '~!{}' })).status).toBe('active');
  });
});
