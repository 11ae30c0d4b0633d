import { App, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Construct } from 'constructs';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATOR_ENTRY, SWEEPER_ENTRY } from '../../infra/bundle.js';
import { bundledFunction } from '../../infra/constructs/bundled-function.js';

/*
 * The stack's functions are bundled as CDK synthesizes them (the other stack tests leave the
 * bundling out): by the project's build, each from its own entry into an asset of its own, split
 * into the entry and its chunks. Two small functions stand for the five.
 */
let outdir: string;
let template: Template;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'yamb-function-code-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'Code');
  const props = { description: 'test', memoryMb: 128, timeout: Duration.seconds(3), environment: {}, logRetentionDays: 1, logRemovalPolicy: RemovalPolicy.DESTROY, metricsService: 'test' };
  for (const [id, entry] of [['Rotator', ROTATOR_ENTRY], ['Sweeper', SWEEPER_ENTRY]] as const) {
    bundledFunction(new Construct(stack, id), { ...props, entry, failures: { synchronous: 'test' } });
  }
  app.synth();
  template = Template.fromStack(stack);
}, 180_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('a function of the stack, synthesized', () => {
  it('gets an asset of its own, built from its entry as index.mjs with its chunks beside it', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as { Properties: { Handler: string; Code: { S3Key: string } } }[];
    expect(functions.map((f) => f.Properties.Handler)).toEqual(['index.handler', 'index.handler']);
    const keys = functions.map((f) => f.Properties.Code.S3Key);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) {
      const asset = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      expect(existsSync(join(asset, 'index.mjs'))).toBe(true);
      expect(existsSync(join(asset, 'index.mjs.map'))).toBe(true);
      expect(readdirSync(join(asset, 'chunks')).some((f) => f.endsWith('.mjs'))).toBe(true);
    }
  });
});
