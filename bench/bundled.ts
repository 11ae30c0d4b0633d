import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundlePart } from './support/bundle.js';

/*
 * `node --import tsx bench/bundled.ts <module under bench/> [args]`: runs a benchmark built as
 * the functions are (support/bundle.ts) by node, so that the project's code is measured as
 * Lambda runs it. TSX=1 runs the module by tsx instead.
 */
const [module, ...args] = process.argv.slice(2);
if (!module) throw new Error('usage: bench/bundled.ts <module under bench/> [args]');
const run = process.env.TSX ? ['--import', 'tsx', fileURLToPath(new URL(module, import.meta.url))] : [await bundlePart(module)];
process.exitCode = spawnSync(process.execPath, [...run, ...args], { stdio: 'inherit' }).status ?? 1;
