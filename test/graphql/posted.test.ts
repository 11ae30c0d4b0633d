import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLServer } from '../../src/graphql/yoga.js';
import { createGraphQL } from '../../src/graphql/yoga.js';
import { createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService, withDeadline } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';
import { MUTATIONS, gqlClient, ok, register } from './client.js';

/*
 * An operation posted as JSON whose Accept gets a JSON answer from Yoga is answered by the
 * endpoint from Yoga's operation handler, without Yoga's HTTP handling (src/graphql/yoga.ts);
 * everything else goes through Yoga whole. The two paths must answer alike: each body below,
 * with each Accept, goes to the endpoint and to one that sends every request through Yoga, the
 * two answers (status, content type, body) must be equal, and the endpoint must have taken the
 * path expected of it.
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

/**
 * A request that counts how its endpoint used it: the endpoint reads the body as text, and
 * hands a body it does not answer itself to Yoga in a new request made from this one's URL;
 * Yoga reads the body as JSON and the URL only on its own path.
 */
class Counted extends Request {
  texts = 0;
  urls = 0;
  override text() {
    this.texts += 1;
    return super.text();
  }
  override get url() {
    this.urls += 1;
    return super.url;
  }
}

/** Which path answered the last request: the endpoint itself, Yoga after the endpoint read the body, or Yoga. */
let lastRequest: Counted;
const path = () => (lastRequest.texts === 0 ? 'yoga' : lastRequest.urls === 0 ? 'direct' : 'read, then yoga');

async function post(server: GraphQLServer, body: string, accept: string | undefined, auth = true) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accept !== undefined) headers['accept'] = accept;
  if (auth) headers['authorization'] = `Bearer ${token}`;
  const request = (lastRequest = new Counted('http://localhost/graphql', { method: 'POST', headers, body }));
  const response = await withDeadline(5_000, async (deadline) => server.fetch(request, { requestId: 'test', client: 'test', service: service.forRequest(deadline), hangUp: () => {} }));
  const type = response.headers.get('content-type');
  const text = await response.text();
  return { status: response.status, type, body: text && type?.includes('json') ? (JSON.parse(text) as unknown) : text };
}

const json = (value: unknown) => JSON.stringify(value);
/** Bodies, and whether Yoga takes each as it is (the endpoint answers only those itself). */
const BODIES: Record<string, [() => string, boolean]> = {
  'a query': [() => json({ query: '{ rulesets { id dice } }' }), true],
  'a refused mutation': [() => json({ query: MUTATIONS.score, variables: { gameId: 'no-such-game', column: 'free', category: 'ones' } }), true],
  'a partial error': [() => json({ query: '{ rulesets { id } game(id: "nope") { id } }' }), true],
  'bad variables': [() => json({ query: MUTATIONS.roll, variables: { keep: 'x' } }), true],
  'a validation error': [() => json({ query: '{ rulesets { nonsense } }' }), true],
  'a syntax error': [() => json({ query: '{ rulesets { id }' }), true],
  'a named operation of two': [() => json({ query: 'query A { rulesets { id } } query B { me { id } }', operationName: 'B' }), true],
  'an unknown operation name': [() => json({ query: 'query A { rulesets { id } }', operationName: 'C' }), true],
  'a subscription': [() => json({ query: `subscription { gameEvents(gameId: "${gameId}") { id } }` }), true],
  'null parameters': [() => json({ query: '{ rulesets { id } }', variables: null, operationName: null, extensions: null, other: null }), true],
  extensions: [() => json({ query: '{ rulesets { id } }', extensions: { client: 'test' } }), true],
  'an unknown parameter': [() => json({ query: '{ rulesets { id } }', other: 1 }), false],
  'variables as a list': [() => json({ query: '{ rulesets { id } }', variables: [] }), false],
  'variables as a string': [() => json({ query: '{ rulesets { id } }', variables: '{}' }), false],
  'no query': [() => json({ variables: {} }), false],
  'a query that is a number': [() => json({ query: 1 }), false],
  'an operation name that is a number': [() => json({ query: '{ rulesets { id } }', operationName: 1 }), false],
  'a list': [() => json([{ query: '{ rulesets { id } }' }]), false],
  null: [() => 'null', false],
  'a number': [() => '1', false],
  'invalid JSON': [() => '{"query": ', false],
  'an empty body': [() => '', false],
};

/**
 * Accept headers, and which operations the endpoint answers itself with each: all, all but
 * subscriptions (which Yoga answers with an event stream), or none (Yoga answers with another
 * result processor, or refuses).
 */
const ACCEPTS: [string | undefined, 'all' | 'not subscriptions' | 'none'][] = [
  ['application/json', 'all'],
  ['application/graphql-response+json', 'all'],
  ['Application/JSON; charset=UTF-8', 'all'],
  ['application/graphql-response+json, application/json;q=0.9', 'all'],
  ['application/json, application/graphql-response+json', 'all'],
  ['application/*', 'all'],
  ['application/graphql-response+json;charset=latin1, application/json', 'all'],
  ['text/html, application/json', 'all'],
  [undefined, 'not subscriptions'],
  ['*/*', 'not subscriptions'],
  ['application/json, text/event-stream', 'not subscriptions'],
  ['multipart/mixed, application/json', 'all'],
  ['text/event-stream', 'none'],
  ['multipart/mixed', 'none'],
  ['text/html', 'none'],
];

describe('operations posted as JSON', () => {
  for (const [kind, [body, taken]] of Object.entries(BODIES)) {
    it(`answer ${kind} on both paths alike, whatever the Accept`, async () => {
      const subscription = kind === 'a subscription';
      for (const [accept, answers] of ACCEPTS) {
        // Yoga answers a subscription with an event stream that would never end: those Accepts are left out.
        if (subscription && (answers === 'not subscriptions' || accept === 'text/event-stream')) continue;
        const answer = await post(direct, body(), accept);
        const expected = answers === 'none' ? 'yoga' : taken && (answers === 'all' || !subscription) ? 'direct' : 'read, then yoga';
        expect(path(), `the path for Accept: ${accept}`).toBe(expected);
        expect(answer, `Accept: ${accept}`).toEqual(await post(viaYoga, body(), accept));
        expect(path()).toBe('yoga');
      }
    });
  }

  it('leave a subscription that could get an event stream to Yoga, which streams it', async () => {
    for (const [accept, answers] of ACCEPTS) {
      if (answers !== 'not subscriptions') continue;
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(accept && { accept }) };
      const request = (lastRequest = new Counted('http://localhost/graphql', { method: 'POST', headers, body: BODIES['a subscription']![0]() }));
      const response = await withDeadline(5_000, async (deadline) => direct.fetch(request, { requestId: 'test', client: 'test', service: service.forRequest(deadline), hangUp: () => {} }));
      expect(path(), `the path for Accept: ${accept}`).toBe('read, then yoga');
      expect(response.headers.get('content-type'), `Accept: ${accept}`).toMatch(/^text\/event-stream/);
      // Yoga's stream cancelled before its first read fails on an iterator it has not made yet.
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
    }
  });

  it('answer a mutation that lands on both paths alike: the same status and type, one roll each', async () => {
    const gql = gqlClient(createApp({ service, logger: silentLogger }));
    for (const [accept] of ACCEPTS.slice(0, 4)) {
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
