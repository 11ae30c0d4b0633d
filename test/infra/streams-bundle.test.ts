import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_ENTRY } from '../../infra/bundle.js';
import { buildBundle, kib } from '../../scripts/build.js';
import type { GameEventView } from '../../src/contract/events.js';
import { createServiceFor } from '../../src/entry/service.js';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { functionUrlEvent, installAwsLambdaGlobal, invokeStreaming } from '../entry/response-streaming.js';
import { captureJsonLogs } from '../support/logs.js';
import { chooseAction, prng } from '../support/play.js';
import { sseReader } from '../support/sse.js';
import { zodAndSchemas } from './schema-inputs.js';

/*
 * The streams function's deployed artefact: its bundle, built with the shared esbuild options,
 * loaded with the environment the stack gives it (no keyring: streams deliver no webhooks), its
 * handler wrapped by a stand-in of the runtime's `awslambda` global and invoked with a function
 * URL event while a game is played on the same table.
 */
const ENVIRONMENT = ['TABLE_NAME', 'CORS_ORIGINS', 'STREAM_SECONDS', 'STREAM_POLL_SECONDS', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));

const logs = captureJsonLogs();
let dir: string;
let dynamo: EmbeddedDynamo;
let bundle: Awaited<ReturnType<typeof buildBundle>>;
let handler: unknown;
let writer: Service;
let uninstall: () => void;

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'yamb-streams-bundle-'));
  bundle = await buildBundle(join(dir, 'streams', 'index.mjs'), STREAMS_ENTRY);
  dynamo = await startEmbeddedDynamo({ tableName: 'yamb-streams-bundle' });
  Object.assign(process.env, {
    TABLE_NAME: dynamo.tableName,
    CORS_ORIGINS: '*',
    STREAM_SECONDS: '1',
    STREAM_POLL_SECONDS: '0.05',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  writer = createServiceFor({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger });
  uninstall = installAwsLambdaGlobal();
  handler = ((await import(/* @vite-ignore */ pathToFileURL(bundle.file).href)) as { handler: unknown }).handler;
});

afterAll(async () => {
  uninstall?.();
  await dynamo?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the streams function bundle', () => {
  it('holds its entry and the Lambda adapter, and no embedded engine', () => {
    expect(bundle.inputs).toContain(STREAMS_ENTRY);
    expect(bundle.inputs.some((p) => p.includes('node_modules/hono/dist/adapter/aws-lambda/'))).toBe(true);
    expect(bundle.inputs.some((p) => p.includes('node_modules/dynalite/'))).toBe(false);
    expect(bundle.inputs).not.toContain('src/entry/embedded-dynamo.ts');
    console.log(`streams bundle: ${kib(bundle.bytes)} (source map ${kib(bundle.mapBytes)}), ${bundle.inputs.length} inputs`);
  });

  it("loads no other route of REST, none of the contract's schemas and no zod: the declared inputs of the streams are a chunk on demand", () => {
    expect(bundle.loadedInputs).toContain('src/http/routes/events.ts');
    expect(bundle.loadedInputs.filter((p) => p.startsWith('src/http/') && !['src/http/streams.ts', 'src/http/routes/events.ts', 'src/http/env.ts'].includes(p))).toEqual([]);
    expect(zodAndSchemas(bundle.loadedInputs)).toEqual([]);
    expect(bundle.inputs).toContain('src/http/routes/event-docs.ts');
  });

  it("streams a game's events as it is played, and ends its invocation after STREAM_SECONDS", async () => {
    const ana = (await writer.players.register('Ana')).player;
    let view = await writer.games.create(ana, { ruleset: 'jamb', seats: 1 });
    const invocation = invokeStreaming(handler, functionUrlEvent('GET', `/v1/games/${view.id}/events`, { accept: 'text/event-stream' }));
    const prelude = await invocation.prelude;
    expect(prelude.statusCode).toBe(200);
    expect(prelude.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(prelude.headers['access-control-allow-origin']).toBe('*');
    const stream = sseReader(await invocation.response, new AbortController());
    const types = async (n: number) => (await stream.next(n)).map((e) => (JSON.parse(e.data) as GameEventView).type);
    expect(await types(3)).toEqual(['game.created', 'game.started', 'turn.started']);
    view = await writer.games.act(ana, view.id, chooseAction(view.turn!, prng(3)));
    expect(await types(1)).toEqual(['move.rolled']);
    await expect(stream.next(1)).rejects.toThrow(/ended/);
    await invocation.done;
    expect(logs.some((e) => e.msg === 'request' && e.path === `/v1/games/${view.id}/events` && e.status === 200)).toBe(true);
  });
});
