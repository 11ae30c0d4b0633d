import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { HEAD_CACHE_SECONDS } from '../../src/contract/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { countSent, faultyStore } from '../support/faults.js';
import { useEmbeddedStore } from '../support/store.js';
import { finishWith } from './stats-support.js';
import type { Client } from './support.js';
import { finishedInBackground, register } from './support.js';

/*
 * The hot heads (API "Hot heads" in docs/data-model.md): the first page of each leaderboard
 * and of the lobby is kept in an instance's memory for a few seconds, so however many
 * requests ask, the index partition behind it is read once per lifetime per instance; this
 * instance's own writes that change it drop it at once. Store calls are counted through the
 * store's client; time is the service's clock, moved by the test.
 */

const ctx = useEmbeddedStore();

function setup() {
  let now = Date.UTC(2030, 0, 1);
  const { store, faults } = faultyStore(ctx.db);
  const service = createService({ store, clock: () => now, log: silentLogger });
  return { service, faults, tick: (ms: number) => (now += ms), queries: () => countSent(faults.calls, 'QueryCommand') };
}

describe('the first page of a leaderboard', () => {
  it('is read once per lifetime however many ask, at once or one after another; later pages are read each time', async () => {
    const { service, tick, queries } = setup();
    const [ana] = (await register(service, 'Ana')) as [Client];
    for (let i = 0; i < 3; i++) await finishWith(service, await service.games.create(ana.player, { ruleset: 'yams-6', seats: 1 }));
    const before = queries();
    const pages = await Promise.all(Array.from({ length: 10 }, () => service.lists.leaderboard('yams-6', { limit: 2 })));
    for (let i = 0; i < 10; i++) pages.push(await service.lists.leaderboard('yams-6', { limit: 2 }));
    expect(queries() - before).toBe(1);
    for (const p of pages) expect(p).toEqual(pages[0]);
    await service.lists.leaderboard('yams-6', { limit: 2, cursor: pages[0]!.nextCursor! });
    await service.lists.leaderboard('yams-6', { limit: 2, cursor: pages[0]!.nextCursor! });
    expect(queries() - before).toBe(3);
    tick(HEAD_CACHE_SECONDS.leaderboard * 1000 + 1);
    await service.lists.leaderboard('yams-6', { limit: 2 });
    expect(queries() - before).toBe(4);
  });

  it("is dropped by this instance's write that finishes a game of its ruleset, and lists it at once", async () => {
    const { service, queries } = setup();
    const [ben] = (await register(service, 'Ben')) as [Client];
    const board = await service.lists.leaderboard('yams-5', { limit: 100 });
    const game = await finishWith(service, await service.games.create(ben.player, { ruleset: 'yams-5', seats: 1 }));
    const before = queries();
    const after = await service.lists.leaderboard('yams-5', { limit: 100 });
    expect(queries() - before).toBe(1);
    expect(after.items.filter((e) => e.gameId === game.id)).toHaveLength(1);
    expect(after.items.length).toBe(board.items.length + 1);
  });
});

describe('the first page of the lobby', () => {
  it("shows this instance's new public game at once, another instance's within its lifetime", async () => {
    const { service, tick, queries } = setup();
    const other = createService({ store: ctx.store, log: silentLogger });
    const [cy, di] = (await register(service, 'Cy', 'Di')) as [Client, Client];
    const mine = await service.games.create(cy.player, { ruleset: 'jamb', seats: 2, visibility: 'public' });
    expect((await service.lists.lobby({}, { limit: 20 })).items.map((g) => g.id)).toContain(mine.id);
    const before = queries();
    const theirs = await other.games.create(di.player, { ruleset: 'jamb', seats: 2, visibility: 'public' });
    expect((await service.lists.lobby({}, { limit: 20 })).items.map((g) => g.id)).not.toContain(theirs.id);
    expect(queries() - before).toBe(0);
    tick(HEAD_CACHE_SECONDS.lobby * 1000 + 1);
    expect((await service.lists.lobby({}, { limit: 20 })).items.map((g) => g.id)).toContain(theirs.id);
    await service.games.join(di.player, mine.id);
    expect((await service.lists.lobby({}, { limit: 20 })).items.map((g) => g.id)).not.toContain(mine.id);
  });
});

describe('over HTTP', () => {
  it('first pages say how long they may be kept; later pages say nothing; a board is chosen by name', async () => {
    const { service } = setup();
    const app = createApp({ service, logger: silentLogger });
    const [eva] = (await register(service, 'Eva')) as [Client];
    for (let i = 0; i < 2; i++) await finishWith(service, await service.games.create(eva.player, { ruleset: 'yams-5', seats: 1 }));
    // A game of bots only is played in the background: its sheets rank once it has finished.
    await finishedInBackground(service, (await service.games.create(eva.player, { ruleset: 'yams-5', seats: 2, bots: [{ level: 'random' }, { level: 'random' }] })).id);
    const first = await app.request('/v1/leaderboards/yams-5?limit=1');
    expect(first.headers.get('cache-control')).toBe(`public, max-age=${HEAD_CACHE_SECONDS.leaderboard}`);
    const { nextCursor } = (await first.json()) as { nextCursor: string };
    expect((await app.request(`/v1/leaderboards/yams-5?limit=1&cursor=${nextCursor}`)).headers.get('cache-control')).toBeNull();
    expect((await app.request('/v1/lobby')).headers.get('cache-control')).toBe(`public, max-age=${HEAD_CACHE_SECONDS.lobby}`);
    const people = (await (await app.request('/v1/leaderboards/yams-5?limit=100')).json()) as { items: { bot: string | null }[] };
    const bots = (await (await app.request('/v1/leaderboards/yams-5?limit=100&board=bots')).json()) as { items: { bot: string | null }[] };
    expect(people.items.every((e) => e.bot === null)).toBe(true);
    expect(bots.items.length).toBeGreaterThanOrEqual(2);
    expect(bots.items.every((e) => e.bot === 'random')).toBe(true);
    const bad = await app.request('/v1/leaderboards/yams-5?board=robots');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});
