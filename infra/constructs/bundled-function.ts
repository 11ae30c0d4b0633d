import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { LAMBDA_BUNDLE_OPTIONS, LAMBDA_HANDLER } from '../bundle.js';
import { PROJECT_ROOT } from '../paths.js';

export interface BundledFunctionProps {
  /** The handler's source, relative to the project root (bundle.ts names them). */
  readonly entry: string;
  readonly description: string;
  readonly memoryMb: number;
  readonly timeout: Duration;
  /** Variables besides NODE_OPTIONS, which every function gets. */
  readonly environment: Record<string, string>;
  readonly logRetentionDays: number;
  /** Removal policy of the log group (kept with the data in production). */
  readonly logRemovalPolicy: RemovalPolicy;
  readonly reservedConcurrency?: number;
  /** Retries of a failed asynchronous invocation (schedules); Lambda's default is 2. */
  readonly asyncRetryAttempts?: number;
  /** How long an asynchronous event may wait for an instance before it is dropped. */
  readonly maxEventAge?: Duration;
  /** Files to copy beside the bundle (the API's docs assets). */
  readonly afterBundling?: ICommandHooks['afterBundling'];
}

/**
 * A function of this stack in `scope`, as the children `Logs` and `Function`: Node.js 22 on
 * Graviton, an ESM bundle built with the shared esbuild options (infra/bundle.ts), source maps
 * on, and its own log group with a retention. Grants are the caller's.
 */
export function bundledFunction(scope: Construct, props: BundledFunctionProps): NodejsFunction {
  const options = LAMBDA_BUNDLE_OPTIONS;
  const logGroup = new LogGroup(scope, 'Logs', { retention: retentionDays(props.logRetentionDays), removalPolicy: props.logRemovalPolicy });
  return new NodejsFunction(scope, 'Function', {
    entry: join(PROJECT_ROOT, props.entry),
    handler: LAMBDA_HANDLER,
    description: props.description,
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memoryMb,
    timeout: props.timeout,
    logGroup,
    ...(props.reservedConcurrency !== undefined && { reservedConcurrentExecutions: props.reservedConcurrency }),
    ...(props.asyncRetryAttempts !== undefined && { retryAttempts: props.asyncRetryAttempts }),
    ...(props.maxEventAge && { maxEventAge: props.maxEventAge }),
    // SDK v3 reuses connections by default; the variable is for v2.
    awsSdkConnectionReuse: false,
    environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    bundling: {
      format: options.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
      target: options.target,
      minify: options.minify,
      sourceMap: options.sourcemap,
      sourceMapMode: SourceMapMode.DEFAULT,
      sourcesContent: options.sourcesContent,
      mainFields: [...options.mainFields],
      banner: options.banner.js,
      define: { ...options.define },
      externalModules: [...options.external],
      // CDK has no option of its own for esbuild's aliases: they go as command-line flags.
      esbuildArgs: { '--alias': Object.entries(options.alias).map(([from, to]) => `${from}=${to}`) },
      bundleAwsSDK: true,
      ...(props.afterBundling && { commandHooks: { beforeBundling: () => [], beforeInstall: () => [], afterBundling: props.afterBundling } }),
    },
  });
}

/** CloudWatch accepts only some retention periods: the shortest one that keeps `days`. */
function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v > 0 && v !== RetentionDays.INFINITE).sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? RetentionDays.INFINITE;
}
