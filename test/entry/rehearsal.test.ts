import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createApi } from '../../src/entry/api.js';
import { createGraphQLApi } from '../../src/entry/graphql-api.js';
import { memoryClient, rehearse } from '../../src/entry/rehearsal.js';

describe('the init-phase rehearsal', () => {
  it('plays its requests to the end on the table in memory, over REST and over GraphQL (a refused step throws)', async () => {
    await expect(rehearse('rest', createApi, 'yamb', 'init-warm-up')).resolves.toBeUndefined();
    await expect(rehearse('graphql', createGraphQLApi, 'yamb', 'init-warm-up')).resolves.toBeUndefined();
  });

  it('throws when a step is refused: the GraphQL function has no REST routes, so a REST rehearsal there fails', async () => {
    await expect(rehearse('rest', createGraphQLApi, 'yamb', 'init-warm-up')).rejects.toThrow(/answered 404/);
  });

  it("answers through the SDK's real request path: what is put is read back, what is not is absent", async () => {
    const client = memoryClient();
    await client.send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b', n: 7, s: new Uint8Array([1, 2]) } }));
    expect((await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))).Item).toEqual({ pk: 'a', sk: 'b', n: 7, s: new Uint8Array([1, 2]) });
    expect((await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'c' } }))).Item).toBeUndefined();
  });
});
