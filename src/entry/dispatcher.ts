import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { jsonLogger } from '../log.js';
import { flushingAfter } from '../metrics.js';
import { createInvocationLog } from './invocation-log.js';
import { createServiceFromEnv, metricsFromEnv } from './lambda-env.js';
import { createStreamHandler } from './stream-dispatch.js';

// The table's stream (NEW_IMAGE, game and tournament items only) feeds what follows their
// writes (the work after a game's end: statistics, ratings, tournaments; then webhooks) and
// the background player of bot turns. Built once per instance.
const metrics = metricsFromEnv(process.env);
const invocation = createInvocationLog(jsonLogger);
const { service } = await createServiceFromEnv(process.env, { logger: invocation.log, metrics });
const handle = createStreamHandler({ follow: service.follow, bots: service.games, log: invocation.log });

/** DynamoDB stream entry point: answers with the records that failed (ReportBatchItemFailures). */
export const handler = flushingAfter(metrics, (event: DynamoDBStreamEvent, context: Context) => invocation.during({ requestId: context.awsRequestId }, () => handle(event, context)));
