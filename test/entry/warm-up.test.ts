import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { handle } from 'hono/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/entry/api.js';
import { warmUp } from '../../src/entry/warm-up.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

/*
 * The init phase against a real store (the embedded engine): it may read the table once, to
 * open the connection the first request would open, and must never write it.
 */
let dynamo: EmbeddedDynamo;
beforeAll(async () => {
  dynamo = await startEmbeddedDynamo({ tableName: 'warm-up-test' });
});
afterAll(() => dynamo.close());

describe('the init-phase warm-up', () => {
  it('reads the table once, eventually consistent, sends no write, and leaves the table empty', async () => {
    const answered: { command: string; consistent: unknown }[] = [];
    // After the HTTP handler: only calls that went over the network and came back are seen.
    dynamo.client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        answered.push({ command: String(context.commandName), consistent: (args.input as { ConsistentRead?: unknown }).ConsistentRead });
        return result;
      },
      { step: 'deserialize', name: 'answeredCalls', priority: 'low' },
    );
    const app = createApi({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, rateLimit: null });
    const hono = handle(app);
    const handler = (event: APIGatewayProxyEventV2, context: Context) => hono(event as never, context as never) as never;
    await warmUp({ handler, client: dynamo.client, tableName: dynamo.tableName });
    dynamo.client.middlewareStack.remove('answeredCalls');
    expect(answered).toEqual([{ command: 'GetItemCommand', consistent: false }]);
    const { Count } = await dynamo.client.send(new ScanCommand({ TableName: dynamo.tableName, Select: 'COUNT' }));
    expect(Count).toBe(0);
  });
});
