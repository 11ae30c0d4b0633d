import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_OPTIONS } from '../infra/bundle.js';
import { PROJECT_ROOT } from '../infra/paths.js';
import { LAMBDA_ENTRIES } from '../infra/bundle.js';
import { buildBundle, bundleSizes, kib } from '../scripts/build.js';
import { printSummary, summarize } from '../scripts/profile-summary.js';
import { createService } from '../src/service/index.js';
import { silentLogger } from '../src/log.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import type { Part } from './support/processes.js';
import { startPart } from './support/processes.js';
import { storeClient } from './support/store-client.js';

/*
 * `npm run bench:coldstart [-- runs]`: what a cold start of the Lambda bundle costs, each
 * sample a fresh `node` process that imports the bundle as the runtime does (coldstart/
 * first-request.mjs) and calls its handler with API Gateway events.
 *
 * 1. The first request after import against a warm one, for REST and GraphQL: the process
 *    plays a fresh solo game on a dynalite store (a process of its own), its first action
 *    and then 30 more; the ratio is the first over the median of the warm ones, per process.
 *    Target: at most 2 for each. REST then reads the game's move log twice, from a route group
 *    the function loads on the first request to any of them: what that first request pays.
 *    REST is measured on the REST function (src/entry/lambda.ts), GraphQL on the GraphQL
 *    function (src/entry/graphql-lambda.ts), as API Gateway routes them.
 * 2. The import of each of the two HTTP functions against a baseline bundle of only the three
 *    libraries the API is built on (hono, graphql-yoga, the DynamoDB client), built with the
 *    same options in the same run. A function's import is its init phase: loading its code (up
 *    to the mark the entry sets before its warm-up) and then the warm-up, which runs each
 *    request path once so that the first request does not (src/entry/warm-up.ts). Target:
 *    loading at most 1.3 times the baseline's import; the whole init phase is printed beside it.
 *    The init of the functions that serve no API request (the dispatcher, the sweeper, the
 *    streams) is printed after them, without a target.
 *
 * Each function's bundle is built as deployed (scripts/build.ts) and its sizes printed: what
 * its cold start loads, and what it loads only on demand. Every process runs with the settings
 * the stack gives the function: its table (dynalite, a process of its own), and the webhook
 * keyring and push key as Secrets Manager secrets (a stand-in on the loopback that speaks the
 * service's protocol), so an init that reads a secret pays for it here as on AWS.
 */
const RUNS = Number(process.argv[2] ?? process.env.RUNS ?? 15);
// PROFILE_DIR=<dir>: the first-request processes write CPU profiles there (scripts/profile-summary.ts reads them).
const PROFILE = process.env.PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : null;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const WARM = 30;
const TARGETS = { rest: 2, graphql: 2, import: 1.3 };

const BASELINE_ENTRY = `
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { createSchema, createYoga } from 'graphql-yoga';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
const client = new DynamoDBClient({});
const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { ok: Boolean! }', resolvers: { Query: { ok: () => true } } }) });
const app = new Hono();
app.get('/', (c) => c.json({ ok: true, region: typeof client.config.region }));
app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw));
export const handler = handle(app);
`;

const CHILD = fileURLToPath(new URL('./coldstart/first-request.mjs', import.meta.url));

interface Sample {
  readonly importMs: number;
  readonly loadMs: number;
  readonly importCpuMs: number;
  readonly loadCpuMs: number;
  readonly firstMs: number;
  readonly warmMs: readonly number[];
  readonly firstCpuMs: number;
  readonly warmCpuMs: readonly number[];
  /** REST: the first and the second request to a route group loaded on demand (the game's move log). */
  readonly lazyMs: readonly number[];
  readonly pid: number;
  readonly firstWindow: readonly [number, number];
}

/** One fresh process: import `file`, then (rest, graphql) the first action and the warm ones. */
function coldStart(file: string, mode: 'import' | 'rest' | 'graphql', nodeOptions: string, env: Record<string, string> = {}): Sample {
  const child = spawnSync(process.execPath, [...(mode !== 'import' && PROFILE ? PROFILE : []), CHILD], {
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: nodeOptions,
      BENCH_BUNDLE_URL: pathToFileURL(file).href,
      BENCH_MODE: mode,
      BENCH_WARM: String(WARM),
      TABLE_NAME: 'yamb',
      AWS_REGION: 'eu-west-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`a cold start of ${file} (${mode}) failed:\n${child.stderr}`);
  // The app logs each request on stdout; the figures are the last line.
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as Sample;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const range = (xs: readonly number[], digits = 1) => `median ${median(xs).toFixed(digits).padStart(6)}  (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;

const dir = mkdtempSync(join(tmpdir(), 'yamb-coldstart-'));
const parts: Part[] = [];
let missed = false;
try {
  const app = await buildBundle(join(dir, 'api', 'index.mjs'));
  const graphql = await buildBundle(join(dir, 'graphql', 'index.mjs'), LAMBDA_ENTRIES.graphql);
  const baselineFile = join(dir, 'baseline', 'index.mjs');
  await build({ ...LAMBDA_BUNDLE_OPTIONS, stdin: { contents: BASELINE_ENTRY, resolveDir: PROJECT_ROOT, loader: 'js', sourcefile: 'baseline.js' }, outfile: baselineFile, absWorkingDir: PROJECT_ROOT, logLevel: 'warning' });
  console.log(`cold starts, median of ${RUNS} fresh node ${process.version} processes each, ${process.arch}`);
  console.log(`  baseline  ${kib(statSync(baselineFile).size)} (one file)`);
  console.log(`  api       ${bundleSizes(app)} (REST)`);
  console.log(`  graphql   ${bundleSizes(graphql)}`);
  // The functions that serve no API request: their init is measured below, for the record.
  const others: { name: string; file: string }[] = [];
  for (const [name, entry] of Object.entries(LAMBDA_ENTRIES)) {
    if (name === 'api' || name === 'graphql') continue;
    const bundle = await buildBundle(join(dir, name, 'index.mjs'), entry);
    console.log(`  ${name.padEnd(9)} ${bundleSizes(bundle)}`);
    if (name !== 'rotator') others.push({ name, file: bundle.file });
  }

  // 1. First request against warm ones, as deployed (NODE_OPTIONS=--enable-source-maps).
  const store = await startPart('store', 'support/store-process.ts');
  parts.push(store);
  const { endpoint, tableName } = store.ready as { endpoint: string; tableName: string };
  const service = createService({ store: createDynamoStore({ client: storeClient(endpoint), tableName }), log: silentLogger });
  const keyringArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:webhook-keys';
  const pushArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:push-key';
  const secrets = await startPart('secrets', 'support/secrets-process.ts', [
    JSON.stringify({
      [keyringArn]: JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') }),
      [pushArn]: JSON.stringify({ privateKey: randomBytes(32).toString('hex') }),
    }),
  ]);
  parts.push(secrets);
  const deployedEnv = {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: tableName,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: String(secrets.ready.endpoint),
    WEBHOOK_KEYS_SECRET_ARN: keyringArn,
    PUSH_KEYS_SECRET_ARN: pushArn,
  };
  const modes = ['rest', 'graphql'] as const;
  const samples = new Map<string, Sample[]>(modes.map((m) => [m, []]));
  for (let i = -1; i < RUNS; i++) {
    for (const mode of modes) {
      const { player, token } = await service.players.register(`Cold ${mode} ${i}`);
      const game = await service.games.create(player, { ruleset: 'jamb', seats: 1 });
      const sample = coldStart((mode === 'rest' ? app : graphql).file, mode, '--enable-source-maps', { ...deployedEnv, BENCH_TOKEN: token, BENCH_GAME: game.id });
      if (i >= 0) samples.get(mode)!.push(sample); // the first round warms the machine's caches
    }
  }
  console.log(`\n  first request after import against a warm one (${WARM} warm actions per process, --enable-source-maps)`);
  for (const mode of modes) {
    const xs = samples.get(mode)!;
    const ratios = xs.map((s) => s.firstMs / median(s.warmMs));
    const ratio = median(ratios);
    missed ||= ratio > TARGETS[mode];
    console.log(`    ${mode.padEnd(8)} import   ${range(xs.map((s) => s.importMs))} ms`);
    console.log(`    ${''.padEnd(8)} first    ${range(xs.map((s) => s.firstMs))} ms`);
    console.log(`    ${''.padEnd(8)} warm     ${range(xs.map((s) => median(s.warmMs)), 2)} ms`);
    console.log(`    ${''.padEnd(8)} first / warm ${range(ratios, 2)}: ${ratio <= TARGETS[mode] ? 'met' : 'MISSED'} (target at most ${TARGETS[mode]})`);
    // The same in CPU time of the function's process: its own work, without the store's replies.
    const cpuRatios = xs.map((s) => s.firstCpuMs / median(s.warmCpuMs));
    console.log(`    ${''.padEnd(8)} by CPU: first ${median(xs.map((s) => s.firstCpuMs)).toFixed(1)} ms, warm ${median(xs.map((s) => median(s.warmCpuMs))).toFixed(2)} ms, first / warm ${range(cpuRatios, 2)}`);
    if (mode === 'rest') {
      // No target: what the first request to the route groups loaded on demand pays (the move log), and the same again.
      console.log(`    ${''.padEnd(8)} a route group loaded on demand (GET /v1/games/{id}/moves): first ${range(xs.map((s) => s.lazyMs[0]!))} ms, then ${range(xs.map((s) => s.lazyMs[1]!), 2)} ms`);
    }
  }
  if (PROFILE) {
    // Where the first request of the last process of each mode spent its time.
    for (const mode of modes) {
      const last = samples.get(mode)!.at(-1)!;
      const file = readdirSync(process.env.PROFILE_DIR!).find((f) => f.includes(`.${last.pid}.`) && f.endsWith('.cpuprofile'));
      if (!file) continue;
      console.log(`\n  ${mode}: the first request after import`);
      printSummary(summarize(JSON.parse(readFileSync(join(process.env.PROFILE_DIR!, file), 'utf8')), ...last.firstWindow), Number(process.env.PROFILE_ROWS ?? 25));
    }
  }

  // 2. Each function's import against the baseline's, as deployed and without source maps.
  const bundles = [
    { name: 'rest', file: app.file },
    { name: 'graphql', file: graphql.file },
    { name: 'baseline', file: baselineFile },
    ...others,
  ];
  for (const nodeOptions of PROFILE ? [] : ['--enable-source-maps', '']) {
    const runs = new Map<string, Sample[]>(bundles.map((b) => [b.name, []]));
    for (const b of bundles) coldStart(b.file, 'import', nodeOptions, deployedEnv);
    // Interleaved, so a slower patch of the machine weighs on both bundles alike.
    for (let i = 0; i < RUNS; i++) for (const b of bundles) runs.get(b.name)!.push(coldStart(b.file, 'import', nodeOptions, deployedEnv));
    const baseline = runs.get('baseline')!;
    const base = median(baseline.map((s) => s.importMs));
    const baseCpu = median(baseline.map((s) => s.importCpuMs));
    console.log(`\n  import, ${nodeOptions || '(no NODE_OPTIONS)'}: wall ms (CPU ms of the process)`);
    console.log(`    baseline   import  ${range(baseline.map((s) => s.importMs))} (${median(baseline.map((s) => s.importCpuMs)).toFixed(1)}) ms`);
    for (const fn of ['rest', 'graphql']) {
      const ofFn = runs.get(fn)!;
      const loadRatio = median(ofFn.map((s) => s.loadMs)) / base;
      const by = (f: (s: Sample) => number) => `by CPU ${(median(ofFn.map(f)) / baseCpu).toFixed(2)}`;
      console.log(`    ${fn.padEnd(10)} loading ${range(ofFn.map((s) => s.loadMs))} (${median(ofFn.map((s) => s.loadCpuMs)).toFixed(1)}) ms, ${loadRatio.toFixed(2)} of the baseline (${by((s) => s.loadCpuMs)}): ${loadRatio <= TARGETS.import ? 'met' : 'MISSED'} (target at most ${TARGETS.import})`);
      console.log(`               warm-up ${range(ofFn.map((s) => s.importMs - s.loadMs))} (${median(ofFn.map((s) => s.importCpuMs - s.loadCpuMs)).toFixed(1)}) ms`);
      console.log(`               init    ${range(ofFn.map((s) => s.importMs))} (${median(ofFn.map((s) => s.importCpuMs)).toFixed(1)}) ms, loading and warm-up: ${(median(ofFn.map((s) => s.importMs)) / base).toFixed(2)} of the baseline (${by((s) => s.importCpuMs)})`);
      if (nodeOptions) missed ||= loadRatio > TARGETS.import;
    }
    // No target: what a cold start of each of the other functions costs, its whole init (no warm-up).
    for (const { name } of others) {
      const ofFn = runs.get(name)!;
      console.log(`    ${name.padEnd(10)} init    ${range(ofFn.map((s) => s.importMs))} (${median(ofFn.map((s) => s.importCpuMs)).toFixed(1)}) ms, ${(median(ofFn.map((s) => s.importMs)) / base).toFixed(2)} of the baseline`);
    }
  }
  const reads = await secrets.call<string[]>({ type: 'reads' });
  console.log(`\n  secrets read by all these cold starts (and their first and warm requests): the keyring ${reads.filter((id) => id === keyringArn).length} times, the push key ${reads.filter((id) => id === pushArn).length}`);
  console.log(missed ? '\nSome targets missed.' : '\nAll targets met.');
  if (missed) process.exitCode = 1;
} finally {
  await Promise.all(parts.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
}
