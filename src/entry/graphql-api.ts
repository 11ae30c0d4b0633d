import { graphqlApp } from '../graphql/index.js';
import type { HttpConfig } from './http-env.js';
import { edgeOptionsFor } from './http-env.js';

/** Store, service and the GraphQL app wired together: the GraphQL function's composition (graphql-lambda.ts). */
export function createGraphQLApi(config: HttpConfig) {
  return graphqlApp(edgeOptionsFor(config));
}
