import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { GameView } from '../../src/service/index.js';
import { chooseAction, prng, type PlayRequest } from '../../test/support/play.js';
import { cpuMicros, servePart } from '../support/processes.js';
import { getPut, resending, storeClient } from '../support/store-client.js';
import { httpClient } from './http-client.js';

/*
 * A benchmark part: the load. Each client plays its own solo `jamb` games (a new one when
 * one ends) through REST or GraphQL (`scoped`: REST with a personal token that holds only
 * `games:play`, where `rest` sends the account token), or sends the anchor's action to its own item, or makes
 * bare Get + conditional Put pairs on the store itself; `answered` is the anchor's action
 * answered as the app answers one (a game's view and the app's headers, copied from a real
 * reply at setup). `run` times `actions` actions per client, all clients at once.
 */

export type Path = 'bare' | 'anchor' | 'answered' | 'rest' | 'graphql' | 'scoped';

/** What an action answers over REST, as the app answered one: its body and headers (what the `answered` anchor sends back). */
export interface Answer {
  readonly view: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

export interface RunResult {
  readonly seconds: number;
  /** Milliseconds per action. */
  readonly latencies: number[];
}

type Game = Pick<GameView, 'id' | 'version' | 'status' | 'turn'>;

const GAME_FIELDS = 'id version status turn { rollsUsed canRoll dice announceable available { column category score } }';
const MUTATIONS: Record<PlayRequest['type'], string> = {
  roll: `mutation($g: ID!, $keep: [Int!]) { roll(gameId: $g, keep: $keep) { ${GAME_FIELDS} } }`,
  announce: `mutation($g: ID!, $category: Category!) { announce(gameId: $g, category: $category) { ${GAME_FIELDS} } }`,
  score: `mutation($g: ID!, $column: Column!, $category: Category!) { score(gameId: $g, column: $column, category: $category) { ${GAME_FIELDS} } }`,
};
const CREATE = `mutation { createGame(ruleset: "jamb", seats: 1) { ${GAME_FIELDS} } }`;

const [appBase, anchorBase, endpoint, tableName, maxClients] = process.argv.slice(2) as [string, string, string, string, string];
const sockets = Number(maxClients);
const app = httpClient(appBase, sockets);
const anchor = httpClient(anchorBase, sockets);
const store = storeClient(endpoint);
const send = resending(store);

async function graphql(token: string, query: string, variables: Record<string, unknown>): Promise<Game> {
  const reply = (await app.post('/graphql', { query, variables }, token)) as { data?: Record<string, Game>; errors?: unknown };
  if (reply.errors || !reply.data) throw new Error(JSON.stringify(reply.errors));
  return Object.values(reply.data)[0]!;
}

interface Api {
  create(token: string): Promise<Game>;
  act(token: string, game: Game, action: PlayRequest): Promise<Game>;
}

const rest: Api = {
  create: (token) => app.post('/v1/games', { ruleset: 'jamb', seats: 1 }, token) as Promise<Game>,
  act: (token, game, action) => app.post(`/v1/games/${game.id}/actions`, action, token) as Promise<Game>,
};

const gql: Api = {
  create: (token) => graphql(token, CREATE, {}),
  act: (token, game, { type, ...args }) => graphql(token, MUTATIONS[type], { g: game.id, ...args }),
};

type GamePath = 'rest' | 'graphql' | 'scoped';

/**
 * One client's state, kept across rounds so each round continues the games of the last. A
 * spare game per path is created before a round (`prepare`), so that a round times actions
 * only: a game that ends in the round is followed by its spare.
 */
interface Client {
  readonly token: string;
  /** A personal token of the same player with `games:play` only. */
  readonly scopedToken: string;
  readonly random: () => number;
  readonly games: Partial<Record<GamePath, Game>>;
  readonly spares: Partial<Record<GamePath, Game>>;
  readonly item: string;
}

const clients: Client[] = [];
let template: Record<string, unknown> = {};

/** Transport headers, which the anchor's server sets itself. */
const TRANSPORT = new Set(['content-length', 'content-type', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

async function setup(): Promise<{ templateBytes: number; answer: Answer }> {
  // A game item of typical size for the anchor and the bare pairs: one played to mid-game.
  const { token } = (await app.post('/v1/players', { name: 'Template' })) as { token: string };
  let game = await rest.create(token);
  const random = prng(1);
  for (let i = 0; i < 60 && game.status === 'active'; i++) game = await rest.act(token, game, chooseAction(game.turn!, random));
  template = (await store.send(new GetCommand({ TableName: tableName, Key: { pk: `G#${game.id}`, sk: 'G' }, ConsistentRead: true }))).Item ?? {};
  // One more action, its whole reply kept: the view and headers the `answered` anchor sends
  // (made after the template is read, since an action can move the log out of the item).
  const reply = await fetch(`${appBase}/v1/games/${game.id}/actions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(chooseAction(game.turn!, random)) });
  if (!reply.ok) throw new Error(`the setup's action answered ${reply.status}: ${await reply.text()}`);
  const answer: Answer = { view: (await reply.json()) as Record<string, unknown>, headers: Object.fromEntries([...reply.headers].filter(([name]) => !TRANSPORT.has(name))) };
  for (let i = 0; i < sockets; i++) {
    const registered = (await app.post('/v1/players', { name: `Client ${i}` })) as { token: string };
    const item = `anchor${String(i).padStart(10, '0')}`;
    await store.send(new PutCommand({ TableName: tableName, Item: { ...template, pk: `G#${item}`, sk: 'G', v: 1 } }));
    const scoped = (await app.post('/v1/tokens', { name: 'bench', scopes: ['games:play'] }, registered.token)) as { accessToken: string };
    clients.push({ token: registered.token, scopedToken: scoped.accessToken, random: prng(100 + i), games: {}, spares: {}, item });
  }
  return { templateBytes: Buffer.byteLength(JSON.stringify(template)), answer };
}

const apis: Record<GamePath, Api> = { rest, graphql: gql, scoped: rest };
const tokenOf = (path: GamePath, client: Client) => (path === 'scoped' ? client.scopedToken : client.token);

/** The client's game on `path`, its spare when the last one ended, a new one when there is no spare. */
async function nextGame(path: GamePath, client: Client): Promise<Game> {
  const game = client.games[path];
  if (game && game.status === 'active') return game;
  const spare = client.spares[path];
  client.spares[path] = undefined;
  return (client.games[path] = spare ?? (await apis[path].create(tokenOf(path, client))));
}

/** Before a round: each client's game and a spare, so that the round creates none (unless a client ends two games in it). */
async function prepare({ path, clients: count }: { path: Path; clients: number }): Promise<void> {
  if (path === 'anchor' || path === 'answered' || path === 'bare') return;
  await Promise.all(
    clients.slice(0, count).map(async (client) => {
      await nextGame(path, client);
      client.spares[path] ??= await apis[path].create(tokenOf(path, client));
    }),
  );
}

async function play(path: GamePath, client: Client, actions: number, latencies: number[]): Promise<void> {
  const api = apis[path];
  for (let done = 0; done < actions; done++) {
    const game = await nextGame(path, client);
    const started = performance.now();
    client.games[path] = await api.act(tokenOf(path, client), game, chooseAction(game.turn!, client.random));
    latencies.push(performance.now() - started);
  }
}

async function anchorActions(client: Client, actions: number, latencies: number[], route: string): Promise<void> {
  for (let done = 0; done < actions; done++) {
    const started = performance.now();
    await anchor.post(`/${route}/${client.item}`, { type: 'roll', keep: [] }, client.token);
    latencies.push(performance.now() - started);
  }
}

async function barePairs(client: Client, actions: number, latencies: number[]): Promise<void> {
  const Key = { pk: `G#${client.item}`, sk: 'G' };
  for (let done = 0; done < actions; done++) {
    const started = performance.now();
    if ((await getPut(send, tableName, Key)) === null) throw new Error(`no item ${Key.pk}`);
    latencies.push(performance.now() - started);
  }
}

async function run({ path, clients: count, actions }: { path: Path; clients: number; actions: number }): Promise<RunResult> {
  const latencies: number[] = [];
  const one = (client: Client) =>
    path === 'bare' ? barePairs(client, actions, latencies) : path === 'anchor' || path === 'answered' ? anchorActions(client, actions, latencies, path) : play(path, client, actions, latencies);
  const started = performance.now();
  await Promise.all(clients.slice(0, count).map(one));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

servePart({}, async (request) =>
  request.type === 'setup' ? setup() : request.type === 'cpu' ? cpuMicros() : request.type === 'prepare' ? prepare(request as never) : run(request as never),
);
