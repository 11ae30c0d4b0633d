import type { DocumentNode } from 'graphql';
import { parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { RequestServices } from '../service/index.js';
import type { Context } from './builder.js';
import { maskUnexpected, useApiErrorCodes } from './errors.js';
import { GRAPHIQL_OPTIONS, renderGraphiQL, useGraphiQLHeaders } from './graphiql.js';
import { useQueryLimits } from './limits.js';
import { schema } from './schema.js';

/** What the app's request edge hands every GraphQL request (see http/edge.ts). */
export interface EdgeContext {
  readonly requestId: string;
  readonly client: string;
  /** The services of the request, over its deadline. */
  readonly service: RequestServices;
}

/** The GraphQL endpoint as the app calls it: one request with what the edge settled for it. */
export interface GraphQLServer {
  fetch(request: Request, context: EdgeContext): Promise<Response> | Response;
}

/**
 * Tokens one document may hold. The parser recurses once per nesting level, and a document
 * under the body limit can nest deep enough to overflow the stack (a list value about 1,500
 * levels deep already does under Yoga); 1,000 tokens allow at most 500 levels. The longest
 * operation a client needs, GraphiQL's introspection query, has under 200.
 */
export const MAX_TOKENS = 1_000;

/** Parses with graphql's own token limit, before a deep document can reach the recursive parser. */
const parseWithTokenLimit: typeof parse = (source, options) => parse(source, { ...options, maxTokens: MAX_TOKENS });
const useTokenLimit = (): Plugin => ({
  onParse({ setParseFn }) {
    setParseFn(parseWithTokenLimit);
  },
});

/** Document texts kept parsed (or with the error parsing them gave); past this, the oldest goes. */
const MAX_DOCUMENTS = 1_000;

/**
 * Each document text is parsed and validated once. This replaces Yoga's own cache, which on
 * every request joins the names of all 29 validation rules into a key and reads three caches
 * with it; the rules here never change, so a validation is kept by document alone.
 */
const useDocumentCache = (): Plugin => {
  const parsed = new Map<string, DocumentNode | Error>();
  const validated = new WeakMap<DocumentNode, readonly Error[]>();
  return {
    onParse({ params, setParsedDocument }) {
      const text = String(params.source);
      const known = parsed.get(text);
      if (known instanceof Error) throw known;
      if (known) return setParsedDocument(known);
      return ({ result }) => {
        if (parsed.size >= MAX_DOCUMENTS) parsed.delete(parsed.keys().next().value!);
        parsed.set(text, result as DocumentNode | Error);
      };
    },
    onValidate({ params: { documentAST }, setResult }) {
      const known = validated.get(documentAST);
      if (known) return setResult(known);
      return ({ result }) => {
        validated.set(documentAST, result);
      };
    },
  };
};

/**
 * The GraphQL endpoint as a fetch handler: POST /graphql runs operations, GET /graphql with
 * Accept: text/html serves GraphiQL. Expected failures carry their API code; anything
 * unexpected is masked as "Unexpected error." with code INTERNAL.
 */
export function createGraphQL({ log = jsonLogger }: { log?: Logger } = {}): GraphQLServer {
  const yoga = createYoga<EdgeContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: GRAPHIQL_OPTIONS,
    renderGraphiQL,
    landingPage: false,
    // The app answers CORS for every path by its origin list (http/app.ts). Yoga's own plugin
    // would echo any Origin with credentials allowed, past that list.
    cors: false,
    batching: false,
    // The app passes Yoga JSON bodies only (http/app.ts): no parser for multipart ones.
    multipart: false,
    // Replaced by useDocumentCache.
    parserAndValidationCache: false,
    // The request edge limits every body, this one included, before anything reads it
    // (http/edge.ts); Yoga's own limit would read the body again through a counting stream.
    maxRequestBodySize: false,
    maskedErrors: { isDev: false, maskError: maskUnexpected },
    // Unexpected resolver errors are logged, with the request id, by the error funnel.
    logging: false,
    context: ({ request, requestId, client, service }) => ({
      service,
      authorization: request.headers.get('authorization') ?? undefined,
      requestId,
      client,
      log,
    }),
    plugins: [useTokenLimit(), useDocumentCache(), useApiErrorCodes(log), useQueryLimits(), useGraphiQLHeaders()],
  });
  // Yoga copies each request's server context into a new object. Given one context, it makes the
  // copy inherit from it: every request's context, which every hook and resolver reads, then has
  // a hidden class of its own, so V8 cannot cache those reads, and the churn slows the service
  // code running beside them too (about 35 µs of a mutation). Given two parts, it copies both
  // into a plain object, shaped alike every request. The second part is what Yoga adds to a
  // single context, its `waitUntil`.
  const { handle, waitUntil } = yoga;
  const shared = { waitUntil };
  return {
    // Yoga's `fetch` also races the response against the request's abort signal, through a
    // deferred promise and three more. Given the request in a container, `handle` runs it
    // without that race, and the same race follows here in fewer steps (about 10 µs less a
    // mutation): an aborted request still fails with the signal's reason.
    fetch(request, context) {
      const response = handle({ request, ...context }, shared);
      const { signal } = request;
      if (signal.aborted) throw signal.reason;
      if (!(response instanceof Promise)) return response;
      return new Promise<Response>((resolve, reject) => {
        const aborted = () => reject(signal.reason);
        signal.addEventListener('abort', aborted, { once: true });
        response.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
      });
    },
  };
}
