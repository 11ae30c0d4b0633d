import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../../infra/config.js';
import { PROJECT_ROOT } from '../../infra/paths.js';
import { YambApiStack } from '../../infra/stack.js';
import { TABLE } from '../../src/store/table.js';

/** The context `cdk synth` runs with: cdk.json's defaults and feature flags. */
export const CDK_JSON_CONTEXT = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/**
 * The stack's template as `cdk synth -c key=value ...` would produce it, built the way
 * infra/app.ts builds it, minus the bundling (the bundle has its own test).
 */
export function synthesize(overrides: Record<string, unknown> = {}): Template {
  const app = new App({ context: { ...CDK_JSON_CONTEXT, ...overrides, 'aws:cdk:bundling-stacks': [] } });
  const config = readConfig((key) => app.node.tryGetContext(key));
  const stack = new YambApiStack(app, `YambApi-${config.stage}`, { config, env: { account: '123456789012', region: 'eu-west-1' } });
  return Template.fromStack(stack);
}

/** The one resource of a type, its logical id and properties. */
export function only(template: Template, type: string): { id: string; resource: Resource } {
  const found = Object.entries(template.findResources(type));
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  const [id, resource] = found[0]!;
  return { id, resource: resource as Resource };
}

/** The one resource of a type whose logical id starts with `prefix` (the construct path, e.g. "NotificationsSweeperFunction"). */
export function named(template: Template, type: string, prefix: string): { id: string; resource: Resource } {
  const found = Object.entries(template.findResources(type)).filter(([id]) => id.startsWith(prefix) && /^[0-9A-F]{8}$/.test(id.slice(prefix.length)));
  if (found.length !== 1) throw new Error(`expected one ${type} named ${prefix}, found ${found.length}`);
  const [id, resource] = found[0]!;
  return { id, resource: resource as Resource };
}

export interface Resource {
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

/** The resources a grant of the table's items names: the table and each of its indexes, by name (sorted as CDK sorts them). */
export function tableItemArns(template: Template): unknown[] {
  const arn = { 'Fn::GetAtt': [only(template, 'AWS::DynamoDB::GlobalTable').id, 'Arn'] };
  return [arn, ...TABLE.indexes.map((i) => i.name).sort().map((name) => ({ 'Fn::Join': ['', [arn, `/index/${name}`]] }))];
}

/** What every function's role holds besides its grants: writing to its own log group, and sending traces. */
export function baseStatements(template: Template, logGroupPrefix: string): unknown[] {
  return [
    { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [named(template, 'AWS::Logs::LogGroup', logGroupPrefix).id, 'Arn'] } },
    { Effect: 'Allow', Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: '*' },
  ];
}
