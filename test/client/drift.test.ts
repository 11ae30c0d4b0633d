import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientTypes, projectRoot } from '../../scripts/schema.js';

/*
 * client/openapi.ts is generated from the OpenAPI document by `npm run schema`;
 * test/schema-files.test.ts checks both against the code. This checks the two committed
 * files against each other, and that a changed document does change the types.
 */
const committed = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

describe('the typed client', () => {
  it('has the types of the committed OpenAPI document (run `npm run schema` after changing the API)', async () => {
    const document = JSON.parse(committed('schema/openapi.json')) as unknown;
    expect(committed('client/openapi.ts'), 'client/openapi.ts is stale: run npm run schema').toBe(await clientTypes(document));
  });

  it('would go stale when a route changes', async () => {
    const document = JSON.parse(committed('schema/openapi.json')) as { paths: Record<string, unknown> };
    delete document.paths['/v1/games/{gameId}/moves'];
    const types = await clientTypes(document);
    expect(committed('client/openapi.ts')).toContain('"/v1/games/{gameId}/moves": {');
    expect(types).not.toContain('"/v1/games/{gameId}/moves": {');
  });
});
