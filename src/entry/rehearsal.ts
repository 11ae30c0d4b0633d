import { Readable } from 'node:stream';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppEnv } from '../edge/index.js';
import { createDocumentClient } from '../store/index.js';
import type { HttpConfig } from './http-env.js';

/*
 * A rehearsal of the requests a player makes, in the init phase, on a table kept in memory:
 * registering, creating a game, rolling and scoring over the function's API (REST or GraphQL),
 * through a second app of the same code over a DynamoDB client whose HTTP handler answers from a Map.
 * Everything between the Lambda event and the network runs once (the adapter, the request
 * edge, token checks, the service's write path, the SDK's serialisers, signer and response
 * parsers, the views and the response), so the instance's first real request finds that code
 * compiled. The rehearsal's app is its
 * own (its routes and caches are not the real app's); the code it ran is shared.
 */

/** A Lambda handler of API Gateway HTTP API (payload 2.0) events. */
export type GatewayHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** A request handler for the SDK that keeps items in memory: GetItem, PutItem, and empty queries. */
function memoryHandler() {
  const items = new Map<string, unknown>();
  const keyOf = (key: Record<string, { S?: string }>) => `${key.pk?.S}\u0000${key.sk?.S}`;
  return {
    async handle(request: { headers: Record<string, string>; body?: unknown }) {
      const operation = (request.headers['x-amz-target'] ?? '').split('.').pop();
      const text = request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : String(request.body ?? '{}');
      const input = JSON.parse(text) as { Key?: Record<string, { S?: string }>; Item?: Record<string, { S?: string }> };
      let output: unknown = {};
      if (operation === 'GetItem' && input.Key) output = items.has(keyOf(input.Key)) ? { Item: items.get(keyOf(input.Key)) } : {};
      else if (operation === 'PutItem' && input.Item) items.set(keyOf(input.Item), input.Item);
      else if (operation === 'Query') output = { Items: [], Count: 0 };
      const body = Buffer.from(JSON.stringify(output));
      return { response: { statusCode: 200, reason: 'OK', headers: { 'content-type': 'application/x-amz-json-1.0', 'content-length': String(body.length) }, body: Readable.from([body]) } };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
  };
}

/** A document client like the real one, answered from memory. */
export function memoryClient(): DynamoDBDocumentClient {
  return createDocumentClient({ region: 'us-east-1', credentials: { accessKeyId: 'rehearsal', secretAccessKey: 'rehearsal' }, requestHandler: memoryHandler() });
}

/** An API Gateway event of `method path` with `body`, as a client sends it. */
export function gatewayEvent(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>): APIGatewayProxyEventV2 {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { accept: 'application/json', host: 'init', ...(text !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }), ...headers },
    requestContext: {
      accountId: 'init',
      apiId: 'init',
      domainName: 'init',
      domainPrefix: 'init',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '0.0.0.0', userAgent: 'init' },
      requestId: headers['x-request-id'] ?? 'init',
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    ...(text !== undefined && { body: text }),
    isBase64Encoded: false,
  };
}

/** Which API a function serves, and so what its init phase rehearses. */
export type FunctionApi = 'rest' | 'graphql';

/** How a function builds its app (the rehearsal builds a second one, over the table in memory). */
export type AppMaker = (config: HttpConfig) => Hono<AppEnv>;

type Game = { id: string; turn: { available: { column: string; category: string }[] } };

/** Registers, creates a solo game, rolls, scores and reads it over `api`, on a table in memory; throws if a step is refused. */
export async function rehearse(api: FunctionApi, makeApp: AppMaker, tableName: string, requestId: string): Promise<void> {
  const handler = handle(makeApp({ client: memoryClient(), tableName, rateLimit: null, logger: () => {} })) as unknown as GatewayHandler;
  const send = async <T>(method: 'GET' | 'POST', path: string, body: unknown, token?: string): Promise<T> => {
    const response = (await handler(gatewayEvent(method, path, body, { 'x-request-id': requestId, ...(token && { authorization: `Bearer ${token}` }) }), {} as Context)) as { statusCode: number; body: string };
    if (response.statusCode >= 300) throw new Error(`rehearsal: ${method} ${path} answered ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as T;
  };
  if (api === 'rest') {
    const { token } = await send<{ token: string }>('POST', '/v1/players', { name: 'Rehearsal' });
    const created = await send<Game>('POST', '/v1/games', { ruleset: 'jamb', seats: 1 }, token);
    const rolled = await send<Game>('POST', `/v1/games/${created.id}/actions`, { type: 'roll' }, token);
    const box = rolled.turn.available[0]!;
    await send('POST', `/v1/games/${created.id}/actions`, { type: 'score', column: box.column, category: box.category }, token);
    await send('GET', `/v1/games/${created.id}`, undefined, token);
    return;
  }
  /** A GraphQL operation; throws on an error, which a GraphQL answer carries with status 200. */
  const graphql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const answer = await send<{ data?: T; errors?: unknown[] }>('POST', '/graphql', { query, variables }, token);
    if (answer.errors || !answer.data) throw new Error(`rehearsal: GraphQL answered ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const { registerPlayer } = await graphql<{ registerPlayer: { token: string } }>('mutation($name: String!) { registerPlayer(name: $name) { token } }', { name: 'Rehearsal' });
  const { token } = registerPlayer;
  const { createGame } = await graphql<{ createGame: Game }>(`mutation { createGame(ruleset: "jamb", seats: 1) { ${GRAPHQL_GAME} } }`, {}, token);
  const { roll } = await graphql<{ roll: Game }>(`mutation($g: ID!) { roll(gameId: $g) { ${GRAPHQL_GAME} } }`, { g: createGame.id }, token);
  const next = roll.turn.available[0]!;
  await graphql(`mutation($g: ID!, $column: Column!, $category: Category!) { score(gameId: $g, column: $column, category: $category) { ${GRAPHQL_GAME} } }`, { g: createGame.id, ...next }, token);
  await graphql(`query($g: ID!) { game(id: $g) { ${GRAPHQL_GAME} } }`, { g: createGame.id }, token);
}

/** The fields of a game a GraphQL client typically asks for after a move. */
const GRAPHQL_GAME = 'id version status seats { seat total player { id name } } turn { rollsUsed dice canRoll mustAnnounce announceable available { column category score } } lastMove { type version }';
