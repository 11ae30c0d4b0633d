import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env, Hono } from 'hono';
import type { StaticAsset } from '../assets/index.js';
import { escapeHtml, installedPackage, serveAssets } from '../assets/index.js';

/*
 * The REST documentation at /docs: Swagger UI from the pinned swagger-ui-dist package, served
 * by the API itself under /docs/assets/, with no request to any other origin.
 */

export const DOCS_PATH = '/docs';
const ASSETS_PATH = `${DOCS_PATH}/assets`;
const SWAGGER_UI = 'swagger-ui-dist';

/** The package files served, by type. */
const SWAGGER_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;

/**
 * Files of installed packages that /docs reads at run time, relative to node_modules: a
 * deployment ships them beside the bundle (the bundle itself holds none of them).
 */
export const DOCS_RUNTIME_FILES: readonly string[] = [`${SWAGGER_UI}/package.json`, ...Object.keys(SWAGGER_FILES).map((f) => `${SWAGGER_UI}/${f}`)];

/**
 * Everything the page needs comes from this origin. No inline script or style: the page's own
 * start-up code is a file too. Images and fonts of the stylesheet are data: URLs.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  // The spec, and "Try it out" requests: the API is on this origin (servers: [{ url: '/' }]).
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface DocsOptions {
  /** The page title. */
  readonly title?: string;
  /** Where the page loads the OpenAPI document from. */
  readonly openapiUrl?: string;
}

interface DocsFiles {
  readonly page: string;
  readonly assets: Readonly<Record<string, StaticAsset>>;
}

const text = (type: string, body: string): StaticAsset => ({ type, load: async () => body });

/** The page and its assets; asset names carry the package version or a hash of their text. */
function docsFiles({ title = 'API documentation', openapiUrl = '/openapi.json' }: DocsOptions): DocsFiles {
  const swagger = installedPackage(SWAGGER_UI);
  const config = { url: openapiUrl, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null };
  // Swagger UI's defaults (the apis preset, BaseLayout); validatorUrl: null, because the
  // default posts the spec to an online validator.
  const start = `window.ui = SwaggerUIBundle(${JSON.stringify(config)});\n`;
  const startName = `start-${createHash('sha256').update(start).digest('hex').slice(0, 12)}.js`;
  const v = `swagger-ui-${swagger.version}`;
  const assets: Record<string, StaticAsset> = { [startName]: text('text/javascript; charset=utf-8', start) };
  for (const [name, type] of Object.entries(SWAGGER_FILES)) assets[`${v}/${name}`] = { type, load: () => readFile(join(swagger.dir, name)) };
  const url = (name: string) => escapeHtml(`${ASSETS_PATH}/${name}`);
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" type="image/png" href="${url(`${v}/favicon-32x32.png`)}" />
    <link rel="stylesheet" href="${url(`${v}/swagger-ui.css`)}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${url(`${v}/swagger-ui-bundle.js`)}"></script>
    <script src="${url(startName)}"></script>
  </body>
</html>
`;
  return { page, assets };
}

/**
 * Registers GET /docs (Swagger UI reading `openapiUrl`) and GET /docs/assets/* (its scripts,
 * styles and icon). Nothing is read before the first request to one of them.
 */
export function docsRoutes<E extends Env>(app: Hono<E>, options: DocsOptions = {}): void {
  let files: DocsFiles | undefined;
  const load = () => (files ??= docsFiles(options));
  serveAssets(app, ASSETS_PATH, () => load().assets);
  app.get(DOCS_PATH, (c) =>
    c.html(load().page, 200, {
      'content-security-policy': DOCS_CSP,
      // The page names the current asset versions: revalidate it, keep the assets.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }),
  );
}
