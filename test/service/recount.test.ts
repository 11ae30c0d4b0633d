import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import type { Service } from '../../src/service/index.js';
import { createService, recountStats } from '../../src/service/index.js';
import { leaderboardPartition, playerKey, statsKey } from '../../src/store/keys.js';
import { useEmbeddedStore } from '../support/store.js';
import { expectExact, finishWith } from './stats-support.js';
import type { Client } from './support.js';
import { register, steppingClock } from './support.js';

/*
 * The recount (src/service/recount.ts, scripts/recount-stats.ts) on data written before the
 * counted statistics: games whose players have no sums and no count marks, memberships without
 * the ruleset index keys, bots' sheets on the people's board. It reports all of that, brings
 * it up to date, then finds nothing; a sum edited by hand is reported with its recount and
 * replaced. The script runs as an operator runs it, against the table's endpoint.
 */

const ctx = useEmbeddedStore();
let service: Service;
let ana: Client, ben: Client;
const ids: string[] = [];
const run = promisify(execFile);

/** Items of a player's partition whose sort key starts with `prefix`, read past the service. */
async function items(playerId: string, prefix: string) {
  const out = await ctx.db.client.send(
    new QueryCommand({ TableName: ctx.db.tableName, KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)', ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':s': prefix }, ConsistentRead: true }),
  );
  return out.Items ?? [];
}

/** Makes the stored data look as it did before this change: no sums, no marks, memberships without the new keys, bots on the people's board. */
async function writtenTheOldWay(playerIds: string[]) {
  const { client, tableName } = ctx.db;
  for (const id of playerIds) {
    for (const item of [...(await items(id, 'P#S#')), ...(await items(id, 'C#'))]) await client.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    for (const item of await items(id, 'M#')) {
      const bot = item.bl !== undefined && item.lpk !== undefined;
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `REMOVE rpk, rsk, qpk, qsk${bot ? ' SET lpk = :l' : ''}`,
          ...(bot && { ExpressionAttributeValues: { ':l': leaderboardPartition(String(item.r)) } }),
        }),
      );
    }
  }
}

beforeAll(async () => {
  service = createService({ store: ctx.store, clock: steppingClock(Date.UTC(2031, 0, 1)), log: silentLogger });
  [ana, ben] = (await register(service, 'Ana', 'Ben')) as [Client, Client];
  for (const ruleset of ['yams-5', 'yams-6'] as const) {
    const game = await service.games.create(ana.player, { ruleset, seats: 2 });
    ids.push((await finishWith(service, await service.games.join(ben.player, game.id, { invitation: game.invitation!.code }))).id);
  }
  const vsBot = await service.games.create(ana.player, { ruleset: 'yams-5', seats: 2, bots: [{ level: 'greedy' }] });
  ids.push((await finishWith(service, vsBot)).id);
  const resigned = await service.games.create(ben.player, { ruleset: 'yams-6', seats: 1 });
  await service.games.act(ben.player, resigned.id, { type: 'resign' });
  ids.push(resigned.id);
  const bot = (await service.games.get(vsBot.id)).seats[1]!.player!.id;
  await writtenTheOldWay([ana.player.id, ben.player.id, bot]);
});

describe('the recount', () => {
  it('finds what data written before the counted statistics lacks, brings it up to date, then finds nothing', async () => {
    expect((await service.records.stats(ana.player.id)).rulesets).toEqual([]);
    expect((await ctx.store.listMemberships(ana.player.id, { ruleset: 'yams-5' }, { limit: 10 })).items).toEqual([]);
    const found = await recountStats(ctx.store, { repair: false });
    // Six seats of people (a bot keeps no statistics), seven memberships.
    expect(found).toMatchObject({ seatsBehind: 6, membershipsBehind: 7, mismatches: [] });
    expect((await service.records.stats(ana.player.id)).rulesets).toEqual([]);

    await recountStats(ctx.store, { repair: true });
    for (const who of [ana, ben]) await expectExact(service, who.player, ids);
    expect((await ctx.store.listMemberships(ana.player.id, { ruleset: 'yams-5' }, { limit: 10 })).items).toHaveLength(2);
    const people = await service.lists.leaderboard('yams-5', { limit: 100 });
    const bots = await service.lists.leaderboard('yams-5', { limit: 100 }, 'bots');
    expect(people.items.every((e) => e.bot === null)).toBe(true);
    expect(bots.items.map((e) => e.gameId)).toEqual([ids[2]]);

    expect(await recountStats(ctx.store, { repair: false })).toMatchObject({ seatsBehind: 0, membershipsBehind: 0, mismatches: [] });
    await recountStats(ctx.store, { repair: true });
    for (const who of [ana, ben]) await expectExact(service, who.player, ids);
  });

  it('reports a sum edited by hand with its recount, and the script replaces it', async () => {
    const key = statsKey(ana.player.id, 'yams-6');
    await ctx.db.client.send(new UpdateCommand({ TableName: ctx.db.tableName, Key: key, UpdateExpression: 'SET pl = :n, be = :b', ExpressionAttributeValues: { ':n': 99, ':b': 9999 } }));
    const { mismatches } = await recountStats(ctx.store, { repair: false });
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ playerId: ana.player.id, ruleset: 'yams-6', stored: { played: 99, best: 9999 }, expected: { played: 1 } });

    const env = { ...process.env, DYNAMODB_ENDPOINT: ctx.db.endpoint, TABLE_NAME: ctx.db.tableName, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' };
    const script = ['--import', 'tsx', 'scripts/recount-stats.ts'];
    const check = await run(process.execPath, script, { env }).then(
      () => ({ code: 0, stdout: '' }),
      (e: { code: number; stdout: string }) => e,
    );
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('sums that differ from the recount: 1');
    const repaired = await run(process.execPath, [...script, '--repair'], { env });
    expect(repaired.stdout).toContain('(replaced)');
    await expectExact(service, ana.player, ids);
    expect((await run(process.execPath, script, { env })).stdout).toContain('sums that differ from the recount: 0');
  }, 120_000);
});
