import { CfnOutput, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FunctionUrlAuthType, HttpMethod, InvokeMode, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { DEFAULT_STREAM_SETTINGS } from '../../src/entry/stream-function.js';
import { STREAMS_ENTRY } from '../bundle.js';
import { ALLOWED_HEADERS, EXPOSED_HEADERS } from './api.js';
import { bundledFunction } from './bundled-function.js';
import { grantItems } from './table.js';

/** How long one stream stays open before the client reconnects (STREAM_SECONDS). */
export const STREAM_SECONDS = DEFAULT_STREAM_SETTINGS.lifetimeSeconds;
/** How often an open stream reads the table (STREAM_POLL_SECONDS). */
export const STREAM_POLL_SECONDS = DEFAULT_STREAM_SETTINGS.pollSeconds;
/** The lifetime, a last poll, and the front's cut 10 s after it, all well inside the timeout. */
export const STREAMS_TIMEOUT = Duration.seconds(STREAM_SECONDS + 30);
/** A stream waits on the table far more than it computes; the bundle is the API's app. */
export const STREAMS_MEMORY_MB = 256;

export interface EventStreamsProps {
  readonly table: ITableV2;
  /** Allowed CORS origins, ['*'] for every origin. */
  readonly corsOrigins: readonly string[];
  readonly logRetentionDays: number;
  readonly logRemovalPolicy: RemovalPolicy;
  /** The `service` dimension of its metrics. */
  readonly metricsService: string;
}

/**
 * The event streams (src/entry/streams-lambda.ts) behind a function URL with response
 * streaming: API Gateway's HTTP API buffers a whole response, and gives up after 30 s, so
 * server-sent events cannot pass through it. The URL has no IAM auth (`NONE`): the game stream
 * is public like the game, and the player stream checks its bearer token in the app. CORS as the
 * API's, plus `Last-Event-ID`, which a reconnecting browser sends. The function may read the
 * table, nothing else: no keyring, since streams deliver no webhooks.
 */
export class EventStreams extends Construct {
  readonly function: LambdaFunction;
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: EventStreamsProps) {
    super(scope, id);
    this.function = bundledFunction(this, {
      entry: STREAMS_ENTRY,
      description: `Yamb API: event streams (server-sent events, ${STREAM_SECONDS} s each, then the client reconnects)`,
      memoryMb: STREAMS_MEMORY_MB,
      timeout: STREAMS_TIMEOUT,
      logRetentionDays: props.logRetentionDays,
      logRemovalPolicy: props.logRemovalPolicy,
      metricsService: props.metricsService,
      failures: {
        synchronous:
          'Invoked only synchronously, through its function URL (a streamed response the client reads as it is written): a failure is the client\'s, and the Errors metric (the function-errors alarm). A dead-letter queue only ever receives asynchronous invocations.',
      },
      environment: {
        TABLE_NAME: props.table.tableName,
        CORS_ORIGINS: props.corsOrigins.join(','),
        STREAM_SECONDS: String(STREAM_SECONDS),
        STREAM_POLL_SECONDS: String(STREAM_POLL_SECONDS),
      },
    });
    grantItems(props.table, this.function, { write: false });
    this.url = this.function.addFunctionUrl({
      authType: FunctionUrlAuthType.NONE,
      invokeMode: InvokeMode.RESPONSE_STREAM,
      cors: {
        allowedOrigins: [...props.corsOrigins],
        allowedMethods: [HttpMethod.GET, HttpMethod.POST],
        allowedHeaders: [...ALLOWED_HEADERS, 'last-event-id'],
        exposedHeaders: [...EXPOSED_HEADERS],
        maxAge: Duration.minutes(10),
      },
    });
    new CfnOutput(scope, 'StreamsUrl', { value: this.url.url, description: 'Base URL of the event streams (GET /v1/games/{id}/events, GET /v1/players/me/events, GraphQL subscriptions at POST /graphql)' });
  }
}
