import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/index.js';
import type { GameView } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, refusal, register, replayedView, testService, toEvent } from './support.js';

/*
 * Bot seats: a bot plays its whole turn in the request (and the one conditional write) of the
 * move that started it, each of its actions a move of its own in the log with dice from the
 * game's seed; a game of bots only plays itself to the end when it is created.
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

  it('play a game of bots only to its end in the create request, with the creator not seated', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    const game = await service.games.create(ana.player, { ruleset: 'yams-6', seats: 3, bots: [{ level: 'strong' }, { level: 'greedy' }, { level: 'random' }] });
    expect(game.status).toBe('finished');
    expect(game.seats.map((s) => s.bot)).toEqual(['strong', 'greedy', 'random']);
    expect(game.seats.some((s) => s.player?.id === ana.player.id)).toBe(false);
    await replays(service, game);
    // Bots' sheets rank on the ruleset's bots board, never on the people's (docs/records.md).
    const bots = await service.lists.leaderboard('yams-6', { limit: 100 }, 'bots');
    expect(bots.items.filter((e) => e.gameId === game.id).map((e) => e.bot).sort()).toEqual(['greedy', 'random', 'strong']);
    const people = await service.lists.leaderboard('yams-6', { limit: 100 });
    expect(people.items.filter((e) => e.gameId === game.id)).toEqual([]);
  });

  it('are refused beyond the seats, or of an unknown level', async () => {
    const service = testService(ctx);
    const [ana] = (await register(service, 'Ana')) as [Client];
    for (const bots of [[{ level: 'strong' }, { level: 'strong' }], [{ level: 'genius' }]]) {
      expect((await refusal(service.games.create(ana.player, { ruleset: 'jamb', seats: 1, bots }), 'VALIDATION_FAILED')).details.field).toBe('bots');
    }
  });
});
