import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANY_SCOPE, API_ERRORS, OPERATIONS, SCOPES, operationErrors } from '../../src/contract/index.js';
import { executableSchema } from '../../src/graphql/executable.js';

/*
 * The operations table (contract/operations.ts) is the one list of what each operation answers
 * and needs: every REST operation and every GraphQL root field is in it, once, and the REST
 * documentation lists exactly its codes.
 */

/** The schema the server runs. */
const schema = executableSchema();

type OpenApi = { paths: Record<string, Record<string, { operationId: string; responses: Record<string, { description: string }> }>> };
const document = JSON.parse(readFileSync(new URL('../../schema/openapi.json', import.meta.url), 'utf8')) as OpenApi;
const restOperations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe('the operations table', () => {
  it('names every REST operation, and no other', () => {
    expect(restOperations.length).toBeGreaterThan(30);
    expect(restOperations.map((o) => o.operationId).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it("is what the REST documentation lists: each operation's codes, INSUFFICIENT_SCOPE where it needs a scope, and the two every operation can answer", () => {
    for (const op of restOperations) {
      const listed = Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([, r]) => [...r.description.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]));
      const expected = new Set(operationErrors(op.operationId as keyof typeof OPERATIONS));
      expect(new Set(listed), op.operationId).toEqual(expected);
    }
  });

  it('names every GraphQL root field once, and fields that exist', () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const named = Object.values(OPERATIONS).flatMap((o) => o.graphql);
    expect(named.filter((f) => !f.includes('.')).sort()).toEqual(roots.sort());
    for (const field of named.filter((f) => f.includes('.'))) {
      const [type = '', name = ''] = field.split('.');
      expect(Object.keys((schema.getType(type) as { getFields?: () => object } | undefined)?.getFields?.() ?? {}), field).toContain(name);
    }
  });

  it('uses only codes of the error table and scopes of round 3', () => {
    for (const [id, op] of Object.entries(OPERATIONS)) {
      for (const code of op.errors) expect(Object.keys(API_ERRORS), id).toContain(code);
      if (op.scope !== null) expect([...SCOPES, ANY_SCOPE], id).toContain(op.scope);
    }
  });

  it('names a scope exactly for the operations that authenticate their caller', () => {
    const mismatched = Object.entries(OPERATIONS).filter(([, op]) => (op.scope !== null) !== (op.errors as readonly string[]).includes('UNAUTHENTICATED'));
    expect(mismatched.map(([id]) => id)).toEqual([]);
  });
});
