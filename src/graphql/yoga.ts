import type { DocumentNode, ExecutionResult } from 'graphql';
import { parse } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { createYoga, isAsyncIterable, processRegularResult } from 'graphql-yoga';
import type { ApiErrorCode } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import { graphqlErrorResponse } from '../edge/index.js';
import type { Logger } from '../log.js';
import { jsonLogger } from '../log.js';
import type { RequestServices } from '../service/index.js';
import type { Context } from './context.js';
import { useCompiledExecution } from './compiled.js';
import { maskUnexpected, useApiErrorCodes, withApiCodes } from './errors.js';
import { GRAPHIQL_OPTIONS, renderGraphiQL, useGraphiQLHeaders } from './graphiql.js';
import { useQueryLimits } from './limits.js';
import { executableSchema } from './executable.js';
import { GRAPHQL_MEDIA_ERRORS } from './transport.js';

/** What the app's request edge hands every GraphQL request (see edge/request-edge.ts). */
export interface EdgeContext {
  readonly requestId: string;
  readonly client: string;
  /** The services of the request, over its deadline. */
  readonly service: RequestServices;
  /** Cuts the client's connection (edge/request-edge.ts `hangUp`). */
  readonly hangUp: () => void;
  /** Told the code of an error of the server's side the response carries, for the request's log line. */
  readonly failed?: (code: ApiErrorCode) => void;
}

/** The GraphQL endpoint as the app calls it: one request with what the edge settled for it. */
export interface GraphQLServer {
  fetch(request: Request, context: EdgeContext): Promise<Response> | Response;
}

/** Yoga's answers that are one JSON document; any other (a subscription's event stream) passes as it is. */
const JSON_RESULT = /^application\/(graphql-response\+)?json\s*(;|$)/i;

/**
 * Yoga's JSON answer as a response of the platform's own class with a text body, which the
 * server writes at once (Yoga's own class reaches it as a stream, read chunk by chunk and a
 * timer tick later). Yoga answers an unsupported Content-Type (415) or Accept (406) with an
 * empty body; those get a GraphQL error with its code like every other failure.
 */
async function fromYoga(response: Response): Promise<Response> {
  const json = JSON_RESULT.test(response.headers.get('content-type') ?? '');
  if (!json && response.status < 400) return response;
  const body = await (json ? response : response.clone()).text();
  if (response.status >= 400 && body.length === 0) {
    const code = response.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'NOT_ACCEPTABLE';
    return graphqlErrorResponse(new ApiError(code, GRAPHQL_MEDIA_ERRORS[code]));
  }
  if (!json) return response;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return new Response(body, { status: response.status, headers });
}

/**
 * The platform's fetch classes, for results answered without Yoga's HTTP handling: a result
 * serialised once, into a response of the class the server writes directly (looked up when
 * used, since a server may install its own class after this module loads).
 */
const PLATFORM = {
  get Response() {
    return globalThis.Response;
  },
} as unknown as Parameters<typeof processRegularResult>[1];

/** The media types of Yoga's JSON result processor, in its order. */
const JSON_RESULT_TYPES = ['application/graphql-response+json', 'application/json'] as const;
type JsonResultType = (typeof JSON_RESULT_TYPES)[number];

/** Whether an Accept entry admits a media type, wildcards included (as Yoga matches them). */
function admits(entry: string, type: string): boolean {
  const [pre, suf] = entry.split('/');
  const [wantedPre, wantedSuf] = type.split('/');
  return (pre === '*' || pre === wantedPre) && (suf === '*' || suf === wantedSuf);
}

/** How Yoga answers an operation posted with a given Accept, where that is with its JSON result processor. */
interface JsonAnswer {
  readonly type: JsonResultType;
  /** The Accept also admits an event stream, which a subscription gets instead. */
  readonly unlessSubscription: boolean;
}

/**
 * How Yoga answers an operation by the request's Accept, where that is with its JSON result
 * processor; undefined where it is another. Yoga reads Accept as a list of media types (spaces
 * removed, any case, parameters but the charset ignored, entries with a charset other than
 * UTF-8 left out, none meaning any type) and tries its processors in turn, the JSON one last,
 * so that one answers whenever an entry admits it; of its types, Yoga takes the last one the
 * first admitting entry admits. A subscription skips it for an event stream where an entry
 * admits one (a multipart answer is not one Yoga gives a subscription).
 */
function jsonAnswer(accept: string): JsonAnswer | undefined {
  const entries = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [type = '', ...params] = entry.split(';');
      const charset = params.find((param) => param.includes('charset='));
      return charset === undefined || charset === 'charset=utf-8' ? [type] : [];
    });
  const first = entries.find((entry) => JSON_RESULT_TYPES.some((type) => admits(entry, type)));
  if (first === undefined) return undefined;
  return {
    type: JSON_RESULT_TYPES.findLast((type) => admits(first, type))!,
    unlessSubscription: entries.some((entry) => admits(entry, 'text/event-stream')),
  };
}

/** Accept headers seen, with their answers: a client sends the same one every time. Bounded, as any client may send any header. */
const answers = new Map<string, JsonAnswer | undefined>();
const MAX_ACCEPTS = 64;

/** `jsonAnswer` of a request's Accept, read once per distinct header (while fewer than MAX_ACCEPTS are kept). */
function answerFor(accept: string): JsonAnswer | undefined {
  if (answers.has(accept)) return answers.get(accept);
  const answer = jsonAnswer(accept);
  if (answers.size < MAX_ACCEPTS && accept.length <= 256) answers.set(accept, answer);
  return answer;
}

const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The parameters of a posted body Yoga would take as they are: a JSON object of the four
 * GraphQL parameters, with a query; undefined for anything Yoga answers with an error.
 */
function operationParams(body: string): GraphQLParams | undefined {
  let params: unknown;
  try {
    params = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isObject(params)) return undefined;
  const fields = params as Record<string, unknown>;
  const { query, variables, operationName, extensions } = fields;
  if (typeof query !== 'string') return undefined;
  if (variables != null && !isObject(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (extensions != null && !isObject(extensions)) return undefined;
  for (const [key, value] of Object.entries(fields)) if (value != null && !PARAMETERS.has(key)) return undefined;
  return params as GraphQLParams;
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

/** The schema every server of this instance runs. */
const schema = executableSchema();

export interface GraphQLOptions {
  readonly log?: Logger;
  /** False: every request goes through Yoga's HTTP handling (the tests compare the two paths). */
  readonly answerPosted?: boolean;
}

/**
 * The GraphQL endpoint as a fetch handler: POST /graphql runs operations, GET /graphql with
 * Accept: text/html serves GraphiQL. Expected failures carry their API code; anything
 * unexpected is masked as "Unexpected error." with code INTERNAL.
 */
export function createGraphQL({ log = jsonLogger, answerPosted = true }: GraphQLOptions = {}): GraphQLServer {
  // What the edge settled for each request in flight, found by the request itself (see fetch).
  const edges = new WeakMap<Request, EdgeContext>();
  const yoga = createYoga<object, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: GRAPHIQL_OPTIONS,
    renderGraphiQL,
    landingPage: false,
    // The app answers CORS for every path by its origin list (edge/cors.ts). Yoga's own plugin
    // would echo any Origin with credentials allowed, past that list.
    cors: false,
    batching: false,
    // The app passes Yoga JSON bodies only (transport.ts): no parser for multipart ones.
    multipart: false,
    // Replaced by useDocumentCache.
    parserAndValidationCache: false,
    // The request edge limits every body, this one included, before anything reads it
    // (edge/request-edge.ts); Yoga's own limit would read the body again through a counting stream.
    maxRequestBodySize: false,
    maskedErrors: { isDev: false, maskError: maskUnexpected },
    // Unexpected resolver errors are logged, with the request id, by the error funnel.
    logging: false,
    context: ({ request }) => {
      const edge = edges.get(request);
      if (!edge) throw new Error('a GraphQL request reached Yoga without the request edge');
      return { service: edge.service, authorization: request.headers.get('authorization') ?? undefined, requestId: edge.requestId, client: edge.client, log, hangUp: edge.hangUp };
    },
    plugins: [useTokenLimit(), useDocumentCache(), useApiErrorCodes(log, (request) => edges.get(request) ?? { requestId: undefined }), useQueryLimits(), useCompiledExecution(), useGraphiQLHeaders()],
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
  const { waitUntil, fetchAPI } = yoga;
  const viaYoga = async (request: Request, context: EdgeContext) => {
    edges.set(request, context);
    return fromYoga(await handleRequest(request));
  };

  // An operation posted as JSON whose Accept gets a JSON answer from Yoga, the request GraphQL
  // clients send, goes straight to Yoga's operation handler (`getResultForParams`: its parameter checks,
  // parsing, validation, the context, execution and its error masking), and its result to
  // Yoga's JSON result processor. What is left out is Yoga's HTTP handling of the request: its
  // server adapter, its request parsers and its choice among result processors, about 5% of
  // the server's CPU a mutation. The choices those make are made here as Yoga makes them
  // (`jsonAnswer`, `operationParams`); anything else (an Accept that gets another kind of
  // answer, a subscription that could get an event stream, a body Yoga would refuse) goes to
  // Yoga whole. The tests hold the answers of the two paths equal.
  const answer = async (request: Request, params: GraphQLParams, type: JsonResultType, context: EdgeContext): Promise<Response> => {
    edges.set(request, context);
    let result: ExecutionResult;
    try {
      // The server context Yoga's adapter would have made (see handleRequest above).
      const outcome = await yoga.getResultForParams({ params, request }, { waitUntil } as never);
      if (isAsyncIterable(outcome)) {
        // A subscription whose Accept admits no event stream: Yoga finds no result processor for it.
        await (outcome as unknown as AsyncIterator<unknown>).return?.();
        return fromYoga(new fetchAPI.Response(null, { status: 406 }));
      }
      result = outcome as ExecutionResult;
    } catch (error) {
      result = { errors: [maskUnexpected(error, 'Unexpected error.', false) as never] };
    }
    // Serialised once, straight into the platform's response: no second reading of Yoga's.
    return processRegularResult(withApiCodes(result, log, context), PLATFORM, type) as Promise<Response> | Response;
  };

  return {
    async fetch(request, context) {
      const json = answerPosted && request.method === 'POST' ? answerFor(request.headers.get('accept') ?? '') : undefined;
      if (json === undefined) return viaYoga(request, context);
      const body = await request.text();
      const params = operationParams(body);
      // A document without the word cannot hold a subscription (a document with it may not, either: it goes to Yoga all the same).
      if (params && !(json.unlessSubscription && params.query!.includes('subscription'))) return answer(request, params, json.type, context);
      return viaYoga(new Request(request.url, { method: 'POST', headers: request.headers, body }), context);
    },
  };
}
