/**
 * Static assets: the files of the API's browser pages (/docs, GraphiQL; in round 3 the web
 * client), served by the API itself from pinned packages, read on first request and
 * compressed once per encoding. Nothing here knows the API: it imports only Node and Hono, so
 * a page's module pulls nothing else into a bundle.
 */
export { IMMUTABLE, escapeHtml, installedPackage, pickEncoding, serveAssets, type StaticAsset } from './static-assets.js';
