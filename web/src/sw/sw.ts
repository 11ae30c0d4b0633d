/*
 * The service worker keeps the app shell (the page and its hashed files) so the installed app
 * opens at once and offline. It never answers an API request: those always go to the network.
 * The build defines SHELL (the shell's URLs) and SHELL_VERSION (a hash of them).
 */

declare const SHELL: readonly string[];
declare const SHELL_VERSION: string;
declare const PAGE_PREFIXES: readonly string[];

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `yamb-shell-${SHELL_VERSION}`;
/** The page itself, asked for as a browser asks for a page (the same URL answers JSON otherwise). */
const PAGE = new Request('/', { headers: { accept: 'text/html' } });

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([PAGE, ...SHELL]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('yamb-shell-') && name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

const isPage = (url: URL) => url.pathname === '/' || PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (SHELL.includes(url.pathname)) {
    // Hashed files never change: the cached copy is the file.
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  } else if (request.mode === 'navigate' && isPage(url)) {
    // The page from the network (it names the newest files); offline, the cached one.
    event.respondWith(fetch(request).catch(async () => (await caches.match(PAGE, { ignoreVary: true })) ?? Response.error()));
  }
  // Anything else, the API above all, is not touched: no answer of the API is ever cached here.
});
