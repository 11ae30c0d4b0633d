import type { Context, DynamoDBRecord } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceFor } from '../../src/entry/service.js';
import { createServiceFromEnv } from '../../src/entry/lambda-env.js';
import { createSweepHandler } from '../../src/entry/scheduled-sweep.js';
import { createStreamHandler } from '../../src/entry/stream-dispatch.js';
import { silentLogger } from '../../src/log.js';
import { parseKeyring } from '../../src/notify/index.js';
import type { Service } from '../../src/service/index.js';
import { gameKey, playerKey } from '../../src/store/keys.js';
import { useEmbeddedStore } from '../support/store.js';
import { startReceiver } from '../support/receiver.js';
import { rawItem, streamRecord } from './support.js';

/*
 * The deployed feed, run here: a service with webhooks writes games to the embedded store
 * (the API function's part), and the stream handler is handed stream records of those writes,
 * shaped as Lambda shapes them (NEW_IMAGE, marshalled, binary as base64), with a dispatcher
 * built from the environment as the dispatcher function builds it. The receiver on the
 * loopback checks what arrives with the `standardwebhooks` library.
 */

const ctx = useEmbeddedStore();
const KEYS = `k1:${randomBytes(32).toString('base64')}`;
const ENVIRONMENT = ['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));
const context = { functionName: 'dispatcher', awsRequestId: 'test', getRemainingTimeInMillis: () => 300_000 } as unknown as Context;

/** The dispatcher function's environment (ALLOW_PRIVATE_WEBHOOKS for the loopback receiver; a failed delivery is due again at once). */
const env = () => ({ TABLE_NAME: ctx.db.tableName, WEBHOOK_KEYS: KEYS, ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_RETRY_SECONDS: '0' });

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let writer: Service;
let handler: ReturnType<typeof createStreamHandler>;
let sweeper: ReturnType<typeof createSweepHandler>;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  // The dispatcher's client finds the store the way a function finds DynamoDB: by the environment.
  Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: ctx.db.endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  writer = createServiceFor({ client: ctx.db.client, tableName: ctx.db.tableName, logger: silentLogger, rateLimit: null, notifications: { keyring: parseKeyring(KEYS), feed: 'stream', env: env() } });
  const { service, dispatcher } = await createServiceFromEnv(env(), { logger: (e) => logs.push(e) });
  handler = createStreamHandler({ follow: service.follow, log: (e) => logs.push(e) });
  sweeper = createSweepHandler({ dispatcher, log: (e) => logs.push(e) });
});

afterAll(async () => {
  await receiver?.close();
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

async function player(name: string, path: string, events?: string[]) {
  const { player: view } = await writer.players.register(name);
  const { secret } = await writer.webhooks!.register(view.id, { url: `${receiver.origin}${path}`, ...(events && { events }) });
  return { id: view.id, name, secret };
}

/** The game item as it stands now, as a stream record. */
async function gameRecord(gameId: string): Promise<DynamoDBRecord> {
  return streamRecord(await rawItem(ctx.db.client, ctx.db.tableName, gameKey(gameId)));
}

/** What reached `path`, each delivery verified with the endpoint's secret. */
function delivered(path: string, secret: string) {
  return receiver.received
    .filter((d) => d.path === path)
    .map((d) => new Webhook(secret).verify(d.body, d.headers) as { id: string; type: string; data: { gameId: string; version: number } });
}

describe('the stream dispatcher', () => {
  it("delivers a batch of one game's writes to its players' webhooks, in order, each event once", async () => {
    const ana = await player('Ana', '/ana');
    const ben = await player('Ben', '/ben');
    const created = await writer.games.create(ana, { ruleset: 'jamb', seats: 2 });
    const records = [await gameRecord(created.id)];
    const started = await writer.games.join(ben, created.id, { invitation: created.invitation!.code });
    records.push(await gameRecord(created.id));
    const rolled = await writer.games.act(ana, created.id, { type: 'roll' }, { expectedVersion: started.version });
    records.push(await gameRecord(created.id));
    expect(rolled.version).toBe(3);
    // Nothing is sent before the stream hands the writes over: the writer's feed is the stream.
    expect(receiver.received.filter((d) => d.path === '/ana' || d.path === '/ben')).toEqual([]);

    expect(await handler({ Records: records }, context)).toEqual({ batchItemFailures: [] });

    const toAna = delivered('/ana', ana.secret);
    const toBen = delivered('/ben', ben.secret);
    expect(toAna.every((e) => e.data.gameId === created.id)).toBe(true);
    expect(toAna.map((e) => e.data.version)).toEqual([...toAna.map((e) => e.data.version)].sort((a, b) => a - b));
    expect(new Set(toAna.map((e) => e.data.version))).toEqual(new Set([1, 2, 3]));
    expect(toAna[0]).toMatchObject({ id: `${created.id}.1.0`, type: 'game.created' });
    expect(toAna.map((e) => e.type)).toEqual(expect.arrayContaining(['player.joined', 'game.started', 'turn.started', 'move.rolled']));
    // Ben was seated by the join: he gets its events and what followed, nothing of version 1.
    expect(toBen.map((e) => e.data.version)[0]).toBe(2);
    expect(toBen.map((e) => e.type)).toEqual(expect.arrayContaining(['game.started', 'move.rolled']));
    for (const got of [toAna, toBen]) expect(new Set(got.map((e) => e.id)).size).toBe(got.length);
  });

  it("fails a game's later records with its failed one, so the retry from the failure delivers each event once", async () => {
    const fay = await player('Fay', '/fay');
    const gus = await player('Gus', '/gus');
    const game = await writer.games.create(fay, { ruleset: 'yams-5', seats: 1 });
    const records = [await gameRecord(game.id)];
    await writer.games.act(fay, game.id, { type: 'roll' }, { expectedVersion: game.version });
    records.push(await gameRecord(game.id));
    const other = await writer.games.create(gus, { ruleset: 'jamb', seats: 1 });
    records.push(await gameRecord(other.id));
    // The first dispatch of Fay's game at version 1 fails (a store fault, say); all else works.
    const { service } = await createServiceFromEnv(env(), { logger: silentLogger });
    let faults = 1;
    const flaky = createStreamHandler({
      follow: (w) => (w.kind === 'game' && w.game.id === game.id && w.game.state.version === 1 && faults-- > 0 ? Promise.reject(new Error('store unavailable')) : service.follow(w)),
      log: silentLogger,
    });

    const first = await flaky({ Records: records }, context);

    // Version 2 fails with version 1, without being dispatched: nothing of that game was sent.
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: records[0]!.dynamodb!.SequenceNumber }, { itemIdentifier: records[1]!.dynamodb!.SequenceNumber }]);
    expect(receiver.received.filter((d) => d.path === '/fay')).toEqual([]);
    expect(delivered('/gus', gus.secret).map((e) => e.data.gameId)[0]).toBe(other.id);
    const toGus = receiver.received.filter((d) => d.path === '/gus').length;

    // Lambda resumes the shard at the first failure: the same records, from there on.
    expect(await flaky({ Records: records }, context)).toEqual({ batchItemFailures: [] });

    const toFay = delivered('/fay', fay.secret);
    expect(toFay.map((e) => e.data.version)).toEqual([...toFay.map((e) => e.data.version)].sort((a, b) => a - b));
    expect(new Set(toFay.map((e) => e.data.version))).toEqual(new Set([1, 2]));
    expect(new Set(toFay.map((e) => e.id)).size).toBe(toFay.length);
    expect(receiver.received.filter((d) => d.path === '/gus')).toHaveLength(toGus);
  });

  it("dispatches one game's records one after the other, and different games' side by side", async () => {
    const hal = await player('Hal', '/hal');
    const a = await writer.games.create(hal, { ruleset: 'jamb', seats: 1 });
    const a1 = await gameRecord(a.id);
    await writer.games.act(hal, a.id, { type: 'roll' }, { expectedVersion: a.version });
    const a2 = await gameRecord(a.id);
    const b = await writer.games.create(hal, { ruleset: 'jamb', seats: 1 });
    const b1 = await gameRecord(b.id);
    const events: string[] = [];
    const release = new Map<string, () => void>();
    const started = new Map<string, Promise<void>>();
    const signal = new Map<string, () => void>();
    for (const name of ['a1', 'a2', 'b1']) started.set(name, new Promise((r) => signal.set(name, r)));
    const nameOf = (g: { id: string; state: { version: number } }) => `${g.id === a.id ? 'a' : 'b'}${g.state.version}`;
    const gated = createStreamHandler({
      follow: (w) => {
        if (w.kind !== 'game') return Promise.resolve();
        const name = nameOf(w.game);
        events.push(`start ${name}`);
        signal.get(name)!();
        return new Promise<void>((r) => release.set(name, () => (events.push(`end ${name}`), r())));
      },
      log: silentLogger,
    });

    const response = gated({ Records: [a1, b1, a2] }, context);
    await Promise.all([started.get('a1'), started.get('b1')]);
    // Both games are under way, and the game's second record waits for its first.
    expect(events).toEqual(['start a1', 'start b1']);
    release.get('b1')!();
    release.get('a1')!();
    await started.get('a2');
    release.get('a2')!();
    expect(await response).toEqual({ batchItemFailures: [] });
    expect(events.indexOf('start a2')).toBeGreaterThan(events.indexOf('end a1'));
  });

  it('reports an unreadable game image as a batch item failure and dispatches the records around it', async () => {
    const cy = await player('Cy', '/cy', ['game.created']);
    const first = await writer.games.create(cy, { ruleset: 'yams-5', seats: 1 });
    const second = await writer.games.create(cy, { ruleset: 'yams-6', seats: 1 });
    const good = [await gameRecord(first.id), await gameRecord(second.id)];
    const broken = await gameRecord(first.id);
    broken.dynamodb!.NewImage!.r = { S: 'chess' };
    broken.dynamodb!.Keys!.pk = { S: 'G#another-game' };

    const response = await handler({ Records: [good[0]!, broken, good[1]!] }, context);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: broken.dynamodb!.SequenceNumber }]);
    expect(delivered('/cy', cy.secret).map((e) => e.id).sort()).toEqual([`${first.id}.1.0`, `${second.id}.1.0`].sort());
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'stream record failed', sequenceNumber: broken.dynamodb!.SequenceNumber }));
    // A batch of nothing but failures is an invocation error: Lambda then splits the batch (bisect) and retries.
    await expect(handler({ Records: [broken] }, context)).rejects.toThrow();
  });

  it('passes over records of other items and records without a new image, and answers an empty batch', async () => {
    const dee = await player('Dee', '/dee');
    const playerItem = streamRecord(await rawItem(ctx.db.client, ctx.db.tableName, { pk: playerKey(dee.id).pk, sk: 'P' }), 'INSERT');
    const removed: DynamoDBRecord = { ...playerItem, eventName: 'REMOVE', dynamodb: { ...playerItem.dynamodb, NewImage: undefined, SequenceNumber: `${playerItem.dynamodb!.SequenceNumber}1` } };
    expect(await handler({ Records: [playerItem, removed] }, context)).toEqual({ batchItemFailures: [] });
    expect(await handler({ Records: [] }, context)).toEqual({ batchItemFailures: [] });
    expect(receiver.received.filter((d) => d.path === '/dee')).toEqual([]);
  });

  it('leaves a failed delivery to the sweeper, which delivers it with the same webhook-id', async () => {
    const eve = await player('Eve', '/eve', ['game.created']);
    receiver.scripts.set('/eve', [503]);
    const game = await writer.games.create(eve, { ruleset: 'jamb', seats: 1 });
    // The endpoint's failure is the dispatcher's to retry, not the stream's: the record succeeded.
    expect(await handler({ Records: [await gameRecord(game.id)] }, context)).toEqual({ batchItemFailures: [] });
    expect(receiver.received.filter((d) => d.path === '/eve')).toHaveLength(1);

    const swept = await sweeper({}, context);

    expect(swept.cursors).toBeGreaterThanOrEqual(1);
    const attempts = receiver.received.filter((d) => d.path === '/eve');
    expect(attempts.map((d) => d.headers['webhook-id'])).toEqual([`${game.id}.1.0`, `${game.id}.1.0`]);
    expect(delivered('/eve', eve.secret)).toHaveLength(2);
    // Nothing is due any more: the next minute's sweep finds nothing.
    expect(await sweeper({}, context)).toEqual({ sweeps: 1, cursors: 0, timeouts: 0 });
  });
});
