import { readFileSync } from 'node:fs';

/**
 * What of zod a bundle's cold start loads, by its loaded inputs (scripts/build.ts): zod and the
 * packages over it, and the contract's modules that make schemas (those that import zod).
 */
export function zodAndSchemas(loadedInputs: readonly string[]): string[] {
  const packages = loadedInputs.filter((p) => /node_modules\/(zod|@hono\/zod-openapi|@asteasolutions\/zod-to-openapi)\//.test(p));
  const schemas = loadedInputs.filter((p) => p.startsWith('src/contract/') && /from '@hono\/zod-openapi'/.test(readFileSync(p, 'utf8')));
  return [...packages, ...schemas];
}
