import { getNamedType, isObjectType, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { STORE_CALLS } from '../../src/graphql/store-calls.js';
import { QUERY_LIMITS, costLimitRule } from '../../src/graphql/limits.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring, generateVapidKeys } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createDynamoStore, createNotifyStore } from '../../src/store/index.js';
import { faultyClient } from '../support/faults.js';
import { startPushService } from '../support/push-service.js';
import { startReceiver } from '../support/receiver.js';
import { sseReader } from '../support/sse.js';
import { useEmbeddedStore } from '../support/store.js';
import { finishWith } from '../service/stats-support.js';
import { gqlClient } from './client.js';

/*
 * The store calls the query limits price each field by (src/graphql/store-calls.ts), held to
 * the calls the resolvers really make: every case runs one operation through a fresh app
 * (empty caches, as a new function instance) over a client that counts every command sent to
 * the store, and the count must not exceed the operation's price; for the reads the price is
 * exact. Every root field of the schema is priced, and every priced field has its case here.
 */

/** The schema the server runs. */
const schema = executableSchema();

const ctx = useEmbeddedStore();
const counting = {} as { faults: ReturnType<typeof faultyClient> };
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const keyring = createKeyring([{ id: 't', key: Buffer.alloc(32, 5) }]);
const vapid = generateVapidKeys();
let pushService: Awaited<ReturnType<typeof startPushService>>;
const covered = new Set<string>();

/** A fresh service and app over the counting client: what a new instance would do (`clock`: its time, now by default). */
function fresh(clock?: () => number): { service: Service; app: ReturnType<typeof createApp> } {
  const store = createDynamoStore({ client: counting.faults.client, tableName: ctx.db.tableName });
  const notify = createNotifyStore({ client: counting.faults.client, tableName: ctx.db.tableName });
  const push = { keys: async () => vapid, subject: 'mailto:push@yamb.invalid' };
  // What follows a write, bot turns of games of bots only included, is the table's stream's (as on AWS): not the request's calls.
  const service = createService({ store, log: silentLogger, ...(clock && { clock }), bots: { mode: 'stream' }, notifications: { store: notify, keyring, allowPrivate: true, feed: 'stream', push } });
  return { service, app: createApp({ service, logger: silentLogger }) };
}

/** The operation's price in store calls, as the limits compute it. */
function price(query: string, variables: Record<string, unknown> = {}): number {
  const errors = validate(schema, parse(query), [costLimitRule({ ...QUERY_LIMITS, maxCost: Number.POSITIVE_INFINITY, maxStoreCalls: -1 }, variables)]);
  return Number(errors[0]?.extensions?.['storeCalls'] ?? 0);
}

/** Runs one operation on a fresh app; the store calls it made (background writes it started included). */
async function counted(fields: string[], query: string, variables: Record<string, unknown> = {}, token?: string): Promise<{ calls: number; data: Record<string, any> }> {
  const { app } = fresh();
  const before = counting.faults.calls.length;
  const reply = await gqlClient(app)(query, variables, token);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  fields.forEach((f) => covered.add(f));
  return { calls: counting.faults.calls.length - before, data: reply.data as Record<string, any> };
}

async function expectPriced(fields: string[], query: string, variables: Record<string, unknown> = {}, token?: string, exact = false) {
  const { calls, data } = await counted(fields, query, variables, token);
  const priced = price(query, variables);
  if (exact) expect(calls).toBe(priced);
  else expect(calls).toBeLessThanOrEqual(priced);
  return data;
}

let ana: { id: string; name: string; token: string };
let ben: { id: string; name: string; token: string };
let finished: GameView;
let active: GameView;
/** A running tournament (it has events). */
let started: string;

beforeAll(async () => {
  counting.faults = faultyClient(ctx.db.client);
  receiver = await startReceiver();
  pushService = await startPushService();
  const { service } = fresh();
  const a = await service.players.register('Ana');
  const b = await service.players.register('Ben');
  ana = { ...a.player, token: a.token };
  ben = { ...b.player, token: b.token };
  for (let i = 0; i < 3; i++) {
    const game = await service.games.create(ana, { ruleset: 'yams-5', seats: 2 });
    finished = await finishWith(service, await service.games.join(ben, game.id, { invitation: game.invitation!.code }));
  }
  active = await service.games.create(ana, { ruleset: 'jamb', seats: 1 });
  active = await service.games.act(ana, active.id, { type: 'roll' });
  for (let i = 0; i < 3; i++) await service.games.create(ben, { ruleset: 'yams-6', seats: 2, visibility: 'public' });
});

afterAll(async () => {
  await receiver?.close();
  await pushService?.close();
});

describe('reads cost exactly the store calls they are priced at', () => {
  it.each([
    ['Query.rulesets', '{ rulesets { id } }'],
    ['Query.ruleset', '{ ruleset(id: "jamb") { id } }'],
  ])('%s', async (field, query) => {
    expect(await counted([field], query)).toMatchObject({ calls: 0 });
  });

  it('a game, its moves, proof and the profiles of its seats', async () => {
    await expectPriced(['Query.game'], '{ game(id: $id) { id version } }'.replace('$id', `"${finished.id}"`), {}, undefined, true);
    await expectPriced(['Game.moves'], `{ game(id: "${finished.id}") { moves { version } } }`, {}, undefined, true);
    await expectPriced(['Game.proof'], `{ game(id: "${finished.id}") { proof { scheme } } }`, {}, undefined, true);
    // Two seats of the eight a game can have: priced for eight.
    const { calls } = await counted(['PlayerRef.profile'], `{ game(id: "${finished.id}") { seats { player { profile { name } } } } }`);
    expect(calls).toBe(1 + 2);
    expect(price(`{ game(id: "${finished.id}") { seats { player { profile { name } } } } }`)).toBe(1 + 8);
  });

  it('players, the caller and statistics', async () => {
    await expectPriced(['Query.player'], `{ player(id: "${ana.id}") { name } }`, {}, undefined, true);
    await expectPriced(['Query.me'], '{ me { name } }', {}, ana.token, true);
    await expectPriced(['Player.stats'], `{ player(id: "${ana.id}") { stats { rulesets { played finished } } } }`, {}, undefined, true);
  });

  it('lists: games, turns, lobby, leaderboard, each item’s game', async () => {
    const games = await expectPriced(['Query.games', 'GameSummary.game'], `{ games(filter: { ruleset: "yams-5", status: finished }, first: 3) { edges { node { game { id } } } } }`, {}, ana.token, true);
    expect(games.games.edges).toHaveLength(3);
    await expectPriced(['Query.myTurns'], '{ myTurns(first: 5) { edges { node { id } } } }', {}, ana.token, true);
    await expectPriced(['Query.lobby'], '{ lobby(first: 3) { edges { node { id } } } }', {}, undefined, true);
    const board = await expectPriced(['Query.leaderboard', 'LeaderboardEntry.game'], '{ leaderboard(ruleset: "yams-5", first: 4) { edges { node { game { id } } } } }', {}, undefined, true);
    expect(board.leaderboard.edges).toHaveLength(4);
    await expectPriced(['Query.myInvitations'], '{ myInvitations(first: 5) { edges { node { id } } } }', {}, ben.token);
  });

  it('a hint', async () => {
    await expectPriced(['Game.hint'], `{ game(id: "${active.id}") { hint { exact } } }`, {}, ana.token, true);
  });
});

describe('writes cost at most the store calls they are priced at', () => {
  it('registering, creating, joining, playing to the end, a rematch, leaving', async () => {
    await expectPriced(['Mutation.registerPlayer'], 'mutation { registerPlayer(name: "Cy") { token } }');
    const solo = await expectPriced(['Mutation.createGame'], 'mutation { createGame(ruleset: "jamb", seats: 1) { id } }', {}, ana.token);
    await expectPriced(['Mutation.createGame'], 'mutation { createGame(ruleset: "yams-5", seats: 3, bots: [random, greedy, strong]) { id } }', {}, ana.token);
    await expectPriced(['Mutation.roll'], `mutation { roll(gameId: "${solo.createGame.id}") { version } }`, {}, ana.token);
    await expectPriced(['Mutation.announce'], `mutation { announce(gameId: "${solo.createGame.id}", category: ones) { version } }`, {}, ana.token);
    const open = (await expectPriced(['Mutation.createGame'], 'mutation { createGame(ruleset: "yams-5", seats: 2, visibility: public) { id } }', {}, ana.token)).createGame.id;
    await expectPriced(['Mutation.joinGame'], `mutation { joinGame(gameId: "${open}") { version } }`, {}, ben.token);
    // The last score of the game: its projections and both players' statistics.
    const { service } = fresh();
    let view = await service.games.get(open);
    for (;;) {
      const turn = view.turn!;
      const box = turn.available[0];
      const last = box && view.seats.every((s) => s.sheet.reduce((n, c) => n + c.boxes.filter((b) => b.score === null).length, 0) === (s.seat === turn.seat ? 1 : 0));
      if (last) {
        const token = turn.player.id === ana.id ? ana.token : ben.token;
        await expectPriced(['Mutation.score'], `mutation { score(gameId: "${open}", column: ${box.column}, category: ${box.category}) { status } }`, {}, token);
        break;
      }
      view = await service.games.act(turn.player, open, box ? { type: 'score', column: box.column, category: box.category } : { type: 'roll' });
    }
    await expectPriced(['Mutation.rematch'], `mutation { rematch(gameId: "${open}") { id } }`, {}, ben.token);
    const waiting = (await service.games.create(ana, { ruleset: 'yams-6', seats: 3, visibility: 'public' })).id;
    await service.games.join(ben, waiting);
    await expectPriced(['Mutation.leaveGame'], `mutation { leaveGame(gameId: "${waiting}") { status } }`, {}, ben.token);
    await expectPriced(['Mutation.resign'], `mutation { resign(gameId: "${solo.createGame.id}") { status } }`, {}, ana.token);
  });

  it('webhooks: register, list, test, its deliveries, rotate, delete', async () => {
    const hook = (await expectPriced(['Mutation.registerWebhook'], `mutation { registerWebhook(url: "${receiver.origin}/h") { webhook { id } } }`, {}, ana.token)).registerWebhook.webhook.id;
    await expectPriced(['Query.webhooks'], '{ webhooks { id } }', {}, ana.token);
    await expectPriced(['Mutation.testWebhook'], `mutation { testWebhook(webhookId: "${hook}") { status } }`, {}, ana.token);
    await expectPriced(['Query.webhookDeliveries'], `{ webhookDeliveries(webhookId: "${hook}", first: 5) { edges { node { status } } } }`, {}, ana.token);
    await expectPriced(['Mutation.rotateWebhookSecret'], `mutation { rotateWebhookSecret(webhookId: "${hook}") { secret } }`, {}, ana.token);
    await expectPriced(['Mutation.deleteWebhook'], `mutation { deleteWebhook(webhookId: "${hook}") }`, {}, ana.token);
  });
});

describe('tokens, push, invitations, ratings and tournaments cost what they are priced at', () => {
  it('tokens: create, list, test, revoke, replace', async () => {
    const cy = await fresh().service.players.register('Cy');
    const created = await expectPriced(['Mutation.createToken'], 'mutation { createToken(name: "bot", scopes: ["games:read"]) { accessToken token { id } } }', {}, cy.token);
    // Priced for the expired tokens it may meet and delete: none here.
    await expectPriced(['Query.tokens'], '{ tokens { id } }', {}, cy.token);
    await expectPriced(['Query.testTokens'], '{ testTokens(tokens: [$a, "yamb_nope"]) { active } }'.replace('$a', JSON.stringify(created.createToken.accessToken)), {}, undefined);
    await expectPriced(['Mutation.revokeToken'], `mutation { revokeToken(tokenId: "${created.createToken.token.id}") }`, {}, cy.token);
    const personal = (await expectPriced(['Mutation.createToken'], 'mutation { createToken(name: "y", scopes: ["games:read"]) { accessToken } }', {}, cy.token)).createToken;
    await expectPriced(['Mutation.revokeCurrentToken'], 'mutation { revokeCurrentToken }', {}, personal.accessToken);
    await expectPriced(['Mutation.replaceAccountToken'], 'mutation { replaceAccountToken { accessToken } }', {}, cy.token);
  });

  it('push: the key, subscribe, list, delete', async () => {
    await expectPriced(['Query.pushKey'], '{ pushKey { publicKey } }', {}, undefined, true);
    const made = await expectPriced(['Mutation.createPushSubscription'], 'mutation($s: PushSubscriptionInput!) { createPushSubscription(subscription: $s) { id } }', { s: pushService.browser().subscription }, ana.token);
    await expectPriced(['Query.pushSubscriptions'], '{ pushSubscriptions { id } }', {}, ana.token, true);
    await expectPriced(['Mutation.deletePushSubscription'], `mutation { deletePushSubscription(subscriptionId: "${made.createPushSubscription.id}") }`, {}, ana.token);
  });

  it('invitations: invite a player by id, decline', async () => {
    const game = await fresh().service.games.create(ana, { ruleset: 'yams-6', seats: 3 });
    await expectPriced(['Mutation.invitePlayer'], `mutation { invitePlayer(gameId: "${game.id}", player: "${ben.id}") { version } }`, {}, ana.token);
    await expectPriced(['Mutation.declineInvitation'], `mutation { declineInvitation(gameId: "${game.id}") }`, {}, ben.token);
  });

  it('ratings: a player’s, a ruleset’s list', async () => {
    // Priced for a rank in every ruleset: Ana has none.
    await expectPriced(['Player.ratings'], `{ player(id: "${ana.id}") { ratings { rating rank } } }`, {}, undefined);
    await expectPriced(['Query.ratings'], '{ ratings(ruleset: "yams-5", first: 3) { edges { node { rating } } } }', {}, undefined, true);
  });

  it('tournaments: create, join, leave, one, a list and each item’s tournament', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const made = await expectPriced(['Mutation.createTournament'], 'mutation($at: DateTime!) { createTournament(name: "Cup", ruleset: "yams-5", tableSize: 2, rounds: 1, turnSeconds: 600, startsAt: $at) { id } }', { at }, ana.token);
    const id = made.createTournament.id;
    await expectPriced(['Mutation.joinTournament'], `mutation { joinTournament(tournamentId: "${id}") { version } }`, {}, ben.token);
    await expectPriced(['Mutation.leaveTournament'], `mutation { leaveTournament(tournamentId: "${id}") { version } }`, {}, ben.token);
    await expectPriced(['Query.tournament'], `{ tournament(id: "${id}") { id } }`, {}, undefined, true);
    await expectPriced(['Query.tournaments', 'TournamentSummary.tournament'], '{ tournaments(first: 3) { edges { node { tournament { id } } } } }', {}, undefined);
    // One that has started, for its stream: made and joined an hour and a half ago, started by the sweeper now.
    const past = fresh(() => Date.now() - 5_400_000).service;
    const cup = await past.tournaments.create(ana, { name: 'Early cup', ruleset: 'yams-5', tableSize: 2, rounds: 1, turnSeconds: 600, startsAt: new Date(Date.now() - 3_600_000).toISOString() });
    for (const p of [ana, ben]) await past.tournaments.join(p, cup.id);
    await fresh().service.sweepTournaments();
    expect((await fresh().service.tournaments.get(cup.id)).status).toBe('running');
    started = cup.id;
  });
});

describe('subscriptions cost at most their price before their first event', () => {
  it.each([
    ['Subscription.gameEvents', (): string => `subscription { gameEvents(gameId: "${finished.id}") { id } }`, false],
    ['Subscription.myEvents', (): string => 'subscription { myEvents { id } }', true],
    ['Subscription.tournamentEvents', (): string => `subscription { tournamentEvents(tournamentId: "${started}") { id } }`, false],
  ] as const)('%s', async (field, query, authenticated) => {
    const { app, service } = fresh();
    const before = counting.faults.calls.length;
    const abort = new AbortController();
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream', ...(authenticated && { authorization: `Bearer ${ana.token}` }) };
    const response = await app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query: query() }), signal: abort.signal }));
    const stream = sseReader(response, abort);
    if (authenticated) await service.games.act(ana, active.id, { type: 'roll' }).catch(() => service.games.act(ana, active.id, { type: 'score', column: 'down', category: 'ones' }));
    const [first] = await stream.next(1);
    const calls = counting.faults.calls.length - before;
    stream.close();
    expect(JSON.parse(first!.data).data).toBeDefined();
    covered.add(field);
    // The move played to make an event is counted too when the stream waits for one: it is not the stream's.
    expect(calls).toBeLessThanOrEqual(price(query()) + (authenticated ? 20 : 0));
  });
});

describe('the price list', () => {
  it('names every root field of the schema', () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => (type ? Object.keys(type.getFields()).map((f) => `${type.name}.${f}`) : []));
    expect(roots.filter((r) => STORE_CALLS[r] === undefined)).toEqual([]);
  });

  it('names only fields of the schema, and each has its case above', () => {
    for (const coordinate of Object.keys(STORE_CALLS)) {
      const [type, field] = coordinate.split('.') as [string, string];
      const named = schema.getType(type);
      expect(named && isObjectType(named) && getNamedType(named.getFields()[field]?.type ?? named) !== undefined && named.getFields()[field] !== undefined, coordinate).toBe(true);
    }
    expect(Object.keys(STORE_CALLS).filter((c) => !covered.has(c))).toEqual([]);
  });
});
