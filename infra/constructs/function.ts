import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { dirname, join } from 'node:path';
import { GRAPHIQL_RUNTIME_FILES } from '../../src/graphql/graphiql.js';
import { DOCS_RUNTIME_FILES } from '../../src/http/docs.js';
import { LAMBDA_BUNDLE_OPTIONS, LAMBDA_ENTRY, LAMBDA_HANDLER } from '../bundle.js';
import { PROJECT_ROOT } from '../paths.js';

export interface ApiFunctionProps {
  readonly table: ITableV2;
  /** Allowed CORS origins, ['*'] for every origin. */
  readonly corsOrigins: readonly string[];
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly logRetentionDays: number;
  /** Removal policy of the log group (kept with the data in production). */
  readonly logRemovalPolicy: RemovalPolicy;
}

/**
 * The one function serving the whole API (src/entry/lambda.ts): Node.js 22 on Graviton, an
 * ESM bundle built with the shared esbuild options (infra/bundle.ts), and read/write access to
 * the items of the table and its indexes, nothing else.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const options = LAMBDA_BUNDLE_OPTIONS;
    const logGroup = new LogGroup(this, 'Logs', { retention: retentionDays(props.logRetentionDays), removalPolicy: props.logRemovalPolicy });

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(PROJECT_ROOT, LAMBDA_ENTRY),
      handler: LAMBDA_HANDLER,
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: Duration.seconds(props.timeoutSeconds),
      logGroup,
      // SDK v3 reuses connections by default; the variable is for v2.
      awsSdkConnectionReuse: false,
      environment: {
        TABLE_NAME: props.table.tableName,
        CORS_ORIGINS: props.corsOrigins.join(','),
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: options.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        target: options.target,
        minify: options.minify,
        sourceMap: options.sourcemap,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: options.sourcesContent,
        mainFields: [...options.mainFields],
        banner: options.banner.js,
        externalModules: [...options.external],
        bundleAwsSDK: true,
        // The docs and GraphiQL pages read their pinned assets from node_modules on first
        // request; they ship beside the bundle rather than inside it.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) =>
            [...DOCS_RUNTIME_FILES, ...GRAPHIQL_RUNTIME_FILES].map(
              (f) => `mkdir -p "${outputDir}/node_modules/${dirname(f)}" && cp "${inputDir}/node_modules/${f}" "${outputDir}/node_modules/${f}"`,
            ),
        },
      },
    });
    // Items of the table and of its indexes: grantReadWriteData scopes to both ARNs.
    props.table.grantReadWriteData(this.function);
  }
}

/** CloudWatch accepts only some retention periods: the shortest one that keeps `days`. */
function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v > 0 && v !== RetentionDays.INFINITE).sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? RetentionDays.INFINITE;
}
