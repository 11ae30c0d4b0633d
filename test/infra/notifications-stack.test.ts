import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TTL_ATTRIBUTE } from '../../infra/constructs/table.js';
import { baseStatements, named, only, synthesize, tableItemArns, type Resource } from './synth.js';

/*
 * Turn notifications in the template: the table's stream and TTL, the dispatcher fed by the
 * stream (game items only) with its retries bounded and a dead-letter queue, the sweeper on a
 * one-minute schedule that never runs twice at once, the generated keyring secret that every
 * function reads and nothing else may, and the generated VAPID key the API's two functions (REST
 * and GraphQL), the dispatcher and the sweeper read.
 */
let dev: Template;
let prod: Template;
let retries: Template;
beforeAll(() => {
  dev = synthesize();
  prod = synthesize({ stage: 'prod', alarmEmail: 'ops@yamb.example' });
  retries = synthesize({ stage: 'qa', webhookRetrySeconds: ' 1, 2.5 ,10' });
});

interface Statement {
  readonly Action: string | string[];
  readonly Effect: string;
  readonly Resource: unknown;
}

const FUNCTIONS = { api: 'ApiFunction', graphql: 'GraphQLFunction', dispatcher: 'NotificationsDispatcherFunction', sweeper: 'NotificationsSweeperFunction' } as const;
const fn = (template: Template, name: keyof typeof FUNCTIONS) => named(template, 'AWS::Lambda::Function', FUNCTIONS[name]);
const statements = (template: Template, name: keyof typeof FUNCTIONS) =>
  (named(template, 'AWS::IAM::Policy', `${FUNCTIONS[name].replace(/Function$/, '')}ServiceRoleDefaultPolicy`).resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
const table = (template: Template) => only(template, 'AWS::DynamoDB::GlobalTable').id;
const webhookSecret = (template: Template) => named(template, 'AWS::SecretsManager::Secret', 'WebhookKeysSecret');
const pushSecret = (template: Template) => named(template, 'AWS::SecretsManager::Secret', 'PushKeysSecret');
const secretRef = (template: Template) => ({ Ref: webhookSecret(template).id });
const pushRef = (template: Template) => ({ Ref: pushSecret(template).id });
/** Reading the two secrets: one statement (CDK merges grants of the same actions). */
const readSecrets = (template: Template) => ({ Effect: 'Allow', Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: [pushRef(template), secretRef(template)] });
const queue = (template: Template) => named(template, 'AWS::SQS::Queue', 'NotificationsDeadLetters');
const failures = (template: Template) => named(template, 'AWS::SQS::Queue', 'NotificationsSweeperFailures');
const properties = (r: { resource: Resource }) => r.resource.Properties;

describe('table', () => {
  it('streams the new image of every written item, and expires items by the ttl attribute', () => {
    dev.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
    expect(TTL_ATTRIBUTE).toBe('ttl');
  });
});

describe('dispatcher', () => {
  it('is fed by the stream: from the newest record, 10 at a time, failures reported per record, a failed batch split', () => {
    const mapping = only(dev, 'AWS::Lambda::EventSourceMapping');
    expect(properties(mapping)).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [table(dev), 'StreamArn'] },
      FunctionName: { Ref: fn(dev, 'dispatcher').id },
      StartingPosition: 'LATEST',
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('retries a record at most 10 times and for at most 24 hours, then leaves its place in the stream to the dead-letter queue', () => {
    expect(properties(only(dev, 'AWS::Lambda::EventSourceMapping'))).toMatchObject({
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 24 * 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue(dev).id, 'Arn'] } } },
    });
    expect(properties(queue(dev))).toMatchObject({ MessageRetentionPeriod: 14 * 86_400, SqsManagedSseEnabled: true });
    dev.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queue(dev).id }],
      PolicyDocument: { Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })] },
    });
  });

  it('is invoked for game items only', () => {
    const { Filters } = properties(only(dev, 'AWS::Lambda::EventSourceMapping')).FilterCriteria as { Filters: { Pattern: string }[] };
    expect(Filters.map((f) => JSON.parse(f.Pattern))).toEqual([{ dynamodb: { NewImage: { sk: { S: ['G', 'TN'] } } } }]);
  });

  it('runs Node.js 22 on arm64, long enough for slow endpoints, without reserved concurrency', () => {
    expect(properties(fn(dev, 'dispatcher'))).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', Timeout: 300, MemorySize: 256 });
    expect(properties(fn(dev, 'dispatcher'))).not.toHaveProperty('ReservedConcurrentExecutions');
  });

  it('may read the stream, read and write the table, send to its dead-letter queue and read the keyring and the push key, nothing else', () => {
    const stream = { 'Fn::GetAtt': [table(dev), 'StreamArn'] };
    expect(statements(dev, 'dispatcher')).toEqual([
      ...baseStatements(dev, 'NotificationsDispatcherLogs'),
      { Effect: 'Allow', Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'], Resource: { 'Fn::GetAtt': [queue(dev).id, 'Arn'] } },
      { Effect: 'Allow', Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'], Resource: stream },
      { Effect: 'Allow', Action: expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']), Resource: tableItemArns(dev) },
      readSecrets(dev),
    ]);
  });
});

describe('sweeper', () => {
  it('runs every minute, on an EventBridge rule that only it answers', () => {
    const rule = only(dev, 'AWS::Events::Rule');
    expect(properties(rule)).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [fn(dev, 'sweeper').id, 'Arn'] },
          Id: 'Target0',
          RetryPolicy: { MaximumEventAgeInSeconds: 60, MaximumRetryAttempts: 2 },
          // What EventBridge cannot hand the function goes to the sweeper's failures queue.
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [failures(dev).id, 'Arn'] } },
        },
      ],
    });
    dev.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [fn(dev, 'sweeper').id, 'Arn'] }, SourceArn: { 'Fn::GetAtt': [rule.id, 'Arn'] } });
  });

  it('never runs twice at once, and drops a tick it cannot take instead of queueing it, recording it in its failures queue', () => {
    expect(properties(fn(dev, 'sweeper'))).toMatchObject({ ReservedConcurrentExecutions: 1, Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 300 });
    dev.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fn(dev, 'sweeper').id },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failures(dev).id, 'Arn'] } } },
    });
    expect(properties(failures(dev))).toMatchObject({ MessageRetentionPeriod: 14 * 86_400, SqsManagedSseEnabled: true });
    // EventBridge may send to it, from this rule only.
    dev.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: failures(dev).id }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Action: 'sqs:SendMessage', Principal: { Service: 'events.amazonaws.com' }, Condition: { ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [only(dev, 'AWS::Events::Rule').id, 'Arn'] } } } }),
        ]),
      },
    });
  });

  it('may read and write the table, send to its failures queue and read the keyring and the push key, nothing else', () => {
    const [logs, traces, queued, data, keys, ...others] = statements(dev, 'sweeper');
    expect(others).toEqual([]);
    expect([logs, traces]).toEqual(baseStatements(dev, 'NotificationsSweeperLogs'));
    expect(queued).toEqual({ Effect: 'Allow', Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'], Resource: { 'Fn::GetAtt': [failures(dev).id, 'Arn'] } });
    expect(data).toMatchObject({ Effect: 'Allow', Resource: tableItemArns(dev) });
    expect([data!.Action].flat().every((a) => a.startsWith('dynamodb:'))).toBe(true);
    expect(keys).toEqual(readSecrets(dev));
  });
});

describe('webhook keyring', () => {
  it('is one secret generated as 32 random bytes in hex, under the sealing key id k1', () => {
    const { GenerateSecretString } = properties(webhookSecret(dev)) as { GenerateSecretString: Record<string, unknown> };
    expect(GenerateSecretString).toEqual({
      SecretStringTemplate: JSON.stringify({ seal: 'k1' }),
      GenerateStringKey: 'k1',
      PasswordLength: 64,
      ExcludeUppercase: true,
      ExcludePunctuation: true,
      ExcludeCharacters: 'ghijklmnopqrstuvwxyz',
      IncludeSpace: false,
      RequireEachIncludedType: false,
    });
    // What is left of the generator's alphabet: the 16 hex digits, each equally likely.
    const alphabet = [...'abcdefghijklmnopqrstuvwxyz0123456789'].filter((c) => !String(GenerateSecretString.ExcludeCharacters).includes(c));
    expect(alphabet.join('')).toBe('abcdef0123456789');
  });

  it('is retained under a fixed name in production, and neither in dev', () => {
    prod.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain', Properties: Match.objectLike({ Name: 'yamb-api/prod/webhook-keys' }) });
    dev.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Delete' });
    expect(properties(webhookSecret(dev))).not.toHaveProperty('Name');
  });

  it('reaches every function by its ARN, never as key material, with private webhook addresses refused', () => {
    for (const name of Object.keys(FUNCTIONS) as (keyof typeof FUNCTIONS)[]) {
      const variables = (properties(fn(dev, name)).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({ TABLE_NAME: { Ref: table(dev) }, WEBHOOK_KEYS_SECRET_ARN: secretRef(dev), ALLOW_PRIVATE_WEBHOOKS: 'false', NODE_OPTIONS: '--enable-source-maps' });
      expect(variables).not.toHaveProperty('WEBHOOK_KEYS');
      expect(variables).not.toHaveProperty('WEBHOOK_RETRY_SECONDS');
    }
    // No dynamic reference or secret value anywhere: the functions read the secret themselves.
    expect(JSON.stringify(dev.toJSON())).not.toContain('resolve:secretsmanager');
  });

  it("gives every function the context's retry schedule, normalised", () => {
    for (const name of Object.keys(FUNCTIONS) as (keyof typeof FUNCTIONS)[]) {
      expect(properties(fn(retries, name)).Environment).toMatchObject({ Variables: { WEBHOOK_RETRY_SECONDS: '1,2.5,10' } });
    }
  });
});

describe('push key', () => {
  it('is one secret generated as 32 random bytes in hex, the VAPID private key, never rotated', () => {
    const { GenerateSecretString } = properties(pushSecret(dev)) as { GenerateSecretString: Record<string, unknown> };
    expect(GenerateSecretString).toEqual({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'privateKey',
      PasswordLength: 64,
      ExcludeUppercase: true,
      ExcludePunctuation: true,
      ExcludeCharacters: 'ghijklmnopqrstuvwxyz',
      IncludeSpace: false,
      RequireEachIncludedType: false,
    });
    // Browsers are subscribed with its public half: only the keyring has a rotation schedule.
    expect(Object.values(dev.findResources('AWS::SecretsManager::RotationSchedule')).map((r) => r.Properties.SecretId)).toEqual([secretRef(dev)]);
  });

  it('is retained under a fixed name in production, and neither in dev', () => {
    prod.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain', Properties: Match.objectLike({ Name: 'yamb-api/prod/push-key' }) });
    expect(pushSecret(dev).resource.DeletionPolicy).toBe('Delete');
    expect(properties(pushSecret(dev))).not.toHaveProperty('Name');
  });

  it("reaches the API's REST and GraphQL functions, the dispatcher and the sweeper by its ARN, with the contact; no other function may read it", () => {
    for (const name of Object.keys(FUNCTIONS) as (keyof typeof FUNCTIONS)[]) {
      expect(properties(fn(dev, name)).Environment).toMatchObject({ Variables: { PUSH_KEYS_SECRET_ARN: pushRef(dev), PUSH_SUBJECT: 'mailto:push@yamb.invalid' } });
      expect(properties(fn(prod, name)).Environment).toMatchObject({ Variables: { PUSH_SUBJECT: 'mailto:ops@yamb.example' } });
    }
    const readers = Object.entries(dev.findResources('AWS::IAM::Policy'))
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes(JSON.stringify(pushRef(dev))))
      .map(([id]) => id.replace(/ServiceRoleDefaultPolicy[0-9A-F]{8}$/, ''));
    expect(readers.sort()).toEqual(['Api', 'GraphQL', 'NotificationsDispatcher', 'NotificationsSweeper']);
  });
});
