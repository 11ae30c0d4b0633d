import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema, Source, SourceLocation } from 'graphql';
import { getOperationAST } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';

/*
 * Queries and mutations run compiled: graphql-jit turns each document (with its operation)
 * into a function once, and every request runs that function instead of walking the document
 * field by field (a mutation's answer, a game with its turn, has dozens of fields).
 *
 * Its answers are made to be the standard executor's:
 * - A request whose variables do not fit the operation gets the standard executor's answer
 *   (its message, its error locations, its 400): the compiled function refuses such a request
 *   before any resolver runs, so running it again on the standard executor repeats nothing.
 * - graphql-jit's errors keep their place in the document as `locations` only; they become
 *   graphql's own errors with the same positions, so that Yoga, which rebuilds every error from
 *   its source and positions, still shows them.
 * - Subscriptions, and documents graphql-jit cannot compile, stay on the standard executor.
 *
 * An operation is compiled when it runs a second time: its first run is on the standard
 * executor. Compiling takes longer than running once, so an operation sent once (a query tried
 * in GraphiQL, an introspection) never pays for it, nor does the first request of an instance.
 */

/** Operations per document, by operation name ('' for the only one): compiled, null (never compiled) or 'once' (run once). */
type Compiled = Map<string, CompiledQuery | null | 'once'>;

export function useCompiledExecution(): Plugin {
  const compiled = new WeakMap<DocumentNode, Compiled>();
  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operationName ?? '';
    let query = byName.get(name);
    if (query === undefined) {
      byName.set(name, 'once');
      return null;
    }
    if (query === 'once') {
      const operation = getOperationAST(document, operationName);
      const result = operation && operation.operation !== 'subscription' ? compileQuery(schema, document, operationName) : undefined;
      query = result && isCompiledQuery(result) ? result : null;
      byName.set(name, query);
    }
    return query;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const document = args.document as DocumentNode;
      const query = compiledFor(args.schema as GraphQLSchema, document, args.operationName ?? undefined);
      if (!query) return;
      setExecuteFn((run) => {
        const answer = (result: ExecutionResult) => ('data' in result ? located(result, document.loc?.source) : executeFn(run));
        const result = query.query(run.rootValue, run.contextValue, run.variableValues);
        return result instanceof Promise ? result.then(answer) : answer(result);
      });
    },
  };
}

/** The result with graphql-jit's errors made graphql's own, at the same places in `source`. */
function located(result: ExecutionResult, source: Source | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error): GraphQLError => {
    const { locations } = error as { locations?: readonly SourceLocation[] };
    const positions = source && locations?.length ? locations.map((at) => positionOf(source.body, at)) : undefined;
    return createGraphQLError(error.message, { source, positions, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  });
  return { ...result, errors };
}

/** The character offset of a line and column (both from 1) in `body`, as graphql counts lines. */
function positionOf(body: string, { line, column }: SourceLocation): number {
  const breaks = /\r\n|[\n\r]/g;
  let start = 0;
  for (let at = 1; at < line && breaks.exec(body); at++) start = breaks.lastIndex;
  return start + column - 1;
}
