import { Duration, Validations, type CfnResource } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './notifications.js';
import { METRIC, METRICS_NAMESPACE, SERVICE_DIMENSION, type MetricName } from '../../src/metrics.js';

/**
 * The alarms, by the name each has after `yamb-api-<stage>-`; docs/operations.md explains each
 * (a test holds the two together).
 */
export const ALARM_NAMES = ['Api5xxRate', 'ApiLatencyP99', 'Throttles', 'FunctionErrors', 'DeadLetters', 'StreamIteratorAge', 'SweeperFailures', 'WebhookFailureRate'] as const;
export type AlarmName = (typeof ALARM_NAMES)[number];

export interface MonitoringProps {
  readonly stage: string;
  /** Who is told when an alarm changes state; none when empty (a dev stage). */
  readonly alarmEmail: string;
  /** The `service` dimension of the business metrics. */
  readonly metricsService: string;
  readonly apiStage: HttpStage;
  readonly table: ITableV2;
  /** `api` is the API's REST function, `graphql` its GraphQL function. */
  readonly functions: { readonly api: IFunction; readonly graphql: IFunction; readonly dispatcher: IFunction; readonly sweeper: IFunction; readonly streams: IFunction; readonly rotator: IFunction };
  /** The stream mapping's on-failure queue. */
  readonly deadLetters: IQueue;
  /** The sweeper's failed ticks. */
  readonly sweeperFailures: IQueue;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The operator's view: alarms to one SNS topic (an e-mail subscription from the `alarmEmail`
 * context) and one dashboard. Each alarm also says when it is OK again.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Readonly<Record<AlarmName, Alarm>>;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `Yamb API (${props.stage}) alarms`, enforceSSL: true });
    Validations.of(this.topic.node.defaultChild as CfnResource).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'The topic carries alarm state changes only (alarm names, thresholds, metric values), no player data. CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key; a customer managed KMS key for it costs $1 a month and a key policy to keep right.',
    });
    if (props.alarmEmail) {
      const undelivered = deadLetterQueue(this, 'UndeliveredAlarms', 'alarm notifications SNS could not deliver to the e-mail address');
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail, { deadLetterQueue: undelivered }));
    }

    const { api, graphql, dispatcher, sweeper, streams, rotator } = props.functions;
    const business = (name: MetricName, period = FIVE_MINUTES) =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { [SERVICE_DIMENSION]: props.metricsService }, statistic: 'Sum', period });
    const sum = (label: string, metrics: readonly IMetric[], period = FIVE_MINUTES) =>
      new MathExpression({
        expression: `SUM([${metrics.map((_, i) => `FILL(m${i}, 0)`).join(', ')}])`,
        usingMetrics: Object.fromEntries(metrics.map((m, i) => [`m${i}`, m])),
        label,
        period,
      });
    // The sweeper is left out of throttles: a tick that finds it busy is throttled by design (SweeperFailures counts those that expire).
    const served = { api, graphql, dispatcher, streams, rotator };
    const throttles = sum('throttled invocations and table requests', [
      ...Object.values(served).map((f) => f.metricThrottles({ statistic: 'Sum' })),
      props.table.metric('ReadThrottleEvents', { statistic: 'Sum' }),
      props.table.metric('WriteThrottleEvents', { statistic: 'Sum' }),
    ]);
    const errorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { errors: props.apiStage.metricServerError({ statistic: 'Sum' }), requests: props.apiStage.metricCount({ statistic: 'Sum' }) },
      label: '5xx, % of requests (from 20 requests in 5 minutes)',
      period: FIVE_MINUTES,
    });
    const webhookFailureRate = new MathExpression({
      expression: 'IF(deliveries >= 20, 100 * failures / deliveries, 0)',
      usingMetrics: { failures: business(METRIC.webhookFailures, Duration.minutes(15)), deliveries: business(METRIC.webhookDeliveries, Duration.minutes(15)) },
      label: 'failed webhook attempts, % (from 20 attempts in 15 minutes)',
      period: Duration.minutes(15),
    });
    const latencyP99 = props.apiStage.metricLatency({ statistic: 'p99', period: FIVE_MINUTES });
    const iteratorAge = dispatcher.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES });
    const deadLetters = props.deadLetters.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES });
    const sweeperFailures = props.sweeperFailures.metricNumberOfMessagesSent({ statistic: 'Sum', period: Duration.minutes(15) });
    const functionErrors = sum('function errors (crashes, timeouts, init failures)', Object.values(served).map((f) => f.metricErrors({ statistic: 'Sum' })));

    const alarm = (name: AlarmName, metric: IMetric, threshold: number, description: string, periods = 1) => {
      const made = new Alarm(this, name, {
        alarmName: `yamb-api-${props.stage}-${name}`,
        alarmDescription: `${description} See docs/operations.md, "${name}".`,
        metric,
        threshold,
        evaluationPeriods: periods,
        datapointsToAlarm: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      made.addAlarmAction(new SnsAction(this.topic));
      made.addOkAction(new SnsAction(this.topic));
      return made;
    };
    this.alarms = {
      Api5xxRate: alarm('Api5xxRate', errorRate, 1, 'At least 1% of API requests answered 5xx, for 10 minutes.', 2),
      ApiLatencyP99: alarm('ApiLatencyP99', latencyP99, 2_000, 'The slowest 1% of API requests took 2 s or more, for 15 minutes.', 3),
      Throttles: alarm('Throttles', throttles, 1, 'A function (the API\'s REST or GraphQL, dispatcher, streams, rotation) or the table refused work for want of capacity.'),
      FunctionErrors: alarm('FunctionErrors', functionErrors, 1, 'A function crashed, timed out or failed to start (the API answers its own errors with a 5xx; these are the ones it could not).'),
      DeadLetters: alarm('DeadLetters', deadLetters, 1, 'The dispatcher gave up on stream records: their events wait for the games\' next writes.'),
      StreamIteratorAge: alarm('StreamIteratorAge', iteratorAge, 300_000, 'The dispatcher is 5 minutes or more behind the table\'s stream, for 10 minutes.', 2),
      SweeperFailures: alarm('SweeperFailures', sweeperFailures, 3, 'Three or more sweeper ticks failed, expired while it was busy, or were not delivered, in 15 minutes.'),
      WebhookFailureRate: alarm('WebhookFailureRate', webhookFailureRate, 50, 'Half or more of the webhook delivery attempts failed, for 30 minutes.', 2),
    };

    const fns = { api, graphql, dispatcher, sweeper, streams, rotator };
    const perFunction = (metric: string, statistic = 'Sum') => Object.entries(fns).map(([name, f]) => f.metric(metric, { statistic, label: name, period: FIVE_MINUTES }));
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) => new GraphWidget({ title, left, right, width: 8, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `yamb-api-${props.stage}` });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: Object.values(this.alarms), width: 24, height: 3 }));
    this.dashboard.addWidgets(
      graph('API: requests and 5xx rate', [props.apiStage.metricCount({ statistic: 'Sum', period: FIVE_MINUTES, label: 'requests' })], [errorRate]),
      graph('API: latency (p50, p99)', [props.apiStage.metricLatency({ statistic: 'p50', period: FIVE_MINUTES, label: 'p50' }), latencyP99.with({ label: 'p99' })]),
      graph('Throttles', [...perFunction('Throttles'), props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }), props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES })]),
    );
    this.dashboard.addWidgets(
      graph('Function errors', perFunction('Errors')),
      graph('Dead-letter queues (messages visible)', [deadLetters.with({ label: 'dispatcher' }), props.sweeperFailures.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES, label: 'sweeper' })]),
      graph('Stream iterator age (ms) and sweeper failures', [iteratorAge.with({ label: 'iterator age' })], [sweeperFailures.with({ label: 'sweeper failures (15 min)' })]),
    );
    this.dashboard.addWidgets(
      graph('Webhook deliveries and failure rate', [business(METRIC.webhookDeliveries), business(METRIC.webhookFailures)], [webhookFailureRate]),
      graph('Play', [METRIC.actionsAccepted, METRIC.botTurns, METRIC.timeoutsApplied].map((name) => business(name))),
      graph('Refused and repeated', [METRIC.versionConflicts, METRIC.idempotentReplays, METRIC.rateLimited].map((name) => business(name))),
    );
    this.dashboard.addWidgets(graph('Web Push: messages and failures', [business(METRIC.pushDeliveries), business(METRIC.pushFailures)]));
  }
}
