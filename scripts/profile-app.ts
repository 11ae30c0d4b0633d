import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createApp } from '../src/app/index.js';
import { silentLogger } from '../src/log.js';
import type { GameView } from '../src/service/index.js';
import { createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { chooseAction, prng, type PlayRequest } from '../test/support/play.js';

/*
 * `node [--cpu-prof] --import tsx scripts/profile-app.ts [actions] [rounds] [rest|graphql]`: what the API's
 * own layers cost per action, without the network, the SDK or a store: the app's fetch
 * handler called in process, over a table kept in a Map (every write lands). Interleaved
 * rounds of REST actions and GraphQL mutations on solo `jamb` games; prints the median
 * microseconds per action of each (or of the one path named). Under --cpu-prof the profile shows only our layers and
 * the libraries they use (summarise it with scripts/profile-summary.ts).
 */
const ACTIONS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 7);
const ONLY = process.argv[4] as 'rest' | 'graphql' | undefined;

/** A document client over a Map: Get, Put and Query of a partition (every condition holds). */
function mapClient(): DynamoDBDocumentClient {
  const items = new Map<string, Record<string, unknown>>();
  const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}\u0000${String(key.sk)}`;
  const send = async (command: { constructor: { name: string }; input: Record<string, never> }) => {
    const input = command.input as Record<string, unknown>;
    switch (command.constructor.name) {
      case 'GetCommand':
        return { Item: structuredClone(items.get(keyOf(input.Key as Record<string, unknown>))) };
      case 'PutCommand': {
        const item = input.Item as Record<string, unknown>;
        items.set(keyOf(item), structuredClone(item));
        return {};
      }
      case 'QueryCommand': {
        const pk = (input.ExpressionAttributeValues as Record<string, unknown>)[':pk'];
        return { Items: [...items.values()].filter((i) => i.pk === pk && String(i.sk).startsWith('L#')) };
      }
      default:
        throw new Error(`the map client does not do ${command.constructor.name}`);
    }
  };
  return { send } as unknown as DynamoDBDocumentClient;
}

const service = createService({ store: createDynamoStore({ client: mapClient(), tableName: 'yamb' }), log: silentLogger });
const app = createApp({ service, logger: silentLogger });

type Game = Pick<GameView, 'id' | 'status' | 'turn'>;
async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const text = JSON.stringify(body);
  // As a client or API Gateway sends it: with its length, which the request edge checks without reading the body.
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
  const response = await app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers, body: text }));
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const FIELDS = 'id status turn { rollsUsed canRoll dice announceable available { column category score } }';
const MUTATIONS: Record<PlayRequest['type'], string> = {
  roll: `mutation($g: ID!, $keep: [Int!]) { roll(gameId: $g, keep: $keep) { ${FIELDS} } }`,
  announce: `mutation($g: ID!, $category: Category!) { announce(gameId: $g, category: $category) { ${FIELDS} } }`,
  score: `mutation($g: ID!, $column: Column!, $category: Category!) { score(gameId: $g, column: $column, category: $category) { ${FIELDS} } }`,
};
const paths = {
  rest: {
    create: (token: string) => post('/v1/games', { ruleset: 'jamb', seats: 1 }, token) as Promise<Game>,
    act: (token: string, game: Game, action: PlayRequest) => post(`/v1/games/${game.id}/actions`, action, token) as Promise<Game>,
  },
  graphql: {
    create: async (token: string) => ((await post('/graphql', { query: `mutation { createGame(ruleset: "jamb", seats: 1) { ${FIELDS} } }` }, token)) as { data: { createGame: Game } }).data.createGame,
    act: async (token: string, game: Game, { type, ...args }: PlayRequest) =>
      ((await post('/graphql', { query: MUTATIONS[type], variables: { g: game.id, ...args } }, token)) as { data: Record<string, Game> }).data[type]!,
  },
};

const { token } = (await post('/v1/players', { name: 'Profile' })) as { token: string };
const random = prng(7);
const games: Partial<Record<keyof typeof paths, Game>> = {};
/** Microseconds per action over `actions` actions on `path`. */
async function run(path: keyof typeof paths, actions: number): Promise<number> {
  const api = paths[path];
  const started = process.hrtime.bigint();
  for (let i = 0; i < actions; i++) {
    let game = games[path];
    if (!game || game.status !== 'active') game = await api.create(token);
    games[path] = await api.act(token, game, chooseAction(game.turn!, random));
  }
  return Number(process.hrtime.bigint() - started) / 1000 / actions;
}

const measured = ONLY ? [ONLY] : (['rest', 'graphql'] as const);
for (const path of measured) await run(path, 300);
const times: Record<keyof typeof paths, number[]> = { rest: [], graphql: [] };
for (let round = 0; round < ROUNDS; round++) for (const path of round % 2 ? [...measured].reverse() : measured) times[path].push(await run(path, ACTIONS / ROUNDS));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`in-process app, map store, ${ACTIONS} actions per path in ${ROUNDS} interleaved rounds (median µs per action)`);
if (times.rest.length) console.log(`  REST     ${median(times.rest).toFixed(0).padStart(6)} µs`);
if (times.graphql.length) console.log(`  GraphQL  ${median(times.graphql).toFixed(0).padStart(6)} µs${times.rest.length ? `   (${(median(times.graphql) / median(times.rest)).toFixed(2)} x REST)` : ''}`);
