import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/*
 * Business metrics, written once: their names and namespace here, imported by the code that
 * counts them (through one `MetricsSink` in the service options) and by the stack's alarms and
 * dashboard (infra/constructs/monitoring.ts), so a renamed metric cannot leave an alarm
 * watching nothing. On AWS they leave as CloudWatch embedded metric format (EMF) lines on
 * stdout, which CloudWatch Logs turns into metrics: no API call and no wait on a request.
 */

/** The CloudWatch namespace of every metric below. */
export const METRICS_NAMESPACE = 'YambApi';

/** Every metric the code counts, by what it counts. All are counts. */
export const METRIC = {
  /** A player's write that landed: a create, join, leave, rematch or play action (timeouts and bots apart). */
  actionsAccepted: 'ActionsAccepted',
  /** A write refused because its If-Match (expectedVersion) was not the game's version. */
  versionConflicts: 'VersionConflicts',
  /** A repeated request answered with its first result (Idempotency-Key), writing nothing. */
  idempotentReplays: 'IdempotentReplays',
  /** A request refused by the per-instance rate limit (429 RATE_LIMITED). */
  rateLimited: 'RateLimited',
  /** A turn a bot played (one per turn, however many rolls it took). */
  botTurns: 'BotTurns',
  /** An overdue turn timed out (by the sweeper, or by the next request that found it overdue). */
  timeoutsApplied: 'TimeoutsApplied',
  /** A webhook delivery attempt, whatever its outcome. */
  webhookDeliveries: 'WebhookDeliveries',
  /** A webhook delivery attempt that failed (no 2xx in time, or a refused address). */
  webhookFailures: 'WebhookFailures',
  /** A Web Push message sent to a push service (an event's or a reminder's), whatever its outcome. */
  pushDeliveries: 'PushDeliveries',
  /** A Web Push message the push service did not take (no 2xx in time, a refused address, 404/410). */
  pushFailures: 'PushFailures',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** The one dimension of every metric: the deployment, so stages sharing an account stay apart. */
export const SERVICE_DIMENSION = 'service';

/** The `service` dimension's value of a stage; the stack hands it to each function as POWERTOOLS_SERVICE_NAME. */
export const metricsService = (stage: string): string => `yamb-api-${stage}`;

/** Where the code counts what happens. */
export interface MetricsSink {
  count(name: MetricName, value?: number): void;
}

/** Counts nothing: the local server and tests that do not look. */
export const noMetrics: MetricsSink = { count() {} };

/** A sink whose counts leave as EMF lines when `flush` is called (once per invocation). */
export interface EmfMetrics extends MetricsSink {
  flush(): void;
}

export interface EmfOptions {
  /** The `service` dimension's value (metricsService(stage)). */
  readonly service: string;
  /** Flush after every count: for invocations that last minutes (the event streams). */
  readonly flushEach?: boolean;
}

/**
 * Counts into Powertools Metrics, which validates them and writes one EMF line per flush with
 * every count since the last (a metric counted twice holds both values). Nothing is written for
 * an invocation that counted nothing: Powertools would warn on each of those.
 */
export function createEmfMetrics({ service, flushEach = false }: EmfOptions): EmfMetrics {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service });
  prime(metrics);
  let held = false;
  const flush = () => {
    if (!held) return;
    held = false;
    metrics.publishStoredMetrics();
  };
  return {
    count(name, value = 1) {
      metrics.addMetric(name, MetricUnit.Count, value);
      held = true;
      if (flushEach) flush();
    },
    flush,
  };
}

/**
 * Runs the emitting path once where it writes nothing: a count, its serialisation, and a
 * console line into a stream that discards it. Made at init, this takes the code's first run
 * (about 1 ms, `npm run bench:metrics`) off the instance's first request.
 */
function prime(metrics: Metrics): void {
  metrics.addMetric(METRIC.actionsAccepted, MetricUnit.Count, 0);
  const line = JSON.stringify(metrics.serializeMetrics());
  metrics.clearMetrics();
  new Console({ stdout: new Writable({ write: (_chunk, _encoding, done) => done() }) }).log(line);
}

/** `handler`, flushing `metrics` when each invocation ends, whether it returned or threw. */
export function flushingAfter<A extends unknown[], R>(metrics: Pick<EmfMetrics, 'flush'>, handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await handler(...args);
    } finally {
      metrics.flush();
    }
  };
}
