import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError, OAUTH_PATHS } from '../contract/index.js';
import type { App, AppEnv, ClientAddress } from '../edge/index.js';
import { graphqlErrorResponse, problemResponse, requestEdge, setResponseHeader, toApiError } from '../edge/index.js';
import { GRAPHQL_PATH, graphqlApi } from '../graphql/index.js';
import { API_INFO, KEEPALIVE_MS, restApi, validationHook } from '../http/index.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { Service } from '../service/index.js';
import { STORE_LIMITS } from '../service/index.js';
import { type WebClientOptions, webClientRoutes } from '../web/index.js';
import { corsHeaders } from './cors.js';

/*
 * The app: REST, GraphQL, their browser pages and the web client put together on one
 * fetch-style app, behind one request edge, one CORS policy and one error funnel. The Lambda
 * handler, the local server and the tests all serve this. REST (http/), GraphQL (graphql/)
 * and the web client (web/) know nothing of each other; this is the one place that knows all.
 */

export type { App, AppEnv };
/** GraphQL's code, which the app loads on its first GraphQL request, loaded ahead of it (an entry's init phase). */
export { loadGraphQLCode } from '../graphql/index.js';

export interface AppOptions {
  readonly service: Service;
  readonly logger?: Logger;
  /** Largest accepted request body, in bytes. */
  readonly maxBodyBytes?: number;
  /** Origins allowed by CORS; every origin when absent (the API uses bearer tokens, not cookies). */
  readonly corsOrigins?: readonly string[];
  /** The caller's address as the platform reports it (the Lambda event, the local socket). */
  readonly clientAddress?: ClientAddress;
  /** Store time per request; STORE_LIMITS.requestBudgetMs by default. */
  readonly requestBudgetMs?: number;
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
  /** How long an export waits for its reader before it hangs up (tests lower it). */
  readonly exportStallMs?: number;
  /** The web client's built files (and where its API and streams are); no client when absent. */
  readonly web?: WebClientOptions | undefined;
}

export const MAX_BODY_BYTES = 16 * 1024;

/** The whole API as one fetch-style app. */
export function createApp({
  service,
  logger = jsonLogger,
  maxBodyBytes = MAX_BODY_BYTES,
  corsOrigins,
  clientAddress = () => undefined,
  requestBudgetMs = STORE_LIMITS.requestBudgetMs,
  keepaliveMs = KEEPALIVE_MS,
  exportStallMs,
  web,
}: AppOptions): App {
  const app: App = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // A refusal is answered in the format of the API its path belongs to.
  const refuse = (c: Context<AppEnv>, error: ApiError) => (c.req.path === GRAPHQL_PATH ? graphqlErrorResponse(error) : problemResponse(c, error));
  app.use('*', requestEdge({ logger, maxBodyBytes, clientAddress, requestBudgetMs, refuse, services: (deadline, origin) => service.forRequest(deadline, origin) }));
  app.use('*', corsHeaders(corsOrigins, [OAUTH_PATHS.token, OAUTH_PATHS.revoke, OAUTH_PATHS.metadata]));
  // Quotas (service/rate-limit.ts): an address with nothing left is refused before anything
  // runs; once answered, the request's cost is spent and its principal's headers set.
  app.use('*', async (c, next) => {
    const client = c.get('client');
    service.quotas.admit(client);
    await next();
    const meter = c.get('service').meter;
    const headers = meter && service.quotas.settle(meter, client);
    if (headers) for (const [name, value] of Object.entries(headers)) setResponseHeader(c, name, value);
  });

  restApi(app, { keepaliveMs, ...(exportStallMs !== undefined && { exportStallMs }) });
  graphqlApi(app, { log: logger });
  const index = (c: Context<AppEnv>) => c.json({ name: API_INFO.title, docs: '/docs', openapi: '/openapi.json', graphql: GRAPHQL_PATH, rulesets: '/v1/rulesets' });
  // The web client answers GET / for browsers and its own pages; the index stays at / for any other Accept.
  if (web) app.route('/', webClientRoutes(web));
  app.get('/v1', index);
  app.get('/', index);

  app.notFound((c) => problemResponse(c, new ApiError('NOT_FOUND', `no route for ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      c.set('failure', apiError.code);
      logger({ level: 'error', msg: 'request failed', requestId: c.get('requestId'), code: apiError.code, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) });
    }
    return refuse(c, apiError);
  });
  return app;
}
