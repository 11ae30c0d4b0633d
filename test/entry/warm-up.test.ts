import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { handle } from 'hono/aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/entry/api.js';
import { createGraphQLApi } from '../../src/entry/graphql-api.js';
import { loadGraphQLCode } from '../../src/graphql/index.js';
import { collectGarbage, warmUp } from '../../src/entry/warm-up.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

/*
 * The init phase against a real store (the embedded engine): it may read the table (twice at once), to
 * open the connection the first request would open, and must never write it.
 */
// An engine per test: the SDK client keeps the handler it resolved for a command, so a
// middleware added to a client that already sent one would not see the next test's calls.
let dynamo: EmbeddedDynamo;
beforeEach(async () => {
  dynamo = await startEmbeddedDynamo({ tableName: 'warm-up-test' });
});
afterEach(() => dynamo.close());

describe('the init-phase warm-up', () => {
  it.each([
    ['rest', createApi],
    ['graphql', createGraphQLApi],
  ] as const)('of the %s function reads the table twice at once, eventually consistent, sends no write, and leaves the table empty', async (api, makeApp) => {
    const answered: { command: string; consistent: unknown }[] = [];
    const ready: Record<string, unknown>[] = [];
    // After the HTTP handler: only calls that went over the network and came back are seen.
    dynamo.client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        answered.push({ command: String(context.commandName), consistent: (args.input as { ConsistentRead?: unknown }).ConsistentRead });
        return result;
      },
      { step: 'deserialize', name: 'answeredCalls', priority: 'low' },
    );
    // As graphql-lambda.ts does: GraphQL's code is loaded before the warm-up (here it is compiled on import, slower than the read's budget).
    if (api === 'graphql') await loadGraphQLCode();
    const app = makeApp({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, rateLimit: null });
    const hono = handle(app);
    const handler = (event: APIGatewayProxyEventV2, context: Context) => hono(event as never, context as never) as never;
    await warmUp({ api, handler, client: dynamo.client, tableName: dynamo.tableName, rehearsalApp: makeApp, log: (entry) => ready.push(entry) });
    dynamo.client.middlewareStack.remove('answeredCalls');
    // It says so, once it is done, and whether its rehearsal played to the end.
    expect(ready).toEqual([expect.objectContaining({ msg: 'instance ready', api, rehearsed: true })]);
    // Two reads at once: two connections open, as the first write by a token not kept needs (it reads the token and the game at once).
    expect(answered).toEqual([
      { command: 'GetItemCommand', consistent: false },
      { command: 'GetItemCommand', consistent: false },
    ]);
    const { Count } = await dynamo.client.send(new ScanCommand({ TableName: dynamo.tableName, Select: 'COUNT' }));
    expect(Count).toBe(0);
  });

  it('ends with a full garbage collection, which needs no flag on the command line', async () => {
    const kinds: number[] = [];
    const observer = new PerformanceObserver((list) => kinds.push(...list.getEntries().map((e) => (e as unknown as { detail: { kind: number } }).detail.kind)));
    observer.observe({ entryTypes: ['gc'] });
    collectGarbage();
    // Entries reach observers after the current task.
    await new Promise((resolve) => setTimeout(resolve, 10));
    observer.disconnect();
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MAJOR);
    expect('gc' in globalThis).toBe(false);
  });
});
