import { randomUUID } from 'node:crypto';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { Service } from '../service/index.js';
import type { Context } from './builder.js';
import { useApiErrorCodes } from './errors.js';
import { useQueryLimits } from './limits.js';
import { schema } from './schema.js';

/** Largest request body accepted; a bigger one is refused with PAYLOAD_TOO_LARGE. */
export const MAX_BODY_BYTES = 64 * 1024;

const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/** The request's own x-request-id when it is sane, otherwise a fresh one; the same for one request. */
const requestIds = new WeakMap<Request, string>();
function requestIdOf(request: Request): string {
  let id = requestIds.get(request);
  if (id === undefined) {
    const sent = request.headers.get('x-request-id');
    id = sent !== null && REQUEST_ID.test(sent) ? sent : randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/** Echoes the request id, so a client can quote it when reporting a problem. */
const useRequestId = (): Plugin => ({
  onResponse({ request, response }) {
    response.headers.set('x-request-id', requestIdOf(request));
  },
});

const DEFAULT_QUERY = `# The Yamb API. Rulesets, games and leaderboards need no token;
# to play, run registerPlayer and send "Authorization: Bearer <token>" (Headers tab).
{
  rulesets { id name dice columns { id name } categories { id label description } }
}
`;

export type GraphQLServer = YogaServerInstance<Record<string, unknown>, Context>;

/**
 * The GraphQL endpoint as a fetch handler: POST /graphql runs operations, GET /graphql with
 * Accept: text/html serves GraphiQL. Expected failures carry their API code; anything
 * unexpected is masked as "Unexpected error." with code INTERNAL.
 */
export function createGraphQL({ service, log = jsonLogger }: { service: Service; log?: Logger }): GraphQLServer {
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Yamb API', defaultQuery: DEFAULT_QUERY },
    landingPage: false,
    batching: false,
    maskedErrors: { isDev: false },
    maxRequestBodySize: MAX_BODY_BYTES,
    // Unexpected resolver errors are logged, with the request id, by the error funnel.
    logging: false,
    context: ({ request }) => ({
      service,
      authorization: request.headers.get('authorization') ?? undefined,
      requestId: requestIdOf(request),
      // API Gateway appends the source address to X-Forwarded-For: the last entry is not forged.
      client: request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown',
      log,
    }),
    plugins: [useApiErrorCodes(), useRequestId(), useQueryLimits()],
  });
}
