import { Duration, RemovalPolicy, Validations, type CfnResource } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, OutputFormat, SourceMapMode, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
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
  /** The `service` dimension of its metrics (POWERTOOLS_SERVICE_NAME; src/metrics.ts). */
  readonly metricsService: string;
  /**
   * Where a failed invocation goes: `asynchronous`, a queue that receives Lambda's record of
   * each asynchronous invocation given up on; `synchronous`, why the function needs none (its
   * caller waits for the answer, or has a failure destination of its own), which is recorded
   * as the acknowledgement of the dead-letter rule.
   */
  readonly failures: { readonly asynchronous: IQueue } | { readonly synchronous: string };
}

/** The runtime the bundles target (infra/bundle.ts) and the suite is run against. */
const RUNTIME_REASON =
  'nodejs22.x is the runtime the bundles are built for (esbuild target node22) and the test suite runs on; a newer runtime is an upgrade made and tested on purpose (bundle target, tests, cold start), not a side effect of a lint. Lambda supports nodejs22.x into 2027.';

/**
 * A function of this stack in `scope`, as the children `Logs`, `ServiceRole` and `Function`:
 * Node.js 22 on Graviton, an ESM bundle built with the shared esbuild options
 * (infra/bundle.ts), source maps on, X-Ray tracing active, and its own log group with a
 * retention. Its role may write to that log group and send traces, nothing else (no managed
 * policy, whose log permissions reach every log group); other grants are the caller's.
 */
export function bundledFunction(scope: Construct, props: BundledFunctionProps): NodejsFunction {
  const options = LAMBDA_BUNDLE_OPTIONS;
  const logGroup = new LogGroup(scope, 'Logs', { retention: retentionDays(props.logRetentionDays), removalPolicy: props.logRemovalPolicy });
  const role = new Role(scope, 'ServiceRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, 'Function', {
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
    role,
    // Lambda's own segments (init, invocation, overhead) for every sampled request; no SDK in the bundle.
    tracing: Tracing.ACTIVE,
    ...('asynchronous' in props.failures && { onFailure: new SqsDestination(props.failures.asynchronous) }),
    ...(props.reservedConcurrency !== undefined && { reservedConcurrentExecutions: props.reservedConcurrency }),
    ...(props.asyncRetryAttempts !== undefined && { retryAttempts: props.asyncRetryAttempts }),
    ...(props.maxEventAge && { maxEventAge: props.maxEventAge }),
    // SDK v3 reuses connections by default; the variable is for v2.
    awsSdkConnectionReuse: false,
    environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: props.metricsService, NODE_OPTIONS: '--enable-source-maps' },
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
  const resource = fn.node.defaultChild as CfnResource;
  Validations.of(resource).acknowledge(
    { id: 'AwsSolutions-L1', reason: RUNTIME_REASON },
    { id: 'Serverless-LambdaLatestVersion', reason: RUNTIME_REASON },
    {
      id: 'Serverless-LambdaDLQ',
      reason:
        'synchronous' in props.failures
          ? props.failures.synchronous
          : 'Failed asynchronous invocations go to its on-failure destination, which records why (retries exhausted or the event too old) and the error; a dead-letter queue as well would be a second, poorer copy of the same record.',
    },
  );
  // Tracing active adds xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource.
  const policy = role.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
  if (policy) Validations.of(policy).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: 'X-Ray actions (xray:PutTraceSegments, xray:PutTelemetryRecords) support no resource-level permissions: "*" is the only resource they take. Every other statement of this policy names its resources.' });
  return fn;
}

/** CloudWatch accepts only some retention periods: the shortest one that keeps `days`. */
export function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v > 0 && v !== RetentionDays.INFINITE).sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? RetentionDays.INFINITE;
}
