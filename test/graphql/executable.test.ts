import type { GraphQLField } from 'graphql';
import { defaultFieldResolver, isInterfaceType, isObjectType, isScalarType, lexicographicSortSchema, parseValue, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { executableSchema } from '../../src/graphql/executable.js';
import { RESOLVERS } from '../../src/graphql/resolvers/index.js';
import { schema as pothosSchema } from '../../src/graphql/schema.js';
import { ABSENT, DISCRIMINATED } from '../../src/graphql/schema.generated.js';

/*
 * The schema the server runs (executable.ts: the Pothos schema written down by `npm run
 * schema`, with the resolvers attached) is the Pothos schema: the same types, fields,
 * arguments and descriptions, and on every field the resolver Pothos has there. (That the
 * written-down schema is the current one is held by test/schema-files.test.ts.)
 */

const served = executableSchema();

type Field = GraphQLField<unknown, unknown>;
const fieldsOf = (schema: typeof served) =>
  Object.values(schema.getTypeMap()).flatMap((type) => (isObjectType(type) && !type.name.startsWith('__') ? Object.values(type.getFields()).map((field): [string, Field] => [`${type.name}.${field.name}`, field]) : []));

/** A resolver of ours where Pothos has one: every field but those reading their parent's property. */
const custom = (field: Field) => field.resolve !== undefined && field.resolve !== defaultFieldResolver;

/** Relay's connection types read `edges`, `pageInfo` and `node` with resolvers of their own that only read the property. */
const RELAY_READS = /^\w+(Connection\.(edges|pageInfo)|Edge\.node)$/;

describe('the schema the server runs', () => {
  it('prints as the Pothos schema does: types, fields, arguments, defaults and descriptions', () => {
    expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(pothosSchema)));
  });

  it('has, on every field, the resolver the Pothos definition names', () => {
    const resolvers = RESOLVERS as Record<string, Record<string, { resolve?: unknown; subscribe?: unknown } | undefined>>;
    const pothos = new Map(fieldsOf(pothosSchema));
    const ours = fieldsOf(pothosSchema).flatMap(([name, field]) => {
      const [type = '', key = ''] = name.split('.');
      const mine = resolvers[type]?.[key];
      if (mine === undefined) return [];
      expect(typeof mine === 'function' ? mine : mine.resolve, name).toBe(field.resolve);
      if (typeof mine !== 'function') expect(mine.subscribe, name).toBe(field.subscribe);
      return [name];
    });
    // Every entry of RESOLVERS is a field of the schema.
    const entries = Object.entries(resolvers).flatMap(([type, fields]) => Object.keys(fields).map((key) => `${type}.${key}`));
    expect(entries.filter((name) => !pothos.has(name))).toEqual([]);
    expect(ours.sort()).toEqual(entries.sort());
    expect(ours.length).toBeGreaterThan(60);
    // The rest of Pothos's own resolvers: the unions' absent fields (ABSENT) and Relay's reads.
    const absent = Object.entries(ABSENT).flatMap(([type, fields]) => Object.keys(fields).map((key) => `${type}.${key}`));
    const others = [...pothos].filter(([name, field]) => custom(field) && !ours.includes(name)).map(([name]) => name);
    expect(others.filter((name) => !RELAY_READS.test(name)).sort()).toEqual(absent.sort());
    for (const name of others.filter((n) => RELAY_READS.test(n))) {
      const key = name.split('.')[1]!;
      expect(pothos.get(name)!.resolve!({ [key]: name }, {}, undefined, undefined as never), name).toBe(name);
    }
  });

  it('wraps each of them, and only them, as its resolver or subscription', () => {
    const servedFields = new Map(fieldsOf(served));
    for (const [name, field] of fieldsOf(pothosSchema)) {
      const mine = servedFields.get(name)!;
      const attached = custom(field) && !RELAY_READS.test(name);
      expect(mine.resolve !== undefined && mine.resolve !== defaultFieldResolver, name).toBe(attached);
      expect(mine.subscribe !== undefined, name).toBe(field.subscribe !== undefined);
    }
  });

  it('reads a union member without a field as the contract says, and tells the members of an interface apart', () => {
    for (const [type, fields] of Object.entries(ABSENT)) {
      for (const [key, absent] of Object.entries(fields)) {
        const field = (served.getType(type) as { getFields(): Record<string, Field> }).getFields()[key]!;
        expect(field.resolve!({}, {}, undefined, undefined as never)).toBe(absent);
        expect(field.resolve!({ [key]: 'set' }, {}, undefined, undefined as never)).toBe('set');
      }
    }
    expect(Object.keys(DISCRIMINATED).length).toBeGreaterThan(0);
    for (const [name, { field, types }] of Object.entries(DISCRIMINATED)) {
      const ours = served.getType(name);
      const pothos = pothosSchema.getType(name);
      if (!isInterfaceType(ours) || !isInterfaceType(pothos)) throw new Error(`${name} is not an interface`);
      expect(Object.values(types).sort()).toEqual(pothosSchema.getPossibleTypes(pothos).map((t) => t.name).sort());
      for (const [tag, type] of Object.entries(types)) {
        expect(ours.resolveType!({ [field]: tag }, {}, undefined as never, ours)).toBe(type);
        expect(pothos.resolveType!({ [field]: tag }, {}, undefined as never, pothos)).toBe(type);
      }
    }
  });

  it('parses and serializes its scalars as the Pothos schema does', () => {
    for (const name of ['DateTime', 'JSON']) {
      const [ours, pothos] = [served.getType(name), pothosSchema.getType(name)];
      if (!isScalarType(ours) || !isScalarType(pothos)) throw new Error(`${name} is not a scalar`);
      for (const value of ['2025-01-31T18:04:05.123+01:00', '2025-01-31', { a: 1 }, 42]) {
        const parse = (scalar: typeof ours) => {
          try {
            return { value: scalar.parseValue(value) };
          } catch (error) {
            return { error: (error as Error).message };
          }
        };
        expect(parse(ours), `${name} ${JSON.stringify(value)}`).toEqual(parse(pothos));
        expect(ours.serialize(value)).toEqual(pothos.serialize(value));
      }
      // Written in the document itself rather than sent as a variable.
      for (const literal of ['"2025-01-31T18:04:05.123+01:00"', '"not a date"', '42', '{ a: [1, "b"] }']) {
        const node = parseValue(literal);
        const read = (scalar: typeof ours) => {
          try {
            return { value: scalar.parseLiteral(node, undefined) };
          } catch (error) {
            return { error: (error as Error).message };
          }
        };
        expect(read(ours), `${name} ${literal}`).toEqual(read(pothos));
      }
    }
  });
});
