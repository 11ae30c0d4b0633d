import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCHER_ENTRY, SWEEPER_ENTRY } from '../../infra/bundle.js';
import { buildBundle } from '../../scripts/build.js';
import { createServiceFor } from '../../src/entry/service.js';
import { parseKeyringSecret } from '../../src/entry/webhook-keys.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { gameKey } from '../../src/store/keys.js';
import { rawItem, streamRecord } from '../entry/support.js';
import { startReceiver } from '../support/receiver.js';
import { captureJsonLogs } from '../support/logs.js';
import { startFakeSecretsManager } from './fake-secrets.js';
import { zodAndSchemas } from './schema-inputs.js';

/*
 * The webhook functions' deployed artefacts: the dispatcher and sweeper bundles, built with the
 * shared esbuild options, loaded with the environment the stack gives them (the keyring read
 * from a stand-in for Secrets Manager, the table reached by the environment's endpoint). The
 * games are written by a service as the API function writes them; the dispatcher bundle is
 * handed their stream records.
 */
type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;
type SweepHandler = (event: unknown, context: Context) => Promise<{ sweeps: number; cursors: number; timeouts: number }>;

const ENVIRONMENT = [
  'TABLE_NAME',
  'WEBHOOK_KEYS_SECRET_ARN',
  'ALLOW_PRIVATE_WEBHOOKS',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/test/webhook-keys-XyZ123';
// The shape the stack generates.
const SECRET = JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') });
const context = { functionName: 'yamb-webhooks', awsRequestId: 'test', getRemainingTimeInMillis: () => 300_000 } as unknown as Context;

const logs = captureJsonLogs();
let dir: string;
let dynamo: EmbeddedDynamo;
let secrets: Awaited<ReturnType<typeof startFakeSecretsManager>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let writer: Service;
let bundles: { dispatcher: Awaited<ReturnType<typeof buildBundle>>; sweeper: Awaited<ReturnType<typeof buildBundle>> };
let dispatch: StreamHandler;
let sweep: SweepHandler;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yamb-webhook-bundles-'));
  bundles = {
    dispatcher: await buildBundle(join(dir, 'dispatcher', 'index.mjs'), DISPATCHER_ENTRY),
    sweeper: await buildBundle(join(dir, 'sweeper', 'index.mjs'), SWEEPER_ENTRY),
  };
  dynamo = await startEmbeddedDynamo({ tableName: 'yamb-webhook-bundles' });
  secrets = await startFakeSecretsManager({ [SECRET_ARN]: SECRET });
  receiver = await startReceiver();
  Object.assign(process.env, {
    TABLE_NAME: dynamo.tableName,
    WEBHOOK_KEYS_SECRET_ARN: SECRET_ARN,
    // The receiver is on the loopback; the stack sets false.
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  writer = createServiceFor({
    client: dynamo.client,
    tableName: dynamo.tableName,
    logger: silentLogger,
    notifications: { keyring: parseKeyringSecret(SECRET), feed: 'stream', env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } },
  });
  dispatch = ((await import(/* @vite-ignore */ pathToFileURL(bundles.dispatcher.file).href)) as { handler: StreamHandler }).handler;
  sweep = ((await import(/* @vite-ignore */ pathToFileURL(bundles.sweeper.file).href)) as { handler: SweepHandler }).handler;
});

afterAll(async () => {
  await receiver?.close();
  await secrets?.close();
  await dynamo?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the webhook function bundles', () => {
  it('hold their entry, no embedded engine and no HTTP app', () => {
    for (const [bundle, entry] of [[bundles.dispatcher, DISPATCHER_ENTRY], [bundles.sweeper, SWEEPER_ENTRY]] as const) {
      expect(bundle.inputs).toContain(entry);
      expect(bundle.inputs.some((p) => p.includes('node_modules/dynalite/'))).toBe(false);
      expect(bundle.inputs).not.toContain('src/entry/embedded-dynamo.ts');
      expect(bundle.inputs.some((p) => p.startsWith('src/http/') || p.startsWith('src/graphql/'))).toBe(false);
    }
    expect(bundles.dispatcher.inputs.some((p) => p.includes('node_modules/@aws-lambda-powertools/batch/'))).toBe(true);
  });

  it("load none of the contract's schemas nor zod: they validate no request, and take the contract's plain data alone", () => {
    for (const bundle of [bundles.dispatcher, bundles.sweeper]) {
      const contract = bundle.loadedInputs.filter((p) => p.startsWith('src/contract/'));
      expect(contract).toEqual(expect.arrayContaining(['src/contract/errors.ts', 'src/contract/options.ts']));
      expect(zodAndSchemas(bundle.loadedInputs)).toEqual([]);
    }
  });

  it('read the keyring from Secrets Manager once each, when they load', () => {
    expect(secrets.reads).toEqual([SECRET_ARN, SECRET_ARN]);
  });

  it('answer an empty batch and an idle minute without error', async () => {
    expect(await dispatch({ Records: [] }, context)).toEqual({ batchItemFailures: [] });
    expect(await sweep({ version: '0', 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} }, context)).toEqual({ sweeps: 1, cursors: 0, timeouts: 0, tournaments: 0, bots: 0 });
  });

  it("the dispatcher delivers a stream record's game events, signed, and reports an unreadable one", async () => {
    const { player } = await writer.players.register('Ana');
    const { secret } = await writer.webhooks!.register(player.id, { url: `${receiver.origin}/ana` });
    const game = await writer.games.create(player, { ruleset: 'jamb', seats: 1 });
    const record = streamRecord(await rawItem(dynamo.client, dynamo.tableName, gameKey(game.id)), 'INSERT');
    const broken = streamRecord(await rawItem(dynamo.client, dynamo.tableName, gameKey(game.id)));
    broken.dynamodb!.NewImage!.d = { S: 'not a game state' };
    broken.dynamodb!.Keys!.pk = { S: 'G#some-other-game' };

    const response = await dispatch({ Records: [record, broken] }, context);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: broken.dynamodb!.SequenceNumber }] });
    const events = receiver.received.filter((d) => d.path === '/ana').map((d) => new Webhook(secret).verify(d.body, d.headers) as { id: string; type: string });
    expect(events[0]).toMatchObject({ id: `${game.id}.1.0`, type: 'game.created' });
    expect(events.map((e) => e.id.split('.')[1])).toEqual(events.map(() => '1'));
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'stream record failed', sequenceNumber: broken.dynamodb!.SequenceNumber }));
  });
});
