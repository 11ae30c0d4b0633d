import { Duration, Validations, type CfnResource, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Function as BundledFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DISPATCHER_ENTRY, SWEEPER_ENTRY } from '../bundle.js';
import { bundledFunction } from './bundled-function.js';
import { grantItems } from './table.js';
import type { PushKeys } from './push-keys.js';
import type { WebhookKeys } from './webhook-keys.js';

/**
 * How the table's stream reaches the dispatcher. A failed record is retried from where it
 * failed (the function reports the failed records; a whole failed batch is split in two) at
 * most RETRY_ATTEMPTS times, then its place in the stream goes to the dead-letter queue and the
 * shard moves on. RETRY_ATTEMPTS bounds how long one unreadable record can hold up the games
 * behind it in its shard; MAX_RECORD_AGE is the stream's own retention.
 */
export const STREAM_SETTINGS = {
  batchSize: 10,
  retryAttempts: 10,
  maxRecordAge: Duration.hours(24),
} as const;

/** A delivery waits up to 15 s for an endpoint, and a record may have several to make. */
export const DISPATCHER_TIMEOUT = Duration.minutes(5);
/** The sweeper stops starting sweeps a minute before this (src/entry/scheduled-sweep.ts). */
export const SWEEPER_TIMEOUT = Duration.minutes(5);
/** Both wait on endpoints far more than they compute. */
export const NOTIFY_MEMORY_MB = 256;

export interface NotificationsProps {
  readonly table: ITableV2;
  readonly keys: WebhookKeys;
  /** The VAPID key that signs pushes. */
  readonly push: PushKeys;
  readonly logRetentionDays: number;
  readonly logRemovalPolicy: RemovalPolicy;
  /** The `service` dimension of their metrics. */
  readonly metricsService: string;
}

/** A queue that only receives what something gave up on: encrypted, TLS only, kept 14 days, its own last stop. */
export function deadLetterQueue(scope: Construct, id: string, holds: string): Queue {
  const queue = new Queue(scope, id, { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
  const reason = `This queue is itself a dead-letter queue: it holds ${holds}, and is read by an operator (docs/operations.md), never by a consumer that could fail and need a queue of its own.`;
  Validations.of(queue.node.defaultChild as CfnResource).acknowledge({ id: 'AwsSolutions-SQS3', reason }, { id: 'Serverless-SQSRedrivePolicy', reason });
  return queue;
}

/**
 * Turn notifications on AWS: the dispatcher fed by the table's stream (game items only), with a
 * dead-letter queue for records it gave up on, and the sweeper of due retries (and turn
 * reminders) on a one-minute schedule, never two at once. Both deliver webhooks and Web Push.
 * Each function may use the table's items (and the dispatcher its stream) and read the keyring
 * and the VAPID key, nothing else.
 */
export class Notifications extends Construct {
  readonly dispatcher: BundledFunction;
  readonly sweeper: BundledFunction;
  readonly deadLetters: Queue;
  /** The sweeper's failed ticks: invocations that threw or found it busy for a minute, and events EventBridge could not hand it. */
  readonly sweeperFailures: Queue;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    const environment = { TABLE_NAME: props.table.tableName, ...props.keys.environment, ...props.push.environment };
    const logs = { logRetentionDays: props.logRetentionDays, logRemovalPolicy: props.logRemovalPolicy, metricsService: props.metricsService };
    // The message names the shard and the sequence numbers given up on, not the records; see docs/operations.md.
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', "the stream mapping's records of the batches the dispatcher gave up on (shard and sequence numbers)");
    this.sweeperFailures = deadLetterQueue(this, 'SweeperFailures', "Lambda's records of sweeper invocations that failed or expired, and schedule events EventBridge could not deliver");

    this.dispatcher = bundledFunction(new Construct(this, 'Dispatcher'), {
      entry: DISPATCHER_ENTRY,
      description: 'Yamb API: delivers the events of written games to webhooks and browsers (DynamoDB stream)',
      memoryMb: NOTIFY_MEMORY_MB,
      timeout: DISPATCHER_TIMEOUT,
      environment,
      ...logs,
      failures: {
        synchronous:
          'Invoked only by its DynamoDB stream mapping, which waits for each batch: records it gives up on go to the mapping\'s own on-failure destination (the DeadLetters queue), where a function dead-letter queue would never receive anything.',
      },
    });
    this.dispatcher.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        ...STREAM_SETTINGS,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        // Only game and tournament items carry events (and a game's end, its ratings and its
        // tournament's next round): memberships, players, ratings, webhooks, cursors and the
        // delivery log are written too and never invoke the function.
        filters: [FilterCriteria.filter({ dynamodb: { NewImage: { sk: { S: FilterRule.or('G', 'TN') } } } })],
      }),
    );
    grantItems(props.table, this.dispatcher, { write: true });
    props.keys.grantRead(this.dispatcher);
    props.push.grantRead(this.dispatcher);

    this.sweeper = bundledFunction(new Construct(this, 'Sweeper'), {
      entry: SWEEPER_ENTRY,
      description: 'Yamb API: retries deliveries and sends turn reminders that are due (every minute)',
      memoryMb: NOTIFY_MEMORY_MB,
      timeout: SWEEPER_TIMEOUT,
      environment,
      ...logs,
      // One sweep at a time: two would retry the same due cursors at once.
      reservedConcurrency: 1,
      // A tick that fails or finds the sweeper busy is not retried (the next comes within a
      // minute): its record goes to the failures queue, which the sweeper-failures alarm watches.
      asyncRetryAttempts: 0,
      maxEventAge: Duration.minutes(1),
      failures: { asynchronous: this.sweeperFailures },
    });
    grantItems(props.table, this.sweeper, { write: true });
    props.keys.grantRead(this.sweeper);
    props.push.grantRead(this.sweeper);
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Yamb API: sweep due webhook retries',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sweeper, { retryAttempts: 2, maxEventAge: Duration.minutes(1), deadLetterQueue: this.sweeperFailures })],
    });
  }
}
