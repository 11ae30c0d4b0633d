import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LAMBDA_BUNDLE_OPTIONS } from '../infra/bundle.js';
import { PROJECT_ROOT } from '../infra/paths.js';

/*
 * `node --import tsx bench/bundled.ts <module under bench/> [args]`: builds the benchmark with
 * the deployed functions' esbuild options (infra/bundle.ts) and runs the built module by node,
 * so that the project's code is measured as Lambda runs it, not as tsx runs it (tsx defines
 * the name of every closure the project's code makes; the libraries it is measured against
 * are JavaScript already). The embedded store stays outside the bundle, loaded from
 * node_modules. TSX=1 runs the module by tsx instead.
 */
const [module, ...args] = process.argv.slice(2);
if (!module) throw new Error('usage: bench/bundled.ts <module under bench/> [args]');
const source = join(PROJECT_ROOT, 'bench', module);
// Under dist/, inside the project, so that the embedded store resolves from its node_modules.
const outfile = join(PROJECT_ROOT, 'dist', 'bench', module.replace(/\.ts$/, '.mjs'));
if (!process.env.TSX) await build({ ...LAMBDA_BUNDLE_OPTIONS, external: ['dynalite'], entryPoints: [source], outfile, logLevel: 'warning' });
const run = process.env.TSX ? [process.execPath, ['--import', 'tsx', source, ...args]] as const : [process.execPath, [outfile, ...args]] as const;
const { status } = spawnSync(run[0], run[1], { stdio: 'inherit' });
process.exitCode = status ?? 1;
