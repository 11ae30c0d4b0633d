import { Hono } from 'hono';
import type { AppEnv, EdgeAppOptions } from '../edge/index.js';
import { withEdge } from '../edge/index.js';
import { GRAPHQL_PATH, graphqlApi } from '../graphql/index.js';
import { KEEPALIVE_MS, eventRoutes } from '../http/streams.js';
import { jsonLogger } from '../log.js';

/*
 * The event streams alone behind the request edge: the app of the streams function
 * (entry/streams-lambda.ts), REST's three event streams and GraphQL for its subscriptions
 * (loaded on the first GraphQL request, as in the whole app). It answers those paths as the
 * whole app does. Its modules load no zod and no other route of REST: it takes the event
 * routes through REST's side door for them (http/streams.ts), not the front door, which
 * brings all of REST; and the streams' function takes this file through the app's side door.
 */

export interface StreamsAppOptions extends EdgeAppOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
}

export function createStreamsApp({ keepaliveMs = KEEPALIVE_MS, ...edge }: StreamsAppOptions): Hono<AppEnv> {
  const app = withEdge(new Hono<AppEnv>(), GRAPHQL_PATH, edge);
  const v1 = new Hono<AppEnv>();
  eventRoutes(v1, keepaliveMs);
  app.route('/v1', v1);
  graphqlApi(app, { log: edge.logger ?? jsonLogger });
  return app;
}
