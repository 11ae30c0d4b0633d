import { ConditionalCheckFailedException, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NodeHttpHandler } from '@smithy/node-http-handler';
import { createServer, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocumentClient } from '../../src/store/client.js';
import type { RequestHandler } from '../../src/store/item-commands.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The store's client sends GetCommand and PutCommand as GetItem and PutItem through handlers it
 * keeps (src/store/item-commands.ts). What must hold: the store receives exactly what the
 * document client would have sent, answers come back as the document client gives them, each
 * call keeps its own abort signal although the handler is shared, and every other command (or
 * form) still goes the document client's way.
 */
const ctx = useEmbeddedStore();
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** A request handler that records every request body and answers `{}` (or the answer given), never touching a network. */
function recorder(answer = '{}') {
  const bodies: unknown[] = [];
  const handler: RequestHandler & { signals: (AbortSignal | undefined)[] } = {
    signals: [],
    handle: async (request, options) => {
      if (options?.abortSignal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      handler.signals.push(options?.abortSignal as AbortSignal | undefined);
      bodies.push(JSON.parse(String(request.body)));
      const body = Buffer.from(answer);
      return { response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0', 'content-length': String(body.length) }, body: Readable.from([body]) } as never };
    },
    updateHttpClientConfig: () => {},
    httpHandlerConfigs: () => ({}),
  };
  return { handler, bodies };
}

const config = (requestHandler: RequestHandler) => ({ region: 'local', endpoint: 'http://127.0.0.1:9', credentials, requestHandler });
/** The document client as the SDK makes it, with the store's marshalling options: what the store's client must match. */
const reference = (requestHandler: RequestHandler) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ ...config(requestHandler), maxAttempts: 1, requestHandler: requestHandler as NodeHttpHandler }), {
    marshallOptions: { removeUndefinedValues: true },
  });

// Attribute values of every kind the document client marshals: what items, keys and condition values can hold.
const scalar = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant(undefined));
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, fc.uint8Array({ minLength: 1 }).map((b) => Buffer.from(b)), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 3 })),
})).value;
const attributes = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 6 });

describe("the store's client", () => {
  it('sends a GetCommand and a PutCommand with exactly the body the document client sends', async () => {
    const ours = recorder();
    const theirs = recorder();
    const client = createDocumentClient(config(ours.handler));
    const documentClient = reference(theirs.handler);
    await fc.assert(
      fc.asyncProperty(attributes, attributes, fc.boolean(), async (item, values, consistent) => {
        const commands = [
          () => new GetCommand({ TableName: 't', Key: { pk: 'G#a', sk: 'G', ...item }, ConsistentRead: consistent, ReturnConsumedCapacity: 'TOTAL' }),
          () => new PutCommand({ TableName: 't', Item: { pk: 'G#a', sk: 'G', ...item } }),
          () => new PutCommand({ TableName: 't', Item: item, ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': 1, ...values } }),
        ];
        for (const command of commands) {
          const [a, b] = await Promise.allSettled([client.send(command() as GetCommand), documentClient.send(command() as GetCommand)]);
          // Both refuse the same inputs (a value the document client cannot marshal) or both send.
          expect(a.status).toBe(b.status);
        }
        expect(ours.bodies).toEqual(theirs.bodies);
      }),
      { numRuns: 150 },
    );
    expect(ours.bodies.length).toBeGreaterThan(300);
  });

  it('gives back what the store holds as the document client gives it back', async () => {
    const client = ctx.db.client;
    const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local', endpoint: ctx.db.endpoint, credentials }), {
      marshallOptions: { removeUndefinedValues: true },
    });
    const item = { pk: 'G#back', sk: 'G', v: 3, s: 'text', b: Buffer.from([1, 2, 3]), l: [1, 'two', { three: 3 }], m: { a: null, t: true }, ss: new Set(['x', 'y']) };
    await client.send(new PutCommand({ TableName: ctx.db.tableName, Item: item }));
    const Key = { pk: 'G#back', sk: 'G' };
    const ours = await client.send(new GetCommand({ TableName: ctx.db.tableName, Key, ConsistentRead: true }));
    const theirs = await documentClient.send(new GetCommand({ TableName: ctx.db.tableName, Key, ConsistentRead: true }));
    expect(ours.Item).toEqual(theirs.Item);
    expect(ours.Item).toEqual({ ...item, b: new Uint8Array([1, 2, 3]) });
    expect(await client.send(new GetCommand({ TableName: ctx.db.tableName, Key: { pk: 'G#none', sk: 'G' } }))).not.toHaveProperty('Item');
    const old = await client.send(new PutCommand({ TableName: ctx.db.tableName, Item: { ...Key, v: 4 }, ReturnValues: 'ALL_OLD' }));
    expect(old.Attributes).toEqual(ours.Item);
    documentClient.destroy();
  });

  it("refuses a failed condition with the SDK's own exception, as the document client does", async () => {
    const put = () =>
      ctx.db.client.send(new PutCommand({ TableName: ctx.db.tableName, Item: { pk: 'G#cond', sk: 'G', v: 1 }, ConditionExpression: 'attribute_not_exists(pk)' }));
    await put();
    await expect(put()).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('resolves the middleware of an item command once, and of other commands and forms on every send', async () => {
    const { handler } = recorder('{"Items":[],"Count":0}');
    const client = createDocumentClient(config(handler));
    const getItem = vi.spyOn(GetItemCommand.prototype, 'resolveMiddleware');
    const putItem = vi.spyOn(PutItemCommand.prototype, 'resolveMiddleware');
    for (let i = 0; i < 3; i++) {
      await client.send(new GetCommand({ TableName: 't', Key: { pk: `G#${i}`, sk: 'G' } }));
      await client.send(new PutCommand({ TableName: 't', Item: { pk: `G#${i}`, sk: 'G' } }), { abortSignal: new AbortController().signal });
    }
    expect([getItem.mock.calls.length, putItem.mock.calls.length]).toEqual([1, 1]);
    // Forms the translation does not cover: a return of the item on a failed condition, other options.
    await client.send(new PutCommand({ TableName: 't', Item: { pk: 'G#x', sk: 'G' }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'G#x', sk: 'G' } }), { requestTimeout: 500 });
    await client.send(new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'G#x' } }));
    expect([getItem.mock.calls.length, putItem.mock.calls.length]).toEqual([2, 2]);
  });

  it('hands each call its own abort signal, though calls share one handler', async () => {
    const { handler, bodies } = recorder();
    const client = createDocumentClient(config(handler));
    const first = new AbortController();
    const second = new AbortController();
    await Promise.all([
      client.send(new GetCommand({ TableName: 't', Key: { pk: 'G#1', sk: 'G' } }), { abortSignal: first.signal }),
      client.send(new GetCommand({ TableName: 't', Key: { pk: 'G#2', sk: 'G' } }), { abortSignal: second.signal }),
      client.send(new GetCommand({ TableName: 't', Key: { pk: 'G#3', sk: 'G' } })),
    ]);
    expect(handler.signals).toEqual([first.signal, second.signal, undefined]);
    // An aborted signal: the call ends before anything is sent.
    const sent = bodies.length;
    await expect(client.send(new PutCommand({ TableName: 't', Item: { pk: 'G#4', sk: 'G' } }), { abortSignal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(bodies.length).toBe(sent);
  });

  it('aborts a call the store does not answer, on the HTTP connection itself', async () => {
    // A server that accepts the connection and never answers: the abort must end the wait and the connection.
    let opened = 0;
    let closed = 0;
    const server = createServer((socket) => {
      opened += 1;
      socket.resume().on('close', () => (closed += 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createDocumentClient({ region: 'local', endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, credentials });
    const controller = new AbortController();
    const call = client.send(new GetCommand({ TableName: 't', Key: { pk: 'G#1', sk: 'G' } }), { abortSignal: controller.signal });
    await vi.waitFor(() => expect(opened).toBe(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(closed).toBe(1));
    client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
