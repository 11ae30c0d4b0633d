import type { Context } from 'aws-lambda';
import { jsonLogger } from '../log.js';
import { flushingAfter } from '../metrics.js';
import { createInvocationLog } from './invocation-log.js';
import { createServiceFromEnv, metricsFromEnv } from './lambda-env.js';
import { createSweepHandler } from './scheduled-sweep.js';

// Retries of failed deliveries (the `due` index), overdue turns, tournaments to start or move on and stalled bot games (the `waiting` index); built once per instance.
const metrics = metricsFromEnv(process.env);
const invocation = createInvocationLog(jsonLogger);
const { service, dispatcher } = await createServiceFromEnv(process.env, { logger: invocation.log, metrics });
const sweep = createSweepHandler({ dispatcher, deadlines: service.games, tournaments: service, bots: service.games, log: invocation.log });

/** EventBridge schedule entry point (every minute, reserved concurrency 1). */
export const handler = flushingAfter(metrics, (event: unknown, context: Context) => invocation.during({ requestId: context.awsRequestId }, () => sweep(event, context)));
