import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { GraphQLServer } from '../graphql/yoga.js';
import type { Service } from '../service/index.js';
import { ApiError } from '../service/errors.js';
import { STORE_LIMITS } from '../service/index.js';
import pkg from '../../package.json' with { type: 'json' };
import { graphiqlRoutes } from '../graphql/graphiql.js';
import { openApiDocument } from './document.js';
import { registerProblemExamples } from './openapi.js';
import { docsRoutes } from './docs.js';
import type { ClientAddress } from './edge.js';
import { requestEdge, setResponseHeader } from './edge.js';
import type { App, AppEnv } from './env.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import { graphqlErrorResponse, problemResponse, toApiError, validationError } from './problem.js';
import { gameRoutes } from './routes/games.js';
import { hintRoutes } from './routes/hints.js';
import { listRoutes } from './routes/lists.js';
import { recordRoutes } from './routes/records.js';
import { playerRoutes } from './routes/players.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { sheetRoutes } from './routes/sheets.js';
import { webhookRoutes } from './routes/webhooks.js';
import { KEEPALIVE_MS, eventRoutes } from './routes/events.js';
import { type WebClientOptions, webClientRoutes } from '../web/index.js';

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
  /** The web client's built files (and where its API and streams are); no client when absent. */
  readonly web?: WebClientOptions | undefined;
}

export const MAX_BODY_BYTES = 16 * 1024;

/** Yoga's answers that are one JSON document; any other (a subscription's event stream) passes as it is. */
const JSON_RESULT = /^application\/(graphql-response\+)?json\s*(;|$)/i;

/**
 * Yoga's JSON answer as a response of the platform's own class with a text body, which the
 * server writes at once (Yoga's own class reaches it as a stream, read chunk by chunk and a
 * timer tick later). Yoga answers an unsupported Content-Type (415) or Accept (406) with an
 * empty body; those get a GraphQL error with its code like every other failure.
 */
async function fromYoga(response: Response): Promise<Response> {
  const json = JSON_RESULT.test(response.headers.get('content-type') ?? '');
  if (!json && response.status < 400) return response;
  const body = await (json ? response : response.clone()).text();
  if (response.status >= 400 && body.length === 0) {
    const code = response.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'NOT_ACCEPTABLE';
    return graphqlErrorResponse(new ApiError(code, GRAPHQL_MEDIA_ERRORS[code]));
  }
  if (!json) return response;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return new Response(body, { status: response.status, headers });
}

const GRAPHQL_MEDIA_ERRORS = {
  UNSUPPORTED_MEDIA_TYPE: 'send GraphQL requests as JSON with "Content-Type: application/json"',
  NOT_ACCEPTABLE: 'accept "application/json" or "application/graphql-response+json"',
} as const;

/** GraphQL runs only from a JSON POST (and queries from a GET): no form, multipart or raw GraphQL bodies, which a browser could send across origins without a preflight. */
const JSON_MEDIA = /^application\/json\s*(;|$)/i;

const EXPOSED_HEADERS = ['ETag', 'Location', 'Retry-After', 'X-Request-Id'];

/**
 * CORS: Hono's middleware answers preflights; on every other request the headers are added
 * to the response once it is made. (Hono's middleware sets them on `c.res` before the
 * handler runs, which makes every response be rebuilt and its body streamed.)
 */
function corsHeaders(origins: readonly string[] | undefined): MiddlewareHandler<AppEnv> {
  const preflight = cors({ origin: origins ? [...origins] : '*', exposeHeaders: EXPOSED_HEADERS, maxAge: 600 });
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin') ?? '';
    const allowed = origins === undefined ? '*' : origins.includes(origin) ? origin : null;
    if (allowed) setResponseHeader(c, 'access-control-allow-origin', allowed);
    setResponseHeader(c, 'access-control-expose-headers', exposed);
    if (origins !== undefined) setResponseHeader(c, 'vary', 'Origin', true);
  };
}

/** Operation groups, in the order the documentation shows them. */
const TAGS = [
  { name: 'Players', description: 'Registration, the bearer token, profiles, and the caller\'s inbox.' },
  { name: 'Rulesets', description: 'The four rulesets as data: columns, categories and how each scores, totals, announcements, and every rule in words.' },
  { name: 'Games', description: 'Create and join games, play them (roll, announce, score, resign), read them and their move logs.' },
  { name: 'Leaderboards', description: 'The best finished sheets of each ruleset.' },
  { name: 'Sheets', description: 'Printable score sheets as SVG.' },
  { name: 'Webhooks', description: 'Signed deliveries (Standard Webhooks 1.0) of the events of every game a player is seated in.' },
  { name: 'Events', description: 'Live event streams (server-sent events) of a game or of the caller.' },
];

export const API_INFO = {
  title: 'Yamb API',
  version: pkg.version,
  license: { name: 'MIT', identifier: 'MIT' },
  description:
    'Asynchronous Yamb-family dice games (yamb-classic, jamb, yams-5, yams-6) for apps, bots and chat integrations. Every game read carries an ETag; every write takes If-Match and Idempotency-Key. Errors are RFC 9457 problems with a stable `code`.',
};

/** The whole HTTP API as one fetch-style app: the Lambda handler, the local server and the tests all serve this. */
export function createApp({
  service,
  logger = jsonLogger,
  maxBodyBytes = MAX_BODY_BYTES,
  corsOrigins,
  clientAddress = () => undefined,
  requestBudgetMs = STORE_LIMITS.requestBudgetMs,
  keepaliveMs = KEEPALIVE_MS,
  web,
}: AppOptions): App {
  const app: App = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return problemResponse(c, validationError(result.error, result.target));
    },
  });

  const refuse = (c: Context<AppEnv>, error: ApiError) => (c.req.path === '/graphql' ? graphqlErrorResponse(error) : problemResponse(c, error));
  app.use('*', requestEdge({ logger, maxBodyBytes, clientAddress, requestBudgetMs, refuse, services: (deadline) => service.forRequest(deadline) }));
  app.use('*', corsHeaders(corsOrigins));
  app.use('*', async (c, next) => {
    service.players.admit(c.get('client'));
    await next();
  });

  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: app.defaultHook });
  for (const routes of [playerRoutes, rulesetRoutes, recordRoutes, gameRoutes, hintRoutes, listRoutes, sheetRoutes, webhookRoutes]) routes(v1);
  eventRoutes(v1, keepaliveMs);
  app.route('/v1', v1);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token returned once by POST /v1/players.',
  });
  registerProblemExamples(app.openAPIRegistry);
  let document: unknown;
  app.get('/openapi.json', (c) => c.json((document ??= openApiDocument(app as never, { openapi: '3.1.0', info: API_INFO, servers: [{ url: '/' }], tags: TAGS }))));
  docsRoutes(app, { title: API_INFO.title, openapiUrl: '/openapi.json' });
  graphiqlRoutes(app);
  const index = (c: Context<AppEnv>) => c.json({ name: API_INFO.title, docs: '/docs', openapi: '/openapi.json', graphql: '/graphql', rulesets: '/v1/rulesets' });
  // The web client answers GET / for browsers and its own pages; the index stays at / for any other Accept.
  if (web) app.route('/', webClientRoutes(web));
  app.get('/v1', index);
  app.get('/', index);

  // GraphQL is loaded on its first request: building its schema is most of what the API adds
  // to a cold start, and a function instance that only serves REST never needs it.
  let graphql: Promise<GraphQLServer> | undefined;
  const loadGraphQL = () => (graphql ??= import('../graphql/yoga.js').then(({ createGraphQL }) => createGraphQL({ log: logger })));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    if (c.req.method === 'POST' && !JSON_MEDIA.test(c.req.header('content-type') ?? '')) {
      return graphqlErrorResponse(new ApiError('UNSUPPORTED_MEDIA_TYPE', GRAPHQL_MEDIA_ERRORS.UNSUPPORTED_MEDIA_TYPE));
    }
    const server = await loadGraphQL();
    return fromYoga(await server.fetch(c.req.raw, { requestId: c.get('requestId'), client: c.get('client'), service: c.get('service') }));
  });

  app.notFound((c) => problemResponse(c, new ApiError('NOT_FOUND', `no route for ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      logger({ level: 'error', msg: 'request failed', requestId: c.get('requestId'), code: apiError.code, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) });
    }
    return refuse(c, apiError);
  });
  return app;
}
