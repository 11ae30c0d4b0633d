/**
 * Capacity units per game action, measured against the embedded store with a capacity meter:
 * a full solo `jamb` game and a full 4-seat `jamb` game played through the service with random
 * legal moves (fixed seed), each once without and once with an idempotency key on every action.
 *
 *   npm run bench:capacity
 *
 * Read units are what the engine reports for each request (strong reads: ceil(size / 4 KB));
 * write units are the table's (ceil(size / 1 KB)) plus the global secondary indexes' share,
 * modelled by `indexWriteUnits` because the embedded engine reports table units only.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerRef } from '../src/engine/index.js';
import type { Service } from '../src/service/index.js';
import { createService } from '../src/service/index.js';
import type { CapacityReading } from '../src/store/capacity.js';
import { itemBytes } from '../src/store/capacity.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { gameKey } from '../src/store/keys.js';
import { chooseAction, prng } from '../test/support/play.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const OPERATIONS = ['getPlayer', 'getGame', 'saveGame', 'archiveEntries', 'archivedEntries', 'archivedEntryAt', 'putMembership', 'readStats', 'countMark', 'applyStats', 'moveCountMark', 'clearPending'] as const;
/** The players' statistics, counted when a seat starts, resigns or finishes: a cost per game and seat, not per action (reported apart). */
const STATISTICS = new Set(['readStats', 'countMark', 'applyStats', 'moveCountMark', 'clearPending']);
const TARGETS = { soloWrite: 1.5, soloRead: 1, fourSeatWrite: 2.5 };

/** Deterministic bytes for ids, tokens and dice seeds, so every run plays the same games. */
function seededBytes(seed: number) {
  const next = prng(seed);
  return (size: number) => Uint8Array.from({ length: size }, () => Math.floor(next() * 256));
}

interface ActionCost {
  /** Read units of the game path (getGame, archivedEntries): what the action itself reads, without the token check and the statistics. */
  readonly gameRead: number;
  /** Read units including the bearer token check (getPlayer, on an auth cache miss). */
  readonly read: number;
  readonly write: number;
  readonly byOperation: Map<string, { read: number; write: number; requests: number }>;
}

function costOf(readings: readonly CapacityReading[]): ActionCost {
  const byOperation = new Map<string, { read: number; write: number; requests: number }>();
  for (const r of readings) {
    const op = byOperation.get(r.operation) ?? { read: 0, write: 0, requests: 0 };
    op.read += r.read;
    op.write += r.write + r.indexWrite;
    op.requests += 1;
    byOperation.set(r.operation, op);
  }
  const sum = (f: (r: CapacityReading) => number) => readings.reduce((s, r) => s + f(r), 0);
  return { gameRead: sum((r) => (r.operation === 'getPlayer' || STATISTICS.has(r.operation) ? 0 : r.read)), read: sum((r) => r.read), write: sum((r) => r.write + r.indexWrite), byOperation };
}

interface GameRun {
  readonly label: string;
  readonly actions: readonly ActionCost[];
  readonly itemBytes: number;
  readonly tableWrite: number;
  readonly indexWrite: number;
}

async function main() {
  /** How the client writes: no headers, an idempotency key, or a key with If-Match (what the client guide recommends). */
  type Client = 'plain' | 'keys' | 'keys+version';
  /**
   * `bots` strong bots take the last seats: their moves ride in the people's writes, so costs
   * are per person's action. `gameCache` keeps games as the local server does (the functions keep none).
   */
  async function play(label: string, seats: number, seed: number, client: Client, bots = 0, gameCache = 0): Promise<GameRun> {
    const withKeys = client !== 'plain';
    // A fresh store and service per game, so the same seed plays the very same game with and without keys.
    const db = await startEmbeddedDynamo();
    const readings: CapacityReading[] = [];
    const store = createDynamoStore({ client: db.client, tableName: db.tableName, meter: (r) => readings.push(r) });
    // 100 ms per clock reading: a lively game; the 60 s auth cache then holds for a few hundred actions.
    let clock = Date.UTC(2025, 0, 1);
    // Streams poll as on a deployed function: the local server's push of a write with several
    // versions (bots' moves) reads the game's log to publish them, which no deployed function does.
    const service: Service = createService({ store, random: seededBytes(seed), clock: () => (clock += 100), streams: { mode: 'poll' }, gameCache });
    const rand = prng(seed);
    const players: { ref: PlayerRef; token: string }[] = [];
    for (let i = 0; i < seats - bots; i++) {
      const { player, token } = await service.players.register(`Player ${i + 1}`);
      players.push({ ref: { id: player.id, name: player.name }, token });
    }
    const botSeats = Array.from({ length: bots }, () => ({ level: 'strong' }));
    let view = await service.games.create(players[0]!.ref, { ruleset: 'jamb', seats, bots: botSeats }, withKeys ? { idempotencyKey: `create-${seed}` } : {});
    for (const p of players.slice(1)) view = await service.games.join(p.ref, view.id, { invitation: view.invitation!.code, ...(withKeys && { idempotencyKey: `join-${seed}` }) });

    const actions: ActionCost[] = [];
    let tableWrite = 0;
    let indexWrite = 0;
    while (view.status === 'active') {
      const mover = players.find((p) => p.ref.id === view.turn?.player.id);
      if (!mover) throw new Error('nobody to move');
      const action = chooseAction(view.turn!, rand);
      readings.length = 0;
      // Each request authenticates its bearer token, as the API does.
      const { player } = await service.players.authenticate({ authorization: `Bearer ${mover.token}` }, { scope: 'games:play' });
      const options = { ...(withKeys && { idempotencyKey: `a-${view.version}` }), ...(client === 'keys+version' && { expectedVersion: view.version }) };
      view = await service.games.act({ id: player.id, name: player.name }, view.id, action, options);
      actions.push(costOf(readings));
      tableWrite += readings.reduce((s, r) => s + r.write, 0);
      indexWrite += readings.reduce((s, r) => s + r.indexWrite, 0);
    }
    const key = gameKey(view.id);
    const item = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }))).Item ?? {};
    await db.close();
    return { label, actions, itemBytes: itemBytes(item), tableWrite, indexWrite };
  }

  const runs = [
    await play('solo jamb', 1, 11, 'plain'),
    await play('4-seat jamb', 4, 12, 'plain'),
    await play('solo jamb, idempotency key on every action', 1, 11, 'keys'),
    await play('4-seat jamb, idempotency key on every action', 4, 12, 'keys'),
    await play('solo jamb, idempotency key and If-Match on every action', 1, 11, 'keys+version'),
    await play('4-seat jamb, idempotency key and If-Match on every action', 4, 12, 'keys+version'),
    await play('jamb, a person against a strong bot (per action of the person)', 2, 13, 'plain', 1),
    await play('solo jamb, on the local server (its game cache)', 1, 11, 'plain', 0, 1000),
    await play('4-seat jamb, on the local server (its game cache)', 4, 12, 'plain', 0, 1000),
  ];

  const fmt = (n: number) => n.toFixed(2).padStart(6);
  const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const max = (values: readonly number[]) => values.reduce((m, v) => Math.max(m, v), 0);

  console.log('Capacity units per game action (embedded store; writes = table units + modelled index units)\n');
  for (const run of runs) {
    const n = run.actions.length;
    console.log(`${run.label}: ${n} actions, final game item ${run.itemBytes} bytes`);
    console.log(`  read  RCU/action: mean ${fmt(mean(run.actions.map((a) => a.gameRead)))}   max ${fmt(max(run.actions.map((a) => a.gameRead)))}   (game path)`);
    console.log(`  read  RCU/action: mean ${fmt(mean(run.actions.map((a) => a.read)))}   max ${fmt(max(run.actions.map((a) => a.read)))}   (with the token check)`);
    console.log(`  write WCU/action: mean ${fmt(mean(run.actions.map((a) => a.write)))}   max ${fmt(max(run.actions.map((a) => a.write)))}   (table ${fmt(run.tableWrite / n)}, index ${fmt(run.indexWrite / n)})`);
    const counted = run.actions.flatMap((a) => [...a.byOperation].filter(([op]) => STATISTICS.has(op)).map(([, c]) => c));
    const statsUnits = (f: (c: { read: number; write: number; requests: number }) => number) => counted.reduce((sum, c) => sum + f(c), 0);
    console.log(`  statistics counted by the game's actions: ${statsUnits((c) => c.read)} RCU, ${statsUnits((c) => c.write)} WCU, ${statsUnits((c) => c.requests)} requests in all (in the means above)`);
    console.log('  by operation (units per action, mean; requests per action):');
    for (const op of OPERATIONS) {
      const per = run.actions.map((a) => a.byOperation.get(op) ?? { read: 0, write: 0, requests: 0 });
      const requests = mean(per.map((p) => p.requests));
      if (requests === 0) {
        console.log(`    ${op.padEnd(16)} -`);
        continue;
      }
      console.log(
        `    ${op.padEnd(16)} read ${fmt(mean(per.map((p) => p.read)))}  write ${fmt(mean(per.map((p) => p.write)))}  max ${fmt(max(per.map((p) => p.read + p.write)))}  requests ${fmt(requests)}`,
      );
    }
    console.log('');
  }

  const [solo, four] = runs;
  // Prices (us-east-1, on demand, late 2026): what a deployment pays per game played.
  const PRICE = { writeUnit: 1.25e-6, readUnit: 0.25e-6, apiRequest: 1.0e-6, lambdaGbSecond: 0.0000133334, lambdaRequest: 0.2e-6 };
  const LAMBDA_GB_SECONDS_PER_REQUEST = 0.5 * 0.03; // 512 MB for an assumed 30 ms per request
  console.log('Cost per 1,000 games (DynamoDB from the units above; API Gateway and Lambda per request, one request per action):');
  for (const run of runs.slice(0, 2)) {
    const n = run.actions.length;
    const dynamo = n * (mean(run.actions.map((a) => a.write)) * PRICE.writeUnit + mean(run.actions.map((a) => a.read)) * PRICE.readUnit);
    const perRequest = PRICE.apiRequest + PRICE.lambdaRequest + LAMBDA_GB_SECONDS_PER_REQUEST * PRICE.lambdaGbSecond;
    console.log(`  ${run.label.padEnd(12)} DynamoDB $${(dynamo * 1000).toFixed(2)}, API Gateway + Lambda $${(n * perRequest * 1000).toFixed(2)}, total $${((dynamo + n * perRequest) * 1000).toFixed(2)}`);
  }
  console.log('');
  const check = (name: string, value: number, limit: number) =>
    console.log(`  ${value <= limit ? 'MET    ' : 'NOT MET'} ${name}: ${value.toFixed(3)} (target at most ${limit})`);
  console.log('Targets (without idempotency keys):');
  check('solo jamb mean WCU per action', mean(solo!.actions.map((a) => a.write)), TARGETS.soloWrite);
  check('solo jamb mean RCU per action, game path', mean(solo!.actions.map((a) => a.gameRead)), TARGETS.soloRead);
  const info = (name: string, value: number) => console.log(`  info    ${name}: ${value.toFixed(3)}`);
  info('solo jamb mean RCU per action with the token check (0.5 RCU per token per minute per instance)', mean(solo!.actions.map((a) => a.read)));
  check('4-seat jamb mean WCU per action', mean(four!.actions.map((a) => a.write)), TARGETS.fourSeatWrite);
  console.log('With an idempotency key but no If-Match on every action (a fresh key searches the seat\'s archived log):');
  const [soloKeys, fourKeys] = runs.slice(2);
  info('solo jamb mean WCU per action', mean(soloKeys!.actions.map((a) => a.write)));
  info('solo jamb mean RCU per action', mean(soloKeys!.actions.map((a) => a.gameRead)));
  info('4-seat jamb mean WCU per action', mean(fourKeys!.actions.map((a) => a.write)));
  info('4-seat jamb mean RCU per action', mean(fourKeys!.actions.map((a) => a.gameRead)));
  console.log('With an idempotency key and If-Match on every action (the recommended client: a fresh key costs no extra read):');
  const [soloBoth, fourBoth] = runs.slice(4);
  check('solo jamb mean WCU per action', mean(soloBoth!.actions.map((a) => a.write)), TARGETS.soloWrite);
  check('solo jamb mean RCU per action, game path', mean(soloBoth!.actions.map((a) => a.gameRead)), TARGETS.soloRead);
  check('4-seat jamb mean WCU per action', mean(fourBoth!.actions.map((a) => a.write)), TARGETS.fourSeatWrite);
  check('4-seat jamb mean RCU per action, game path', mean(fourBoth!.actions.map((a) => a.gameRead)), TARGETS.soloRead);
}

await main();
