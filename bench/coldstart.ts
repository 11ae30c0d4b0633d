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

// Prints the import time, then the time of the first GraphQL request after it (the app loads
// GraphQL on its first request, so that cost moves there; the baseline pays it at import).
const CHILD = `
const started = process.hrtime.bigint();
const module = await import(process.env.BENCH_BUNDLE_URL);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
if (typeof module.handler !== 'function') throw new Error('no handler exported');
const event = {
  version: '2.0', routeKey: '$default', rawPath: '/graphql', rawQueryString: '',
  headers: { 'content-type': 'application/json', accept: 'application/json', host: 'bench' },
  requestContext: { http: { method: 'POST', path: '/graphql', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' }, requestId: 'bench', stage: '$default', timeEpoch: 0 },
  body: JSON.stringify({ query: '{ __typename }' }), isBase64Encoded: false,
};
const before = process.hrtime.bigint();
const response = await module.handler(event, {});
const first = Number(process.hrtime.bigint() - before) / 1e6;
if (response.statusCode !== 200) throw new Error('GraphQL answered ' + response.statusCode + ': ' + response.body);
process.stdout.write(ms + ' ' + first);
`;

interface Bundle {
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  readonly mapBytes: number;
}

/** Milliseconds to import `file` in a fresh node process, and to serve a first GraphQL request then. */
function importOnce(file: string, nodeOptions: string): [importMs: number, firstGraphQLMs: number] {
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
  // The app logs the request on stdout first; the figures are the last line.
  const [importMs, firstMs] = (child.stdout.trim().split('\n').at(-1) ?? '').split(' ').map(Number) as [number, number];
  return [importMs, firstMs];
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
    const withGraphQL = new Map<string, number[]>(bundles.map((b) => [b.name, []]));
    for (const b of bundles) importOnce(b.file, nodeOptions);
    // Interleaved, so a slower patch of the machine weighs on both bundles alike.
    for (let i = 0; i < RUNS; i++) {
      for (const b of bundles) {
        const [importMs, firstMs] = importOnce(b.file, nodeOptions);
        samples.get(b.name)!.push(importMs);
        withGraphQL.get(b.name)!.push(importMs + firstMs);
      }
    }
    const [appMs, baseMs] = bundles.map((b) => median(samples.get(b.name)!)) as [number, number];
    const ratio = appMs / baseMs;
    const label = nodeOptions || '(no NODE_OPTIONS)';
    console.log(`\n  ${label}`);
    for (const b of bundles) {
      const xs = samples.get(b.name)!;
      console.log(`    ${b.name.padEnd(10)} median ${median(xs).toFixed(1).padStart(6)} ms   min ${Math.min(...xs).toFixed(1).padStart(6)}   max ${Math.max(...xs).toFixed(1).padStart(6)}`);
    }
    console.log(`    import-time ratio app/baseline: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'ok' : 'MISSED'}`);
    const [appFirst, baseFirst] = bundles.map((b) => median(withGraphQL.get(b.name)!)) as [number, number];
    console.log(`    import + first GraphQL request: app ${appFirst.toFixed(1)} ms, baseline ${baseFirst.toFixed(1)} ms, ratio ${(appFirst / baseFirst).toFixed(2)} (informational)`);
    if (nodeOptions && ratio > TARGET_RATIO) missed = true;
  }
  if (missed) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
