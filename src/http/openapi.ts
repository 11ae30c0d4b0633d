import type { RouteConfig, z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { ApiErrorCode, OperationId } from '../contract/index.js';
import { ALWAYS_ERRORS, API_ERRORS, OPERATIONS, ProblemSchema } from '../contract/index.js';

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
  Location: header('The address of the resource created.'),
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
  for (const code of new Set([...codes, ...ALWAYS_ERRORS])) {
    documented.add(code);
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: list.map((code) => `\`${code}\`: ${API_ERRORS[code].title}.`).join(' '),
        headers: headers('X-Request-Id', ...(status === 429 || status === 503 ? (['Retry-After'] as const) : [])),
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

/** Operations anyone may call: no token. */
export const PUBLIC: Record<string, string[]>[] = [];
/** Operations that act for a player: `Authorization: Bearer <token>`. */
export const PLAYER: Record<string, string[]>[] = [{ Bearer: [] }];

/** A route of an operation of the contract, its error responses added from the operation's entry (contract/operations.ts). */
export function operationRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P; operationId: OperationId }>(route: R) {
  return createRoute<P, R>({ ...route, responses: { ...route.responses, ...errorResponses(OPERATIONS[route.operationId].errors) } } as R);
}
