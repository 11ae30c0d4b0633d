import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/index.js';
import type { GameView } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, finishedInBackground, refusal, register, replayedView, testService, toEvent } from './support.js';

/*
 * Bot seats: a bot plays its whole turn in the request (and the one conditional write) of the
 * move that started it, each of its actions a move of its own in the log with dice from the
 * game's seed, for one round at most; a game of bots only is answered active and played to
 * its end in the background, as is a game whose people all resigned.
 */

const ctx = useEmbeddedStore();

/** Checks that the log replays to the view, and returns the moves. */
async function replays(service: ReturnType<typeof testService>, view: GameView) {
  const { moves } = await service.games.moves(view.id);
  expect(replay(moves.map(toEvent)).ok).toBe(true);
  expect(replayedView(view, moves)).toEqual(view);
  return moves;
}

describe('bot seats', () => {
  it('play their turn inside the move that started it, so a person always gets the game back on their own turn', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const created = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 3, bots: [{ level: 'strong' }, { level: 'greedy' }] });
    expect(created.status).toBe('active');
    expect(created.seats.map((s) => s.bot)).toEqual([null, 'strong', 'greedy']);
    // finishQuickly acts for whoever the view says is to move: only Ana ever is.
    let view = created;
    while (view.status === 'active') {
      expect(view.turn?.player.id).toBe(ana.player.id);
      view = await finishQuickly(service, view).catch((error: unknown) => {
        throw new Error(`a bot's turn was left to a person: ${String(error)}`);
      });
    }
    expect(view.status).toBe('finished');
    const moves = await replays(service, view);
    const botMoves = moves.filter((m) => m.seat > 0 && m.type !== 'join');
    expect(botMoves.length).toBeGreaterThan(2 * 13);
    // Each bot move was written with the person's move that started its turn: the same time.
    const times = new Set(moves.filter((m) => m.seat === 0 && m.type === 'score').map((m) => m.at));
    expect(botMoves.every((m) => times.has(m.at))).toBe(true);
  });

  it('answer a repeated request with the state after the bots, as the first answer', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2, bots: [{ level: 'random' }] });
    const rolled = await service.games.act(ana.player, game.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    const action = { type: 'score', column: box.column, category: box.category } as const;
    const first = await service.games.act(ana.player, game.id, action, { idempotencyKey: 'score-1' });
    const again = await service.games.act(ana.player, game.id, action, { idempotencyKey: 'score-1' });
    expect(first.turn?.seat).toBe(0);
    expect(first.version).toBeGreaterThan(rolled.version + 2);
    expect(again).toEqual(first);
  });

  it('play a game of bots only in the background: the create answers it active, the worker plays it to its end', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const created = await service.games.create(ana.player, { ruleset: 'yams-6', seats: 3, bots: [{ level: 'strong' }, { level: 'greedy' }, { level: 'random' }] });
    expect(created.status).toBe('active');
    // Nothing was played in the request: the game is at its creation and the bots' joins.
    expect(created.version).toBe(3);
    expect(created.turn?.seat).toBe(0);
    const game = await finishedInBackground(service, created.id);
    expect(game.status).toBe('finished');
    expect(game.seats.map((s) => s.bot)).toEqual(['strong', 'greedy', 'random']);
    expect(game.seats.some((s) => s.player?.id === ana.player.id)).toBe(false);
    const moves = await replays(service, game);
    expect(moves.map((m) => m.version)).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));
    // Bots' sheets rank on the ruleset's bots board, never on the people's (docs/records.md).
    const bots = await service.lists.leaderboard('yams-6', { limit: 100 }, 'bots');
    expect(bots.items.filter((e) => e.gameId === game.id).map((e) => e.bot).sort()).toEqual(['greedy', 'random', 'strong']);
    const people = await service.lists.leaderboard('yams-6', { limit: 100 });
    expect(people.items.filter((e) => e.gameId === game.id)).toEqual([]);
  });

  it('play at most one round in the request that starts them: a resignation leaves the rest to the background', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const created = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 4, bots: [{ level: 'greedy' }, { level: 'greedy' }, { level: 'greedy' }] });
    const rolled = await service.games.act(ana.player, created.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    // A move of Ana's: the three bots after her play their turns in it, one round, and she is to move again.
    const scored = await service.games.act(ana.player, created.id, { type: 'score', column: box.column, category: box.category });
    expect(scored.turn?.seat).toBe(0);
    const round = (await service.games.moves(created.id)).moves.filter((m) => m.version > rolled.version + 1);
    expect(round.filter((m) => m.type === 'score').map((m) => m.seat)).toEqual([1, 2, 3]);
    // Ana resigns: the bots play on without her, one round in her request (each bot once),
    // the rest in the background.
    const resigned = await service.games.act(ana.player, created.id, { type: 'resign' });
    expect(resigned.status).toBe('active');
    const inRequest = (await service.games.moves(created.id)).moves.filter((m) => m.version > scored.version && m.version <= resigned.version);
    expect(inRequest.filter((m) => m.type === 'score').map((m) => m.seat)).toEqual([1, 2, 3]);
    expect(resigned.turn?.seat).toBe(1);
    const game = await finishedInBackground(service, created.id);
    expect(game.status).toBe('finished');
    expect(game.seats[0]!.place).toBe(4);
    await replays(service, game);
  });

  it('are refused beyond the seats, or of an unknown level', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    for (const bots of [[{ level: 'strong' }, { level: 'strong' }], [{ level: 'genius' }]]) {
      expect((await refusal(service.games.create(ana.player, { ruleset: 'jamb', seats: 1, bots }), 'VALIDATION_FAILED')).details.field).toBe('bots');
    }
  });
});
