import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEventView } from '../../src/contract/events.js';
import { createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { expectedEvents } from '../support/events.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { sseReader } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * Notifications over GraphQL: webhooks managed with the same rules as REST, and the event
 * streams as subscriptions over GraphQL-over-SSE, yielding exactly the REST streams' events.
 */

const ctx = useEmbeddedStore();
let service: Service;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  service = createService({
    store: ctx.store,
    random: seededRandom('graphql-notifications'),
    log: silentLogger,
    notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 3) }]), allowPrivate: true, feed: 'local', sweepMs: 50 },
  });
  const app = createApp({ service, logger: silentLogger });
  const port = await new Promise<number>((resolve) => (server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i: AddressInfo) => resolve(i.port))));
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  service.feed?.stop();
  await new Promise<void>((r) => server.close(() => r()));
});

async function gql(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: { extensions: { code: string } }[] };
}

describe('webhooks over GraphQL', () => {
  it('register, list, test and delete, with the secret shown once', async () => {
    const ana = await service.players.register('Ana');
    const registered = await gql('mutation { registerWebhook(url: "http://127.0.0.1:65431/hook", events: ["turn.started"]) { secret webhook { id url events disabled { reason } } } }', ana.token);
    expect(registered.errors).toBeUndefined();
    const { secret, webhook } = registered.data.registerWebhook;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: 'http://127.0.0.1:65431/hook', events: ['turn.started'], disabled: null });
    const listed = await gql('{ webhooks { id secretRotation { previousValidUntil } } }', ana.token);
    expect(listed.data.webhooks).toEqual([{ id: webhook.id, secretRotation: null }]);
    // Nothing listens on port 65431: the test delivery fails, and says how.
    const tested = await gql(`mutation { testWebhook(webhookId: "${webhook.id}") { type status error attempt } }`, ana.token);
    expect(tested.data.testWebhook).toMatchObject({ type: 'webhook.test', status: null, attempt: 1, error: expect.stringMatching(/^NETWORK/) });
    const log = await gql(`{ webhookDeliveries(webhookId: "${webhook.id}") { edges { node { eventId error } } } }`, ana.token);
    expect(log.data.webhookDeliveries.edges).toHaveLength(1);
    expect((await gql(`mutation { deleteWebhook(webhookId: "${webhook.id}") }`, ana.token)).data.deleteWebhook).toBe(true);
    expect((await gql('{ webhooks { id } }', ana.token)).data.webhooks).toEqual([]);
  });

  it('refuses unknown event types and other players\' webhooks', async () => {
    const [ana, ben] = [await service.players.register('Ana'), await service.players.register('Ben')];
    const bad = await gql('mutation { registerWebhook(url: "http://127.0.0.1:65431/h", events: ["turn.begun"]) { secret } }', ana.token);
    expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    const { webhook } = (await gql('mutation { registerWebhook(url: "http://127.0.0.1:65431/h") { webhook { id } } }', ana.token)).data.registerWebhook;
    expect((await gql(`mutation { deleteWebhook(webhookId: "${webhook.id}") }`, ben.token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('subscriptions over SSE', () => {
  it('gameEvents yields the same sequence as the log, replayed after `after`, then live', async () => {
    const ana = (await service.players.register('Ana')).player;
    let view = await service.games.create(ana, { ruleset: 'yams-6', seats: 1 });
    const rand = prng(21);
    for (let i = 0; i < 5; i++) view = await service.games.act(ana, view.id, chooseAction(view.turn!, rand));
    const before = await expectedEvents(ctx.store, view.id);
    const abort = new AbortController();
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription($id: ID!, $after: String) { gameEvents(gameId: $id, after: $after) { id type timestamp data } }', variables: { id: view.id, after: before[2]!.id } }),
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = sseReader(res, abort);
    const replayed = (await stream.next(before.length - 3)).map((e) => (JSON.parse(e.data) as { data: { gameEvents: GameEventView } }).data.gameEvents);
    expect(replayed).toEqual(before.slice(3));
    view = await service.games.act(ana, view.id, chooseAction(view.turn!, rand));
    const all = await expectedEvents(ctx.store, view.id);
    const live = (await stream.next(all.length - before.length)).map((e) => (JSON.parse(e.data) as { data: { gameEvents: GameEventView } }).data.gameEvents);
    stream.close();
    expect(live).toEqual(all.slice(before.length));
  });
});

describe('subscriptions refused', () => {
  /** A subscription over SSE (and as one JSON document for a client that prefers it): the codes of the errors it ended with. */
  async function refusedWith(query: string, token?: string): Promise<{ streamed: string[]; json: { status: number; codes: string[] } }> {
    const post = (accept: string) =>
      fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept, ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify({ query }) });
    const text = await (await post('text/event-stream')).text();
    const streamed = text
      .split('\n\n')
      .filter((block) => block.startsWith('event: next'))
      .flatMap((block) => (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { errors?: { extensions: { code: string } }[] }).errors ?? [])
      .map((e) => e.extensions.code);
    // A refusal before the stream starts can be one JSON document; one after it is an event.
    const res = await post('application/graphql-response+json, text/event-stream');
    const body = res.headers.get('content-type')?.startsWith('application/graphql-response+json') ? ((await res.json()) as { errors?: { extensions: { code: string } }[] }) : (await res.body?.cancel(), {});
    return { streamed, json: { status: res.status, codes: (body.errors ?? []).map((e) => e.extensions.code) } };
  }

  it('myEvents without a token or with a bad one: UNAUTHENTICATED, never INTERNAL', async () => {
    for (const token of [undefined, 'yamb_nobody_x']) {
      const { streamed, json } = await refusedWith('subscription { myEvents { id } }', token);
      expect(streamed).toEqual(['UNAUTHENTICATED']);
      expect(json.codes).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('gameEvents of an unknown game: NOT_FOUND; after an event of another game: VALIDATION_FAILED', async () => {
    const { streamed, json } = await refusedWith('subscription { gameEvents(gameId: "0000000000000000") { id } }');
    expect(streamed).toEqual(['NOT_FOUND']);
    expect(json.codes).toEqual(['NOT_FOUND']);
    const ana = (await service.players.register('Ana')).player;
    const [one, other] = [await service.games.create(ana, { ruleset: 'yams-5', seats: 1 }), await service.games.create(ana, { ruleset: 'yams-5', seats: 1 })];
    const foreign = await refusedWith(`subscription { gameEvents(gameId: "${one.id}", after: "${other.id}.1.0") { id } }`);
    expect(foreign.streamed).toEqual(['VALIDATION_FAILED']);
  });
});
