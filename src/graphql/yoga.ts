import type { DocumentNode } from 'graphql';
import { parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { RequestServices } from '../service/index.js';
import type { Context } from './builder.js';
import { useCompiledExecution } from './compiled.js';
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
  // What the edge settled for each request in flight, found by the request itself (see fetch).
  const edges = new WeakMap<Request, EdgeContext>();
  const yoga = createYoga<object, Context>({
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
    context: ({ request }) => {
      const edge = edges.get(request);
      if (!edge) throw new Error('a GraphQL request reached Yoga without the request edge');
      return { service: edge.service, authorization: request.headers.get('authorization') ?? undefined, requestId: edge.requestId, client: edge.client, log };
    },
    plugins: [useTokenLimit(), useDocumentCache(), useApiErrorCodes(log, (request) => edges.get(request)?.requestId), useQueryLimits(), useCompiledExecution(), useGraphiQLHeaders()],
  });
  // Yoga's server adapter makes each request's server context by copying every part it is
  // given, property descriptor by property descriptor, into a new object (and, given one part,
  // into an object inheriting from it: a hidden class per request, which V8 cannot cache reads
  // of). Given none, its context is a plain `{ waitUntil }`, shaped alike every request; what
  // the edge settled is kept beside the request instead, for as long as the request lives.
  // `handleRequest` also skips the adapter's race of the response against the request's abort
  // signal: reading the signal makes the node server build an AbortController for the request,
  // and a client that hung up gains nothing from an early rejection. Like a REST action, an
  // operation runs to its end (its store calls bounded by the request's deadline), and an event
  // stream still ends when its client goes, through the response body's cancellation.
  // (Its type asks for a context; at run time parts left out are skipped.)
  const handleRequest = yoga.handleRequest as (request: Request) => Promise<Response> | Response;
  return {
    fetch(request, context) {
      edges.set(request, context);
      return handleRequest(request);
    },
  };
}
