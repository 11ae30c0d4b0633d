import { App, Tags } from 'aws-cdk-lib';
import { readConfig } from './config.js';
import { YambApiStack } from './stack.js';

// `npx cdk deploy -c stage=prod`: one stack per stage, settings from cdk.json context.
const app = new App();
const config = readConfig((key) => app.node.tryGetContext(key));

const stack = new YambApiStack(app, `YambApi-${config.stage}`, {
  config,
  description: `Yamb API (${config.stage}): HTTP API, Lambda, DynamoDB`,
  // Account and region from the CLI profile; unset, the template stays environment-agnostic.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
Tags.of(stack).add('app', 'yamb-api');
Tags.of(stack).add('stage', config.stage);
