import { loadGraphQLCode } from '../graphql/index.js';
import { createGraphQLApi } from './graphql-api.js';
import { jsonLogger } from '../log.js';
import { httpLambda } from './http-lambda.js';
import { LOADED_MARK, warmUp } from './warm-up.js';

// The API's GraphQL function: /graphql and GraphiQL's files, as the HTTP API routes them here.
// Its bundle holds GraphQL and what it answers from (the service, the store), none of REST's
// routes, docs or web client, so an instance loads only what its requests run.
const built = await httpLambda(createGraphQLApi);

export const handler = built.handler;

// In the init phase: GraphQL's code (a chunk the app loads on its first request) is loaded
// first, so that the mark ends the loading of all the code the instance runs; then what every
// first request would otherwise pay (see warm-up.ts).
await loadGraphQLCode();
performance.mark(LOADED_MARK, { detail: process.cpuUsage() });
await warmUp({ api: 'graphql', handler, client: built.config.client, tableName: built.config.tableName, rehearsalApp: createGraphQLApi, log: jsonLogger });
