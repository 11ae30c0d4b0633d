import { startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { cpuMicros, servePart } from './processes.js';

/** A benchmark part: one dynalite store in memory with the API's table, on a loopback port. */
const db = await startEmbeddedDynamo();
servePart({ endpoint: db.endpoint, tableName: db.tableName }, async () => cpuMicros());
