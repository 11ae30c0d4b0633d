import type { SchemaTypes } from '@pothos/core';
import type { ExecutionResult, GraphQLError, GraphQLFieldResolver } from 'graphql';
import { defaultFieldResolver } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError, maskError } from 'graphql-yoga';
import SchemaBuilder, { BasePlugin } from '@pothos/core';
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

function rethrow(error: unknown): never {
  if (error instanceof ApiError) throw toGraphQLError(error);
  if (isStoreFault(error)) throw toGraphQLError(unavailable());
  throw error; // unexpected: masked, and logged with its cause by useApiErrorCodes
}

/** What a masked error hid: logged, never sent. */
const causes = new WeakMap<GraphQLError, unknown>();

/** Yoga's masking, remembering each masked error's cause for the log. */
export const maskUnexpected: typeof maskError = (error, message, isDev) => {
  const masked = maskError(error, message, isDev);
  if (masked !== error) causes.set(masked as GraphQLError, (error as GraphQLError).originalError ?? error);
  return masked;
};

/**
 * A Pothos plugin that wraps every resolver with the ApiError translation, but graphql's
 * default one: an exposed field only reads its parent's property and throws no ApiError, and
 * most fields of a response are such reads (every field made from the contract).
 */
class ApiErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (resolver === defaultFieldResolver) return resolver;
    return (parent, args, context, info) => {
      try {
        const result: unknown = resolver(parent, args, context, info);
        return result instanceof Promise ? result.catch(rethrow) : result;
      } catch (error) {
        return rethrow(error);
      }
    };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      apiErrors: ApiErrorsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('apiErrors', ApiErrorsPlugin);
export const API_ERRORS_PLUGIN = 'apiErrors' as const;

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

/**
 * Gives every error of a result an API code: GraphQL validation and syntax errors and bad
 * variables become VALIDATION_FAILED (Yoga keeps its HTTP 400), masked errors INTERNAL, and
 * logs every unexpected error with its cause under `requestId`.
 */
export function withApiCodes(result: ExecutionResult, log: Logger, requestId: string | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  for (const error of result.errors) {
    if (!error.extensions?.['unexpected']) continue;
    const cause = causes.get(error) ?? error;
    const { name, message, stack } = cause instanceof Error ? cause : { name: 'Error', message: String(cause), stack: undefined };
    log({ level: 'error', msg: 'request failed', requestId, code: 'INTERNAL', error: { name, message, stack } });
  }
  return { ...result, errors: result.errors.map(withApiCode) };
}

/** `withApiCodes` on every response Yoga makes, under the id `requestIdOf` gives its request. */
export function useApiErrorCodes(log: Logger, requestIdOf: (request: Request) => string | undefined): Plugin<Record<string, unknown>> {
  return {
    onResultProcess({ result, setResult, request }) {
      const requestId = requestIdOf(request);
      if (Array.isArray(result)) setResult(result.map((one: ExecutionResult) => withApiCodes(one, log, requestId)));
      else if (isResult(result)) setResult(withApiCodes(result, log, requestId));
    },
  };
}
