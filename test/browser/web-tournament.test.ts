import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { sheet, signIn } from './web-support.js';

/*
 * Tournaments and ratings in the web client, in Chromium: a person creates a tournament and
 * joins it from the start page; the tournament page shows its standings and rounds and the
 * player's game of the round, and follows the tournament's stream; a rated game's sheets and
 * the player's page show the ratings as the API has them.
 */

const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);
let page: Page;
/** Ben's own browser (its own storage). */
let benPage: Page;
let ana: { id: string; token: string };
let ben: { id: string; token: string };

type View = { status: string; rounds: { round: number; tables: { gameId: string; players: { id: string }[] }[] }[]; standings: { player: { name: string }; points: number }[] };

beforeAll(async () => {
  page = await browser.newPage();
  benPage = await (await browser.newContext()).newPage();
  ana = await server.register('Ana');
  ben = await server.register('Ben');
  await signIn(page, server.origin, ana.token, 'Ana');
  await signIn(benPage, server.origin, ben.token, 'Ben');
});
afterAll(async () => {
  await page?.close();
  await benPage?.close();
});

describe('tournaments in the web client', () => {
  it('creates a tournament from the start page and joins it', async () => {
    const form = page.getByRole('region', { name: 'New tournament' });
    await form.getByLabel('Tournament name').fill('Spring cup');
    await form.getByLabel('Tournament ruleset').selectOption('yams-5');
    await form.getByLabel('Players per table').fill('2');
    await form.getByLabel('Rounds').fill('2');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/tournaments\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Spring cup' }).waitFor();
    await page.getByRole('button', { name: 'Join the tournament' }).click();
    await page.getByRole('button', { name: 'Leave the tournament' }).waitFor();
    const { body } = await server.call<{ players: { player: { id: string } }[]; settings: { tableSize: number; rounds: number; rated: boolean } }>('GET', `/v1/tournaments/${id}`);
    expect(body.players.map((p) => p.player.id)).toEqual([ana.id]);
    expect(body.settings).toMatchObject({ tableSize: 2, rounds: 2, rated: true });
    // Listed on the start page, with a Join button for whoever is not in it.
    await benPage.goto(`${server.origin}/`);
    await benPage.getByRole('button', { name: 'Join Spring cup' }).click();
    await benPage.waitForURL(`${server.origin}/tournaments/${id}`);
    await benPage.getByRole('button', { name: 'Leave the tournament' }).waitFor();
    expect((await server.call<{ players: unknown[] }>('GET', `/v1/tournaments/${id}`)).body.players).toHaveLength(2);
  });

  it('shows the standings, the rounds and my game live, and the ratings of a rated game', async () => {
    const { body: created } = await server.call<{ id: string }>('POST', '/v1/tournaments', {
      token: ana.token,
      body: { name: 'Quick duel', ruleset: 'yams-5', tableSize: 2, rounds: 1, turnSeconds: 3600, startsAt: new Date(Date.now() + 1500).toISOString(), rated: true },
    });
    for (const p of [ana, ben]) await server.call('POST', `/v1/tournaments/${created.id}/join`, { token: p.token });
    await page.goto(`${server.origin}/tournaments/${created.id}`);
    await page.getByText(/^Upcoming: yams-5/).waitFor();
    // The sweeper starts it once its time has come (the local server's loop, run here by the test).
    await expect.poll(async () => (await server.service.sweepTournaments(), (await server.call<View>('GET', `/v1/tournaments/${created.id}`)).body.status), { timeout: 30_000 }).toBe('running');
    const link = page.getByRole('link', { name: 'Your game of round 1' });
    await link.waitFor();
    const { body: running } = await server.call<View>('GET', `/v1/tournaments/${created.id}`);
    const gameId = running.rounds[0]!.tables[0]!.gameId;
    expect(await link.getAttribute('href')).toBe(`/games/${gameId}`);
    expect(await page.getByRole('table', { name: 'Standings' }).getByRole('row').count()).toBe(3);

    // Both resign: the game ends, its ratings are applied, and the tournament ends.
    for (const p of [ana, ben]) await server.call('POST', `/v1/games/${gameId}/actions`, { token: p.token, body: { type: 'resign' } });
    await page.getByText(/^Finished: yams-5/).waitFor();
    const { body: finished } = await server.call<View>('GET', `/v1/tournaments/${created.id}`);
    const rows = await page.getByRole('table', { name: 'Standings' }).getByRole('row').allTextContents();
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' '))).toEqual(finished.standings.map((s) => expect.stringContaining(s.player.name)));

    await page.getByRole('region', { name: 'Round 1' }).getByRole('link', { name: 'Table 1' }).click();
    await page.waitForURL(`${server.origin}/games/${gameId}`);
    await page.getByText('Round 1, table 1 of').waitFor();
    const { body: game } = await server.call<{ seats: { player: { name: string }; ratingBefore: { rating: number }; ratingAfter: { rating: number } }[] }>('GET', `/v1/games/${gameId}`);
    for (const seat of game.seats) {
      const shown = sheet(page, `Sheet of ${seat.player.name}`).getByText(/^Rating /);
      await expect.poll(() => shown.textContent()).toContain(`Rating ${seat.ratingBefore.rating} → ${seat.ratingAfter.rating}`);
    }

    await page.goto(`${server.origin}/players/${ana.id}`);
    const ratings = page.getByRole('table', { name: 'Ratings' });
    await ratings.waitFor();
    const { body: mine } = await server.call<{ ratings: { ruleset: string; rating: number; games: number }[] }>('GET', `/v1/players/${ana.id}/ratings`);
    const row = (await ratings.getByRole('row', { name: /yams-5/ }).allTextContents())[0] ?? '';
    expect(row).toContain(String(mine.ratings[0]!.rating));
    // Nothing failed but the event streams the browser cut when a page was left, and nothing left the origin.
    expect(browser.errors.filter((e) => !/\/events(\?after=\d+)? \(net::ERR_ABORTED\)$/.test(e))).toEqual([]);
    expect(browser.foreignRequests).toEqual([]);
  });
});
