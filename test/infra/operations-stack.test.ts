import { Match, type Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config.js';
import { ACCESS_LOG_FORMAT } from '../../infra/constructs/api.js';
import { ALARM_NAMES } from '../../infra/constructs/monitoring.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { METRIC } from '../../src/metrics.js';
import { named, only, synthesize } from './synth.js';

/*
 * What an operator relies on, in the template: tracing, the access log, where every failure
 * goes, the keyring's rotation, and the alarms with their topic; and docs/operations.md
 * explaining every alarm the template has.
 */
let dev: Template;
let prod: Template;
beforeAll(() => {
  dev = synthesize();
  prod = synthesize({ stage: 'prod', alarmEmail: 'ops@yamb.example' });
});

const resources = (template: Template, type: string) => Object.entries(template.findResources(type));
const ref = (template: Template, type: string) => ({ Ref: only(template, type).id });
const arnOf = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });

describe('tracing', () => {
  it('is active on every function', () => {
    const functions = resources(dev, 'AWS::Lambda::Function');
    // The API's two (REST, GraphQL), the dispatcher, the sweeper, the streams and the rotation.
    expect(functions).toHaveLength(6);
    for (const [, fn] of functions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });
});

describe('access log', () => {
  it("writes one JSON line per request to the stage's own log group, with the request id, route, status, latency and caller", () => {
    const stage = only(dev, 'AWS::ApiGatewayV2::Stage').resource.Properties;
    const logs = named(dev, 'AWS::Logs::LogGroup', 'HttpAccessLogs');
    const settings = stage.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(settings.DestinationArn).toEqual(arnOf(logs.id));
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toEqual(ACCESS_LOG_FORMAT);
    expect(format).toMatchObject({ requestId: '$context.requestId', route: '$context.routeKey', status: '$context.status', latencyMs: '$context.responseLatency', ip: '$context.identity.sourceIp' });
    expect(logs.resource.Properties.RetentionInDays).toBe(30);
  });

  it('logs no header and no query string, so never an Authorization header or a token', () => {
    const format = (only(dev, 'AWS::ApiGatewayV2::Stage').resource.Properties.AccessLogSettings as { Format: string }).Format;
    for (const value of Object.values(JSON.parse(format) as Record<string, string>)) expect(value).toMatch(/^\$context\.[A-Za-z.]+$/);
    expect(format).not.toMatch(/header|authorization|querystring|\$request/i);
  });
});

describe('failure destinations', () => {
  it('send every asynchronous invocation that fails, and every schedule event not delivered, to a queue', () => {
    for (const [, config] of resources(dev, 'AWS::Lambda::EventInvokeConfig')) expect(config.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: expect.anything() } });
    for (const [, mapping] of resources(dev, 'AWS::Lambda::EventSourceMapping')) expect(mapping.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: expect.anything() } });
    for (const [, rule] of resources(dev, 'AWS::Events::Rule')) {
      for (const target of rule.Properties.Targets as { DeadLetterConfig?: unknown }[]) expect(target.DeadLetterConfig).toEqual({ Arn: expect.anything() });
    }
    // The functions invoked asynchronously (by EventBridge) are exactly those with an invoke config.
    const invokedByEvents = resources(dev, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'events.amazonaws.com').map(([, p]) => p.Properties.FunctionName);
    const configured = resources(dev, 'AWS::Lambda::EventInvokeConfig').map(([, c]) => c.Properties.FunctionName);
    expect(invokedByEvents.map((f: { 'Fn::GetAtt': [string] }) => ({ Ref: f['Fn::GetAtt'][0] }))).toEqual(configured);
  });

  it('use queues that are dead-letter queues themselves: each is some failure destination, and none has a consumer', () => {
    const template = JSON.stringify(prod.toJSON().Resources);
    const queues = resources(prod, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(3);
    for (const [id, queue] of queues) {
      expect(queue.Properties).not.toHaveProperty('RedrivePolicy');
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
      // Referenced as a destination, a dead-letter config or a subscription's redrive policy.
      expect(template).toMatch(new RegExp(`"(Destination|Arn|deadLetterTargetArn)":\\{"Fn::GetAtt":\\["${id}","Arn"\\]\\}`));
    }
    expect(resources(prod, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => JSON.stringify(m.Properties.EventSourceArn).includes('Queue'))).toEqual([]);
  });
});

describe('keyring rotation', () => {
  it('rotates the keyring every 30 days with its own function, never on a deploy', () => {
    const schedule = only(dev, 'AWS::SecretsManager::RotationSchedule').resource.Properties;
    const rotator = named(dev, 'AWS::Lambda::Function', 'WebhookKeysRotationFunction');
    expect(schedule).toEqual({
      SecretId: { Ref: named(dev, 'AWS::SecretsManager::Secret', 'WebhookKeysSecret').id },
      RotationLambdaARN: arnOf(rotator.id),
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: false,
    });
    dev.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'secretsmanager.amazonaws.com', FunctionName: arnOf(rotator.id), Action: 'lambda:InvokeFunction' });
    const statements = (named(dev, 'AWS::IAM::Policy', 'WebhookKeysRotationServiceRoleDefaultPolicy').resource.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement;
    expect(statements.at(-1)).toEqual({
      Effect: 'Allow',
      Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
      Resource: { Ref: named(dev, 'AWS::SecretsManager::Secret', 'WebhookKeysSecret').id },
    });
    expect(rotator.resource.Properties).not.toHaveProperty('Environment.Variables.WEBHOOK_KEYS_SECRET_ARN');
  });
});

describe('alarms', () => {
  const alarms = (template: Template) => resources(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as Record<string, unknown>);

  it('are the documented ones, each named for its stage and telling the topic when it fires and when it is OK again', () => {
    const topic = ref(dev, 'AWS::SNS::Topic');
    expect(alarms(dev).map((a) => a.AlarmName).sort()).toEqual(ALARM_NAMES.map((n) => `yamb-api-dev-${n}`).sort());
    for (const alarm of alarms(dev)) {
      expect(alarm).toMatchObject({ AlarmActions: [topic], OKActions: [topic], TreatMissingData: 'notBreaching', ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(alarm.AlarmDescription).toContain('docs/operations.md');
    }
  });

  it('watch what they say: thresholds and periods', () => {
    const byName = Object.fromEntries(alarms(dev).map((a) => [String(a.AlarmName).replace('yamb-api-dev-', ''), a]));
    expect(byName.Api5xxRate).toMatchObject({ Threshold: 1, EvaluationPeriods: 2 });
    expect(byName.ApiLatencyP99).toMatchObject({ Threshold: 2000, EvaluationPeriods: 3, ExtendedStatistic: 'p99', MetricName: 'Latency', Namespace: 'AWS/ApiGateway' });
    expect(byName.DeadLetters).toMatchObject({ Threshold: 1, MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [named(dev, 'AWS::SQS::Queue', 'NotificationsDeadLetters').id, 'QueueName'] } }] });
    expect(byName.StreamIteratorAge).toMatchObject({ Threshold: 300_000, MetricName: 'IteratorAge', Statistic: 'Maximum', Dimensions: [{ Name: 'FunctionName', Value: { Ref: named(dev, 'AWS::Lambda::Function', 'NotificationsDispatcherFunction').id } }] });
    expect(byName.SweeperFailures).toMatchObject({ Threshold: 3, MetricName: 'NumberOfMessagesSent', Period: 900 });
    expect(byName.WebhookFailureRate).toMatchObject({ Threshold: 50, EvaluationPeriods: 2 });
    // Throttles and errors sum the functions (the sweeper's throttles apart: a busy sweeper throttles its ticks by design).
    const functionsIn = (alarm: Record<string, unknown>, metric: string) =>
      (alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions?: { Value: { Ref: string } }[] } } }[]).filter((m) => m.MetricStat?.Metric.MetricName === metric).map((m) => m.MetricStat!.Metric.Dimensions![0]!.Value.Ref.replace(/[0-9A-F]{8}$/, '')).sort();
    const served = ['ApiFunction', 'GraphQLFunction', 'NotificationsDispatcherFunction', 'StreamsFunction', 'WebhookKeysRotationFunction'];
    expect(functionsIn(byName.Throttles!, 'Throttles')).toEqual(served);
    expect(functionsIn(byName.FunctionErrors!, 'Errors')).toEqual(served);
    expect(JSON.stringify(byName.Throttles)).toContain('WriteThrottleEvents');
  });

  it('reach the e-mail address the context names, and nobody in a stage without one', () => {
    prod.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@yamb.example', TopicArn: ref(prod, 'AWS::SNS::Topic'), RedrivePolicy: { deadLetterTargetArn: Match.anyValue() } });
    expect(resources(dev, 'AWS::SNS::Subscription')).toEqual([]);
    expect(() => readConfig((key) => ({ alarmEmail: 'ops at yamb' })[key])).toThrow(/alarmEmail/);
  });

  it('have one dashboard beside them, which shows every alarm', () => {
    const body = JSON.stringify(only(dev, 'AWS::CloudWatch::Dashboard').resource.Properties.DashboardBody);
    for (const [id] of resources(dev, 'AWS::CloudWatch::Alarm')) expect(body).toContain(`"${id}","Arn"`);
  });

  it("show every function's throttles and errors on the dashboard, the API's REST and GraphQL functions included", () => {
    // The body as CloudWatch gets it, each reference standing for its resource's logical id.
    const parts = (only(dev, 'AWS::CloudWatch::Dashboard').resource.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    const text = parts.map((p) => (typeof p === 'string' ? p : ((p as { Ref?: string }).Ref ?? (p as { 'Fn::GetAtt': string[] })['Fn::GetAtt'].join('.')))).join('');
    const widgets = (JSON.parse(text) as { widgets: { properties: { title?: string; metrics?: unknown[][] } }[] }).widgets;
    const functionsIn = (title: string, metric: string) =>
      widgets
        .find((w) => w.properties.title === title)!
        .properties.metrics!.filter((m) => m[1] === metric && m[2] === 'FunctionName')
        .map((m) => m[3])
        .sort();
    const all = resources(dev, 'AWS::Lambda::Function').map(([id]) => id).sort();
    expect(all).toContain(named(dev, 'AWS::Lambda::Function', 'ApiFunction').id);
    expect(all).toContain(named(dev, 'AWS::Lambda::Function', 'GraphQLFunction').id);
    expect(functionsIn('Function errors', 'Errors')).toEqual(all);
    expect(functionsIn('Throttles', 'Throttles')).toEqual(all);
  });
});

describe('docs/operations.md', () => {
  const doc = readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');

  it('explains every alarm: what it means and the first thing to do', () => {
    for (const name of ALARM_NAMES) {
      const section = doc.split(/\n(?=### )/).find((s) => s.startsWith(`### ${name}\n`));
      expect(section, name).toBeDefined();
      expect(section).toMatch(/\*\*Means\*\*/);
      expect(section).toMatch(/\*\*First\*\*/);
    }
  });

  it('names only outputs, access-log fields and metrics that exist', () => {
    const outputs = Object.keys(dev.toJSON().Outputs as Record<string, unknown>);
    for (const [, name] of doc.matchAll(/output `(\w+)`|`<(\w+)>`/g)) if (name) expect(outputs).toContain(name);
    for (const [, name] of doc.matchAll(/`(\w+(?:Url|Arn|Name))`/g)) if (/^[A-Z]/.test(name!)) expect(outputs).toContain(name);
    for (const field of Object.keys(ACCESS_LOG_FORMAT)) expect(doc).toContain(`\`${field}\``);
    for (const name of Object.values(METRIC)) expect(doc).toContain(`\`${name}\``);
    // The Logs Insights queries read fields the access log and the function lines have.
    for (const [, fields] of doc.matchAll(/^fields @timestamp, (.+)$/gm)) {
      for (const field of fields!.split(', ')) expect([...Object.keys(ACCESS_LOG_FORMAT), 'level', 'msg', 'gameId', 'requestId']).toContain(field);
    }
  });

  it('covers restoring the table, rotating keys, reading a dead-letter queue back and the cost per million moves', () => {
    for (const heading of ['## Restoring the table', '## Rotating keys', '## Reading a dead-letter queue back', '## Cost per million moves']) expect(doc).toContain(heading);
  });
});
