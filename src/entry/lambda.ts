import { fileURLToPath } from 'node:url';
import { createApi } from './api.js';
import { jsonLogger } from '../log.js';
import { httpLambda } from './http-lambda.js';
import { LOADED_MARK, warmUp } from './warm-up.js';

// The API's REST function: REST, its docs, OAuth and the web client, everything the HTTP API
// routes here but GraphQL, which has a function of its own (graphql-lambda.ts). The whole app
// is mounted (the local server's, with GraphQL loaded only if a request ever asks for it), so
// the two functions answer alike; this one never loads GraphQL's code in its init phase.
const built = await httpLambda((config) =>
  createApi({
    ...config,
    // The web client's files ship in web/ beside the bundle; its event streams come from their own function URL.
    web: { dir: fileURLToPath(new URL('./web', import.meta.url)), streamsOrigin: process.env.STREAMS_URL || undefined },
  }),
);

export const handler = built.handler;

// In the init phase: what every first request would otherwise pay (see warm-up.ts).
performance.mark(LOADED_MARK, { detail: process.cpuUsage() });
await warmUp({ api: 'rest', handler, client: built.config.client, tableName: built.config.tableName, rehearsalApp: createApi, log: jsonLogger });
