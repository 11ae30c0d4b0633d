import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { metricsService } from '../src/metrics.js';
import type { StackConfig } from './config.js';
import { GameApi } from './constructs/api.js';
import { ApiFunction, type ApiPart } from './constructs/function.js';
import { Monitoring } from './constructs/monitoring.js';
import { Notifications } from './constructs/notifications.js';
import { EventStreams } from './constructs/streams.js';
import { GameTable } from './constructs/table.js';
import { PushKeys } from './constructs/push-keys.js';
import { WebhookKeys } from './constructs/webhook-keys.js';
import { DEFAULT_PUSH_SUBJECT } from '../src/notify/vapid.js';

export interface YambApiStackProps extends StackProps {
  readonly config: StackConfig;
}

/**
 * One deployment of the Yamb API: HTTP API -> two Lambda functions (REST, GraphQL) -> one
 * DynamoDB table, whose stream feeds the webhook dispatcher; a schedule runs the sweeper of due
 * retries; a function URL serves the event streams; alarms and a dashboard watch it all
 * (docs/operations.md).
 */
export class YambApiStack extends Stack {
  constructor(scope: Construct, id: string, { config, ...props }: YambApiStackProps) {
    super(scope, id, props);
    const kept = config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const service = metricsService(config.stage);
    const logs = { logRetentionDays: config.logRetentionDays, logRemovalPolicy: kept };
    const { table } = new GameTable(this, 'Data', { production: config.production });
    const keys = new WebhookKeys(this, 'WebhookKeys', { stage: config.stage, production: config.production, retrySeconds: config.webhookRetrySeconds, metricsService: service, ...logs });
    // Push services may write to the stage's operator about its pushes: the alarm address when there is one.
    const push = new PushKeys(this, 'PushKeys', { stage: config.stage, production: config.production, subject: config.alarmEmail ? `mailto:${config.alarmEmail}` : DEFAULT_PUSH_SUBJECT });
    // Two functions, so that each loads only its own code on a cold start: GraphQL, and the rest.
    const apiFunction = (id: string, api: ApiPart) =>
      new ApiFunction(this, id, {
        api,
        table,
        keys,
        push,
        corsOrigins: config.corsOrigins,
        memoryMb: config.lambdaMemoryMb,
        timeoutSeconds: config.lambdaTimeoutSeconds,
        metricsService: service,
        ...logs,
      }).function;
    const handlers = { rest: apiFunction('Api', 'rest'), graphql: apiFunction('GraphQL', 'graphql') };
    const api = new GameApi(this, 'Http', {
      name: `yamb-api-${config.stage}`,
      handlers,
      throttleRate: config.throttleRate,
      throttleBurst: config.throttleBurst,
      ...logs,
    });
    const notifications = new Notifications(this, 'Notifications', { table, keys, push, metricsService: service, ...logs });
    // Server-sent events need a streamed response, which the HTTP API cannot give: a function URL (output StreamsUrl).
    const streams = new EventStreams(this, 'Streams', { table, corsOrigins: config.corsOrigins, metricsService: service, ...logs });
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alarmEmail: config.alarmEmail,
      metricsService: service,
      apiStage: api.stage,
      table,
      functions: { api: handlers.rest, graphql: handlers.graphql, dispatcher: notifications.dispatcher, sweeper: notifications.sweeper, streams: streams.function, rotator: keys.rotator },
      deadLetters: notifications.deadLetters,
      sweeperFailures: notifications.sweeperFailures,
    });
    if (config.production && !config.alarmEmail) Annotations.of(monitoring).addWarningV2('yamb:alarm-email', 'A production stage without -c alarmEmail=...: its alarms notify nobody.');
    // The web client (served by the REST function) reads game events from the streams' URL.
    handlers.rest.addEnvironment('STREAMS_URL', streams.url.url);

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API (REST under /v1, GraphQL at /graphql, docs at /docs)' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The DynamoDB table holding players, games and lists' });
    new CfnOutput(this, 'WebhookKeysSecretArn', { value: keys.secret.secretArn, description: 'The Secrets Manager secret holding the keyring that seals webhook secrets' });
    new CfnOutput(this, 'PushKeySecretArn', { value: push.secret.secretArn, description: 'The Secrets Manager secret holding the VAPID key that signs Web Push messages (never rotate it)' });
    new CfnOutput(this, 'WebhookDeadLetterQueueUrl', { value: notifications.deadLetters.queueUrl, description: 'Stream records the webhook dispatcher gave up on (shard and sequence numbers)' });
    new CfnOutput(this, 'SweeperFailuresQueueUrl', { value: notifications.sweeperFailures.queueUrl, description: 'Sweeper ticks that failed or expired, and schedule events not delivered' });
    new CfnOutput(this, 'AlarmTopicArn', { value: monitoring.topic.topicArn, description: 'The SNS topic every alarm notifies (subscribe more addresses or a chat integration here)' });
    new CfnOutput(this, 'DashboardName', { value: monitoring.dashboard.dashboardName, description: 'The CloudWatch dashboard of this stage' });
  }
}
