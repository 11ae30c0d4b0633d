import type { GraphQLField, GraphQLSchema } from 'graphql';
import type { Operation } from '../contract/index.js';
import { ANY_SCOPE, OPERATIONS } from '../contract/index.js';

/*
 * The scope each field needs, said in its description (so the SDL and GraphiQL show it), made
 * from the operations table like REST's security requirements: a field named by an operation
 * that needs a scope says which.
 */

/** What a field of `operation` says of its token; null for one that needs none. */
export function scopeNote(operation: Operation): string | null {
  if (operation.scope === null) return null;
  if (operation.scope === ANY_SCOPE) return 'Needs a token, with any scope.';
  if (operation.optionalScope) return `A token is optional; one with the scope \`${operation.scope}\` also reads what only the caller may see.`;
  return operation.optionalToken ? `A token is optional; one sent needs the scope \`${operation.scope}\`.` : `Needs a token with the scope \`${operation.scope}\`.`;
}

/** Every field of the operations table, by its name there (root fields by name, others as `Type.field`). */
function fieldOf(schema: GraphQLSchema, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name.includes('.')) {
    const [type = '', field = ''] = name.split('.');
    return (schema.getType(type) as { getFields?: () => Record<string, GraphQLField<unknown, unknown>> } | undefined)?.getFields?.()[field];
  }
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((root) => root?.getFields()[name]).find(Boolean);
}

/** Adds each field's scope to its description. */
export function describeScopes(schema: GraphQLSchema): GraphQLSchema {
  for (const operation of Object.values(OPERATIONS) as Operation[]) {
    const note = scopeNote(operation);
    if (!note) continue;
    for (const name of operation.graphql) {
      const field = fieldOf(schema, name);
      if (field) field.description = [field.description, note].filter(Boolean).join(' ');
    }
  }
  return schema;
}
