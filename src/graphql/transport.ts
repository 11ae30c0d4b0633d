import type { ApiErrorCode } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import { Hono } from 'hono';
import type { AppEnv, EdgeAppOptions } from '../edge/index.js';
import { graphqlErrorResponse, hangUp, withEdge } from '../edge/index.js';
import { jsonLogger } from '../log.js';
import type { Logger } from '../log.js';
import { graphiqlRoutes } from './graphiql.js';
import type { GraphQLServer } from './yoga.js';

/*
 * GraphQL over HTTP on the app: POST (and GET) /graphql, answered by Yoga (yoga.ts), which is
 * loaded on the endpoint's first request, and GraphiQL's files under /graphql/assets. Only
 * this module is loaded with the app: a function instance that only serves REST never needs
 * Yoga, graphql-js or the schema.
 */

export const GRAPHQL_PATH = '/graphql';

/** What GraphQL answers a request whose media types it does not take (yoga.ts answers Yoga's 415 and 406 with them too). */
export const GRAPHQL_MEDIA_ERRORS = {
  UNSUPPORTED_MEDIA_TYPE: 'send GraphQL requests as JSON with "Content-Type: application/json"',
  NOT_ACCEPTABLE: 'accept "application/json" or "application/graphql-response+json"',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/** GraphQL runs only from a JSON POST (and queries from a GET): no form, multipart or raw GraphQL bodies, which a browser could send across origins without a preflight. */
const JSON_MEDIA = /^application\/json\s*(;|$)/i;

/**
 * Loads GraphQL's code (Yoga, graphql-js, the schema's modules: a chunk of its own in a bundle)
 * without building anything: for an entry that wants it loaded before its first request.
 */
export async function loadGraphQLCode(): Promise<void> {
  await import('./yoga.js');
}

/** The GraphQL endpoint and GraphiQL's files on `app`; Yoga and the schema are loaded on the first GraphQL request. */
export function graphqlApi(app: Hono<AppEnv>, { log }: { readonly log: Logger }): void {
  graphiqlRoutes(app);
  let graphql: Promise<GraphQLServer> | undefined;
  const load = () => (graphql ??= import('./yoga.js').then(({ createGraphQL }) => createGraphQL({ log })));
  app.on(['GET', 'POST', 'OPTIONS'], GRAPHQL_PATH, async (c) => {
    if (c.req.method === 'POST' && !JSON_MEDIA.test(c.req.header('content-type') ?? '')) {
      return graphqlErrorResponse(new ApiError('UNSUPPORTED_MEDIA_TYPE', GRAPHQL_MEDIA_ERRORS.UNSUPPORTED_MEDIA_TYPE));
    }
    const server = await load();
    const failed = (code: ApiErrorCode) => c.set('failure', code);
    return server.fetch(c.req.raw, { requestId: c.get('requestId'), client: c.get('client'), service: c.get('service'), hangUp: () => hangUp(c), failed });
  });
}

/**
 * GraphQL alone behind the request edge: the app of a function that serves only GraphQL
 * (entry/graphql-lambda.ts), which never loads REST's routes. It answers as the whole app does.
 */
export function graphqlApp(options: EdgeAppOptions): Hono<AppEnv> {
  const app = withEdge(new Hono<AppEnv>(), GRAPHQL_PATH, options);
  graphqlApi(app, { log: options.logger ?? jsonLogger });
  return app;
}
