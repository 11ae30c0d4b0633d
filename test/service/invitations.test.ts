import { describe, expect, it } from 'vitest';
import type { GameView, Page, Service } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, rawGameItem, refusal, register, testService } from './support.js';

/*
 * Private games and invitations, as the service answers them (API.md, "Private games and
 * invitations"): who may join an open private game, invitations by player id and their
 * decline, the seats a rematch keeps for its players, and who finds an open private game in
 * which list.
 */

const ctx = useEmbeddedStore();

const ids = (page: Page<{ id: string }>) => page.items.map((g) => g.id);

/** Every list an outsider could find a game in: the lobby, the creator's games (all, open, by ruleset), the records export. */
async function foundByOutsider(service: Service, game: GameView, creator: Client, outsider: Client): Promise<string[]> {
  const found: string[] = [];
  const lists: [string, () => Promise<string[]>][] = [
    ['lobby', async () => ids(await service.lists.lobby({}, { limit: 100 }))],
    ['games', async () => ids(await service.lists.games({ player: creator.player.id }, { limit: 100 }, outsider.player.id))],
    ['games, no token', async () => ids(await service.lists.games({ player: creator.player.id }, { limit: 100 }))],
    ['open games', async () => ids(await service.lists.games({ player: creator.player.id, status: 'open' }, { limit: 100 }, outsider.player.id))],
    ['games of the ruleset', async () => ids(await service.lists.games({ player: creator.player.id, ruleset: game.ruleset }, { limit: 100 }))],
    ['invitations', async () => ids(await service.lists.invitations(outsider.player.id, { limit: 100 }))],
    ['export of open games', async () => exported(service, creator.player.id, 'open')],
  ];
  for (const [name, read] of lists) if ((await read()).includes(game.id)) found.push(name);
  return found;
}

async function exported(service: Service, player: string, status: string): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of await service.exports.open({ player, status })) lines.push((JSON.parse(line) as { game: { id: string } }).game.id);
  return lines;
}

describe('an open private game', () => {
  it('shows its invitation to its players alone, and refuses a join without its code', async () => {
    const service = testService(ctx);
    const [ana, ben, cyd] = (await register(service, 'Ana', 'Ben', 'Cyd')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 3 });
    const code = game.invitation!.code;
    expect(code).toMatch(/^[\w-]{22}$/);
    expect(game.invitation!.url).toBe(`http://localhost:3000/games/${game.id}?invitation=${code}`);
    expect((await service.games.get(game.id)).invitation).toBeUndefined();
    expect((await service.games.get(game.id, ben.player.id)).invitation).toBeUndefined();
    expect((await service.games.get(game.id, ana.player.id)).invitation).toEqual(game.invitation);

    const before = await rawGameItem(ctx, game.id);
    for (const invitation of [undefined, '', code.slice(0, -1), `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, `${code}x`]) {
      await refusal(service.games.join(ben.player, game.id, { invitation }), 'INVITATION_REQUIRED');
    }
    expect(await rawGameItem(ctx, game.id)).toEqual(before);
    const joined = await service.games.join(ben.player, game.id, { invitation: code });
    expect(joined.invitation?.code).toBe(code);
    expect(joined.seats.map((s) => s.player?.id ?? null)).toEqual([ana.player.id, ben.player.id, null]);
    // The code is the same for every player and every version; no move, event or view of anyone else holds it.
    const started = await service.games.join(cyd.player, game.id, { invitation: code });
    expect(started.status).toBe('active');
    expect(started.invitation).toBeUndefined();
    expect(JSON.stringify(await service.games.moves(game.id))).not.toContain(code);
  });

  it('is found by nobody but its players while open, and by everyone once it started', async () => {
    const service = testService(ctx);
    const [ana, ben, eve] = (await register(service, 'Ana', 'Ben', 'Eve')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-6', seats: 2 });
    expect(await foundByOutsider(service, game, ana, eve)).toEqual([]);
    expect(ids(await service.lists.games({ player: ana.player.id, status: 'open' }, { limit: 100 }, ana.player.id))).toEqual([game.id]);
    const started = await service.games.join(ben.player, game.id, { invitation: game.invitation!.code });
    expect(started.status).toBe('active');
    expect(await foundByOutsider(service, started, ana, eve)).toEqual(['games', 'games, no token', 'games of the ruleset']);
  });

  it('a public game is listed and joined by anyone, and its players see its invitation too', async () => {
    const service = testService(ctx);
    const [ana, eve] = (await register(service, 'Ana', 'Eve')) as [Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yamb-classic', seats: 3, visibility: 'public' });
    expect(await foundByOutsider(service, game, ana, eve)).toEqual(['lobby', 'games', 'games, no token', 'open games', 'games of the ruleset', 'export of open games']);
    expect(game.invitation).toBeDefined();
    expect((await service.games.join(eve.player, game.id)).seats[1]!.player?.id).toBe(eve.player.id);
  });
});

describe('an invitation by player id', () => {
  it('lists the game for the invited player, who joins without the code', async () => {
    const service = testService(ctx);
    const [ana, ben, cyd] = (await register(service, 'Ana', 'Ben', 'Cyd')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    const invited = await service.games.invite(ana.player, game.id, ben.player.id);
    expect(invited.version).toBe(2);
    expect(invited.lastMove).toMatchObject({ type: 'invite', seat: 0, player: ana.player, invited: [ben.player], turn: null });
    expect(invited.invitation).toEqual(game.invitation);
    expect(ids(await service.lists.invitations(ben.player.id, { limit: 10 }))).toEqual([game.id]);
    // The invited player finds the game, but no one else does.
    expect(await foundByOutsider(service, game, ana, cyd)).toEqual([]);
    await refusal(service.games.join(cyd.player, game.id), 'INVITATION_REQUIRED');
    const joined = await service.games.join(ben.player, game.id);
    expect(joined.status).toBe('active');
    expect(ids(await service.lists.invitations(ben.player.id, { limit: 10 }))).toEqual([]);
  });

  it('is made once: inviting again changes nothing and answers the game as it is', async () => {
    const service = testService(ctx);
    const [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 3 });
    const first = await service.games.invite(ana.player, game.id, ben.player.id);
    const again = await service.games.invite(ana.player, game.id, ben.player.id);
    expect(again).toEqual(first);
    expect((await service.games.moves(game.id)).moves.map((m) => m.type)).toEqual(['create', 'invite']);
  });

  it('is refused to players without a seat, for seated or unknown players, and once the game started', async () => {
    const service = testService(ctx);
    const [ana, ben, cyd] = (await register(service, 'Ana', 'Ben', 'Cyd')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    const before = await rawGameItem(ctx, game.id);
    await refusal(service.games.invite(ben.player, game.id, cyd.player.id), 'FORBIDDEN');
    await refusal(service.games.invite(ana.player, game.id, ana.player.id), 'ALREADY_SEATED');
    expect((await refusal(service.games.invite(ana.player, game.id, '0'.repeat(16)), 'NOT_FOUND')).details).toEqual({ field: 'player' });
    await refusal(service.games.invite(ana.player, game.id, 'not an id'), 'NOT_FOUND');
    await refusal(service.games.invite(ana.player, '0'.repeat(16), ben.player.id), 'NOT_FOUND');
    expect(await rawGameItem(ctx, game.id)).toEqual(before);
    await service.games.join(ben.player, game.id, { invitation: game.invitation!.code });
    await refusal(service.games.invite(ana.player, game.id, cyd.player.id), 'GAME_NOT_OPEN');
    expect(ids(await service.lists.invitations(cyd.player.id, { limit: 10 }))).toEqual([]);
  });

  it('is declined once: the game leaves the list, and declining again or after the start changes nothing', async () => {
    const service = testService(ctx);
    const [ana, ben, cyd] = (await register(service, 'Ana', 'Ben', 'Cyd')) as [Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    await service.games.invite(ana.player, game.id, ben.player.id);
    await service.games.decline(ben.player, game.id);
    expect(ids(await service.lists.invitations(ben.player.id, { limit: 10 }))).toEqual([]);
    const { moves } = await service.games.moves(game.id);
    expect(moves.at(-1)).toMatchObject({ type: 'decline', seat: 0, player: ben.player, version: 3 });
    await service.games.decline(ben.player, game.id);
    await service.games.decline(cyd.player, game.id);
    expect((await service.games.get(game.id)).version).toBe(3);
    await refusal(service.games.join(ben.player, game.id), 'INVITATION_REQUIRED');
    await refusal(service.games.decline(ana.player, game.id), 'ALREADY_SEATED');
    await refusal(service.games.decline(ben.player, '0'.repeat(16)), 'NOT_FOUND');
  });
});

describe('a rematch', () => {
  async function finishedDuel(service: Service, [ana, ben]: [Client, Client]): Promise<GameView> {
    const game = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2 });
    return finishQuickly(service, await service.games.join(ben.player, game.id, { invitation: game.invitation!.code }));
  }

  it('keeps its seat for the previous player: an outsider with the code cannot take it', async () => {
    const service = testService(ctx);
    const [ana, ben, eve] = (await register(service, 'Ana', 'Ben', 'Eve')) as [Client, Client, Client];
    const finished = await finishedDuel(service, [ana, ben]);
    const { game: rematch } = await service.games.rematch(ana.player, finished.id);
    const code = rematch.invitation!.code;
    const before = await rawGameItem(ctx, rematch.id);
    await refusal(service.games.join(eve.player, rematch.id), 'INVITATION_REQUIRED');
    await refusal(service.games.join(eve.player, rematch.id, { invitation: code }), 'INVITATION_REQUIRED');
    expect(await rawGameItem(ctx, rematch.id)).toEqual(before);
    expect(await foundByOutsider(service, rematch, ana, eve)).toEqual([]);
    expect(ids(await service.lists.invitations(ben.player.id, { limit: 10 }))).toEqual([rematch.id]);
    // Ben takes his seat: as the rematch of the game he played, or as a plain join.
    const taken = await service.games.join(ben.player, rematch.id);
    expect(taken.status).toBe('active');
  });

  it('frees the kept seat when the previous player declines', async () => {
    const service = testService(ctx);
    const [ana, ben, eve] = (await register(service, 'Ana', 'Ben', 'Eve')) as [Client, Client, Client];
    const finished = await finishedDuel(service, [ana, ben]);
    const { game: rematch } = await service.games.rematch(ana.player, finished.id);
    await service.games.decline(ben.player, rematch.id);
    expect(ids(await service.lists.invitations(ben.player.id, { limit: 10 }))).toEqual([]);
    await refusal(service.games.join(eve.player, rematch.id), 'INVITATION_REQUIRED');
    const joined = await service.games.join(eve.player, rematch.id, { invitation: rematch.invitation!.code });
    expect(joined.seats.map((s) => s.player?.id)).toEqual([ana.player.id, eve.player.id]);
  });

  it('of a public game is in the lobby only while a seat is left for anyone', async () => {
    const service = testService(ctx);
    const [ana, ben, cyd, eve] = (await register(service, 'Ana', 'Ben', 'Cyd', 'Eve')) as [Client, Client, Client, Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-6', seats: 3, visibility: 'public' });
    await service.games.join(ben.player, game.id);
    const finished = await finishQuickly(service, await service.games.join(cyd.player, game.id));
    const { game: rematch } = await service.games.rematch(ana.player, finished.id);
    const lobby = async () => ids(await service.lists.lobby({ ruleset: 'yams-6' }, { limit: 100 }));
    expect(await lobby()).not.toContain(rematch.id);
    await refusal(service.games.join(eve.player, rematch.id), 'INVITATION_REQUIRED');
    await service.games.decline(cyd.player, rematch.id);
    expect(await lobby()).toContain(rematch.id);
    expect((await service.games.join(eve.player, rematch.id)).seats[1]!.player?.id).toBe(eve.player.id);
    expect(await lobby()).not.toContain(rematch.id);
    expect((await service.games.join(ben.player, rematch.id)).status).toBe('active');
  });
});
