import type { RouteConfig, z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiErrorCode, Operation, OperationId } from '../contract/index.js';
import { ANY_SCOPE, API_ERRORS, APP_SCOPES, OPERATIONS, ProblemSchema, operationCost, operationErrors } from '../contract/index.js';
import type { AppEnv } from './env.js';
import { services } from './env.js';

/*
 * The parts of the OpenAPI document that routes share: the response headers, the error
 * responses of a route generated from its operation's entry of the contract (OPERATIONS) and
 * the one error table (each with an example of its real problem body), and success responses
 * with their headers.
 */

const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, schema });

export const HEADERS = {
  'X-Request-Id': header('The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem.'),
  ETag: header('The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version.'),
  'Retry-After': header('Seconds to wait before repeating the request.', { type: 'integer', minimum: 1 }),
  'WWW-Authenticate': header('RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope.'),
  Location: header('The address of the resource created.'),
  RateLimit: header('What is left of the caller\'s quota, in cost units, and the seconds until it is full again: `"default";r=<units left>;t=<seconds>` (draft-ietf-httpapi-ratelimit-headers). On every answer to a request with a valid token.'),
  'RateLimit-Policy': header('The caller\'s quota: `"default";q=<units>;w=<seconds>`, the units available at once and the seconds an empty quota takes to fill.'),
} as const;

type HeaderName = keyof typeof HEADERS;
const headers = (...names: HeaderName[]) => Object.fromEntries(names.map((name) => [name, HEADERS[name]]));

/** The problem body the API sends for `code`, with the example detail of the contract's error table. */
function example(code: ApiErrorCode) {
  const { detail, ...extra } = API_ERRORS[code].example;
  return { type: `urn:yamb-api:problem:${code}`, title: API_ERRORS[code].title, status: API_ERRORS[code].status, detail, code, ...extra, requestId: '7f0e2b8c-3c1d-4f5e-9a6b-2d8e4c1a9b70' };
}

/** The codes some route documents, whose examples the document must hold. */
const documented = new Set<ApiErrorCode>();

/** Registers the example problem of every documented code as a component, which the error responses refer to. */
export function registerProblemExamples(registry: { registerComponent(type: 'examples', name: string, component: object): unknown }): void {
  for (const code of documented) registry.registerComponent('examples', code, { summary: API_ERRORS[code].title, value: example(code) });
}

/**
 * The error responses of a route that can answer with `codes` (plus 429 and 500, which any
 * route can): one response per status, listing its codes, with an example of each problem.
 */
function errorResponses(codes: readonly ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    documented.add(code);
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: list.map((code) => `\`${code}\`: ${API_ERRORS[code].title}.`).join(' '),
        headers: headers('X-Request-Id', ...(status === 429 || status === 503 ? (['Retry-After'] as const) : []), ...(status === 401 || list.includes('INSUFFICIENT_SCOPE') ? (['WWW-Authenticate'] as const) : [])),
        content: {
          'application/problem+json': {
            schema: ProblemSchema,
            examples: Object.fromEntries(list.map((code) => [code, { $ref: `#/components/examples/${code}` }])),
          },
        },
      },
    ]),
  );
}

/** A JSON success response with the request id, and more headers where the route sends them. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string, ...more: HeaderName[]) {
  return { description, headers: headers('X-Request-Id', ...more), content: { 'application/json': { schema } } };
}

/** A 304 to a poll with If-None-Match. */
export const notModifiedResponse = { 304: { description: 'The game is still at the version named in If-None-Match.', headers: headers('X-Request-Id', 'ETag') } };

/** Operations anyone may call: no token. (A route's security is made from its operation's scope; these say what a route is.) */
export const PUBLIC: Record<string, string[]>[] = [];
/** Operations that act for a player: `Authorization: Bearer <token>`. */
export const PLAYER: Record<string, string[]>[] = [{ Bearer: [] }];

/** Prices a request by its operation (contract/fair-use.ts) before the rest of its route runs: its quota is charged that much. */
function priced(operation: OperationId): MiddlewareHandler<AppEnv> {
  const units = operationCost(operation);
  return (c, next) => {
    services(c).meter?.price(units);
    return next();
  };
}

/**
 * An operation's security requirement, from its scope: a bearer token with the scope (any
 * token for ANY_SCOPE), or an app's OAuth token with it when apps may hold it; `{}` first
 * when a token is optional; none for an operation that needs no token.
 */
export function securityOf(operation: Operation): Record<string, string[]>[] {
  if (operation.scope === null) return [];
  const scopes = operation.scope === ANY_SCOPE ? [] : [operation.scope];
  const apps = operation.scope === ANY_SCOPE || APP_SCOPES.includes(operation.scope);
  return [...(operation.optionalToken ? [{}] : []), { Bearer: scopes }, ...(apps ? [{ OAuth2: scopes }] : [])];
}

/**
 * Authenticates the caller of an operation that names a scope before anything else of the
 * route runs (its input is validated after): the one place REST asks, so no route of such an
 * operation can forget to. The principal is kept for the handler (`caller`).
 */
function authenticating(operation: Operation): MiddlewareHandler<AppEnv> | undefined {
  // An optional scope is the handler's to weigh (env.ts `viewer`): it changes what is read, never whether.
  if (operation.scope === null || operation.optionalScope) return undefined;
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (operation.writesGame) services(c).readGameAhead({ authorization }, c.req.param('gameId') ?? '');
    if (!(operation.optionalToken && authorization === undefined)) c.set('principal', await services(c).players.authenticate({ authorization }, operation));
    await next();
  };
}

/**
 * A route of an operation of the contract (contract/operations.ts): its security requirement,
 * its authentication and its error responses all made from the operation's entry, priced by
 * the operation's cost.
 */
export function operationRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P; operationId: OperationId }>(route: R) {
  const operation: Operation = OPERATIONS[route.operationId];
  const middleware = authenticating(operation);
  return createRoute<P, R>({
    ...route,
    security: securityOf(operation),
    middleware: [priced(route.operationId), ...(middleware ? [middleware] : [])],
    responses: { ...route.responses, ...errorResponses(operationErrors(route.operationId)) },
  } as R);
}
