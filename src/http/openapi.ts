import type { z } from '@hono/zod-openapi';
import type { ApiErrorCode } from '../service/errors.js';
import { API_ERRORS } from '../service/errors.js';
import { ProblemSchema } from './schemas.js';

/*
 * The parts of the OpenAPI document that routes share: the response headers, the error
 * responses of a route generated from the one error table (each with an example of its real
 * problem body), and success responses with their headers.
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

/** A problem body as the API sends it for `code`, for the examples. */
const example = (code: ApiErrorCode, detail: string, extra: Record<string, unknown> = {}) => ({
  type: `urn:yamb-api:problem:${code}`,
  title: API_ERRORS[code].title,
  status: API_ERRORS[code].status,
  detail,
  code,
  ...extra,
  requestId: '7f0e2b8c-3c1d-4f5e-9a6b-2d8e4c1a9b70',
});

/** One realistic problem per code, as the server words it. */
const EXAMPLES: { [C in ApiErrorCode]: ReturnType<typeof example> } = {
  VALIDATION_FAILED: example('VALIDATION_FAILED', 'json.category: Invalid option: expected one of "ones"|"twos"|…', {
    errors: [{ path: 'json.category', message: 'Invalid option: expected one of "ones"|"twos"|…' }],
  }),
  UNAUTHENTICATED: example('UNAUTHENTICATED', 'send "Authorization: Bearer <token>" with the token from player registration'),
  FORBIDDEN: example('FORBIDDEN', 'you have no seat in this game'),
  NOT_FOUND: example('NOT_FOUND', 'no game with id "k3v9x2m7q1w8e4r6"'),
  METHOD_NOT_ALLOWED: example('METHOD_NOT_ALLOWED', 'mutations are sent with POST'),
  NOT_ACCEPTABLE: example('NOT_ACCEPTABLE', 'accept "application/json" or "application/graphql-response+json"'),
  NOT_YOUR_TURN: example('NOT_YOUR_TURN', "it is seat 1's turn"),
  GAME_NOT_ACTIVE: example('GAME_NOT_ACTIVE', 'the game is finished, not active'),
  GAME_NOT_OPEN: example('GAME_NOT_OPEN', 'the game is active: a game that has started is left by resigning'),
  GAME_NOT_FINISHED: example('GAME_NOT_FINISHED', 'the game is active: its proof is published when it ends'),
  GAME_FULL: example('GAME_FULL', 'every seat of this game is taken'),
  ALREADY_SEATED: example('ALREADY_SEATED', 'you already have a seat in this game'),
  VERSION_CONFLICT: example('VERSION_CONFLICT', 'the game is at version 14, not 12', { currentVersion: 14 }),
  PAYLOAD_TOO_LARGE: example('PAYLOAD_TOO_LARGE', 'request bodies are limited to 16384 bytes'),
  UNSUPPORTED_MEDIA_TYPE: example('UNSUPPORTED_MEDIA_TYPE', 'send the body as JSON with "Content-Type: application/json"'),
  ILLEGAL_MOVE: example('ILLEGAL_MOVE', 'free/max is already filled', { reason: 'BOX_FILLED' }),
  IDEMPOTENCY_KEY_REUSED: example('IDEMPOTENCY_KEY_REUSED', 'this idempotency key was used for a roll at version 7', { version: 7 }),
  RATE_LIMITED: example('RATE_LIMITED', 'too many requests: at most 10 per second, 40 at once'),
  INTERNAL: example('INTERNAL', 'an unexpected error occurred; it has been logged'),
  UNAVAILABLE: example('UNAVAILABLE', 'the game store did not answer in time; repeat the request (with the same idempotency key)'),
};

/** The codes some route documents, whose examples the document must hold. */
const documented = new Set<ApiErrorCode>();

/** Registers the example problem of every documented code as a component, which the error responses refer to. */
export function registerProblemExamples(registry: { registerComponent(type: 'examples', name: string, component: object): unknown }): void {
  for (const code of documented) registry.registerComponent('examples', code, { summary: API_ERRORS[code].title, value: EXAMPLES[code] });
}

/** What every route can answer, whatever it does: a flood and a bug. */
const ALWAYS: readonly ApiErrorCode[] = ['RATE_LIMITED', 'INTERNAL'];
/** What a route with a JSON body can answer besides. */
export const BODY_ERRORS: readonly ApiErrorCode[] = ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

/**
 * The error responses of a route that can answer with `codes` (plus 429 and 500, which any
 * route can): one response per status, listing its codes, with an example of each problem.
 */
export function errorResponses(...codes: readonly ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of new Set([...codes, ...ALWAYS])) {
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
