import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { STORE_LIMITS } from '../../src/store/client.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { finishQuickly } from '../service/support.js';
import type { FaultyClient } from '../support/faults.js';
import { faultyStore, is } from '../support/faults.js';
import { seededRandom } from '../support/random.js';
import { startReceiver } from '../support/receiver.js';
import { manualScheduler } from '../support/scheduler.js';
import { useEmbeddedStore } from '../support/store.js';
import { expectProblem, expectReplays, headersFor, rawGame, send, versionOf } from './support.js';

/*
 * The writes of an invitation under faults, injected between the service and a real store
 * (test/support/faults.ts):
 * - lost reply: the game write lands and its answer is lost (once, or every resend): the
 *   service recognises its own write and answers it; a repeat changes nothing;
 * - the listing fails before the game write: 503, nothing changed, and the repeat applies it once;
 * - crash right after the write: the game write lands and nothing after it runs (no answer,
 *   no dispatch, no projection). The process that starts next delivers the invitation's
 *   events from the game's log, and the invited player's list is right: an invitation is
 *   listed before its game write, and a declined one is checked against the game.
 */

const ctx = useEmbeddedStore();
const GIVE_UP = STORE_LIMITS.attempts;
const keyring = createKeyring([{ id: 'k', key: Buffer.alloc(32, 9) }]);
let faults: FaultyClient;
let app: App;
let service: Service;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** A process of the server over the faulty store: its webhooks are dispatched by the tests (`settle`), never by a timer. */
function startProcess() {
  const sweeper = manualScheduler();
  const notify = createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName });
  const started = createService({
    store: ctx.store,
    random: seededRandom(`invitation-faults-${Math.random()}`),
    log: silentLogger,
    notifications: { store: notify, keyring, allowPrivate: true, retrySchedule: [0], feed: 'local' },
    scheduler: sweeper.schedule,
  });
  return { service: started, settle: async () => (await started.feed!.idle(), await sweeper.run()) };
}

beforeAll(async () => {
  receiver = await startReceiver();
  const faulty = faultyStore(ctx.db);
  faults = faulty.faults;
  service = createService({ store: faulty.store, random: seededRandom('invitation-faults'), log: silentLogger });
  app = createApp({ service, logger: silentLogger });
});

afterAll(() => receiver.close());

async function player(name: string) {
  const { player: p, token } = await service.players.register(name);
  return { id: p.id, name, token, ref: { id: p.id, name } };
}

const invite = (token: string, gameId: string, playerId: string) => send(app, { method: 'POST', path: `/v1/games/${gameId}/invitations`, headers: headersFor(token), body: { player: playerId } });
const decline = (token: string, gameId: string) => send(app, { method: 'DELETE', path: `/v1/players/me/invitations/${gameId}`, headers: headersFor(token) });
const listed = async (playerId: string) => (await service.lists.invitations(playerId, { limit: 20 })).items.map((g) => g.id);
const invites = async (gameId: string) => (await service.games.moves(gameId)).moves.filter((m) => m.type === 'invite').length;

describe('an invitation whose reply is lost', () => {
  it.each([
    ['once', 1],
    ['on every resend', GIVE_UP],
  ])('lands once and is answered (%s); the repeat changes nothing', async (_, times) => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create(ana.ref, { ruleset: 'jamb', seats: 2 });
    const armed = faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', error: 'network', times, sameItem: true });
    const first = await invite(ana.token, game.id, ben.id);
    faults.clear();
    expect(armed.fired).toBe(true);
    expect(first.status, first.text).toBe(200);
    expect((first.json as GameView).lastMove).toMatchObject({ type: 'invite', version: 2, invited: [{ id: ben.id }] });
    const again = await invite(ana.token, game.id, ben.id);
    expect([again.status, (again.json as GameView).version]).toEqual([200, 2]);
    expect(await invites(game.id)).toBe(1);
    expect(await listed(ben.id)).toEqual([game.id]);
    await expectReplays(service, game.id);
  });

  it('a decline whose reply is lost is answered 204, once', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create(ana.ref, { ruleset: 'jamb', seats: 2 });
    await service.games.invite(ana.ref, game.id, ben.id);
    faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', error: 'network' });
    expect((await decline(ben.token, game.id)).status).toBe(204);
    faults.clear();
    expect((await decline(ben.token, game.id)).status).toBe(204);
    expect((await service.games.moves(game.id)).moves.map((m) => m.type)).toEqual(['create', 'invite', 'decline']);
    expect(await listed(ben.id)).toEqual([]);
  });
});

describe('an invitation whose listing fails before the game write', () => {
  it('is refused with 503 and changes nothing; the repeat applies it once', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create(ana.ref, { ruleset: 'jamb', seats: 2 });
    const before = await rawGame(ctx.db, game.id);
    faults.inject({ command: 'PutCommand', where: is.invitationPut, when: 'before', times: GIVE_UP, sameItem: true });
    const refused = await invite(ana.token, game.id, ben.id);
    faults.clear();
    expect(expectProblem(refused)).toBe('UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await rawGame(ctx.db, game.id)).toEqual(before);
    expect((await invite(ana.token, game.id, ben.id)).status).toBe(200);
    expect(versionOf(await rawGame(ctx.db, game.id))).toBe(2);
    expect(await listed(ben.id)).toEqual([game.id]);
  });
});

describe('a process that dies right after the write', () => {
  it('of an invitation: the next process delivers invitation.received, and the list has it', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const next = startProcess();
    const registered = await next.service.webhooks!.register(ben.id, { url: `${receiver.origin}/ben-crash`, events: [] });
    const game = await service.games.create(ana.ref, { ruleset: 'yams-6', seats: 3 });
    // The write lands; the process dies before anything after it: the request gets no answer of it.
    faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', error: 'bug' });
    const died = await invite(ana.token, game.id, ben.id);
    faults.clear();
    expect(died.status).toBe(500);
    expect(versionOf(await rawGame(ctx.db, game.id))).toBe(2);
    expect(await listed(ben.id)).toEqual([game.id]);

    await next.service.feed!.recover();
    await next.settle();
    const got = receiver.received.filter((d) => d.path === '/ben-crash').map((d) => new Webhook(registered.secret).verify(d.body, d.headers) as { id: string; type: string });
    expect(got.map((e) => [e.id, e.type])).toEqual([[`${game.id}.2.1`, 'invitation.received']]);
    next.service.feed!.stop();
  });

  it('of a decline: the list never shows the invitation again, though its unlisting never ran', async () => {
    const [ana, ben] = [await player('Ana'), await player('Ben')];
    const game = await service.games.create(ana.ref, { ruleset: 'jamb', seats: 3 });
    await service.games.invite(ana.ref, game.id, ben.id);
    faults.inject({ command: 'PutCommand', where: is.gameWrite, when: 'after', error: 'bug' });
    expect((await decline(ben.token, game.id)).status).toBe(500);
    faults.clear();
    expect(versionOf(await rawGame(ctx.db, game.id))).toBe(3);
    expect(await listed(ben.id)).toEqual([]);
    expect(expectProblem(await send(app, { method: 'POST', path: `/v1/games/${game.id}/join`, headers: headersFor(ben.token) }))).toBe('INVITATION_REQUIRED');
  });

  it('of a rematch: its invitations are listed, and its kept seat is still kept', async () => {
    const [ana, ben, eve] = [await player('Ana'), await player('Ben'), await player('Eve')];
    const game = await service.games.create(ana.ref, { ruleset: 'yams-5', seats: 2 });
    const finished = await finishQuickly(service, await service.games.join(ben.ref, game.id, { invitation: game.invitation!.code }));
    faults.inject({ command: 'PutCommand', where: (input) => is.gameWrite(input) && (input.Item as { v?: number }).v === 1, when: 'after', error: 'bug' });
    const died = await send(app, { method: 'POST', path: `/v1/games/${finished.id}/rematch`, headers: headersFor(ana.token) });
    faults.clear();
    expect(died.status).toBe(500);
    const [rematchId] = await listed(ben.id);
    expect(rematchId).toBeDefined();
    const rematch = await service.games.get(rematchId!, ana.id);
    expect(expectProblem(await send(app, { method: 'POST', path: `/v1/games/${rematchId}/join`, headers: headersFor(eve.token), body: { invitation: rematch.invitation!.code } }))).toBe('INVITATION_REQUIRED');
    expect((await service.games.join(ben.ref, rematchId!)).status).toBe('active');
  });
});
