import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAMBDA_BUNDLE_OPTIONS } from '../../infra/bundle.js';

/**
 * Builds a benchmark part (a module under bench/, e.g. 'api/server-process.ts') into one ES
 * module with the deployed bundles' esbuild options (infra/bundle.ts), and returns its path
 * for `startPart`. A server measured this way runs the JavaScript a function runs. Run by
 * tsx instead, the project's code (and only it: the libraries are JavaScript already) pays
 * for tsx keeping function names, a property definition for every closure made (making the
 * services of one request cost 9 µs under tsx, 0.5 µs bundled).
 * `readable` keeps names and leaves the code unminified, for a CPU profile.
 */
export async function bundlePart(module: string, { readable = false } = {}): Promise<string> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'yamb-bench-')), `${module.replace(/\W+/g, '-')}.mjs`);
  await build({
    ...LAMBDA_BUNDLE_OPTIONS,
    // Unminified, the banner's `createRequire` would clash with a module's own import of it.
    ...(readable && { minify: false, banner: { js: "import { createRequire as createBannerRequire } from 'module'; const require = createBannerRequire(import.meta.url);" } }),
    entryPoints: [fileURLToPath(new URL(`../${module}`, import.meta.url))],
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}
