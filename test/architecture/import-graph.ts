import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * The layers of src/ as data, and its import graph as TypeScript's scanner reads it: what the
 * layer test holds (layers.test.ts) and what the picture of docs/ARCHITECTURE.md is drawn
 * from (scripts/layers-picture.ts).
 */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SRC = join(ROOT, 'src');

/** Bottom up, each layer's folders with what each is for. `log.ts`, `metrics.ts` and `once.ts` are the files at the top of src/: every layer may log, count and load once. */
export const LAYERS: readonly Readonly<Record<string, string>>[] = [
  { 'log.ts': 'JSON log lines', 'metrics.ts': 'business metrics (EMF)', 'once.ts': 'a load run once, again after a failure', types: 'package declarations' },
  { engine: 'the rules: pure, no IO' },
  { strategy: 'hints and bots' },
  { contract: 'the public vocabulary: error codes, operations, requests, views, events, scopes' },
  { store: 'DynamoDB, one module per item kind', notify: 'webhook delivery: sign, seal, SSRF', 'sheet-svg': 'printable score sheets', assets: 'files of the browser pages' },
  { service: 'the one writer: games, players, lists, webhooks, streams' },
  { edge: 'what REST and GraphQL share: request ids, deadlines, the error funnel' },
  { http: 'REST: routes made from the contract', graphql: 'GraphQL: types made from the contract', web: 'the web client: pages and files' },
  { app: 'REST, GraphQL, the pages and the web client on one app' },
  { entry: 'the Lambda handlers and the local server' },
];
export const RANK = new Map(LAYERS.flatMap((layer, rank) => Object.keys(layer).map((name) => [name, rank] as const)));

export const posix = (path: string) => path.split(sep).join('/');

export function filesUnder(dir: string, keep: (name: string) => boolean = (name) => /\.(ts|tsx|mts|mjs)$/.test(name)): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    // Installed packages, build outputs and hidden folders are nobody's hand-written code.
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(name) ? [path] : [];
  });
}

/** The layer (top-level entry of src/) a file of src/ belongs to. */
export const layerOf = (file: string) => posix(relative(SRC, file)).split('/')[0]!;

export interface Import {
  /** The importing file, relative to src/. */
  readonly from: string;
  /** The imported file relative to src/, or the package name. */
  readonly to: string;
  readonly relative: boolean;
}

/** Every import of a source text: TypeScript's scanner, which skips comments and strings. */
export function specifiersOf(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((f) => f.fileName);
}

export function importsOf(file: string): Import[] {
  return specifiersOf(readFileSync(file, 'utf8')).map((specifier) => {
    if (!specifier.startsWith('.')) return { from: posix(relative(SRC, file)), to: specifier, relative: false };
    const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
    return { from: posix(relative(SRC, file)), to: posix(relative(SRC, target)), relative: true };
  });
}

export const SOURCES = filesUnder(SRC, (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'));
export const IMPORTS = SOURCES.flatMap(importsOf);


/** The folders each folder of src/ imports, from the import graph: what the picture draws. */
export function folderEdges(): [string, string][] {
  const edges = new Set(IMPORTS.filter((i) => i.relative && !i.to.startsWith('../')).map((i) => `${layerOf(join(SRC, i.from))} ${i.to.split('/')[0]}`));
  return [...edges].map((e) => e.split(' ') as [string, string]).filter(([a, b]) => a !== b).sort();
}
