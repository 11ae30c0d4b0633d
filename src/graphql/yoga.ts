import { parse } from 'graphql';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { RequestServices } from '../service/index.js';
import type { Context } from './builder.js';
import { maskUnexpected, useApiErrorCodes } from './errors.js';
import { GRAPHIQL_OPTIONS, renderGraphiQL, useGraphiQLHeaders } from './graphiql.js';
import { useQueryLimits } from './limits.js';
import { schema } from './schema.js';

/** What the app's request edge hands every GraphQL request (see http/edge.ts). */
export interface EdgeContext {
  readonly requestId: string;
  readonly client: string;
  /** The services of the request, over its deadline. */
  readonly service: RequestServices;
}

export type GraphQLServer = YogaServerInstance<EdgeContext, Context>;

/**
 * Tokens one document may hold. The parser recurses once per nesting level, and a document
 * under the body limit can nest deep enough to overflow the stack (a list value about 1,500
 * levels deep already does under Yoga); 1,000 tokens allow at most 500 levels. The longest
 * operation a client needs, GraphiQL's introspection query, has under 200.
 */
export const MAX_TOKENS = 1_000;

/** Parses with graphql's own token limit, before a deep document can reach the recursive parser. */
const useTokenLimit = (): Plugin => ({
  onParse({ setParseFn }) {
    setParseFn((source, options) => parse(source, { ...options, maxTokens: MAX_TOKENS }));
  },
});

/**
 * The GraphQL endpoint as a fetch handler: POST /graphql runs operations, GET /graphql with
 * Accept: text/html serves GraphiQL. Expected failures carry their API code; anything
 * unexpected is masked as "Unexpected error." with code INTERNAL.
 */
export function createGraphQL({ log = jsonLogger }: { log?: Logger } = {}): GraphQLServer {
  return createYoga<EdgeContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: GRAPHIQL_OPTIONS,
    renderGraphiQL,
    landingPage: false,
    // The app answers CORS for every path by its origin list (http/app.ts). Yoga's own plugin
    // would echo any Origin with credentials allowed, past that list.
    cors: false,
    batching: false,
    // The request edge limits every body, this one included, before anything reads it
    // (http/edge.ts); Yoga's own limit would read the body again through a counting stream.
    maxRequestBodySize: false,
    maskedErrors: { isDev: false, maskError: maskUnexpected },
    // Unexpected resolver errors are logged, with the request id, by the error funnel.
    logging: false,
    context: ({ request, requestId, client, service }) => ({
      service,
      authorization: request.headers.get('authorization') ?? undefined,
      requestId,
      client,
      log,
    }),
    plugins: [useTokenLimit(), useApiErrorCodes(log), useQueryLimits(), useGraphiQLHeaders()],
  });
}
