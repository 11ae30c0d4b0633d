import type { ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, useQueryLimits } from '../../src/graphql/limits.js';
import { executableSchema } from '../../src/graphql/executable.js';
import { useApiErrorCodes } from '../../src/graphql/errors.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The cost limit and Yoga's validation cache: a document is validated once whatever page
 * sizes its variables give, and a page size over the limit is still refused as validation
 * refuses, before any resolver runs.
 */

/** The schema the server runs. */
const schema = executableSchema();

const ctx = useEmbeddedStore();

/** A Yoga with the query limits and a rule that counts how often validation really runs. */
function counted() {
  const counter = { validations: 0 };
  const Counted = (_context: ValidationContext) => {
    counter.validations += 1;
    return {};
  };
  const counting: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(Counted) };
  const service = createService({ store: ctx.store, log: silentLogger });
  const yoga = createYoga({
    schema,
    logging: false,
    maskedErrors: false,
    context: () => ({ service, authorization: undefined, requestId: 'test', client: 'test', log: silentLogger }),
    plugins: [useApiErrorCodes(silentLogger, () => ({ requestId: undefined })), useQueryLimits(), counting],
  });
  const post = async (query: string, variables: Record<string, unknown>, accept = 'application/json') => {
    const response = await yoga.fetch(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify({ query, variables }) }),
    );
    return { status: response.status, json: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] } };
  };
  return { counter, post };
}

const BOARD = 'query($n: Int) { leaderboard(ruleset: "jamb", first: $n) { edges { node { total game { moves { type } } } } } }';
/** The root and its edges, then per entry: the node, its total, the game (a store read) and its 250-move log (another). */
const cost = (n: number) => 10 + 1 + n * (1 + 1 + 10 + (10 + 250 * 1));

describe('GraphQL cost limit and the validation cache', () => {
  it('validates a document once for every page size, and still refuses a size over the limit', async () => {
    const { counter, post } = counted();
    expect(cost(1)).toBeLessThan(QUERY_LIMITS.maxCost);
    expect(cost(20)).toBeGreaterThan(QUERY_LIMITS.maxCost);
    for (const n of [1, 2, 3, 1]) expect((await post(BOARD, { n })).json.errors).toBeUndefined();
    expect(counter.validations).toBe(1);

    const refused = await post(BOARD, { n: 20 });
    expect(refused.json.data).toBeUndefined();
    expect(refused.json.errors).toHaveLength(1);
    expect(refused.json.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, cost: cost(20), maxCost: QUERY_LIMITS.maxCost });
    expect(refused.json.errors?.[0]?.extensions).not.toHaveProperty('http');
    // As a validation failure: 200 for application/json, 400 for graphql-response+json.
    expect(refused.status).toBe(200);
    expect((await post(BOARD, { n: 20 }, 'application/graphql-response+json')).status).toBe(400);
    // Absent, the size is the default page (20): refused too.
    expect((await post(BOARD, {})).json.errors?.[0]?.extensions).toMatchObject({ cost: cost(20) });
    expect(counter.validations).toBe(1);
  });

  it('refuses a document with a fixed page size in validation, whatever the variables', async () => {
    const { counter, post } = counted();
    const fixed = BOARD.replace('($n: Int)', '').replace('$n', '20');
    for (let i = 0; i < 2; i++) {
      const refused = await post(fixed, {});
      expect(refused.json.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', cost: cost(20) });
    }
    expect(counter.validations).toBe(1);
  });
});
