import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { apiInvocationFields } from '../../src/entry/api-invocation.js';
import { createInvocationLog } from '../../src/entry/invocation-log.js';

const GAME = 'g7Hk2mPq9xRt4vWz';
const event = (rawPath: string, body?: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 =>
  ({ rawPath, headers, ...(body !== undefined && { body }), isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;

describe('the fields of an API invocation', () => {
  it.each([
    // [what, path, body, game id found]
    ['a REST path of a game', `/v1/games/${GAME}/actions`, undefined, GAME],
    ['the game itself', `/v1/games/${GAME}`, undefined, GAME],
    ['a list of games', '/v1/games', undefined, undefined],
    ['a GraphQL variable', '/graphql', JSON.stringify({ query: 'mutation($gameId: ID!) { roll(gameId: $gameId) { id } }', variables: { gameId: GAME } }), GAME],
    ['a GraphQL argument written in the query', '/graphql', JSON.stringify({ query: `mutation { roll(gameId: "${GAME}") { id } }` }), GAME],
    ['a GraphQL query about no game', '/graphql', JSON.stringify({ query: '{ rulesets { id } }' }), undefined],
  ])('finds the game id in %s', (_what, path, body, gameId) => {
    const fields = apiInvocationFields(event(path, body), 'aws-1');
    expect(fields.gameId).toBe(gameId);
  });

  it("uses Lambda's request id, and sets it on the event for the app, when the client sent none or an invalid one", () => {
    for (const headers of [{}, { 'x-request-id': 'not valid!' }] as Record<string, string>[]) {
      const e = event('/v1/rulesets', undefined, { ...headers });
      expect(apiInvocationFields(e, 'aws-2')).toEqual({ requestId: 'aws-2' });
      expect(e.headers['x-request-id']).toBe('aws-2');
    }
  });

  it("keeps the client's request id, and adds Lambda's beside it", () => {
    const e = event('/v1/rulesets', undefined, { 'x-request-id': 'client-id-1' });
    expect(apiInvocationFields(e, 'aws-3')).toEqual({ requestId: 'client-id-1', awsRequestId: 'aws-3' });
    expect(e.headers['x-request-id']).toBe('client-id-1');
  });
});

describe('the invocation log', () => {
  it("adds the invocation's fields to each line written during it, the line's own winning, and none after", async () => {
    const lines: Record<string, unknown>[] = [];
    const invocation = createInvocationLog((entry) => lines.push(entry));
    await invocation.during({ requestId: 'r1', gameId: GAME }, async () => {
      invocation.log({ msg: 'inside' });
      invocation.log({ msg: 'own id', requestId: 'mine' });
    });
    invocation.log({ msg: 'after' });
    await expect(invocation.during({ requestId: 'r2' }, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    invocation.log({ msg: 'after a failure' });
    expect(lines).toEqual([
      { requestId: 'r1', gameId: GAME, msg: 'inside' },
      { requestId: 'mine', gameId: GAME, msg: 'own id' },
      { msg: 'after' },
      { msg: 'after a failure' },
    ]);
  });
});
