import { getOpenApiMetadata, getRefId } from '@asteasolutions/zod-to-openapi';
import type { z } from '@hono/zod-openapi';
import type { EnumRef, FieldRef, InterfaceRef, ObjectRef } from '@pothos/core';
import * as contract from '../contract/every.js';
import type { TypeDocs } from '../contract/index.js';
import { ENUMS, IdSchema, TYPE_DOCS, TimestampSchema } from '../contract/index.js';
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
  /** A discriminated union's members, and the field that tells them apart. */
  readonly options?: readonly z.ZodObject[];
  readonly discriminator?: string;
  readonly checks?: readonly { readonly _zod?: { readonly def?: { readonly format?: string } } }[];
}

const defOf = (schema: AnyZod): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas that stand for a GraphQL scalar, by their zod definition (shared by every `.meta()` and `.openapi()` copy). */
const SCALARS = new Map<unknown, string>([
  [defOf(IdSchema), 'ID'],
  [defOf(TimestampSchema), 'DateTime'],
]);

/**
 * The contract's named objects by name: a field's copy of one carries the field's description,
 * not the type's. `Dice` is left out: its GraphQL type has carried the description of the field
 * `Game.dice` since it was added, and the schema changes only on purpose.
 */
const NAMED = new Map<string, z.ZodObject>(
  Object.values(contract).flatMap((v) =>
    typeof v === 'object' && v !== null && '_zod' in v && v !== contract.DiceSchema && getRefId(v as never) ? [[getRefId(v as never)!, v as z.ZodObject]] : [],
  ),
);

const enums = new Map<unknown, EnumRef<Types, string, string> | 'String'>();
const objects = new Map<string, ObjectRef<Types, unknown> | InterfaceRef<Types, unknown>>();

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
      const name = TYPE_DOCS.get(schema)?.name ?? getRefId(schema as never);
      if (!name) throw new Error(`${where}: a nested object needs a name (.openapi('Name'), or documented in the contract) to become a GraphQL type`);
      return { type: objectFromZod(name, NAMED.get(name) ?? (schema as z.ZodObject)), nullable: false };
    }
    case 'union': {
      const docs = TYPE_DOCS.get(schema);
      if (!docs?.union) throw new Error(`${where}: a union needs its GraphQL form documented in the contract`);
      return { type: docs.union === 'interface' ? interfaceFromZod(schema, docs) : mergedFromZod(schema, docs, docs.union.merged), nullable: false };
    }
    default:
      throw new Error(`${where}: no GraphQL type for zod ${def.type}`);
  }
}

export interface ObjectOptions<T> {
  /** Fields only GraphQL has, beside the generated ones. */
  readonly extra?: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => Record<string, FieldRef<Types, unknown, 'Object'>>;
}

/** A type's description: GraphQL's own words in the contract, else the schema's. */
function describe(schema: AnyZod, where: string): string {
  const description = TYPE_DOCS.get(schema)?.description ?? getOpenApiMetadata(schema as never)?.description;
  if (!description) throw new Error(`${where}: the contract schema needs a description`);
  return description;
}

/** A field's GraphQL type, whether it may be null, and its description. */
function fieldOf(schema: AnyZod, key: string, field: AnyZod, where: string) {
  const docs = TYPE_DOCS.get(schema);
  const fieldDescription = docs?.fields[key] ?? getOpenApiMetadata(field as never)?.description;
  if (fieldDescription === undefined) throw new Error(`${where}: every field of the contract needs a description`);
  const { type, nullable, note } = shapeOf(docs?.types?.[key] ?? field, where);
  if (!fieldDescription && !note) throw new Error(`${where}: every field of the contract needs a description`);
  return { type: type as never, nullable, description: [fieldDescription, note].filter(Boolean).join(' ') };
}

/** Exposed fields: graphql's default resolver reads the property (absent is null), with no resolver of ours to call per field (errors.ts `withApiErrors` wraps only ours). */
function exposed(t: PothosSchemaTypes.FieldBuilder<Types, unknown, 'Object' | 'Interface'>, name: string, schema: z.ZodObject, skip?: string) {
  const shape = Object.entries(defOf(schema).shape ?? {}).filter(([key]) => key !== skip);
  return Object.fromEntries(shape.map(([key, field]) => [key, (t as PothosSchemaTypes.ObjectFieldBuilder<Types, unknown>).expose(key as never, fieldOf(schema, key, field, `${name}.${key}`) as never)]));
}

/** The GraphQL object type of a named zod object of the contract, made once per name. */
export function objectFromZod<T>(name: string, schema: z.ZodObject, options: ObjectOptions<T> = {}): ObjectRef<Types, T> {
  const known = objects.get(name) as ObjectRef<Types, T> | undefined;
  if (known) {
    if (options.extra) builder.objectFields(known, options.extra as never);
    return known;
  }
  const ref = builder.objectRef<T>(name);
  objects.set(name, ref as ObjectRef<Types, unknown>);
  ref.implement({ description: describe(schema, name), fields: (t) => exposed(t as never, name, schema) });
  if (options.extra) builder.objectFields(ref, options.extra as never);
  return ref;
}

/** A discriminated union as an interface (its tag as the one shared field) with one object type per member. */
function interfaceFromZod(schema: AnyZod, docs: TypeDocs): InterfaceRef<Types, unknown> {
  const known = objects.get(docs.name) as InterfaceRef<Types, unknown> | undefined;
  if (known) return known;
  const { options = [], discriminator = '' } = defOf(schema);
  const members = new Map(options.map((member) => [literalOf(defOf(member).shape?.[discriminator]), member]));
  const ref = builder.interfaceRef<Record<string, unknown>>(docs.name);
  objects.set(docs.name, ref as InterfaceRef<Types, unknown>);
  const nameOf = (member: z.ZodObject) => {
    const name = TYPE_DOCS.get(member)?.name;
    if (!name) throw new Error(`${docs.name}: every member of the union needs its GraphQL name`);
    return name;
  };
  const types = Object.fromEntries([...members].map(([tag, member]) => [String(tag), nameOf(member)]));
  ref.implement({
    description: docs.description,
    resolveType: (value) => types[String(value[discriminator])]!,
    // For the schema the server runs (executable.ts), which has no zod: the same resolveType, as data.
    extensions: { discriminated: { field: discriminator, types } },
    fields: (t) => ({ [discriminator]: t.expose(discriminator as never, fieldOf(schema, discriminator, defOf(options[0]!).shape![discriminator]!, `${docs.name}.${discriminator}`) as never) }),
  });
  for (const member of options) {
    const name = nameOf(member);
    builder.objectRef<unknown>(name).implement({ description: describe(member, name), interfaces: [ref as never], fields: (t) => exposed(t as never, name, member, discriminator) });
  }
  return ref;
}

/** A discriminated union as one object type with every member's fields; a member without a field reads as its value in `absent`. */
function mergedFromZod(schema: AnyZod, docs: TypeDocs, absent: Readonly<Record<string, unknown>>): ObjectRef<Types, unknown> {
  const known = objects.get(docs.name) as ObjectRef<Types, unknown> | undefined;
  if (known) return known;
  const { options = [] } = defOf(schema);
  const keys = [...new Set(options.flatMap((member) => Object.keys(defOf(member).shape ?? {})))];
  const ref = builder.objectRef<Record<string, unknown>>(docs.name);
  objects.set(docs.name, ref as ObjectRef<Types, unknown>);
  ref.implement({
    description: docs.description,
    fields: (t) =>
      Object.fromEntries(
        keys.map((key) => {
          const fields = options.flatMap((member) => defOf(member).shape?.[key] ?? []);
          const { type, nullable, description } = fieldOf(schema, key, fields[0]!, `${docs.name}.${key}`);
          const mayBeNull = nullable || (fields.length < options.length && (absent[key] ?? null) === null);
          const field = { type, nullable: mayBeNull as false, description };
          if ((absent[key] ?? null) === null) return [key, t.expose(key as never, field as never)];
          // The value in `absent` goes into the schema the server runs (executable.ts) as data.
          return [key, t.field({ ...field, extensions: { absent: absent[key] }, resolve: (value) => (key in value ? value[key] : absent[key]) as never })];
        }),
      ),
  });
  return ref;
}

/** The value of a literal schema (a union member's tag). */
const literalOf = (schema: AnyZod | undefined) => (schema ? (defOf(schema) as Def & { values?: readonly unknown[] }).values?.[0] : undefined);

/** The GraphQL enum of a contract enum that has one, typed by its values (so a resolver's argument is). */
export function graphqlEnum<T extends string>(schema: z.ZodType<T>): EnumRef<Types, T, T> {
  const ref = enumOf(schema);
  if (ref === 'String') throw new Error('this contract enum travels as a String in GraphQL (contract/enums.ts)');
  return ref as EnumRef<Types, T, T>;
}

/** The GraphQL type of a documented union of the contract (its form in TYPE_DOCS). */
export const unionFromZod = (schema: AnyZod, where: string) => shapeOf(schema, where).type as ObjectRef<Types, unknown>;
