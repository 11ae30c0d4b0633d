import type { BuildOptions } from 'esbuild';

/**
 * The one esbuild configuration of the Lambda bundles (the API, the stream dispatcher and the
 * sweeper), used by CDK's NodejsFunction (see constructs/bundled-function.ts), by `npm run
 * build`, by the cold-start bench and by the bundle test, so the artefacts measured and tested
 * locally are built the way the deployed ones are.
 *
 * Everything is bundled, the AWS SDK included: the runtime's preinstalled SDK changes version
 * under a deployed function without a deploy, while the pinned SDK in package-lock.json is the
 * one the contract tests ran against; a bundled, tree-shaken, minified SDK also loads faster
 * than the runtime's copy spread over hundreds of files.
 */

/** The API function's handler source, relative to the project root. */
export const LAMBDA_ENTRY = 'src/entry/lambda.ts';
/** The webhook functions' sources: the stream dispatcher and the scheduled sweeper. */
export const DISPATCHER_ENTRY = 'src/entry/dispatcher.ts';
export const SWEEPER_ENTRY = 'src/entry/sweeper.ts';
/** The event streams' source, behind a function URL with response streaming. */
export const STREAMS_ENTRY = 'src/entry/streams-lambda.ts';
/** The rotation of the webhook keyring secret, called by Secrets Manager. */
export const ROTATOR_ENTRY = 'src/entry/keyring-rotator.ts';
/** Every function's bundle, by the name `npm run build` gives it. */
export const LAMBDA_ENTRIES = { api: LAMBDA_ENTRY, dispatcher: DISPATCHER_ENTRY, sweeper: SWEEPER_ENTRY, streams: STREAMS_ENTRY, rotator: ROTATOR_ENTRY } as const;
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
