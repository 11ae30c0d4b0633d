import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_OPTIONS } from '../infra/bundle.js';
import { PROJECT_ROOT } from '../infra/paths.js';
import { buildBundle, kib } from '../scripts/build.js';

/*
 * `npm run bench:coldstart [-- runs]`: the import cost of the Lambda bundle, the part of a cold
 * start our code controls, against a baseline bundle of only the three libraries the API is
 * built on (hono, graphql-yoga, the DynamoDB client), built with the same options in the same
 * run. Each sample is a fresh `node` process timing `import()` of the bundle with hrtime, as the
 * runtime does on a cold start. Target: the app's median at most 1.3 times the baseline's.
 */
const RUNS = Number(process.argv[2] ?? process.env.RUNS ?? 15);
const TARGET_RATIO = 1.3;

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

const CHILD = `
const started = process.hrtime.bigint();
const module = await import(process.env.BENCH_BUNDLE_URL);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
if (typeof module.handler !== 'function') throw new Error('no handler exported');
process.stdout.write(String(ms));
`;

interface Bundle {
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  readonly mapBytes: number;
}

/** Milliseconds to import `file` in a fresh node process, with the given NODE_OPTIONS. */
function importOnce(file: string, nodeOptions: string): number {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: nodeOptions,
      BENCH_BUNDLE_URL: pathToFileURL(file).href,
      TABLE_NAME: 'yamb',
      AWS_REGION: 'eu-west-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`importing ${file} failed:\n${child.stderr}`);
  return Number(child.stdout);
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'yamb-coldstart-'));
try {
  const app = await buildBundle(join(dir, 'app', 'index.mjs'));
  const baselineFile = join(dir, 'baseline', 'index.mjs');
  await build({ ...LAMBDA_BUNDLE_OPTIONS, stdin: { contents: BASELINE_ENTRY, resolveDir: PROJECT_ROOT, loader: 'js', sourcefile: 'baseline.js' }, outfile: baselineFile, absWorkingDir: PROJECT_ROOT, logLevel: 'warning' });
  const bundles: Bundle[] = [
    { name: 'app', file: app.file, bytes: app.bytes, mapBytes: app.mapBytes },
    { name: 'baseline', file: baselineFile, bytes: statSync(baselineFile).size, mapBytes: statSync(`${baselineFile}.map`).size },
  ];

  console.log(`cold import, median of ${RUNS} fresh node ${process.version} processes each (one discarded warm-up), ${process.arch}`);
  console.log(`  ${'bundle'.padEnd(10)}${'size'.padStart(12)}${'source map'.padStart(14)}`);
  for (const b of bundles) console.log(`  ${b.name.padEnd(10)}${kib(b.bytes).padStart(12)}${kib(b.mapBytes).padStart(14)}`);
  console.log(`  size ratio app/baseline: ${(bundles[0]!.bytes / bundles[1]!.bytes).toFixed(2)}`);

  let missed = false;
  // As deployed (NODE_OPTIONS=--enable-source-maps on the function), and without source maps.
  for (const nodeOptions of ['--enable-source-maps', '']) {
    const samples = new Map<string, number[]>(bundles.map((b) => [b.name, []]));
    for (const b of bundles) importOnce(b.file, nodeOptions);
    // Interleaved, so a slower patch of the machine weighs on both bundles alike.
    for (let i = 0; i < RUNS; i++) for (const b of bundles) samples.get(b.name)!.push(importOnce(b.file, nodeOptions));
    const [appMs, baseMs] = bundles.map((b) => median(samples.get(b.name)!)) as [number, number];
    const ratio = appMs / baseMs;
    const label = nodeOptions || '(no NODE_OPTIONS)';
    console.log(`\n  ${label}`);
    for (const b of bundles) {
      const xs = samples.get(b.name)!;
      console.log(`    ${b.name.padEnd(10)} median ${median(xs).toFixed(1).padStart(6)} ms   min ${Math.min(...xs).toFixed(1).padStart(6)}   max ${Math.max(...xs).toFixed(1).padStart(6)}`);
    }
    console.log(`    import-time ratio app/baseline: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'ok' : 'MISSED'}`);
    if (nodeOptions && ratio > TARGET_RATIO) missed = true;
  }
  if (missed) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
