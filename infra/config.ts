import { parseRetrySeconds } from '../src/notify/retry.js';

/**
 * Deployment settings, read from CDK context (`cdk.json` defaults, `-c key=value` overrides).
 * Values given on the command line arrive as strings, so every number and flag is parsed here,
 * once, and a bad value stops the synth instead of reaching AWS.
 */
export interface StackConfig {
  /** Deployment name: part of the stack name, e.g. "dev", "prod". */
  readonly stage: string;
  /** Production stages keep their data: deletion protection and RemovalPolicy.RETAIN on the table. */
  readonly production: boolean;
  /** Allowed browser origins; ['*'] allows every origin (the API uses bearer tokens, not cookies). */
  readonly corsOrigins: readonly string[];
  /** Steady-state requests per second for the whole API (API Gateway default stage). */
  readonly throttleRate: number;
  /** Largest burst of concurrent requests API Gateway admits before throttling. */
  readonly throttleBurst: number;
  readonly lambdaMemoryMb: number;
  readonly lambdaTimeoutSeconds: number;
  readonly logRetentionDays: number;
  /** WEBHOOK_RETRY_SECONDS of every function: '' for the Standard Webhooks schedule, or a list of delays for a test stage. */
  readonly webhookRetrySeconds: string;
  /** Who receives the alarms (an e-mail subscription to the alarm topic); '' for nobody. */
  readonly alarmEmail: string;
}

/** Used when a key is absent from the context; `cdk.json` repeats them so they are visible (a test checks they agree). */
export const DEFAULT_CONFIG: StackConfig = {
  stage: 'dev',
  production: false,
  corsOrigins: ['*'],
  throttleRate: 50,
  throttleBurst: 100,
  lambdaMemoryMb: 512,
  lambdaTimeoutSeconds: 10,
  logRetentionDays: 30,
  webhookRetrySeconds: '',
  alarmEmail: '',
};

/** Stages whose data must survive a `cdk destroy` or a replaced table, whatever the flag says. */
const PRODUCTION_STAGES = new Set(['prod', 'production']);
const STAGE = /^[a-z][a-z0-9-]{0,23}$/;

type Context = (key: string) => unknown;

/** The stack settings from a context lookup (e.g. `(key) => app.node.tryGetContext(key)`). */
export function readConfig(context: Context): StackConfig {
  const stage = text(context, 'stage', DEFAULT_CONFIG.stage);
  if (!STAGE.test(stage)) throw new Error(`context stage must match ${STAGE} (lower case, used in resource names), got "${stage}"`);
  const origins = context('corsOrigins');
  return {
    stage,
    production: PRODUCTION_STAGES.has(stage) || flag(context, 'production', DEFAULT_CONFIG.production),
    corsOrigins: origins === undefined ? DEFAULT_CONFIG.corsOrigins : originsFrom(origins),
    throttleRate: integer(context, 'throttleRate', DEFAULT_CONFIG.throttleRate, 1, 10_000),
    throttleBurst: integer(context, 'throttleBurst', DEFAULT_CONFIG.throttleBurst, 1, 5_000),
    lambdaMemoryMb: integer(context, 'lambdaMemoryMb', DEFAULT_CONFIG.lambdaMemoryMb, 128, 3_008),
    lambdaTimeoutSeconds: integer(context, 'lambdaTimeoutSeconds', DEFAULT_CONFIG.lambdaTimeoutSeconds, 1, 29),
    logRetentionDays: integer(context, 'logRetentionDays', DEFAULT_CONFIG.logRetentionDays, 1, 3_653),
    webhookRetrySeconds: retrySeconds(context),
    alarmEmail: email(context),
  };
}

function text(context: Context, key: string, fallback: string): string {
  const value = context(key);
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`context ${key} must be a string`);
  return value;
}

function flag(context: Context, key: string, fallback: boolean): boolean {
  const value = context(key);
  if (value === undefined) return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`context ${key} must be true or false, got ${JSON.stringify(value)}`);
}

// The upper bounds are the services' own: API Gateway's account default of 10,000 rps, Lambda's
// 29-second ceiling under an HTTP API integration (30 s) and its largest memory without a quota raise.
function integer(context: Context, key: string, fallback: number, min: number, max: number): number {
  const value = context(key);
  if (value === undefined) return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`context ${key} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return n;
}

/** A retry schedule the functions accept (they would refuse a bad one at start); '' keeps the default. */
function retrySeconds(context: Context): string {
  const value = text(context, 'webhookRetrySeconds', DEFAULT_CONFIG.webhookRetrySeconds).trim();
  return value === '' ? '' : parseRetrySeconds(value, 'context webhookRetrySeconds').join(',');
}

/** An address to subscribe to the alarms, or '' for none. */
function email(context: Context): string {
  const value = text(context, 'alarmEmail', DEFAULT_CONFIG.alarmEmail).trim();
  if (value !== '' && !/^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(value)) throw new Error(`context alarmEmail must be one e-mail address, got "${value}"`);
  return value;
}

/** "*" or a comma-separated list (from the command line), or a JSON array (from cdk.json). */
function originsFrom(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!list || !list.every((o): o is string => typeof o === 'string')) throw new Error('context corsOrigins must be "*", a comma-separated list or an array of origins');
  const origins = list.map((o) => o.trim()).filter(Boolean);
  if (origins.length === 0 || origins.includes('*')) return ['*'];
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s,]+$/.test(origin)) throw new Error(`context corsOrigins: "${origin}" is not an origin (scheme://host[:port], no path)`);
  }
  return origins;
}
