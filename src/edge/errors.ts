import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { API_ERRORS, ApiError } from '../contract/index.js';
import { isStoreFault, unavailable } from '../service/index.js';

/**
 * The error funnel of both APIs: every failure becomes an ApiError with a stable `code` of the
 * contract's table, answered as an RFC 9457 problem (REST) or a GraphQL error whose
 * `extensions` carry the same code and status. Client mistakes are 4xx; a store fault is a
 * retryable 503 with `Retry-After`; only a bug is a 500, and its message never reaches the
 * client.
 */

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError('PAYLOAD_TOO_LARGE', error.message || 'the request body is too large');
    if (error.status === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'send the body as JSON with "Content-Type: application/json"');
    if (error.status === 404) return new ApiError('NOT_FOUND', 'no such resource');
    if (error.status < 500) return new ApiError('VALIDATION_FAILED', error.message || 'the request is not valid');
  }
  if (isStoreFault(error)) return unavailable();
  return new ApiError('INTERNAL', 'an unexpected error occurred; it has been logged');
}

/** Seconds a client should wait before repeating the request (RATE_LIMITED, UNAVAILABLE); undefined for other refusals. */
export const retryAfterSeconds = (error: ApiError): number | undefined => (error.details as { retryAfterSeconds?: number }).retryAfterSeconds;

/**
 * The RFC 6750 challenge of a refused token: `Bearer` when none was sent, with
 * `error="invalid_token"` for one that does not work, `error="insufficient_scope"` and the
 * scopes for one that lacks them. Undefined for every other refusal.
 */
export function bearerChallenge(error: ApiError): string | undefined {
  if (error.code !== 'UNAUTHENTICATED' && error.code !== 'INSUFFICIENT_SCOPE') return undefined;
  const { challenge, requiredScopes } = error.details as { challenge?: string; requiredScopes?: readonly string[] };
  if (!challenge) return 'Bearer';
  return `Bearer error="${challenge}"${requiredScopes ? `, scope="${requiredScopes.join(' ')}"` : ''}`;
}

/** `Retry-After` and `WWW-Authenticate` for a refusal that names one, besides the content type. */
function errorHeaders(error: ApiError, contentType: string): Record<string, string> {
  const retryAfter = retryAfterSeconds(error);
  const challenge = bearerChallenge(error);
  return { 'content-type': contentType, ...(retryAfter !== undefined && { 'retry-after': String(retryAfter) }), ...(challenge !== undefined && { 'www-authenticate': challenge }) };
}

/** What a refusal tells the client beside its code: its details, but for those only headers carry (`challenge`). */
function publicDetails(error: ApiError): Record<string, unknown> {
  const { challenge: _, ...details } = error.details as { challenge?: unknown } & Record<string, unknown>;
  return details;
}

/** What a GraphQL error carries in `extensions` for an ApiError: its details, code and status. */
export const graphqlExtensions = (error: ApiError) => ({ ...publicDetails(error), code: error.code, status: error.status });

/** A refusal made before GraphQL runs (the request edge, the transport), as a GraphQL response. */
export function graphqlErrorResponse(error: ApiError): Response {
  const body = { errors: [{ message: error.message, extensions: graphqlExtensions(error) }] };
  return new Response(JSON.stringify(body), { status: error.status, headers: errorHeaders(error, 'application/json') });
}

export function problemResponse(c: Context, error: ApiError): Response {
  const { retryAfterSeconds: _, ...details } = publicDetails(error) as { retryAfterSeconds?: number } & Record<string, unknown>;
  const requestId = c.get('requestId' as never) as string | undefined;
  const body = {
    type: `urn:yamb-api:problem:${error.code}`,
    title: API_ERRORS[error.code].title,
    status: error.status,
    detail: error.message,
    code: error.code,
    ...details,
    ...(requestId && { requestId }),
  };
  return new Response(JSON.stringify(body), { status: error.status, headers: errorHeaders(error, 'application/problem+json') });
}

/** The shape of a zod validation failure, for the `errors` member of a problem. */
export function validationError(error: ZodError, where: string): ApiError {
  const errors = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = errors[0];
  return new ApiError('VALIDATION_FAILED', first ? `${first.path}: ${first.message}` : 'the request is not valid', { errors });
}
