import type { BuildOptions, Plugin } from 'esbuild';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from './paths.js';

const CONTRACT_DIR = join(PROJECT_ROOT, 'src', 'contract');

/**
 * The one esbuild configuration of the Lambda bundles (the API, the stream dispatcher, the
 * sweeper, the streams and the keyring rotation), used by `scripts/build.ts` (`buildBundle`),
 * which CDK calls to bundle each function (see constructs/bundled-function.ts), by `npm run
 * build`, by the cold-start bench and by the bundle tests, so the artefacts measured and tested
 * locally are built the way the deployed ones are.
 *
 * Each function is its own bundle from its own entry, and each bundle is split: what a module
 * imports with `import()` (the strategy's tables, say) lands in a chunk of its own under
 * `chunks/`, which the function reads only when that code first runs. Everything a cold start
 * reads and compiles is paid on every cold start: a new dependency, or a static import of
 * something only some requests use, is measured with `npm run bench:coldstart` first.
 *
 * Everything is bundled, the AWS SDK included: the runtime's preinstalled SDK changes version
 * under a deployed function without a deploy, while the pinned SDK in package-lock.json is the
 * one the contract tests ran against; a bundled, tree-shaken, minified SDK also loads faster
 * than the runtime's copy spread over hundreds of files.
 */

/** The API's REST function's handler source (REST, docs, OAuth, the web client), relative to the project root. */
export const LAMBDA_ENTRY = 'src/entry/lambda.ts';
/** The API's GraphQL function's source: /graphql alone, so neither HTTP function loads the other's code. */
export const GRAPHQL_ENTRY = 'src/entry/graphql-lambda.ts';
/** The webhook functions' sources: the stream dispatcher and the scheduled sweeper. */
export const DISPATCHER_ENTRY = 'src/entry/dispatcher.ts';
export const SWEEPER_ENTRY = 'src/entry/sweeper.ts';
/** The event streams' source, behind a function URL with response streaming. */
export const STREAMS_ENTRY = 'src/entry/streams-lambda.ts';
/** The rotation of the webhook keyring secret, called by Secrets Manager. */
export const ROTATOR_ENTRY = 'src/entry/keyring-rotator.ts';
/** Every function's bundle, by the name `npm run build` gives it. */
export const LAMBDA_ENTRIES = { api: LAMBDA_ENTRY, graphql: GRAPHQL_ENTRY, dispatcher: DISPATCHER_ENTRY, sweeper: SWEEPER_ENTRY, streams: STREAMS_ENTRY, rotator: ROTATOR_ENTRY } as const;
/** Every entry exports its handler under this name. */
export const LAMBDA_HANDLER = 'handler';

/** ESM output has no `require`; some CommonJS dependencies call it for Node built-ins. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** Lambda's Node.js runtime; also the esbuild target. */
export const NODE_TARGET = 'node22';

export const LAMBDA_BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: NODE_TARGET,
  minify: true,
  sourcemap: true,
  // Stack traces still map to file:line; without the sources the map is a third of the size,
  // and Node reads and parses it at load under --enable-source-maps (tens of ms on a cold start).
  sourcesContent: false,
  // Prefer ES modules: smaller after tree shaking, and faster to load.
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  // A production build, as libraries read it: in its development mode graphql-js checks every
  // instanceof against copies from another realm, which more than doubled its own time in a
  // mutation (profiled: 150 ms of samples over 3,200 mutations, 58 ms without).
  define: { 'process.env.NODE_ENV': '"production"' },
  // One graphql-js: graphql-jit's CommonJS build requires a few of graphql's files by their
  // CommonJS path, which would bring a second copy of graphql beside the ES one everything
  // else imports (and with it, classes that fail each other's instanceof). Its optional JSON
  // serializer is left out (src/graphql/no-fast-json-stringify.ts). FORBIDDEN_IN_BUNDLE
  // checks both.
  alias: {
    'graphql/error/index.js': 'graphql/error/index.mjs',
    'graphql/utilities/index.js': 'graphql/utilities/index.mjs',
    'graphql/execution/execute.js': 'graphql/execution/execute.mjs',
    'graphql/jsutils/Path.js': 'graphql/jsutils/Path.mjs',
    'fast-json-stringify': './src/graphql/no-fast-json-stringify.ts',
  },
  // Nothing is external (see above).
  external: [],
} as const satisfies BuildOptions;

/**
 * How a function's bundle is written (with `outdir`, by `buildBundle`): its entry as
 * `index.mjs`, and each `import()` as a chunk of its own, loaded when first imported (see above).
 * The options above alone build one file, for side bundles that only tests and benchmarks use.
 */
export const LAMBDA_SPLIT_OPTIONS = {
  splitting: true,
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
} as const satisfies BuildOptions;

/**
 * Plugins of the Lambda build. The contract's modules are declared free of side effects, so a
 * function takes only those whose exports it uses: the contract's plain data (limits, scopes,
 * error codes, operations) is in modules without zod, and a function that validates no request
 * (the dispatcher, the sweeper) loads neither zod nor a schema. zod exports its messages in every language it has as one
 * namespace (`z.locales`), which a bundler cannot take apart: some 260 KiB, a tenth of the API's
 * bundle, parsed at every cold start for messages the API never shows (its errors are its own,
 * in English). zod's index of locales is replaced by one that exports English alone.
 */
export const LAMBDA_PLUGINS: Plugin[] = [
  {
    name: 'zod-english-only',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: join(dirname(args.importer), '../locales/index.js'), namespace: 'zod-english-only' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({ contents: "export { default as en } from './en.js';", resolveDir: dirname(args.path), loader: 'js' }));
    },
  },
  {
    name: 'contract-without-side-effects',
    setup(build) {
      const contract = `${CONTRACT_DIR}/`;
      const again = Symbol('resolving');
      build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, async (args) => {
        if (args.pluginData === again || args.importer.includes('node_modules')) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: again });
        if (resolved.errors.length > 0 || !resolved.path.startsWith(contract)) return undefined;
        return { path: resolved.path, sideEffects: false };
      });
    },
  },
];

/**
 * Modules that must never reach the Lambda bundle: the embedded engine is for tests and the
 * local server only; graphql's CommonJS files and graphql-jit's serializer are aliased away
 * (see `alias` above). The build checks its metafile against these.
 */
export const FORBIDDEN_IN_BUNDLE = [
  /(^|\/)node_modules\/dynalite\//,
  /(^|\/)src\/entry\/embedded-dynamo\.ts$/,
  /(^|\/)src\/entry\/local\.ts$/,
  /(^|\/)node_modules\/graphql\/.*\.js$/,
  /(^|\/)node_modules\/fast-json-stringify\//,
];
