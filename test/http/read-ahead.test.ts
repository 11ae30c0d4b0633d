import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/entry/api.js';
import { createGraphQLApi } from '../../src/entry/graphql-api.js';
import { type EmbeddedDynamo, startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { silentLogger } from '../../src/log.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/*
 * A write of a game by a token the instance has not kept (every token on a fresh function
 * instance) reads the token's item and the game at once: one round trip before the write, not
 * two. Seen from the store's side, through an SDK middleware on the real client: the game's
 * read is sent before the token's read is answered. Each read happens once, and a token the
 * instance keeps reads nothing but the game. A refused request writes nothing.
 */

interface Call {
  readonly event: 'sent' | 'answered';
  readonly command: string;
  /** The item's key, `pk|sk`. */
  readonly key: string;
  readonly consistent: boolean;
}

let db: EmbeddedDynamo;
const calls: Call[] = [];
beforeAll(async () => {
  db = await startEmbeddedDynamo();
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      // The document client's input, marshalled by now: { pk: { S }, sk: { S } }.
      type Key = { pk?: { S?: string }; sk?: { S?: string } };
      const input = args.input as { Key?: Key; Item?: Key; ConsistentRead?: boolean };
      const key = input.Key ?? input.Item;
      const call = { command: String(context.commandName), key: `${key?.pk?.S}|${key?.sk?.S}`, consistent: input.ConsistentRead === true };
      calls.push({ event: 'sent', ...call });
      const result = await next(args);
      calls.push({ event: 'answered', ...call });
      return result;
    },
    { step: 'finalizeRequest', name: 'recordCalls', priority: 'low' },
  );
});
afterAll(() => db.close());

/** A fresh instance of `api`: its own service, which keeps no token yet. */
function instance(api: 'rest' | 'graphql') {
  const config = { client: db.client, tableName: db.tableName, logger: silentLogger, rateLimit: null };
  return api === 'rest' ? createApi(config) : createGraphQLApi(config);
}

async function soloGame(): Promise<{ token: string; playerId: string; gameId: string }> {
  const app = instance('rest');
  const registered = await app.request('/v1/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ahead' }) });
  const { token, player } = (await registered.json()) as { token: string; player: { id: string } };
  const created = await app.request('/v1/games', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ ruleset: 'jamb', seats: 1 }) });
  return { token, playerId: player.id, gameId: ((await created.json()) as { id: string }).id };
}

/** A roll over `api` on `app`, and the store calls it made. */
async function roll(api: 'rest' | 'graphql', app: ReturnType<typeof instance>, gameId: string, token: string): Promise<{ status: number; version: number | undefined; calls: Call[] }> {
  calls.length = 0;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const res =
    api === 'rest'
      ? await app.request(`/v1/games/${gameId}/actions`, { method: 'POST', headers, body: JSON.stringify({ type: 'roll' }) })
      : await app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: 'mutation($g: ID!) { roll(gameId: $g) { version } }', variables: { g: gameId } }) });
  const body = (await res.json()) as { version?: number; data?: { roll: { version: number } | null } };
  return { status: res.status, version: body.version ?? body.data?.roll?.version, calls: [...calls] };
}

const reads = (seen: readonly Call[], key: string) => seen.filter((c) => c.event === 'sent' && c.command === 'GetItemCommand' && c.key === key);
const writes = (seen: readonly Call[], key: string) => seen.filter((c) => c.event === 'sent' && c.command !== 'GetItemCommand' && c.key === key);
const playerKey = (id: string) => `P#${id}|P`;
const gameKey = (id: string) => `G#${id}|G`;

describe.each(['rest', 'graphql'] as const)('a game write over %s', (api) => {
  it('by a token the instance has not kept reads the token and the game at once, each once, strongly consistent', async () => {
    const { token, playerId, gameId } = await soloGame();
    const app = instance(api);
    const first = await roll(api, app, gameId, token);
    expect(first.status).toBe(200);
    expect(first.version).toBe(2);
    const [tokenRead] = reads(first.calls, playerKey(playerId));
    const [gameRead] = reads(first.calls, gameKey(gameId));
    expect([reads(first.calls, playerKey(playerId)).length, reads(first.calls, gameKey(gameId)).length]).toEqual([1, 1]);
    expect([tokenRead?.consistent, gameRead?.consistent]).toEqual([true, true]);
    // The game's read went out before the token's read came back.
    const sentGame = first.calls.indexOf(gameRead!);
    const answeredToken = first.calls.findIndex((c) => c.event === 'answered' && c.key === playerKey(playerId));
    expect(sentGame).toBeGreaterThanOrEqual(0);
    expect(sentGame).toBeLessThan(answeredToken);

    // The token is kept now: the next write reads the game alone, once.
    const second = await roll(api, app, gameId, token);
    expect(second.version).toBe(3);
    expect(writes(second.calls, gameKey(gameId))).toHaveLength(1);
    expect(reads(second.calls, playerKey(playerId))).toEqual([]);
    expect(reads(second.calls, gameKey(gameId))).toHaveLength(1);
  });

  it('by a token that does not work is refused and writes nothing (its game was read once, for nothing)', async () => {
    const { token, gameId } = await soloGame();
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const refused = await roll(api, instance(api), gameId, forged);
    expect(refused.version).toBeUndefined();
    expect(writes(refused.calls, gameKey(gameId))).toEqual([]);
    expect(reads(refused.calls, gameKey(gameId)).length).toBeLessThanOrEqual(1);
    // A token that is not even of a token's form reads nothing at all.
    const malformed = await roll(api, instance(api), gameId, 'not-a-token');
    expect(malformed.version).toBeUndefined();
    expect(reads(malformed.calls, gameKey(gameId))).toEqual([]);
    // The game is as it was: the owner's next roll is its first.
    expect((await roll(api, instance(api), gameId, token)).version).toBe(2);
  });
});
