import type { z } from '@hono/zod-openapi';

/*
 * GraphQL's name and words for a part of the contract that REST documents inline, or with
 * other words: GraphQL makes a named type of every object, so a view's shape is written once
 * (the zod schema) and GraphQL reads what it needs beside it from here (graphql/from-zod.ts).
 * Recorded apart from the schema's OpenAPI metadata, so the OpenAPI document stays as it is.
 */

export interface TypeDocs {
  /** The GraphQL type's name. */
  readonly name: string;
  readonly description: string;
  /** Each field's description in GraphQL; '' where an enum's own note says it all. */
  readonly fields: Readonly<Record<string, string>>;
  /** A field's type in GraphQL where it is not the schema's own: a union's tag (a literal in zod) as its enum, a narrowed enum as the whole one. */
  readonly types?: Readonly<Record<string, z.ZodType>>;
  /**
   * For a discriminated union: `interface`, an interface with one object type per member (each
   * member documented itself); `merged`, one object with every member's fields, where a
   * member without a field reads as the value given for it.
   */
  readonly union?: 'interface' | { readonly merged: Readonly<Record<string, unknown>> };
}

/** GraphQL's docs of the contract's documented schemas. */
export const TYPE_DOCS = new Map<z.ZodType, TypeDocs>();

/** `schema`, with GraphQL's name and words for it. */
export function documented<S extends z.ZodType>(schema: S, docs: TypeDocs): S {
  TYPE_DOCS.set(schema, docs);
  return schema;
}
