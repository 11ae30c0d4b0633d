import { App, CfnResource, Validations, type Stack } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config.js';
import { YambApiStack } from '../../infra/stack.js';
import { CDK_JSON_CONTEXT } from './synth.js';

/*
 * The rule packs AWS publishes for CDK apps (cdk-nag's AWS Solutions and Serverless) over the
 * production stack and a dev stack, as `cdk synth` builds them: any finding that is neither
 * fixed nor acknowledged fails. Acknowledgements sit on the one resource they concern, each with
 * a reason of its own; none on the stack or any other construct that would cover many.
 */
function stackOf(context: Record<string, unknown>): Stack {
  const app = new App({ context: { ...CDK_JSON_CONTEXT, ...context, 'aws:cdk:bundling-stacks': [] } });
  const config = readConfig((key) => app.node.tryGetContext(key));
  return new YambApiStack(app, `YambApi-${config.stage}`, { config, env: { account: '123456789012', region: 'eu-west-1' } });
}

let stacks: Record<'prod' | 'dev', Stack>;
beforeAll(() => {
  stacks = { prod: stackOf({ stage: 'prod', alarmEmail: 'ops@yamb.example' }), dev: stackOf({}) };
});

/** Each finding as `rule at construct path`, for a readable failure. */
function findings(pack: NagPack, stack: Stack): string[] {
  const report = pack.validateScope(stack);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}: ${v.description}`));
}

interface Acknowledgement {
  readonly path: string;
  readonly onResource: boolean;
  readonly rule: string;
  readonly reason: string;
}

function acknowledgements(stack: Stack): Acknowledgement[] {
  return stack.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([rule, reason]) => ({ path: c.node.path, onResource: c instanceof CfnResource, rule, reason }))),
  );
}

describe('cdk-nag', () => {
  it.each(['prod', 'dev'] as const)('finds nothing unacknowledged in the %s stack with the AWS Solutions rules', (stage) => {
    expect(findings(new AwsSolutionsChecks(), stacks[stage])).toEqual([]);
  });

  it.each(['prod', 'dev'] as const)('finds nothing unacknowledged in the %s stack with the Serverless rules', (stage) => {
    expect(findings(new ServerlessChecks(), stacks[stage])).toEqual([]);
  });

  it('takes acknowledgements only on single resources, each with a reason of its own', () => {
    const acks = acknowledgements(stacks.prod);
    expect(acks.filter((a) => !a.onResource)).toEqual([]);
    for (const ack of acks) expect(ack.reason.length, `${ack.rule} at ${ack.path}`).toBeGreaterThan(80);
    // The rules acknowledged, and nothing else: a new kind of acknowledgement is a decision to review.
    expect([...new Set(acks.map((a) => a.rule.replace(/^Annotation::/, '')))].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-L1',
      'AwsSolutions-SMG4',
      'AwsSolutions-SNS2',
      'AwsSolutions-SQS3',
      'Serverless-LambdaDLQ',
      'Serverless-LambdaLatestVersion',
      'Serverless-SQSRedrivePolicy',
    ]);
    // The dead-letter rule is acknowledged on every function but the sweeper's, which is invoked
    // asynchronously and has a failure destination: each reason says how that function is called.
    const dlq = acks.filter((a) => a.rule.endsWith('Serverless-LambdaDLQ'));
    expect(dlq.map((a) => a.path).sort()).toEqual(
      ['Api/Function', 'GraphQL/Function', 'Notifications/Dispatcher/Function', 'Notifications/Sweeper/Function', 'Streams/Function', 'WebhookKeys/Rotation/Function'].map((p) => `YambApi-prod/${p}/Resource`),
    );
    expect(new Set(dlq.map((a) => a.reason)).size).toBe(dlq.length);
  });

  it('fails a stack that breaks a rule: the check is live', () => {
    const stack = stackOf({ stage: 'qa' });
    // A queue without a dead-letter queue of its own, unacknowledged, beside the rest.
    new Queue(stack, 'Stray');
    const found = findings(new AwsSolutionsChecks(), stack);
    expect(found.some((f) => f.startsWith('AwsSolutions-SQS3') && f.includes('Stray'))).toBe(true);
  });
});
