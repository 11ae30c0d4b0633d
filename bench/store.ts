/**
 * Game actions per second through the service, against the floor the design allows: bare
 * GetItem + conditional PutItem pairs of an item of the same size, on the same embedded store
 * in the same run. Each client plays its own solo `jamb` game (or rewrites its own bare item),
 * so clients never race each other; 1 client measures latency, 16 measure throughput.
 *
 *   npm run bench:store
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerRef } from '../src/engine/index.js';
import type { Service } from '../src/service/index.js';
import { createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import type { EmbeddedDynamo } from '../src/store/embedded.js';
import { startEmbeddedDynamo } from '../src/store/embedded.js';
import { gameKey } from '../src/store/keys.js';
import { chooseAction, prng } from '../test/support/play.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TARGET_RATIO = 0.8;
const CONFIGS = [
  { clients: 1, actionsPerClient: 150 },
  { clients: 16, actionsPerClient: 20 },
];
/** Short alternating rounds, each ratio taken from a bare round and the service round right after it: robust to a busy machine. */
const ROUNDS = 7;

/** One client playing solo games through the service: `actions` actions, a new game when one ends. */
async function serviceClient(service: Service, player: PlayerRef, actions: number, seed: number): Promise<void> {
  const rand = prng(seed);
  let view = await service.games.create(player, { ruleset: 'jamb', seats: 1 });
  for (let done = 0; done < actions; done++) {
    if (view.status !== 'active') view = await service.games.create(player, { ruleset: 'jamb', seats: 1 });
    view = await service.games.act(player, view.id, chooseAction(view.turn!, rand));
  }
}

/** One client doing what an action must do at the least: read its item strongly, write it back on its version. */
async function bareClient(db: EmbeddedDynamo, template: Record<string, unknown>, client: number, actions: number): Promise<void> {
  const key = { pk: `G#bench${String(client).padStart(11, '0')}`, sk: 'G' };
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...template, ...key, v: 1 } }));
  for (let done = 0; done < actions; done++) {
    const item = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }))).Item;
    if (!item) throw new Error('bare item missing');
    const version = Number(item.v);
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...item, v: version + 1, u: Date.now() },
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'v' },
        ExpressionAttributeValues: { ':v': version },
      }),
    );
  }
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function main() {
  const db = await startEmbeddedDynamo();
  const store = createDynamoStore({ client: db.client, tableName: db.tableName });
  const service = createService({ store });
  const players: PlayerRef[] = [];
  for (let i = 0; i < Math.max(...CONFIGS.map((c) => c.clients)); i++) {
    const { player } = await service.players.register(`Bench ${i + 1}`);
    players.push({ id: player.id, name: player.name });
  }

  // A game item of typical size: one played to the middle of the game.
  const sample = await service.games.create(players[0]!, { ruleset: 'jamb', seats: 1 });
  let view = sample;
  const rand = prng(99);
  for (let i = 0; i < 80 && view.status === 'active'; i++) view = await service.games.act(players[0]!, view.id, chooseAction(view.turn!, rand));
  const template = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: gameKey(sample.id), ConsistentRead: true }))).Item ?? {};
  const templateBytes = Buffer.byteLength(JSON.stringify(template));

  // Warm up both paths (JIT, connection pool).
  await Promise.all(players.slice(0, 4).map((p, i) => serviceClient(service, p, 30, 500 + i)));
  await Promise.all([0, 1, 2, 3].map((i) => bareClient(db, template, 900 + i, 30)));

  console.log(`Actions per second on the embedded store (bare pair item ~${templateBytes} bytes as JSON, ${ROUNDS} alternating rounds)\n`);
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  let allMet = true;
  for (const { clients, actionsPerClient } of CONFIGS) {
    const perRound = clients * actionsPerClient;
    const bareRates: number[] = [];
    const serviceRates: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await timed(() => Promise.all(Array.from({ length: clients }, (_, i) => bareClient(db, template, round * 100 + i, actionsPerClient))).then(() => undefined));
      const served = await timed(() =>
        Promise.all(players.slice(0, clients).map((p, i) => serviceClient(service, p, actionsPerClient, round * 100 + i))).then(() => undefined),
      );
      bareRates.push(perRound / bare);
      serviceRates.push(perRound / served);
      ratios.push(bare / served);
    }
    const ratio = median(ratios);
    allMet &&= ratio >= TARGET_RATIO;
    const range = (values: number[], digits = 0) => `median ${median(values).toFixed(digits).padStart(5)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
    console.log(`${String(clients).padStart(2)} client(s), ${perRound} actions per round each way:`);
    console.log(`  bare GetItem + conditional PutItem: ${range(bareRates)} pairs/s`);
    console.log(`  service actions (solo jamb):        ${range(serviceRates)} actions/s`);
    console.log(`  ratio service / bare:               ${range(ratios, 2)}: ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'} (target at least ${TARGET_RATIO})\n`);
  }
  console.log(allMet ? 'All targets met.' : 'Some targets not met.');
  await db.close();
}

await main();
