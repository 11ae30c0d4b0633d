import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { API_ERRORS, ApiError, isStoreFault, unavailable } from '../service/errors.js';

/**
 * The error funnel: every failure becomes an RFC 9457 problem with a stable `code`. Client
 * mistakes are 4xx; a store fault is a retryable 503; only a bug is a 500, and its message
 * never reaches the client.
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

/** `Retry-After` for a refusal that names one, besides the content type. */
function errorHeaders(error: ApiError, contentType: string): Record<string, string> {
  const retryAfter = (error.details as { retryAfterSeconds?: number }).retryAfterSeconds;
  return { 'content-type': contentType, ...(retryAfter !== undefined && { 'retry-after': String(retryAfter) }) };
}

/** A refusal made before GraphQL runs (the request edge, the transport), as a GraphQL response. */
export function graphqlErrorResponse(error: ApiError): Response {
  const body = { errors: [{ message: error.message, extensions: { ...error.details, code: error.code, status: error.status } }] };
  return new Response(JSON.stringify(body), { status: error.status, headers: errorHeaders(error, 'application/json') });
}

export function problemResponse(c: Context, error: ApiError): Response {
  const { retryAfterSeconds: _, ...details } = error.details as { retryAfterSeconds?: number } & Record<string, unknown>;
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
