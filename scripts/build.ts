import { build, type Metafile } from 'esbuild';
import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FORBIDDEN_IN_BUNDLE, LAMBDA_BUNDLE_OPTIONS, LAMBDA_ENTRIES, LAMBDA_ENTRY } from '../infra/bundle.js';
import { PROJECT_ROOT } from '../infra/paths.js';

export interface BuiltBundle {
  readonly file: string;
  readonly bytes: number;
  readonly mapBytes: number;
  /** Source files in the bundle, relative to the project root. */
  readonly inputs: readonly string[];
  /** The source files the bundle evaluates when it is imported: those the entry reaches without a dynamic `import()`. */
  readonly loadedAtImport: readonly string[];
}

/**
 * Builds a Lambda bundle (the API's unless `entry` names another, see infra/bundle.ts) with the
 * deployed esbuild options into `outfile` (an `.mjs` path) and its source map beside it, and
 * fails if a test-only module got in.
 */
export async function buildBundle(outfile: string, entry: string = LAMBDA_ENTRY): Promise<BuiltBundle> {
  const result = await build({ ...LAMBDA_BUNDLE_OPTIONS, entryPoints: [join(PROJECT_ROOT, entry)], outfile, absWorkingDir: PROJECT_ROOT, metafile: true, logLevel: 'warning' });
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, p)));
  const forbidden = inputs.filter((p) => FORBIDDEN_IN_BUNDLE.some((re) => re.test(p)));
  if (forbidden.length > 0) throw new Error(`the Lambda bundle must not contain ${forbidden.join(', ')}`);
  return { file: outfile, bytes: statSync(outfile).size, mapBytes: statSync(`${outfile}.map`).size, inputs, loadedAtImport: staticallyReached(result.metafile, entry) };
}

/** The inputs `entry` reaches by static imports and requires alone (what `import()` reaches is evaluated when first called). */
function staticallyReached(metafile: Metafile, entry: string): string[] {
  const reached = new Set<string>();
  const next = [Object.keys(metafile.inputs).find((p) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, p)) === entry) ?? entry];
  for (let path = next.pop(); path !== undefined; path = next.pop()) {
    if (reached.has(path)) continue;
    reached.add(path);
    for (const edge of metafile.inputs[path]?.imports ?? []) if (edge.kind !== 'dynamic-import' && !edge.external) next.push(edge.path);
  }
  return [...reached].map((p) => relative(PROJECT_ROOT, resolve(PROJECT_ROOT, p)));
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // The API at dist/lambda/index.mjs, the webhook functions beside it in folders of their own.
  for (const [name, entry] of Object.entries(LAMBDA_ENTRIES)) {
    const bundle = await buildBundle(join(PROJECT_ROOT, name === 'api' ? 'dist/lambda/index.mjs' : `dist/lambda/${name}/index.mjs`), entry);
    const packages = new Set(bundle.inputs.flatMap((p) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p)?.[1] ?? []));
    console.log(`${relative(PROJECT_ROOT, bundle.file)}  ${kib(bundle.bytes)} (source map ${kib(bundle.mapBytes)}), ${bundle.inputs.length} inputs from ${packages.size} packages`);
  }
}
