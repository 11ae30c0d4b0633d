import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { dirname } from 'node:path';
import { GRAPHIQL_RUNTIME_FILES } from '../../src/graphql/graphiql.js';
import { DOCS_RUNTIME_FILES } from '../../src/http/docs.js';
import { LAMBDA_ENTRY } from '../bundle.js';
import { bundledFunction } from './bundled-function.js';
import { grantItems } from './table.js';
import type { PushKeys } from './push-keys.js';
import type { WebhookKeys } from './webhook-keys.js';

export interface ApiFunctionProps {
  readonly table: ITableV2;
  /** The keyring that seals webhook secrets (registration, rotation and the test event happen here). */
  readonly keys: WebhookKeys;
  /** The VAPID key, whose public half `GET /v1/push/key` gives (this function sends no push). */
  readonly push: PushKeys;
  /** Allowed CORS origins, ['*'] for every origin. */
  readonly corsOrigins: readonly string[];
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly logRetentionDays: number;
  /** Removal policy of the log group (kept with the data in production). */
  readonly logRemovalPolicy: RemovalPolicy;
  /** The `service` dimension of its metrics. */
  readonly metricsService: string;
}

/**
 * The one function serving the whole API (src/entry/lambda.ts), with read/write access to the
 * items of the table and its indexes and read access to the webhook keyring and the VAPID key,
 * nothing else.
 */
export class ApiFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.function = bundledFunction(this, {
      entry: LAMBDA_ENTRY,
      description: 'Yamb API: REST and GraphQL',
      memoryMb: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      logRetentionDays: props.logRetentionDays,
      logRemovalPolicy: props.logRemovalPolicy,
      metricsService: props.metricsService,
      failures: {
        synchronous:
          "Invoked only synchronously, by the HTTP API's Lambda integration, which waits for the answer: a failure is the client's 5xx (the 5xx alarm) and the function's Errors metric (the function-errors alarm). A dead-letter queue only ever receives asynchronous invocations.",
      },
      environment: {
        TABLE_NAME: props.table.tableName,
        CORS_ORIGINS: props.corsOrigins.join(','),
        ...props.keys.environment,
        ...props.push.environment,
      },
      // The docs and GraphiQL pages read their pinned assets from node_modules on first
      // request; they ship beside the bundle rather than inside it. So does the web client,
      // built into web/ (src/entry/lambda.ts serves it from there).
      afterBundling: (inputDir, outputDir) => [
        ...[...DOCS_RUNTIME_FILES, ...GRAPHIQL_RUNTIME_FILES].map(
          (f) => `mkdir -p "${outputDir}/node_modules/${dirname(f)}" && cp "${inputDir}/node_modules/${f}" "${outputDir}/node_modules/${f}"`,
        ),
        `cd "${inputDir}" && node --import tsx scripts/build-web.ts "${outputDir}/web"`,
      ],
    });
    // Items of the table and of its indexes: grantReadWriteData scopes to both ARNs.
    grantItems(props.table, this.function, { write: true });
    props.keys.grantRead(this.function);
    props.push.grantRead(this.function);
  }
}
