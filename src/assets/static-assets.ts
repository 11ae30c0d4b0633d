import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Env, Hono } from 'hono';

/*
 * The browser pages of the API (/docs, GraphiQL) load their scripts and styles from the API
 * itself, never from a CDN: they work offline, behind a firewall and under a strict CSP.
 * Assets come from pinned npm packages, are read once per process on first request (a cold
 * start that serves only JSON never pays for them) and are compressed once per encoding.
 */

/** One file served under a versioned URL: its body is read (or built) on first request. */
export interface StaticAsset {
  readonly type: string;
  readonly load: () => Promise<string | Uint8Array>;
}

/** Versioned URLs never change content: browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** Text, and icons (uncompressed bitmaps); PNG and the like are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/(svg\+xml|x-icon))/;

const compressors = {
  br: (body: Uint8Array) =>
    // Quality 5 is within a few percent of 11 on these bundles, at a fraction of the time.
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body: Uint8Array) => promisify(gzip)(body, { level: 9 }),
} as const;

/** The best encoding the client accepts: br, then gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Registers GET `${prefix}/<name>` for each asset of `listAssets`, which runs on the first
 * request (asset names carry package versions, read from disk). Bodies are memoised per
 * encoding, so each file is read and compressed at most once per process.
 */
export function serveAssets<E extends Env>(app: Hono<E>, prefix: string, listAssets: () => Readonly<Record<string, StaticAsset>>): void {
  let assets: Readonly<Record<string, StaticAsset>> | undefined;
  const bodies = new Map<string, Promise<Uint8Array>>();
  const body = (name: string, asset: StaticAsset, encoding: Encoding): Promise<Uint8Array> => {
    const key = `${encoding} ${name}`;
    let cached = bodies.get(key);
    if (cached === undefined) {
      cached =
        encoding === 'identity'
          ? asset.load().then((b) => (typeof b === 'string' ? new TextEncoder().encode(b) : b))
          : body(name, asset, 'identity').then(compressors[encoding]).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
      // A failed read is not remembered: the next request tries again.
      cached.catch(() => bodies.delete(key));
      bodies.set(key, cached);
    }
    return cached;
  };

  app.get(`${prefix}/*`, async (c: Context<E>, next) => {
    assets ??= listAssets();
    const name = c.req.path.slice(prefix.length + 1);
    const asset = Object.hasOwn(assets, name) ? assets[name] : undefined;
    if (asset === undefined) return next();
    const encoding = COMPRESSIBLE.test(asset.type) ? pickEncoding(c.req.header('accept-encoding')) : 'identity';
    const bytes = await body(name, asset, encoding);
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

// Not `require`: the Lambda bundle's banner declares that name at its top level.
const requireHere = createRequire(import.meta.url);

/**
 * An installed package's folder and version, found from this module (or from the bundle at run
 * time). The version names the asset URLs, so an upgrade changes them.
 */
export function installedPackage(name: string): { readonly dir: string; readonly version: string } {
  const manifest = requireHere.resolve(`${name}/package.json`);
  return { dir: dirname(manifest), version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, safe inside HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
