import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rate, rating } from 'openskill';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameRatingRecord, GameRecord, RatingRecord } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import type { Store } from '../../src/store/dynamo-store.js';
import { faultyClient } from '../support/faults.js';
import type { Fault } from '../support/faults.js';
import { gatedClient, ratingItem } from '../support/gates.js';
import { useEmbeddedStore } from '../support/store.js';
import { finishQuickly, steppingClock } from '../service/support.js';

/*
 * Fault model: the rating update of a finished rated game is the work of whoever follows the
 * game's writes (the table's stream on AWS, the local feed locally), which hands a game over
 * at least once: again after a crash, a failed update or a duplicate delivery, and to two
 * consumers at once. Here the writer finishes games with nobody following (its feed is the
 * stream), and the test plays the stream: it hands each finished game to consumers, each a
 * process of its own over the same table. Crashes are store calls that fail until the process
 * gives up (a fault injected between the service and the store); races are consumers held at
 * a gate right before a chosen store call while another runs. Whatever happens, every
 * player's rating changes once per game, to exactly what OpenSkill makes of the places from
 * the ratings the game's record says it started from, and no claim is left behind.
 */

const ctx = useEmbeddedStore();
let writer: Service;
let audit: Store;
let n = 0;

beforeAll(() => {
  writer = createService({ store: ctx.store, clock: steppingClock(), log: silentLogger, feed: 'stream' });
  audit = ctx.store;
});

/** A consumer: a process of its own over the table, reached through `client`, following written items as the stream hands them over. */
function consumer(client: DynamoDBDocumentClient): Service {
  return createService({ store: createDynamoStore({ client, tableName: ctx.db.tableName }), clock: steppingClock(), log: silentLogger, feed: 'stream' });
}

/** A finished rated game of fresh players (or those given), which nobody has rated yet. */
async function finishedGame(players?: readonly { id: string; name: string }[]): Promise<GameRecord> {
  const seated = players ?? (await Promise.all(['A', 'B', 'C'].map(async (x) => (await writer.players.register(`${x}${(n += 1)}`)).player)));
  let view = await writer.games.create(seated[0]!, { ruleset: 'yams-5', seats: seated.length, rated: true, visibility: 'public' });
  for (const p of seated.slice(1)) view = await writer.games.join(p, view.id);
  view = await finishQuickly(writer, view);
  places.set(view.id, view.seats.map((seat) => seat.place!));
  return (await audit.getGame(view.id))!;
}

const ratingsOf = (game: GameRecord) => Promise.all(game.state.seats.map((s) => audit.getRating(s.player!.id, game.state.ruleset)));

/** The places of each finished game, as its view shows them. */
const places = new Map<string, number[]>();

/** OpenSkill on the game's places, from the ratings `before` (in seat order). */
function openskill(game: GameRecord, before: readonly { mu: number; sigma: number }[]) {
  return rate(before.map((b) => [rating(b)]), { rank: places.get(game.id)! }).map(([r]) => ({ mu: r!.mu, sigma: r!.sigma }));
}

/** Every player rated once by this game, as OpenSkill makes it from the record's before; the record done; no claim left. */
async function expectRatedOnce(game: GameRecord, games = 1): Promise<GameRatingRecord> {
  const record = await audit.getGameRating(game.id);
  expect(record?.done).toBe(true);
  const after = openskill(game, record!.seats.map((s) => s.before));
  expect(record!.seats.map((s) => s.after)).toEqual(after);
  const now = await ratingsOf(game);
  now.forEach((r: RatingRecord | null, i) => {
    expect(r).toMatchObject({ games, claim: null });
    if (games === 1) expect({ mu: r!.mu, sigma: r!.sigma }).toEqual(after[i]);
  });
  return record!;
}

const follow = (s: Service, game: GameRecord) => s.follow({ kind: 'game', game });
const defaults = { mu: 25, sigma: 25 / 3, games: 0 };


describe('a rated game is rated exactly once', () => {
  it.each<[string, Fault]>([
    ['after the claims, before reading them', { command: 'GetCommand', where: ratingItem.any, when: 'before', times: STORE_LIMITS.attempts, sameItem: true }],
    ['after the record, before any rating changed', { command: 'PutCommand', where: ratingItem.any, when: 'before', times: STORE_LIMITS.attempts }],
    ["after one player's rating changed", { command: 'PutCommand', where: ratingItem.any, nth: 2, when: 'before', times: STORE_LIMITS.attempts }],
    ['after every rating changed, before the record is marked done', { command: 'UpdateCommand', where: ratingItem.record, when: 'before', times: STORE_LIMITS.attempts }],
  ])('when the consumer dies %s: the stream hands the game over again, and again', async (_when, fault) => {
    const game = await finishedGame();
    const faults = faultyClient(ctx.db.client);
    const armed = faults.inject(fault);
    await expect(follow(consumer(faults.client), game)).rejects.toThrow();
    expect(armed.fired).toBe(true);
    // A fresh process gets the same record; then a duplicate delivery, to either.
    const fresh = consumer(ctx.db.client);
    await follow(fresh, game);
    const record = await expectRatedOnce(game);
    expect(record.seats.map((s) => s.before)).toEqual(game.state.seats.map(() => defaults));
    faults.clear();
    await follow(consumer(faults.client), game);
    await follow(fresh, game);
    await expectRatedOnce(game);
  });

  it('when a write lands and its reply is lost', async () => {
    const game = await finishedGame();
    const faults = faultyClient(ctx.db.client);
    faults.inject({ command: 'PutCommand', where: ratingItem.any, when: 'after' });
    faults.inject({ command: 'UpdateCommand', where: ratingItem.any, when: 'after' });
    faults.inject({ command: 'PutCommand', where: ratingItem.record, when: 'after' });
    await follow(consumer(faults.client), game);
    expect(faults.injected).toBe(3);
    await expectRatedOnce(game);
  });

  it.each([
    ['one holds right before recording the update while the other rates the game', 'PutCommand', ratingItem.record],
    ['one holds right before its first claim while the other rates the game (its claims then come too late)', 'UpdateCommand', ratingItem.any],
  ] as const)('when two consumers race: %s', async (_race, command, where) => {
    const game = await finishedGame();
    const gated = gatedClient(ctx.db.client);
    const gate = gated.hold(command, where);
    const slow = follow(consumer(gated.client), game);
    await gate.reached;
    await follow(consumer(ctx.db.client), game);
    await expectRatedOnce(game);
    gate.open();
    await slow;
    await expectRatedOnce(game);
  });

  it('when two consumers race freely, again and again', async () => {
    for (let i = 0; i < 3; i++) {
      const game = await finishedGame();
      await Promise.all([follow(consumer(ctx.db.client), game), follow(consumer(ctx.db.client), game), follow(consumer(ctx.db.client), game)]);
      await expectRatedOnce(game);
    }
  });

  it('when a consumer that came too late dies holding claims: the next game of its players releases them', async () => {
    const game = await finishedGame();
    const gated = gatedClient(ctx.db.client);
    const gate = gated.hold('UpdateCommand', ratingItem.any);
    const faults = faultyClient(gated.client);
    const late = follow(consumer(faults.client), game);
    await gate.reached;
    await follow(consumer(ctx.db.client), game);
    // The late one claims the ratings the game has changed already, then dies reading them.
    faults.inject({ command: 'GetCommand', where: ratingItem.any, when: 'before', times: STORE_LIMITS.attempts, sameItem: true });
    gate.open();
    await expect(late).rejects.toThrow();
    const left = await ratingsOf(game);
    expect(left.filter((r) => r?.claim === game.id).length).toBeGreaterThan(0);
    // The same players' next game is rated all the same, and the claims left over are gone.
    const next = await finishedGame(game.state.seats.map((s) => s.player!));
    await follow(consumer(ctx.db.client), next);
    const record = await expectRatedOnce(next, 2);
    const first = await audit.getGameRating(game.id);
    expect(record.seats.map((s) => s.before)).toEqual(first!.seats.map((s) => ({ mu: s.after.mu, sigma: s.after.sigma, games: 1 })));
  });

  it('when a player is in two rated games finishing at once: both change it, one after the other', async () => {
    for (const gateFirst of [true, false]) {
      const [p, q, r] = await Promise.all(['P', 'Q', 'R'].map(async (x) => (await writer.players.register(`${x}${(n += 1)}`)).player));
      const g1 = await finishedGame([p!, q!]);
      const g2 = await finishedGame([r!, p!]);
      if (gateFirst) {
        // The first holds its claims, unrecorded; the second needs P, and rates the first game first.
        const gated = gatedClient(ctx.db.client);
        const gate = gated.hold('PutCommand', ratingItem.record);
        const held = follow(consumer(gated.client), g1);
        await gate.reached;
        await follow(consumer(ctx.db.client), g2);
        gate.open();
        await held;
      } else {
        await Promise.all([follow(consumer(ctx.db.client), g1), follow(consumer(ctx.db.client), g2)]);
      }
      const [one, two] = [await audit.getGameRating(g1.id), await audit.getGameRating(g2.id)];
      const pIn = (record: GameRatingRecord) => record.seats.find((s) => s.player.id === p!.id)!;
      // Whichever went first, the other started from its result for P.
      const [earlier, later] = pIn(one!).before.games === 0 ? [one!, two!] : [two!, one!];
      expect(pIn(later).before).toEqual({ mu: pIn(earlier).after.mu, sigma: pIn(earlier).after.sigma, games: 1 });
      for (const [record, game] of [[one!, g1], [two!, g2]] as const) expect(record.seats.map((s) => s.after)).toEqual(openskill(game, record.seats.map((s) => s.before)));
      const final = await audit.getRating(p!.id, 'yams-5');
      expect(final).toMatchObject({ games: 2, claim: null, mu: pIn(later).after.mu, sigma: pIn(later).after.sigma });
    }
  });
});
