import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { App, AppEnv, EdgeAppOptions } from '../edge/index.js';
import { MAX_BODY_BYTES, withEdge } from '../edge/index.js';
import { GRAPHQL_PATH, graphqlApi } from '../graphql/index.js';
import { API_INFO, KEEPALIVE_MS, restApi, validationHook } from '../http/index.js';
import { jsonLogger } from '../log.js';
import { type WebClientOptions, webClientRoutes } from '../web/index.js';

/*
 * The app: REST, GraphQL, their browser pages and the web client put together on one
 * fetch-style app, behind one request edge, one CORS policy and one error funnel. The Lambda
 * handler, the local server and the tests all serve this. REST (http/), GraphQL (graphql/)
 * and the web client (web/) know nothing of each other; this is the one place that knows all.
 */

export type { App, AppEnv };
/** GraphQL's code, which the app loads on its first GraphQL request, loaded ahead of it (an entry's init phase). */
export { loadGraphQLCode } from '../graphql/index.js';

export interface AppOptions extends EdgeAppOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
  /** How long an export waits for its reader before it hangs up (tests lower it). */
  readonly exportStallMs?: number;
  /** The web client's built files (and where its API and streams are); no client when absent. */
  readonly web?: WebClientOptions | undefined;
}

export { MAX_BODY_BYTES };

/** The whole API as one fetch-style app. */
export function createApp({ keepaliveMs = KEEPALIVE_MS, exportStallMs, web, ...edge }: AppOptions): App {
  const app = withEdge(new OpenAPIHono<AppEnv>({ defaultHook: validationHook }), GRAPHQL_PATH, edge);
  restApi(app, { keepaliveMs, ...(exportStallMs !== undefined && { exportStallMs }) });
  graphqlApi(app, { log: edge.logger ?? jsonLogger });
  const index = (c: Context<AppEnv>) => c.json({ name: API_INFO.title, docs: '/docs', openapi: '/openapi.json', graphql: GRAPHQL_PATH, rulesets: '/v1/rulesets' });
  // The web client answers GET / for browsers and its own pages; the index stays at / for any other Accept.
  if (web) app.route('/', webClientRoutes(web));
  app.get('/v1', index);
  app.get('/', index);

  return app;
}
