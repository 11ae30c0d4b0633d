import { build } from 'esbuild';
import { join } from 'node:path';
import { LAMBDA_BUNDLE_OPTIONS } from '../../infra/bundle.js';
import { PROJECT_ROOT } from '../../infra/paths.js';

/**
 * Builds a benchmark module (a path under bench/, e.g. 'api/server-process.ts') into one ES
 * module with the deployed functions' esbuild options (infra/bundle.ts), under dist/bench/,
 * and returns its path (for `startPart`, or to run by node). Measured this way the project's
 * code runs as a function runs it. Run by tsx instead, the project's code (and only it: the
 * libraries are JavaScript already) pays for tsx keeping function names, a property defined
 * for every closure made (making the services of one request costs 9 µs under tsx, 0.5 µs
 * bundled). The embedded store stays outside, loaded from node_modules (it is never part of
 * a function). `readable` keeps names and leaves the code unminified, for a CPU profile.
 */
export async function bundlePart(module: string, { readable = false } = {}): Promise<string> {
  const outfile = join(PROJECT_ROOT, 'dist', 'bench', module.replace(/\.ts$/, readable ? '.readable.mjs' : '.mjs'));
  await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    // Unminified, the banner's `createRequire` would clash with a module's own import of it.
    ...(readable && { minify: false, banner: { js: "import { createRequire as createBannerRequire } from 'module'; const require = createBannerRequire(import.meta.url);" } }),
    external: ['dynalite'],
    entryPoints: [join(PROJECT_ROOT, 'bench', module)],
    absWorkingDir: PROJECT_ROOT,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
