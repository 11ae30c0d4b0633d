import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { type IntrospectionQuery, buildClientSchema, buildSchema, getIntrospectionQuery, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ENTRY } from '../../infra/bundle.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { buildBundle, type BuiltBundle } from '../../scripts/build.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { captureJsonLogs } from '../support/logs.js';
import { startFakeSecretsManager } from './fake-secrets.js';
import { zodAndSchemas } from './schema-inputs.js';

/*
 * The deployed artefacts, not the sources: the API's two bundles (REST, and GraphQL) are built
 * with the shared esbuild options (infra/bundle.ts) and their handlers serve API Gateway payload
 * 2.0 events against the embedded store, reached the way Lambda reaches DynamoDB: a client
 * configured only by the environment. Each one's webhook keyring comes from a stand-in for
 * Secrets Manager, read as on AWS when it loads.
 */
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

const ENVIRONMENT = [
  'TABLE_NAME',
  'CORS_ORIGINS',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
  'WEBHOOK_KEYS_SECRET_ARN',
  'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  'ALLOW_PRIVATE_WEBHOOKS',
  'PUSH_KEYS_SECRET_ARN',
] as const;
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/test/webhook-keys-AbCdEf';
const PUSH_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/test/push-key-AbCdEf';
const PUSH_PRIVATE_KEY = randomBytes(32);
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));

// The bundle logs to stdout, as on Lambda: kept here, not printed.
const logs = captureJsonLogs();
let dir: string;
let dynamo: EmbeddedDynamo;
let handler: Handler;
let bundle: BuiltBundle;
let secrets: Awaited<ReturnType<typeof startFakeSecretsManager>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yamb-bundle-'));
  bundle = await buildBundle(join(dir, 'index.mjs'));
  dynamo = await startEmbeddedDynamo({ tableName: 'yamb-bundle-test' });
  secrets = await startFakeSecretsManager({
    [SECRET_ARN]: JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') }),
    [PUSH_SECRET_ARN]: JSON.stringify({ privateKey: PUSH_PRIVATE_KEY.toString('hex') }),
  });
  Object.assign(process.env, {
    TABLE_NAME: dynamo.tableName,
    CORS_ORIGINS: '*',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    WEBHOOK_KEYS_SECRET_ARN: SECRET_ARN,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    // A loopback URL is registered below; the stack sets false.
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    PUSH_KEYS_SECRET_ARN: PUSH_SECRET_ARN,
  });
  const module = (await import(/* @vite-ignore */ pathToFileURL(bundle.file).href)) as { handler: Handler };
  handler = module.handler;
});

afterAll(async () => {
  await dynamo?.close();
  await secrets?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

let requests = 0;

/** An HTTP API (payload 2.0) event as API Gateway sends it for `method path`. */
function event(method: string, path: string, routeKey: string, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const now = new Date();
  const requestId = `req-${++requests}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'abc123.execute-api.eu-west-1.amazonaws.com', 'user-agent': 'vitest', 'x-forwarded-for': '203.0.113.7', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    isBase64Encoded: false,
  };
}

const context = { functionName: 'yamb-api', awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

async function invoke(e: APIGatewayProxyEventV2, to: Handler = handler): Promise<{ statusCode: number; headers: Record<string, unknown>; json: unknown }> {
  const result = (await to(e, context)) as APIGatewayProxyStructuredResultV2;
  const text = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64').toString('utf8') : (result.body ?? '');
  return { statusCode: result.statusCode ?? 200, headers: result.headers ?? {}, json: text ? JSON.parse(text) : undefined };
}

describe("the REST function's bundle", () => {
  it('leaves the embedded engine out and stays small', () => {
    expect(bundle.inputs.some((p) => p.includes('node_modules/dynalite/'))).toBe(false);
    expect(bundle.inputs).not.toContain('src/entry/embedded-dynamo.ts');
    expect(bundle.inputs).toContain('src/entry/lambda.ts');
    // What a cold start loads; the strategy's data and web-push are in chunks read on demand
    // (the tests below hold them off the import path).
    expect(bundle.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('holds web-push, reached only by the dynamic import of the first push: importing the API evaluates none of it', () => {
    expect(bundle.inputs.some((p) => p.startsWith('node_modules/web-push/'))).toBe(true);
    expect(bundle.loadedInputs).toContain('src/entry/lambda.ts');
    expect(bundle.loadedInputs).toContain('src/notify/push.ts');
    expect(bundle.loadedInputs.filter((p) => /node_modules\/(web-push|http_ece|jws|asn1\.js|https-proxy-agent)\//.test(p))).toEqual([]);
  });

  it("loads none of GraphQL's server on a cold start: Yoga, the schema and graphql-js are in chunks on demand, if at all", () => {
    expect(bundle.loadedInputs).toContain('src/entry/lambda.ts');
    expect(bundle.loadedInputs).toContain('src/http/rest-api.ts');
    expect(bundle.loadedInputs.filter((p) => /^src\/graphql\/(yoga|schema|builder)\.ts$/.test(p) || /^node_modules\/(graphql|graphql-yoga|@pothos\/core)\//.test(p))).toEqual([]);
  });

  it("loads the route groups a game's moves never use only on demand, with the contract's schemas only they use, and serves them from the chunk", async () => {
    const lazy = ['src/http/lazy-groups.ts', 'src/http/rest-document.ts', 'src/http/routes/tokens.ts', 'src/http/routes/webhooks.ts', 'src/http/routes/oauth.ts', 'src/http/routes/tournaments.ts', 'src/http/routes/records.ts', 'src/contract/events.ts', 'src/contract/tokens.ts', 'src/contract/webhooks.ts', 'src/contract/oauth.ts'];
    expect(bundle.inputs).toEqual(expect.arrayContaining(lazy));
    expect(bundle.loadedInputs.filter((p) => lazy.includes(p))).toEqual([]);
    expect(bundle.loadedInputs).toEqual(expect.arrayContaining(['src/http/lazy-routes.ts', 'src/http/routes/games.ts', 'src/http/routes/players.ts']));
    const registered = await invoke(event('POST', '/v1/players', 'ANY /v1/{proxy+}', { name: 'Lazy' }));
    const auth = { authorization: `Bearer ${(registered.json as { token: string }).token}` };
    const [tokens, stats, metadata, document] = await Promise.all([
      invoke(event('GET', '/v1/tokens', 'ANY /v1/{proxy+}', undefined, auth)),
      invoke(event('GET', `/v1/players/${(registered.json as { player: { id: string } }).player.id}/stats`, 'ANY /v1/{proxy+}')),
      invoke(event('GET', '/.well-known/oauth-authorization-server', 'ANY /{proxy+}')),
      invoke(event('GET', '/openapi.json', 'GET /openapi.json')),
    ]);
    expect([tokens.statusCode, stats.statusCode, metadata.statusCode, document.statusCode]).toEqual([200, 200, 200, 200]);
    // The document of every group, as committed (made from the sources), though most were loaded on demand.
    expect(document.json).toEqual(JSON.parse(readFileSync(join(PROJECT_ROOT, 'schema', 'openapi.json'), 'utf8')));
  });

  it('loads the exact tables only on demand: they are in the bundle, in chunks a cold start does not read', async () => {
    const tables = ['src/strategy/tables/yams-5.ts', 'src/strategy/tables/yams-6.ts'];
    expect(bundle.inputs).toEqual(expect.arrayContaining(tables));
    expect(bundle.loadedInputs.filter((p) => tables.includes(p))).toEqual([]);
    expect(bundle.loadedInputs).toContain('src/entry/lambda.ts');
    // And a hint of a yams game, which needs one, loads it from the chunk beside the bundle.
    const registered = await invoke(event('POST', '/v1/players', 'ANY /v1/{proxy+}', { name: 'Hinted' }));
    const auth = { authorization: `Bearer ${(registered.json as { token: string }).token}` };
    const game = await invoke(event('POST', '/v1/games', 'ANY /v1/{proxy+}', { ruleset: 'yams-6', seats: 1 }, auth));
    expect(game.statusCode).toBe(201);
    const hint = await invoke(event('GET', `/v1/games/${(game.json as { id: string }).id}/hint`, 'ANY /v1/{proxy+}', undefined, auth));
    expect(hint.statusCode).toBe(200);
    expect(hint.json).toMatchObject({ exact: true, best: { type: 'roll' } });
  });

  it('is a production build: no library decides by process.env.NODE_ENV at run time (graphql-js would check every instanceof across realms)', () => {
    expect(readFileSync(bundle.file, 'utf8')).not.toContain('process.env.NODE_ENV');
  });

  it('serves REST: registers a player, then reads a ruleset', async () => {
    const registered = await invoke(event('POST', '/v1/players', 'ANY /v1/{proxy+}', { name: 'Ana' }));
    expect(registered.statusCode).toBe(201);
    expect(registered.json).toMatchObject({ player: { id: expect.any(String), name: 'Ana' }, token: expect.any(String) });
    expect(registered.headers).toMatchObject({ location: `/v1/players/${(registered.json as { player: { id: string } }).player.id}` });
    // Written to the embedded store: the bundled SDK took its endpoint from the environment.
    const { Count } = await dynamo.client.send(new ScanCommand({ TableName: dynamo.tableName, Select: 'COUNT' }));
    expect(Count).toBeGreaterThan(0);

    const me = await invoke(event('GET', '/v1/players/me', 'ANY /v1/{proxy+}', undefined, { authorization: `Bearer ${(registered.json as { token: string }).token}` }));
    expect(me.statusCode).toBe(200);
    expect(me.json).toMatchObject({ name: 'Ana' });

    const ruleset = await invoke(event('GET', '/v1/rulesets/jamb', 'ANY /v1/{proxy+}'));
    expect(ruleset.statusCode).toBe(200);
    expect(ruleset.json).toMatchObject({ id: 'jamb' });
  });

  it('has webhooks, sealed with the keyring it reads from Secrets Manager on the first registration, not when it loads', async () => {
    expect(secrets.reads).not.toContain(SECRET_ARN);
    const { json } = await invoke(event('POST', '/v1/players', 'ANY /v1/{proxy+}', { name: 'Ben' }));
    const token = (json as { token: string }).token;
    const registered = await invoke(event('POST', '/v1/webhooks', 'ANY /v1/{proxy+}', { url: 'http://127.0.0.1:8080/hook' }, { authorization: `Bearer ${token}` }));
    expect(registered.statusCode).toBe(201);
    expect(registered.json).toMatchObject({ webhook: { url: 'http://127.0.0.1:8080/hook' }, secret: expect.stringMatching(/^whsec_/) });
    // Sealed under the secret's sealing key: the stored item names it, and holds no plain secret.
    const { Items } = await dynamo.client.send(new ScanCommand({ TableName: dynamo.tableName, FilterExpression: 'begins_with(sk, :w)', ExpressionAttributeValues: { ':w': 'W#' } }));
    expect(Items).toHaveLength(1);
    expect(String(Items![0]!.s)).toMatch(/^v1\.k1\./);
    expect(JSON.stringify(Items)).not.toContain((registered.json as { secret: string }).secret);
    expect(secrets.reads.filter((arn) => arn === SECRET_ARN)).toEqual([SECRET_ARN]);
    // A second registration seals with the keyring already read.
    const again = await invoke(event('POST', '/v1/webhooks', 'ANY /v1/{proxy+}', { url: 'http://127.0.0.1:8080/other' }, { authorization: `Bearer ${token}` }));
    expect(again.statusCode).toBe(201);
    expect(secrets.reads.filter((arn) => arn === SECRET_ARN)).toEqual([SECRET_ARN]);
  });

  it('reads the push key when first asked for it, not when it loads, and gives its public half', async () => {
    expect(secrets.reads).not.toContain(PUSH_SECRET_ARN);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(PUSH_PRIVATE_KEY);
    for (let i = 0; i < 2; i++) {
      const key = await invoke(event('GET', '/v1/push/key', 'ANY /v1/{proxy+}'));
      expect(key).toMatchObject({ statusCode: 200, json: { publicKey: ecdh.getPublicKey().toString('base64url') } });
    }
    expect(secrets.reads.filter((arn) => arn === PUSH_SECRET_ARN)).toHaveLength(1);
  });

  it('answers an unknown path with a problem', async () => {
    const response = await invoke(event('GET', '/v1/nothing-here', 'ANY /v1/{proxy+}'));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'info', msg: 'request', method: 'GET', path: '/v1/nothing-here', status: 404 }));
  });
});

describe("the GraphQL function's bundle", () => {
  let graphql: BuiltBundle;
  let graphqlHandler: Handler;
  let graphqlSecrets: Awaited<ReturnType<typeof startFakeSecretsManager>>;

  beforeAll(async () => {
    graphql = await buildBundle(join(dir, 'graphql', 'index.mjs'), GRAPHQL_ENTRY);
    // A Secrets Manager of its own, to count what this bundle reads.
    graphqlSecrets = await startFakeSecretsManager({
      [SECRET_ARN]: JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') }),
      [PUSH_SECRET_ARN]: JSON.stringify({ privateKey: PUSH_PRIVATE_KEY.toString('hex') }),
    });
    process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = graphqlSecrets.endpoint;
    graphqlHandler = ((await import(/* @vite-ignore */ pathToFileURL(graphql.file).href)) as { handler: Handler }).handler;
  });

  afterAll(async () => {
    await graphqlSecrets?.close();
  });

  it("holds GraphQL and none of REST's routes, docs, OAuth or web client, and stays small", () => {
    expect(graphql.inputs).toContain('src/entry/graphql-lambda.ts');
    expect(graphql.inputs).toEqual(expect.arrayContaining(['src/graphql/yoga.ts', 'src/graphql/executable.ts', 'src/graphql/schema.generated.ts']));
    expect(graphql.inputs.filter((p) => /^src\/(http|web|app)\//.test(p))).toEqual([]);
    expect(graphql.inputs).not.toContain('src/entry/lambda.ts');
    expect(graphql.inputs.some((p) => p.includes('node_modules/dynalite/'))).toBe(false);
    expect(graphql.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('runs the schema written down at build time: neither zod, the contract\'s schemas nor Pothos is in it', () => {
    expect(zodAndSchemas(graphql.inputs)).toEqual([]);
    expect(graphql.inputs.filter((p) => p.includes('node_modules/@pothos/') || p === 'src/graphql/schema.ts' || p === 'src/graphql/builder.ts')).toEqual([]);
  });

  it('is a production build, and read no secret when it loaded', () => {
    expect(readFileSync(graphql.file, 'utf8')).not.toContain('process.env.NODE_ENV');
    expect(graphqlSecrets.reads).toEqual([]);
  });

  it('serves GraphQL at /graphql', async () => {
    const response = await invoke(event('POST', '/graphql', 'POST /graphql', { query: '{ rulesets { id } }' }), graphqlHandler);
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ data: { rulesets: expect.arrayContaining([{ id: 'jamb' }]) } });
    expect(response.json).not.toHaveProperty('errors');
  });

  it('serves the schema the sources print (schema/schema.graphql): bundling dropped no type, enum or description', async () => {
    const response = await invoke(event('POST', '/graphql', 'POST /graphql', { query: getIntrospectionQuery({ descriptions: true }) }), graphqlHandler);
    expect(response.statusCode).toBe(200);
    const served = printSchema(buildClientSchema((response.json as { data: IntrospectionQuery }).data));
    expect(served).toBe(printSchema(buildSchema(readFileSync(join(PROJECT_ROOT, 'schema', 'schema.graphql'), 'utf8'))));
  });

  it('answers GraphQL errors as the sources do: codes, paths and locations from compiled operations, 400 for bad variables', async () => {
    // One graphql-js in the bundle: a second copy's errors would fail Yoga's checks and be masked.
    const missing = await invoke(event('POST', '/graphql', 'POST /graphql', { query: '{ game(id: "nope") { id } }' }), graphqlHandler);
    expect(missing.json).toEqual({ data: { game: null }, errors: [{ message: expect.any(String), locations: [{ line: 1, column: 3 }], path: ['game'], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }] });
    const badVariable = await invoke(event('POST', '/graphql', 'POST /graphql', { query: 'query($id: ID!) { game(id: $id) { id } }', variables: { id: [1] } }), graphqlHandler);
    expect(badVariable.statusCode).toBe(400);
    expect(badVariable.json).toMatchObject({ errors: [{ locations: [{ line: 1, column: 7 }], extensions: { code: 'VALIDATION_FAILED' } }] });
  });

  it('writes to the store: registers a player', async () => {
    const registered = await invoke(event('POST', '/graphql', 'POST /graphql', { query: 'mutation { registerPlayer(name: "Gia") { token player { name } } }' }), graphqlHandler);
    expect(registered.statusCode).toBe(200);
    expect(registered.json).toMatchObject({ data: { registerPlayer: { token: expect.any(String), player: { name: 'Gia' } } } });
    const { Items } = await dynamo.client.send(new ScanCommand({ TableName: dynamo.tableName }));
    expect(JSON.stringify(Items)).toContain('Gia');
  });

  it('answers REST paths, which the HTTP API never sends it, with a problem', async () => {
    const response = await invoke(event('GET', '/v1/rulesets/jamb', 'ANY /v1/{proxy+}'), graphqlHandler);
    expect(response.statusCode).toBe(404);
    expect(response.json).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
