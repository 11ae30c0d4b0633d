import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC, METRICS_NAMESPACE, SERVICE_DIMENSION, metricsService } from '../../src/metrics.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { gameKey } from '../../src/store/keys.js';
import { rawItem, streamRecord } from '../entry/support.js';
import { captureStdout } from '../support/logs.js';
import { startReceiver } from '../support/receiver.js';
import { startFakeSecretsManager } from './fake-secrets.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { synthesize } from './synth.js';

/*
 * The metrics the functions emit against the ones the alarms and the dashboard watch. The three
 * Lambda entry points (the API, the stream dispatcher, the sweeper) are loaded from their
 * sources with the environment the stack gives them, and played through the paths that count
 * something: accepted actions, a replay, a version conflict, a bot's turns, the rate limit, a
 * turn timed out by the sweeper, webhook deliveries and pushes that succeed and fail (to a real receiver).
 * Their EMF lines are taken off stdout and read as CloudWatch reads them; every metric the
 * synthesized stack refers to must be among them, under the same namespace and dimension.
 */
type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Handler<E> = (event: E, context: Context) => Promise<unknown>;

const STAGE = 'dev';
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/dev/webhook-keys-AbCdEf';
const PUSH_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/dev/push-key-AbCdEf';
const ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: metricsService(STAGE),
  WEBHOOK_KEYS_SECRET_ARN: SECRET_ARN,
  PUSH_KEYS_SECRET_ARN: PUSH_SECRET_ARN,
  ALLOW_PRIVATE_WEBHOOKS: 'true',
  RATE_LIMIT_PER_SECOND: '1',
  RATE_LIMIT_BURST: '40',
  MIN_TURN_SECONDS: '1',
  AWS_REGION: 'local',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const NAMES = [...Object.keys(ENVIRONMENT), 'TABLE_NAME', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_SECRETS_MANAGER'];
const saved = Object.fromEntries(NAMES.map((k) => [k, process.env[k]]));

const { emf, logs } = captureStdout();
let gameId: string;
let anaToken: string;
let dynamo: EmbeddedDynamo;
let secrets: Awaited<ReturnType<typeof startFakeSecretsManager>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let api: ApiHandler;
let dispatch: Handler<DynamoDBStreamEvent>;
let sweep: Handler<unknown>;
let template: Template;

let invocations = 0;
const context = () => ({ functionName: 'yamb', awsRequestId: `invocation-${++invocations}`, getRemainingTimeInMillis: () => 60_000 }) as unknown as Context;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const event = {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'api.test', ...(text !== undefined && { 'content-type': 'application/json' }), ...headers },
    requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'vitest' }, requestId: `gw-${invocations}`, stage: '$default', timeEpoch: Date.now() },
    ...(text !== undefined && { body: text }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = await api(event, context());
  return { status: result.statusCode ?? 200, json: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : {} };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  dynamo = await startEmbeddedDynamo({ tableName: 'yamb-metric-names' });
  secrets = await startFakeSecretsManager({
    [SECRET_ARN]: JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') }),
    [PUSH_SECRET_ARN]: JSON.stringify({ privateKey: randomBytes(32).toString('hex') }),
  });
  receiver = await startReceiver();
  Object.assign(process.env, ENVIRONMENT, { TABLE_NAME: dynamo.tableName, AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint, AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint });
  api = ((await import('../../src/entry/lambda.js')) as { handler: ApiHandler }).handler;
  dispatch = ((await import('../../src/entry/dispatcher.js')) as { handler: Handler<DynamoDBStreamEvent> }).handler;
  sweep = ((await import('../../src/entry/sweeper.js')) as { handler: Handler<unknown> }).handler;
  template = synthesize({ stage: STAGE });

  const ana = (await call('POST', '/v1/players', { name: 'Ana' })).json as { token: string };
  anaToken = ana.token;
  const bo = (await call('POST', '/v1/players', { name: 'Bo' })).json as { token: string; player: { id: string } };
  // Two webhooks of Ana's: one endpoint answers, the other fails.
  receiver.scripts.set('/down', Array.from({ length: 50 }, () => 500));
  for (const path of ['/up', '/down']) expect((await call('POST', '/v1/webhooks', { url: `${receiver.origin}${path}` }, bearer(ana.token))).status).toBe(201);
  // And two browsers: one push service takes her pushes, the other fails them.
  receiver.scripts.set('/push-down', Array.from({ length: 50 }, () => 500));
  for (const path of ['/push-up', '/push-down']) {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const subscription = { endpoint: `${receiver.origin}${path}`, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    expect((await call('POST', '/v1/push-subscriptions', { subscription }, bearer(ana.token))).status).toBe(201);
  }

  // A game against a bot: Ana's create, a roll (repeated with its key: a replay), a stale
  // If-Match (a conflict), then her score, after which the bot plays its turn in the same write.
  const game = (await call('POST', '/v1/games', { ruleset: 'jamb', seats: 2, bots: [{ level: 'random' }] }, bearer(ana.token))).json as { id: string; version: number };
  gameId = game.id;
  const actions = `/v1/games/${game.id}/actions`;
  const rolled = await call('POST', actions, { type: 'roll' }, { ...bearer(ana.token), 'idempotency-key': 'roll-1' });
  expect(rolled.status).toBe(200);
  expect((await call('POST', actions, { type: 'roll' }, { ...bearer(ana.token), 'idempotency-key': 'roll-1' })).status).toBe(200);
  expect((await call('POST', actions, { type: 'roll' }, { ...bearer(ana.token), 'if-match': `"${game.version}"` })).status).toBe(412);
  const turn = rolled.json.turn as { available: { column: string; category: string }[] };
  const { column, category } = turn.available[0]!;
  const scored = await call('POST', actions, { type: 'score', column, category }, bearer(ana.token));
  expect(scored.status, JSON.stringify(scored.json)).toBe(200);

  // A game with a one-second turn clock that nobody plays: the sweeper times the turn out.
  const clocked = (await call('POST', '/v1/games', { ruleset: 'jamb', seats: 2, turnSeconds: 1 }, bearer(bo.token))).json as { id: string; invitation: { code: string } };
  expect((await call('POST', `/v1/games/${clocked.id}/join`, { invitation: clocked.invitation.code }, bearer(ana.token))).status).toBe(200);
  await sleep(1_100);
  expect(await sweep({ source: 'aws.events' }, context())).toMatchObject({ timeouts: 1 });

  // Bo asks for himself until the instance's limit refuses him.
  let limited = false;
  for (let i = 0; i < 60 && !limited; i++) limited = (await call('GET', '/v1/players/me', undefined, bearer(bo.token))).status === 429;
  expect(limited).toBe(true);

  // The table's stream hands Ana's game to the dispatcher: one delivery lands, one fails, and so do her pushes.
  await dispatch({ Records: [streamRecord(await rawItem(dynamo.client, dynamo.tableName, gameKey(game.id)))] }, context());
  for (const path of ['/up', '/down', '/push-up', '/push-down']) expect(receiver.received.some((d) => d.path === path), path).toBe(true);
});

afterAll(async () => {
  await receiver?.close();
  await secrets?.close();
  await dynamo?.close();
  for (const key of NAMES) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

/** `name` and its dimensions as one key, e.g. `ActionsAccepted service=yamb-api-dev`. */
const key = (name: string, dimensions: Record<string, unknown>) => `${name} ${Object.entries(dimensions).map(([k, v]) => `${k}=${String(v)}`).sort().join(' ')}`;

/** What the EMF lines define: each metric with its dimensions, in our namespace, and the sum of its values. */
function emitted(): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of emf) {
    for (const directive of line._aws.CloudWatchMetrics) {
      if (directive.Namespace !== METRICS_NAMESPACE) continue;
      for (const dimensionSet of directive.Dimensions) {
        const dimensions = Object.fromEntries(dimensionSet.map((d) => [d, line[d]]));
        for (const metric of directive.Metrics) {
          const values = [line[metric.Name]].flat() as number[];
          const k = key(metric.Name, dimensions);
          sums.set(k, (sums.get(k) ?? 0) + values.reduce((a, b) => a + b, 0));
        }
      }
    }
  }
  return sums;
}

/** Every metric of our namespace the template refers to: in alarms, and in the dashboard's widgets. */
function watched(): Set<string> {
  const found = new Set<string>();
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  for (const r of Object.values(resources)) {
    if (r.Type === 'AWS::CloudWatch::Alarm') {
      for (const m of (r.Properties.Metrics as { MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] } } }[] | undefined) ?? []) {
        const metric = m.MetricStat?.Metric;
        if (metric?.Namespace === METRICS_NAMESPACE) found.add(key(metric.MetricName, Object.fromEntries(metric.Dimensions.map((d) => [d.Name, d.Value]))));
      }
      if (r.Properties.Namespace === METRICS_NAMESPACE) throw new Error('an alarm on a single metric of ours: read it here too');
    }
    if (r.Type === 'AWS::CloudWatch::Dashboard') {
      // The body is a Fn::Join of text and references; the references stand in string contexts.
      const parts = (r.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const body = JSON.parse(parts.map((p) => (typeof p === 'string' ? p : 'REF')).join('')) as { widgets: { properties: { metrics?: unknown[][] } }[] };
      for (const widget of body.widgets) {
        for (const row of widget.properties.metrics ?? []) {
          const [namespace, name, ...rest] = row.filter((x) => typeof x === 'string') as string[];
          if (namespace !== METRICS_NAMESPACE) continue;
          const dimensions: Record<string, string> = {};
          for (let i = 0; i + 1 < rest.length; i += 2) dimensions[rest[i]!] = rest[i + 1]!;
          found.add(key(name!, dimensions));
        }
      }
    }
  }
  return found;
}

describe('log lines', () => {
  it("carry the invocation's request id, and the game id of a request about one game", () => {
    const actions = logs.filter((l) => l.msg === 'request' && l.path === `/v1/games/${gameId}/actions`);
    expect(actions.length).toBe(4);
    for (const line of actions) expect(line).toMatchObject({ requestId: expect.stringMatching(/^invocation-\d+$/), gameId });
    // The dispatcher's and the sweeper's lines carry their invocation's id too.
    const swept = logs.find((l) => l.msg === 'swept due webhook deliveries, overdue turns, tournaments and stalled bot games');
    expect(swept).toMatchObject({ requestId: expect.stringMatching(/^invocation-\d+$/), timeouts: 1 });
  });
});

describe('metric names', () => {
  it('are emitted as EMF lines of one namespace and one dimension, the stage, and counted', () => {
    expect(emf.length).toBeGreaterThan(0);
    for (const line of emf) {
      expect(line._aws.CloudWatchMetrics).toEqual([expect.objectContaining({ Namespace: METRICS_NAMESPACE, Dimensions: [[SERVICE_DIMENSION]] })]);
      expect(line[SERVICE_DIMENSION]).toBe(metricsService(STAGE));
      for (const metric of line._aws.CloudWatchMetrics[0]!.Metrics) expect(metric.Unit).toBe('Count');
    }
    const sums = emitted();
    const count = (name: string) => sums.get(key(name, { [SERVICE_DIMENSION]: metricsService(STAGE) })) ?? 0;
    // Ana's create, roll and score; Bo's create and Ana's join of it.
    expect(count(METRIC.actionsAccepted)).toBe(5);
    expect(count(METRIC.idempotentReplays)).toBe(1);
    expect(count(METRIC.versionConflicts)).toBe(1);
    expect(count(METRIC.botTurns)).toBe(1);
    expect(count(METRIC.timeoutsApplied)).toBe(1);
    expect(count(METRIC.rateLimited)).toBeGreaterThanOrEqual(1);
    const at = (...paths: string[]) => receiver.received.filter((d) => paths.includes(d.path)).length;
    expect(count(METRIC.webhookDeliveries)).toBe(at('/up', '/down'));
    expect(count(METRIC.webhookFailures)).toBe(at('/down'));
    expect(count(METRIC.pushDeliveries)).toBe(at('/push-up', '/push-down'));
    expect(count(METRIC.pushFailures)).toBe(at('/push-down'));
  });

  it('the alarms and the dashboard watch are all emitted, under the same namespace and dimension', () => {
    const sums = emitted();
    const stack = watched();
    expect(stack.size).toBeGreaterThan(0);
    for (const metric of stack) expect([...sums.keys()], metric).toContain(metric);
  });

  it('everything the functions count is on the dashboard', () => {
    const stack = watched();
    for (const name of Object.values(METRIC)) expect(stack, name).toContain(key(name, { [SERVICE_DIMENSION]: metricsService(STAGE) }));
  });
});

/** An item as `aws dynamodb get-item --output json` prints it: binary values in base64. */
function cliJson(value: AttributeValue): unknown {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.L !== undefined) return { L: value.L.map(cliJson) };
  if (value.M !== undefined) return { M: Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, cliJson(v)])) };
  return value;
}

describe("docs/operations.md's re-dispatch of a game", () => {
  it('hands the dispatcher the game as it is, which delivers what the webhooks lack and nothing twice', async () => {
    const doc = readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
    const block = /<!-- redispatch:start -->\n```sh\n([\s\S]*?)```\n<!-- redispatch:end -->/.exec(doc)?.[1] ?? '';
    const printf = block.split('\n').find((line) => line.startsWith('printf '));
    expect(printf).toBeDefined();
    // A move the dispatcher never saw (its stream record given up on, say).
    const before = receiver.received.filter((d) => d.path === '/up').map((d) => (JSON.parse(d.body) as { id: string }).id);
    expect((await call('POST', `/v1/games/${gameId}/actions`, { type: 'roll' }, bearer(anaToken))).status).toBe(200);
    const item = Object.fromEntries(Object.entries(await rawItem(dynamo.client, dynamo.tableName, gameKey(gameId))).map(([k, v]) => [k, cliJson(v)]));
    const dir = mkdtempSync(join(tmpdir(), 'yamb-redispatch-'));
    try {
      const run = spawnSync('bash', ['--norc', '--noprofile', '-c', printf!], { cwd: dir, env: { PATH: process.env.PATH, GAME: gameId, ITEM: JSON.stringify(item, null, 4) }, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const event = JSON.parse(readFileSync(join(dir, 'redispatch.json'), 'utf8')) as DynamoDBStreamEvent;
      expect(await dispatch(event, context())).toEqual({ batchItemFailures: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const after = receiver.received.filter((d) => d.path === '/up').map((d) => (JSON.parse(d.body) as { id: string }).id);
    const added = after.slice(before.length);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((id) => !before.includes(id))).toBe(true);
    expect(new Set(after).size).toBe(after.length);
  });
});
