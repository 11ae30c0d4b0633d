import { describe, expect, it } from 'vitest';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { createGame, createPlayer, gameView, scoreButtons, sheet, shownDice, shownTotal, signIn } from './web-support.js';

/*
 * Live play in Chromium: two people in two browser contexts see each other's moves without
 * reloading, and a page whose event stream drops reconnects with Last-Event-ID and catches up.
 */
const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);

describe('the web client, live', () => {
  it('shows each of two jamb players the other\'s moves without reloading', async () => {
    const anaContext = await browser.newContext();
    const benContext = await browser.newContext();
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    await createPlayer(ana, server.origin, 'Ana');
    await createPlayer(ben, server.origin, 'Ben');
    const gameId = await createGame(ana, { ruleset: 'jamb', seats: 2, visibility: 'public' });
    await ana.getByText('Waiting for 1 more player.').waitFor();

    // Ben finds it in the lobby and joins; Ana's page sees the game start.
    await ben.reload();
    await ben.getByRole('button', { name: 'Join jamb game by Ana' }).click();
    await ben.waitForURL(`${server.origin}/games/${gameId}`);
    await ana.getByText('Your turn (turn 1).').waitFor();
    await ben.getByText('Ana is playing turn 1.').waitFor();
    // From here on, neither page loads another document.
    const loads = { ana: 0, ben: 0 };
    ana.on('framenavigated', (frame) => frame === ana.mainFrame() && loads.ana++);
    ben.on('framenavigated', (frame) => frame === ben.mainFrame() && loads.ben++);

    // Ana rolls: Ben's page shows her dice.
    await ana.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect.poll(async () => (await gameView(server, gameId)).turn?.rollsLeft).toBe(2);
    const rolled = (await gameView(server, gameId)).turn?.dice;
    await expect.poll(() => shownDice(ben, 5)).toEqual(rolled);

    // Ana scores: Ben sees her sheet's total and his own turn.
    await scoreButtons(ana).first().click();
    await ben.getByText('Your turn (turn 2).').waitFor();
    const afterAna = await gameView(server, gameId);
    expect(await shownTotal(ben, 'Sheet of Ana')).toBe(afterAna.seats[0]?.total);
    await ben.getByRole('region', { name: 'Moves' }).getByText(/^Turn 1 · Ana scored \d+ in /).waitFor();

    // Ben plays his turn: Ana sees it.
    await ben.getByRole('button', { name: 'Roll', exact: true }).click();
    await scoreButtons(ben).first().waitFor();
    await scoreButtons(ben).last().click();
    await ana.getByText('Your turn (turn 3).').waitFor();
    const afterBen = await gameView(server, gameId);
    expect(await shownTotal(ana, 'Sheet of Ben')).toBe(afterBen.seats[1]?.total);
    expect(await shownTotal(ana, 'Sheet of Ana')).toBe(afterBen.seats[0]?.total);
    expect(await shownTotal(ben, 'Sheet of Ben')).toBe(afterBen.seats[1]?.total);
    await ana.getByRole('region', { name: 'Moves' }).getByText(/^Turn 2 · Ben scored \d+ in /).waitFor();
    expect(loads).toEqual({ ana: 0, ben: 0 });
    await anaContext.close();
    await benContext.close();
  });

  it('reconnects a dropped event stream with Last-Event-ID and shows what it missed', async () => {
    const ana = await server.register('Dora');
    const ben = await server.register('Eli');
    const { body: game } = await server.call<{ id: string; invitation: { code: string } }>('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 2 } });
    await server.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation.code } });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.origin, ana.token, 'Dora');
    await page.goto(`${server.origin}/games/${game.id}`);
    await page.getByText('Your turn (turn 1).').waitFor();
    const streams = () => server.streams.filter((s) => s.gameId === game.id);
    await expect.poll(() => streams().length).toBe(1);

    // Dora plays through the page: her events reach the page on its stream.
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await scoreButtons(page).first().waitFor();
    await scoreButtons(page).first().click();
    await page.getByText('Eli is playing turn 2.').waitFor();
    const first = streams()[0]!;
    await expect.poll(() => first.sentIds.at(-1)).toMatch(new RegExp(`^${game.id}\\.4\\.`));
    const lastSeen = first.sentIds.at(-1);

    // The connection drops; Eli moves meanwhile.
    first.drop();
    await server.call('POST', `/v1/games/${game.id}/actions`, { token: ben.token, body: { type: 'roll' } });
    const eliView = await gameView(server, game.id);
    const box = eliView.turn?.available[0];
    await server.call('POST', `/v1/games/${game.id}/actions`, { token: ben.token, body: { type: 'score', column: box?.column, category: box?.category } });

    // The page asks again with the last id it received, gets the missed events and shows them.
    await expect.poll(() => streams().length, { timeout: 15_000 }).toBe(2);
    const second = streams()[1]!;
    expect(second.lastEventId).toBe(lastSeen);
    expect(second.after).toBeNull();
    await page.getByText('Your turn (turn 3).').waitFor();
    const now = await gameView(server, game.id);
    expect(await shownTotal(page, 'Sheet of Eli')).toBe(now.seats[1]?.total);
    expect(second.sentIds[0]).toMatch(new RegExp(`^${game.id}\\.5\\.0$`));
    await context.close();
  });

  it('requested nothing from any other origin, and failed no request but the dropped stream', () => {
    expect(browser.foreignRequests).toEqual([]);
    // Closing a page aborts its stream; the cut connection is a failed load of the stream. A
    // read still in flight when a page closes is aborted by the browser, not failed by the server.
    const aborted = (e: string) => /^request failed: [^ ]+\/v1\/[^ ]+ \(net::ERR_ABORTED\)$/.test(e);
    const expected = (e: string) => aborted(e) || /\/v1\/games\/\w+\/events(\?after=\d+)? \(net::ERR_\w+\)$/.test(e) || /^console: Failed to load resource: net::ERR_/.test(e);
    expect(browser.errors.filter((e) => !expected(e))).toEqual([]);
    expect(browser.errors.filter((e) => e.startsWith('console:'))).toHaveLength(1);
  });
});
