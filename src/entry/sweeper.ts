import { jsonLogger } from '../log.js';
import { createServiceFromEnv } from './lambda-env.js';
import { createSweepHandler } from './scheduled-sweep.js';

// Retries of failed deliveries (the `due` index) and overdue turns (the `waiting` index); built once per instance.
const { service, dispatcher } = await createServiceFromEnv(process.env);

/** EventBridge schedule entry point (every minute, reserved concurrency 1). */
export const handler = createSweepHandler({ dispatcher, deadlines: service.games, log: jsonLogger });
