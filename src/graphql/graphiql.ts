import { createHash } from 'node:crypto';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';
import type { Env, Hono } from 'hono';
import type { StaticAsset } from '../assets/index.js';
import { escapeHtml, installedPackage, serveAssets } from '../assets/index.js';
import { once } from '../once.js';

/*
 * GraphiQL at GET /graphql without any CDN. Yoga's own page loads GraphiQL from unpkg; this
 * one takes the same build (Yoga's GraphiQL, Monaco editor and its workers) from the pinned
 * @graphql-yoga/render-graphiql package and serves it as files under /graphql/assets/. That
 * package's own renderer inlines 9 MB into the page (over Lambda's 6 MB response limit, and
 * inline scripts need 'unsafe-inline'); served as files they are compressed and cached.
 */

export const GRAPHIQL_ASSETS_PATH = '/graphql/assets';
const PACKAGE = '@graphql-yoga/render-graphiql';

/**
 * Files of installed packages that GraphiQL reads at run time, relative to node_modules: a
 * deployment ships them beside the bundle (the bundle itself holds none of them).
 */
export const GRAPHIQL_RUNTIME_FILES: readonly string[] = [`${PACKAGE}/package.json`, `${PACKAGE}/esm/graphiql.js`];

/**
 * A query that runs without a token, open in a fresh GraphiQL. The editor does not wrap lines
 * and its buttons cover its right edge, so no line is longer than the editor shows beside them
 * on a 1024-pixel-wide window (about 35 characters; test/browser/api-pages.test.ts measures it).
 */
export const GRAPHIQL_DEFAULT_QUERY = `# The Yamb API: rulesets, games
# and leaderboards need no token.
# To play, run registerPlayer and
# put its token in Headers below:
# {"Authorization":
#   "Bearer <token>"}
# Requests use the ids; people see
# each ruleset's labels and names.
query Rulesets {
  rulesets {
    id
    name
    dice
    columns { id name }
    categories {
      id
      label
      description
    }
  }
}
`;

/** Yoga's `graphiql` option for this API. */
export const GRAPHIQL_OPTIONS = { title: 'Yamb API', defaultQuery: GRAPHIQL_DEFAULT_QUERY } as const satisfies GraphiQLOptions;

/**
 * Only this origin. Monaco and React add <style> elements at run time (theme, token colours,
 * layout), each different, so styles need 'unsafe-inline' (without it the browser blocks about
 * twenty); scripts do not: the page has no inline script.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** What the package's `graphiql` module exports: the built files as strings. */
interface GraphiQLBuild {
  readonly js: string;
  readonly css: string;
  /** A data: URL. */
  readonly favicon: string;
  readonly editorWorkerService: string;
  readonly jsonWorker: string;
  readonly graphqlWorker: string;
}

// Imported through a variable so bundlers leave the 9 MB module out of the Lambda bundle: it is
// loaded from the installed package on the first asset request, once per process.
const BUILD_MODULE: string = `${PACKAGE}/graphiql`;
const loadBuild = once(() => import(BUILD_MODULE) as Promise<GraphiQLBuild>);

interface Files {
  readonly version: string;
  readonly boot: string;
  readonly assets: Readonly<Record<string, StaticAsset>>;
}

const JS = 'text/javascript; charset=utf-8';
const part = (type: string, pick: (b: GraphiQLBuild) => string): StaticAsset => ({ type, load: async () => pick(await loadBuild()) });

let files: Files | undefined;
function graphiqlFiles(): Files {
  if (files) return files;
  const v = `render-graphiql-${installedPackage(PACKAGE).version}`;
  const url = (name: string) => `${GRAPHIQL_ASSETS_PATH}/${name}`;
  // Monaco asks for a worker by label; the labels are the ones the package's renderer uses.
  const workers = { editorWorkerService: url(`${v}/editor.worker.js`), json: url(`${v}/json.worker.js`), graphql: url(`${v}/graphql.worker.js`) };
  // Runs before GraphiQL's script (Monaco reads its environment when it loads) and renders
  // once the document, with every script, has been parsed. Options come from a JSON block.
  const bootText = `(function () {
  var workers = ${JSON.stringify(workers)};
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return workers[label]; } };
  document.addEventListener('DOMContentLoaded', function () {
    var options = JSON.parse(document.getElementById('graphiql-options').textContent);
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
  });
})();
`;
  const boot = `boot-${createHash('sha256').update(bootText).digest('hex').slice(0, 12)}.js`;
  files = {
    version: v,
    boot,
    assets: {
      [boot]: { type: JS, load: async () => bootText },
      [`${v}/graphiql.js`]: part(JS, (b) => b.js),
      [`${v}/graphiql.css`]: part('text/css; charset=utf-8', (b) => b.css),
      [`${v}/editor.worker.js`]: part(JS, (b) => b.editorWorkerService),
      [`${v}/json.worker.js`]: part(JS, (b) => b.jsonWorker),
      [`${v}/graphql.worker.js`]: part(JS, (b) => b.graphqlWorker),
      [`${v}/favicon.ico`]: { type: 'image/x-icon', load: async () => Buffer.from((await loadBuild()).favicon.replace(/^data:[^,]*;base64,/, ''), 'base64') },
    },
  };
  return files;
}

/** JSON inside a <script> data block: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Yoga's `renderGraphiQL`: the GraphiQL page, loading everything from /graphql/assets/. It
 * reads no asset itself, so the page is cheap; send it with `useGraphiQLHeaders`.
 */
export function renderGraphiQL(options: GraphiQLOptions = {}): string {
  const { version: v, boot } = graphiqlFiles();
  const url = (name: string) => escapeHtml(`${GRAPHIQL_ASSETS_PATH}/${name}`);
  const title = options.title ?? 'GraphiQL';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="${options.favicon ? escapeHtml(options.favicon) : url(`${v}/favicon.ico`)}" />
    <link rel="stylesheet" href="${url(`${v}/graphiql.css`)}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(options)}</script>
    <script src="${url(boot)}"></script>
    <script src="${url(`${v}/graphiql.js`)}"></script>
  </body>
</html>
`;
}

/** Yoga plugin: the GraphiQL page goes out with its CSP, and is revalidated (it names asset versions). */
export const useGraphiQLHeaders = (): Plugin => ({
  onResponse({ request, response }) {
    if (request.method !== 'GET' || !response.headers.get('content-type')?.startsWith('text/html')) return;
    response.headers.set('content-security-policy', GRAPHIQL_CSP);
    response.headers.set('cache-control', 'no-cache');
    response.headers.set('x-content-type-options', 'nosniff');
    response.headers.set('referrer-policy', 'no-referrer');
  },
});

/** Registers GET /graphql/assets/* (GraphiQL's script, styles, editor workers and icon) on the app. */
export function graphiqlRoutes<E extends Env>(app: Hono<E>): void {
  serveAssets(app, GRAPHIQL_ASSETS_PATH, () => graphiqlFiles().assets);
}
