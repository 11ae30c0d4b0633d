import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLEnumType } from 'graphql';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/engine/index.js';
import { projectRoot } from '../support/local-server.js';

/*
 * Ids beside labels wherever developers look: requests and views carry column and category
 * ids, people see each ruleset's words for them (`smallStraight` is "Sequence 4" in yams-5),
 * and every place that documents an id names those words with their rulesets: the OpenAPI
 * schemas, the GraphQL enums (GraphiQL's documentation), docs/rulesets.md, and the README's
 * examples. The rulesets endpoint serves both side by side (its own tests).
 */

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const openapi = JSON.parse(read('schema/openapi.json')) as { components: { schemas: Record<string, { description?: string }> } };
const sdl = buildSchema(read('schema/schema.graphql'));
const rulesetsPage = read('docs/rulesets.md');
const enumDescription = (name: string, value: string) => (sdl.getType(name) as GraphQLEnumType).getValue(value)?.description ?? '';
const openapiLine = (schema: string, id: string) => openapi.components.schemas[schema]?.description?.split('\n').find((line) => line.startsWith(`- \`${id}\`: `)) ?? '';

/** The rulesets naming this id with this word, as the documentation must say it. */
const claim = (word: string, rulesets: string[]) => (rulesets.length === Object.keys(RULESETS).length ? `"${word}" in every ruleset` : `"${word}" in ${rulesets.join(', ')}`);

const cases = (kind: 'columns' | 'categories') => {
  const byId = new Map<string, Map<string, string[]>>();
  for (const ruleset of Object.values(RULESETS)) {
    for (const entry of ruleset[kind] as readonly { id: string; name?: string; label?: string }[]) {
      const word = entry.label ?? entry.name ?? '';
      const words = byId.get(entry.id) ?? new Map<string, string[]>();
      words.set(word, [...(words.get(word) ?? []), ruleset.id]);
      byId.set(entry.id, words);
    }
  }
  return [...byId].flatMap(([id, words]) => [...words].map(([word, rulesets]) => ({ id, word, rulesets })));
};

describe.each([
  ['columns', 'ColumnId', 'Column'],
  ['categories', 'CategoryId', 'Category'],
] as const)('%s', (kind, openapiName, graphqlName) => {
  it.each(cases(kind))('$id: "$word" ($rulesets) in OpenAPI, GraphQL and docs/rulesets.md', ({ id, word, rulesets }) => {
    expect(openapiLine(openapiName, id)).toContain(claim(word, rulesets));
    expect(enumDescription(graphqlName, id)).toContain(claim(word, rulesets));
    for (const ruleset of rulesets) {
      const section = rulesetsPage.split(`\n## ${ruleset}\n`)[1]?.split('\n## ')[0] ?? '';
      expect(section, ruleset).toContain(`| \`${id}\` | ${word} |`);
    }
  });
});

describe('the README', () => {
  it('gives examples of labels that are true of the rulesets', () => {
    const readme = read('README.md');
    const examples = [...readme.matchAll(/`(\w+)` is "([^"]+)" in `([\w-]+)`/g)];
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [, id, word, ruleset] of examples) {
      const rs = RULESETS[ruleset as keyof typeof RULESETS];
      const shown = rs.categories.find((c) => c.id === id)?.label ?? rs.columns.find((c) => c.id === id)?.name;
      expect(shown, `${id} in ${ruleset}`).toBe(word);
    }
  });
});
