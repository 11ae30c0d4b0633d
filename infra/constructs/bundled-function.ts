import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations, type CfnResource } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { spawnSync } from 'node:child_process';
import { LAMBDA_HANDLER } from '../bundle.js';
import { PROJECT_ROOT } from '../paths.js';

/** Shell commands run after the bundle is written, given the project root and the bundle's folder. */
export type AfterBundling = (inputDir: string, outputDir: string) => string[];

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
  readonly afterBundling?: AfterBundling;
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
 * Node.js 22 on Graviton, an ESM bundle of its own entry built with the shared esbuild options
 * (infra/bundle.ts, by scripts/build.ts), source maps on, X-Ray tracing active, and its own log group with a
 * retention. Its role may write to that log group and send traces, nothing else (no managed
 * policy, whose log permissions reach every log group); other grants are the caller's.
 */
export function bundledFunction(scope: Construct, props: BundledFunctionProps): LambdaFunction {
  const logGroup = new LogGroup(scope, 'Logs', { retention: retentionDays(props.logRetentionDays), removalPolicy: props.logRemovalPolicy });
  const role = new Role(scope, 'ServiceRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new LambdaFunction(scope, 'Function', {
    code: bundledCode(props.entry, props.afterBundling),
    handler: `index.${LAMBDA_HANDLER}`,
    description: props.description,
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
    environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: props.metricsService, NODE_OPTIONS: '--enable-source-maps' },
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

/**
 * The function's code: its bundle as `npm run build` makes it (scripts/build.ts, with the shared
 * options of infra/bundle.ts: its own entry, split into chunks loaded on demand), built on this
 * machine when the stack is synthesized, then `afterBundling`'s commands. CDK's NodejsFunction
 * builds one file only (no chunks, no plugins), hence a function of our own build.
 */
function bundledCode(entry: string, afterBundling?: AfterBundling): Code {
  return Code.fromAsset(PROJECT_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never run: the bundle is built locally (below); CDK asks for an image all the same. The
      // command names the entry, which tells the functions' assets apart (CDK stages one asset
      // per source folder and bundling options, and the source folder is the project's).
      image: DockerImage.fromRegistry('dummy'),
      command: ['node', '--import', 'tsx', 'scripts/build.ts', entry, '/asset-output'],
      local: {
        tryBundle(outputDir: string): boolean {
          run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', entry, outputDir]);
          for (const command of afterBundling?.(PROJECT_ROOT, outputDir) ?? []) run('bash', ['-c', command]);
          return true;
        },
      },
    },
  });
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`bundling failed: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** CloudWatch accepts only some retention periods: the shortest one that keeps `days`. */
export function retentionDays(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v > 0 && v !== RetentionDays.INFINITE).sort((a, b) => a - b);
  return allowed.find((d) => d >= days) ?? RetentionDays.INFINITE;
}
