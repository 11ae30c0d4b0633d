import { App, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Construct } from 'constructs';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEPER_ENTRY } from '../../infra/bundle.js';
import { bundledFunction } from '../../infra/constructs/bundled-function.js';
import { ApiFunction } from '../../infra/constructs/function.js';
import { PushKeys } from '../../infra/constructs/push-keys.js';
import { GameTable } from '../../infra/constructs/table.js';
import { WebhookKeys } from '../../infra/constructs/webhook-keys.js';
import { GRAPHIQL_RUNTIME_FILES } from '../../src/graphql/graphiql.js';
import { DOCS_RUNTIME_FILES } from '../../src/http/docs.js';

/*
 * The stack's functions are bundled as CDK synthesizes them (the other stack tests leave the
 * bundling out): by the project's build, each from its own entry into an asset of its own, split
 * into the entry and its chunks, with the files its pages read at run time beside it. The API's
 * two functions are built as the stack builds them; the keyring's rotation and a sweeper stand
 * for the other functions.
 */
let outdir: string;
let template: Template;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'yamb-function-code-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'Code');
  const logs = { logRetentionDays: 1, logRemovalPolicy: RemovalPolicy.DESTROY, metricsService: 'test' };
  const { table } = new GameTable(stack, 'Data', { production: false });
  const keys = new WebhookKeys(stack, 'WebhookKeys', { stage: 'test', production: false, retrySeconds: '', ...logs });
  const push = new PushKeys(stack, 'PushKeys', { stage: 'test', production: false, subject: 'mailto:push@yamb.invalid' });
  for (const [id, api] of [['Api', 'rest'], ['GraphQL', 'graphql']] as const) {
    new ApiFunction(stack, id, { api, table, keys, push, corsOrigins: ['*'], memoryMb: 128, timeoutSeconds: 3, ...logs });
  }
  bundledFunction(new Construct(stack, 'Sweeper'), { description: 'test', memoryMb: 128, timeout: Duration.seconds(3), environment: {}, entry: SWEEPER_ENTRY, failures: { synchronous: 'test' }, ...logs });
  app.synth();
  template = Template.fromStack(stack);
}, 180_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

type FunctionResource = { Properties: { Handler: string; Description: string; Code: { S3Key: string } } };
const functions = () => Object.values(template.findResources('AWS::Lambda::Function')) as FunctionResource[];
/** The folder of a function's asset, by its description. */
const assetOf = (description: string) => {
  const found = functions().filter((f) => f.Properties.Description === description);
  expect(found).toHaveLength(1);
  return join(outdir, `asset.${found[0]!.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
};
const shipped = (asset: string, files: readonly string[]) => files.filter((f) => existsSync(join(asset, 'node_modules', f)));

describe('a function of the stack, synthesized', () => {
  it('gets an asset of its own, built from its entry as index.mjs with its chunks beside it', () => {
    expect(functions().map((f) => f.Properties.Handler)).toEqual(['index.handler', 'index.handler', 'index.handler', 'index.handler']);
    const keys = functions().map((f) => f.Properties.Code.S3Key);
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) {
      const asset = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      expect(existsSync(join(asset, 'index.mjs'))).toBe(true);
      expect(existsSync(join(asset, 'index.mjs.map'))).toBe(true);
      expect(readdirSync(join(asset, 'chunks')).some((f) => f.endsWith('.mjs'))).toBe(true);
    }
  });

  it("ships the REST function with the docs' files and the web client beside its bundle, and not GraphiQL's files", () => {
    const asset = assetOf('Yamb API: REST, docs, OAuth and the web client');
    expect(DOCS_RUNTIME_FILES.length).toBeGreaterThan(0);
    expect(shipped(asset, DOCS_RUNTIME_FILES)).toEqual(DOCS_RUNTIME_FILES);
    expect(shipped(asset, GRAPHIQL_RUNTIME_FILES)).toEqual([]);
    expect(existsSync(join(asset, 'web', 'static'))).toBe(true);
  });

  it("ships the GraphQL function with GraphiQL's files beside its bundle, and neither the docs' files nor the web client", () => {
    const asset = assetOf('Yamb API: GraphQL');
    expect(GRAPHIQL_RUNTIME_FILES.length).toBeGreaterThan(0);
    expect(shipped(asset, GRAPHIQL_RUNTIME_FILES)).toEqual(GRAPHIQL_RUNTIME_FILES);
    expect(shipped(asset, DOCS_RUNTIME_FILES)).toEqual([]);
    expect(existsSync(join(asset, 'web'))).toBe(false);
  });
});
