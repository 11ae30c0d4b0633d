import { getOpenApiMetadata, getRefId } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import { exampleGame } from '../service/index.js';

/*
 * The OpenAPI document as served and committed: what zod-openapi generates, with two
 * repairs and the examples. zod-to-openapi drops `null` from a nullable field that refers to
 * a component (and wraps a described reference in `allOf`), so such fields are rewritten from
 * their zod schemas: `anyOf: [$ref, null]` where the field is nullable, `$ref` with its
 * description otherwise.
 */

type Json = Record<string, unknown>;
interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly options?: readonly z.ZodType[];
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a field may be null, looking through `optional`. */
function nullable(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'nullable') return true;
  return def.type === 'optional' || def.type === 'default' ? nullable(def.innerType!) : false;
}

function repairReference(property: Json, field: z.ZodType): Json {
  const parts = Array.isArray(property.allOf) ? (property.allOf as Json[]) : [property];
  const ref = parts.find((p) => typeof p.$ref === 'string')?.$ref as string | undefined;
  if (!ref) return property;
  const isNullable = nullable(field);
  const description = getOpenApiMetadata(field as never)?.description ?? parts.map((p) => p.description).find((d) => typeof d === 'string');
  const target = isNullable ? { anyOf: [{ $ref: ref }, { type: 'null' }] } : { $ref: ref };
  return { ...target, ...(description !== undefined && { description }) };
}

/** Every named zod schema the routes use, found by walking their requests and responses. */
function namedSchemas(app: OpenAPIHono<never>): Map<string, z.ZodType> {
  const named = new Map<string, z.ZodType>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if ('_zod' in value) {
      const schema = value as z.ZodType;
      const id = getRefId(schema as never);
      const def = defOf(schema);
      if (id && def.type === 'object' && !named.has(id)) named.set(id, schema);
      for (const inner of [def.innerType, def.element, ...Object.values(def.shape ?? {}), ...(def.options ?? [])]) walk(inner);
      return;
    }
    for (const inner of Object.values(value)) walk(inner);
  };
  for (const definition of app.openAPIRegistry.definitions) walk(definition);
  return named;
}

export function openApiDocument(app: OpenAPIHono<never>, config: Parameters<OpenAPIHono['getOpenAPI31Document']>[0]): Json {
  const doc = app.getOpenAPI31Document(config) as unknown as Json;
  const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const named = namedSchemas(app);
  for (const [name, component] of Object.entries(components)) {
    const shape = (() => {
      const schema = named.get(name);
      return schema && defOf(schema).type === 'object' ? defOf(schema).shape : undefined;
    })();
    const properties = component.properties as Record<string, Json> | undefined;
    if (!shape || !properties) continue;
    // A component first met through a nullable field is generated nullable itself: it is not.
    if (Array.isArray(component.type)) component.type = 'object';
    for (const [key, field] of Object.entries(shape)) {
      if (properties[key]) properties[key] = repairReference(properties[key], field);
    }
  }
  const { game, moves } = exampleGame();
  if (components.Game) components.Game.examples = [game];
  if (components.MoveLog) components.MoveLog.examples = [{ items: moves, nextCursor: null }];
  if (components.Turn) components.Turn.examples = [game.turn];
  return doc;
}
