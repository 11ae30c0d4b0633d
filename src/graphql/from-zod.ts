import { getOpenApiMetadata, getRefId } from '@asteasolutions/zod-to-openapi';
import type { z } from '@hono/zod-openapi';
import type { EnumRef, FieldRef, ObjectRef } from '@pothos/core';
import { ENUMS } from '../contract/enums.js';
import * as events from '../contract/events.js';
import * as views from '../contract/views.js';
import * as webhooks from '../contract/webhooks.js';
import { IdSchema, TimestampSchema } from '../contract/views.js';
import { builder, describedValues } from './builder.js';

/*
 * GraphQL types generated from the contract's zod schemas (contract/views.ts), so that REST
 * and GraphQL expose the same fields under the same names, types, nullability and
 * descriptions, written once. What maps to what:
 * - a named zod object (`.openapi('Name')`) is a GraphQL object type of that name; a field
 *   that is optional or nullable in zod is nullable in GraphQL (absent in REST is null);
 * - a contract enum (contract/enums.ts) is its GraphQL enum, or a String where it has none;
 * - ids are `ID`, timestamps `DateTime`, integers `Int`, other numbers `Float`;
 * - every field needs a description, so the schema stays documented.
 * Fields that only GraphQL has (a resolver that reads more, a URL) are added by the caller.
 */

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type AnyZod = z.ZodType;
interface Def {
  readonly type: string;
  readonly innerType?: AnyZod;
  readonly element?: AnyZod;
  readonly shape?: Record<string, AnyZod>;
  readonly checks?: readonly { readonly _zod?: { readonly def?: { readonly format?: string } } }[];
}

const defOf = (schema: AnyZod): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas that stand for a GraphQL scalar, by their zod definition (shared by every `.openapi()` copy). */
const SCALARS = new Map<unknown, string>([
  [defOf(IdSchema), 'ID'],
  [defOf(TimestampSchema), 'DateTime'],
]);

/** The contract's named objects by name: a field's copy of one carries the field's description, not the type's. */
const NAMED = new Map<string, z.ZodObject>(
  [...Object.values(views), ...Object.values(webhooks), ...Object.values(events)].flatMap((v) => (typeof v === 'object' && v !== null && '_zod' in v && getRefId(v as never) ? [[getRefId(v as never)!, v as z.ZodObject]] : [])),
);

const enums = new Map<unknown, EnumRef<Types, string, string> | 'String'>();
const objects = new Map<string, ObjectRef<Types, unknown>>();

/** The GraphQL enum of a contract enum, made on first use. */
function enumOf(schema: AnyZod): EnumRef<Types, string, string> | 'String' {
  const def = defOf(schema);
  const known = enums.get(def);
  if (known) return known;
  const info = [...ENUMS].find(([s]) => defOf(s) === def)?.[1];
  if (!info) throw new Error('an enum of the contract must be made in contract/enums.ts');
  const ref = info.graphql
    ? builder.enumType(info.graphql, {
        description: info.description,
        values: info.valueDescriptions ? describedValues(info.valueDescriptions) : (info.values as readonly string[]),
      })
    : 'String';
  enums.set(def, ref);
  return ref;
}

interface Shape {
  readonly type: unknown;
  readonly nullable: boolean;
  /** What a client must know of a value GraphQL cannot type (a ruleset id as a String). */
  readonly note?: string;
}

/** The GraphQL type of a zod schema, and whether it may be null. */
function shapeOf(schema: AnyZod, where: string): Shape {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
    return { ...shapeOf(def.innerType!, where), nullable: true };
  }
  const scalar = SCALARS.get(def);
  if (scalar) return { type: scalar, nullable: false };
  switch (def.type) {
    case 'string':
      return { type: 'String', nullable: false };
    case 'boolean':
      return { type: 'Boolean', nullable: false };
    case 'number':
      return { type: def.checks?.some((c) => c._zod?.def?.format === 'safeint') ? 'Int' : 'Float', nullable: false };
    case 'enum': {
      const type = enumOf(schema);
      return { type, nullable: false, ...(type === 'String' && { note: [...ENUMS].find(([s]) => defOf(s) === def)?.[1].description }) };
    }
    case 'array':
      return { type: [shapeOf(def.element!, where).type], nullable: false };
    case 'object': {
      const name = getRefId(schema as never);
      if (!name) throw new Error(`${where}: a nested object needs a name (.openapi('Name')) to become a GraphQL type`);
      return { type: objectFromZod(name, NAMED.get(name) ?? (schema as z.ZodObject)), nullable: false };
    }
    default:
      throw new Error(`${where}: no GraphQL type for zod ${def.type}`);
  }
}

export interface ObjectOptions<T> {
  /** Fields only GraphQL has, beside the generated ones. */
  readonly extra?: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => Record<string, FieldRef<Types, unknown, 'Object'>>;
}

/** The GraphQL object type of a named zod object of the contract, made once per name. */
export function objectFromZod<T>(name: string, schema: z.ZodObject, options: ObjectOptions<T> = {}): ObjectRef<Types, T> {
  const known = objects.get(name);
  if (known) {
    if (options.extra) builder.objectFields(known as ObjectRef<Types, T>, options.extra as never);
    return known as ObjectRef<Types, T>;
  }
  const description = getOpenApiMetadata(schema as never)?.description;
  if (!description) throw new Error(`${name}: the contract schema needs a description`);
  const ref = builder.objectRef<T>(name);
  objects.set(name, ref as ObjectRef<Types, unknown>);
  ref.implement({
    description,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(defOf(schema).shape ?? {}).map(([key, field]) => {
          const where = `${name}.${key}`;
          const fieldDescription = getOpenApiMetadata(field as never)?.description;
          if (!fieldDescription) throw new Error(`${where}: every field of the contract needs a description`);
          const { type, nullable, note } = shapeOf(field, where);
          // Exposed: graphql's default resolver reads the property (absent is null), with no
          // resolver of ours to call per field (see ApiErrorsPlugin).
          return [key, t.expose(key as never, { type: type as never, nullable, description: note ? `${fieldDescription} ${note}` : fieldDescription } as never)];
        }),
      ),
  });
  if (options.extra) builder.objectFields(ref, options.extra as never);
  return ref;
}

/** The GraphQL enum (or String) a contract enum is exposed as. */
export const graphqlEnum = (schema: AnyZod) => enumOf(schema);
