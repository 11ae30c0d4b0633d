/**
 * Game actions per second through the service, against the floor the design allows: bare
 * GetItem + conditional PutItem pairs of an item of the same size, on the same embedded store
 * in the same run. Each client plays its own solo `jamb` game (or rewrites its own bare item),
 * so clients never race each other; 1 client measures latency, 16 measure throughput. The
 * games and the bare items are made before the rounds and carried from one round to the next,
 * and each client's next game is made before a round (a spare, taken when its game ends), so
 * a round times actions alone.
 *
 * Beside them, the same bare pairs sent by the document client as the SDK makes it: what the
 * store's client saves by sending item commands through kept handlers (src/store/item-commands.ts).
 *
 * The service keeps its games as the local server does (a game cache: each action's write
 * starts from the last one, unread); GAME_CACHE_SIZE=0 measures it as a deployed function,
 * which reads the game for every action.
 *
 *   npm run bench:store      (built as the functions are, by bench/bundled.ts; TSX=1 runs it by tsx)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlayerRef } from '../src/engine/index.js';
import type { GameView, Service } from '../src/service/index.js';
import { LOCAL_GAME_CACHE, gameCacheFrom } from '../src/entry/service.js';
import { createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import type { EmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
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

/** A client of the service: its player, its game as last answered, the game it plays next, and its own choices. */
interface Player {
  readonly player: PlayerRef;
  readonly rand: () => number;
  view: GameView;
  spare?: GameView | undefined;
}

const newGame = (service: Service, player: PlayerRef) => service.games.create(player, { ruleset: 'jamb', seats: 1 });

/** Before a round: a spare game for the client, so that the round creates none (unless it ends two games). */
async function prepare(service: Service, client: Player): Promise<void> {
  client.spare ??= await newGame(service, client.player);
}

/** One client playing its solo game on through the service: `actions` actions, its spare (or a new game) when one ends. */
async function serviceClient(service: Service, client: Player, actions: number): Promise<void> {
  for (let done = 0; done < actions; done++) {
    if (client.view.status !== 'active') {
      client.view = client.spare ?? (await newGame(service, client.player));
      client.spare = undefined;
    }
    client.view = await service.games.act(client.player, client.view.id, chooseAction(client.view.turn!, client.rand));
  }
}

const bareKey = (client: number) => ({ pk: `G#bench${String(client).padStart(11, '0')}`, sk: 'G' });

/** One client doing what an action must do at the least: read its item strongly, write it back on its version. */
async function bareClient(db: EmbeddedDynamo, client: number, actions: number, documentClient = db.client): Promise<void> {
  const key = bareKey(client);
  for (let done = 0; done < actions; done++) {
    const item = (await documentClient.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }))).Item;
    if (!item) throw new Error('bare item missing');
    const version = Number(item.v);
    await documentClient.send(
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

/** Wall seconds and CPU seconds (the store runs in this process too, so all of the work) of `run`. */
async function timed(run: () => Promise<void>): Promise<{ wall: number; cpu: number }> {
  const [started, cpu] = [process.hrtime.bigint(), process.cpuUsage()];
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - started) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

async function main() {
  const db = await startEmbeddedDynamo();
  const sdkClient = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: db.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const store = createDynamoStore({ client: db.client, tableName: db.tableName });
  const gameCache = gameCacheFrom(process.env, LOCAL_GAME_CACHE);
  const service = createService({ store, gameCache });
  const players: Player[] = [];
  const count = Math.max(...CONFIGS.map((c) => c.clients));
  for (let i = 0; i < count; i++) {
    const { player } = await service.players.register(`Bench ${i + 1}`);
    const ref = { id: player.id, name: player.name };
    players.push({ player: ref, rand: prng(500 + i), view: await newGame(service, ref) });
  }

  // A game item of typical size: one played to the middle of the game.
  const sample: Player = { player: players[0]!.player, rand: prng(99), view: await newGame(service, players[0]!.player) };
  await serviceClient(service, sample, 80);
  const template = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: gameKey(sample.view.id), ConsistentRead: true }))).Item ?? {};
  const templateBytes = Buffer.byteLength(JSON.stringify(template));
  for (let i = 0; i < count; i++) await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...template, ...bareKey(i), v: 1 } }));

  // Warm up both paths (JIT, connection pool).
  await Promise.all(players.slice(0, 4).map((p) => serviceClient(service, p, 30)));
  await Promise.all([0, 1, 2, 3].map((i) => bareClient(db, i, 30)));
  await Promise.all([0, 1, 2, 3].map((i) => bareClient(db, i, 30, sdkClient)));

  console.log(`Actions per second on the embedded store (bare pair item ~${templateBytes} bytes as JSON, ${ROUNDS} alternating rounds)`);
  console.log(gameCache > 0 ? `the service keeps ${gameCache} games (as the local server): a write starts from the last, unread\n` : 'the service keeps no games (as a deployed function): every action reads its game\n');
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  let allMet = true;
  for (const { clients, actionsPerClient } of CONFIGS) {
    const perRound = clients * actionsPerClient;
    const bareRates: number[] = [];
    const serviceRates: number[] = [];
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const cpuPerAction: [number[], number[], number[]] = [[], [], []];
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await timed(() => Promise.all(Array.from({ length: clients }, (_, i) => bareClient(db, i, actionsPerClient))).then(() => undefined));
      await Promise.all(players.slice(0, clients).map((p) => prepare(service, p)));
      const served = await timed(() => Promise.all(players.slice(0, clients).map((p) => serviceClient(service, p, actionsPerClient))).then(() => undefined));
      // After the pair the ratio is taken from, so that the two stay next to each other.
      const sdk = await timed(() => Promise.all(Array.from({ length: clients }, (_, i) => bareClient(db, i, actionsPerClient, sdkClient))).then(() => undefined));
      cpuPerAction[2].push((sdk.cpu / perRound) * 1e3);
      bareRates.push(perRound / bare.wall);
      serviceRates.push(perRound / served.wall);
      ratios.push(bare.wall / served.wall);
      cpuRatios.push(bare.cpu / served.cpu);
      cpuPerAction[0].push((bare.cpu / perRound) * 1e3);
      cpuPerAction[1].push((served.cpu / perRound) * 1e3);
    }
    const ratio = median(ratios);
    allMet &&= ratio >= TARGET_RATIO;
    const range = (values: number[], digits = 0) => `median ${median(values).toFixed(digits).padStart(5)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
    console.log(`${String(clients).padStart(2)} client(s), ${perRound} actions per round each way:`);
    console.log(`  bare GetItem + conditional PutItem: ${range(bareRates)} pairs/s, ${range(cpuPerAction[0], 2)} ms CPU each`);
    console.log(`  service actions (solo jamb):        ${range(serviceRates)} actions/s, ${range(cpuPerAction[1], 2)} ms CPU each`);
    console.log(`  ratio service / bare:               ${range(ratios, 2)}: ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'} (target at least ${TARGET_RATIO}); by CPU ${range(cpuRatios, 2)}`);
    console.log(`  the same pairs by the SDK's document client: ${range(cpuPerAction[2], 2)} ms CPU each (store and client), ${(median(cpuPerAction[2]) / median(cpuPerAction[0])).toFixed(2)}x the store's client\n`);
  }
  console.log(allMet ? 'All targets met.' : 'Some targets not met.');
  sdkClient.destroy();
  await db.close();
}

await main();
