import type { GraphQLField, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { buildClientSchema, isInterfaceType, isObjectType, isScalarType, valueFromASTUntyped } from 'graphql';
import { withApiErrors } from './errors.js';
import { RESOLVERS } from './resolvers/index.js';
import { SCALARS } from './scalars.js';
import { ABSENT, DISCRIMINATED, INTROSPECTION } from './schema.generated.js';

/*
 * The schema the server runs: the one Pothos builds from the contract (schema.ts), as `npm run
 * schema` wrote it down (schema.generated.ts), with this folder's resolvers attached. Building
 * it takes a few milliseconds and loads neither zod nor Pothos, where the Pothos build took tens
 * of milliseconds at every cold start with every schema of the contract loaded for it.
 * test/graphql/executable.test.ts holds it to the Pothos schema: the same SDL, and a resolver of
 * ours on every field that has one there.
 */

type AnyResolver = GraphQLFieldResolver<unknown, unknown>;

function fieldOf(schema: GraphQLSchema, type: string, name: string): GraphQLField<unknown, unknown> {
  const found = schema.getType(type);
  const field = isObjectType(found) ? found.getFields()[name] : undefined;
  if (!field) throw new Error(`GraphQL: a resolver for ${type}.${name}, which the schema does not have`);
  return field;
}

/** The executable schema: built once per instance, by the first GraphQL request's module load. */
export function executableSchema(): GraphQLSchema {
  const schema = buildClientSchema(INTROSPECTION, { assumeValid: true });
  for (const [name, { serialize, parseValue }] of Object.entries(SCALARS)) {
    const scalar = schema.getType(name);
    if (!isScalarType(scalar)) throw new Error(`GraphQL: no scalar ${name}`);
    Object.assign(scalar, { serialize, parseValue, parseLiteral: (node: never, variables: never) => parseValue(valueFromASTUntyped(node, variables)) });
  }
  for (const [name, { field, types }] of Object.entries(DISCRIMINATED)) {
    const type = schema.getType(name);
    if (!isInterfaceType(type)) throw new Error(`GraphQL: no interface ${name}`);
    type.resolveType = (value) => types[String((value as Record<string, unknown>)[field])];
  }
  for (const [type, fields] of Object.entries(ABSENT)) {
    for (const [name, absent] of Object.entries(fields)) fieldOf(schema, type, name).resolve = (value) => (name in (value as object) ? (value as Record<string, unknown>)[name] : absent);
  }
  for (const [type, fields] of Object.entries(RESOLVERS)) {
    for (const [name, resolver] of Object.entries(fields as Record<string, AnyResolver | { subscribe: AnyResolver; resolve: AnyResolver }>)) {
      const field = fieldOf(schema, type, name);
      if (typeof resolver === 'function') field.resolve = withApiErrors(resolver);
      else Object.assign(field, { subscribe: withApiErrors(resolver.subscribe), resolve: withApiErrors(resolver.resolve) });
    }
  }
  return schema;
}
