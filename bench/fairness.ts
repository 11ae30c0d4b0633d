/**
 * Fair-use benchmark: `npm run bench:fairness [-- --games 20 --reads 300]`.
 *
 * Abuse beside a victim, over real sockets on one server as `npm start` runs it (the embedded
 * store, the background worker of bot turns, the default quotas). The victim sends a cheap
 * read (`GET /v1/rulesets`) fifty times a second (within its quota), from an address of its
 * own. First at rest: the anchor, measured in the same run. Then an abuser
 * fires a burst of `--games` creates of games of eight strong bots at once and the victim
 * keeps reading until every accepted game has been played to its end in the background.
 * Printed: the victim's median and worst read during the burst as ratios to the same read at
 * rest, how the burst was answered, and the CPU the burst cost the server.
 */
import { type ServerType, serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app/index.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { silentLogger } from '../src/log.js';
import { DEFAULT_RATE_LIMIT, createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BURST = arg('--games', 20);
const READS_AT_REST = arg('--reads', 300);

const db = await startEmbeddedDynamo();
const service = createService({ store: createDynamoStore({ client: db.client, tableName: db.tableName }), log: silentLogger, rateLimit: DEFAULT_RATE_LIMIT });
const app = createApp({ service, logger: silentLogger, clientAddress: (c) => c.req.header('x-client-address') });
let server: ServerType | undefined;
const port = await new Promise<number>((resolve) => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
});
const origin = `http://127.0.0.1:${port}`;

/** A read every PACE_MS at most: 50 a second, within an address's quota. */
const PACE_MS = 20;
const pause = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));

/** One read of the victim's: its latency in milliseconds (then its pause). */
async function read(): Promise<number> {
  await pause();
  const started = performance.now();
  const res = await fetch(`${origin}/v1/rulesets`, { headers: { 'x-client-address': '198.51.100.1' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`victim read answered ${res.status}`);
  return performance.now() - started;
}

const quantile = (xs: readonly number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

// Warm up, then the anchor: the read at rest.
for (let i = 0; i < 50; i++) await read();
const rest: number[] = [];
for (let i = 0; i < READS_AT_REST; i++) rest.push(await read());

// The abuser: one player, a burst of creates of eight strong bots, from its own address.
const abuser = { 'x-client-address': '203.0.113.9', 'content-type': 'application/json' };
const registered = (await (await fetch(`${origin}/v1/players`, { method: 'POST', headers: abuser, body: JSON.stringify({ name: 'Abuser' }) })).json()) as { token: string };
const auth = { ...abuser, authorization: `Bearer ${registered.token}` };
const body = JSON.stringify({ ruleset: 'jamb', seats: 8, bots: Array.from({ length: 8 }, () => ({ level: 'strong' })) });

const cpuBefore = process.cpuUsage();
const startedAt = performance.now();
const during: number[] = [];
let burstDone = false;
const burst = (async () => {
  const answers = await Promise.all(Array.from({ length: BURST }, () => fetch(`${origin}/v1/games`, { method: 'POST', headers: auth, body }).then(async (r) => (await r.arrayBuffer(), r.status))));
  // Where bots play in the request (before they were moved off it), the answers are the end.
  await service.bots?.idle();
  burstDone = true;
  return answers;
})();
while (!burstDone) during.push(await read());
const statuses = await burst;
const wall = performance.now() - startedAt;
const cpu = process.cpuUsage(cpuBefore);

const count = (status: number) => statuses.filter((s) => s === status).length;
const restWorst = Math.max(...rest);
const duringWorst = Math.max(...during);
console.log(`\nbench:fairness — ${BURST} creates of eight strong bots at once, the victim reading GET /v1/rulesets from another address\n`);
console.log(`burst answered: ${count(201)} x 201, ${count(429)} x 429, ${statuses.length - count(201) - count(429)} other; played to the end in ${(wall / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of server CPU\n`);
console.log('| victim read | reads | p50 | p99 | worst | p50 ratio | worst ratio |');
console.log('|---|---|---|---|---|---|---|');
console.log(`| at rest (anchor) | ${rest.length} | ${ms(quantile(rest, 0.5))} | ${ms(quantile(rest, 0.99))} | ${ms(restWorst)} | 1.00 | 1.00 |`);
console.log(`| during the burst | ${during.length} | ${ms(quantile(during, 0.5))} | ${ms(quantile(during, 0.99))} | ${ms(duringWorst)} | ${(quantile(during, 0.5) / quantile(rest, 0.5)).toFixed(2)} | ${(duringWorst / restWorst).toFixed(2)} |`);

(server as unknown as { closeAllConnections?: () => void })?.closeAllConnections?.();
await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
service.bots?.stop();
await db.close();
