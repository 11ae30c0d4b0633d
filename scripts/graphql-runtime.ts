import type { GraphQLInputType, GraphQLNamedType, GraphQLSchema } from 'graphql';
import { introspectionFromSchema, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isListType, isNonNullType, isObjectType, isScalarType, lexicographicSortSchema } from 'graphql';

/*
 * What the GraphQL function runs instead of the Pothos build (src/graphql/executable.ts),
 * written by `npm run schema` from the schema Pothos builds out of the contract, which stays the
 * one source: the schema as introspection gives it, what the contract's unions say as data,
 * and the TypeScript type of every field's arguments for the resolvers (src/graphql/resolvers/).
 */

const HEADER = (what: string) => `/*
 * ${what}.
 * Written by \`npm run schema\` from the Pothos schema (src/graphql/schema.ts): do not edit
 * (a test fails while this file is stale).
 */
`;

/** The TypeScript of each scalar's value as a resolver receives it. */
const SCALAR_TYPES: Readonly<Record<string, string>> = { ID: 'string', String: 'string', DateTime: 'string', Int: 'number', Float: 'number', Boolean: 'boolean', JSON: 'unknown' };

const ownTypes = (schema: GraphQLSchema): GraphQLNamedType[] =>
  Object.values(lexicographicSortSchema(schema).getTypeMap()).filter((type) => !isIntrospectionType(type) && !type.name.startsWith('__'));

/** The TypeScript of an input value of `type`. */
function inputType(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  let ts: string;
  if (isListType(inner)) {
    const item = inputType(inner.ofType);
    ts = `readonly ${item.includes(' ') ? `(${item})` : item}[]`;
  } else if (isScalarType(inner)) {
    const known = SCALAR_TYPES[inner.name];
    if (!known) throw new Error(`scalar ${inner.name} has no TypeScript type (scripts/graphql-runtime.ts)`);
    ts = known;
  } else ts = inner.name;
  return isNonNullType(type) ? ts : `${ts} | null`;
}

/** Properties of an object of input values: a nullable one, or one with a default, may be absent. */
const inputFields = (fields: readonly { name: string; type: GraphQLInputType; defaultValue?: unknown }[], indent: string) =>
  fields.map((f) => `${indent}${f.name}${isNonNullType(f.type) && f.defaultValue === undefined ? '' : '?'}: ${inputType(f.type)};\n`).join('');

/** The arguments of every field of every object type, with the enums and input objects they use. */
export function argsFile(schema: GraphQLSchema): string {
  const parts: string[] = [HEADER("The arguments of every field of the GraphQL schema's object types, as resolvers receive them"), '\n/** A field without arguments. */\nexport type NoArgs = Record<string, never>;\n'];
  const types = ownTypes(schema);
  for (const type of types) {
    if (isEnumType(type)) parts.push(`\nexport type ${type.name} = ${type.getValues().map((v) => JSON.stringify(v.value)).join(' | ')};\n`);
    if (isInputObjectType(type)) parts.push(`\nexport interface ${type.name} {\n${inputFields(Object.values(type.getFields()), '  ')}}\n`);
  }
  parts.push('\nexport interface FieldArgs {\n');
  for (const type of types.filter(isObjectType)) {
    parts.push(`  ${type.name}: {\n`);
    for (const field of Object.values(type.getFields())) {
      parts.push(field.args.length === 0 ? `    ${field.name}: NoArgs;\n` : `    ${field.name}: {\n${inputFields(field.args, '      ')}    };\n`);
    }
    parts.push('  };\n');
  }
  parts.push('}\n');
  return parts.join('');
}

/** The introspection of the schema and what Pothos's resolvers made from the contract know, as data. */
export function schemaFile(schema: GraphQLSchema): string {
  const discriminated: Record<string, unknown> = {};
  const absent: Record<string, Record<string, unknown>> = {};
  for (const type of ownTypes(schema)) {
    if (isInterfaceType(type) && type.extensions['discriminated']) discriminated[type.name] = type.extensions['discriminated'];
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if ('absent' in field.extensions) (absent[type.name] ??= {})[field.name] = field.extensions['absent'];
    }
  }
  const introspection = introspectionFromSchema(lexicographicSortSchema(schema), { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
  return `${HEADER('The GraphQL schema the server runs, as data')}import type { IntrospectionQuery } from 'graphql';

/** The schema as introspection answers it: types, fields, arguments and descriptions. */
export const INTROSPECTION = JSON.parse(${JSON.stringify(JSON.stringify(introspection))}) as IntrospectionQuery;

/** Interfaces made from a discriminated union: the field that tells the members apart, and each of its values' type. */
export const DISCRIMINATED: Readonly<Record<string, { readonly field: string; readonly types: Readonly<Record<string, string>> }>> = ${JSON.stringify(discriminated)};

/** Fields that some members of a merged union lack, and what those members read as. */
export const ABSENT: Readonly<Record<string, Readonly<Record<string, unknown>>>> = ${JSON.stringify(absent)};
`;
}
