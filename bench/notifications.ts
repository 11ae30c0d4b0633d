/**
 * What events cost: two-seat `jamb` games played through the service on the embedded store,
 * once without webhooks and once with one webhook per player (a receiver on the loopback that
 * answers 200), counting the capacity units of the game path per action and, separately,
 * what the dispatcher reads and writes per delivered event.
 *
 *   npm run bench:notifications
 *
 * Units are what the embedded engine reports (writes ceil(size / 1 KB), strong reads
 * ceil(size / 4 KB), eventually consistent reads half of that); index writes are modelled
 * by `indexWriteUnits`, as in bench:capacity.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { silentLogger } from '../src/log.js';
import { createKeyring } from '../src/notify/index.js';
import { createService } from '../src/service/index.js';
import type { CapacityReading } from '../src/store/capacity.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { createNotifyStore } from '../src/store/notify-store.js';
import { chooseAction, prng } from '../test/support/play.js';
import { seededRandom } from '../test/support/random.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const GAMES = Number(process.env.GAMES ?? 4);

/** A client that asks for and adds up the capacity of every call, by kind. */
function meteredClient(real: DynamoDBDocumentClient) {
  const totals = { read: 0, write: 0, calls: {} as Record<string, number> };
  const send = async (command: { constructor: { name: string }; input: Record<string, unknown> }, options?: unknown) => {
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const out = (await (real.send as (c: unknown, o?: unknown) => Promise<{ ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }>)(command, options)) ?? {};
    const units = [out.ConsumedCapacity ?? []].flat().reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
    const write = /Put|Update|Delete|BatchWrite/.test(command.constructor.name);
    if (write) totals.write += units;
    else totals.read += units;
    totals.calls[command.constructor.name] = (totals.calls[command.constructor.name] ?? 0) + 1;
    return out;
  };
  return { client: { ...real, send, config: real.config, middlewareStack: real.middlewareStack } as unknown as DynamoDBDocumentClient, totals };
}

async function run(withWebhooks: boolean, url: string) {
  const db = await startEmbeddedDynamo();
  const readings: CapacityReading[] = [];
  const notifyClient = meteredClient(db.client);
  const service = createService({
    store: createDynamoStore({ client: db.client, tableName: db.tableName, meter: (r) => readings.push(r) }),
    random: seededRandom('bench-notifications'),
    log: silentLogger,
    notifications: {
      store: createNotifyStore({ client: notifyClient.client, tableName: db.tableName }),
      keyring: createKeyring([{ id: 'bench', key: Buffer.alloc(32, 5) }]),
      allowPrivate: true,
      feed: 'local',
      sweepMs: 60_000,
    },
  });
  let actions = 0;
  let gameRead = 0;
  let gameWrite = 0;
  for (let g = 0; g < GAMES; g++) {
    const [ana, ben] = [await service.players.register('Ana'), await service.players.register('Ben')];
    if (withWebhooks) for (const p of [ana, ben]) await service.webhooks!.register(p.player.id, { url });
    const people = new Map([[ana.player.id, ana.player], [ben.player.id, ben.player]]);
    readings.length = 0; // only the game path of play counts (not the registrations)
    let view = await service.games.create(ana.player, { ruleset: 'jamb', seats: 2 });
    view = await service.games.join(ben.player, view.id, { invitation: view.invitation!.code });
    const rand = prng(100 + g);
    while (view.status === 'active' && view.turn) {
      view = await service.games.act(people.get(view.turn.player.id)!, view.id, chooseAction(view.turn, rand));
      actions += 1;
    }
    gameRead += readings.filter((r) => r.operation !== 'getPlayer').reduce((s, r) => s + r.read, 0);
    gameWrite += readings.reduce((s, r) => s + r.write + r.indexWrite, 0);
    await service.feed!.idle();
  }
  service.feed!.stop();
  await db.close();
  return { actions, gameRead, gameWrite, notify: notifyClient.totals };
}

const received: string[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push(String(req.headers['webhook-id']));
    res.writeHead(200).end();
  });
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

const off = await run(false, url);
const before = received.length;
const on = await run(true, url);
const events = received.length - before;
server.close();

const per = (n: number, d: number) => (d === 0 ? '0' : (n / d).toFixed(2));
console.log(`${GAMES} two-seat jamb games, ${on.actions} actions, ${events} events delivered (one webhook per player)\n`);
console.log('| | game path RCU per action | game path WCU per action | dispatcher RCU per delivered event | dispatcher WCU per delivered event |');
console.log('|---|---|---|---|---|');
console.log(`| without webhooks | ${per(off.gameRead, off.actions)} | ${per(off.gameWrite, off.actions)} | ${per(off.notify.read, 1)} (total) | ${per(off.notify.write, 1)} (total) |`);
console.log(`| with webhooks | ${per(on.gameRead, on.actions)} | ${per(on.gameWrite, on.actions)} | ${per(on.notify.read, events)} | ${per(on.notify.write, events)} |`);
console.log(`\ndispatcher calls with webhooks: ${JSON.stringify(on.notify.calls)}`);
