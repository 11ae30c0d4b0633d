import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_POLL_SECONDS, STREAM_SECONDS } from '../../infra/constructs/streams.js';
import { ALLOWED_HEADERS } from '../../infra/constructs/api.js';
import { DEFAULT_STREAM_SETTINGS, STREAM_GRACE_MS, TIMEOUT_RESERVE_MS } from '../../src/entry/stream-function.js';
import { baseStatements, named, only, synthesize, tableItemArns, type Resource } from './synth.js';

/*
 * The event streams in the template: one function behind a function URL that streams its
 * response, open to anyone (the app checks tokens), with the API's CORS, a timeout the streams'
 * lifetime fits in, and read access to the table only.
 */
let dev: Template;
let prod: Template;
let origins: Template;
beforeAll(() => {
  dev = synthesize();
  prod = synthesize({ stage: 'prod' });
  origins = synthesize({ stage: 'web', corsOrigins: 'https://a.example,https://b.example' });
});

const fn = (template: Template) => named(template, 'AWS::Lambda::Function', 'StreamsFunction');
const url = (template: Template) => only(template, 'AWS::Lambda::Url');
const properties = (r: { resource: Resource }) => r.resource.Properties;
const table = (template: Template) => only(template, 'AWS::DynamoDB::GlobalTable').id;

interface Statement {
  readonly Action: string | string[];
  readonly Effect: string;
  readonly Resource: unknown;
}

describe('streams function', () => {
  it('runs Node.js 22 on arm64 with 256 MB, polling every 2 s for streams of 300 s, which its timeout outlasts', () => {
    const p = properties(fn(dev));
    expect(p).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', MemorySize: 256, Timeout: STREAM_SECONDS + 30 });
    expect(p.Environment).toEqual({
      Variables: { TABLE_NAME: { Ref: table(dev) }, CORS_ORIGINS: '*', STREAM_SECONDS: '300', STREAM_POLL_SECONDS: '2', POWERTOOLS_SERVICE_NAME: 'yamb-api-dev', NODE_OPTIONS: '--enable-source-maps' },
    });
    expect([STREAM_SECONDS, STREAM_POLL_SECONDS]).toEqual([DEFAULT_STREAM_SETTINGS.lifetimeSeconds, DEFAULT_STREAM_SETTINGS.pollSeconds]);
    // The lifetime, the grace for a last poll, and the reserve before the timeout fit in it.
    expect(STREAM_SECONDS * 1000 + STREAM_GRACE_MS + TIMEOUT_RESERVE_MS).toBeLessThan((p.Timeout as number) * 1000);
    expect(p).not.toHaveProperty('ReservedConcurrentExecutions');
  });

  it('is served by a function URL that streams its response, without IAM auth', () => {
    expect(properties(url(dev))).toMatchObject({ AuthType: 'NONE', InvokeMode: 'RESPONSE_STREAM', TargetFunctionArn: { 'Fn::GetAtt': [fn(dev).id, 'Arn'] } });
    const arn = { 'Fn::GetAtt': [fn(dev).id, 'Arn'] };
    dev.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunctionUrl', FunctionName: arn, FunctionUrlAuthType: 'NONE', Principal: '*' });
    // Anyone may invoke it, but only through its URL.
    dev.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', FunctionName: arn, InvokedViaFunctionUrl: true, Principal: '*' });
    dev.hasOutput('StreamsUrl', { Value: { 'Fn::GetAtt': [url(dev).id, 'FunctionUrl'] } });
  });

  it("answers CORS for the configured origins, with the headers the API reads and Last-Event-ID", () => {
    const cors = (t: Template) => properties(url(t)).Cors as Record<string, unknown>;
    expect(cors(dev)).toEqual({
      AllowOrigins: ['*'],
      AllowMethods: ['GET', 'POST'],
      AllowHeaders: ['authorization', 'content-type', 'if-match', 'if-none-match', 'idempotency-key', 'x-request-id', 'last-event-id'],
      ExposeHeaders: ['etag', 'location', 'retry-after', 'x-request-id'],
      MaxAge: 600,
    });
    expect(cors(origins).AllowOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect((properties(fn(origins)).Environment as { Variables: Record<string, unknown> }).Variables.CORS_ORIGINS).toBe('https://a.example,https://b.example');
    // The API's own (the app's, src/edge/cors.ts) allows every header these allow.
    expect(cors(dev).AllowHeaders).toEqual([...ALLOWED_HEADERS, 'last-event-id']);
  });

  it('may read the table and its indexes, and nothing else: no writes, no keyring', () => {
    const [logs, traces, data, ...others] = (named(dev, 'AWS::IAM::Policy', 'StreamsServiceRoleDefaultPolicy').resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(others).toEqual([]);
    expect([logs, traces]).toEqual(baseStatements(dev, 'StreamsLogs'));
    expect(data).toMatchObject({ Effect: 'Allow', Resource: tableItemArns(dev) });
    const actions = [data!.Action].flat();
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']));
    expect(actions.filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('logs to a group of its own with the retention, kept with the data in production', () => {
    const logs = named(dev, 'AWS::Logs::LogGroup', 'StreamsLogs');
    expect(properties(fn(dev)).LoggingConfig).toEqual({ LogGroup: { Ref: logs.id } });
    expect(logs.resource.Properties.RetentionInDays).toBe(30);
    expect(logs.resource.DeletionPolicy).toBe('Delete');
    expect(named(prod, 'AWS::Logs::LogGroup', 'StreamsLogs').resource.DeletionPolicy).toBe('Retain');
  });
});
