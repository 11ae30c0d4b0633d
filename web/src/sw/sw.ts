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

/*
 * Web Push: each message is the JSON the server sends (API.md, Notifications to people:
 * title, body, url, tag, eventId), shown as a notification; a newer one of a game replaces the
 * older (its tag is the game id). A click opens the game's page: in the app's window when one
 * is open, in a new one otherwise.
 */

interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
  readonly eventId: string;
}

function pushMessage(data: PushMessageData | null): PushMessage | null {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    return message && typeof message.title === 'string' && typeof message.url === 'string' ? (message as PushMessage) : null;
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  if (!message) return;
  event.waitUntil(worker.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url, eventId: message.eventId } }));
});

/** The app's page at `url` (same origin only): an open window of the app goes there, or a new one opens. */
async function openPage(url: string): Promise<void> {
  const target = new URL(url, worker.location.origin);
  if (target.origin !== worker.location.origin) return;
  const windows = await worker.clients.matchAll({ type: 'window' });
  const shown = windows.find((w) => w.url === target.href) ?? (await windows[0]?.navigate(target.href)) ?? null;
  // Focusing needs the click's user activation, which only a person's click gives.
  if (shown) await shown.focus().catch(() => undefined);
  else await worker.clients.openWindow(target.href);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opened = openPage(String((event.notification.data as { url?: unknown } | null)?.url ?? '/'));
  try {
    event.waitUntil(opened);
  } catch {
    // An event a script dispatched (not a person's click) has no lifetime to extend; the page opens all the same.
  }
});
