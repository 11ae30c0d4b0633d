/**
 * Game actions per second and latency through the local HTTP server, REST and GraphQL,
 * against bare GetItem + conditional PutItem pairs on the same embedded store in the same
 * run. Everything shares one process (store, server and clients), as on a 2-core machine
 * there is no fairer split; each client plays its own solo `jamb` games.
 *
 *   npm run bench:api
 */
import { serve } from '@hono/node-server';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/http/app.js';
import { silentLogger } from '../src/log.js';
import type { GameView } from '../src/service/index.js';
import { createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { startEmbeddedDynamo } from '../src/store/embedded.js';
import { chooseAction, prng, type PlayRequest } from '../test/support/play.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const CLIENTS = [1, 8];
const ACTIONS_PER_CLIENT = Number(process.env.ACTIONS ?? 120);

const db = await startEmbeddedDynamo();
const service = createService({ store: createDynamoStore({ client: db.client, tableName: db.tableName }) });
const app = createApp({ service, logger: silentLogger });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const GAME_FIELDS = 'id version status turn { rollsUsed canRoll dice announceable available { column category score } }';
const MUTATIONS: Record<PlayRequest['type'], string> = {
  roll: `mutation($g: ID!, $keep: [Int!]) { roll(gameId: $g, keep: $keep) { ${GAME_FIELDS} } }`,
  announce: `mutation($g: ID!, $category: Category!) { announce(gameId: $g, category: $category) { ${GAME_FIELDS} } }`,
  score: `mutation($g: ID!, $column: Column!, $category: Category!) { score(gameId: $g, column: $column, category: $category) { ${GAME_FIELDS} } }`,
};

type Game = Pick<GameView, 'id' | 'version' | 'status' | 'turn'>;

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const rest = {
  create: (token: string) => post('/v1/games', { ruleset: 'jamb', seats: 1 }, token) as Promise<Game>,
  act: (token: string, game: Game, action: PlayRequest) => post(`/v1/games/${game.id}/actions`, action, token) as Promise<Game>,
};

async function graphql(token: string, query: string, variables: Record<string, unknown>): Promise<Record<string, Game>> {
  const reply = (await post('/graphql', { query, variables }, token)) as { data?: Record<string, Game>; errors?: unknown };
  if (reply.errors || !reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data;
}

const gql = {
  create: async (token: string) => (await graphql(token, `mutation { createGame(ruleset: "jamb", seats: 1) { ${GAME_FIELDS} } }`, {})).createGame!,
  act: async (token: string, game: Game, action: PlayRequest) => {
    const { type, ...args } = action;
    return (await graphql(token, MUTATIONS[type], { g: game.id, ...args }))[type]!;
  },
};

/** One client playing solo games through an API: `ACTIONS_PER_CLIENT` actions, timing each. */
async function apiClient(api: typeof rest, token: string, seed: number, latencies: number[]): Promise<void> {
  const random = prng(seed);
  let game = await api.create(token);
  for (let done = 0; done < ACTIONS_PER_CLIENT; done++) {
    if (game.status !== 'active') game = await api.create(token);
    const started = performance.now();
    game = await api.act(token, game, chooseAction(game.turn!, random));
    latencies.push(performance.now() - started);
  }
}

/** What an action must do at the least: read its item strongly and write it back on its version. */
async function bareClient(client: number, template: Record<string, unknown>, latencies: number[]): Promise<void> {
  const Key = { pk: `G#bare${String(client).padStart(12, '0')}`, sk: 'G' };
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...template, ...Key, v: 1 } }));
  for (let done = 0; done < ACTIONS_PER_CLIENT; done++) {
    const started = performance.now();
    const item = (await db.client.send(new GetCommand({ TableName: db.tableName, Key, ConsistentRead: true }))).Item!;
    const v = Number(item.v);
    await db.client.send(
      new PutCommand({ TableName: db.tableName, Item: { ...item, v: v + 1 }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': v } }),
    );
    latencies.push(performance.now() - started);
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Result {
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
}

async function measure(clients: number, run: (client: number, latencies: number[]) => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => run(i, latencies)));
  const seconds = (performance.now() - started) / 1000;
  return { rate: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

// A template of a realistic game item size for the bare pairs: a game from the middle of play.
const { token: templateToken } = (await post('/v1/players', { name: 'Template' })) as { token: string };
let template = await rest.create(templateToken);
const random = prng(1);
for (let i = 0; i < 60 && template.status === 'active'; i++) template = await rest.act(templateToken, template, chooseAction(template.turn!, random));
const templateItem = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: { pk: `G#${template.id}`, sk: 'G' } }))).Item!;

// Warm-up: load GraphQL (it loads on its first request) and let the JIT settle on every path.
{
  const { token } = (await post('/v1/players', { name: 'Warm-up' })) as { token: string };
  await apiClient(rest, token, 7, []);
  await apiClient(gql, token, 8, []);
  await bareClient(999, templateItem, []);
}

console.log(`API throughput and latency, ${ACTIONS_PER_CLIENT} actions per client, node ${process.version}, one process\n`);
console.log('clients  path                 actions/s    p50 ms   p99 ms   rate vs bare   p50 vs bare');
for (const clients of CLIENTS) {
  const tokens = await Promise.all(Array.from({ length: clients }, async (_, i) => ((await post('/v1/players', { name: `Client ${i}` })) as { token: string }).token));
  const bare = await measure(clients, (i, latencies) => bareClient(i + clients * 100, templateItem, latencies));
  const restResult = await measure(clients, (i, latencies) => apiClient(rest, tokens[i]!, 100 + i, latencies));
  const gqlResult = await measure(clients, (i, latencies) => apiClient(gql, tokens[i]!, 200 + i, latencies));
  const row = (path: string, r: Result) =>
    console.log(
      `${String(clients).padStart(7)}  ${path.padEnd(20)} ${r.rate.toFixed(0).padStart(9)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${(r.rate / bare.rate).toFixed(2).padStart(14)} ${(r.p50 / bare.p50).toFixed(2).padStart(13)}`,
    );
  row('bare Get+Put pairs', bare);
  row('REST actions', restResult);
  row('GraphQL mutations', gqlResult);
}

server.close();
await db.close();
