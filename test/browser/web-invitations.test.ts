import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useOfflineBrowser } from './browser.js';
import { useWebServer } from './web-server.js';
import { gameView, sheet, signIn } from './web-support.js';

/*
 * A private game's invitations in Chromium, done as people do them: its creator shares the
 * invitation link and invites players by id; an invited player declines, another accepts from
 * the start page; a friend opens the link and joins with its code; someone with neither is
 * refused in words. Every step is checked against the API.
 */
const server = useWebServer();
const browser = useOfflineBrowser(() => server.origin);

interface Person {
  id: string;
  token: string;
  name: string;
  page: Page;
  context: BrowserContext;
}

/** A player registered over the API and signed in through the page of its own browser context. */
async function person(name: string): Promise<Person> {
  const { id, token } = await server.register(name);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.origin, token, name);
  return { id, token, name, page, context };
}

const invitationsOf = async (who: Person) => (await server.call<{ items: { id: string }[] }>('GET', '/v1/players/me/invitations', { token: who.token })).body.items.map((g) => g.id);
const log = (page: Page) => page.getByRole('region', { name: 'Moves' });

describe('the web client, invitations to a private game', () => {
  it('invites by link and by id; an invited player declines, another accepts, a friend joins by the link', async () => {
    const [ana, ben, cy, dee, eve] = await Promise.all([person('Ana'), person('Ben'), person('Cy'), person('Dee'), person('Eve')]);
    const { status, body: created } = await server.call<{ id: string; invitation: { code: string; url: string } }>('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 3 } });
    expect(status).toBe(201);
    const gameId = created.id;

    // Ana's page shows the link the API gives its seated players: the page's address with the code.
    await ana.page.goto(`${server.origin}/games/${gameId}`);
    await ana.page.getByText('Waiting for 2 more players.').waitFor();
    const shared = ana.page.getByRole('link', { name: created.invitation.url, exact: true });
    expect(await shared.getAttribute('href')).toBe(created.invitation.url);
    expect(created.invitation.url).toBe(`${server.origin}/games/${gameId}?invitation=${created.invitation.code}`);

    // Eve has neither the link nor an invitation: the API refuses her, and the page says why.
    await eve.page.goto(`${server.origin}/games/${gameId}`);
    await eve.page.getByRole('button', { name: 'Join this game' }).click();
    const refused = eve.page.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/^This private game is joined by invitation: .+ \(INVITATION_REQUIRED: .+\)$/);
    // Nor does her page show the code: the API keeps it for the seated players.
    expect(await eve.page.getByText(created.invitation.code).count()).toBe(0);

    // Ana invites Cy and Dee by their ids; the log on her page says so.
    for (const invited of [cy, dee]) {
      await ana.page.getByLabel('Player id', { exact: true }).fill(invited.id);
      await ana.page.getByRole('button', { name: 'Invite', exact: true }).click();
      await log(ana.page).getByText(`Ana invited ${invited.name}`, { exact: true }).waitFor();
      expect(await invitationsOf(invited)).toEqual([gameId]);
    }

    // Dee declines from her start page: the invitation is gone, and Ana's page learns it live.
    await dee.page.goto(`${server.origin}/`);
    await dee.page.getByRole('button', { name: 'Decline invitation to yams-5 game by Ana' }).click();
    await dee.page.getByText('No invitation is waiting for you.').waitFor();
    expect(await invitationsOf(dee)).toEqual([]);
    await log(ana.page).getByText('Dee declined the invitation', { exact: true }).waitFor();

    // Cy accepts from his start page: no code needed; he is seated.
    await cy.page.goto(`${server.origin}/`);
    await cy.page.getByRole('button', { name: 'Accept invitation to yams-5 game by Ana' }).click();
    await cy.page.waitForURL(`${server.origin}/games/${gameId}`);
    await sheet(cy.page, 'Sheet of Cy').waitFor();
    await cy.page.getByText('Waiting for 1 more player.').waitFor();
    expect(await invitationsOf(cy)).toEqual([]);

    // Ben got the link by message: he pastes it on his start page, opens it and joins with its code.
    await ben.page.goto(`${server.origin}/`);
    await ben.page.getByLabel('Invitation link', { exact: true }).fill(created.invitation.url);
    await ben.page.getByRole('button', { name: 'Open invitation' }).click();
    await ben.page.waitForURL(created.invitation.url);
    await ben.page.getByRole('button', { name: 'Join this game' }).click();
    await ben.page.getByText('Ana is playing turn 1.').waitFor();
    // The code leaves the address once used.
    await ben.page.waitForURL(`${server.origin}/games/${gameId}`);
    await ana.page.getByText('Your turn (turn 1).').waitFor();

    const view = await gameView(server, gameId);
    expect(view.status).toBe('active');
    expect(view.seats.map((s) => s.player?.name)).toEqual(['Ana', 'Cy', 'Ben']);
    for (const p of [ana, ben, cy, dee, eve]) await p.context.close();
  });

  it('requested nothing from any other origin and logged no error but the refused join', () => {
    expect(browser.foreignRequests).toEqual([]);
    // Eve's refused join is a 403 the console notes; leaving a page aborts its stream.
    const forbidden = 'console: Failed to load resource: the server responded with a status of 403 (Forbidden)';
    const expected = (e: string) => /^request failed: [^ ]+\/v1\/[^ ]+ \(net::ERR_ABORTED\)$/.test(e) || e === forbidden;
    expect(browser.errors.filter((e) => !expected(e))).toEqual([]);
    expect(browser.errors.filter((e) => e === forbidden)).toHaveLength(1);
  });
});
