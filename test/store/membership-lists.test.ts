import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { Membership } from '../../src/contract/index.js';
import type { GameStatus, RulesetId } from '../../src/engine/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { createDynamoStore } from '../../src/store/index.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * A player's games by ruleset, by status, by both or by neither: each filter is a key (the
 * table's partition or an index whose partition is exactly the filter, docs/data-model.md),
 * so a page reads the items it returns and no other. Every query the store sends is recorded
 * with what DynamoDB answered: no filter expression, and as many items scanned as returned.
 */

const ctx = useEmbeddedStore();
const queries: { input: Record<string, unknown>; scanned: number; count: number }[] = [];
const PLAYER = 'r3adsr3adsr3adsr';

/** The real client, recording each query's input and the counts of its answer. */
function recording(real: DynamoDBDocumentClient): DynamoDBDocumentClient {
  const send = async (command: { constructor: { name: string }; input: unknown }, ...rest: unknown[]) => {
    const out = (await (real.send.bind(real) as (...args: unknown[]) => Promise<unknown>)(command, ...rest)) as { ScannedCount?: number; Count?: number };
    if (command.constructor.name === 'QueryCommand') queries.push({ input: command.input as Record<string, unknown>, scanned: out.ScannedCount ?? 0, count: out.Count ?? 0 });
    return out;
  };
  return { send, destroy: () => real.destroy(), config: real.config, middlewareStack: real.middlewareStack } as unknown as DynamoDBDocumentClient;
}

const seeded: Membership[] = [];
const SHAPE: [RulesetId, GameStatus, number][] = [
  ['yams-5', 'finished', 120],
  ['yams-5', 'active', 6],
  ['yams-6', 'finished', 30],
  ['jamb', 'open', 4],
  ['yams-6', 'cancelled', 3],
];

beforeAll(async () => {
  let n = 0;
  for (const [ruleset, status, count] of SHAPE) {
    for (let i = 0; i < count; i++, n++) {
      const finished = status === 'finished';
      seeded.push({
        playerId: PLAYER,
        playerName: 'Reader',
        gameId: `g${String(n).padStart(15, '0')}`,
        ruleset,
        status,
        seat: 0,
        seats: 2,
        // Interleaved in time, so every filter's items are spread over the whole history.
        createdAt: Date.UTC(2027, 0, 1) + ((n * 7919) % 1000) * 60_000 + n,
        updatedAt: Date.UTC(2027, 0, 2),
        version: 3,
        resigned: false,
        total: finished ? 100 + (n % 50) : null,
        place: finished ? 1 : null,
        finishedAt: finished ? Date.UTC(2027, 0, 2) : null,
      });
    }
  }
  for (let i = 0; i < seeded.length; i += 25) await ctx.store.putMemberships(seeded.slice(i, i + 25).map((after) => ({ before: null, after })));
});

const newestFirst = (a: Membership, b: Membership) => b.createdAt - a.createdAt;

describe("a player's games, filtered", () => {
  it.each([
    [{ ruleset: 'yams-6' as RulesetId }],
    [{ ruleset: 'yams-5' as RulesetId, status: 'active' }],
    [{ ruleset: 'jamb' as RulesetId, status: 'finished' }],
    [{ status: 'finished' }],
    [{}],
  ])('%j: every page reads exactly what it returns, newest first', async (filter) => {
    const store = createDynamoStore({ client: recording(ctx.db.client), tableName: ctx.db.tableName });
    queries.length = 0;
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listMemberships(PLAYER, filter, { limit: 7, cursor });
      listed.push(...page.items.map((m) => m.gameId));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const expected = seeded.filter((m) => (!('ruleset' in filter) || m.ruleset === filter.ruleset) && (!('status' in filter) || m.status === filter.status)).sort(newestFirst);
    expect(listed).toEqual(expected.map((m) => m.gameId));
    for (const q of queries) {
      expect(q.input.FilterExpression).toBeUndefined();
      expect(q.scanned).toBe(q.count);
    }
    expect(queries.reduce((n, q) => n + q.scanned, 0)).toBe(expected.length);
  });

  it('a ruleset the player never played costs one query that reads nothing, whatever the history', async () => {
    const store = createDynamoStore({ client: recording(ctx.db.client), tableName: ctx.db.tableName });
    queries.length = 0;
    const page = await store.listMemberships(PLAYER, { ruleset: 'yamb-classic' }, { limit: 20 });
    expect(page).toMatchObject({ items: [], nextCursor: null });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ scanned: 0, count: 0 });
  });

  it("the export's walk by ruleset and time reads only what it returns too", async () => {
    const store = createDynamoStore({ client: recording(ctx.db.client), tableName: ctx.db.tableName });
    queries.length = 0;
    const range = { from: Date.UTC(2027, 0, 1, 4), to: Date.UTC(2027, 0, 1, 12) };
    const page = await store.membershipsBetween(PLAYER, { ruleset: 'yams-6', status: 'finished' }, range, { limit: 100 });
    const expected = seeded.filter((m) => m.ruleset === 'yams-6' && m.status === 'finished' && m.createdAt >= range.from && m.createdAt < range.to);
    expect(page.items.map((m) => m.gameId).sort()).toEqual(expected.map((m) => m.gameId).sort());
    expect(queries.every((q) => q.input.FilterExpression === undefined && q.scanned === q.count)).toBe(true);
  });

  it('GET /v1/games?player=&ruleset=: the same, through the API; a cursor of another filter is refused', async () => {
    const store = createDynamoStore({ client: recording(ctx.db.client), tableName: ctx.db.tableName });
    const app = createApp({ service: createService({ store, log: silentLogger }), logger: silentLogger });
    queries.length = 0;
    const first = (await (await app.request(`/v1/games?player=${PLAYER}&ruleset=yams-5&status=active&limit=4`)).json()) as { items: { id: string }[]; nextCursor: string };
    expect(first.items).toHaveLength(4);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ scanned: 4, count: 4 });
    const foreign = await app.request(`/v1/games?player=${PLAYER}&ruleset=yams-6&limit=4&cursor=${first.nextCursor}`);
    expect(foreign.status).toBe(400);
  });
});
