import type { Context, Hono } from 'hono';
import { ApiError, OAUTH_PATHS } from '../contract/index.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { Service } from '../service/index.js';
import { STORE_LIMITS } from '../service/index.js';
import { corsHeaders } from './cors.js';
import type { AppEnv } from './env.js';
import { graphqlErrorResponse, problemResponse, toApiError } from './errors.js';
import type { ClientAddress } from './request-edge.js';
import { requestEdge, setResponseHeader } from './request-edge.js';

/*
 * What every app of the API puts in front of its routes, once: the request edge, one CORS
 * policy, the quotas and one error funnel. The whole API (app/) and the GraphQL function's app
 * (entry/graphql-lambda.ts) both start here, so the two answer alike.
 */

/** Largest accepted request body, in bytes, unless an app says otherwise. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface EdgeAppOptions {
  readonly service: Service;
  readonly logger?: Logger;
  /** Largest accepted request body, in bytes; MAX_BODY_BYTES by default. */
  readonly maxBodyBytes?: number;
  /** Origins allowed by CORS; every origin when absent (the API uses bearer tokens, not cookies). */
  readonly corsOrigins?: readonly string[] | undefined;
  /** The caller's address as the platform reports it (the Lambda event, the local socket). */
  readonly clientAddress?: ClientAddress;
  /** Store time per request; STORE_LIMITS.requestBudgetMs by default. */
  readonly requestBudgetMs?: number;
}

/**
 * `app` with the edge, CORS, quotas and the error funnel in front of whatever is mounted on it
 * next. A refusal at `graphqlPath` is a GraphQL error, anywhere else a problem.
 */
export function withEdge<A extends Hono<AppEnv>>(app: A, graphqlPath: string, options: EdgeAppOptions): A {
  const { service, logger = jsonLogger, maxBodyBytes = MAX_BODY_BYTES, corsOrigins, clientAddress = () => undefined, requestBudgetMs = STORE_LIMITS.requestBudgetMs } = options;
  // A refusal is answered in the format of the API its path belongs to.
  const refuse = (c: Context<AppEnv>, error: ApiError) => (c.req.path === graphqlPath ? graphqlErrorResponse(error) : problemResponse(c, error));
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
