import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/contract/index.js';
import {
  API_ERRORS,
  API_ERROR_CODES,
  ERROR_REASONS,
  ERROR_REASON_CODES,
  GRAPHQL_ENDPOINT_ERRORS,
  ILLEGAL_MOVE_REASONS,
  OPERATIONS,
  RULE_TO_API,
  operationErrors,
  reasonEntry,
} from '../../src/contract/index.js';
import { RULE_ERROR_CODES } from '../../src/engine/index.js';
import { projectRoot } from '../support/local-server.js';

/*
 * The error catalogue is complete in all three places a client developer looks: every code
 * the service can raise, and every reason, is in docs/errors.md, in the OpenAPI document and
 * in the GraphQL schema (the committed files, which schema-files.test.ts holds to the code),
 * each with its status, meaning and what to do; and every operation lists the codes it can
 * answer alike in REST and GraphQL.
 *
 * What the service can raise is found in its source, not copied here: every code literal
 * under src/ outside the contract's own tables (`new ApiError('NOT_FOUND', ...)`,
 * `code: 'VALIDATION_FAILED'`, a code chosen by a condition), the API codes the engine's rule
 * errors are answered with (RULE_TO_API, and ILLEGAL_MOVE for the others), and what the
 * GraphQL endpoint answers by HTTP status before any field runs. Likewise every `reason`.
 */

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const openapi = JSON.parse(read('schema/openapi.json')) as {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { description: string }> }>>;
  components: { schemas: Record<string, { enum?: string[]; description?: string }> };
};
const sdl = buildSchema(read('schema/schema.graphql'));
const page = read('docs/errors.md');

/** Every .ts file under src/, with its path from the project root. */
function sources(dir = join(projectRoot, 'src')): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [{ path: relative(projectRoot, full), text: readFileSync(full, 'utf8') }] : [];
  });
}

// The tables that define and document codes; everything else that names one raises it.
const TABLES = new Set(['src/contract/errors.ts', 'src/contract/error-reasons.ts', 'src/contract/operations.ts', 'src/engine/result.ts']);
const code = new Set<string>(API_ERROR_CODES);
const reasons = new Set<string>(ERROR_REASON_CODES);

function raisable(): { codes: Set<string>; reasons: Set<string>; unknown: string[] } {
  const codes = new Set<string>([...Object.values(RULE_TO_API), 'ILLEGAL_MOVE', ...GRAPHQL_ENDPOINT_ERRORS]);
  const named = new Set<string>();
  const unknown: string[] = [];
  for (const { path, text } of sources().filter((s) => !TABLES.has(s.path))) {
    for (const [, literal] of text.matchAll(/'([A-Z][A-Z_]{3,})'/g)) if (code.has(literal!)) codes.add(literal!);
    for (const [, literal] of text.matchAll(/new ApiError\(\s*'([A-Z_]+)'/g)) if (!code.has(literal!)) unknown.push(`${path}: ${literal}`);
    for (const [, literal] of text.matchAll(/\breason: '([A-Z]+_[A-Z_]+)'/g)) named.add(literal!);
  }
  return { codes, reasons: new Set([...named, ...ILLEGAL_MOVE_REASONS]), unknown };
}

const found = raisable();
const enumValues = (name: string) => new Map((sdl.getType(name) as GraphQLEnumType).getValues().map((v) => [v.name, v.description ?? '']));
const graphqlField = (name: string) => {
  const [type, field] = name.includes('.') ? name.split('.') : [undefined, name];
  const owners = type ? [type] : ['Query', 'Mutation', 'Subscription'];
  for (const owner of owners) {
    const hit = (sdl.getType(owner) as GraphQLObjectType | undefined)?.getFields()[field!];
    if (hit) return hit;
  }
  throw new Error(`no GraphQL field ${name}`);
};
const listedIn = (description: string | null | undefined) => [...(/Errors \(`extensions\.code`, see `ErrorCode`\): ([A-Z_, ]+)\./.exec(description ?? '')?.[1]?.split(', ') ?? [])];
const restOperations = Object.values(openapi.paths).flatMap((methods) => Object.values(methods));
const restListed = new Set(restOperations.flatMap((op) => Object.entries(op.responses).filter(([s]) => Number(s) >= 400).flatMap(([, r]) => [...r.description.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!))));
const graphqlListed = new Set(Object.values(OPERATIONS).flatMap((op) => op.graphql.flatMap((f) => listedIn(graphqlField(f).description))));

describe('what the service can raise', () => {
  it('is found in its source: codes of the table only, and more than a handful of them', () => {
    expect(found.unknown).toEqual([]);
    for (const c of found.codes) expect(code, c).toContain(c);
    for (const c of ['VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN', 'UNAVAILABLE', 'RATE_LIMITED', 'IDEMPOTENCY_KEY_REUSED', 'GAME_NOT_OPEN', 'METHOD_NOT_ALLOWED']) expect(found.codes).toContain(c);
    expect(found.reasons).toContain('TURN_TIMED_OUT');
    for (const r of found.reasons) expect(reasons, r).toContain(r);
  });

  it('every engine rule code is answered with a code of its own or is an ILLEGAL_MOVE reason', () => {
    for (const rule of RULE_ERROR_CODES) expect(rule in RULE_TO_API || (ILLEGAL_MOVE_REASONS as readonly string[]).includes(rule), rule).toBe(true);
    expect(Object.keys(ERROR_REASONS.ILLEGAL_MOVE).sort()).toEqual([...ILLEGAL_MOVE_REASONS].sort());
  });

  it('is answered by some operation (or by the GraphQL endpoint itself), so each API lists it where it happens', () => {
    const byOperation = new Set<string>((Object.keys(OPERATIONS) as OperationId[]).flatMap((id) => operationErrors(id)));
    for (const c of found.codes) expect(byOperation.has(c) || (GRAPHQL_ENDPOINT_ERRORS as readonly string[]).includes(c) || ['RATE_LIMITED', 'INTERNAL'].includes(c), c).toBe(true);
  });
});

describe.each([...API_ERROR_CODES])('%s', (c) => {
  const { status, title, action } = API_ERRORS[c];

  it('is in docs/errors.md with its status, meaning and what to do', () => {
    const section = page.split(`\n### ${c}\n`)[1]?.split('\n### ')[0] ?? '';
    expect(section).toContain(`**${status}**: ${title}.`);
    expect(section).toContain(`- What to do: ${action}`);
    expect(page).toContain(`| [\`${c}\`](#${c.toLowerCase()}) | ${status} |`);
  });

  it('is in the OpenAPI document: the ErrorCode schema describes it, and the operations that answer it list it', () => {
    const schema = openapi.components.schemas['ErrorCode']!;
    expect(schema.enum).toContain(c);
    expect(schema.description).toContain(`- \`${c}\`: ${status}: ${title}. ${action}`);
    const answered = Object.values(OPERATIONS).some((op) => (op.errors as readonly string[]).includes(c)) || ['RATE_LIMITED', 'INTERNAL'].includes(c);
    if (answered) expect(restListed).toContain(c);
  });

  it('is in the GraphQL schema: the ErrorCode enum describes it, and the fields that answer it list it', () => {
    expect(enumValues('ErrorCode').get(c)).toBe(`${status}: ${title}. ${action}`);
    const answered = Object.values(OPERATIONS).some((op) => op.graphql.length > 0 && (op.errors as readonly string[]).includes(c)) || ['RATE_LIMITED', 'INTERNAL'].includes(c);
    if (answered) expect(graphqlListed).toContain(c);
    if ((GRAPHQL_ENDPOINT_ERRORS as readonly string[]).includes(c)) expect((sdl.getType('ErrorCode') as GraphQLEnumType).description).toContain(c);
  });
});

describe.each([...ERROR_REASON_CODES])('the reason %s', (r) => {
  const { meaning, action } = reasonEntry(r);

  it('is in all three places with what it means and what to do', () => {
    expect(page).toContain(`| \`${r}\` | ${meaning.replace(/\|/g, '\\|')} | ${action.replace(/\|/g, '\\|')} |`);
    const schema = openapi.components.schemas['ErrorReason']!;
    expect(schema.enum).toContain(r);
    expect(schema.description).toContain(`- \`${r}\`: With `);
    expect(schema.description).toContain(`${meaning} ${action}`);
    expect(enumValues('ErrorReason').get(r)).toContain(`${meaning} ${action}`);
  });
});

describe('each operation', () => {
  it.each(Object.keys(OPERATIONS).filter((id) => OPERATIONS[id as OperationId].graphql.length > 0))('%s: GraphQL lists the codes REST lists', (id) => {
    const rest = restOperations.find((op) => op.operationId === id)!;
    const restCodes = Object.entries(rest.responses)
      .filter(([s]) => Number(s) >= 400)
      .flatMap(([, r]) => [...r.description.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]));
    for (const field of OPERATIONS[id as OperationId].graphql) {
      const listed = listedIn(graphqlField(field).description);
      expect(listed, field).toEqual(operationErrors(id as OperationId));
      expect(new Set(listed), field).toEqual(new Set(restCodes));
    }
  });
});
