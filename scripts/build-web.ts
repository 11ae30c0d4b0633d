import { type Metafile, build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../infra/paths.js';
import { ASSET_MANIFEST, STATIC_PREFIX, type WebAssets } from '../src/web/assets.js';
import { PAGE_PATHS } from '../web/src/paths.js';
import { iconPng, iconSvg } from './web/icons.js';

/*
 * `npm run build:web [folder]`: the web client bundled by esbuild into hashed files (dist/web by
 * default), each page's code in its own chunk, a web app manifest, icons and the service
 * worker. Fails when any page's first screen loads more than FIRST_SCREEN_BUDGET of gzipped
 * JavaScript (the entry, the page's chunk, and every chunk they import).
 */

export const FIRST_SCREEN_BUDGET = 60 * 1024;
export const DEFAULT_WEB_DIR = join(PROJECT_ROOT, 'dist', 'web');
const WEB = join(PROJECT_ROOT, 'web');

export interface WebBuild extends WebAssets {
  readonly dir: string;
  /** Each file's bytes and gzipped bytes, by URL. */
  readonly sizes: Readonly<Record<string, { bytes: number; gzip: number }>>;
  /** JavaScript loaded only when a person asks for it (an import() inside a page, as the push code): in no first screen. */
  readonly lazy: readonly string[];
}

export class BudgetExceeded extends Error {}

const hash = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 10);
const gzipBytes = (content: Uint8Array) => gzipSync(content, { level: 9 }).byteLength;

export async function buildWeb({ outdir = DEFAULT_WEB_DIR, budgetBytes = FIRST_SCREEN_BUDGET } = {}): Promise<WebBuild> {
  const staticDir = join(outdir, 'static');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(staticDir, { recursive: true });
  const pageModules = Object.fromEntries(Object.keys(PAGE_PATHS).map((page) => [page, join(WEB, 'src', 'pages', `${page}.tsx`)]));
  const result = await build({
    entryPoints: { main: join(WEB, 'src', 'main.tsx') },
    absWorkingDir: PROJECT_ROOT,
    tsconfig: join(WEB, 'tsconfig.json'),
    outdir: staticDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });
  const url = (out: string) => `${STATIC_PREFIX}/${relative(staticDir, resolve(PROJECT_ROOT, out)).split('\\').join('/')}`;
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((o) => outputs[o]?.entryPoint && resolve(PROJECT_ROOT, outputs[o].entryPoint) === join(WEB, 'src', 'main.tsx') && o.endsWith('.js'));
  if (!entry) throw new Error('the build made no entry script');
  const style = outputs[entry]?.cssBundle;
  if (!style) throw new Error('the build made no style sheet');

  // Each page's chunk: the output built from its module (a dynamic import of the entry).
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const pageChunks: Record<string, string[]> = {};
  for (const [page, module] of Object.entries(pageModules)) {
    const chunk = chunkOf(outputs, module);
    pageChunks[page] = [...closure(chunk)].filter((o) => !closure(entry).has(o));
  }

  const files = new Map<string, Uint8Array>();
  for (const out of Object.keys(outputs)) files.set(url(out), readFileSync(resolve(PROJECT_ROOT, out)));
  const svg = iconSvg();
  const icon = emit(staticDir, files, 'icon', 'svg', svg);
  const png = { 192: emit(staticDir, files, 'icon-192', 'png', iconPng(192)), 512: emit(staticDir, files, 'icon-512', 'png', iconPng(512)) };
  const manifest = emit(staticDir, files, 'manifest', 'webmanifest', JSON.stringify(webManifest(icon, png), null, 2));

  const sizes = Object.fromEntries([...files].map(([u, bytes]) => [u, { bytes: bytes.byteLength, gzip: gzipBytes(bytes) }]));
  const firstScreenGzipBytes = Object.fromEntries(
    Object.entries(pageChunks).map(([page, chunks]) => [page, [...closure(entry), ...chunks].map((o) => sizes[url(o)]?.gzip ?? 0).reduce((a, b) => a + b, 0)]),
  );
  const over = Object.entries(firstScreenGzipBytes).filter(([, bytes]) => bytes > budgetBytes);
  if (over.length > 0) {
    throw new BudgetExceeded(`the first screen's JavaScript is over its budget of ${budgetBytes} bytes gzipped: ${over.map(([page, bytes]) => `${page} ${bytes}`).join(', ')}`);
  }

  const list = [...files.keys()].sort();
  const assets: WebAssets = {
    version: hash(list.join('\n')),
    script: url(entry),
    style: url(style),
    manifest,
    icon,
    touchIcon: png[192],
    pages: Object.fromEntries(Object.entries(pageChunks).map(([page, chunks]) => [page, chunks.map(url)])),
    files: list,
    firstScreenGzipBytes,
  };
  await buildServiceWorker(outdir, assets);
  writeFileSync(join(outdir, ASSET_MANIFEST), `${JSON.stringify(assets, null, 2)}\n`);
  const firstScreens = new Set([...closure(entry), ...Object.values(pageChunks).flat()]);
  const lazy = Object.keys(outputs).filter((o) => o.endsWith('.js') && !firstScreens.has(o)).map(url);
  return { ...assets, dir: outdir, sizes, lazy };
}

function chunkOf(outputs: Metafile['outputs'], module: string): string {
  const found = Object.keys(outputs).find((o) => outputs[o]?.entryPoint && resolve(PROJECT_ROOT, outputs[o].entryPoint) === module && o.endsWith('.js'));
  if (!found) throw new Error(`no chunk holds the page ${relative(PROJECT_ROOT, module)}: is it loaded with import() in web/src/app.tsx?`);
  return found;
}

/** Writes `static/<name>-<hash>.<ext>` and returns its URL. */
function emit(staticDir: string, files: Map<string, Uint8Array>, name: string, ext: string, content: string | Uint8Array): string {
  const file = `${name}-${hash(content)}.${ext}`;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  writeFileSync(join(staticDir, file), bytes);
  files.set(`${STATIC_PREFIX}/${file}`, bytes);
  return `${STATIC_PREFIX}/${file}`;
}

function webManifest(icon: string, png: Record<192 | 512, string>) {
  return {
    name: 'Yamb',
    short_name: 'Yamb',
    description: 'Dice games of the Yamb family, turn by turn.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f4ef',
    theme_color: '#1d1b16',
    icons: [
      { src: icon, sizes: 'any', type: 'image/svg+xml' },
      { src: png[192], sizes: '192x192', type: 'image/png' },
      { src: png[512], sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
}

/** sw.js at the root, told the shell's files and the page paths it may answer offline. */
async function buildServiceWorker(outdir: string, assets: WebAssets): Promise<void> {
  const prefixes = Object.values(PAGE_PATHS)
    .filter((p) => p !== '/')
    .map((p) => p.slice(0, p.indexOf(':')));
  await build({
    entryPoints: [join(WEB, 'src', 'sw', 'sw.ts')],
    absWorkingDir: PROJECT_ROOT,
    tsconfig: join(WEB, 'src', 'sw', 'tsconfig.json'),
    outfile: join(outdir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { SHELL: JSON.stringify(assets.files), SHELL_VERSION: JSON.stringify(assets.version), PAGE_PREFIXES: JSON.stringify(prefixes) },
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const web = await buildWeb({ outdir: process.argv[2] ? resolve(process.argv[2]) : DEFAULT_WEB_DIR });
    for (const [file, { bytes, gzip }] of Object.entries(web.sizes)) console.log(`${basename(file).padEnd(36)} ${String(bytes).padStart(8)} B  ${String(gzip).padStart(7)} B gzip`);
    for (const [page, bytes] of Object.entries(web.firstScreenGzipBytes)) console.log(`first screen of ${page}: ${(bytes / 1024).toFixed(1)} KiB of JavaScript gzipped (budget ${FIRST_SCREEN_BUDGET / 1024} KiB)`);
    console.log(`wrote ${relative(process.cwd(), web.dir) || '.'}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
