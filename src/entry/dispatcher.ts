import { jsonLogger } from '../log.js';
import { createServiceFromEnv } from './lambda-env.js';
import { createStreamHandler } from './stream-dispatch.js';

// The table's stream (NEW_IMAGE, game items only) feeds the dispatcher; built once per instance.
const { dispatcher } = await createServiceFromEnv(process.env);

/** DynamoDB stream entry point: answers with the records that failed (ReportBatchItemFailures). */
export const handler = createStreamHandler({ dispatcher, log: jsonLogger });
