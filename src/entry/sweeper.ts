import { jsonLogger } from '../log.js';
import { createServiceFromEnv } from './lambda-env.js';
import { createSweepHandler } from './scheduled-sweep.js';

// Retries of failed deliveries, found through the table's `due` index; built once per instance.
const { dispatcher } = await createServiceFromEnv(process.env);

/** EventBridge schedule entry point (every minute, reserved concurrency 1). */
export const handler = createSweepHandler({ dispatcher, log: jsonLogger });
