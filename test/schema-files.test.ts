import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSchemas, projectRoot } from '../scripts/schema.js';

describe('the committed schema files', () => {
  it('match what the code generates (run `npm run schema` after changing the API)', async () => {
    for (const [file, content] of Object.entries(await generateSchemas())) {
      expect(readFileSync(join(projectRoot, file), 'utf8'), `${file} is stale: run npm run schema`).toBe(content);
    }
  });
});
