import type { ExecutionResult, GraphQLError, GraphQLFieldResolver } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError, maskError } from 'graphql-yoga';
import type { ApiErrorCode } from '../contract/index.js';
import { API_ERRORS, ApiError } from '../contract/index.js';
import { graphqlExtensions, retryAfterSeconds } from '../edge/index.js';
import type { Logger } from '../log.js';
import { isStoreFault, unavailable } from '../service/index.js';

/*
 * The one error funnel of the GraphQL API. A service ApiError leaves a resolver as a
 * GraphQLError with `extensions { code, status, ...details }`, so Yoga passes it through
 * unmasked; anything else thrown is unexpected and Yoga masks it. Errors GraphQL itself
 * raises (syntax, validation, variables, HTTP) get a code from the same table last.
 *
 * Errors are made with Yoga's `createGraphQLError`, never `new GraphQLError` from here:
 * graphql 16 ships CJS and ESM builds, and a resolver that prefers `module` (vite, hence
 * vitest) would give this file a second GraphQLError class that Yoga does not recognise.
 */

/**
 * A refusal the client should retry later (RATE_LIMITED, UNAVAILABLE) also sets the response's
 * `Retry-After`, and its REST status for clients that accept
 * `application/graphql-response+json` (Yoga strips `http` from what clients see; `spec`
 * keeps legacy `application/json` responses at 200).
 */
export function toGraphQLError(error: ApiError): GraphQLError {
  const retryAfter = retryAfterSeconds(error);
  const http = retryAfter === undefined ? {} : { http: { status: error.status, headers: { 'retry-after': String(retryAfter) }, spec: true } };
  return createGraphQLError(error.message, { extensions: { ...graphqlExtensions(error), ...http } });
}

/** What a masked error hid, or the store fault behind an UNAVAILABLE: logged, never sent. */
const causes = new WeakMap<GraphQLError, unknown>();

/** Throws `error` as the API's GraphQL error (its code; a store fault is UNAVAILABLE); anything else as it is, for Yoga to mask. */
export function rethrow(error: unknown): never {
  if (error instanceof ApiError) throw toGraphQLError(error);
  if (isStoreFault(error)) {
    const answer = toGraphQLError(unavailable());
    causes.set(answer, error);
    throw answer;
  }
  throw error; // unexpected: masked, and logged with its cause by useApiErrorCodes
}

/** Yoga's masking, remembering each masked error's cause for the log. */
export const maskUnexpected: typeof maskError = (error, message, isDev) => {
  const masked = maskError(error, message, isDev);
  if (masked !== error) causes.set(masked as GraphQLError, (error as GraphQLError).originalError ?? error);
  return masked;
};

/**
 * `resolver` with the ApiError translation: what it throws or rejects with leaves as the API's
 * GraphQL error (`rethrow`). The server's schema wraps every resolver of ours and every
 * subscription's `subscribe` with it (executable.ts); graphql's default resolver, which only
 * reads its parent's property and throws no ApiError, stays as it is.
 */
export function withApiErrors<Parent, Context>(resolver: GraphQLFieldResolver<Parent, Context>): GraphQLFieldResolver<Parent, Context> {
  return (parent, args, context, info) => {
    try {
      const result: unknown = resolver(parent, args, context, info);
      return result instanceof Promise ? result.catch(rethrow) : result;
    } catch (error) {
      return rethrow(error);
    }
  };
}

/** The API code for an HTTP status Yoga gave an error of its own. */
function codeForStatus(status: number): ApiErrorCode {
  const found = (Object.keys(API_ERRORS) as ApiErrorCode[]).find((code) => API_ERRORS[code].status === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

/** An error as clients receive it: with a code from API_ERRORS and its status. */
function withApiCode(error: GraphQLError): GraphQLError {
  const extensions = error.extensions ?? {};
  if (typeof extensions['code'] === 'string' && extensions['code'] in API_ERRORS) return error;
  const http = extensions['http'] as { status?: number } | undefined;
  const code = extensions['unexpected'] ? 'INTERNAL' : codeForStatus(http?.status ?? 400);
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...extensions, code, status: API_ERRORS[code].status },
  });
}

const isResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);

/** The request a result answers: its id, and where to say that it failed on the server's side. */
export interface FailureSink {
  readonly requestId: string | undefined;
  /** Told the code of an error of the server's side (a 5xx code), which the request's log line then carries. */
  readonly failed?: (code: ApiErrorCode) => void;
}

const errorFields = (cause: unknown) => {
  const { name, message, stack } = cause instanceof Error ? cause : { name: 'Error', message: String(cause), stack: undefined };
  return { name, message, stack };
};

/**
 * Gives every error of a result an API code: GraphQL validation and syntax errors and bad
 * variables become VALIDATION_FAILED (Yoga keeps its HTTP 400), masked errors INTERNAL. An
 * error of the server's side (INTERNAL, UNAVAILABLE) is logged at error level with its code
 * and cause under the request id, as REST logs its 500s and 503s, and reported to `sink`:
 * a GraphQL response that carries one may still have status 200.
 */
export function withApiCodes(result: ExecutionResult, log: Logger, sink: FailureSink): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map(withApiCode);
  result.errors.forEach((error, i) => {
    const code = errors[i]!.extensions['code'] as ApiErrorCode;
    if (API_ERRORS[code].status < 500) return;
    const cause = causes.get(error) ?? (error.originalError instanceof Error ? causes.get(error.originalError as GraphQLError) : undefined);
    log({ level: 'error', msg: 'request failed', requestId: sink.requestId, code, ...(cause !== undefined || code === 'INTERNAL' ? { error: errorFields(cause ?? error) } : {}) });
    sink.failed?.(code);
  });
  return { ...result, errors };
}

/** `withApiCodes` on every response Yoga makes, for the request `sinkOf` finds. */
export function useApiErrorCodes(log: Logger, sinkOf: (request: Request) => FailureSink): Plugin<Record<string, unknown>> {
  return {
    onResultProcess({ result, setResult, request }) {
      const sink = sinkOf(request);
      if (Array.isArray(result)) setResult(result.map((one: ExecutionResult) => withApiCodes(one, log, sink)));
      else if (isResult(result)) setResult(withApiCodes(result, log, sink));
    },
  };
}
