/*
 * What the web client's build writes (scripts/build-web.ts) and the server reads: the built
 * files' names, which carry a hash of their content, in one small JSON file beside them.
 */

/** The file in the build's folder that names everything else. */
export const ASSET_MANIFEST = 'asset-manifest.json';
/** The URL prefix of the hashed files (they live in the folder `static/` of the build). */
export const STATIC_PREFIX = '/static';
/** The service worker: a fixed URL at the root, so its scope is the whole site. */
export const SERVICE_WORKER = '/sw.js';

export interface WebAssets {
  /** A hash of every file's name: changes whenever any file does. */
  readonly version: string;
  /** URLs of the page's script and style sheet, the web app manifest and the icons. */
  readonly script: string;
  readonly style: string;
  readonly manifest: string;
  readonly icon: string;
  readonly touchIcon: string;
  /** Per page, the scripts it loads beyond `script` (preloaded by the page's HTML). */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  /** Every file under STATIC_PREFIX, as URLs. */
  readonly files: readonly string[];
  /** Per page, the gzipped bytes of all the JavaScript its first screen loads. */
  readonly firstScreenGzipBytes: Readonly<Record<string, number>>;
}

/** The Content-Type of a built file, by its extension. */
export function contentType(file: string): string {
  const ext = /\.([a-z]+)$/.exec(file)?.[1] ?? '';
  const types: Readonly<Record<string, string>> = {
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    webmanifest: 'application/manifest+json',
    svg: 'image/svg+xml',
    png: 'image/png',
    json: 'application/json',
  };
  return types[ext] ?? 'application/octet-stream';
}
