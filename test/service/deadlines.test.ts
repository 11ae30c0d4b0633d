import { describe, expect, it } from 'vitest';
import { MAX_TIMEOUTS, replay } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { refusal, register, replayedView, toEvent } from './support.js';

/*
 * Turn deadlines: the deadline a view shows, the timeout the sweeper plays when it passes, the
 * timeout a late write meets first, three in a row resigning the seat, and the fault model of
 * a deadline: the sweeper (one instance) and the player's last-second move (another instance)
 * racing on one store. Clocks are set by the tests, never waited for.
 */

const ctx = useEmbeddedStore();
const MINUTE = 60_000;
const START = Date.UTC(2026, 5, 1, 12);

/** A service whose clock the test sets. */
function clockedService(at: { now: number }): Service {
  return createService({ store: ctx.store, clock: () => at.now });
}

async function duel(service: Service, turnSeconds: number | undefined): Promise<{ ana: Client; ivo: Client; game: GameView }> {
  const [ana, ivo] = (await register(service, 'Ana', 'Ivo')) as [Client, Client];
  const created = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2, turnSeconds, visibility: 'public' });
  const game = await service.games.join(ivo.player, created.id, { invitation: created.invitation!.code });
  return { ana, ivo, game };
}

describe('turn deadlines', () => {
  it('show in the view, and a passed one is played as a timeout by the sweeper; the next seat gets a fresh deadline', async () => {
    const at = { now: START };
    const service = clockedService(at);
    const { game } = await duel(service, 60);
    expect(game.options).toEqual({ turnSeconds: 60, visibility: 'public', hints: true, rated: false });
    expect(game.turn?.deadline).toBe(new Date(START + MINUTE).toISOString());

    at.now = START + MINUTE - 1;
    await service.games.sweepDeadlines();
    expect((await service.games.get(game.id)).version).toBe(game.version); // not yet
    at.now = START + MINUTE;
    expect(await service.games.sweepDeadlines()).toBeGreaterThanOrEqual(1);
    const after = await service.games.get(game.id);
    expect(after.version).toBe(game.version + 1);
    expect(after.turn?.seat).toBe(1);
    expect(after.turn?.deadline).toBe(new Date(START + 2 * MINUTE).toISOString());
    expect(after.lastMove?.type).toBe('timeout');
    expect(after.lastMove?.seat).toBe(0);
    expect(after.seats[0]!.sheet.flatMap((c) => c.boxes).filter((b) => b.score !== null)).toHaveLength(1);
    await service.games.sweepDeadlines();
    expect((await service.games.get(game.id)).version).toBe(after.version); // played once, not again
  });

  it('end a turn before any write that arrives late: the late move is refused as out of turn, saying the turn timed out', async () => {
    const at = { now: START };
    const service = clockedService(at);
    const { ana, game } = await duel(service, 120);
    const rolled = await service.games.act(ana.player, game.id, { type: 'roll' });
    at.now = START + 2 * MINUTE;
    const best = rolled.turn!.available[0]!;
    const late = await refusal(service.games.act(ana.player, game.id, { type: 'score', column: best.column, category: best.category }), 'NOT_YOUR_TURN');
    expect(late.details).toEqual({ reason: 'TURN_TIMED_OUT' });
    expect(late.message).toMatch(/^your turn timed out: it is seat 1's turn/);
    const { moves } = await service.games.moves(game.id);
    expect(moves.map((m) => m.type).slice(-2)).toEqual(['roll', 'timeout']);
    // The timeout scored the dice the seat had rolled: it rolls nothing itself.
    expect(moves.at(-1)).toMatchObject({ rolled: [], dice: rolled.turn!.dice });
  });

  it('say TURN_TIMED_OUT only to a seat whose own turn timed out, until it moves again', async () => {
    const at = { now: START };
    const service = clockedService(at);
    const { ana, ivo, game } = await duel(service, 60);
    // Ivo moving out of turn: his turn never timed out, so a plain NOT_YOUR_TURN.
    expect((await refusal(service.games.act(ivo.player, game.id, { type: 'roll' }), 'NOT_YOUR_TURN')).details).toEqual({});
    // Ana's turn runs out (the sweeper plays it, before her request comes); Ivo's turn now.
    at.now = START + MINUTE;
    await service.games.sweepDeadlines();
    expect((await refusal(service.games.act(ana.player, game.id, { type: 'roll' }), 'NOT_YOUR_TURN')).details).toEqual({ reason: 'TURN_TIMED_OUT' });
    // Ivo plays his turn; on her next turn Ana moves, and out of turn later she is told plainly.
    const rolled = await service.games.act(ivo.player, game.id, { type: 'roll' });
    const box = rolled.turn!.available[0]!;
    await service.games.act(ivo.player, game.id, { type: 'score', column: box.column, category: box.category });
    const mine = await service.games.act(ana.player, game.id, { type: 'roll' });
    const next = mine.turn!.available[0]!;
    await service.games.act(ana.player, game.id, { type: 'score', column: next.column, category: next.category });
    expect((await refusal(service.games.act(ana.player, game.id, { type: 'roll' }), 'NOT_YOUR_TURN')).details).toEqual({});
  });

  it(`tell a seat the ${MAX_TIMEOUTS}rd timeout in a row resigned it, when it moves after`, async () => {
    const at = { now: START };
    const service = clockedService(at);
    const [eva, uma, ned] = (await register(service, 'Eva', 'Uma', 'Ned')) as [Client, Client, Client];
    const created = await service.games.create(eva.player, { ruleset: 'yams-5', seats: 3, turnSeconds: 60, visibility: 'public' });
    await service.games.join(uma.player, created.id);
    const game = await service.games.join(ned.player, created.id);
    // Every turn times out: Eva's third timed-out turn (the game's 7th) resigns her; Uma and Ned play on.
    for (let i = 0; i < 7; i++) {
      at.now += MINUTE;
      await service.games.sweepDeadlines();
    }
    const view = await service.games.get(game.id);
    expect(view.status).toBe('active');
    expect(view.seats.map((s) => s.resigned)).toEqual([true, false, false]);
    const error = await refusal(service.games.act(eva.player, game.id, { type: 'roll' }), 'GAME_NOT_ACTIVE');
    expect(error.message).toBe(`your seat was resigned: ${MAX_TIMEOUTS} of its turns in a row timed out`);
  });

  it(`resign a seat at its ${MAX_TIMEOUTS}rd timed-out turn in a row; a game without deadlines never times out`, async () => {
    const at = { now: START };
    const service = clockedService(at);
    const [eva] = (await register(service, 'Eva')) as [Client];
    const solo = await service.games.create(eva.player, { ruleset: 'yams-5', seats: 1, turnSeconds: 60 });
    const untimed = await service.games.create(eva.player, { ruleset: 'yams-5', seats: 1 });
    for (let i = 1; i <= MAX_TIMEOUTS; i++) {
      at.now += MINUTE;
      await service.games.sweepDeadlines();
      expect((await service.games.get(solo.id)).version).toBe(solo.version + i);
    }
    const ended = await service.games.get(solo.id);
    expect(ended.status).toBe('finished');
    expect(ended.seats[0]!.resigned).toBe(true);
    const { moves } = await service.games.moves(solo.id);
    expect(moves.filter((m) => m.type === 'timeout').map((m) => m.resigned)).toEqual([false, false, true]);
    expect(replayedView(ended, moves)).toEqual(ended);
    expect((await service.games.get(untimed.id)).version).toBe(untimed.version);
  });

  it('refuse a turnSeconds outside 60 s to two weeks, unless the service lowers the least', async () => {
    const service = clockedService({ now: START });
    const [eva] = (await register(service, 'Eva')) as [Client];
    for (const turnSeconds of [59, 1_209_601, 1.5]) {
      const error = await refusal(service.games.create(eva.player, { ruleset: 'jamb', seats: 1, turnSeconds }), 'VALIDATION_FAILED');
      expect(error.details.field).toBe('turnSeconds');
    }
    const quick = createService({ store: ctx.store, clock: () => START, minTurnSeconds: 1 });
    expect((await quick.games.create(eva.player, { ruleset: 'jamb', seats: 1, turnSeconds: 1 })).turn?.deadline).toBe(new Date(START + 1000).toISOString());
  });

  it('order the inbox by urgency: the nearest deadline first, games without one last', async () => {
    const at = { now: START };
    const service = clockedService(at);
    const [eva] = (await register(service, 'Eva')) as [Client];
    const none = await service.games.create(eva.player, { ruleset: 'jamb', seats: 1 });
    at.now += 1000;
    const day = await service.games.create(eva.player, { ruleset: 'jamb', seats: 1, turnSeconds: 86_400 });
    at.now += 1000;
    const hour = await service.games.create(eva.player, { ruleset: 'jamb', seats: 1, turnSeconds: 3_600 });
    const inbox = await service.lists.turns(eva.player.id, { limit: 10 });
    expect(inbox.items.map((g) => g.id)).toEqual([hour.id, day.id, none.id]);
  });
});

describe('a deadline racing the last-second move (two instances, one store)', () => {
  it('writes either the move or the timeout first, never both for the same turn, and every game replays', async () => {
    const player = { now: START };
    const sweeper = { now: START };
    const players = clockedService(player);
    const sweeps = clockedService(sweeper);
    const games: { id: string; mover: Client }[] = [];
    for (let i = 0; i < 20; i++) {
      const { ana, game } = await duel(players, 60);
      games.push({ id: game.id, mover: ana });
    }
    // The player's instance still sees the last millisecond of the turn; the sweeper's, its end.
    player.now = START + MINUTE - 1;
    sweeper.now = START + MINUTE;
    const outcomes = await Promise.all(
      games.map(async ({ id, mover }, i) => {
        const rolled = await players.games.act(mover.player, id, { type: 'roll' });
        const box = rolled.turn!.available[0]!;
        const move = players.games.act(mover.player, id, { type: 'score', column: box.column, category: box.category }).then(
          () => 'scored' as const,
          (error: unknown) => (error as { code?: string }).code ?? 'error',
        );
        // Half the games race the sweep; the others are swept after the move settled.
        const [result] = await Promise.all([move, i % 2 === 0 ? sweeps.games.sweepDeadlines() : Promise.resolve(0)]);
        return result;
      }),
    );
    await sweeps.games.sweepDeadlines();
    for (const [i, { id }] of games.entries()) {
      const view = await players.games.get(id);
      const { moves } = await players.games.moves(id);
      const turnOne = moves.filter((m) => m.turn === 1 && (m.type === 'score' || m.type === 'timeout'));
      expect(turnOne, `game ${i}: one end of turn 1`).toHaveLength(1);
      expect(turnOne[0]!.type).toBe(outcomes[i] === 'scored' ? 'score' : 'timeout');
      if (outcomes[i] !== 'scored') expect(outcomes[i]).toBe('NOT_YOUR_TURN');
      expect(replay(moves.map(toEvent)).ok).toBe(true);
      expect(replayedView(view, moves)).toEqual(view);
      expect(moves.map((m) => m.version)).toEqual(moves.map((_, v) => v + 1));
    }
  });
});
