/**
 * Stands in the functions' bundles for fast-json-stringify, which graphql-jit loads for its
 * `customJSONSerializer` option alone (see infra/bundle.ts). That option is never set here:
 * Yoga writes every answer with JSON.stringify. Left out, the bundle is spared the serializer
 * and the JSON Schema validator it brings (about 200 KB).
 */
export default function fastJsonStringify(): never {
  throw new Error("graphql-jit's customJSONSerializer is not built into this bundle");
}
