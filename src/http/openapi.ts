import type { RouteConfig } from '@hono/zod-openapi';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiErrorCode, Operation, OperationId } from '../contract/index.js';
import { ANY_SCOPE, API_ERROR_CODES, API_ERRORS, APP_SCOPES, OPERATIONS, ProblemSchema, operationErrors } from '../contract/index.js';
import type { App } from './env.js';
import { operationGuard } from './env.js';

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

/**
 * Registers the example problem of every documented code as a component, which the error
 * responses refer to, in the error table's order (route modules load in different orders in
 * different processes: some groups load on demand).
 */
export function registerProblemExamples(registry: { registerComponent(type: 'examples', name: string, component: object): unknown }): void {
  for (const code of API_ERROR_CODES.filter((c) => documented.has(c))) registry.registerComponent('examples', code, { summary: API_ERRORS[code].title, value: example(code) });
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
 * A route of an operation of the contract (contract/operations.ts): its security requirement,
 * its authentication and its error responses all made from the operation's entry, priced by
 * the operation's cost.
 */
export function operationRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P; operationId: OperationId }>(route: R) {
  const operation: Operation = OPERATIONS[route.operationId];
  return createRoute<P, R>({
    ...route,
    security: securityOf(operation),
    middleware: [operationGuard(route.operationId)],
    responses: { ...route.responses, ...errorResponses(operationErrors(route.operationId)) },
  } as R);
}

/** A path parameter holding an id. Any text is accepted: an id no game or player has is a 404, whatever its form. */
export const IdParam = <K extends string>(name: K, description: string) =>
  z.object({ [name]: z.string().meta({ param: { name, in: 'path' }, description, example: 'k3v9x2m7q1w8e4r6' }) } as Record<K, z.ZodString>);

export const WriteHeaders = z.object({
  'if-match': z.string().optional().meta({ description: 'Apply only if the game is still at this version, e.g. `"12"` (its ETag); otherwise 412 VERSION_CONFLICT.', example: '"12"' }),
  'idempotency-key': z.string().optional().meta({
    description: 'Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action.',
    example: '9b2f6c1e-0d4a-4e8b-a7c3-5f1e2d9c8b70',
  }),
});

/** `R` without validators for its path parameters and headers (see `stringsUnchecked`). */
export type StringsUnchecked<R extends RouteConfig> = Omit<R, 'request'> & { request: Omit<NonNullable<R['request']>, 'params' | 'headers'> };

/**
 * Registers `route` for the documentation as it is and returns it without its path
 * parameters and headers, to be served. For the routes that use it these accept any string
 * (`IdParam`, `WriteHeaders`, the `If-None-Match` of a poll: an id no game has is a 404, and
 * the service checks the form of If-Match and Idempotency-Key), so validating them refuses
 * nothing; and a header validator reads every header, which makes the node server build the
 * request's whole Headers object on every action and poll. The handler reads them by name
 * (`c.req.param`, `c.req.header`); body and query are validated as before.
 */
export function stringsUnchecked<R extends RouteConfig>(app: App, route: R): StringsUnchecked<R> & { hide: true } {
  const { middleware: _middleware, ...documented } = route;
  app.openAPIRegistry.registerPath(documented);
  const { params: _params, headers: _headers, ...request } = route.request ?? {};
  return { ...route, request, hide: true } as StringsUnchecked<R> & { hide: true };
}
