import { build } from 'esbuild';
import { Hono } from 'hono';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYambClient, gameEvents } from 'yamb-client';
import { createApi } from '../../src/entry/api.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { serveOnLoopback, useOfflineBrowser } from './browser.js';

/*
 * yamb-client in a real Chromium, bundled the way a browser app's bundler takes a package
 * (esbuild from its `exports`): the page follows a game's event stream with fetch while the
 * test plays it, and a second page starts after a saved event id. The bundle of the package's
 * front door holds no webhook code: that lives behind `yamb-client/webhooks`.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const PAGE = `<!doctype html><title>events</title><script type="module">
import { gameEvents } from '/client.js';
const params = new URLSearchParams(location.search);
const options = params.has('after') ? { lastEventId: params.get('after') } : {};
window.received = [];
for await (const event of gameEvents(location.origin, params.get('game'), options)) {
  window.received.push(event.id + ' ' + event.type);
  if (event.type === 'game.finished') break;
}
window.done = true;
</script>`;

let dynamo: EmbeddedDynamo;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let bundle = '';

beforeAll(async () => {
  const built = await build({ stdin: { contents: "export * from 'yamb-client';", resolveDir: join(import.meta.dirname, '..', '..') }, bundle: true, format: 'esm', platform: 'browser', write: false });
  bundle = built.outputFiles[0]!.text;
  dynamo = await startEmbeddedDynamo();
  const app = new Hono();
  app.get('/client.js', (c) => c.body(bundle, 200, { 'content-type': 'text/javascript' }));
  app.get('/events.html', (c) => c.html(PAGE));
  app.route('/', createApi({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger }));
  server = await serveOnLoopback(app.fetch);
});
const browser = useOfflineBrowser(() => server.origin);

afterAll(async () => {
  await server?.close();
  await dynamo?.close();
});

async function soloGame() {
  const registered = await createYambClient({ baseUrl: server.origin }).POST('/v1/players', { body: { name: 'Browser' } });
  const yamb = createYambClient({ baseUrl: server.origin, token: registered.data!.token });
  let game = (await yamb.POST('/v1/games', { body: { ruleset: 'yams-5', seats: 1 } })).data!;
  const id = game.id;
  const play = async () => {
    while (game.status === 'active') {
      const box = (await yamb.POST('/v1/games/{gameId}/actions', { params: { path: { gameId: id } }, body: { type: 'roll' } })).data!.turn!.available[0]!;
      game = (await yamb.POST('/v1/games/{gameId}/actions', { params: { path: { gameId: id } }, body: { type: 'score', column: box.column, category: box.category } })).data!;
    }
  };
  return { id, play };
}

describe('yamb-client in Chromium', () => {
  it('bundles without the webhook helper', () => {
    expect(bundle).toContain('last-event-id');
    expect(bundle).not.toMatch(/standardwebhooks|WebhookVerificationError|webhook-signature/);
  });

  it('follows a game live, then resumes after a saved event id', async () => {
    const game = await soloGame();
    const page = await browser.newPage();
    await page.goto(`${server.origin}/events.html?game=${game.id}`);
    // The stream is open and has replayed the start of the game before any move is played.
    await page.waitForFunction(() => (window as unknown as { received: string[] }).received?.some((line) => line.endsWith(' turn.started')));
    await game.play();
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
    const live = await page.evaluate(() => (window as unknown as { received: string[] }).received);

    const expected: string[] = [];
    for await (const event of gameEvents(server.origin, game.id)) {
      expected.push(`${event.id} ${event.type}`);
      if (event.type === 'game.finished') break;
    }
    expect(live).toEqual(expected);

    const saved = expected[10]!.split(' ')[0]!;
    const second = await browser.newPage();
    await second.goto(`${server.origin}/events.html?game=${game.id}&after=${saved}`);
    await second.waitForFunction(() => (window as unknown as { done?: boolean }).done === true);
    expect(await second.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(expected.slice(11));
    // Leaving the loop aborts each page's open stream (one each), and nothing else failed.
    expect(browser.errors.filter((e) => !/\/events \(net::ERR_ABORTED\)$/.test(e))).toEqual([]);
    expect(browser.errors).toHaveLength(2);
    expect(browser.foreignRequests).toEqual([]);
  });
});
