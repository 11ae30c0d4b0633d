import { beforeAll, expect } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { createService } from '../../src/service/index.js';
import { silentLogger } from '../../src/log.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions: { code: string; status: number; [key: string]: unknown };
}

export interface Reply<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLError[] | undefined;
}

export type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<Reply<T>>;

/** Anything that answers a fetch Request: the app. */
export interface Fetcher {
  fetch(request: Request): Response | Promise<Response>;
}

/** POSTs one operation through the app's `fetch`, as a client would. */
export function gqlClient(yoga: Fetcher): Gql {
  return async (query, variables, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await yoga.fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }));
    const body = (await response.json()) as { data?: any; errors?: GraphQLError[] };
    return { status: response.status, data: body.data, errors: body.errors };
  };
}

/** A GraphQL endpoint over a real service on this file's embedded DynamoDB. */
export function useGraphQL() {
  const db = useEmbeddedStore();
  const ctx = {} as { yoga: Fetcher; gql: Gql };
  beforeAll(() => {
    // GQL_LOG=1 shows the logs (the unmasked cause of an "Unexpected error.").
    const service = createService({ store: db.store, random: seededRandom(expect.getState().testPath ?? 'graphql'), ...(process.env.GQL_LOG !== '1' && { log: silentLogger }) });
    ctx.yoga = createApp({ service, ...(process.env.GQL_LOG !== '1' && { logger: silentLogger }) });
    ctx.gql = gqlClient(ctx.yoga);
  });
  return Object.assign(ctx, { db });
}

/** The data of a reply that must have succeeded. */
export function ok<T>(reply: Reply<T>): T {
  if (reply.errors?.length || !reply.data) throw new Error(`unexpected errors: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

/** The single error of a reply that must have failed. */
export function failure(reply: Reply): GraphQLError {
  const error = reply.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(reply.data)}`);
  return error;
}

export async function register(gql: Gql, name: string): Promise<{ id: string; token: string }> {
  const data = ok(await gql(`mutation($name: String!) { registerPlayer(name: $name) { token player { id name createdAt } } }`, { name }));
  return { id: data.registerPlayer.player.id, token: data.registerPlayer.token };
}

/** Every field of a game a client typically reads. */
export const GAME = `
  id ruleset status version createdAt updatedAt
  seats { seat resigned total place player { id name }
    sheet { column upper bonus middle lower total boxes { category score } } }
  turn { seat number rollsUsed rollsLeft dice announced canRoll announceable player { id name }
    available { column category score } }
  winners { seat player { id } }
  lastMove { version type seat dice score column category keep }
  invitation { code url }
`;

const WRITE_ARGS = '$gameId: ID!, $expectedVersion: Int, $idempotencyKey: String';
const WRITE_VARS = 'gameId: $gameId, expectedVersion: $expectedVersion, idempotencyKey: $idempotencyKey';

export const MUTATIONS = {
  create: `mutation($ruleset: String!, $seats: Int!, $idempotencyKey: String) { createGame(ruleset: $ruleset, seats: $seats, idempotencyKey: $idempotencyKey) { ${GAME} } }`,
  join: `mutation(${WRITE_ARGS}, $invitation: String) { joinGame(${WRITE_VARS}, invitation: $invitation) { ${GAME} } }`,
  roll: `mutation(${WRITE_ARGS}, $keep: [Int!]) { roll(${WRITE_VARS}, keep: $keep) { ${GAME} } }`,
  announce: `mutation(${WRITE_ARGS}, $category: Category!) { announce(${WRITE_VARS}, category: $category) { ${GAME} } }`,
  score: `mutation(${WRITE_ARGS}, $column: Column!, $category: Category!) { score(${WRITE_VARS}, column: $column, category: $category) { ${GAME} } }`,
  resign: `mutation(${WRITE_ARGS}) { resign(${WRITE_VARS}) { ${GAME} } }`,
} as const;
