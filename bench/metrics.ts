import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { LAMBDA_ENTRY } from '../infra/bundle.js';
import { buildBundle, kib } from '../scripts/build.js';
import { silentLogger } from '../src/log.js';
import { createService } from '../src/service/index.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import type { Part } from './support/processes.js';
import { startPart } from './support/processes.js';
import { storeClient } from './support/store-client.js';

/*
 * `npm run bench:metrics [-- runs]`: what Powertools Metrics costs the API function, A/B in one
 * run. Both bundles are built from the same sources with the deployed options; in `off`,
 * `@aws-lambda-powertools/metrics` is replaced by a class that does nothing, so the difference
 * is exactly its import and its EMF lines. Fresh node processes, interleaved: each imports a
 * bundle (the init phase, warm-up included), then plays the first action of a fresh solo game
 * and 30 more, each of which counts one accepted action and writes its EMF line. Reported:
 * import, first request and warm request medians, and `on / off` for each.
 *
 * Tracing has no counterpart here: Lambda's active tracing records its segments outside the
 * function's code (no X-Ray SDK is bundled), so it adds nothing to import or requests.
 */
const RUNS = Number(process.argv[2] ?? process.env.RUNS ?? 15);
const WARM = 30;
const CHILD = fileURLToPath(new URL('./coldstart/first-request.mjs', import.meta.url));

/** The do-nothing stand-in for Powertools Metrics of the `off` bundle. */
const metricsOff: Plugin = {
  name: 'metrics-off',
  setup(b) {
    b.onResolve({ filter: /^@aws-lambda-powertools\/metrics$/ }, () => ({ path: 'metrics-off', namespace: 'metrics-off' }));
    b.onLoad({ filter: /.*/, namespace: 'metrics-off' }, () => ({
      contents: 'export const MetricUnit = { Count: "Count" }; export class Metrics { addMetric() {} serializeMetrics() { return {}; } clearMetrics() {} publishStoredMetrics() {} }',
      loader: 'js',
    }));
  },
};

interface Sample {
  readonly importMs: number;
  readonly firstMs: number;
  readonly warmMs: readonly number[];
}

function run(file: string, env: Record<string, string>): Sample {
  const child = spawnSync(process.execPath, [CHILD], {
    env: { PATH: process.env.PATH, NODE_OPTIONS: '--enable-source-maps', BENCH_BUNDLE_URL: pathToFileURL(file).href, BENCH_MODE: 'rest', BENCH_WARM: String(WARM), AWS_REGION: 'eu-west-1', ...env },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`a cold start of ${file} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as Sample;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'yamb-bench-metrics-'));
const parts: Part[] = [];
try {
  const on = await buildBundle(join(dir, 'on', 'index.mjs'));
  const off = await buildBundle(join(dir, 'off', 'index.mjs'), LAMBDA_ENTRY, [metricsOff]);
  const offFile = off.file;
  const bundles = [
    { name: 'on', file: on.file },
    { name: 'off', file: offFile },
  ];
  console.log(`Powertools Metrics in the API function, median of ${RUNS} fresh node ${process.version} processes each, ${process.arch}`);
  console.log(`  bundle at import: on ${kib(on.bytes)}, off ${kib(off.bytes)} (+${kib(on.bytes - off.bytes)})`);

  const store = await startPart('store', 'support/store-process.ts');
  parts.push(store);
  const { endpoint, tableName } = store.ready as { endpoint: string; tableName: string };
  const service = createService({ store: createDynamoStore({ client: storeClient(endpoint), tableName }), log: silentLogger });
  const env = { AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TABLE_NAME: tableName };
  const samples = new Map<string, Sample[]>(bundles.map((b) => [b.name, []]));
  for (let i = -1; i < RUNS; i++) {
    // Interleaved, in alternating order, so a slower patch of the machine weighs on both alike.
    for (const b of i % 2 === 0 ? bundles : [...bundles].reverse()) {
      const { player, token } = await service.players.register(`Metrics ${b.name} ${i}`);
      const game = await service.games.create(player, { ruleset: 'jamb', seats: 1 });
      const sample = run(b.file, { ...env, BENCH_TOKEN: token, BENCH_GAME: game.id });
      if (i >= 0) samples.get(b.name)!.push(sample); // the first round warms the machine's caches
    }
  }
  const figure = (name: string, pick: (s: Sample) => number) => median(samples.get(name)!.map(pick));
  const rows: [string, (s: Sample) => number][] = [
    ['import (init phase)', (s) => s.importMs],
    ['first request', (s) => s.firstMs],
    ['warm request', (s) => median(s.warmMs)],
  ];
  console.log(`\n  ${'median ms'.padEnd(22)} ${'on'.padStart(8)} ${'off'.padStart(8)}   on / off`);
  for (const [label, pick] of rows) {
    const [a, b] = [figure('on', pick), figure('off', pick)];
    console.log(`  ${label.padEnd(22)} ${a.toFixed(2).padStart(8)} ${b.toFixed(2).padStart(8)}   ${(a / b).toFixed(3)}`);
  }
} finally {
  await Promise.all(parts.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
}
