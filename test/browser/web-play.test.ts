import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { createGame, createPlayer, gameView, playTurnByClicking, scoreButtons, sheet, shownDice, shownTotal, signIn } from './web-support.js';

/*
 * The web client in Chromium, played as a person plays it: by clicking, and by keyboard alone.
 * Every total the page shows is compared with the API's; nothing is requested from any other
 * origin.
 */
const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);
let page: Page;

beforeAll(async () => {
  page = await browser.newPage();
  const { body } = await server.call<{ categories: { id: string; label: string }[]; columns: { id: string; name: string }[] }>('GET', '/v1/rulesets/jamb');
  jamb = body;
});

let jamb: { categories: { id: string; label: string }[]; columns: { id: string; name: string }[] };
const label = (id: string) => jamb.categories.find((c) => c.id === id)?.label;
const column = (id: string) => jamb.columns.find((c) => c.id === id)?.name;

/** How far the page reaches past the viewport's right edge, in pixels (0: no horizontal scrolling). */
const horizontalOverflow = (p: Page) => p.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
afterAll(async () => {
  await page?.close();
});

describe('the web client', () => {
  it('plays a solo yams-5 game to the end by clicking, showing the API\'s total', async () => {
    await createPlayer(page, server.origin, 'Ana');
    const gameId = await createGame(page, { ruleset: 'yams-5' });
    await sheet(page, 'Sheet of Ana').waitFor();
    for (let turn = 1; turn <= 13; turn++) await playTurnByClicking(page, server, gameId);

    const view = await gameView(server, gameId);
    expect(view.status).toBe('finished');
    expect(await shownTotal(page, 'Sheet of Ana')).toBe(view.seats[0]?.total);
    // Every box as the API has it.
    const cells = await sheet(page, 'Sheet of Ana').locator('tbody tr:not(.subtotal) td').allTextContents();
    expect(cells.map(Number)).toEqual(view.seats[0]?.sheet[0]?.boxes.map((b) => b.score));
    await page.getByRole('link', { name: 'Printable sheet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Proof of the dice' }).getAttribute('href')).toBe(`${server.origin}/v1/games/${gameId}/proof`);
  });

  it('plays against a bot, whose moves and total the page shows as the API has them', async () => {
    await page.goto(`${server.origin}/`);
    const gameId = await createGame(page, { ruleset: 'yams-5', seats: 2, bots: 1, level: 'greedy' });
    await sheet(page, 'Sheet of Greedy bot').waitFor();
    for (let turn = 1; turn <= 13; turn++) await playTurnByClicking(page, server, gameId);

    const view = await gameView(server, gameId);
    expect(view.status).toBe('finished');
    expect(view.seats[1]?.player?.name).toBe('Greedy bot');
    expect(await shownTotal(page, 'Sheet of Ana')).toBe(view.seats[0]?.total);
    expect(await shownTotal(page, 'Sheet of Greedy bot')).toBe(view.seats[1]?.total);
    // The bot's 13 scores are in the log, as the API's move log has them.
    const { body: log } = await server.call<{ items: { type: string; seat: number; score?: number }[] }>('GET', `/v1/games/${gameId}/moves`);
    const botScores = log.items.filter((m) => m.type === 'score' && m.seat === 1);
    expect(botScores).toHaveLength(13);
    await page.getByRole('button', { name: /^Show all \d+ moves$/ }).click();
    const entries = await page.getByRole('region', { name: 'Moves' }).getByRole('listitem').allTextContents();
    expect(entries.filter((e) => e.includes('Greedy bot scored'))).toHaveLength(13);
    const winners = view.winners?.map((w) => view.seats[w.seat]?.player?.name).join(' and ');
    await page.getByText(`Finished. ${winners} won.`).waitFor();
  });

  it('plays one turn by keyboard alone: Space rolls, digits keep dice, Tab and Enter score', async () => {
    await page.goto(`${server.origin}/`);
    const gameId = await createGame(page, { ruleset: 'jamb' });
    await sheet(page, 'Sheet of Ana').waitFor();
    await page.locator('body').focus();

    await page.keyboard.press('Space');
    await expect.poll(async () => (await gameView(server, gameId)).turn?.rollsLeft).toBe(2);
    await page.getByText('2 rolls left').waitFor();
    const first = (await gameView(server, gameId)).turn?.dice ?? [];
    expect(await shownDice(page, 5)).toEqual(first);

    await page.keyboard.press('1');
    await page.keyboard.press('3');
    expect(await page.getByRole('button', { name: 'Die 1', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Die 2', exact: true }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: 'Die 3', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await gameView(server, gameId)).turn?.rollsLeft).toBe(1);
    const { body: log } = await server.call<{ items: { type: string; keep?: number[] }[] }>('GET', `/v1/games/${gameId}/moves`);
    expect(log.items.filter((m) => m.type === 'roll').map((m) => m.keep)).toEqual([[], [0, 2]]);
    const second = (await gameView(server, gameId)).turn;
    expect([second?.dice[0], second?.dice[2]]).toEqual([first[0], first[2]]);
    await expect.poll(() => shownDice(page, 5)).toEqual(second?.dice);

    // Tab to the first box that can be scored, and press Enter.
    let focused = '';
    for (let i = 0; i < 40 && !focused.startsWith('Score '); i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toMatch(/^Score .+ in .+$/);
    const chosen = second?.available.find((a) => focused === `Score ${label(a.category)} in ${column(a.column)}`);
    expect(chosen).toBeDefined();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await gameView(server, gameId)).turn?.number).toBe(2);
    const after = await gameView(server, gameId);
    const box = after.seats[0]?.sheet.find((c) => c.column === chosen?.column)?.boxes.find((b) => b.category === chosen?.category);
    expect(box?.score).toBe(chosen?.score);
    await page.getByText('Your turn (turn 2).').waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`You scored ${chosen?.score} in`);
  });

  it('shows an API error in words', async () => {
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${server.origin}/`);
    await fresh.getByLabel('Access token', { exact: true }).fill('not-a-token');
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    const { status, body } = await server.call<{ code: string; detail: string }>('GET', '/v1/players/me', { token: 'not-a-token' });
    expect(status).toBe(401);
    const alert = fresh.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`This access token was not accepted. Check it, or create a new player. (${body.code}: ${body.detail})`);
    // Still signed out: the sign-in form is there.
    await fresh.getByRole('button', { name: 'Create player', exact: true }).waitFor();
    await other.close();
  });

  it('fits a 360-pixel-wide screen without horizontal scrolling', async () => {
    const ben = await server.register('Ben');
    const cid = await server.register('Cid');
    const { body: game } = await server.call<{ id: string; invitation: { code: string } }>('POST', '/v1/games', { token: ben.token, body: { ruleset: 'jamb', seats: 2, turnSeconds: 3600 } });
    await server.call('POST', `/v1/games/${game.id}/join`, { token: cid.token, body: { invitation: game.invitation.code } });
    await server.call('POST', `/v1/games/${game.id}/actions`, { token: ben.token, body: { type: 'roll' } });
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const small = await phone.newPage();
    await signIn(small, server.origin, ben.token, 'Ben');
    expect(await horizontalOverflow(small)).toBe(0);
    await small.goto(`${server.origin}/games/${game.id}`);
    await scoreButtons(small).first().waitFor();
    await sheet(small, 'Sheet of Cid').waitFor();
    await small.getByText(/^Time left:/).waitFor();
    expect(await small.evaluate(() => window.innerWidth)).toBe(360);
    expect(await horizontalOverflow(small)).toBe(0);
    await phone.close();
  });

  it("shows the player's stats per ruleset and a chart of recent totals, as the API has them", async () => {
    await page.goto(`${server.origin}/`);
    const token = await page.evaluate(() => localStorage.getItem('yamb.token') ?? '');
    const { body: me } = await server.call<{ id: string }>('GET', '/v1/players/me', { token });
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Ana' }).click();
    await page.waitForURL(`${server.origin}/players/${me.id}`);
    const { body: stats } = await server.call<{ rulesets: { ruleset: string; finished: number; best: number | null }[] }>('GET', `/v1/players/${me.id}/stats`);
    const yams = stats.rulesets.find((r) => r.ruleset === 'yams-5');
    expect(yams?.finished).toBe(2);
    const table = page.getByRole('table', { name: 'Games per ruleset' });
    await table.waitFor();
    const column = (await table.getByRole('columnheader').allTextContents()).indexOf('yams-5');
    const finishedRow = await table.getByRole('row', { name: /^Finished/ }).getByRole('cell').allTextContents();
    expect(finishedRow[column]).toBe('2');
    const { body: games } = await server.call<{ items: { you: { total: number } }[] }>('GET', `/v1/games?player=${me.id}&status=finished&ruleset=yams-5`);
    const totals = games.items.map((g) => g.you.total).reverse();
    const chart = page.getByRole('img', { name: /^Recent totals in yams-5/ });
    expect(await chart.getAttribute('aria-label')).toBe(`Recent totals in yams-5: 2 games, from ${totals[0]} to ${totals[1]}; lowest ${Math.min(...totals)}, highest ${Math.max(...totals)}.`);
    expect(await chart.locator('circle').count()).toBe(2);
  });

  it('requested nothing from any other origin and logged no error but the expected ones', () => {
    expect(browser.foreignRequests).toEqual([]);
    // Leaving a game's page closes its event stream (the browser reports the request aborted),
    // and the error test's refused token is a 401 the console notes: nothing else.
    // A read still in flight when a page closes is aborted by the browser, not failed by the server.
    const unauthorized = 'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)';
    const expected = (e: string) => /^request failed: [^ ]+\/v1\/[^ ]+ \(net::ERR_ABORTED\)$/.test(e) || e === unauthorized;
    expect(browser.errors.filter((e) => !expected(e))).toEqual([]);
    expect(browser.errors.filter((e) => e === unauthorized)).toHaveLength(1);
  });
});
