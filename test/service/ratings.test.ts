import { rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { displayRating } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { expectedEvents } from '../support/events.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Client } from './support.js';
import { finishQuickly, refusal, register, steppingClock } from './support.js';

/*
 * Ratings (API.md, "Ratings (OpenSkill)"): a rated game changes every player's rating once,
 * by OpenSkill's Plackett-Luce model from the places. Each expected rating here is computed
 * by the `openskill` package itself, from the places the game view shows, in this test.
 */

const ctx = useEmbeddedStore();
const services: Service[] = [];
function service(): Service {
  const made = createService({ store: ctx.store, clock: steppingClock(), log: silentLogger });
  services.push(made);
  return made;
}
afterAll(() => services.forEach((s) => s.feed?.stop()));

/** A rated game of `players`, played to its end (the last seat resigns first when `resign`), its ratings applied. */
async function ratedGame(s: Service, players: readonly Client[], { resign = false, ruleset = 'yams-5' } = {}): Promise<GameView> {
  const [first, ...others] = players;
  let view = await s.games.create(first!.player, { ruleset, seats: players.length, rated: true, visibility: 'public' });
  for (const p of others) view = await s.games.join(p.player, view.id);
  if (resign) view = await s.games.act(players.at(-1)!.player, view.id, { type: 'resign' });
  view = await finishQuickly(s, view);
  await s.feed!.idle();
  return s.games.get(view.id);
}

/** What OpenSkill makes of the places, every player starting from `before` (the model's defaults when absent). */
function expected(places: readonly number[], before?: readonly { mu: number; sigma: number }[]) {
  const teams = places.map((_, i) => [rating(before?.[i] ?? {})]);
  return rate(teams, { rank: [...places] }).map(([r]) => ({ mu: r!.mu, sigma: r!.sigma, rating: displayRating(r!.mu, r!.sigma) }));
}

describe('a rated game', () => {
  it('is refused with one seat, with bots or with hints, and changes nothing', async () => {
    const s = service();
    const [ana] = await register(s, 'Ana');
    const before = await s.lists.games({}, { limit: 10 }, ana!.player.id);
    await refusal(s.games.create(ana!.player, { ruleset: 'jamb', seats: 1, rated: true }), 'VALIDATION_FAILED');
    await refusal(s.games.create(ana!.player, { ruleset: 'jamb', seats: 2, rated: true, bots: [{ level: 'random' }] }), 'VALIDATION_FAILED');
    const hints = await refusal(s.games.create(ana!.player, { ruleset: 'jamb', seats: 2, rated: true, hints: true }), 'VALIDATION_FAILED');
    expect(hints.details.field).toBe('hints');
    expect((await s.lists.games({}, { limit: 10 }, ana!.player.id)).items).toEqual(before.items);
    const made = await s.games.create(ana!.player, { ruleset: 'jamb', seats: 2, rated: true });
    expect(made.options).toMatchObject({ rated: true, hints: false });
  });

  it("updates every player's rating once, as OpenSkill does from the places (a resigned player last)", async () => {
    const s = service();
    const players = await register(s, 'Ana', 'Ben', 'Cy');
    const view = await ratedGame(s, players, { resign: true });
    const places = view.seats.map((seat) => seat.place!);
    expect(places[2]).toBe(3);
    const after = expected(places);
    view.seats.forEach((seat, i) => {
      expect(seat.ratingBefore).toEqual({ mu: 25, sigma: 25 / 3, rating: displayRating(25, 25 / 3) });
      expect(seat.ratingAfter).toEqual(after[i]);
    });
    for (const [i, p] of players.entries()) {
      const mine = await s.ratings.ofPlayer(p.player.id);
      expect(mine.ratings).toEqual([{ ruleset: 'yams-5', ...after[i]!, games: 1, rank: expect.any(Number) }]);
    }
    // game.finished carries the same change, seat by seat.
    const finished = (await expectedEvents(ctx.store, view.id)).find((e) => e.type === 'game.finished');
    expect(finished?.data).toMatchObject({ ratings: view.seats.map((seat) => ({ seat: seat.seat, player: seat.player, before: seat.ratingBefore, after: seat.ratingAfter })) });
  });

  it('starts the next game from the last one, ties share a place, and an unrated game changes nothing', async () => {
    const s = service();
    const players = await register(s, 'Dee', 'Eve');
    const first = await ratedGame(s, players);
    const second = await ratedGame(s, [...players].reverse());
    // Seat order is reversed in the second game: map back to the first game's seats.
    const before = [second.seats[1]!.ratingBefore!, second.seats[0]!.ratingBefore!];
    expect(before).toEqual(first.seats.map((seat) => seat.ratingAfter));
    expect(second.seats.map((seat) => seat.ratingAfter)).toEqual(expected(second.seats.map((seat) => seat.place!), [second.seats[0]!.ratingBefore!, second.seats[1]!.ratingBefore!]));
    // Both resign: they share the last place, which is the first.
    let tied = await s.games.create(players[0]!.player, { ruleset: 'yams-5', seats: 2, rated: true, visibility: 'public' });
    tied = await s.games.join(players[1]!.player, tied.id);
    await s.games.act(players[0]!.player, tied.id, { type: 'resign' });
    await s.games.act(players[1]!.player, tied.id, { type: 'resign' });
    await s.feed!.idle();
    tied = await s.games.get(tied.id);
    expect(tied.seats.map((seat) => seat.place)).toEqual([1, 1]);
    expect(tied.seats.map((seat) => seat.ratingAfter)).toEqual(expected([1, 1], tied.seats.map((seat) => seat.ratingBefore!)));
    const unrated = await finishQuickly(s, await s.games.create(players[0]!.player, { ruleset: 'yams-5', seats: 1 }));
    await s.feed!.idle();
    expect((await s.games.get(unrated.id)).seats[0]!.ratingAfter).toBeNull();
    expect((await s.ratings.ofPlayer(players[0]!.player.id)).ratings).toEqual([expect.objectContaining({ games: 3 })]);
  });

  it('lists players by rating with ranks that hold across pages', async () => {
    const s = service();
    const list = await s.ratings.list('yams-5', { limit: 2 });
    const rest = await s.ratings.list('yams-5', { limit: 100, cursor: list.nextCursor! });
    const all = [...list.items, ...rest.items];
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.map((e) => e.rating)).toEqual([...all.map((e) => e.rating)].sort((a, b) => b - a));
    for (const e of all) {
      expect(e.rank).toBe(all.filter((o) => o.rating > e.rating).length + 1);
      const mine = (await s.ratings.ofPlayer(e.player.id)).ratings.find((r) => r.ruleset === 'yams-5');
      expect(mine?.rank).toBe(e.rank);
    }
    await refusal(s.ratings.list('nope', { limit: 5 }), 'NOT_FOUND');
    await refusal(s.ratings.ofPlayer('0000000000000000'), 'NOT_FOUND');
  });
});
