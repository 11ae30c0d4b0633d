import { escapeHtml } from '../assets/index.js';
import type { WebAssets } from './assets.js';

/*
 * The one HTML page of the web client. It is small and names the current hashed files, so it
 * is revalidated on every visit while the files themselves are kept for a year. Where the API
 * and its event streams are comes from the server's configuration (meta tags the client
 * reads); empty means the page's own origin.
 */

export interface PageConfig {
  /** The API's origin when it is not the page's (empty: the same). */
  readonly apiOrigin?: string | undefined;
  /** The event streams' origin when it is not the API's (AWS: the streams function URL). */
  readonly streamsOrigin?: string | undefined;
}

/** Only this origin (and the streams' origin) for everything: no inline script or style. */
export function pageCsp({ apiOrigin, streamsOrigin }: PageConfig): string {
  const connect = ["'self'", ...[apiOrigin, streamsOrigin].filter((o): o is string => Boolean(o)).map((o) => new URL(o).origin)];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function renderPage(assets: WebAssets, page: string | null, config: PageConfig): string {
  const attr = (value: string) => escapeHtml(value);
  const preload = (page ? (assets.pages[page] ?? []) : []).map((href) => `\n    <link rel="modulepreload" href="${attr(href)}" />`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Yamb</title>
    <meta name="description" content="Dice games of the Yamb family, turn by turn, with friends, strangers or bots." />
    <meta name="theme-color" content="#1d1b16" />
    <meta name="yamb-api-origin" content="${attr(config.apiOrigin ?? '')}" />
    <meta name="yamb-streams-origin" content="${attr(config.streamsOrigin ?? '')}" />
    <link rel="manifest" href="${attr(assets.manifest)}" />
    <link rel="icon" href="${attr(assets.icon)}" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="${attr(assets.touchIcon)}" />
    <link rel="stylesheet" href="${attr(assets.style)}" />
    <script type="module" src="${attr(assets.script)}"></script>${preload}
  </head>
  <body>
    <div id="app"><noscript>Yamb needs JavaScript. The API itself is documented at <a href="/docs">/docs</a>.</noscript></div>
  </body>
</html>
`;
}
