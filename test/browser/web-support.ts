import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { WebServer } from './web-server.js';

/*
 * Steps the web client tests share, each done as a person does it: through the page's
 * controls, found by their accessible names (the names API.md fixes for tests and screen
 * readers).
 */

export interface ViewSeat {
  seat: number;
  player: { id: string; name: string } | null;
  total: number;
  sheet: { column: string; boxes: { category: string; score: number | null }[] }[];
}
export interface View {
  id: string;
  status: string;
  version: number;
  seats: ViewSeat[];
  turn: { seat: number; number: number; dice: number[]; rollsLeft: number; available: { column: string; category: string; score: number }[] } | null;
  winners: { seat: number }[] | null;
}

/** Registers through the page ("Name", "Create player") and waits for the signed-in start page. */
export async function createPlayer(page: Page, origin: string, name: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create player', exact: true }).click();
  await page.getByRole('heading', { name: `Hello, ${name}` }).waitFor();
}

/** Signs in through the page with an existing token ("Access token", "Sign in"). */
export async function signIn(page: Page, origin: string, token: string, name: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Access token', { exact: true }).fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: `Hello, ${name}` }).waitFor();
}

/** Fills in "New game" and creates it; resolves with the game's id from the page's address. */
export async function createGame(page: Page, options: { ruleset: string; seats?: number; bots?: number; level?: string; visibility?: 'public' | 'private' }): Promise<string> {
  const form = page.getByRole('region', { name: 'New game' });
  await form.getByLabel('Ruleset').selectOption(options.ruleset);
  await form.getByLabel('Seats').fill(String(options.seats ?? 1));
  await form.getByLabel('Bots', { exact: true }).fill(String(options.bots ?? 0));
  if (options.level) await form.getByLabel('Bot level').selectOption(options.level);
  if (options.visibility === 'public') await form.getByLabel('Public: listed in the lobby').check();
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/games\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

export const sheet = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The one element named exactly "Total" in a seat's sheet, as a number. */
export async function shownTotal(page: Page, sheetName: string): Promise<number> {
  const total = sheet(page, sheetName).getByLabel('Total', { exact: true });
  expect(await total.count()).toBe(1);
  return Number(await total.textContent());
}

/** The dice the page shows, read from each die button's description. */
export async function shownDice(page: Page, count: number): Promise<number[]> {
  const dice: number[] = [];
  for (let i = 1; i <= count; i++) {
    const die = page.getByRole('button', { name: `Die ${i}`, exact: true });
    const described = await die.getAttribute('aria-describedby');
    dice.push(Number(await page.locator(`#${described}`).textContent()));
  }
  return dice;
}

export const scoreButtons = (page: Page): Locator => page.getByRole('button', { name: /^Score .+ in .+$/ });

/** Waits until the page shows the game at `version` or later (the API's view is read to compare). */
export async function gameView(server: WebServer, gameId: string): Promise<View> {
  const { status, body } = await server.call<View>('GET', `/v1/games/${gameId}`);
  expect(status).toBe(200);
  return body;
}

/** Plays one whole turn by clicking: Roll, then the first "Score ..." box; waits for the next turn or the end. */
export async function playTurnByClicking(page: Page, server: WebServer, gameId: string): Promise<void> {
  const before = await gameView(server, gameId);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await scoreButtons(page).first().waitFor();
  await scoreButtons(page).first().click();
  // The page has the answer when the box is gone from the buttons or the game is over.
  await expect.poll(async () => (await gameView(server, gameId)).version).toBeGreaterThan(before.version + 1);
  const after = await gameView(server, gameId);
  if (after.status === 'finished') await page.getByText(/^Finished\./).waitFor();
  else await page.getByText(`turn ${after.turn?.number}`, { exact: false }).first().waitFor();
}
