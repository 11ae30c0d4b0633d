// graphql's CJS entry on purpose: it is the copy Pothos and Yoga get from Node. A bare
// 'graphql' import resolves to the ESM build under vite (vitest), and printing a schema built
// by the other copy fails with "from another module or realm". Kept out of yoga.ts's imports,
// so a Lambda bundle never carries this second copy.
import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { schema } from './schema.js';

/** The SDL committed at schema/schema.graphql: sorted, so it changes only when the API does. */
export function printSchemaSDL(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
