import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { dirname } from 'node:path';
import { GRAPHIQL_RUNTIME_FILES } from '../../src/graphql/graphiql.js';
import { DOCS_RUNTIME_FILES } from '../../src/http/docs.js';
import { GRAPHQL_ENTRY, LAMBDA_ENTRY } from '../bundle.js';
import { bundledFunction, type AfterBundling } from './bundled-function.js';
import { grantItems } from './table.js';
import type { PushKeys } from './push-keys.js';
import type { WebhookKeys } from './webhook-keys.js';

/** The API's two functions behind the HTTP API: REST (with docs, OAuth and the web client), and GraphQL. */
export type ApiPart = 'rest' | 'graphql';

/**
 * The files a function's pages read from node_modules on first request ship beside the bundle
 * rather than inside it: the docs' assets for REST, GraphiQL's for GraphQL.
 */
const copyRuntimeFiles =
  (files: readonly string[]): AfterBundling =>
  (inputDir, outputDir) =>
    files.map((f) => `mkdir -p "${outputDir}/node_modules/${dirname(f)}" && cp "${inputDir}/node_modules/${f}" "${outputDir}/node_modules/${f}"`);

const PARTS: Record<ApiPart, { readonly entry: string; readonly description: string; readonly routes: string; readonly afterBundling: AfterBundling }> = {
  rest: {
    entry: LAMBDA_ENTRY,
    description: 'Yamb API: REST, docs, OAuth and the web client',
    routes: 'every route but GraphQL',
    // And the web client, built into web/ (src/entry/lambda.ts serves it from there).
    afterBundling: (inputDir, outputDir) => [...copyRuntimeFiles(DOCS_RUNTIME_FILES)(inputDir, outputDir), `cd "${inputDir}" && node --import tsx scripts/build-web.ts "${outputDir}/web"`],
  },
  graphql: {
    entry: GRAPHQL_ENTRY,
    description: 'Yamb API: GraphQL',
    routes: '/graphql and its GraphiQL files',
    afterBundling: copyRuntimeFiles(GRAPHIQL_RUNTIME_FILES),
  },
};

export interface ApiFunctionProps {
  /** Which of the API's functions: REST (src/entry/lambda.ts) or GraphQL (src/entry/graphql-lambda.ts). */
  readonly api: ApiPart;
  readonly table: ITableV2;
  /** The keyring that seals webhook secrets (registration, rotation and the test event happen here). */
  readonly keys: WebhookKeys;
  /** The VAPID key, whose public half `GET /v1/push/key` and the `pushKey` query give (neither function sends a push). */
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
 * One of the two functions serving the API (`api`: REST or GraphQL, each its own bundle, so
 * that each loads only its own code on a cold start), with read/write access to the items of
 * the table and its indexes and read access to the webhook keyring and the VAPID key, nothing
 * else.
 */
export class ApiFunction extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const part = PARTS[props.api];
    this.function = bundledFunction(this, {
      entry: part.entry,
      description: part.description,
      memoryMb: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      logRetentionDays: props.logRetentionDays,
      logRemovalPolicy: props.logRemovalPolicy,
      metricsService: props.metricsService,
      failures: {
        synchronous: `Invoked only synchronously, by the HTTP API's Lambda integration of ${part.routes}, which waits for the answer: a failure is the client's 5xx (the 5xx alarm) and the function's Errors metric (the function-errors alarm). A dead-letter queue only ever receives asynchronous invocations.`,
      },
      environment: {
        TABLE_NAME: props.table.tableName,
        CORS_ORIGINS: props.corsOrigins.join(','),
        ...props.keys.environment,
        ...props.push.environment,
      },
      afterBundling: part.afterBundling,
    });
    // Items of the table and of its indexes: grantReadWriteData scopes to both ARNs.
    grantItems(props.table, this.function, { write: true });
    props.keys.grantRead(this.function);
    props.push.grantRead(this.function);
  }
}
