import type { BuildOptions } from 'esbuild';

/**
 * The one esbuild configuration of the Lambda bundle, used by CDK's NodejsFunction (see
 * constructs/function.ts), by `npm run build`, by the cold-start bench and by the bundle test,
 * so the artefact measured and tested locally is built the way the deployed one is.
 *
 * Everything is bundled, the AWS SDK included: the runtime's preinstalled SDK changes version
 * under a deployed function without a deploy, while the pinned SDK in package-lock.json is the
 * one the contract tests ran against; a bundled, tree-shaken, minified SDK also loads faster
 * than the runtime's copy spread over hundreds of files.
 */

/** The Lambda handler's source, relative to the project root. */
export const LAMBDA_ENTRY = 'src/entry/lambda.ts';
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
  // Nothing is external (see above).
  external: [],
} as const satisfies BuildOptions;

/**
 * Modules that must never reach the Lambda bundle: the embedded engine is for tests and the
 * local server only. The build checks its metafile against these.
 */
export const FORBIDDEN_IN_BUNDLE = [/(^|\/)node_modules\/dynalite\//, /(^|\/)src\/store\/embedded\.ts$/, /(^|\/)src\/entry\/local\.ts$/];
