import { build, type Plugin } from 'esbuild';
import { statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORBIDDEN_IN_BUNDLE, LAMBDA_BUNDLE_OPTIONS, LAMBDA_ENTRIES, LAMBDA_ENTRY, LAMBDA_PLUGINS, LAMBDA_SPLIT_OPTIONS } from '../infra/bundle.js';
import { PROJECT_ROOT } from '../infra/paths.js';

export interface BuiltBundle {
  /** The entry, `index.mjs`. */
  readonly file: string;
  /** What a cold start reads and compiles: the entry and the chunks it imports statically. */
  readonly bytes: number;
  /** The source maps of those. */
  readonly mapBytes: number;
  /** The chunks read only when code first imports them (`import()`). */
  readonly onDemand: readonly { readonly file: string; readonly bytes: number }[];
  /** Source files in the bundle, relative to the project root. */
  readonly inputs: readonly string[];
  /** Those of them a cold start loads (the rest are in the chunks on demand). */
  readonly loadedInputs: readonly string[];
}

/**
 * Builds a Lambda bundle (the API's unless `entry` names another, see infra/bundle.ts) with the
 * deployed esbuild options: `outfile` (an `index.mjs` path) and its source map, with the chunks
 * of its dynamic imports in `chunks/` beside it. Fails if a test-only module got in.
 * `plugins` are added to the build's own (a benchmark's variant of the bundle).
 */
export async function buildBundle(outfile: string, entry: string = LAMBDA_ENTRY, plugins: readonly Plugin[] = []): Promise<BuiltBundle> {
  if (!outfile.endsWith('/index.mjs')) throw new Error(`a bundle is written as index.mjs in a folder of its own, not ${outfile}`);
  const outdir = dirname(outfile);
  const result = await build({ ...LAMBDA_BUNDLE_OPTIONS, ...LAMBDA_SPLIT_OPTIONS, plugins: [...LAMBDA_PLUGINS, ...plugins], entryPoints: [join(PROJECT_ROOT, entry)], outdir, absWorkingDir: PROJECT_ROOT, metafile: true, logLevel: 'warning' });
  const source = (p: string) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, p));
  const read = Object.keys(result.metafile.inputs).map(source);
  const forbidden = read.filter((p) => FORBIDDEN_IN_BUNDLE.some((re) => re.test(p)));
  if (forbidden.length > 0) throw new Error(`the Lambda bundle must not contain ${forbidden.join(', ')}`);
  const outputs = result.metafile.outputs;
  // What the chunks hold: a file the build read and tree-shook away entirely is not in the bundle.
  const inputs = [...new Set(Object.values(outputs).flatMap((output) => Object.keys(output.inputs).map(source)))];
  // The entry's static imports, and theirs: what the runtime loads before the handler exists.
  const key = (file: string) => relative(PROJECT_ROOT, file);
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(key(outfile));
  const chunks = Object.keys(outputs).filter((f) => f.endsWith('.mjs'));
  const size = (f: string) => statSync(resolve(PROJECT_ROOT, f)).size;
  const onDemand = chunks.filter((f) => !loaded.has(f)).map((f) => ({ file: resolve(PROJECT_ROOT, f), bytes: size(f) }));
  const bytes = [...loaded].reduce((sum, f) => sum + size(f), 0);
  const mapBytes = [...loaded].reduce((sum, f) => sum + size(`${f}.map`), 0);
  const loadedInputs = [...new Set([...loaded].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}).map(source)))];
  return { file: outfile, bytes, mapBytes, onDemand, inputs, loadedInputs };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line of a bundle's sizes: the entry a cold start imports, and the chunks loaded on demand. */
export function bundleSizes(bundle: BuiltBundle): string {
  const onDemand = bundle.onDemand.reduce((sum, c) => sum + c.bytes, 0);
  return `${kib(bundle.bytes)} at import (source maps ${kib(bundle.mapBytes)}), ${kib(onDemand)} more in ${bundle.onDemand.length} chunks on demand`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [name, outdir] = process.argv.slice(2);
  if (name) {
    // `build.ts <function or its entry> <folder>`: one function's bundle into a folder (CDK's bundling of it).
    const entry = Object.values(LAMBDA_ENTRIES).find((e) => e === name) ?? LAMBDA_ENTRIES[name as keyof typeof LAMBDA_ENTRIES];
    if (!entry || !outdir) throw new Error(`usage: build.ts [<${Object.keys(LAMBDA_ENTRIES).join('|')}> <folder>]`);
    await buildBundle(join(resolve(outdir), 'index.mjs'), entry);
  } else {
    // The API at dist/lambda/index.mjs, the other functions beside it in folders of their own.
    for (const [fn, entry] of Object.entries(LAMBDA_ENTRIES)) {
      const bundle = await buildBundle(join(PROJECT_ROOT, fn === 'api' ? 'dist/lambda/index.mjs' : `dist/lambda/${fn}/index.mjs`), entry);
      console.log(`${fn.padEnd(10)} ${relative(PROJECT_ROOT, bundle.file)}  ${bundleSizes(bundle)}`);
    }
  }
}
