import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Path } from '../bench/api/load-process.js';
import type { Part } from '../bench/support/processes.js';
import { bundlePart } from '../bench/support/bundle.js';
import { startPart } from '../bench/support/processes.js';
import { printSummary, summarize } from './profile-summary.js';

/*
 * `node --import tsx scripts/profile-api.ts [rest|graphql|anchor] [actions] [clients] [rows] [filter]`:
 * a CPU profile of the API server under a bounded load. The same parts as `npm run bench:api`
 * (a dynalite process, the server, the load), the server run under `node --cpu-prof`; after a
 * short warm-up the load plays `actions` actions per client on one path, then the server
 * exits and the samples of the measured load are summarised (time is wall time on the
 * server's thread: on a busy machine, a function that was descheduled looks slower). KEEP_PROFILE=1 keeps the .cpuprofile and prints its
 * path (open it in Chrome's DevTools); otherwise it is deleted.
 */
const [path = 'rest', actions = '1500', clients = '1', rows = '30', filter] = process.argv.slice(2) as [Path?, string?, string?, string?, string?];
const dir = mkdtempSync(join(tmpdir(), 'yamb-profile-'));
const parts: Part[] = [];
const profiled = ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'];
try {
  const store = await startPart('store', 'support/store-process.ts');
  parts.push(store);
  const { endpoint, tableName } = store.ready as { endpoint: string; tableName: string };
  const kind = path === 'anchor' ? 'anchor' : 'app';
  // The anchor's load needs the app too (players, the template game); only the profiled server runs under the profiler.
  // Built as bench:api builds them, unminified so that the profile names functions.
  const server = await bundlePart('api/server-process.ts', { readable: true });
  const app = await startPart('app server', server, ['app', endpoint, tableName], kind === 'app' ? profiled : []);
  parts.push(app);
  const anchor = kind === 'anchor' ? await startPart('anchor server', server, ['anchor', endpoint, tableName], profiled) : app;
  if (anchor !== app) parts.push(anchor);
  const load = await startPart('load', 'api/load-process.ts', [String(app.ready.base), String(anchor.ready.base), endpoint, tableName, clients]);
  parts.push(load);
  await load.call({ type: 'setup' });
  await load.call({ path, clients: Number(clients), actions: 50 });
  // Only the measured load is summarised: not the start-up, the set-up or the warm-up.
  const profiledServer = kind === 'anchor' ? anchor : app;
  const from = await profiledServer.call<number>({ type: 'clock' });
  const { seconds, latencies } = await load.call<{ seconds: number; latencies: number[] }>({ path, clients: Number(clients), actions: Number(actions) });
  const to = await profiledServer.call<number>({ type: 'clock' });
  console.log(`${path}: ${latencies.length} actions in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s) with ${clients} client(s)\n`);
  await Promise.all(parts.splice(0).map((p) => p.stop()));
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  printSummary(summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')), from, to), Number(rows), filter ? new RegExp(filter) : undefined);
  if (process.env.KEEP_PROFILE) console.log(`\nprofile: ${join(dir, file)}`);
} finally {
  await Promise.all(parts.map((p) => p.stop()));
  if (!process.env.KEEP_PROFILE) rmSync(dir, { recursive: true, force: true });
}
