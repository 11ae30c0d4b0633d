import { RULESETS } from '../src/engine/index.js';

/*
 * docs/rulesets.md, every ruleset's columns and categories with the id requests and views
 * carry beside the words people see, written from the engine's rulesets by `npm run schema`;
 * a test fails while the committed page differs.
 */

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The page, from the rulesets as the API serves them. */
export function rulesetsPage(): string {
  const lines = [
    '# Rulesets: ids and labels',
    '',
    '<!-- Generated from the rulesets in src/engine by `npm run schema`: edit those, not this page. -->',
    '',
    'Requests, views, events and the move log name columns and categories by id; people see each',
    "ruleset's own words for them (a column's `name`, a category's `label`), which differ between",
    'rulesets for the same id. `GET /v1/rulesets/{id}` (GraphQL `ruleset(id)`) serves both side',
    'by side; the `ColumnId` and `CategoryId` schemas of the OpenAPI document and the `Column` and',
    '`Category` enums of the GraphQL schema list the words of every ruleset for each id. Show',
    'people the words, and send the ids.',
    '',
  ];
  for (const ruleset of Object.values(RULESETS)) {
    lines.push(
      `## ${ruleset.id}`,
      '',
      `${ruleset.name}: ${ruleset.dice} dice, ${ruleset.rollsPerTurn} rolls a turn.`,
      '',
      '| column id | name shown | how it fills |',
      '|---|---|---|',
      ...ruleset.columns.map((c) => `| \`${c.id}\` | ${cell(c.name)} | ${cell(c.description)} |`),
      '',
      '| category id | label shown | scores |',
      '|---|---|---|',
      ...ruleset.categories.map((c) => `| \`${c.id}\` | ${cell(c.label)} | ${cell(c.description)} |`),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
