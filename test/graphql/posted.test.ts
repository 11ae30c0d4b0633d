import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLServer } from '../../src/graphql/yoga.js';
import { createGraphQL } from '../../src/graphql/yoga.js';
import { createApp } from '../../src/http/app.js';
import { silentLogger } from '../../src/log.js';
import { createService, withDeadline } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import { MUTATIONS, gqlClient, ok, register } from './client.js';

/*
 * An operation posted as JSON that asks for a JSON answer is answered by the endpoint from
 * Yoga's operation handler, without Yoga's HTTP handling (src/graphql/yoga.ts); everything else
 * goes through Yoga whole. The two paths must answer alike: each body below, with each Accept,
 * goes to an endpoint that takes that path and to one that sends every request through Yoga,
 * and the two answers (status, content type, body) must be equal.
 */

const db = useEmbeddedStore();
let service: ReturnType<typeof createService>;
let token: string;
let gameId: string;
const direct = createGraphQL({ log: silentLogger });
const viaYoga = createGraphQL({ log: silentLogger, answerPosted: false });

beforeAll(async () => {
  service = createService({ store: db.store, log: silentLogger });
  const gql = gqlClient(createApp({ service, logger: silentLogger }));
  ({ token } = await register(gql, 'Ana'));
  gameId = ok(await gql(MUTATIONS.create, { ruleset: 'yams-5', seats: 1 }, token)).createGame.id;
});

/** A request that counts how often its body is read as text: the endpoint reads it so, Yoga as JSON. */
class Counted extends Request {
  texts = 0;
  override text() {
    this.texts += 1;
    return super.text();
  }
}
let lastRequest: Counted;

async function post(server: GraphQLServer, body: string, accept: string | undefined, auth = true) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accept !== undefined) headers['accept'] = accept;
  if (auth) headers['authorization'] = `Bearer ${token}`;
  const request = (lastRequest = new Counted('http://localhost/graphql', { method: 'POST', headers, body }));
  const response = await withDeadline(5_000, async (deadline) => server.fetch(request, { requestId: 'test', client: 'test', service: service.forRequest(deadline) }));
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: text ? (JSON.parse(text) as unknown) : text };
}

const json = (value: unknown) => JSON.stringify(value);
const BODIES: Record<string, () => string> = {
  'a query': () => json({ query: '{ rulesets { id dice } }' }),
  'a refused mutation': () => json({ query: MUTATIONS.score, variables: { gameId: 'no-such-game', column: 'free', category: 'ones' } }),
  'a partial error': () => json({ query: '{ rulesets { id } game(id: "nope") { id } }' }),
  'bad variables': () => json({ query: MUTATIONS.roll, variables: { keep: 'x' } }),
  'a validation error': () => json({ query: '{ rulesets { nonsense } }' }),
  'a syntax error': () => json({ query: '{ rulesets { id }' }),
  'a named operation of two': () => json({ query: 'query A { rulesets { id } } query B { me { id } }', operationName: 'B' }),
  'an unknown operation name': () => json({ query: 'query A { rulesets { id } }', operationName: 'C' }),
  'a subscription': () => json({ query: `subscription { gameEvents(gameId: "${gameId}") { id } }` }),
  'null parameters': () => json({ query: '{ rulesets { id } }', variables: null, operationName: null, extensions: null, other: null }),
  extensions: () => json({ query: '{ rulesets { id } }', extensions: { client: 'test' } }),
  'an unknown parameter': () => json({ query: '{ rulesets { id } }', other: 1 }),
  'variables as a list': () => json({ query: '{ rulesets { id } }', variables: [] }),
  'variables as a string': () => json({ query: '{ rulesets { id } }', variables: '{}' }),
  'no query': () => json({ variables: {} }),
  'a query that is a number': () => json({ query: 1 }),
  'an operation name that is a number': () => json({ query: '{ rulesets { id } }', operationName: 1 }),
  'a list': () => json([{ query: '{ rulesets { id } }' }]),
  null: () => 'null',
  'a number': () => '1',
  'invalid JSON': () => '{"query": ',
  'an empty body': () => '',
};
/** Every Accept the endpoint answers itself (the first eight), and some it leaves to Yoga (a subscription could get an event stream). */
const OWN = 8;
const ACCEPTS = [
  'application/json',
  'application/graphql-response+json',
  'Application/JSON; charset=UTF-8',
  'application/graphql-response+json, application/json;q=0.9',
  'application/json, application/graphql-response+json',
  'application/*',
  'application/graphql-response+json;charset=latin1, application/json',
  'text/html, application/json',
  undefined,
  '*/*',
  'application/json, text/event-stream',
  'multipart/mixed, application/json',
  'text/html',
];

describe('operations posted as JSON', () => {
  for (const [kind, body] of Object.entries(BODIES)) {
    it(`answer ${kind} on both paths alike, whatever the Accept`, async () => {
      // A subscription that Yoga answers with an event stream would never end: those Accepts are left out.
      const accepts = kind === 'a subscription' ? ACCEPTS.slice(0, OWN) : ACCEPTS;
      for (const [i, accept] of accepts.entries()) {
        const answer = await post(direct, body(), accept);
        expect(lastRequest.texts, `the endpoint reads the body itself for Accept: ${accept}`).toBe(i < OWN ? 1 : 0);
        expect(answer, `Accept: ${accept}`).toEqual(await post(viaYoga, body(), accept));
        expect(lastRequest.texts).toBe(0);
      }
    });
  }

  it('answer a mutation that lands on both paths alike: the same status and type, one roll each', async () => {
    const gql = gqlClient(createApp({ service, logger: silentLogger }));
    for (const accept of ACCEPTS.slice(0, 4)) {
      const [a, b] = await Promise.all(
        [direct, viaYoga].map(async (server) => {
          const game = ok(await gql(MUTATIONS.create, { ruleset: 'yams-5', seats: 1 }, token)).createGame;
          return post(server, json({ query: MUTATIONS.roll, variables: { gameId: game.id } }), accept);
        }),
      );
      expect([a!.status, a!.type]).toEqual([b!.status, b!.type]);
      for (const { body } of [a!, b!]) expect(body).toMatchObject({ data: { roll: { version: 2, turn: { rollsUsed: 1 } } } });
    }
  });

  it('answer without a token on both paths alike', async () => {
    const body = json({ query: MUTATIONS.roll, variables: { gameId } });
    expect(await post(direct, body, 'application/json', false)).toEqual(await post(viaYoga, body, 'application/json', false));
  });
});
