import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { memoryClient, rehearse } from '../../src/entry/rehearsal.js';

describe('the init-phase rehearsal', () => {
  it('plays its requests to the end on the table in memory (a refused step throws)', async () => {
    await expect(rehearse('yamb', 'init-warm-up')).resolves.toBeUndefined();
  });

  it("answers through the SDK's real request path: what is put is read back, what is not is absent", async () => {
    const client = memoryClient();
    await client.send(new PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b', n: 7, s: new Uint8Array([1, 2]) } }));
    expect((await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))).Item).toEqual({ pk: 'a', sk: 'b', n: 7, s: new Uint8Array([1, 2]) });
    expect((await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'c' } }))).Item).toBeUndefined();
  });
});
